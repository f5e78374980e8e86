import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, parseContentRange } from '../src/storage/content-range.ts';
import { detectMimeType, extensionOf, isPreviewableImage, viewContentType } from '../src/storage/mime.ts';

describe('Content-Range of chunked uploads', () => {
  it('numbers chunks of 5 MiB and treats a plain upload as one chunk', () => {
    expect(parseContentRange(undefined, 10)).toEqual({ index: 0, total: 1, size: 10 });
    const size = 2 * CHUNK_SIZE + 7;
    expect(parseContentRange(`bytes 0-${CHUNK_SIZE - 1}/${size}`, CHUNK_SIZE)).toEqual({ index: 0, total: 3, size });
    expect(parseContentRange(`bytes ${2 * CHUNK_SIZE}-${size - 1}/${size}`, 7)).toEqual({ index: 2, total: 3, size });
  });

  it.each([
    ['bytes 0-9', 10],
    ['bytes 0-99/10', 10],
    ['bytes 5-14/20', 10],
    ['bytes 0-9/20', 9],
    [`bytes 0-9/${CHUNK_SIZE + 10}`, 10],
  ])('rejects %s with %i bytes', (header, received) => {
    expect(() => parseContentRange(header, received)).toThrow(
      expect.objectContaining({ type: 'storage_invalid_content_range' }),
    );
  });
});

describe('MIME types', () => {
  it('sniffs content before trusting the name or the claimed type', () => {
    expect(detectMimeType(Buffer.from('%PDF-1.7'), 'photo.png', 'image/png')).toBe('application/pdf');
    expect(detectMimeType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'x', '')).toBe('image/jpeg');
    expect(detectMimeType(Buffer.from('RIFF0000WEBPVP8 '), 'x', '')).toBe('image/webp');
    expect(detectMimeType(Buffer.from([0, 1, 2]), 'notes.csv', '')).toBe('text/csv');
    expect(detectMimeType(Buffer.from([0, 1, 2]), 'blob', 'application/x-custom; q=1')).toBe('application/x-custom');
    expect(detectMimeType(Buffer.from('hello\n'), 'blob', '')).toBe('text/plain');
    expect(detectMimeType(Buffer.from([0, 1, 2]), 'blob', '')).toBe('application/octet-stream');
  });

  it('reads extensions and decides what is shown inline', () => {
    expect(extensionOf('Rx.Scan.JPG')).toBe('jpg');
    expect(extensionOf('.env')).toBe('');
    expect(extensionOf('README')).toBe('');
    expect(viewContentType('text/html')).toBe('text/plain');
    expect(viewContentType('image/svg+xml')).toBe('text/plain');
    expect(viewContentType('application/pdf')).toBe('application/pdf');
    expect(isPreviewableImage('image/png')).toBe(true);
    expect(isPreviewableImage('application/pdf')).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, documentFileError } from './documents';

describe('documentFileError', () => {
  it.each([
    ['licence.pdf', 'application/pdf'],
    ['shop.JPG', 'image/jpeg'],
    ['cheque.jpeg', 'image/jpeg'],
    ['certificate.png', 'image/png'],
    ['scan.pdf', ''], // some browsers give no type
  ])('accepts %s (%s)', (name, type) => expect(documentFileError({ name, type, size: 200_000 })).toBeNull());

  it.each([
    ['licence.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['shop.heic', 'image/heic'],
    ['noextension', 'application/pdf'],
    ['evil.pdf', 'text/html'],
    ['photo.png.exe', 'application/octet-stream'],
  ])('refuses %s (%s)', (name, type) =>
    expect(documentFileError({ name, type, size: 200_000 })).toBe('Upload a PDF, JPG or PNG file'),
  );

  it('allows exactly 10 MB and refuses a byte more', () => {
    expect(documentFileError({ name: 'a.pdf', type: 'application/pdf', size: DOCUMENT_MAX_BYTES })).toBeNull();
    expect(documentFileError({ name: 'a.pdf', type: 'application/pdf', size: DOCUMENT_MAX_BYTES + 1 })).toBe(
      'Files can be at most 10 MB',
    );
  });
  it('refuses an empty file', () =>
    expect(documentFileError({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('This file is empty'));
});

describe('the store_documents bucket', () => {
  it('has the same size limit and extensions as the form checks', () => {
    const schema = JSON.parse(readFileSync(new URL('../../../../appwrite/appwrite.json', import.meta.url), 'utf8')) as {
      buckets: { $id: string; maximumFileSize: number; allowedFileExtensions: string[] }[];
    };
    const bucket = schema.buckets.find((entry) => entry.$id === 'store_documents')!;
    expect(bucket.maximumFileSize).toBe(DOCUMENT_MAX_BYTES);
    expect([...bucket.allowedFileExtensions].sort()).toEqual([...DOCUMENT_EXTENSIONS].sort());
  });
});

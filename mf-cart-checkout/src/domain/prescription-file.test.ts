import { describe, expect, it } from 'vitest';
import { PRESCRIPTION_MAX_BYTES, prescriptionFileProblem } from './prescription-file';

describe('prescriptionFileProblem', () => {
  it.each([
    ['rx.jpg', 'image/jpeg'],
    ['RX.JPEG', 'image/jpeg'],
    ['scan.png', 'image/png'],
    ['doc.pdf', 'application/pdf'],
    ['iphone.heic', 'image/heic'],
    ['iphone.heic', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(prescriptionFileProblem({ name, type, size: 1000 })).toBeNull();
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['photo.webp', 'image/webp'],
    ['noextension', 'image/png'],
    ['.pdf', 'application/pdf'],
  ])('refuses %s', (name, type) => {
    expect(prescriptionFileProblem({ name, type, size: 1000 })).toBe('Please choose a JPG, PNG, HEIC image or a PDF.');
  });

  it('refuses a renamed file whose type contradicts its extension', () => {
    expect(prescriptionFileProblem({ name: 'virus.pdf', type: 'application/x-msdownload', size: 10 })).toMatch(
      /content type is application\/x-msdownload/,
    );
  });

  it('allows exactly 10 MB and refuses a byte more', () => {
    expect(
      prescriptionFileProblem({ name: 'a.pdf', type: 'application/pdf', size: PRESCRIPTION_MAX_BYTES }),
    ).toBeNull();
    expect(prescriptionFileProblem({ name: 'a.pdf', type: 'application/pdf', size: PRESCRIPTION_MAX_BYTES + 1 })).toBe(
      'The file is larger than 10 MB. Please choose a smaller file.',
    );
  });

  it('refuses an empty file', () => {
    expect(prescriptionFileProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe('This file is empty.');
  });
});

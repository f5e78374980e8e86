import { describe, expect, it } from 'vitest';
import { asBarcode, asEan13, ean13CheckDigit, isValidEan13, isValidGtin } from './barcode';

describe('EAN-13 check digit', () => {
  it('matches published GS1 examples', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1); // 4006381333931
    expect(ean13CheckDigit('978030640615')).toBe(7); // ISBN 978-0-306-40615-7
    expect(ean13CheckDigit('000000000000')).toBe(0);
  });

  it('refuses anything but 12 digits', () => {
    expect(() => ean13CheckDigit('12345')).toThrow();
    expect(() => ean13CheckDigit('40063813339a')).toThrow();
  });

  it('validates a whole code', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
  });

  it('normalises a typed or scanned term', () => {
    expect(asEan13(' 978-0-306-40615-7 ')).toBe('9780306406157');
    expect(asEan13('036000291452')).toBe('0036000291452'); // UPC-A
    expect(asEan13('9780306406158')).toBeNull();
    expect(asEan13('paracetamol')).toBeNull();
  });
});

describe('GTIN barcodes (EAN-8, UPC-A, EAN-13, GTIN-14)', () => {
  it('checks the GS1 check digit at every length', () => {
    expect(isValidGtin('96385074')).toBe(true); // EAN-8
    expect(isValidGtin('96385075')).toBe(false);
    expect(isValidGtin('4006381333931')).toBe(true);
    expect(isValidGtin('10012345678902')).toBe(true); // GTIN-14
    expect(isValidGtin('10012345678903')).toBe(false);
    expect(isValidGtin('036000291452')).toBe(false); // 12 digits: asBarcode pads it first
  });

  it('normalises what is typed, scanned or imported, and refuses the rest', () => {
    expect(asBarcode(' 4006381 333931 ')).toBe('4006381333931');
    expect(asBarcode('036000291452')).toBe('0036000291452');
    expect(asBarcode('9638-5074')).toBe('96385074');
    expect(asBarcode('10012345678902')).toBe('10012345678902');
    expect(asBarcode('4006381333932')).toBeNull();
    expect(asBarcode('1234567890')).toBeNull();
    expect(asBarcode('Dolo 650')).toBeNull();
  });
});

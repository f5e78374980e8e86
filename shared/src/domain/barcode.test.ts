import { describe, expect, it } from 'vitest';
import { asEan13, ean13CheckDigit, isValidEan13 } from './barcode';

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

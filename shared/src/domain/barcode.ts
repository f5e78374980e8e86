/**
 * EAN-13 / GTIN-13 barcodes (issue 33 §2): the GS1 mod-10 check digit and a
 * normaliser for what a person types or a scanner reads. Pure; no I/O.
 */

/** Check digit for the first 12 digits of an EAN-13 (GS1 weights 1,3,1,3… from the left). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error('ean13CheckDigit needs exactly 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True when `code` is 13 digits whose last digit is the right check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/**
 * A typed or scanned search term as an EAN-13, or null when it is not one:
 * spaces and hyphens are dropped, a 12-digit UPC-A gets its leading zero.
 */
export function asEan13(term: string): string | null {
  const digits = term.replace(/[\s-]/g, '');
  const code = /^\d{12}$/.test(digits) ? `0${digits}` : digits;
  return isValidEan13(code) ? code : null;
}

/** Longest code a product's `barcode` column holds (GTIN-14, appwrite.json). */
export const MAX_BARCODE_LENGTH = 14;

/** True when `code` is an EAN-8, EAN-13 or GTIN-14 whose last digit is the GS1 check digit. */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{13}|\d{14})$/.test(code)) return false;
  // GS1 weights run 3,1,3… leftwards from the digit before the check digit, whatever the length.
  let sum = 0;
  for (let i = code.length - 2, weight = 3; i >= 0; i -= 1, weight = 4 - weight) sum += Number(code[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(code[code.length - 1]);
}

/**
 * A product barcode as typed, scanned or imported — EAN-8, UPC-A (12 digits, given its leading
 * zero: the EAN-13 a scanner reads), EAN-13 or GTIN-14, spaces and hyphens dropped — as stored in
 * `products.barcode`, or null when it is not one (a wrong check digit is a typo, not a code).
 */
export function asBarcode(term: string): string | null {
  const digits = term.replace(/[\s-]/g, '');
  const code = /^\d{12}$/.test(digits) ? `0${digits}` : digits;
  return isValidGtin(code) ? code : null;
}

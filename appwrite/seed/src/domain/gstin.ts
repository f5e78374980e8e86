// GSTIN: 2-digit state code + 10-char PAN + entity number + "Z" + check character.
// The check character is the GSTN mod-36 checksum over the first 14 characters.

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;
const PAN_SHAPE = /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/;

/** GST state codes for the states the seed places stores in. */
export const GST_STATE_CODES = {
  Delhi: '07',
  Haryana: '06',
  'Uttar Pradesh': '09',
  Maharashtra: '27',
  Karnataka: '29',
  Telangana: '36',
  'Tamil Nadu': '33',
  'West Bengal': '19',
  Rajasthan: '08',
} as const;

export type GstState = keyof typeof GST_STATE_CODES;

export function gstinCheckChar(first14: string): string {
  if (first14.length !== 14) throw new Error(`GSTIN checksum needs 14 characters, got ${first14.length}`);
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARSET.indexOf(first14[i]!);
    if (value < 0) throw new Error(`Invalid GSTIN character "${first14[i]}"`);
    // Odd positions (1-based even index) are weighted 2; the product is folded back into base 36.
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

export function isValidGstin(gstin: string): boolean {
  const match = GSTIN_SHAPE.exec(gstin);
  if (!match) return false;
  const stateCode = Number(match[1]);
  if (stateCode < 1 || stateCode > 38) return false;
  if (!PAN_SHAPE.test(match[2]!)) return false;
  return gstinCheckChar(gstin.slice(0, 14)) === gstin[14];
}

/** Builds a checksum-valid GSTIN; `entity` is the registration count for that PAN in the state (1–9, A–Z). */
export function makeGstin(stateCode: string, pan: string, entity = '1'): string {
  if (!/^\d{2}$/.test(stateCode)) throw new Error(`Invalid GST state code "${stateCode}"`);
  if (!PAN_SHAPE.test(pan)) throw new Error(`Invalid PAN "${pan}"`);
  if (!/^[1-9A-Z]$/.test(entity)) throw new Error(`Invalid GSTIN entity number "${entity}"`);
  const first14 = `${stateCode}${pan}${entity}Z`;
  return first14 + gstinCheckChar(first14);
}

/**
 * A PAN-shaped string for a pharmacy firm: 3 letters, "F" (firm), the first letter of the
 * trade name, 4 digits, 1 letter. Deterministic from `serial` so the seed is reproducible.
 */
export function illustrativeFirmPan(tradeName: string, serial: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const initial = (tradeName.match(/[A-Za-z]/)?.[0] ?? 'X').toUpperCase();
  const a = letters[serial % 26]!;
  const b = letters[Math.floor(serial / 26) % 26]!;
  const c = letters[(serial * 7 + 3) % 26]!;
  const digits = String((serial * 7919 + 1234) % 10000).padStart(4, '0');
  const last = letters[(serial * 11 + 5) % 26]!;
  return `${a}${b}${c}F${initial}${digits}${last}`;
}

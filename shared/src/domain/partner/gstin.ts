// GSTIN and PAN checks (research/supply-side.md §C): a GSTIN is 15 characters — State code (2),
// the holder's PAN (10), entity number (1–9, A–Z), 'Z' by default, and a check character.
import { GST_STATES, isGstStateCode } from './gst-states';
import { gstStatesOfPin } from './pin-state';

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** PAN: five letters (the 4th is the holder type), four digits, a letter. */
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/;
/** GSTIN layout; the State code and check character are checked separately for clearer messages. */
const GSTIN_LAYOUT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Upper-cases and drops spaces, as people type them from a certificate. */
export const normalizeTaxId = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * The GSTIN check character of its first 14 characters (base-36 Luhn variant: weights 1, 2, 1, 2 …;
 * each product adds its base-36 quotient and remainder; check = (36 − sum mod 36) mod 36).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** The message for a bad PAN, or null when it is well formed. */
export function panError(pan: string): string | null {
  if (pan === '') return 'Enter the PAN';
  if (!PAN_PATTERN.test(pan)) return 'A PAN is 5 letters, 4 digits and a letter, e.g. AAPFU0939F';
  return null;
}

/** The message for a bad GSTIN (layout, State code, check character), or null. */
export function gstinError(gstin: string): string | null {
  if (gstin === '') return 'Enter the GSTIN';
  if (gstin.length !== 15) return 'A GSTIN has 15 characters';
  if (!GSTIN_LAYOUT.test(gstin))
    return 'This is not a GSTIN: 2 digits, the PAN, then 3 characters (e.g. 27AAPFU0939F1ZV)';
  if (!isGstStateCode(gstin.slice(0, 2))) return `${gstin.slice(0, 2)} is not a GST State code`;
  if (!PAN_PATTERN.test(gstin.slice(2, 12))) return 'Characters 3–12 of a GSTIN are a PAN';
  if (gstinCheckCharacter(gstin) !== gstin[14]) return 'This GSTIN has a typo: its last character does not match';
  return null;
}

/** The GSTIN must be issued to this PAN (characters 3–12); null when they match or one is missing. */
export function panGstinMismatch(pan: string, gstin: string): string | null {
  if (pan === '' || gstin.length < 12) return null;
  return gstin.slice(2, 12) === pan
    ? null
    : 'The GSTIN is not issued to this PAN (its characters 3–12 must be the PAN)';
}

/** The GSTIN's State must be the store's: registration is per State (research §C); null when it matches. */
export function gstinStateMismatch(gstin: string, pin: string): string | null {
  const code = gstin.slice(0, 2);
  if (!isGstStateCode(code)) return null; // gstinError reports it
  const states = gstStatesOfPin(pin);
  if (states.length === 0) return null; // the PIN's own check reports it
  if (states.includes(code)) return null;
  const names = states.map((state) => GST_STATES[state]).join(' or ');
  return `This GSTIN is registered in ${GST_STATES[code]}, but PIN ${pin} is in ${names}. Use the GSTIN of the State the pharmacy is in`;
}

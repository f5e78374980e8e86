// Which GST State a store's PIN code lies in, so its GSTIN's State code can be checked against it
// (research/supply-side.md §C "State code ↔ PIN state"). A PIN's first 3 digits are its sorting
// district, the first 2 its postal circle (India Post). The 3-digit table is derived from the
// bundled PIN dataset (pin-states.ts); prefixes it lacks (most of Jammu & Kashmir and Ladakh are
// missing there) fall back to the postal circles, which are broader (e.g. 40–44 Maharashtra and Goa).
import { PIN_PREFIX_STATES } from './pin-states';
import type { GstStateCode } from './gst-states';

/** India Post's postal circles by the PIN's first two digits → the GST States inside each. */
const POSTAL_CIRCLES: ReadonlyArray<readonly [from: number, to: number, codes: readonly GstStateCode[]]> = [
  [11, 11, ['07']],
  [12, 13, ['06']],
  [14, 16, ['03', '04']],
  [17, 17, ['02']],
  [18, 19, ['01', '38']],
  [20, 28, ['09', '05']],
  [30, 34, ['08']],
  [36, 39, ['24', '25', '26']],
  [40, 44, ['27', '30']],
  [45, 48, ['23']],
  [49, 49, ['22']],
  [50, 53, ['36', '37']],
  [56, 59, ['29']],
  [60, 64, ['33', '34']],
  [67, 69, ['32', '31']],
  [70, 74, ['19', '11', '35']],
  [75, 77, ['21']],
  [78, 78, ['18', '17']],
  [79, 79, ['12', '13', '14', '15', '16', '17']],
  [80, 85, ['10', '20']],
];

let byPrefix: Map<string, GstStateCode[]> | undefined;

function prefixTable(): Map<string, GstStateCode[]> {
  if (byPrefix) return byPrefix;
  byPrefix = new Map();
  for (const [codes, ranges] of PIN_PREFIX_STATES) {
    for (const range of ranges.split(' ')) {
      const [from, to = from] = range.split('-').map(Number) as [number, number?];
      for (let prefix = from; prefix <= to; prefix++) {
        const key = String(prefix).padStart(3, '0');
        byPrefix.set(key, [...(byPrefix.get(key) ?? []), ...(codes.split(' ') as GstStateCode[])]);
      }
    }
  }
  return byPrefix;
}

/** A 6-digit Indian PIN code: the first digit is a region, 1–8 (9 is the Army Postal Service). */
export const PIN_PATTERN = /^[1-8]\d{5}$/;

/** The GST State codes a PIN may lie in (one, or two or three at a border); empty when it is no civil PIN. */
export function gstStatesOfPin(pin: string): GstStateCode[] {
  if (!PIN_PATTERN.test(pin)) return [];
  const exact = prefixTable().get(pin.slice(0, 3));
  if (exact) return exact;
  const circle = Number(pin.slice(0, 2));
  return [...(POSTAL_CIRCLES.find(([from, to]) => circle >= from && circle <= to)?.[2] ?? [])];
}

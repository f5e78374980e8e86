// The tax invoice's own serial (issue 40 §11; research/domain.md §2.5, CGST Rule 46(b)): at most
// 16 characters, consecutive and unique per financial year — here per store (each pharmacy is its
// own supplier with its own GSTIN). `2026-27/000001`: the Indian financial year (1 April – 31
// March, India time) and the store's sequence in it, from one `counters` row per store and year
// that only the payments function writes (incrementRowColumn is atomic).
import { istDayKey } from './store-daily-stats';

/** The financial year an invoice dated `at` belongs to: "2026-27" from 1 Apr 2026 to 31 Mar 2027 (IST). */
export function financialYear(at: Date): string {
  const [year, month] = istDayKey(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** `2026-27/000123`: 14 characters until the sequence passes 999999, never over 16 (Rule 46). */
export function formatInvoiceNumber(fy: string, seq: number): string {
  if (!/^\d{4}-\d{2}$/.test(fy)) throw new RangeError(`bad financial year: ${fy}`);
  if (!Number.isInteger(seq) || seq < 1 || seq > 99_999_999) throw new RangeError(`bad invoice sequence: ${seq}`);
  return `${fy}/${String(seq).padStart(6, '0')}`;
}

/**
 * The counter row of one store's invoices in one financial year (table `counters`, row ids ≤ 36
 * characters): `inv-2627-` and the store id's last 27 characters (store ids are the seed's or
 * ID.unique()'s, both unique in their tail).
 */
export function invoiceCounterId(storeId: string, fy: string): string {
  return `inv-${fy.slice(2, 4)}${fy.slice(5, 7)}-${storeId.slice(-27)}`;
}

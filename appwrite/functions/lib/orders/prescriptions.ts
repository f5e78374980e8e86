import { createHash } from 'node:crypto';
import { Query, type Models, type Storage, type TablesDB } from 'node-appwrite';
import { fail } from '../runtime/errors.ts';
import {
  DEFAULT_PRESCRIPTION_VALIDITY_MONTHS,
  PRESCRIPTION_VALIDITY_SETTING,
  prescriptionValidUntil,
  validityMonthsOf,
} from '@instamg/shared/domain/rx-review';
import { isDay, istToday } from '@instamg/shared/domain/india-time';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';

// Prescription validity and the Rx lines a verification covers (issue 14 §6). The date rules live in
// shared/src/domain/rx-review.ts (the store panel's checklist uses them too); the one read (the
// validity setting) last.

export {
  DEFAULT_PRESCRIPTION_VALIDITY_MONTHS,
  PRESCRIPTION_VALIDITY_SETTING,
  prescriptionValidUntil,
  validityMonthsOf,
};

/** Refuses a prescription without an issue date or past its validity. */
export function assertPrescriptionCurrent(
  prescription: { issued_on?: string | null },
  months: number,
  now: Date,
): void {
  if (!prescription.issued_on) {
    throw fail(
      'prescription_expired',
      'This prescription has no issue date, so its validity cannot be checked. Please upload it again with its date.',
    );
  }
  if (now.getTime() > prescriptionValidUntil(new Date(prescription.issued_on), months).getTime()) {
    throw fail(
      'prescription_expired',
      `This prescription is more than ${months} months old. Please upload a current prescription.`,
    );
  }
}

/** The issue date a customer gives (YYYY-MM-DD): required, not in the future, still valid. As an ISO datetime. */
export function parseIssueDate(raw: unknown, months: number, now: Date): string {
  if (!isDay(raw)) throw fail('invalid_input', 'issued_on must be the date on the prescription (YYYY-MM-DD).');
  // The date on the paper is India's: at most today there.
  if (raw > istToday(now)) throw fail('invalid_input', 'The prescription date cannot be in the future.');
  const issued = new Date(`${raw}T00:00:00.000Z`);
  assertPrescriptionCurrent({ issued_on: issued.toISOString() }, months, now);
  return issued.toISOString();
}

/** One prescription line of an order as a verification records it. */
export interface RxLine {
  product_id: string;
  product_name: string;
  strength: string | null;
  quantity: number;
}

/** The lines of an order that need the prescription, in order-item order. */
export function rxLinesOf(
  items: readonly { product_id: string; product_name: string; rx_required: boolean; quantity: number }[],
  strengths: ReadonlyMap<string, string | null>,
): RxLine[] {
  return items
    .filter((item) => item.rx_required)
    .map((item) => ({
      product_id: item.product_id,
      product_name: item.product_name,
      strength: strengths.get(item.product_id) ?? null,
      quantity: item.quantity,
    }));
}

/** settings.prescription_validity_months, read with the function's key. */
export async function prescriptionValidityMonths(tablesDB: TablesDB): Promise<number> {
  const rows = await tablesDB.listRows<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.settings,
    queries: [Query.equal('key', PRESCRIPTION_VALIDITY_SETTING), Query.limit(1)],
  });
  return validityMonthsOf(rows.rows[0]?.value as string | undefined);
}

/**
 * The SHA-256 of an uploaded prescription's bytes, read by the function with its key (never a hash
 * the browser sends): the admins' duplicate flag (issue 19 §5) compares it across uploads.
 */
export async function prescriptionFileSha256(storage: Storage, fileId: string): Promise<string> {
  const bytes = await storage.getFileDownload({ bucketId: BUCKETS.prescriptions, fileId });
  return createHash('sha256').update(Buffer.from(bytes)).digest('hex');
}

/**
 * The earlier uploads of the same file: other prescription rows with the same hash, by anyone.
 * With markEarlierDuplicates every row of a hash carries how many *other* rows share it. Two
 * uploads of one file at the same instant may each miss the other (there is no lock): the flag
 * points an admin at an audit, it is not a ledger.
 */
export async function earlierUploadsOf(tablesDB: TablesDB, sha256: string): Promise<string[]> {
  const rows = await tablesDB.listRows<Models.Row>({
    databaseId: DATABASE_ID,
    tableId: TABLES.prescriptions,
    queries: [Query.equal('file_sha256', sha256), Query.select(['$id']), Query.limit(DUPLICATE_SCAN_LIMIT)],
  });
  return rows.rows.map((row) => row.$id);
}

/** At most this many earlier uploads of one file are counted and updated (a flag, not a census). */
export const DUPLICATE_SCAN_LIMIT = 100;

/** Adds one to each earlier upload's duplicate_count (atomic per row). */
export async function markEarlierDuplicates(tablesDB: TablesDB, rowIds: readonly string[]): Promise<void> {
  for (const rowId of rowIds) {
    await tablesDB.incrementRowColumn({
      databaseId: DATABASE_ID,
      tableId: TABLES.prescriptions,
      rowId,
      column: 'duplicate_count',
      value: 1,
    });
  }
}

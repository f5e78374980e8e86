import { type Models, type Storage, type TablesDB } from 'node-appwrite';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrderRow } from './rows.ts';
import type { PrescriptionsRow } from '@instamg/shared/appwrite/rows';
import { fail } from '../runtime/errors.ts';
import { prescriptionFileSha256 } from './prescriptions.ts';

// A prescription row, and sharing it (row and file) with the store team of its order.

export type PrescriptionRow = PrescriptionsRow;

/** Adds read permissions for `roles` to a file, keeping what it had (a client cannot grant roles it does not hold). */
export async function grantFileRead(
  storage: Storage,
  bucketId: string,
  file: Models.File,
  roles: readonly string[],
): Promise<Models.File> {
  const permissions = [...new Set([...file.$permissions, ...roles.map((r) => `read("${r}")`)])];
  if (permissions.length === file.$permissions.length) return file;
  return storage.updateFile({ bucketId, fileId: file.$id, permissions });
}

/**
 * A prescription file owned by the platform (security round 3, issue 32): only `read` permissions
 * stay (the uploader's, and those a function granted), plus `read` for `roles`; the uploader's
 * `update`/`delete`/`write` go, so the image a pharmacist verifies can be neither replaced nor
 * deleted (and so not re-created under the same id) through the Storage API. Only the functions'
 * key changes it from then on.
 */
export async function takeOverPrescriptionFile(
  storage: Storage,
  file: Models.File,
  roles: readonly string[] = [],
): Promise<Models.File> {
  const permissions = [
    ...new Set([...file.$permissions.filter((p) => p.startsWith('read(')), ...roles.map((r) => `read("${r}")`)]),
  ];
  if (permissions.length === file.$permissions.length && permissions.every((p) => file.$permissions.includes(p)))
    return file;
  return storage.updateFile({ bucketId: BUCKETS.prescriptions, fileId: file.$id, permissions });
}

/**
 * The file is still the one submitted with the prescription: not created after the row (a file
 * deleted and re-created under the same id is a replacement) and, where the row has its hash,
 * the same bytes. Otherwise 409 `prescription_file_changed` (issue 32): the pharmacy would verify
 * an image the duplicate-upload check never saw.
 */
export async function assertPrescriptionFileIntact(
  storage: Storage,
  prescription: Pick<PrescriptionRow, '$createdAt' | 'file_sha256'>,
  file: Models.File,
): Promise<void> {
  if (Date.parse(file.$createdAt) > Date.parse(prescription.$createdAt)) throw fail('prescription_file_changed');
  if (prescription.file_sha256 && (await prescriptionFileSha256(storage, file.$id)) !== prescription.file_sha256)
    throw fail('prescription_file_changed');
}

/**
 * Links a prescription to an order and lets the order's store team read the row and its file:
 * the team's pharmacist has to see it to verify it. The file becomes platform-owned
 * (takeOverPrescriptionFile): the customer keeps read only.
 */
export async function sharePrescriptionWithStore(
  tablesDB: TablesDB,
  storage: Storage,
  prescription: PrescriptionRow,
  file: Models.File,
  order: Pick<OrderRow, '$id' | 'store_id' | 'store_team_id'>,
): Promise<void> {
  const teamRead = `read("team:${order.store_team_id}")`;
  await takeOverPrescriptionFile(storage, file, [`team:${order.store_team_id}`]);
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.prescriptions,
    rowId: prescription.$id,
    data: { order_id: order.$id, store_id: order.store_id },
    permissions: [...new Set([...prescription.$permissions, teamRead])],
  });
}

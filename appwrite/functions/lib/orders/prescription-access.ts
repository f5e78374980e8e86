import { type Models, type Storage, type TablesDB } from 'node-appwrite';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrderRow } from './rows.ts';
import type { PrescriptionsRow } from '@instamg/shared/appwrite/rows';

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
 * Links a prescription to an order and lets the order's store team read the row and its file:
 * the team's pharmacist has to see it to verify it.
 */
export async function sharePrescriptionWithStore(
  tablesDB: TablesDB,
  storage: Storage,
  prescription: PrescriptionRow,
  file: Models.File,
  order: Pick<OrderRow, '$id' | 'store_id' | 'store_team_id'>,
): Promise<void> {
  const teamRead = `read("team:${order.store_team_id}")`;
  await grantFileRead(storage, BUCKETS.prescriptions, file, [`team:${order.store_team_id}`]);
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.prescriptions,
    rowId: prescription.$id,
    data: { order_id: order.$id, store_id: order.store_id },
    permissions: [...new Set([...prescription.$permissions, teamRead])],
  });
}

import { Query, type Models, type Storage, type TablesDB } from 'node-appwrite';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { isActiveFulfilment } from '@instamg/shared/domain/order';
import { appwriteStatus } from '../runtime/errors.ts';
import { listAll } from '../runtime/list-all.ts';
import { sharePrescriptionWithStore, type PrescriptionRow } from './prescription-access.ts';
import { readPermissions, type OrderRow } from './rows.ts';

/**
 * The order is paid (issue 32, rows.ts teamReadsOrder): from now on the store's team reads it — the
 * order row, its items, its events so far, the recipient's contact while the order is active, and
 * the prescription it names. Idempotent (a repeated webhook grants the same read again).
 */
export async function grantTeamRead(
  tablesDB: TablesDB,
  storage: Storage,
  order: Pick<OrderRow, '$id' | 'customer_id' | 'store_id' | 'store_team_id' | 'status' | 'prescription_id'>,
): Promise<void> {
  const permissions = readPermissions(order.customer_id, order.store_team_id);
  const update = (tableId: string, rowId: string) =>
    tablesDB.updateRow({ databaseId: DATABASE_ID, tableId, rowId, data: {}, permissions });
  await update(TABLES.orders, order.$id);
  for (const tableId of [TABLES.orderItems, TABLES.orderEvents]) {
    const rows = await listAll<Models.Row>(tablesDB, tableId, [Query.equal('order_id', order.$id)]);
    for (const row of rows) await update(tableId, row.$id);
  }
  if (isActiveFulfilment(order.status))
    await update(TABLES.orderContacts, order.$id).catch((err: unknown) => {
      if (appwriteStatus(err) !== 404) throw err;
    });
  if (order.prescription_id) {
    const prescription = await tablesDB
      .getRow<PrescriptionRow>({ databaseId: DATABASE_ID, tableId: TABLES.prescriptions, rowId: order.prescription_id })
      .catch(() => null);
    const file = prescription
      ? await storage.getFile({ bucketId: BUCKETS.prescriptions, fileId: prescription.file_id }).catch(() => null)
      : null;
    if (prescription && file) await sharePrescriptionWithStore(tablesDB, storage, prescription, file, order);
  }
}

// "Notify me" (issue 22 §4): the customer's stock alerts. Created only by the stock-alerts
// function (for the caller, never anyone else); read and cancelled with the customer's own
// session, which the table's row permissions allow for their own rows alone.
import { Query } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';

/**
 * The signed-in customer's open alerts at a store, by product id (alert id as value): one read
 * for a whole list of cards. Empty for a guest (the rows are only their user's). A customer has
 * at most 50 open alerts (the function's limit), so one page holds them all.
 */
export async function fetchOpenStockAlerts(storeId: string): Promise<Map<string, string>> {
  const { rows } = await getAppwrite().tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.stockAlerts,
    queries: [
      Query.equal('store_id', storeId),
      Query.equal('sent', 0),
      Query.select(['$id', 'product_id']),
      Query.limit(100),
    ],
  });
  return new Map(rows.map((row) => [String(row.product_id), row.$id]));
}

/** Asks to be e-mailed when `storeId` has the product again; resolves with the alert's id. */
export async function subscribeStockAlert(productId: string, storeId: string): Promise<string> {
  const reply = await callFunction<{ alert: { $id: string } }>(FUNCTIONS.stockAlerts, {
    action: 'subscribe',
    product_id: productId,
    store_id: storeId,
  });
  return reply.alert.$id;
}

export async function cancelStockAlert(alertId: string): Promise<void> {
  await getAppwrite().tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.stockAlerts, rowId: alertId });
}

import { Query, TablesDB, Users, type Models } from 'node-appwrite';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { appwriteStatus, fail, replyError } from '../../lib/runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { subscriptionsOfUser } from '../../lib/push/web-push.ts';
import {
  MAX_OPEN_STOCK_ALERTS,
  stockAlertId,
  stockAlertPermissions,
  type StockAlertRow,
} from '../../lib/stores/stock-alerts.ts';

/**
 * stock-alerts (execute: users). "Notify me" (issue 22 §4):
 * `{ action?: 'subscribe', product_id, store_id }` → 201 `{ alert }` (200 when the caller already
 * waits for it; a sent alert is re-armed). The alert is always the caller's own (the row's user
 * and permissions come from the execution's user id, never from the body); the table grants no
 * client create, so nobody can subscribe anyone else. Refused: a guest or an account with no
 * e-mail, verified mobile or push device to be told on (403 account_required), a medicine not in
 * the catalogue (422 product_unavailable) or not sold online (422 schedule_not_sold_online), an
 * unknown or inactive pharmacy (404 store_not_found), a medicine the pharmacy has in stock now (409 stock_alert_in_stock), more
 * than MAX_OPEN_STOCK_ALERTS open alerts (409 stock_alerts_limit). The customer reads and deletes
 * their alerts with their own session (row permissions); the inventory function sends them
 * (lib/stores/stock-alerts.ts notifyRestocked).
 */

const ROW_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

function rowIdOf(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || !ROW_ID.test(value)) throw fail('invalid_input', `${key} must be a row id.`);
  return value;
}

async function getOrNull(tablesDB: TablesDB, tableId: string, rowId: string): Promise<Models.DefaultRow | null> {
  return tablesDB.getRow<Models.DefaultRow>({ databaseId: DATABASE_ID, tableId, rowId }).catch((err: unknown) => {
    if (appwriteStatus(err) === 404) return null;
    throw err;
  });
}

const publicAlert = (row: StockAlertRow) => ({
  $id: row.$id,
  product_id: row.product_id,
  store_id: row.store_id,
  sent: row.sent,
  $createdAt: row.$createdAt,
});

async function subscribe(ctx: Context, userId: string, body: Record<string, unknown>) {
  const productId = rowIdOf(body, 'product_id');
  const storeId = rowIdOf(body, 'store_id');
  const client = serverClient(ctx);
  const tablesDB = new TablesDB(client);
  const user = await new Users(client).get({ userId });
  // A way to tell them (issue 35 §4): an e-mail, a verified mobile for the SMS, or a device for the push.
  if (
    !user.email &&
    !(user.phone && user.phoneVerification) &&
    (await subscriptionsOfUser(tablesDB, userId)).length === 0
  )
    throw fail(
      'account_required',
      'Please sign in with your e-mail or a verified mobile number to be told when a medicine is back in stock.',
    );

  const [product, store, stocked, open] = await Promise.all([
    getOrNull(tablesDB, TABLES.products, productId),
    getOrNull(tablesDB, TABLES.stores, storeId),
    tablesDB.listRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeInventory,
      queries: [
        Query.equal('store_id', storeId),
        Query.equal('product_id', productId),
        Query.equal('visible', true),
        Query.greaterThan('stock', 0),
        Query.limit(1),
      ],
      total: false,
    }),
    tablesDB.listRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.stockAlerts,
      queries: [Query.equal('user_id', userId), Query.equal('sent', 0), Query.limit(1)],
    }),
  ]);
  if (!product || product.is_active === false)
    throw fail('product_unavailable', 'That medicine is not in the catalogue.');
  if (product.schedule === 'X' || product.schedule === 'NDPS')
    throw fail(
      'schedule_not_sold_online',
      `${String(product.name)} is not sold online, so there is nothing to wait for.`,
    );
  if (!store || store.is_active !== true) throw fail('store_not_found');
  if (stocked.rows.length > 0) throw fail('stock_alert_in_stock');

  const rowId = stockAlertId(userId, storeId, productId);
  const existing = await getOrNull(tablesDB, TABLES.stockAlerts, rowId);
  if (existing) {
    const row = existing as unknown as StockAlertRow;
    if (row.sent === 0) return ctx.res.json({ alert: publicAlert(row) });
    const rearmed = await tablesDB.updateRow<StockAlertRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.stockAlerts,
      rowId,
      data: { sent: 0, sent_at: null },
    });
    return ctx.res.json({ alert: publicAlert(rearmed) });
  }
  if (open.total >= MAX_OPEN_STOCK_ALERTS) throw fail('stock_alerts_limit');
  const alert = await tablesDB
    .createRow<StockAlertRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.stockAlerts,
      rowId,
      permissions: stockAlertPermissions(userId),
      data: { user_id: userId, product_id: productId, store_id: storeId, sent: 0, sent_at: null },
    })
    .catch(async (err: unknown) => {
      // Two taps at once: the other one created it.
      if (appwriteStatus(err) !== 409) throw err;
      return tablesDB.getRow<StockAlertRow>({ databaseId: DATABASE_ID, tableId: TABLES.stockAlerts, rowId });
    });
  return ctx.res.json({ alert: publicAlert(alert) }, 201);
}

export default async (ctx: Context) => {
  try {
    const userId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    if (body.action !== undefined && body.action !== 'subscribe')
      throw fail('invalid_action', 'action must be subscribe.');
    return await subscribe(ctx, userId, body);
  } catch (err) {
    return replyError(ctx, err, 'We could not set up the stock alert. Please try again.');
  }
};

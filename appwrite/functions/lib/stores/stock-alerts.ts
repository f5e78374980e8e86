import { createHash } from 'node:crypto';
import { ID, Messaging, Query, Users, type Client, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { appwriteStatus } from '../runtime/errors.ts';
import { emailUsers } from '../runtime/mail.ts';
import type { StockAlertsRow } from '@instamg/shared/appwrite/rows';
import { orderMessageChannels } from '@instamg/shared/domain/order-sms';
import { restockPush, restockSms } from '@instamg/shared/domain/restock-messages';
import { sendPush, subscriptionsOfUser, vapidConfig } from '../push/web-push.ts';

/**
 * stock_alerts (issue 22 §4, "Notify me"): a customer asks to hear when a pharmacy that does not
 * have a medicine right now has it again. One row per user × store × product (a stable id, so a
 * second tap is the same alert), created only by the `stock-alerts` function for the caller
 * (no table permission: nobody can make an alert for someone else), readable and deletable by
 * its user alone. When the store's stock of the product rises above 0 (the inventory function's
 * add_batch, adjust_stock and import_commit), each open alert is claimed once — `sent` goes 0 → 1
 * by an atomic increment bounded by 1, so two restocks racing tell them once — and its user hears
 * through Appwrite Messaging (the dev outbox locally) as an order message would reach them
 * (issue 35 §4): a push where they have a device, else an SMS to a verified mobile, and an e-mail
 * where they have an address (shared/src/domain/restock-messages.ts).
 */

export type StockAlertRow = StockAlertsRow;

/** A customer may wait for at most this many medicines at once. */
export const MAX_OPEN_STOCK_ALERTS = 50;

/** The row id of a user's alert for a product at a store (36 hex characters): one alert, however often they tap. */
export function stockAlertId(userId: string, storeId: string, productId: string): string {
  return createHash('sha256').update(`${userId}|${storeId}|${productId}`).digest('hex').slice(0, 36);
}

/** The row permissions of a user's alert: they read it and may delete it; only functions write. */
export function stockAlertPermissions(userId: string): string[] {
  return [`read("user:${userId}")`, `delete("user:${userId}")`];
}

/** The e-mail a restock sends (plain text; `appUrl` without a trailing slash). */
export function restockEmail(input: { productName: string; productId: string; storeName: string; appUrl: string }): {
  subject: string;
  content: string;
} {
  return {
    subject: `Back in stock: ${input.productName} at ${input.storeName}`,
    content: [
      `${input.productName} is back in stock at ${input.storeName}.`,
      '',
      `Add it to your cart: ${input.appUrl}/product/${encodeURIComponent(input.productId)}`,
      '',
      'You asked us to tell you once, so this alert is now done. Stock can run out again quickly.',
    ].join('\n'),
  };
}

export const appUrl = (): string => (process.env.PUBLIC_APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/** Claims an open alert for sending: true for the one caller that moved `sent` from 0 to 1. */
async function claim(tablesDB: TablesDB, alert: StockAlertRow): Promise<boolean> {
  try {
    await tablesDB.incrementRowColumn({
      databaseId: DATABASE_ID,
      tableId: TABLES.stockAlerts,
      rowId: alert.$id,
      column: 'sent',
      value: 1,
      max: 1,
    });
    return true;
  } catch (err) {
    // 400: already 1 (another restock sent it); 404: the customer deleted it meanwhile.
    if (appwriteStatus(err) === 400 || appwriteStatus(err) === 404) return false;
    throw err;
  }
}

/**
 * Sends the open alerts of `products` (those now in stock at `storeId`) once each and marks them
 * sent. Products still at 0 are skipped. A failure here is logged, never the stock change's
 * failure: the stock is already written. Returns how many e-mails were sent.
 */
export async function notifyRestocked(
  client: Client,
  tablesDB: TablesDB,
  storeId: string,
  products: readonly { product_id: string; stock: number; name?: string }[],
  log: (message: unknown) => void,
): Promise<number> {
  const inStock = products.filter((p) => p.stock > 0);
  if (inStock.length === 0) return 0;
  try {
    const ids = [...new Set(inStock.map((p) => p.product_id))];
    let sent = 0;
    let storeName: string | null = null;
    for (let i = 0; i < ids.length; i += 100) {
      const part = ids.slice(i, i + 100);
      const open = await tablesDB.listRows<StockAlertRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.stockAlerts,
        queries: [
          Query.equal('store_id', storeId),
          Query.equal('product_id', part),
          Query.equal('sent', 0),
          Query.limit(5000),
        ],
        total: false,
      });
      if (open.rows.length === 0) continue;
      storeName ??= String(
        (await tablesDB.getRow<Models.DefaultRow>({ databaseId: DATABASE_ID, tableId: TABLES.stores, rowId: storeId }))
          .name,
      );
      const names = new Map<string, string>();
      for (const p of inStock) if (p.name) names.set(p.product_id, p.name);
      const unnamed = part.filter((id) => !names.has(id));
      if (unnamed.length > 0) {
        const rows = await tablesDB.listRows<Models.DefaultRow>({
          databaseId: DATABASE_ID,
          tableId: TABLES.products,
          queries: [Query.equal('$id', unnamed), Query.select(['$id', 'name']), Query.limit(unnamed.length)],
          total: false,
        });
        for (const row of rows.rows) names.set(row.$id, String(row.name));
      }
      for (const alert of open.rows) {
        if (!(await claim(tablesDB, alert))) continue;
        const mail = restockEmail({
          productName: names.get(alert.product_id) ?? 'A medicine you asked about',
          productId: alert.product_id,
          storeName,
          appUrl: appUrl(),
        });
        await tellRestocked(client, tablesDB, alert, mail, storeName, log);
        await tablesDB.updateRow({
          databaseId: DATABASE_ID,
          tableId: TABLES.stockAlerts,
          rowId: alert.$id,
          data: { sent_at: new Date().toISOString() },
        });
        sent++;
      }
    }
    return sent;
  } catch (err) {
    log(`stock alerts of store ${storeId} not sent: ${err instanceof Error ? err.message : String(err)}`);
    return 0;
  }
}

/** One claimed alert's messages, on the customer's channels; never throws (logged). */
async function tellRestocked(
  client: Client,
  tablesDB: TablesDB,
  alert: StockAlertRow,
  mail: { subject: string; content: string },
  storeName: string,
  log: (message: unknown) => void,
): Promise<void> {
  try {
    const user = await new Users(client).get({ userId: alert.user_id });
    const devices = vapidConfig() ? await subscriptionsOfUser(tablesDB, alert.user_id).catch(() => []) : [];
    const contact = { email: user.email, phone: user.phone, phoneVerification: user.phoneVerification };
    let channels = orderMessageChannels({ ...contact, pushDevices: devices.length });
    if (channels.includes('push')) {
      const pushed = await sendPush(tablesDB, devices, restockPush(alert.product_id, storeName), (m) => log(m));
      // No device took it: an SMS, as if they had none.
      if (pushed.sent === 0) channels = orderMessageChannels({ ...contact, pushDevices: 0 });
    }
    if (channels.includes('email')) await emailUsers(client, [alert.user_id], mail.subject, mail.content, log);
    if (channels.includes('sms'))
      await new Messaging(client).createSms({
        messageId: ID.unique(),
        content: restockSms(storeName),
        users: [alert.user_id],
      });
  } catch (err) {
    log(`stock alert ${alert.$id} not told: ${err instanceof Error ? err.message : String(err)}`);
  }
}

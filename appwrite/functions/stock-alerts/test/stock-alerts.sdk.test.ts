import { ID, Query, type Models } from 'appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  PRODUCTS,
  STORES,
  buildMarketplace,
  run,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { createWebClient, signUpAndSignIn, statusOf } from '../../../dev-server/test/web-client.ts';
import { Users } from 'node-appwrite';
import { restockSms } from '@instamg/shared/domain/restock-messages';

/**
 * "Notify me" (issue 22 §4) through the real SDKs against the dev server: the stock-alerts
 * function makes the caller's own alert only; the table lets its user read and delete it and
 * nobody else read, create or change it; a restock through the inventory function (store B's
 * owner adds a batch) e-mails each waiting customer once, and a second restock sends nothing.
 */

let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'alerts');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

// Store B stocks only the OTC line (orders-fixtures): Limcee ('rush') is what its customers wait for.
const WAITED = PRODUCTS.rush;
const B = STORES.B.id;

/** Subjects of the dev outbox's e-mails to `email`, oldest first. */
const mailTo = async (email: string): Promise<{ subject: string; text: string }[]> => {
  const res = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
  return messages.reverse();
};

const alertsOf = async (who: Marketplace['customer']) =>
  (await who.tablesDB.listRows<Models.DefaultRow>({ databaseId: DB, tableId: 'stock_alerts', queries: [] })).rows;

describe('stock-alerts', () => {
  it('makes the caller’s own alert, whatever the body says, and only for what the store lacks', async () => {
    const reply = await run(m.customer, 'stock-alerts', {
      product_id: WAITED.$id,
      store_id: B,
      user_id: m.otherCustomer.user.$id,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const row = await m.tablesDB.getRow({ databaseId: DB, tableId: 'stock_alerts', rowId: reply.body.alert.$id });
    expect(row).toMatchObject({ user_id: m.customer.user.$id, product_id: WAITED.$id, store_id: B, sent: 0 });
    expect(row.$permissions.sort()).toEqual(
      [`delete("user:${m.customer.user.$id}")`, `read("user:${m.customer.user.$id}")`].sort(),
    );
    // A second tap is the same alert.
    const again = await run(m.customer, 'stock-alerts', { product_id: WAITED.$id, store_id: B });
    expect(again.status).toBe(200);
    expect(again.body.alert.$id).toBe(reply.body.alert.$id);

    expect(await run(m.customer, 'stock-alerts', { product_id: PRODUCTS.otc.$id, store_id: B })).toMatchObject({
      status: 409,
      body: { code: 'stock_alert_in_stock' },
    });
    expect(await run(m.customer, 'stock-alerts', { product_id: PRODUCTS.x.$id, store_id: B })).toMatchObject({
      status: 422,
      body: { code: 'schedule_not_sold_online' },
    });
    expect(await run(m.customer, 'stock-alerts', { product_id: 'no-such-product', store_id: B })).toMatchObject({
      status: 422,
      body: { code: 'product_unavailable' },
    });
    expect(await run(m.customer, 'stock-alerts', { product_id: WAITED.$id, store_id: 'no-such-store' })).toMatchObject({
      status: 404,
      body: { code: 'store_not_found' },
    });
  }, 90_000);

  it('lets only its user read and delete it; nobody writes stock_alerts directly', async () => {
    const alertId = (await run(m.customer, 'stock-alerts', { product_id: WAITED.$id, store_id: B })).body.alert
      .$id as string;
    const guest = createWebClient(t.endpoint, t.projectId);
    await expect(
      guest.functions.createExecution({
        functionId: 'stock-alerts',
        body: JSON.stringify({ product_id: WAITED.$id, store_id: B }),
      }),
    ).rejects.toMatchObject({ code: 401 });

    expect((await alertsOf(m.customer)).map((r) => r.$id)).toContain(alertId);
    for (const other of [m.otherCustomer, m.staffB, m.admin]) expect(await alertsOf(other)).toEqual([]);
    expect((await guest.tablesDB.listRows({ databaseId: DB, tableId: 'stock_alerts', queries: [] })).rows).toEqual([]);
    for (const other of [m.otherCustomer, m.staffB]) {
      expect(await statusOf(other.tablesDB.getRow({ databaseId: DB, tableId: 'stock_alerts', rowId: alertId }))).toBe(
        404,
      );
      expect(
        await statusOf(other.tablesDB.deleteRow({ databaseId: DB, tableId: 'stock_alerts', rowId: alertId })),
      ).toBe(401);
    }
    // Not even its own user forges one (for someone else or themself) or marks one sent.
    for (const who of [m.customer, m.otherCustomer]) {
      expect(
        await statusOf(
          who.tablesDB.createRow<Models.DefaultRow>({
            databaseId: DB,
            tableId: 'stock_alerts',
            rowId: ID.unique(),
            data: { user_id: m.customer.user.$id, product_id: WAITED.$id, store_id: STORES.A.id },
          }),
        ),
      ).toBe(401);
    }
    expect(
      await statusOf(
        m.customer.tablesDB.updateRow<Models.DefaultRow>({
          databaseId: DB,
          tableId: 'stock_alerts',
          rowId: alertId,
          data: { sent: 1 },
        }),
      ),
    ).toBe(401);

    // Its user may drop it.
    await m.customer.tablesDB.deleteRow({ databaseId: DB, tableId: 'stock_alerts', rowId: alertId });
    expect(await alertsOf(m.customer)).toEqual([]);
  }, 90_000);

  it('e-mails each waiting customer once when the store restocks, and marks the alert sent', async () => {
    for (const who of [m.customer, m.otherCustomer])
      expect((await run(who, 'stock-alerts', { product_id: WAITED.$id, store_id: B })).status).toBe(201);
    const subject = `Back in stock: ${WAITED.name} at Test Pharmacy B`;
    const before = (await mailTo(m.customer.user.email)).length;

    // Store B's owner receives a batch through the inventory function.
    const added = await run(m.staffB, 'inventory', {
      action: 'add_batch',
      store_id: B,
      product_id: WAITED.$id,
      batch: 'RESTOCK1',
      expiry: new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10),
      quantity: 12,
      mrp: WAITED.mrp,
      selling_price: 24,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    for (const who of [m.customer, m.otherCustomer]) {
      const mails = (await mailTo(who.user.email)).filter((mail) => mail.subject === subject);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`/product/${WAITED.$id}`);
    }
    expect(await mailTo(m.customer.user.email)).toHaveLength(before + 1);
    const [row] = await alertsOf(m.customer);
    expect(row).toMatchObject({ sent: 1 });
    expect(row!.sent_at).toEqual(expect.any(String));

    // More stock of the same batch: nobody is told twice.
    const raised = await run(m.staffB, 'inventory', {
      action: 'adjust_stock',
      inventory_id: added.body.inventory.$id,
      change: 5,
      reason: 'received',
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    for (const who of [m.customer, m.otherCustomer])
      expect((await mailTo(who.user.email)).filter((mail) => mail.subject === subject)).toHaveLength(1);

    // Sold out again, the customer asks again: the same alert is re-armed and the next restock tells them.
    expect(
      (
        await run(m.staffB, 'inventory', {
          action: 'adjust_stock',
          inventory_id: added.body.inventory.$id,
          change: -17,
          reason: 'damaged',
        })
      ).status,
    ).toBe(200);
    const rearmed = await run(m.customer, 'stock-alerts', { product_id: WAITED.$id, store_id: B });
    expect(rearmed.status).toBe(200);
    expect(rearmed.body.alert).toMatchObject({ $id: row!.$id, sent: 0 });
    await run(m.staffB, 'inventory', {
      action: 'adjust_stock',
      inventory_id: added.body.inventory.$id,
      change: 1,
      reason: 'correction',
    });
    expect((await mailTo(m.customer.user.email)).filter((mail) => mail.subject === subject)).toHaveLength(2);
    expect((await mailTo(m.otherCustomer.user.email)).filter((mail) => mail.subject === subject)).toHaveLength(1);
    expect(
      (
        await m.tablesDB.listRows({
          databaseId: DB,
          tableId: 'stock_alerts',
          queries: [Query.equal('store_id', B), Query.equal('sent', 0)],
        })
      ).total,
    ).toBe(0);
  }, 90_000);

  it('sends one e-mail when two restocks of the same medicine race', async () => {
    // Store B receives an empty batch of Azee (nothing to sell yet), the customer waits for it.
    const empty = await run(m.staffB, 'inventory', {
      action: 'add_batch',
      store_id: B,
      product_id: PRODUCTS.h.$id,
      batch: 'RACE1',
      expiry: new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10),
      quantity: 0,
      mrp: PRODUCTS.h.mrp,
      selling_price: 100,
    });
    expect(empty.status, JSON.stringify(empty.body)).toBe(201);
    expect((await run(m.customer, 'stock-alerts', { product_id: PRODUCTS.h.$id, store_id: B })).status).toBe(201);
    const subject = `Back in stock: ${PRODUCTS.h.name} at Test Pharmacy B`;

    const counts = await Promise.all(
      [1, 2, 3].map(() =>
        run(m.staffB, 'inventory', {
          action: 'adjust_stock',
          inventory_id: empty.body.inventory.$id,
          change: 2,
          reason: 'received',
        }),
      ),
    );
    expect(counts.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect((await mailTo(m.customer.user.email)).filter((mail) => mail.subject === subject)).toHaveLength(1);
  }, 90_000);

  it('texts a customer with a verified mobile, naming the pharmacy and not the medicine (issue 35 §4)', async () => {
    const who = await signUpAndSignIn(t, {
      email: `alerts.sms.${ID.unique()}@instamg.test`,
      password: 'correct horse battery',
      name: 'Mobile customer',
    });
    const phone = `+9198${String(Date.now()).slice(-8)}`;
    const users = new Users(t.serverClient());
    await users.updatePhone({ userId: who.user.$id, number: phone });
    await users.updatePhoneVerification({ userId: who.user.$id, phoneVerification: true });
    // Limcee at B (restocked above) sells out, they ask, and it comes back.
    const { rows } = await m.tablesDB.listRows<Models.DefaultRow>({
      databaseId: DB,
      tableId: 'store_inventory',
      queries: [Query.equal('store_id', B), Query.equal('product_id', WAITED.$id), Query.greaterThan('stock', 0)],
    });
    for (const row of rows)
      await run(m.staffB, 'inventory', {
        action: 'adjust_stock',
        inventory_id: row.$id,
        change: -(row.stock as number),
        reason: 'damaged',
      });
    expect((await run(who, 'stock-alerts', { product_id: WAITED.$id, store_id: B })).status).toBe(201);
    const restocked = await run(m.staffB, 'inventory', {
      action: 'adjust_stock',
      inventory_id: rows[0]!.$id,
      change: 3,
      reason: 'received',
    });
    expect(restocked.status, JSON.stringify(restocked.body)).toBe(200);
    const texts = (await mailTo(phone)).map((message) => message.text);
    expect(texts).toEqual([restockSms('Test Pharmacy B')]);
    expect(texts[0]).not.toContain(WAITED.name);
    // The e-mail still names it.
    expect((await mailTo(who.user.email)).map((mail) => mail.subject)).toEqual([
      `Back in stock: ${WAITED.name} at Test Pharmacy B`,
    ]);
  }, 90_000);
});

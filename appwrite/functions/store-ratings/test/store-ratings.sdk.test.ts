import type { Models as WebModels } from 'appwrite';
import { ID, Query, Teams, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { DB, STORES, buildMarketplace, run, type Marketplace } from '../../../dev-server/test/orders-fixtures.ts';
import { createWebClient, statusOf } from '../../../dev-server/test/web-client.ts';
import { deliveredOrder, paidOrder } from '../../order-state/test/sdk-orders.ts';

/**
 * Real ratings (issue 33 §6) through the real SDKs against the dev server: only the customer of a
 * delivered order rates it, within 7 days, once per order (a second rating changes the first);
 * nobody writes store_ratings or the store's figure directly; the store's team reads its visible
 * ratings with first names only; only an admin hides one (audited), and a hidden rating leaves the
 * store's average.
 */

let t: TestServer;
let m: Marketplace;
const A = STORES.A.id;

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'ratings');
  await m.users.updateName({ userId: m.customer.user.$id, name: 'Asha Verma' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const storeFigure = async () => {
  const store = await m.tablesDB.getRow<Models.DefaultRow>({ databaseId: DB, tableId: 'stores', rowId: A });
  return { rating: store.rating as number | null, reviews: store.reviews as number | null };
};

const rate = (who: Marketplace['customer'], order_id: string, stars: number, extra: Record<string, unknown> = {}) =>
  run(who, 'store-ratings', { action: 'rate', order_id, store_rating: stars, delivery_rating: 5, ...extra });

describe('store-ratings', () => {
  let first: string;
  let second: string;

  it('lets the customer of a delivered order rate it once, change it, and moves the store’s figure', async () => {
    first = await deliveredOrder(t, m);
    const made = await rate(m.customer, first, 4, { text: '  Quick and polite.  ' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.rating).toMatchObject({ order_id: first, store_rating: 4, text: 'Quick and polite.' });
    expect(made.body.store).toEqual({ average: 4, count: 1 });
    const row = await m.tablesDB.getRow<Models.DefaultRow>({ databaseId: DB, tableId: 'store_ratings', rowId: first });
    expect(row).toMatchObject({
      store_id: A,
      customer_id: m.customer.user.$id,
      author_first_name: 'Asha',
      visibility: 'visible',
    });
    expect(row.$permissions).toEqual([`read("user:${m.customer.user.$id}")`]);
    expect(await storeFigure()).toEqual({ rating: 4, reviews: 1 });

    // The same order again changes its one rating.
    const changed = await rate(m.customer, first, 5, { text: '' });
    expect(changed.status).toBe(200);
    expect(changed.body.rating).toMatchObject({ store_rating: 5, text: null });
    const rows = await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'store_ratings',
      queries: [Query.equal('order_id', first)],
    });
    expect(rows.total).toBe(1);

    second = await deliveredOrder(t, m);
    expect((await rate(m.customer, second, 4)).status).toBe(201);
    // (5 + 4) / 2 = 4.5 to one decimal.
    expect(await storeFigure()).toEqual({ rating: 4.5, reviews: 2 });
    // The author reads their own rating.
    expect((await m.customer.tablesDB.getRow({ databaseId: DB, tableId: 'store_ratings', rowId: first })).$id).toBe(
      first,
    );
  }, 120_000);

  it('refuses another customer (404), store staff (404), an undelivered order and bad stars', async () => {
    expect(await rate(m.otherCustomer, first, 1)).toMatchObject({ status: 404, body: { code: 'order_not_found' } });
    expect(await rate(m.staffA, first, 1)).toMatchObject({ status: 404, body: { code: 'order_not_found' } });
    expect(await rate(m.admin, first, 1)).toMatchObject({ status: 404, body: { code: 'order_not_found' } });
    const paid = await paidOrder(t, m);
    expect(await rate(m.customer, paid, 5)).toMatchObject({ status: 409, body: { code: 'rating_not_delivered' } });
    for (const stars of [0, 6, 4.5, '5']) {
      expect(await rate(m.customer, first, stars as number)).toMatchObject({
        status: 400,
        body: { code: 'invalid_input' },
      });
    }
    expect(await rate(m.customer, first, 5, { text: 'x'.repeat(501) })).toMatchObject({
      status: 400,
      body: { code: 'invalid_input' },
    });
    const guest = createWebClient(t.endpoint, t.projectId);
    await expect(
      guest.functions.createExecution({
        functionId: 'store-ratings',
        body: JSON.stringify({ action: 'rate', order_id: first, store_rating: 1, delivery_rating: 1 }),
      }),
    ).rejects.toMatchObject({ code: 401 });
    expect(await storeFigure()).toEqual({ rating: 4.5, reviews: 2 });
  }, 90_000);

  it('closes 7 days after delivery, for a new rating and a change', async () => {
    const late = await deliveredOrder(t, m);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'orders',
      rowId: late,
      data: { delivered_at: eightDaysAgo },
    });
    expect(await rate(m.customer, late, 1)).toMatchObject({ status: 409, body: { code: 'rating_window_closed' } });
    // A rating made in time cannot be changed after the window either.
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'orders',
      rowId: first,
      data: { delivered_at: eightDaysAgo },
    });
    expect(await rate(m.customer, first, 1)).toMatchObject({ status: 409, body: { code: 'rating_window_closed' } });
    expect(await storeFigure()).toEqual({ rating: 4.5, reviews: 2 });
  }, 90_000);

  it('lets nobody write store_ratings or the store’s figure directly', async () => {
    const guest = createWebClient(t.endpoint, t.projectId);
    for (const who of [m.customer, m.otherCustomer, m.staffA, m.staffB, m.admin]) {
      expect(
        await statusOf(
          who.tablesDB.createRow<WebModels.DefaultRow>({
            databaseId: DB,
            tableId: 'store_ratings',
            rowId: ID.unique(),
            data: {
              order_id: `forged-${who.user.$id}`.slice(0, 36),
              store_id: A,
              customer_id: who.user.$id,
              store_rating: 5,
              delivery_rating: 5,
              delivered_at: new Date().toISOString(),
              editable_until: new Date().toISOString(),
              rated_at: new Date().toISOString(),
              visibility: 'visible',
            },
          }),
        ),
      ).toBe(401);
      expect(
        await statusOf(
          who.tablesDB.updateRow<WebModels.DefaultRow>({
            databaseId: DB,
            tableId: 'store_ratings',
            rowId: first,
            data: { store_rating: 1 },
          }),
        ),
      ).toBe(401);
      expect(
        await statusOf(
          who.tablesDB.updateRow<WebModels.DefaultRow>({
            databaseId: DB,
            tableId: 'stores',
            rowId: A,
            data: { rating: 5 },
          }),
        ),
      ).toBe(401);
    }
    // Not the store's team nor another customer reads the row (with the author's id in it).
    for (const who of [m.otherCustomer, m.staffA, m.staffB]) {
      expect(await statusOf(who.tablesDB.getRow({ databaseId: DB, tableId: 'store_ratings', rowId: first }))).toBe(404);
    }
    expect(await statusOf(guest.tablesDB.getRow({ databaseId: DB, tableId: 'store_ratings', rowId: first }))).toBe(404);
  });

  it('shows the store its visible ratings with first names only; not another store', async () => {
    const reply = await run(m.staffA, 'store-ratings', { action: 'store_reviews', store_id: A });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ rating: 4.5, reviews: 2 });
    expect(reply.body.items).toHaveLength(2);
    for (const item of reply.body.items as Record<string, unknown>[]) {
      expect(item.first_name).toBe('Asha');
      expect(Object.keys(item).sort()).toEqual(
        ['$id', 'delivery_rating', 'first_name', 'order_number', 'rated_at', 'store_rating', 'text'].sort(),
      );
    }
    for (const who of [m.staffB, m.customer, m.otherCustomer]) {
      expect(await run(who, 'store-ratings', { action: 'store_reviews', store_id: A })).toMatchObject({
        status: 403,
        body: { code: 'store_members_only' },
      });
    }
  });

  it('lets only an admin hide a rating, with a reason, audited; a hidden rating leaves the average', async () => {
    for (const who of [m.customer, m.staffA, m.pharmacistA, m.staffB]) {
      expect(
        await run(who, 'store-ratings', {
          action: 'moderate',
          rating_id: second,
          visibility: 'hidden',
          reason: 'Spam',
        }),
      ).toMatchObject({ status: 401, body: { code: 'admin_required' } });
    }
    expect(
      await run(m.admin, 'store-ratings', { action: 'moderate', rating_id: second, visibility: 'hidden', reason: ' ' }),
    ).toMatchObject({ status: 400, body: { code: 'reason_required' } });
    expect(
      await run(m.admin, 'store-ratings', {
        action: 'moderate',
        rating_id: 'nope',
        visibility: 'hidden',
        reason: 'Spam',
      }),
    ).toMatchObject({ status: 404, body: { code: 'rating_not_found' } });

    const hidden = await run(m.admin, 'store-ratings', {
      action: 'moderate',
      rating_id: second,
      visibility: 'hidden',
      reason: 'Names a staff member',
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body.store).toEqual({ average: 5, count: 1 });
    expect(await storeFigure()).toEqual({ rating: 5, reviews: 1 });
    const audit = await m.tablesDB.listRows<Models.DefaultRow>({
      databaseId: DB,
      tableId: 'audit_log',
      queries: [Query.equal('entity_type', 'store_rating'), Query.equal('entity_id', second)],
    });
    expect(audit.rows.map((r) => [r.action, r.actor_id, r.note])).toEqual([
      ['store_rating.hide', m.admin.user.$id, 'Names a staff member'],
    ]);
    const reviews = await run(m.staffA, 'store-ratings', { action: 'store_reviews', store_id: A });
    expect((reviews.body.items as { $id: string }[]).map((i) => i.$id)).toEqual([first]);

    // Editing a hidden rating does not show it again (the window is open for `second`).
    expect((await rate(m.customer, second, 1)).status).toBe(200);
    expect(await storeFigure()).toEqual({ rating: 5, reviews: 1 });

    const shown = await run(m.admin, 'store-ratings', {
      action: 'moderate',
      rating_id: second,
      visibility: 'visible',
      reason: 'Reviewed again',
    });
    expect(shown.body.store).toEqual({ average: 3, count: 2 });
  }, 60_000);

  it('refuses a member removed from the store’s team', async () => {
    const teams = new Teams(t.serverClient());
    const memberships = await teams.listMemberships({ teamId: m.teamIds.A });
    const staff = memberships.memberships.find((ms) => ms.userId === m.staffA.user.$id)!;
    await teams.deleteMembership({ teamId: m.teamIds.A, membershipId: staff.$id });
    expect(await run(m.staffA, 'store-ratings', { action: 'store_reviews', store_id: A })).toMatchObject({
      status: 403,
      body: { code: 'store_members_only' },
    });
  });
});

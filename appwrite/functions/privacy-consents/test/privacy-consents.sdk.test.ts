import { ID, type Models } from 'appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXT_VERSIONS } from '@instamg/shared/domain/privacy/texts';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { statusOf } from '../../../dev-server/test/web-client.ts';
import { DB, buildMarketplace, run, type Marketplace } from '../../../dev-server/test/orders-fixtures.ts';
import { marketingAudience, mayMarketTo } from '../../lib/runtime/consent.ts';

/**
 * Consents (issue 39 §1) through the real SDKs against the dev server: the privacy-consents
 * function records the caller's own choice (text version, time), one row per consent or
 * withdrawal; nobody writes the table directly; the user and admins read the records, another
 * customer and a store's staff do not; mayMarketTo follows the latest record and is off by default.
 */

let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'consents');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const recordsSeenBy = async (who: Marketplace['customer']) =>
  (await who.tablesDB.listRows<Models.DefaultRow>({ databaseId: DB, tableId: 'consent_records', queries: [] })).rows;

describe('privacy-consents', () => {
  it('records the caller’s own consent and withdrawal, and mayMarketTo follows the latest', async () => {
    const me = m.customer.user.$id;
    expect(await mayMarketTo(m.tablesDB, me)).toBe(false);

    const given = await run(m.customer, 'privacy-consents', {
      purpose: 'marketing',
      granted: true,
      user_id: m.otherCustomer.user.$id,
    });
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    expect(given.body.record).toMatchObject({
      purpose: 'marketing',
      granted: true,
      text_version: CONSENT_TEXT_VERSIONS.marketing,
    });
    const row = await m.tablesDB.getRow({ databaseId: DB, tableId: 'consent_records', rowId: given.body.record.$id });
    expect(row.user_id).toBe(me);
    expect(row.$permissions).toEqual([`read("user:${me}")`]);
    expect(await mayMarketTo(m.tablesDB, me)).toBe(true);
    expect(await mayMarketTo(m.tablesDB, m.otherCustomer.user.$id)).toBe(false);

    // The same choice again is no new record.
    const again = await run(m.customer, 'privacy-consents', { purpose: 'marketing', granted: true });
    expect(again.status).toBe(200);
    expect(again.body.record.$id).toBe(given.body.record.$id);

    const withdrawn = await run(m.customer, 'privacy-consents', { purpose: 'marketing', granted: false });
    expect(withdrawn.status).toBe(201);
    expect(Date.parse(withdrawn.body.record.recorded_at)).toBeGreaterThan(Date.parse(given.body.record.recorded_at));
    expect(await mayMarketTo(m.tablesDB, me)).toBe(false);

    // Analytics is its own consent: granting it does not allow marketing.
    expect((await run(m.customer, 'privacy-consents', { purpose: 'analytics', granted: true })).status).toBe(201);
    expect(await mayMarketTo(m.tablesDB, me)).toBe(false);

    const mine = await recordsSeenBy(m.customer);
    expect(mine.map((r) => [r.purpose, r.granted])).toEqual(
      expect.arrayContaining([
        ['marketing', true],
        ['marketing', false],
        ['analytics', true],
      ]),
    );
    expect(mine).toHaveLength(3);
  });

  it('marketing sends skip users without consent', async () => {
    const yes = m.otherCustomer.user.$id;
    expect((await run(m.otherCustomer, 'privacy-consents', { purpose: 'marketing', granted: true })).status).toBe(201);
    const audience = await marketingAudience(m.tablesDB, [m.customer.user.$id, yes, m.staffA.user.$id, yes]);
    expect(audience).toEqual([yes]);
  });

  it('lets the user and admins read the records, nobody else, and nobody write them directly', async () => {
    const me = m.customer.user.$id;
    expect((await recordsSeenBy(m.otherCustomer)).some((r) => r.user_id === me)).toBe(false);
    expect(await recordsSeenBy(m.staffA)).toEqual([]);
    expect((await recordsSeenBy(m.admin)).filter((r) => r.user_id === me)).toHaveLength(3);

    const [one] = await recordsSeenBy(m.customer);
    const data = {
      user_id: me,
      purpose: 'marketing',
      granted: true,
      text_version: 'forged',
      recorded_at: new Date().toISOString(),
    };
    expect(
      await statusOf(
        m.customer.tablesDB.createRow({ databaseId: DB, tableId: 'consent_records', rowId: ID.unique(), data }),
      ),
    ).toBe(401);
    expect(
      await statusOf(
        m.customer.tablesDB.updateRow<Models.DefaultRow>({
          databaseId: DB,
          tableId: 'consent_records',
          rowId: one!.$id,
          data: { granted: true },
        }),
      ),
    ).toBe(401);
    expect(
      await statusOf(m.customer.tablesDB.deleteRow({ databaseId: DB, tableId: 'consent_records', rowId: one!.$id })),
    ).toBe(401);
  });

  it('refuses an unknown purpose, a non-boolean choice and an unknown action', async () => {
    expect(await run(m.customer, 'privacy-consents', { purpose: 'profiling', granted: true })).toMatchObject({
      status: 400,
      body: { code: 'invalid_input' },
    });
    expect(await run(m.customer, 'privacy-consents', { purpose: 'marketing', granted: 'yes' })).toMatchObject({
      status: 400,
    });
    expect(
      await run(m.customer, 'privacy-consents', { action: 'export', purpose: 'marketing', granted: true }),
    ).toMatchObject({
      status: 400,
      body: { code: 'invalid_action' },
    });
  });
});

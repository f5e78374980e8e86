import { ID, Query, TablesDB, Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istToday } from '@instamg/shared/domain/india-time';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { run } from '../../../dev-server/test/orders-fixtures.ts';
import { signIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';

/**
 * admin-settings through the SDKs (issue 19 §7): settings only from the shared catalogue and
 * validated, rates added from today on and removed only before they apply, every change in the
 * audit log; admins cannot write the settings or rates tables directly (the audit could be skipped).
 */
let t: TestServer;
let admin: SignedInUser;
let customer: SignedInUser;
let key: TablesDB;

async function person(label: string, isAdmin = false): Promise<SignedInUser> {
  const users = new Users(t.serverClient());
  const email = `settings.${label}.${Date.now()}@example.in`;
  const user = await users.create({ userId: ID.unique(), email, password: 'Settings-pass-2026', name: label });
  if (isAdmin) await users.updateLabels({ userId: user.$id, labels: ['admin'] });
  return signIn(t, { email, password: 'Settings-pass-2026' });
}

const settings = (who: SignedInUser, body: Record<string, unknown>) => run(who, 'admin-settings', body);
const audit = async (entityId: string) =>
  (
    await key.listRows({
      databaseId: 'instamg',
      tableId: 'audit_log',
      queries: [Query.equal('entity_id', entityId), Query.orderAsc('$createdAt')],
    })
  ).rows;
const inDays = (days: number) => addDays(istToday(new Date()), days);

beforeAll(async () => {
  t = await startTestServer();
  key = new TablesDB(t.serverClient());
  await key.createRow({
    databaseId: 'instamg',
    tableId: 'settings',
    rowId: 'accept_window_minutes',
    data: { key: 'accept_window_minutes', value: '3' },
  });
  [admin, customer] = await Promise.all([person('admin', true), person('customer')]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('admin-settings', () => {
  it('changes a setting with validation and logs before/after; an unchanged value logs nothing', async () => {
    const bad = await settings(admin, { action: 'set_setting', key: 'accept_window_minutes', value: '0' });
    expect([bad.status, bad.body.code, bad.body.message]).toEqual([
      400,
      'invalid_input',
      'Order acceptance window must be a whole number from 1 to 60 minutes.',
    ]);
    const ok = await settings(admin, { action: 'set_setting', key: 'accept_window_minutes', value: ' 5' });
    expect([ok.status, ok.body.setting]).toEqual([200, { key: 'accept_window_minutes', value: '5' }]);
    expect(
      (await key.getRow({ databaseId: 'instamg', tableId: 'settings', rowId: 'accept_window_minutes' })).value,
    ).toBe('5');
    await settings(admin, { action: 'set_setting', key: 'accept_window_minutes', value: '5' });
    const rows = await audit('accept_window_minutes');
    expect(rows.map((r) => [r.action, r.actor_id, r.entity_type, r.before, r.after])).toEqual([
      ['setting.update', admin.user.$id, 'setting', '{"value":"3"}', '{"value":"5"}'],
    ]);
    // A missing row is created.
    const created = await settings(admin, { action: 'set_setting', key: 'support_email', value: 'help@instamg.in' });
    expect(created.status).toBe(200);
    expect((await audit('support_email'))[0]!.before).toBeNull();
  });

  it('refuses keys outside the catalogue (no secret, no marker ever lands in the public table)', async () => {
    for (const keyName of ['cashfree_secret_key', 'seed_version', 42]) {
      const reply = await settings(admin, { action: 'set_setting', key: keyName, value: 'x' });
      expect([reply.status, reply.body.code]).toEqual([400, 'invalid_input']);
    }
  });

  it('adds rates from today on, removes only those not yet in effect, and logs both', async () => {
    const past = await settings(admin, {
      action: 'add_rate',
      kind: 'gst_tcs',
      percent: '0.5',
      effective_from: '2024-07-10',
    });
    expect([past.status, past.body.message]).toEqual([400, 'A new rate cannot start in the past.']);
    const future = await settings(admin, {
      action: 'add_rate',
      kind: 'commission',
      percent: '12.5',
      effective_from: inDays(30),
      note: 'New tariff',
    });
    expect(future.status).toBe(200);
    expect(future.body.rate).toMatchObject({
      kind: 'commission',
      rate_bps: 1250,
      note: 'New tariff',
      created_by: admin.user.$id,
    });
    const today = await settings(admin, {
      action: 'add_rate',
      kind: 'income_tax_tds',
      percent: '0.1',
      effective_from: inDays(0),
    });
    expect(today.status).toBe(200);

    const inEffect = await settings(admin, { action: 'remove_rate', rate_id: today.body.rate.$id });
    expect([inEffect.status, inEffect.body.code]).toEqual([409, 'rate_in_effect']);
    const removed = await settings(admin, { action: 'remove_rate', rate_id: future.body.rate.$id });
    expect([removed.status, removed.body.removed]).toEqual([200, future.body.rate.$id]);
    const missing = await settings(admin, { action: 'remove_rate', rate_id: future.body.rate.$id });
    expect([missing.status, missing.body.code]).toEqual([404, 'rate_not_found']);
    expect((await audit(future.body.rate.$id)).map((r) => r.action)).toEqual(['rate.add', 'rate.remove']);
  });

  it('admins read rates but write neither settings nor rates directly; customers read no rate', async () => {
    await expect(
      admin.tablesDB.updateRow({
        databaseId: 'instamg',
        tableId: 'settings',
        rowId: 'accept_window_minutes',
        data: { value: '9' },
      }),
    ).rejects.toMatchObject({ code: 401 });
    await expect(
      admin.tablesDB.createRow({
        databaseId: 'instamg',
        tableId: 'rates',
        rowId: ID.unique(),
        data: { kind: 'commission', rate_bps: 1, effective_from: new Date().toISOString(), created_by: 'x' },
      }),
    ).rejects.toMatchObject({ code: 401 });
    expect((await admin.tablesDB.listRows({ databaseId: 'instamg', tableId: 'rates' })).total).toBeGreaterThan(0);
    expect((await customer.tablesDB.listRows({ databaseId: 'instamg', tableId: 'rates' })).total).toBe(0);
  });
});

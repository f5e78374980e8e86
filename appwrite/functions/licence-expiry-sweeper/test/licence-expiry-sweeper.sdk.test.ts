import { AppwriteException, Functions, ID, Query, TablesDB, Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { run } from '../../../dev-server/test/orders-fixtures.ts';
import { person } from '../../store-onboarding/test/onboarding-fixtures.ts';

/**
 * The licence-expiry sweeper (issue 17 §3), run as the schedule runs it — an API-key execution —
 * with the clock driven through `now`: one notice 30 days and one 7 days before the licence
 * expires however often it runs, suspension (not found by the locator, audited as `system`) once
 * the expiry day has passed, once; an admin's suspension is left alone; nobody else may run it.
 */

let t: TestServer;
let key: TablesDB;
let functions: Functions;
beforeAll(async () => {
  t = await startTestServer();
  key = new TablesDB(t.serverClient());
  functions = new Functions(t.serverClient());
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
// 10:00 IST, 15 June 2030.
const T0 = Date.parse('2030-06-15T04:30:00Z');
const day = (offset: number) => new Date(T0 + offset * DAY).toISOString().slice(0, 10);

async function sweep(at: number): Promise<{ checked: number; noticed: number; suspended: number }> {
  const execution = await functions.createExecution({
    functionId: 'licence-expiry-sweeper',
    body: JSON.stringify({ now: new Date(at).toISOString() }),
  });
  expect(execution.responseStatusCode, execution.responseBody).toBe(200);
  return JSON.parse(execution.responseBody) as { checked: number; noticed: number; suspended: number };
}

let n = 0;
/** A live store (its own spot, a degree apart) whose earlier licence expires on `expiresOn`. */
async function storeExpiring(expiresOn: string, extra: Record<string, unknown> = {}) {
  const point = { latitude: 20 + n, longitude: 78 };
  n++;
  const id = ID.unique();
  await key.createRow({
    databaseId: 'instamg',
    tableId: 'stores',
    rowId: id,
    data: {
      name: `Sweep Pharmacy ${n}`,
      address: 'Main Road',
      city: 'Nagpur',
      state: 'Maharashtra',
      postal_code: '440001',
      location: [point.longitude, point.latitude],
      phone: '9876543210',
      drug_license_number: 'MH-NAG-20-123456',
      gstin: '27AAGCB7383J1ZY',
      team_id: ID.unique(),
      is_active: true,
      form20_expires_on: expiresOn,
      form21_expires_on: expiresOn,
      licence_expires_on: expiresOn,
      ...extra,
    },
  });
  return { id, point };
}

const noticesOf = async (storeId: string) =>
  (
    await key.listRows({
      databaseId: 'instamg',
      tableId: 'notifications',
      queries: [Query.equal('store_id', storeId), Query.orderAsc('$sequence')],
    })
  ).rows.map((row) => `${row.kind as string}: ${row.body as string}`);

/** Subjects of the dev outbox's e-mails to `email`, oldest first. */
const mailTo = async (email: string): Promise<string[]> => {
  const res = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
  return messages.map((m) => m.subject).reverse();
};

/** An owner of the store (store_admins row, as approval writes it): who the e-mails go to. */
async function ownerOf(storeId: string): Promise<string> {
  const email = `owner.${storeId}@example.in`;
  const user = await new Users(t.serverClient()).create({ userId: ID.unique(), email, name: 'Owner' });
  await key.createRow({
    databaseId: 'instamg',
    tableId: 'store_admins',
    rowId: ID.unique(),
    data: { user_id: user.$id, store_id: storeId, role: 'owner' },
  });
  return email;
}

describe('licence-expiry-sweeper', () => {
  it('notices 30 and 7 days before, once each, and suspends once after the expiry day', async () => {
    const { id, point } = await storeExpiring(day(40));
    const owner = await ownerOf(id);
    const faraway = await storeExpiring(day(400));
    expect((await sweep(T0)).noticed).toBe(0);
    expect(await noticesOf(id)).toEqual([]);

    // 30 days left: the first notice, once however often the sweep runs.
    expect(await sweep(T0 + 10 * DAY)).toMatchObject({ noticed: 1, suspended: 0 });
    expect(await sweep(T0 + 10 * DAY + 3_600_000)).toMatchObject({ noticed: 0 });
    expect(await sweep(T0 + 20 * DAY)).toMatchObject({ noticed: 0 });
    expect(await noticesOf(id)).toEqual([
      `licence_expiring: Your drug licence expires in 30 days (${day(40)}). Send the renewed licence to the platform before then, or the pharmacy is suspended automatically.`,
    ]);

    // 6 days left: the 7-day notice, once.
    expect(await sweep(T0 + 34 * DAY)).toMatchObject({ noticed: 1 });
    expect(await sweep(T0 + 35 * DAY)).toMatchObject({ noticed: 0 });
    expect((await noticesOf(id)).at(-1)).toMatch(/^licence_expiring: Your drug licence expires in 6 days/);

    // The owner got one e-mail per notice (the dev server's outbox stands in for Appwrite Messaging).
    expect(await mailTo(owner)).toEqual([
      `Sweep Pharmacy 1: drug licence expires in 30 days`,
      `Sweep Pharmacy 1: drug licence expires in 6 days`,
    ]);

    // The expiry day itself: still valid.
    expect(await sweep(T0 + 40 * DAY)).toMatchObject({ suspended: 0 });
    const customer = await person(t, 'sweep-customer');
    const located = async () =>
      ((await run(customer, 'store-locator', point)).body.stores as { id: string }[]).map((s) => s.id);
    expect(await located()).toContain(id);

    // The day after: suspended, once (two sweeps at once, then another).
    const [a, b] = await Promise.all([sweep(T0 + 41 * DAY), sweep(T0 + 41 * DAY)]);
    expect(a.suspended + b.suspended).toBeGreaterThanOrEqual(1);
    expect((await sweep(T0 + 42 * DAY)).suspended).toBe(0);
    const store = await key.getRow({ databaseId: 'instamg', tableId: 'stores', rowId: id });
    expect(store).toMatchObject({ is_active: false, suspension: 'licence_expired' });
    expect(await located()).not.toContain(id);
    expect((await noticesOf(id)).filter((notice) => notice.startsWith('store_suspended'))).toHaveLength(1);
    expect((await mailTo(owner)).at(-1)).toBe('Sweep Pharmacy 1 is suspended: drug licence expired');
    expect(await mailTo(owner)).toHaveLength(3);
    const audit = await key.listRows({
      databaseId: 'instamg',
      tableId: 'audit_log',
      queries: [Query.equal('entity_id', id)],
    });
    expect(audit.rows.map((row) => [row.actor_role, row.action, row.note])).toEqual([
      ['system', 'store_suspend', `Drug licence expired on ${day(40)}`],
    ]);

    // A store with years left was never touched.
    expect(await noticesOf(faraway.id)).toEqual([]);
  });

  it('sends only the 7-day notice when it first sees a licence a week from expiry; leaves an admin’s suspension alone', async () => {
    const late = await storeExpiring(day(5));
    expect((await sweep(T0)).noticed).toBeGreaterThanOrEqual(1);
    expect(await noticesOf(late.id)).toEqual([
      `licence_expiring: Your drug licence expires in 5 days (${day(5)}). Send the renewed licence to the platform before then, or the pharmacy is suspended automatically.`,
    ]);

    const byAdmin = await storeExpiring(day(-3), {
      is_active: false,
      suspended_at: new Date(T0 - 10 * DAY).toISOString(),
      suspension: 'admin',
    });
    await sweep(T0);
    expect(await key.getRow({ databaseId: 'instamg', tableId: 'stores', rowId: byAdmin.id })).toMatchObject({
      suspension: 'admin',
    });
    expect(await noticesOf(byAdmin.id)).toEqual([]);
  });

  it('runs only by schedule or key: a signed-in admin may not execute it or set its clock', async () => {
    const admin = await person(t, 'sweep-admin', true);
    const refused = await admin.functions
      .createExecution({ functionId: 'licence-expiry-sweeper', body: JSON.stringify({ now: '2040-01-01T00:00:00Z' }) })
      .catch((error: unknown) => error);
    expect((refused as AppwriteException).code).toBe(401);
  });
});

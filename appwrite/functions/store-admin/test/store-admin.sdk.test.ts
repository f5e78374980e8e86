import { AppwriteException, Query, TablesDB, Teams } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { createWebClient, type SignedInUser } from '../../../dev-server/test/web-client.ts';
import { run } from '../../../dev-server/test/orders-fixtures.ts';
import { VALID_STORE } from '@instamg/shared/testing/partner-application';
import { person } from '../../store-onboarding/test/onboarding-fixtures.ts';

/**
 * store-admin through the SDKs (issue 17 §3): only a platform admin adds, edits, suspends and
 * reinstates a store; the server re-validates; a suspended store is not found by the
 * store-locator; every change is one audit_log row with before/after; nobody writes the stores
 * table directly any more, admins included.
 */

let t: TestServer;
let admin: SignedInUser;
let customer: SignedInUser;
let key: TablesDB;

beforeAll(async () => {
  t = await startTestServer();
  [admin, customer] = await Promise.all([person(t, 'store-admin', true), person(t, 'customer')]);
  key = new TablesDB(t.serverClient());
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const storeAdmin = (who: SignedInUser, body: Record<string, unknown>) => run(who, 'store-admin', body);
const storeOf = (storeId: string) => key.getRow({ databaseId: 'instamg', tableId: 'stores', rowId: storeId });
const auditOf = async (storeId: string) =>
  (
    await key.listRows({
      databaseId: 'instamg',
      tableId: 'audit_log',
      queries: [Query.equal('entity_type', 'store'), Query.equal('entity_id', storeId), Query.orderAsc('$sequence')],
    })
  ).rows;
const locatedAt = async (point: { latitude: number; longitude: number }): Promise<string[]> =>
  ((await run(customer, 'store-locator', point)).body.stores as { id: string }[]).map((store) => store.id);

/** Each test its own store, somewhere no other test's store is (a degree apart). */
let placed = 0;
async function addedStore(name: string): Promise<{ id: string; point: { latitude: number; longitude: number } }> {
  const point = { latitude: 12.9352 + placed, longitude: 77.6245 };
  placed++;
  const reply = await storeAdmin(admin, { action: 'add', values: { ...VALID_STORE, name, ...point } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return { id: reply.body.store.$id as string, point };
}

describe('store-admin', () => {
  it('refuses a guest (401) and a signed-in non-admin (403); nobody writes the stores table directly', async () => {
    const guest = createWebClient(t.endpoint, t.projectId);
    const refused = await guest.functions
      .createExecution({ functionId: 'store-admin', body: JSON.stringify({ action: 'add', values: VALID_STORE }) })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as AppwriteException).code).toBe(401);

    const asCustomer = await storeAdmin(customer, { action: 'add', values: VALID_STORE });
    expect([asCustomer.status, asCustomer.body.code]).toEqual([403, 'not_allowed']);

    const { id } = await addedStore('Direct Write Pharmacy');
    for (const who of [customer, admin]) {
      const direct = await who.tablesDB
        .updateRow({ databaseId: 'instamg', tableId: 'stores', rowId: id, data: { is_active: true } })
        .catch((error: unknown) => error);
      expect((direct as AppwriteException).code).toBe(401);
    }
    const asCustomerSuspend = await storeAdmin(customer, { action: 'suspend', store_id: id, reason: 'No.' });
    expect(asCustomerSuspend.status).toBe(403);
    expect((await storeOf(id)).is_active).toBe(false);
  });

  it('re-validates an added store: a bad GSTIN, an expired licence and an unknown field are refused with 400', async () => {
    const badGstin = await storeAdmin(admin, { action: 'add', values: { ...VALID_STORE, gstin: '29AAGCB7383J1Z5' } });
    expect([badGstin.status, badGstin.body.code]).toEqual([400, 'store_invalid']);
    expect(badGstin.body.message).toMatch(/^gstin: /);
    const expired = await storeAdmin(admin, {
      action: 'add',
      values: { ...VALID_STORE, form21_expires_on: '2020-01-31' },
    });
    expect([expired.status, expired.body.message]).toEqual([400, 'form21_expires_on: This licence has expired']);
    const extra = await storeAdmin(admin, { action: 'add', values: { ...VALID_STORE, is_active: true } });
    expect([extra.status, extra.body.code]).toEqual([400, 'invalid_input']);
  });

  it('adds a store with its licences and its own team, not live until reinstated; the audit row has the values', async () => {
    const { id, point } = await addedStore('Fresh Cross Pharmacy');
    const store = await storeOf(id);
    expect(store).toMatchObject({
      name: 'Fresh Cross Pharmacy',
      state: 'Karnataka',
      drug_license_number: VALID_STORE.form20_number,
      form21_number: VALID_STORE.form21_number,
      licence_expires_on: VALID_STORE.form21_expires_on,
      is_active: false,
    });
    expect(store.team_id).not.toBe(`store-${id}`);
    expect((await new Teams(t.serverClient()).get({ teamId: store.team_id as string })).name).toBe(
      'Fresh Cross Pharmacy',
    );
    expect(await locatedAt(point)).not.toContain(id);
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ actor_id: admin.user.$id, actor_role: 'admin', action: 'store_add', before: null });
    expect(JSON.parse(audit!.after as string)).toMatchObject({ name: 'Fresh Cross Pharmacy', is_active: false });
    // Only admins read the audit log.
    const read = await customer.tablesDB.listRows({
      databaseId: 'instamg',
      tableId: 'audit_log',
      queries: [Query.equal('entity_id', id)],
    });
    expect(read.rows).toEqual([]);
  });

  it('suspends with a reason: the locator stops finding the store; reinstating brings it back; each step audited', async () => {
    const { id, point } = await addedStore('Suspended Cross Pharmacy');
    const live = await storeAdmin(admin, { action: 'reinstate', store_id: id, reason: 'Team and stock in place' });
    expect([live.status, live.body.store.is_active]).toEqual([200, true]);
    expect(await locatedAt(point)).toContain(id);

    const noReason = await storeAdmin(admin, { action: 'suspend', store_id: id, reason: '  ' });
    expect([noReason.status, noReason.body.code]).toEqual([400, 'reason_required']);
    const suspended = await storeAdmin(admin, {
      action: 'suspend',
      store_id: id,
      reason: 'Complaints about expired stock',
    });
    expect(suspended.status).toBe(200);
    expect(await storeOf(id)).toMatchObject({ is_active: false, suspension: 'admin' });
    expect(await locatedAt(point)).not.toContain(id);
    const again = await storeAdmin(admin, { action: 'suspend', store_id: id, reason: 'Twice' });
    expect([again.status, again.body.code]).toEqual([409, 'store_state_conflict']);

    // The store's team is told why (its inbox row, readable by the team only).
    const notices = await key.listRows({
      databaseId: 'instamg',
      tableId: 'notifications',
      queries: [Query.equal('store_id', id), Query.equal('kind', 'store_suspended')],
    });
    expect(notices.rows).toHaveLength(1);
    expect(notices.rows[0]!.body).toContain('Complaints about expired stock');
    expect(notices.rows[0]!.$permissions).toEqual([`read("team:${(await storeOf(id)).team_id as string}")`]);

    const back = await storeAdmin(admin, { action: 'reinstate', store_id: id, reason: 'Stock audited' });
    expect(back.status).toBe(200);
    expect(await storeOf(id)).toMatchObject({ is_active: true, suspension: null, suspended_at: null });
    expect(await locatedAt(point)).toContain(id);

    const audit = await auditOf(id);
    expect(audit.map((row) => [row.action, row.note])).toEqual([
      ['store_add', null],
      ['store_reinstate', 'Team and stock in place'],
      ['store_suspend', 'Complaints about expired stock'],
      ['store_reinstate', 'Stock audited'],
    ]);
    expect(JSON.parse(audit[2]!.before as string)).toEqual({ is_active: true, suspended_at: null, suspension: null });
    expect(JSON.parse(audit[2]!.after as string)).toMatchObject({ is_active: false, suspension: 'admin' });
  });

  it('edits with the same checks and audits only what changed; an unknown store is 404', async () => {
    const { id, point } = await addedStore('Edited Cross Pharmacy');
    const values = { ...VALID_STORE, name: 'Edited Cross Pharmacy', ...point };
    const bad = await storeAdmin(admin, { action: 'edit', store_id: id, values: { ...values, postal_code: '110001' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'store_invalid']);
    const edited = await storeAdmin(admin, {
      action: 'edit',
      store_id: id,
      values: { ...values, phone: '9811122233', form20_expires_on: '2029-03-31' },
    });
    expect(edited.status).toBe(200);
    expect(await storeOf(id)).toMatchObject({ phone: '9811122233', form20_expires_on: '2029-03-31' });
    const last = (await auditOf(id)).at(-1)!;
    expect(last.action).toBe('store_edit');
    expect(JSON.parse(last.before as string)).toEqual({ phone: '9876543210', form20_expires_on: '2028-03-31' });
    expect(JSON.parse(last.after as string)).toEqual({ phone: '9811122233', form20_expires_on: '2029-03-31' });

    const missing = await storeAdmin(admin, { action: 'edit', store_id: 'no-such-store', values });
    expect([missing.status, missing.body.code]).toEqual([404, 'store_not_found']);
  });

  it('does not reinstate a store whose licence has expired', async () => {
    const { id } = await addedStore('Lapsed Cross Pharmacy');
    await key.updateRow({
      databaseId: 'instamg',
      tableId: 'stores',
      rowId: id,
      data: { licence_expires_on: '2026-01-31', form21_expires_on: '2026-01-31' },
    });
    const reply = await storeAdmin(admin, { action: 'reinstate', store_id: id, reason: 'Please' });
    expect([reply.status, reply.body.code]).toEqual([409, 'store_licence_expired']);
  });
});

describe('licence change requests', () => {
  const change = {
    form20_number: 'KA-B1-20-77777',
    form20_expires_on: '2031-03-31',
    form21_number: 'KA-B1-21-77777',
    form21_expires_on: '2030-12-31',
  };

  it('the store’s owner asks, staff and outsiders cannot; an admin approves (store updated, audited) or rejects with a reason', async () => {
    const { id } = await addedStore('Renewing Cross Pharmacy');
    const teamId = (await storeOf(id)).team_id as string;
    const [owner, staff] = await Promise.all([person(t, 'change-owner'), person(t, 'change-staff')]);
    const teams = new Teams(t.serverClient());
    await teams.createMembership({ teamId, roles: ['owner'], userId: owner.user.$id });
    await teams.createMembership({ teamId, roles: ['staff'], userId: staff.user.$id });
    const ask = (who: SignedInUser, values: unknown) =>
      storeAdmin(who, { action: 'request_licence_change', store_id: id, values });

    expect((await ask(customer, change)).status).toBe(404);
    expect((await ask(staff, change)).body.code).toBe('not_store_member');
    const expiring = await ask(owner, { ...change, form21_expires_on: '2020-01-01' });
    expect([expiring.status, expiring.body.code]).toEqual([400, 'store_invalid']);
    const asked = await ask(owner, change);
    expect([asked.status, asked.body.request.status]).toEqual([200, 'pending']);
    const requestId = asked.body.request.$id as string;

    // The team reads its request; another customer does not; nobody writes it directly.
    expect(
      (await staff.tablesDB.getRow({ databaseId: 'instamg', tableId: 'store_change_requests', rowId: requestId }))
        .status,
    ).toBe('pending');
    const hidden = await customer.tablesDB
      .getRow({ databaseId: 'instamg', tableId: 'store_change_requests', rowId: requestId })
      .catch((error: unknown) => error);
    expect((hidden as AppwriteException).code).toBe(404);
    const direct = await owner.tablesDB
      .updateRow({
        databaseId: 'instamg',
        tableId: 'store_change_requests',
        rowId: requestId,
        data: { status: 'approved' },
      })
      .catch((error: unknown) => error);
    expect((direct as AppwriteException).code).toBe(401);

    // Only an admin decides.
    const byOwner = await storeAdmin(owner, { action: 'decide_change', request_id: requestId, decision: 'approve' });
    expect(byOwner.status).toBe(403);
    const approved = await storeAdmin(admin, { action: 'decide_change', request_id: requestId, decision: 'approve' });
    expect([approved.status, approved.body.request.status]).toEqual([200, 'approved']);
    expect(await storeOf(id)).toMatchObject({
      drug_license_number: 'KA-B1-20-77777',
      form21_number: 'KA-B1-21-77777',
      licence_expires_on: '2030-12-31',
    });
    const last = (await auditOf(id)).at(-1)!;
    expect([last.action, last.actor_id]).toEqual(['store_change_approve', admin.user.$id]);
    expect(JSON.parse(last.before as string)).toMatchObject({ licence_expires_on: VALID_STORE.form21_expires_on });
    const again = await storeAdmin(admin, {
      action: 'decide_change',
      request_id: requestId,
      decision: 'reject',
      note: 'x',
    });
    expect([again.status, again.body.code]).toEqual([409, 'store_state_conflict']);

    const second = (await ask(owner, { ...change, form20_number: 'KA-B1-20-88888' })).body.request.$id as string;
    const noReason = await storeAdmin(admin, { action: 'decide_change', request_id: second, decision: 'reject' });
    expect(noReason.body.code).toBe('reason_required');
    const rejected = await storeAdmin(admin, {
      action: 'decide_change',
      request_id: second,
      decision: 'reject',
      note: 'The scan does not show the new number.',
    });
    expect([rejected.status, rejected.body.request.status]).toEqual([200, 'rejected']);
    expect((await storeOf(id)).drug_license_number).toBe('KA-B1-20-77777');
  });
});

import { AppwriteException, Query, TablesDB, Teams } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import type { SignedInUser } from '../../../dev-server/test/web-client.ts';
import { run } from '../../../dev-server/test/orders-fixtures.ts';
import { VALID_STORE } from '@instamg/shared/testing/partner-application';
import { person, upload } from '../../store-onboarding/test/onboarding-fixtures.ts';

/**
 * A store's payout account through the SDKs (issue 17, issue 18 §7–8): the full number only in the
 * admin-only store_bank_accounts, the masked store_bank_details for the team's owner and admin
 * roles (not manager, staff, pharmacist, not another store); the owner asks for a change with a
 * cancelled cheque, an admin approves (both tables, one audit row with masked numbers) or rejects.
 */

let t: TestServer;
let admin: SignedInUser;
let customer: SignedInUser;
let key: TablesDB;
let teams: Teams;

beforeAll(async () => {
  t = await startTestServer();
  [admin, customer] = await Promise.all([person(t, 'bank-admin', true), person(t, 'bank-customer')]);
  key = new TablesDB(t.serverClient());
  teams = new Teams(t.serverClient());
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const storeAdmin = (who: SignedInUser, body: Record<string, unknown>) => run(who, 'store-admin', body);
const DB = 'instamg';
let placed = 0;

interface StoreFixture {
  id: string;
  teamId: string;
  owner: SignedInUser;
  adminRole: SignedInUser;
  manager: SignedInUser;
  staff: SignedInUser;
  pharmacist: SignedInUser;
}

/** A store (added by the admin) with one person in each team role and a seeded-style account in force. */
async function storeWithTeam(name: string): Promise<StoreFixture> {
  const point = { latitude: 20.5 + placed, longitude: 78.9 };
  placed++;
  const added = await storeAdmin(admin, { action: 'add', values: { ...VALID_STORE, name, ...point } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const id = added.body.store.$id as string;
  const teamId = added.body.store.team_id as string;
  const [owner, adminRole, manager, staff, pharmacist] = await Promise.all(
    ['owner', 'admin', 'manager', 'staff', 'pharmacist'].map((role) => person(t, `bank-${role}`)),
  );
  const roles: [SignedInUser, string[]][] = [
    [owner!, ['owner']],
    [adminRole!, ['admin']],
    [manager!, ['manager']],
    [staff!, ['staff']],
    [pharmacist!, ['staff', 'pharmacist']],
  ];
  for (const [who, r] of roles) await teams.createMembership({ teamId, roles: r, userId: who.user.$id });
  return {
    id,
    teamId,
    owner: owner!,
    adminRole: adminRole!,
    manager: manager!,
    staff: staff!,
    pharmacist: pharmacist!,
  };
}

const values = (chequeId: string, number = '918020012345678') => ({
  account_holder: 'Renewed Cross Pharmacy LLP',
  account_number: number,
  account_number_confirm: number,
  ifsc: 'icic0000104',
  cheque_document_id: chequeId,
});

const code = async (promise: Promise<unknown>) =>
  ((await promise.catch((error: unknown) => error)) as AppwriteException).code;

describe('store bank accounts and bank change requests', () => {
  it('the owner asks with a cheque; staff, manager, pharmacist and outsiders cannot; tampered input is refused', async () => {
    const s = await storeWithTeam('Bank Ask Pharmacy');
    const other = await storeWithTeam('Bank Other Pharmacy');
    const ask = (who: SignedInUser, body: unknown, storeId = s.id) =>
      storeAdmin(who, { action: 'request_bank_change', store_id: storeId, values: body });
    const cheque = await upload(s.owner, 'cheque.pdf');

    for (const who of [s.staff, s.manager, s.pharmacist]) {
      const refused = await ask(who, values(await upload(who, 'cheque.pdf')));
      expect([refused.status, refused.body.code]).toEqual([403, 'not_store_member']);
    }
    // Another store's owner, a customer: the store does not exist for them.
    expect((await ask(other.owner, values(await upload(other.owner)))).status).toBe(404);
    expect((await ask(customer, values(await upload(customer)))).status).toBe(404);
    // Tampered: a mismatching repetition, a bad IFSC, an unknown field, someone else's cheque.
    const mismatch = await ask(s.owner, { ...values(cheque), account_number_confirm: '918020012345679' });
    expect([mismatch.status, mismatch.body.code, mismatch.body.message]).toEqual([
      400,
      'store_invalid',
      'account_number_confirm: The account numbers do not match',
    ]);
    const badIfsc = await ask(s.owner, { ...values(cheque), ifsc: 'ICIC1000104' });
    expect([badIfsc.status, badIfsc.body.code]).toEqual([400, 'store_invalid']);
    const extra = await ask(s.owner, { ...values(cheque), verified: 'true' });
    expect([extra.status, extra.body.code]).toEqual([400, 'invalid_input']);
    const foreign = await ask(s.owner, values(await upload(customer, 'cheque.pdf')));
    expect([foreign.status, foreign.body.code]).toEqual([400, 'document_not_found']);
    // The store's admin role may ask too; one pending bank request per store.
    const asked = await ask(s.adminRole, values(await upload(s.adminRole, 'cheque.pdf')));
    expect([asked.status, asked.body.request.kind, asked.body.request.status]).toEqual([200, 'bank', 'pending']);
    expect(JSON.parse(asked.body.request.changes as string)).toMatchObject({
      account_masked: 'XXXXXX5678',
      ifsc: 'ICIC0000104',
      bank_name: 'ICICI Bank',
    });
    expect(asked.body.request.changes).not.toContain('918020012345678');
    const twice = await ask(s.owner, values(cheque));
    expect([twice.status, twice.body.code]).toEqual([409, 'store_state_conflict']);

    // The request: the owner and admin roles read it; staff, manager, pharmacist and other stores do not.
    const requestId = asked.body.request.$id as string;
    const getRequest = (who: SignedInUser) =>
      who.tablesDB.getRow({ databaseId: DB, tableId: 'store_change_requests', rowId: requestId });
    await expect(getRequest(s.owner)).resolves.toMatchObject({ kind: 'bank' });
    await expect(getRequest(s.adminRole)).resolves.toMatchObject({ kind: 'bank' });
    for (const who of [s.staff, s.manager, s.pharmacist, other.owner, customer])
      expect(await code(getRequest(who))).toBe(404);
    // The full number waits in an admin-only row (not even the requester reads it).
    await expect(
      key.getRow({ databaseId: DB, tableId: 'store_bank_accounts', rowId: requestId }),
    ).resolves.toMatchObject({ account_number: '918020012345678', request_id: requestId, store_id: s.id });
    expect(
      await code(s.owner.tablesDB.getRow({ databaseId: DB, tableId: 'store_bank_accounts', rowId: requestId })),
    ).toBe(404);
  });

  it('an admin approves: the account in force changes in both tables, masked for the owner, audited without the full number; repeated decisions are refused', async () => {
    const s = await storeWithTeam('Bank Approve Pharmacy');
    const asked = await storeAdmin(s.owner, {
      action: 'request_bank_change',
      store_id: s.id,
      values: values(await upload(s.owner, 'cheque.pdf'), '123456789012'),
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const requestId = asked.body.request.$id as string;
    const byOwner = await storeAdmin(s.owner, { action: 'decide_change', request_id: requestId, decision: 'approve' });
    expect(byOwner.status).toBe(403);

    const [first, second] = await Promise.all([
      storeAdmin(admin, { action: 'decide_change', request_id: requestId, decision: 'approve' }),
      storeAdmin(admin, { action: 'decide_change', request_id: requestId, decision: 'approve' }),
    ]);
    expect([first.status, second.status].sort()).toContain(200);
    const again = await storeAdmin(admin, { action: 'decide_change', request_id: requestId, decision: 'approve' });
    expect([again.status, again.body.code]).toEqual([409, 'store_state_conflict']);

    const full = await key.getRow({ databaseId: DB, tableId: 'store_bank_accounts', rowId: s.id });
    expect([full.account_number, full.request_id, full.verified, full.$permissions]).toEqual([
      '123456789012',
      null,
      true,
      [],
    ]);
    // The pending row is gone: the full number lives only in the account in force.
    expect(await code(key.getRow({ databaseId: DB, tableId: 'store_bank_accounts', rowId: requestId }))).toBe(404);
    expect(
      (await key.listRows({ databaseId: DB, tableId: 'store_bank_accounts', queries: [Query.equal('store_id', s.id)] }))
        .total,
    ).toBe(1);

    // Who reads what: owner and admin role the masked row; nobody else; nobody reads the full row.
    const masked = (who: SignedInUser) =>
      who.tablesDB.getRow({ databaseId: DB, tableId: 'store_bank_details', rowId: s.id });
    for (const who of [s.owner, s.adminRole]) {
      const row = await masked(who);
      expect([row.account_masked, row.account_last4, row.ifsc, row.bank_name, row.verified]).toEqual([
        'XXXXXX9012',
        '9012',
        'ICIC0000104',
        'ICICI Bank',
        true,
      ]);
      expect(JSON.stringify(row)).not.toContain('123456789012');
      expect(await code(who.tablesDB.getRow({ databaseId: DB, tableId: 'store_bank_accounts', rowId: s.id }))).toBe(
        404,
      );
    }
    for (const who of [s.manager, s.staff, s.pharmacist, customer]) expect(await code(masked(who))).toBe(404);
    // Lists: the owner sees their store's row only, staff nothing; admins read the full row.
    const ownerList = await s.owner.tablesDB.listRows({ databaseId: DB, tableId: 'store_bank_details' });
    expect(ownerList.rows.map((r) => r.store_id)).toEqual([s.id]);
    expect((await s.staff.tablesDB.listRows({ databaseId: DB, tableId: 'store_bank_details' })).total).toBe(0);
    expect((await s.owner.tablesDB.listRows({ databaseId: DB, tableId: 'store_bank_accounts' })).total).toBe(0);
    await expect(
      admin.tablesDB.getRow({ databaseId: DB, tableId: 'store_bank_accounts', rowId: s.id }),
    ).resolves.toMatchObject({ account_number: '123456789012' });
    // Nobody but functions writes: the owner, the admin role and a platform admin get 401.
    for (const who of [s.owner, s.adminRole, admin]) {
      expect(
        await code(
          who.tablesDB.updateRow({
            databaseId: DB,
            tableId: 'store_bank_details',
            rowId: s.id,
            data: { verified: false } as never,
          }),
        ),
      ).toBe(401);
      expect(
        await code(
          who.tablesDB.updateRow({
            databaseId: DB,
            tableId: 'store_bank_accounts',
            rowId: s.id,
            data: { account_number: '999999999999' } as never,
          }),
        ),
      ).toBe(401);
    }

    // One audit row, masked before/after.
    const audit = (
      await key.listRows({
        databaseId: DB,
        tableId: 'audit_log',
        queries: [Query.equal('entity_id', s.id), Query.equal('action', 'store_bank_change_approve')],
      })
    ).rows;
    expect(audit.length).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(audit[0]!.after as string)).toEqual({
      account_holder: 'Renewed Cross Pharmacy LLP',
      account_masked: 'XXXXXX9012',
      ifsc: 'ICIC0000104',
    });
    expect(audit[0]!.before).toBeNull(); // an admin-added store had no account yet
    expect(`${audit[0]!.before}${audit[0]!.after}`).not.toContain('123456789012');
  });

  it('rejecting needs a note, keeps the account in force and deletes the waiting full number', async () => {
    const s = await storeWithTeam('Bank Reject Pharmacy');
    const first = await storeAdmin(s.owner, {
      action: 'request_bank_change',
      store_id: s.id,
      values: values(await upload(s.owner), '111122223333'),
    });
    await storeAdmin(admin, { action: 'decide_change', request_id: first.body.request.$id, decision: 'approve' });
    const second = await storeAdmin(s.owner, {
      action: 'request_bank_change',
      store_id: s.id,
      values: values(await upload(s.owner), '444455556666'),
    });
    const requestId = second.body.request.$id as string;
    const noNote = await storeAdmin(admin, { action: 'decide_change', request_id: requestId, decision: 'reject' });
    expect(noNote.body.code).toBe('reason_required');
    const rejected = await storeAdmin(admin, {
      action: 'decide_change',
      request_id: requestId,
      decision: 'reject',
      note: 'The cheque shows another name.',
    });
    expect([rejected.status, rejected.body.request.status]).toEqual([200, 'rejected']);
    expect((await key.getRow({ databaseId: DB, tableId: 'store_bank_accounts', rowId: s.id })).account_number).toBe(
      '111122223333',
    );
    expect(await code(key.getRow({ databaseId: DB, tableId: 'store_bank_accounts', rowId: requestId }))).toBe(404);
    expect(
      (await s.owner.tablesDB.getRow({ databaseId: DB, tableId: 'store_bank_details', rowId: s.id })).account_masked,
    ).toBe('XXXXXX3333');
  });

  it('a licence request carries the owner’s own scan (then readable by admins); someone else’s file is refused', async () => {
    const s = await storeWithTeam('Licence Scan Pharmacy');
    const change = {
      form20_number: 'KA-B1-20-66666',
      form20_expires_on: '2031-03-31',
      form21_number: 'KA-B1-21-66666',
      form21_expires_on: '2030-12-31',
    };
    const ask = (document_id: unknown) =>
      storeAdmin(s.owner, { action: 'request_licence_change', store_id: s.id, values: change, document_id });
    const foreign = await ask(await upload(customer, 'licence.pdf'));
    expect([foreign.status, foreign.body.code]).toEqual([400, 'document_not_found']);
    const malformed = await ask({ id: 'x' });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'invalid_input']);
    const scan = await upload(s.owner, 'licence.pdf');
    expect(await code(admin.storage.getFile({ bucketId: 'store_documents', fileId: scan }))).toBe(404);
    const asked = await ask(scan);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(JSON.parse(asked.body.request.changes as string)).toMatchObject({ ...change, document_id: scan });
    await expect(admin.storage.getFile({ bucketId: 'store_documents', fileId: scan })).resolves.toMatchObject({
      $id: scan,
    });
    // The store's staff read a licence request (the whole team does), not its scan.
    await expect(
      s.staff.tablesDB.getRow({ databaseId: DB, tableId: 'store_change_requests', rowId: asked.body.request.$id }),
    ).resolves.toMatchObject({ kind: 'licence' });
    expect(await code(s.staff.storage.getFile({ bucketId: 'store_documents', fileId: scan }))).toBe(404);
  });
});

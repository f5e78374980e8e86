import { Query, TablesDB, Teams } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import type { SignedInUser } from '../../../dev-server/test/web-client.ts';
import { run } from '../../../dev-server/test/orders-fixtures.ts';
import { VALID_APPLICATION } from '@instamg/shared/testing/partner-application';
import { applicationOf, onboard, person, review } from './onboarding-fixtures.ts';

/**
 * The admins' decisions through the SDKs (issue 17 §2): request changes, reject, and approve — the
 * store, its team and the owner — idempotent, safe when two admins approve at once, and completed
 * when an earlier approval stopped half-way. Only admins decide.
 */

let t: TestServer;
let admin: SignedInUser;
let key: TablesDB;
let teams: Teams;

beforeAll(async () => {
  t = await startTestServer();
  admin = await person(t, 'admin', true);
  key = new TablesDB(t.serverClient());
  teams = new Teams(t.serverClient());
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A new applicant with a submitted application (its id is theirs). */
async function submitted(label: string): Promise<SignedInUser> {
  const applicant = await person(t, label);
  const reply = await onboard(applicant, 'submit', await applicationOf(applicant));
  expect(reply.status).toBe(200);
  return applicant;
}

/** Store ids the store-locator finds within 5 km of the fixture's Koramangala pin. */
const locatedNear = async (who: SignedInUser): Promise<string[]> =>
  ((await run(who, 'store-locator', { latitude: 12.9352, longitude: 77.6245 })).body.stores as { id: string }[]).map(
    (store) => store.id,
  );

const auditOf = (applicationId: string) =>
  key.listRows({
    databaseId: 'instamg',
    tableId: 'audit_log',
    queries: [Query.equal('entity_id', applicationId), Query.orderAsc('$createdAt')],
  });

const storeOf = (storeId: string) => key.getRow({ databaseId: 'instamg', tableId: 'stores', rowId: storeId });
const storeAdminsOf = (storeId: string) =>
  key.listRows({ databaseId: 'instamg', tableId: 'store_admins', queries: [Query.equal('store_id', storeId)] });

describe('store-onboarding review', () => {
  it('an admin requests changes with a note; the applicant reads it, fixes the draft and submits again', async () => {
    const applicant = await submitted('changes');
    const noNote = await review(admin, 'request_changes', applicant.user.$id, ' ');
    expect([noNote.status, noNote.body.code]).toEqual([400, 'reason_required']);

    const asked = await review(
      admin,
      'request_changes',
      applicant.user.$id,
      'The Form 21 scan is unreadable. Please upload it again.',
    );
    expect([asked.status, asked.body.application.status]).toEqual([200, 'changes_requested']);
    const row = await applicant.tablesDB.getRow({
      databaseId: 'instamg',
      tableId: 'store_applications',
      rowId: applicant.user.$id,
    });
    expect([row.status, row.reviewer_note]).toEqual([
      'changes_requested',
      'The Form 21 scan is unreadable. Please upload it again.',
    ]);

    // The audit log has the decision (who, what, before/after); the applicant cannot read it.
    const audit = await auditOf(applicant.user.$id);
    expect(
      audit.rows.map((r) => [
        r.actor_id,
        r.action,
        JSON.parse(r.before as string).status,
        JSON.parse(r.after as string).status,
      ]),
    ).toEqual([[admin.user.$id, 'request_changes', 'submitted', 'changes_requested']]);
    expect((await applicant.tablesDB.listRows({ databaseId: 'instamg', tableId: 'audit_log' })).total).toBe(0);

    const values = await applicationOf(applicant);
    expect((await onboard(applicant, 'save_draft', values)).body.application.status).toBe('changes_requested');
    expect((await onboard(applicant, 'submit', values)).body.application.status).toBe('submitted');
  });

  it('refuses every decision from a non-admin (403), the applicant included', async () => {
    const applicant = await submitted('not-admin');
    const stranger = await person(t, 'stranger');
    for (const who of [applicant, stranger]) {
      for (const action of ['approve', 'reject', 'request_changes']) {
        const reply = await review(who, action, applicant.user.$id, 'note');
        expect([reply.status, reply.body.code], `${action}`).toEqual([403, 'not_allowed']);
      }
    }
    await expect(storeOf(applicant.user.$id)).rejects.toMatchObject({ code: 404 });
  });

  it('rejects with a reason, after which nothing else can be decided or changed', async () => {
    const applicant = await submitted('rejected');
    const rejected = await review(admin, 'reject', applicant.user.$id, 'The drug licence belongs to another address.');
    expect([rejected.status, rejected.body.application.status, rejected.body.application.reviewer_note]).toEqual([
      200,
      'rejected',
      'The drug licence belongs to another address.',
    ]);
    expect((await review(admin, 'approve', applicant.user.$id)).body.code).toBe('application_locked');
    expect((await onboard(applicant, 'save_draft', {})).body.code).toBe('application_locked');
  });

  it('two concurrent approvals and a repeated one create one store, one team and one owner', async () => {
    const applicant = await submitted('concurrent');
    const [first, second] = await Promise.all([
      review(admin, 'approve', applicant.user.$id),
      review(admin, 'approve', applicant.user.$id),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const again = await review(admin, 'approve', applicant.user.$id);
    expect([again.status, again.body.application.status, again.body.application.store_id]).toEqual([
      200,
      'approved',
      applicant.user.$id,
    ]);

    const store = await storeOf(applicant.user.$id);
    expect(store).toMatchObject({
      name: 'Green Cross Pharmacy',
      gstin: '29AAGCB7383J1Z4',
      drug_license_number: 'KA-B1-20-12345',
      state: 'Karnataka',
      is_active: true,
    });
    const named = await teams.list({ queries: [Query.equal('name', 'Green Cross Pharmacy')] });
    const mine = named.teams.filter((team) => team.$id === store.team_id);
    expect(mine).toHaveLength(1);
    const members = await teams.listMemberships({ teamId: store.team_id as string });
    expect(members.memberships.map((m) => [m.userId, [...m.roles].sort()])).toEqual([
      [applicant.user.$id, ['admin', 'pharmacist', 'store_owner']],
    ]);
    const owners = await storeAdminsOf(applicant.user.$id);
    expect(owners.rows.map((r) => [r.user_id, r.role])).toEqual([[applicant.user.$id, 'owner']]);
    // The applicant is the registered pharmacist: one store_pharmacists row, confirmed by the approving
    // admin, readable by them and the store's team (what lets them verify prescriptions).
    const pharmacists = await key.listRows({
      databaseId: 'instamg',
      tableId: 'store_pharmacists',
      queries: [Query.equal('store_id', applicant.user.$id)],
    });
    expect(
      pharmacists.rows.map((r) => [r.user_id, r.registration_number, r.confirmed_by, r.is_active, r.$permissions]),
    ).toEqual([
      [
        applicant.user.$id,
        VALID_APPLICATION.pharmacist_registration_number,
        admin.user.$id,
        true,
        [`read("user:${applicant.user.$id}")`, `read("team:${store.team_id as string}")`],
      ],
    ]);
    // The payout account from the application: the full number in the admin-only row, the masked
    // projection for the team's owner/admin roles; the new owner reads the masked row, not the full one.
    const bank = await key.getRow({ databaseId: 'instamg', tableId: 'store_bank_accounts', rowId: applicant.user.$id });
    expect([bank.account_number, bank.account_holder, bank.ifsc, bank.verified, bank.$permissions]).toEqual([
      VALID_APPLICATION.account_number,
      VALID_APPLICATION.account_holder,
      VALID_APPLICATION.ifsc,
      true,
      [],
    ]);
    const banks = await key.listRows({
      databaseId: 'instamg',
      tableId: 'store_bank_accounts',
      queries: [Query.equal('store_id', applicant.user.$id)],
    });
    expect(banks.total).toBe(1);
    const masked = await applicant.tablesDB.getRow({
      databaseId: 'instamg',
      tableId: 'store_bank_details',
      rowId: applicant.user.$id,
    });
    expect([masked.account_masked, masked.account_last4, masked.bank_name, masked.$permissions]).toEqual([
      'XXXXXX6789',
      '6789',
      'HDFC Bank',
      [`read("team:${store.team_id as string}/owner")`, `read("team:${store.team_id as string}/admin")`],
    ]);
    expect(JSON.stringify(masked)).not.toContain(VALID_APPLICATION.account_number);
    await expect(
      applicant.tablesDB.getRow({ databaseId: 'instamg', tableId: 'store_bank_accounts', rowId: applicant.user.$id }),
    ).rejects.toMatchObject({ code: 404 });
    // One audit row for the approval, whichever run wrote it.
    const audit = await auditOf(applicant.user.$id);
    expect(audit.rows.map((r) => [r.action, JSON.parse(r.after as string)])).toEqual([
      [
        'approve',
        { status: 'approved', store_id: applicant.user.$id, team_id: store.team_id, owner_id: applicant.user.$id },
      ],
    ]);
    // It starts closed (ADR 0015): the customer-facing locator does not find it, and its owner's
    // go-live checklist has the pharmacist and the bank account done, hours and stock to do.
    expect(store.go_live_pending).toBe(true);
    expect(await locatedNear(admin)).not.toContain(applicant.user.$id);
    const checklist = await run(applicant, 'store-status', {
      store_id: applicant.user.$id,
      action: 'go_live_checklist',
    });
    expect(checklist.body).toMatchObject({
      pending: true,
      checklist: [
        { item: 'hours', done: false },
        { item: 'stock', done: false },
        { item: 'pharmacist', done: true },
        { item: 'bank', done: true },
      ],
    });
    expect((await run(applicant, 'store-status', { store_id: applicant.user.$id, status: 'open' })).body).toMatchObject(
      {
        code: 'go_live_incomplete',
      },
    );
    // The owner reads their store_admins row (what the shell derives the store role from).
    await expect(
      applicant.tablesDB.listRows({
        databaseId: 'instamg',
        tableId: 'store_admins',
        queries: [Query.equal('user_id', applicant.user.$id)],
      }),
    ).resolves.toMatchObject({ total: 1 });
  });

  it('an approval that stopped after creating the store row completes when run again', async () => {
    const applicant = await submitted('interrupted');
    // What a first run leaves when it dies right after step 1: an inactive store with its team id, no team.
    await key.createRow({
      databaseId: 'instamg',
      tableId: 'stores',
      rowId: applicant.user.$id,
      data: {
        name: 'Green Cross Pharmacy',
        address: 'x',
        city: 'Bengaluru',
        state: 'Karnataka',
        postal_code: '560034',
        location: [77.6245, 12.9352],
        phone: '9876543210',
        drug_license_number: 'KA-B1-20-12345',
        gstin: '29AAGCB7383J1Z4',
        is_active: false,
        team_id: 'interruptedteam1',
      },
    });
    await expect(teams.get({ teamId: 'interruptedteam1' })).rejects.toMatchObject({ code: 404 });

    const resumed = await review(admin, 'approve', applicant.user.$id);
    expect([resumed.status, resumed.body.application.status]).toEqual([200, 'approved']);
    await expect(teams.get({ teamId: 'interruptedteam1' })).resolves.toMatchObject({ $id: 'interruptedteam1' });
    expect((await teams.listMemberships({ teamId: 'interruptedteam1' })).memberships.map((m) => m.userId)).toEqual([
      applicant.user.$id,
    ]);
    expect((await storeOf(applicant.user.$id)).is_active).toBe(true);
    expect((await storeAdminsOf(applicant.user.$id)).total).toBe(1);
    await expect(
      key.getRow({ databaseId: 'instamg', tableId: 'store_bank_details', rowId: applicant.user.$id }),
    ).resolves.toMatchObject({ account_masked: 'XXXXXX6789' });
  });

  it('refuses to approve into a team someone else created with the store’s team id', async () => {
    const applicant = await submitted('hijack');
    const intruder = await person(t, 'intruder');
    await key.createRow({
      databaseId: 'instamg',
      tableId: 'stores',
      rowId: applicant.user.$id,
      data: {
        name: 'Green Cross Pharmacy',
        address: 'x',
        city: 'Bengaluru',
        state: 'Karnataka',
        postal_code: '560034',
        location: [77.6245, 12.9352],
        phone: '9876543210',
        drug_license_number: 'KA-B1-20-12345',
        gstin: '29AAGCB7383J1Z4',
        is_active: false,
        team_id: 'hijackedteam1',
      },
    });
    await intruder.teams.create({ teamId: 'hijackedteam1', name: 'Mine now' });
    const reply = await review(admin, 'approve', applicant.user.$id);
    expect(reply.status).toBe(500);
    expect((await storeOf(applicant.user.$id)).is_active).toBe(false);
    expect((await storeAdminsOf(applicant.user.$id)).total).toBe(0);
    expect(await locatedNear(admin)).not.toContain(applicant.user.$id);
  });

  it('answers 404 for an unknown application and 400 for a malformed id', async () => {
    expect((await review(admin, 'approve', 'nosuchapplication')).body.code).toBe('application_not_found');
    expect((await review(admin, 'approve', '../x')).body.code).toBe('invalid_input');
  });
});

describe('store-onboarding open_review (issue 17 §4)', () => {
  it('an admin opening a submitted application makes it under review once; the applicant sees it; others cannot', async () => {
    const applicant = await submitted('opened');
    const id = applicant.user.$id;
    const byApplicant = await review(applicant, 'open_review', id);
    expect([byApplicant.status, byApplicant.body.code]).toEqual([403, 'not_allowed']);

    const [first, second] = await Promise.all([review(admin, 'open_review', id), review(admin, 'open_review', id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const row = await applicant.tablesDB.getRow({ databaseId: 'instamg', tableId: 'store_applications', rowId: id });
    expect(row.status).toBe('under_review');
    expect((await auditOf(id)).rows.filter((r) => r.action === 'open_review')).toHaveLength(1);

    // Opening it again, or once decided, changes nothing.
    const changes = await review(admin, 'request_changes', id, 'Please upload a clearer Form 20.');
    expect(changes.body.application.status).toBe('changes_requested');
    const reopened = await review(admin, 'open_review', id);
    expect(reopened.body.application.status).toBe('changes_requested');
  });
});

describe('store-onboarding e-mails (issue 17 §4)', () => {
  const subjectsTo = async (email: string): Promise<string[]> => {
    const res = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(email)}`);
    const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
    return messages.map((m) => m.subject).reverse();
  };

  it('mails the applicant when changes are requested (with the note), and once when approved however often it runs', async () => {
    const applicant = await submitted('mailed');
    const id = applicant.user.$id;
    await review(admin, 'request_changes', id, 'Please upload the Form 20 licence again.');
    const res = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(applicant.user.email)}`);
    const [changes] = ((await res.json()) as { messages: { subject: string; text: string }[] }).messages;
    expect(changes).toMatchObject({ subject: 'Your instamg partner application needs changes' });
    expect(changes!.text).toContain('Please upload the Form 20 licence again.');

    expect((await onboard(applicant, 'submit', await applicationOf(applicant))).status).toBe(200);
    const approvals = await Promise.all([review(admin, 'approve', id), review(admin, 'approve', id)]);
    expect(approvals.map((reply) => reply.status)).toEqual([200, 200]);
    expect((await review(admin, 'approve', id)).status).toBe(200);
    expect(await subjectsTo(applicant.user.email)).toEqual([
      'Your instamg partner application needs changes',
      'Your pharmacy is live on instamg',
    ]);
  });

  it('mails the applicant the reason when rejected', async () => {
    const applicant = await submitted('mailed-rejected');
    await review(admin, 'reject', applicant.user.$id, 'The premises are outside India.');
    expect(await subjectsTo(applicant.user.email)).toEqual(['Your instamg partner application was not approved']);
  });
});

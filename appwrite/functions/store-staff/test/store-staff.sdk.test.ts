import { ID, Permission, Query, Role, TablesDB, Teams, Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earningsReadPermissions } from '@instamg/shared/domain/settlement/earnings-access';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { run } from '../../../dev-server/test/orders-fixtures.ts';
import { createWebClient, signIn, signUpAndSignIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';
import {
  STAFF_INVITATIONS_PER_WINDOW_MAX,
  STAFF_INVITES_PER_ADDRESS_MAX,
  STAFF_OPEN_INVITATIONS_MAX,
} from '@instamg/shared/domain/store-staff';
import { DEV_INVITATION_SECRET, signInvitationToken } from '../src/invitation-token.ts';
import { refreshStoreDay } from '../../lib/orders/rollups.ts';

/**
 * store-staff through the SDK (issue 18 §7–8): only the owner and store admins invite, re-role and
 * remove; the invitation is a signed link in the invitee's mailbox (the dev outbox); accepting it
 * makes exactly one membership and one store_admins row (and a pending pharmacist registration a
 * platform admin confirms through admin-moderation); forged, expired, used and revoked links are refused. And who reads
 * what, per role, from the rows the panel reads (row placement, not the UI).
 */

const DB = 'instamg';
let t: TestServer;
let tablesDB: TablesDB;
let teams: Teams;
let n = 0;

type Member = SignedInUser;
interface Store {
  id: string;
  team: string;
}
let X: Store;
let Y: Store;
const people = {} as Record<'owner' | 'admin' | 'manager' | 'staff' | 'pharmacist' | 'ownerY' | 'platform', Member>;

const unverifiedAccount = (label: string, email = `${label}.${Date.now().toString(36)}${++n}@instamg.test`) =>
  signUpAndSignIn(t, {
    email,
    password: 'correct horse battery',
    name: `${label[0]!.toUpperCase()}${label.slice(1)} Person`,
  });
const verifyEmail = (who: Member) =>
  new Users(t.serverClient()).updateEmailVerification({ userId: who.user.$id, emailVerification: true });
/** A person who owns (has verified) their e-mail address: only they may accept an invitation to it. */
const account = async (label: string) => {
  const who = await unverifiedAccount(label);
  await verifyEmail(who);
  return who;
};

async function makeStore(label: string): Promise<Store> {
  const team = await teams.create({ teamId: ID.unique(), name: `Store ${label}` });
  const id = `staff-${label}`;
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'stores',
    rowId: id,
    data: {
      name: `Staff Test Pharmacy ${label}`,
      address: '1 Test Road',
      city: 'New Delhi',
      state: 'Delhi',
      postal_code: '110001',
      location: [77.2, 28.6],
      phone: '+911100000000',
      drug_license_number: `DL-STAFF-${label}`,
      gstin: '07AAAAA0000A1Z5',
      is_active: true,
      team_id: team.$id,
    },
  });
  return { id, team: team.$id };
}

async function join(store: Store, who: Member, role: string, extra: string[] = []): Promise<void> {
  await teams.createMembership({ teamId: store.team, roles: [role, ...extra], userId: who.user.$id });
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_admins',
    rowId: ID.unique(),
    data: { user_id: who.user.$id, store_id: store.id, role },
    permissions: [Permission.read(Role.user(who.user.$id))],
  });
}

const staff = (who: Member, body: Record<string, unknown>) => run(who, 'store-staff', body);

async function outboxLink(email: string): Promise<string> {
  const res = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
  const match = /invitation=([^\s]+)/.exec(messages[0]?.text ?? '');
  if (!match) throw new Error(`no invitation mail for ${email}: ${JSON.stringify(messages)}`);
  return decodeURIComponent(match[1]!);
}

const membershipsOf = async (store: Store, userId: string) =>
  (await teams.listMemberships({ teamId: store.team, queries: [Query.limit(100)] })).memberships.filter(
    (m) => m.userId === userId,
  );
const adminRowsOf = async (store: Store, userId: string) =>
  (
    await tablesDB.listRows({
      databaseId: DB,
      tableId: 'store_admins',
      queries: [Query.equal('store_id', store.id), Query.equal('user_id', userId)],
    })
  ).rows;

beforeAll(async () => {
  t = await startTestServer();
  tablesDB = new TablesDB(t.serverClient());
  teams = new Teams(t.serverClient());
  [X, Y] = await Promise.all([makeStore('x'), makeStore('y')]);
  const [owner, admin, manager, staffMember, pharmacist, ownerY, platform] = await Promise.all(
    ['owner', 'admin', 'manager', 'staff', 'pharmacist', 'ownery', 'platform'].map(account),
  );
  Object.assign(people, { owner, admin, manager, staff: staffMember, pharmacist, ownerY, platform });
  await join(X, owner!, 'owner');
  await join(X, admin!, 'admin');
  await join(X, manager!, 'manager');
  await join(X, staffMember!, 'staff');
  await join(X, pharmacist!, 'staff', ['pharmacist']);
  await join(Y, ownerY!, 'owner');
  await new Users(t.serverClient()).updateLabels({ userId: platform!.user.$id, labels: ['admin'] });
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_pharmacists',
    rowId: ID.unique(),
    permissions: [`read("user:${pharmacist!.user.$id}")`, `read("team:${X.team}")`],
    data: {
      user_id: pharmacist!.user.$id,
      store_id: X.id,
      name: 'Registered Pharmacist',
      pharmacy_council: 'Delhi Pharmacy Council',
      registration_number: 'DPC/R/1',
      confirmed_by: platform!.user.$id,
      confirmed_at: new Date().toISOString(),
      is_active: true,
    },
  });
}, 90_000);
afterAll(async () => {
  await t?.close();
});

describe('store-staff: who may manage the staff', () => {
  it('manager, staff and pharmacist get 403; another store, a customer, a platform admin 404; a guest 401', async () => {
    const invitee = await account('nobody');
    const attempts = [
      { action: 'list', store_id: X.id },
      { action: 'invite', store_id: X.id, email: invitee.user.email, role: 'staff' },
      { action: 'invite', store_id: X.id, email: `never-made.${n}@instamg.test`, role: 'staff' },
      { action: 'change_role', store_id: X.id, user_id: people.staff.user.$id, role: 'manager' },
      { action: 'remove', store_id: X.id, user_id: people.staff.user.$id },
    ];
    for (const body of attempts) {
      for (const who of [people.manager, people.staff, people.pharmacist])
        expect(await staff(who, body)).toMatchObject({ status: 403, body: { code: 'staff_role_forbidden' } });
      for (const who of [people.ownerY, invitee, people.platform])
        expect(await staff(who, body)).toMatchObject({ status: 404, body: { code: 'store_not_found' } });
    }
    // A guest cannot run the function at all (execute: users).
    await expect(
      createWebClient(t.endpoint, t.projectId).functions.createExecution({
        functionId: 'store-staff',
        body: JSON.stringify(attempts[1]),
      }),
    ).rejects.toMatchObject({ code: 401 });
    // Nothing changed: staff is still staff, on the team, nobody was invited, no account was made.
    const made = await new Users(t.serverClient()).list({
      queries: [Query.equal('email', [`never-made.${n}@instamg.test`])],
    });
    expect(made.total).toBe(0);
    expect((await adminRowsOf(X, people.staff.user.$id)).map((r) => r.role)).toEqual(['staff']);
    expect(
      (
        await tablesDB.listRows({
          databaseId: DB,
          tableId: 'staff_invitations',
          queries: [Query.equal('store_id', X.id)],
        })
      ).total,
    ).toBe(0);
  });

  it('the owner is never demoted or removed, and nobody changes their own role', async () => {
    for (const who of [people.admin, people.owner]) {
      expect(
        await staff(who, { action: 'change_role', store_id: X.id, user_id: people.owner.user.$id, role: 'staff' }),
      ).toMatchObject({ status: 403, body: { code: 'owner_protected' } });
      expect(await staff(who, { action: 'remove', store_id: X.id, user_id: people.owner.user.$id })).toMatchObject({
        status: 403,
        body: { code: 'owner_protected' },
      });
    }
    expect(
      await staff(people.admin, {
        action: 'change_role',
        store_id: X.id,
        user_id: people.admin.user.$id,
        role: 'manager',
      }),
    ).toMatchObject({ status: 403, body: { code: 'own_role_forbidden' } });
    expect(
      await staff(people.admin, { action: 'remove', store_id: X.id, user_id: people.admin.user.$id }),
    ).toMatchObject({ status: 403, body: { code: 'own_role_forbidden' } });
    expect((await membershipsOf(X, people.owner.user.$id))[0]?.roles).toEqual(['owner']);
  });

  it('the owner lists the team with names, e-mails, roles and pharmacist status', async () => {
    const reply = await staff(people.owner, { action: 'list', store_id: X.id });
    expect(reply.status).toBe(200);
    const members = reply.body.members as Array<Record<string, unknown>>;
    expect(members.map((m) => [m.email, m.role]).sort()).toEqual(
      [people.owner, people.admin, people.manager, people.staff, people.pharmacist]
        .map((p) => [
          p.user.email,
          p === people.pharmacist ? 'staff' : p === people.owner ? 'owner' : p.user.name.split(' ')[0]!.toLowerCase(),
        ])
        .sort(),
    );
    expect(members.find((m) => m.user_id === people.pharmacist.user.$id)?.pharmacist).toMatchObject({
      status: 'confirmed',
      council: 'Delhi Pharmacy Council',
    });
  });
});

describe('store-staff: invitation, acceptance, confirmation', () => {
  it('invite a pharmacist → signed link in the outbox → accept makes one membership and one store_admins row; a platform admin confirms', async () => {
    const invitee = await account('invitee');
    const invited = await staff(people.admin, {
      action: 'invite',
      store_id: X.id,
      email: invitee.user.email.toUpperCase(),
      role: 'manager',
      pharmacist: { name: 'Meera Iyer', council: 'Delhi Pharmacy Council', registration_number: 'DPC/R/2024/0001' },
    });
    expect(invited).toMatchObject({
      status: 200,
      body: { sent: true, invitation: { role: 'manager', status: 'pending' } },
    });
    // The invitation row: the store's owner and admin roles read it; manager and staff do not.
    const invitationId = (invited.body.invitation as { $id: string }).$id;
    for (const who of [people.owner, people.admin])
      expect(
        (await who.tablesDB.getRow({ databaseId: DB, tableId: 'staff_invitations', rowId: invitationId })).$id,
      ).toBe(invitationId);
    for (const who of [people.manager, people.staff, people.pharmacist, people.ownerY, invitee])
      await expect(
        who.tablesDB.getRow({ databaseId: DB, tableId: 'staff_invitations', rowId: invitationId }),
      ).rejects.toMatchObject({ code: 404 });

    const token = await outboxLink(invitee.user.email);
    // Someone else signed in cannot use the link.
    expect(await staff(people.ownerY, { action: 'accept', token })).toMatchObject({
      status: 403,
      body: { code: 'invitation_wrong_account' },
    });
    const accepted = await staff(invitee, { action: 'accept', token });
    expect(accepted).toMatchObject({ status: 200, body: { store_id: X.id, role: 'manager', pharmacist: 'pending' } });
    // Single-use (security round 3): a second accept, even by the same account, is refused and changes nothing.
    expect(await staff(invitee, { action: 'accept', token })).toMatchObject({
      status: 409,
      body: { code: 'invitation_used' },
    });
    const memberships = await membershipsOf(X, invitee.user.$id);
    expect(memberships).toHaveLength(1);
    expect(memberships[0]!.roles.sort()).toEqual(['manager', 'pharmacist']);
    expect((await adminRowsOf(X, invitee.user.$id)).map((r) => r.role)).toEqual(['manager']);
    // The invitee reads their own store_admins row (the route guard's read).
    expect(
      (await invitee.tablesDB.listRows({ databaseId: DB, tableId: 'store_admins' })).rows.map((r) => r.store_id),
    ).toEqual([X.id]);
    // Someone else cannot reuse the used link.
    expect(await staff(people.staff, { action: 'accept', token })).toMatchObject({
      status: 409,
      body: { code: 'invitation_used' },
    });

    // Pending: the pharmacist flag does not let them verify yet (no confirmed registration).
    const registration = async () =>
      (
        await tablesDB.listRows({
          databaseId: DB,
          tableId: 'store_pharmacists',
          queries: [Query.equal('store_id', X.id), Query.equal('user_id', invitee.user.$id)],
        })
      ).rows;
    expect(await registration()).toMatchObject([
      { is_active: false, confirmed_at: null, registration_number: 'DPC/R/2024/0001' },
    ]);
    const listed = await staff(people.owner, { action: 'list', store_id: X.id });
    expect(
      (listed.body.members as Array<{ user_id: string; pharmacist: unknown }>).find(
        (m) => m.user_id === invitee.user.$id,
      )?.pharmacist,
    ).toMatchObject({ status: 'pending' });

    // Only a platform admin confirms, through admin-moderation (the one confirmation; store-staff has none).
    expect(
      await staff(people.platform, { action: 'confirm_pharmacist', store_id: X.id, user_id: invitee.user.$id }),
    ).toMatchObject({ status: 400, body: { code: 'invalid_action' } });
    const confirm = { action: 'confirm_pharmacist', pharmacist_id: (await registration())[0]!.$id };
    for (const who of [people.owner, people.admin, invitee])
      expect(await run(who, 'admin-moderation', confirm)).toMatchObject({
        status: 401,
        body: { code: 'admin_required' },
      });
    expect(await registration()).toMatchObject([{ is_active: false, confirmed_at: null }]);
    expect(await run(people.platform, 'admin-moderation', confirm)).toMatchObject({
      status: 200,
      body: { pharmacist: { is_active: true, confirmed_by: people.platform.user.$id } },
    });
    expect(await registration()).toMatchObject([{ is_active: true, confirmed_by: people.platform.user.$id }]);
    // The team role came with the accept; the confirmation leaves the membership as it was.
    expect((await membershipsOf(X, invitee.user.$id))[0]!.roles.sort()).toEqual(['manager', 'pharmacist']);
    expect(
      (
        (await staff(people.owner, { action: 'list', store_id: X.id })).body.members as Array<{
          user_id: string;
          pharmacist: unknown;
        }>
      ).find((m) => m.user_id === invitee.user.$id)?.pharmacist,
    ).toMatchObject({ status: 'confirmed' });
  });

  it('a forged, expired, revoked or malformed link is refused and changes nothing', async () => {
    const invitee = await account('refused');
    const invited = await staff(people.owner, {
      action: 'invite',
      store_id: X.id,
      email: invitee.user.email,
      role: 'staff',
    });
    expect(invited.status).toBe(200);
    const token = await outboxLink(invitee.user.email);
    const [id, ms, sig] = token.split('.') as [string, string, string];
    // Signed with another secret, or the expiry pushed out without the secret.
    const forged = signInvitationToken('not-the-server-secret-but-long-enough-000', id, new Date(Number(ms)));
    for (const bad of [forged, `${id}.${Number(ms) + 3_600_000}.${sig}`, 'garbage', `${id}.${ms}`])
      expect(await staff(invitee, { action: 'accept', token: bad })).toMatchObject({
        status: 400,
        body: { code: 'invitation_invalid' },
      });
    // A correctly signed link whose time has passed (signed here with the dev server's secret).
    expect(
      await staff(invitee, {
        action: 'accept',
        token: signInvitationToken(DEV_INVITATION_SECRET, id, new Date(Date.now() - 1000)),
      }),
    ).toMatchObject({ status: 410, body: { code: 'invitation_expired' } });
    // Withdrawn by the store.
    expect(await staff(people.admin, { action: 'revoke_invitation', store_id: X.id, invitation_id: id })).toMatchObject(
      {
        status: 200,
        body: { invitation: { status: 'revoked' } },
      },
    );
    expect(await staff(invitee, { action: 'accept', token })).toMatchObject({
      status: 410,
      body: { code: 'invitation_revoked' },
    });
    expect(await membershipsOf(X, invitee.user.$id)).toEqual([]);
    expect(await adminRowsOf(X, invitee.user.$id)).toEqual([]);
  });

  it('someone new to instamg: the invitation makes an account without a password; recovery sets it; they join', async () => {
    const email = `new.hire.${Date.now().toString(36)}@instamg.test`;
    const invited = await staff(people.owner, { action: 'invite', store_id: X.id, email, role: 'staff' });
    expect(invited).toMatchObject({ status: 200, body: { sent: true, new_account: true } });
    const users = new Users(t.serverClient());
    const [made] = (await users.list({ queries: [Query.equal('email', [email])] })).users;
    expect(made).toBeDefined();
    // Nobody can sign in as it before the owner of the address sets a password.
    const guess = createWebClient(t.endpoint, t.projectId);
    await expect(
      guess.account.createEmailPasswordSession({ email, password: 'correct horse battery' }),
    ).rejects.toMatchObject({
      code: 401,
    });
    const token = await outboxLink(email);
    // "Set a password" on the invitation page is password recovery to the invited address.
    await guess.account.createRecovery({ email, url: 'http://localhost:3100/auth?mode=reset' });
    const res = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(email)}`);
    const { messages } = (await res.json()) as { messages: { links: string[] }[] };
    const recovery = messages
      .flatMap((m) => m.links)
      .map((l) => /userId=([^&]+)&secret=([^&]+)/.exec(l))
      .find(Boolean);
    if (!recovery) throw new Error(`no recovery mail: ${JSON.stringify(messages)}`);
    await guess.account.updateRecovery({ userId: recovery[1]!, secret: recovery[2]!, password: 'a new hire password' });
    const hire = await signIn(t, { email, password: 'a new hire password' });
    expect(await staff(hire, { action: 'accept', token })).toMatchObject({ status: 200, body: { role: 'staff' } });
    expect(await membershipsOf(X, made!.$id)).toHaveLength(1);
    expect(await adminRowsOf(X, made!.$id)).toHaveLength(1);
    await staff(people.owner, { action: 'remove', store_id: X.id, user_id: made!.$id });
  });

  it('a store has at most STAFF_OPEN_INVITATIONS_MAX open invitations (each may make an account)', async () => {
    const open = (await staff(people.ownerY, { action: 'list', store_id: Y.id })).body.invitations as unknown[];
    for (let i = open.length; i < STAFF_OPEN_INVITATIONS_MAX; i++)
      expect(
        await staff(people.ownerY, {
          action: 'invite',
          store_id: Y.id,
          email: `cap${i}.${n}@instamg.test`,
          role: 'staff',
        }),
      ).toMatchObject({ status: 200 });
    expect(
      await staff(people.ownerY, {
        action: 'invite',
        store_id: Y.id,
        email: `cap-over.${n}@instamg.test`,
        role: 'staff',
      }),
    ).toMatchObject({ status: 409, body: { code: 'too_many_invitations' } });
    // A new link to an address already invited replaces the old one: not refused by the cap.
    expect(
      await staff(people.ownerY, {
        action: 'invite',
        store_id: Y.id,
        email: `cap0.${n}@instamg.test`,
        role: 'manager',
      }),
    ).toMatchObject({ status: 200 });
  });

  it('an existing member and an owner invitation are refused', async () => {
    expect(
      await staff(people.owner, { action: 'invite', store_id: X.id, email: people.staff.user.email, role: 'staff' }),
    ).toMatchObject({ status: 409, body: { code: 'already_member' } });
    expect(
      await staff(people.owner, { action: 'invite', store_id: X.id, email: 'x@instamg.test', role: 'owner' }),
    ).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
  });

  it('change a role and remove a member: membership and store_admins row move together', async () => {
    const member = await account('member');
    await join(X, member, 'staff');
    expect(
      await staff(people.admin, { action: 'change_role', store_id: X.id, user_id: member.user.$id, role: 'manager' }),
    ).toMatchObject({ status: 200, body: { role: 'manager' } });
    expect((await membershipsOf(X, member.user.$id))[0]!.roles).toEqual(['manager']);
    expect((await adminRowsOf(X, member.user.$id)).map((r) => r.role)).toEqual(['manager']);
    expect(await staff(people.owner, { action: 'remove', store_id: X.id, user_id: member.user.$id })).toMatchObject({
      status: 200,
    });
    expect(await membershipsOf(X, member.user.$id)).toEqual([]);
    expect(await adminRowsOf(X, member.user.$id)).toEqual([]);
    // Each change is in the audit log (admins read it), with who did it.
    const audit = await tablesDB.listRows({
      databaseId: DB,
      tableId: 'audit_log',
      queries: [Query.equal('entity_id', X.id), Query.orderAsc('$createdAt'), Query.limit(100)],
    });
    const mine = audit.rows.filter((r) => String(r.before ?? '').includes(member.user.$id));
    expect(mine.map((r) => [r.action, r.actor_id, r.actor_role])).toEqual([
      ['staff_role_changed', people.admin.user.$id, 'store'],
      ['staff_removed', people.owner.user.$id, 'store'],
    ]);
  });

  it('a delivery rider (issue 38): invited and accepted like staff, but a store_admins row and no team membership; listed; kept by list; removed', async () => {
    const rider = await account('rider');
    const invited = await staff(people.owner, {
      action: 'invite',
      store_id: X.id,
      email: rider.user.email,
      role: 'delivery',
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    // A rider is never the pharmacist.
    expect(
      await staff(people.owner, {
        action: 'invite',
        store_id: X.id,
        email: 'r2@instamg.test',
        role: 'delivery',
        pharmacist: { name: 'A B', council: 'Delhi Pharmacy Council', registration_number: 'DPC/1' },
      }),
    ).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    const accepted = await staff(rider, { action: 'accept', token: await outboxLink(rider.user.email) });
    expect(accepted).toMatchObject({ status: 200, body: { role: 'delivery' } });
    // Not on the team: no `read("team:T")` row reaches them; their own store_admins row says "delivery".
    expect(await membershipsOf(X, rider.user.$id)).toEqual([]);
    expect((await adminRowsOf(X, rider.user.$id)).map((r) => r.role)).toEqual(['delivery']);
    for (const tableId of ['notifications', 'staff_invitations', 'store_daily_stats', 'store_bank_details'])
      expect((await rider.tablesDB.listRows({ databaseId: DB, tableId, queries: [] })).rows).toEqual([]);
    // They manage nobody (not on the team: the store does not exist for them).
    expect(await staff(rider, { action: 'list', store_id: X.id })).toMatchObject({ status: 404 });
    // list keeps the row (no membership by design) and shows the rider.
    const listed = await staff(people.owner, { action: 'list', store_id: X.id });
    expect(listed.body.members.find((mb: { user_id: string }) => mb.user_id === rider.user.$id)).toMatchObject({
      role: 'delivery',
      email: rider.user.email,
    });
    expect((await adminRowsOf(X, rider.user.$id)).map((r) => r.role)).toEqual(['delivery']);
    // Invited again: already the store's.
    expect(
      await staff(people.owner, { action: 'invite', store_id: X.id, email: rider.user.email, role: 'staff' }),
    ).toMatchObject({ status: 409, body: { code: 'already_member' } });
    // A team member is not made a rider by a role change, nor a rider a team member.
    expect(
      await staff(people.owner, {
        action: 'change_role',
        store_id: X.id,
        user_id: people.staff.user.$id,
        role: 'delivery',
      }),
    ).toMatchObject({ status: 409, body: { code: 'rider_role_fixed' } });
    expect(
      await staff(people.owner, { action: 'change_role', store_id: X.id, user_id: rider.user.$id, role: 'staff' }),
    ).toMatchObject({ status: 409, body: { code: 'rider_role_fixed' } });
    expect(await staff(people.owner, { action: 'remove', store_id: X.id, user_id: rider.user.$id })).toMatchObject({
      status: 200,
      body: { removed: true },
    });
    expect(await adminRowsOf(X, rider.user.$id)).toEqual([]);
  });

  it('list repairs a half-done step: a membership without its store_admins row gets one', async () => {
    const member = await account('halfdone');
    await teams.createMembership({ teamId: X.team, roles: ['staff'], userId: member.user.$id });
    expect(await adminRowsOf(X, member.user.$id)).toEqual([]);
    expect((await staff(people.owner, { action: 'list', store_id: X.id })).status).toBe(200);
    expect((await adminRowsOf(X, member.user.$id)).map((r) => r.role)).toEqual(['staff']);
  });
});

describe('who sees what (issue 18 §8), by row permissions', () => {
  type Who = 'owner' | 'admin' | 'manager' | 'staff' | 'pharmacist' | 'ownerY';
  const ROLES: Who[] = ['owner', 'admin', 'manager', 'staff', 'pharmacist', 'ownerY'];
  const canGet = async (who: Who, tableId: string, rowId: string) =>
    people[who].tablesDB.getRow({ databaseId: DB, tableId, rowId }).then(
      () => true,
      (e: { code?: number }) => {
        if (e.code === 404) return false;
        throw e;
      },
    );

  it('day figures: owner, admin, manager; earnings, payouts, bank details: owner and admin; notifications: the whole team', async () => {
    // The rollup row as the order functions write it (lib/orders/rollups.ts).
    const day = await refreshStoreDay(tablesDB, X.id, '2026-11-20', new Date(), X.team);
    const bank = await tablesDB.createRow({
      databaseId: DB,
      tableId: 'store_bank_details',
      rowId: ID.unique(),
      permissions: earningsReadPermissions(X.team),
      data: {
        store_id: X.id,
        account_holder: 'Staff Test Pharmacy',
        account_last4: '4567',
        account_masked: 'XXXXXX4567',
        ifsc: 'HDFC0001234',
        updated_at: new Date().toISOString(),
      },
    });
    const payout = await tablesDB.createRow({
      databaseId: DB,
      tableId: 'store_payouts',
      rowId: ID.unique(),
      permissions: earningsReadPermissions(X.team),
      data: {
        store_id: X.id,
        cycle_start: '2026-01-01T00:00:00.000+00:00',
        cycle_end: '2026-01-08T00:00:00.000+00:00',
        status: 'pending',
        orders_count: 0,
        adjustments_count: 0,
        gross_paise: 0,
        commission_paise: 0,
        commission_gst_paise: 0,
        tcs_paise: 0,
        tds_paise: 0,
        cod_collected_paise: 0,
        sales_net_paise: 0,
        adjustments_net_paise: 0,
        net_paise: 0,
        computed_at: new Date().toISOString(),
      },
    });
    const notice = await tablesDB.createRow({
      databaseId: DB,
      tableId: 'notifications',
      rowId: ID.unique(),
      permissions: [`read("team:${X.team}")`],
      data: { store_id: X.id, kind: 'new_order', title: 'New order', body: 'Order 1', dedupe_key: `n-${ID.unique()}` },
    });
    const expected: Record<string, Who[]> = {
      store_daily_stats: ['owner', 'admin', 'manager'],
      store_bank_details: ['owner', 'admin'],
      store_payouts: ['owner', 'admin'],
      notifications: ['owner', 'admin', 'manager', 'staff', 'pharmacist'],
    };
    const rows: Record<string, string> = {
      store_daily_stats: day.$id,
      store_bank_details: bank.$id,
      store_payouts: payout.$id,
      notifications: notice.$id,
    };
    const seen: Record<string, Who[]> = {};
    for (const table of Object.keys(expected)) {
      seen[table] = [];
      for (const who of ROLES) if (await canGet(who, table, rows[table]!)) seen[table].push(who);
    }
    expect(seen).toEqual(expected);
  });

  it('the functions agree: earnings and staff management for owner and admin only (each role through the SDK)', async () => {
    const day = '2026-11-20';
    const outcome = async (who: Who, functionId: string, body: Record<string, unknown>) =>
      (await run(people[who], functionId, body)).status;
    const earnings: Record<string, number> = {};
    const staffList: Record<string, number> = {};
    for (const who of ROLES) {
      earnings[who] = await outcome(who, 'store-earnings', { action: 'summary', store_id: X.id, from: day, to: day });
      staffList[who] = await outcome(who, 'store-staff', { action: 'list', store_id: X.id });
    }
    const expected = { owner: 200, admin: 200, manager: 403, staff: 403, pharmacist: 403, ownerY: 404 };
    expect(earnings).toEqual(expected);
    expect(staffList).toEqual(expected);
  });
});

describe('store team (security round 3)', () => {
  const auditOf = async (storeId: string, action: string) =>
    (
      await tablesDB.listRows({
        databaseId: DB,
        tableId: 'audit_log',
        queries: [Query.equal('entity_id', storeId), Query.equal('action', action), Query.limit(100)],
      })
    ).rows;
  const invitationRow = (id: string) => tablesDB.getRow({ databaseId: DB, tableId: 'staff_invitations', rowId: id });

  it('a removed store member rejoins silently: no — the link is single-use, removal closes it, each refusal is audited', async () => {
    const member = await account('rejoiner');
    const invited = await staff(people.owner, {
      action: 'invite',
      store_id: X.id,
      email: member.user.email,
      role: 'manager',
    });
    expect(invited.status).toBe(200);
    const invitationId = (invited.body.invitation as { $id: string }).$id;
    const token = await outboxLink(member.user.email);
    expect(await staff(member, { action: 'accept', token })).toMatchObject({ status: 200, body: { role: 'manager' } });
    // Single-use, also for the account that used it.
    expect(await staff(member, { action: 'accept', token })).toMatchObject({
      status: 409,
      body: { code: 'invitation_used' },
    });
    expect(await staff(people.owner, { action: 'remove', store_id: X.id, user_id: member.user.$id })).toMatchObject({
      status: 200,
    });
    // Removal closes the invitation they joined with; reopening the link within its 72 hours fails.
    expect(await invitationRow(invitationId)).toMatchObject({ status: 'revoked', accepted_by: member.user.$id });
    expect(await staff(member, { action: 'accept', token })).toMatchObject({
      status: 409,
      body: { code: 'invitation_used' },
    });
    expect(await membershipsOf(X, member.user.$id)).toEqual([]);
    expect(await adminRowsOf(X, member.user.$id)).toEqual([]);
    // No orders, no customers: nothing of the store reads as theirs.
    expect((await member.tablesDB.listRows({ databaseId: DB, tableId: 'store_admins' })).total).toBe(0);
    // The removal and both refused re-accepts are in the audit log.
    expect(
      (await auditOf(X.id, 'staff_removed')).filter((r) => String(r.before).includes(member.user.$id)),
    ).toHaveLength(1);
    const refused = (await auditOf(X.id, 'staff_invitation_reuse_refused')).filter(
      (r) => r.actor_id === member.user.$id,
    );
    expect(refused).toHaveLength(2);
    expect(JSON.parse(String(refused[1]!.after))).toMatchObject({ invitation_id: invitationId, status: 'revoked' });
  });

  it('store-staff accept requires a verified e-mail (account takeover by pre-registration)', async () => {
    // Someone signs up with another person's address (never verified) before the store invites it.
    const victimEmail = `victim.${Date.now().toString(36)}${++n}@instamg.test`;
    const squatter = await unverifiedAccount('squatter', victimEmail);
    expect(
      await staff(people.owner, { action: 'invite', store_id: X.id, email: victimEmail, role: 'staff' }),
    ).toMatchObject({ status: 200, body: { new_account: false } });
    const token = await outboxLink(victimEmail);
    expect(await staff(squatter, { action: 'accept', token })).toMatchObject({
      status: 403,
      body: { code: 'invitation_email_unverified' },
    });
    expect(await membershipsOf(X, squatter.user.$id)).toEqual([]);
    expect(await adminRowsOf(X, squatter.user.$id)).toEqual([]);
    // Once the address is proven (the verification link, or a password reset through it), it works.
    await verifyEmail(squatter);
    expect(await staff(squatter, { action: 'accept', token })).toMatchObject({ status: 200, body: { role: 'staff' } });
    await staff(people.owner, { action: 'remove', store_id: X.id, user_id: squatter.user.$id });
  });

  it("the store team's Appwrite owner is the platform, not the store owner: the Teams API refuses the owner", async () => {
    // `list` moves an owner membership written before this round off Appwrite's `owner` role.
    expect((await staff(people.owner, { action: 'list', store_id: X.id })).status).toBe(200);
    const all = (await teams.listMemberships({ teamId: X.team, queries: [Query.limit(100)] })).memberships;
    expect(all.filter((m) => m.roles.includes('owner'))).toEqual([]);
    expect((await membershipsOf(X, people.owner.user.$id))[0]!.roles).toEqual(['store_owner', 'admin']);
    const staffMembership = (await membershipsOf(X, people.staff.user.$id))[0]!;
    const outsider = await account('outsider');
    const refusals = [
      people.owner.teams.updateMembership({ teamId: X.team, membershipId: staffMembership.$id, roles: ['owner'] }),
      people.owner.teams.updateMembership({
        teamId: X.team,
        membershipId: staffMembership.$id,
        roles: ['staff', 'pharmacist'],
      }),
      people.owner.teams.createMembership({
        teamId: X.team,
        roles: ['owner'],
        userId: outsider.user.$id,
        url: 'http://localhost:3000/accept',
      }),
      people.owner.teams.deleteMembership({ teamId: X.team, membershipId: staffMembership.$id }),
      people.owner.teams.updateName({ teamId: X.team, name: 'Mine now' }),
      people.owner.teams.delete({ teamId: X.team }),
    ];
    for (const attempt of refusals) await expect(attempt).rejects.toMatchObject({ code: 401 });
    expect((await teams.get({ teamId: X.team })).name).toBe('Store x');
    expect((await membershipsOf(X, people.staff.user.$id))[0]!.roles).toEqual(['staff']);
    expect(await membershipsOf(X, outsider.user.$id)).toEqual([]);
    // The owner still runs the team through store-staff, and still reads what owners read.
    const invited = await staff(people.owner, {
      action: 'invite',
      store_id: X.id,
      email: outsider.user.email,
      role: 'staff',
    });
    expect(invited.status).toBe(200);
    const invitationId = (invited.body.invitation as { $id: string }).$id;
    expect(
      (await people.owner.tablesDB.getRow({ databaseId: DB, tableId: 'staff_invitations', rowId: invitationId })).$id,
    ).toBe(invitationId);
    expect(
      await staff(people.owner, { action: 'revoke_invitation', store_id: X.id, invitation_id: invitationId }),
    ).toMatchObject({ status: 200 });
    expect(
      await staff(people.admin, { action: 'remove', store_id: X.id, user_id: people.owner.user.$id }),
    ).toMatchObject({ status: 403, body: { code: 'owner_protected' } });
  });

  it('invitation rate limits: re-invites per address, invite + revoke leaves no account, the caps bind in parallel', async () => {
    const ownerZ = await account('ownerz');
    const Z = await makeStore('z');
    await join(Z, ownerZ, 'owner');
    const invite = (email: string) => staff(ownerZ, { action: 'invite', store_id: Z.id, email, role: 'staff' });
    // One address: a few new links a day, each one e-mail; then refused.
    const again = `again.${n}@instamg.test`;
    for (let i = 0; i < STAFF_INVITES_PER_ADDRESS_MAX; i++) expect((await invite(again)).status).toBe(200);
    expect(await invite(again)).toMatchObject({ status: 429, body: { code: 'invitation_rate_limited' } });
    const mails = await (await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(again)}`)).json();
    expect((mails as { messages: unknown[] }).messages).toHaveLength(STAFF_INVITES_PER_ADDRESS_MAX);
    // Invite + revoke: the passwordless account the invitation made goes with it; revoking gives no slot back.
    const users = new Users(t.serverClient());
    let made = STAFF_INVITES_PER_ADDRESS_MAX;
    for (; made < STAFF_INVITATIONS_PER_WINDOW_MAX; made++) {
      const email = `cycle${made}.${n}@instamg.test`;
      const reply = await invite(email);
      expect(reply, email).toMatchObject({ status: 200, body: { new_account: true } });
      const id = (reply.body.invitation as { $id: string }).$id;
      expect((await staff(ownerZ, { action: 'revoke_invitation', store_id: Z.id, invitation_id: id })).status).toBe(
        200,
      );
      expect((await users.list({ queries: [Query.equal('email', [email])] })).total, email).toBe(0);
    }
    expect(await invite(`cycle-over.${n}@instamg.test`)).toMatchObject({
      status: 429,
      body: { code: 'invitation_rate_limited' },
    });
    expect((await users.list({ queries: [Query.equal('email', [`cycle-over.${n}@instamg.test`])] })).total).toBe(0);
  });

  it('remove-vs-accept race: a member removed while an accept of their invitation is in flight stays out', async () => {
    // A member who still has an open invitation (sent before they joined through another one)
    // accepts it while the owner removes them. Run side by side, several times, so the two
    // executions interleave in different orders; whatever the order, they end up outside.
    for (let round = 0; round < 4; round++) {
      const member = await account(`racer${round}`);
      await join(X, member, 'staff');
      const expiresAt = new Date(Date.now() + 3_600_000);
      const invitation = await tablesDB.createRow({
        databaseId: DB,
        tableId: 'staff_invitations',
        rowId: ID.unique(),
        data: {
          store_id: X.id,
          email: member.user.email.toLowerCase(),
          role: 'manager',
          pharmacist: false,
          status: 'pending',
          invited_by: people.owner.user.$id,
          expires_at: expiresAt.toISOString(),
        },
      });
      const token = signInvitationToken(DEV_INVITATION_SECRET, invitation.$id, expiresAt);
      const [accepted, removed] = await Promise.all([
        staff(member, { action: 'accept', token }),
        // A beat later in some rounds, so the removal lands inside the accept's writes.
        new Promise((r) => setTimeout(r, round * 15)).then(() =>
          staff(people.owner, { action: 'remove', store_id: X.id, user_id: member.user.$id }),
        ),
      ]);
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      expect([200, 409, 410], JSON.stringify(accepted.body)).toContain(accepted.status);
      expect(await membershipsOf(X, member.user.$id)).toEqual([]);
      expect(await adminRowsOf(X, member.user.$id)).toEqual([]);
      // And the link does not bring them back afterwards.
      expect([409, 410]).toContain((await staff(member, { action: 'accept', token })).status);
      expect(await membershipsOf(X, member.user.$id)).toEqual([]);
    }
  });

  it('the open-invitation cap binds when invitations arrive at once', async () => {
    const ownerW = await account('ownerw');
    const W = await makeStore('w');
    await join(W, ownerW, 'owner');
    const burst = ++n;
    const replies = await Promise.all(
      Array.from({ length: STAFF_OPEN_INVITATIONS_MAX + 4 }, (_, i) =>
        staff(ownerW, { action: 'invite', store_id: W.id, email: `burst${i}.${burst}@instamg.test`, role: 'staff' }),
      ),
    );
    expect(replies.filter((r) => r.status === 200).length).toBeLessThanOrEqual(STAFF_OPEN_INVITATIONS_MAX);
    expect(replies.filter((r) => r.status !== 200).every((r) => r.body.code === 'too_many_invitations')).toBe(true);
    const open = await tablesDB.listRows({
      databaseId: DB,
      tableId: 'staff_invitations',
      queries: [Query.equal('store_id', W.id), Query.equal('status', 'pending'), Query.limit(100)],
    });
    expect(open.total).toBeLessThanOrEqual(STAFF_OPEN_INVITATIONS_MAX);
    // Every refused invitation left no account behind.
    const emails = Array.from({ length: STAFF_OPEN_INVITATIONS_MAX + 4 }, (_, i) => `burst${i}.${burst}@instamg.test`);
    const accounts = await new Users(t.serverClient()).list({
      queries: [Query.equal('email', emails), Query.limit(100)],
    });
    expect(accounts.total).toBe(open.total);
  });
});

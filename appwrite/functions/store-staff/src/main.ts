import { Messaging, ID, Query, TablesDB, Teams, Users, type Client, type Models } from 'node-appwrite';
import { pharmacistErrors } from '@instamg/shared/domain/partner/pharmacist';
import type { StoreAdminRole } from '@instamg/shared/domain/roles';
import {
  INVITABLE_ROLES,
  PHARMACIST_TEAM_ROLE,
  STAFF_INVITATION_TTL_HOURS,
  STAFF_INVITATION_WINDOW_HOURS,
  STAFF_INVITATIONS_PER_WINDOW_MAX,
  STAFF_INVITES_PER_ADDRESS_MAX,
  STAFF_OPEN_INVITATIONS_MAX,
  invitationReadPermissions,
  isInvitableRole,
  mayManageStaff,
  normaliseEmail,
  specRoleOf,
  staffChangeRefusal,
  withSpecRole,
} from '@instamg/shared/domain/store-staff';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { answerError, appwriteStatus, fail, replyError } from '../../lib/runtime/errors.ts';
import { invitationSecret, signInvitationToken, verifyInvitationToken } from './invitation-token.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { DELIVERY_ROLE, isTeamRole } from '@instamg/shared/domain/delivery-staff';
import { dropRiderAccess } from '../../lib/orders/deliveries.ts';
import type { OrderRow } from '../../lib/orders/rows.ts';
import {
  adminRowsOf,
  closeInvitationsOf,
  deleteAdminRows,
  deleteUnusedInviteeAccount,
  ensureAdminRow,
  ensureMembership,
  ensurePendingPharmacist,
  listMembers,
  pharmacistRowsOf,
  teamMembers,
  type StoreRow,
} from './members.ts';
import type { StaffInvitationsRow } from '@instamg/shared/appwrite/rows';

/**
 * store-staff (execute: users) — a store's staff (issue 18 §7). POST `{ action, … }`:
 * - `list` `{ store_id }` → `{ members, invitations }` (brings store_admins in line with the team);
 * - `invite` `{ store_id, email, role: admin | manager | staff, pharmacist?: { name, council,
 *   registration_number } }` → `{ invitation, sent, new_account }`: a signed link (HMAC,
 *   STAFF_INVITATION_TTL_HOURS) e-mailed to the account with that address (Appwrite Messaging; the
 *   dev outbox locally), made without a password when nobody uses the address yet (they set one by
 *   password recovery); at most STAFF_OPEN_INVITATIONS_MAX open invitations per store (409
 *   `too_many_invitations`), STAFF_INVITES_PER_ADDRESS_MAX links per address and
 *   STAFF_INVITATIONS_PER_WINDOW_MAX invitations of any outcome per store in
 *   STAFF_INVITATION_WINDOW_HOURS (429 `invitation_rate_limited`); each cap is checked again after
 *   the row is written, so parallel requests cannot pass it together;
 * - `revoke_invitation` `{ store_id, invitation_id }`, `change_role` `{ store_id, user_id, role }`,
 *   `remove` `{ store_id, user_id }`;
 *   all of these only for the store's owner or a store admin (team roles; 403
 *   `staff_role_forbidden` for its other members, 404 `store_not_found` outside the team); the
 *   owner is never changed or removed (403 `owner_protected`), nobody changes or removes themself
 *   (403 `own_role_forbidden`);
 * - `accept` `{ token }` → `{ store_id, role, pharmacist }`: the signed-in account whose e-mail the
 *   invitation names, and has verified, joins the team (membership first, then its store_admins row,
 *   then a pending store_pharmacists row, then the invitation is marked used; a run cut short is
 *   finished by accepting again); single-use: once accepted — and after `remove`, which closes it —
 *   it is refused to everyone, the account that used it too, and each refusal is audited
 *   (`staff_invitation_reuse_refused`); 400 `invitation_invalid` (forged, unknown), 410
 *   `invitation_expired` / `invitation_revoked`, 409 `invitation_used`, 403 `invitation_wrong_account`
 *   / `invitation_email_unverified`.
 * No store member holds Appwrite's team `owner` role (the owner's membership is `store_owner` +
 * `admin`, shared/src/domain/store-staff.ts): only this function, with the key, writes the team.
 * The pending registration is confirmed (or revoked) by a platform admin through admin-moderation
 * (`confirm_pharmacist` by its row id, /admin/prescriptions/pharmacists). The team role
 * `pharmacist` is granted here on accept; it lets nobody verify on its own (order-state also needs
 * a confirmed, active row, order-state/src/pharmacists.ts), so confirming or revoking never touches the team.
 */

const MANAGER_ACTIONS = ['list', 'invite', 'revoke_invitation', 'change_role', 'remove'] as const;
const ACTIONS = [...MANAGER_ACTIONS, 'accept'] as const;
type ManagerAction = (typeof MANAGER_ACTIONS)[number];

const ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
const readId = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) throw fail('invalid_input', `${name} must be an id.`);
  return value;
};
const appUrl = (): string => (process.env.PUBLIC_APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

async function loadStore(tablesDB: TablesDB, storeId: string): Promise<StoreRow> {
  try {
    return await tablesDB.getRow<StoreRow>({ databaseId: DATABASE_ID, tableId: TABLES.stores, rowId: storeId });
  } catch (error) {
    if (appwriteStatus(error) === 404) throw fail('store_not_found');
    throw error;
  }
}

/** The store, if the caller is its owner or a store admin; 404 outside its team, 403 for its other members. */
async function managedStore(client: Client, tablesDB: TablesDB, userId: string, storeId: string): Promise<StoreRow> {
  const store = await loadStore(tablesDB, storeId);
  const caller = await loadCaller(client, userId);
  const roles = caller.teams.get(store.team_id);
  if (!roles) throw fail('store_not_found');
  if (!mayManageStaff(roles)) throw fail('staff_role_forbidden');
  return store;
}

function readPharmacist(value: unknown): { name: string; council: string; registration_number: string } | null {
  if (value === undefined || value === null || value === false) return null;
  if (typeof value !== 'object')
    throw fail('invalid_input', 'pharmacist must be { name, council, registration_number }.');
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' ? x.trim() : '');
  const registration = {
    name: text(v.name),
    council: text(v.council),
    registration_number: text(v.registration_number),
  };
  const errors = Object.values(
    pharmacistErrors(registration.name, registration.council, registration.registration_number),
  );
  if (errors.length > 0) throw fail('invalid_input', errors[0]);
  return registration;
}

async function pendingInvitations(tablesDB: TablesDB, storeId: string): Promise<StaffInvitationsRow[]> {
  const rows = await tablesDB.listRows<StaffInvitationsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.staffInvitations,
    queries: [
      Query.equal('store_id', storeId),
      Query.equal('status', 'pending'),
      Query.orderDesc('$createdAt'),
      Query.limit(100),
    ],
  });
  return rows.rows;
}

/** The store's invitations of the rate-limit window, any status, plus its still-pending older ones. */
async function recentInvitations(tablesDB: TablesDB, storeId: string, now: Date): Promise<StaffInvitationsRow[]> {
  const since = new Date(now.getTime() - STAFF_INVITATION_WINDOW_HOURS * 3_600_000).toISOString();
  const [recent, pending] = await Promise.all([
    tablesDB.listRows<StaffInvitationsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.staffInvitations,
      queries: [Query.equal('store_id', storeId), Query.greaterThanEqual('$createdAt', since), Query.limit(100)],
    }),
    pendingInvitations(tablesDB, storeId),
  ]);
  const byId = new Map([...recent.rows, ...pending].map((row) => [row.$id, row]));
  return [...byId.values()];
}

/**
 * Which cap a new invitation to `email` passes over, or null. `mine` is the row this request has
 * just written (counted among the rows; the earlier link to the same address it replaces is not
 * an open one). Open = pending and not expired.
 */
function invitationCapRefusal(
  rows: StaffInvitationsRow[],
  email: string,
  now: Date,
  mine: StaffInvitationsRow | null,
): 'too_many_invitations' | 'invitation_rate_limited' | null {
  const since = now.getTime() - STAFF_INVITATION_WINDOW_HOURS * 3_600_000;
  const others = rows.filter((row) => row.$id !== mine?.$id);
  const inWindow = others.filter((row) => new Date(row.$createdAt).getTime() >= since);
  const extra = mine ? 0 : 1; // before writing, count the row about to be written
  const count = (list: StaffInvitationsRow[]) => list.length + (mine ? 1 : 0) + extra;
  if (count(inWindow.filter((row) => row.email === email)) > STAFF_INVITES_PER_ADDRESS_MAX)
    return 'invitation_rate_limited';
  if (count(inWindow) > STAFF_INVITATIONS_PER_WINDOW_MAX) return 'invitation_rate_limited';
  const open = others.filter(
    (row) => row.status === 'pending' && row.email !== email && new Date(row.expires_at).getTime() > now.getTime(),
  );
  if (count(open) > STAFF_OPEN_INVITATIONS_MAX) return 'too_many_invitations';
  return null;
}

const invitationView = (row: StaffInvitationsRow, now: Date) => ({
  $id: row.$id,
  email: row.email,
  role: row.role,
  pharmacist: row.pharmacist,
  status: row.status,
  expires_at: row.expires_at,
  expired: new Date(row.expires_at).getTime() <= now.getTime(),
});

async function invite(
  ctx: Context,
  client: Client,
  tablesDB: TablesDB,
  userId: string,
  store: StoreRow,
  body: Record<string, unknown>,
  now: Date,
) {
  const email = normaliseEmail(body.email);
  if (!email) throw fail('invalid_input', 'Enter the e-mail address of the person to invite.');
  if (!isInvitableRole(body.role)) throw fail('invalid_input', `role must be one of: ${INVITABLE_ROLES.join(', ')}.`);
  const pharmacist = readPharmacist(body.pharmacist);
  if (pharmacist && body.role === DELIVERY_ROLE)
    throw fail('invalid_input', 'A delivery rider cannot be invited as the pharmacist.');
  const secret = invitationSecret(process.env);
  if (!secret) throw fail('not_configured', 'Staff invitations need STAFF_INVITATION_SECRET on the server.');
  const users = new Users(client);
  const found = await users.list({ queries: [Query.equal('email', [email]), Query.limit(1)] });
  const existing = found.users[0];
  if (existing && (await teamMembers(new Teams(client), store.team_id)).some((m) => m.userId === existing.$id))
    throw fail('already_member');
  // A rider is the store's without a membership: their store_admins row says so.
  if (existing && (await adminRowsOf(tablesDB, store.$id, existing.$id)).length > 0) throw fail('already_member');
  const refusal = invitationCapRefusal(await recentInvitations(tablesDB, store.$id, now), email, now, null);
  if (refusal) throw fail(refusal);
  const expiresAt = new Date(now.getTime() + STAFF_INVITATION_TTL_HOURS * 3_600_000);
  const row = await tablesDB.createRow<StaffInvitationsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.staffInvitations,
    rowId: ID.unique(),
    data: {
      store_id: store.$id,
      email,
      role: body.role,
      pharmacist: pharmacist !== null,
      pharmacist_name: pharmacist?.name ?? null,
      pharmacy_council: pharmacist?.council ?? null,
      registration_number: pharmacist?.registration_number ?? null,
      status: 'pending',
      invited_by: userId,
      expires_at: expiresAt.toISOString(),
      accepted_by: null,
      accepted_at: null,
    },
    permissions: invitationReadPermissions(store.team_id),
  });
  // The caps again, now that this row is written: of requests running at once, the ones that would
  // pass a cap together are refused (each one sees the rows of all that wrote before it checked).
  const after = invitationCapRefusal(await recentInvitations(tablesDB, store.$id, now), email, now, row);
  if (after) {
    await tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.staffInvitations, rowId: row.$id });
    throw fail(after);
  }
  // Someone new to instamg gets an account with no password (Appwrite mails only to a user): the
  // e-mail tells them to set one through "Forgot password", which proves they own the address.
  // Made only once the invitation has passed every cap; revoking it deletes the account again
  // while nobody has used it (members.ts deleteUnusedInviteeAccount).
  const invitee = existing ?? (await users.create({ userId: ID.unique(), email, name: pharmacist?.name ?? '' }));
  const newAccount = !existing;
  // A new invitation replaces an earlier one to the same address: only the newest link works.
  for (const old of await pendingInvitations(tablesDB, store.$id))
    if (old.email === email && old.$id !== row.$id)
      await tablesDB.updateRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.staffInvitations,
        rowId: old.$id,
        data: { status: 'revoked' },
      });
  await writeAudit(tablesDB, {
    actorId: userId,
    actorRole: 'store',
    action: 'staff_invited',
    entityType: 'store',
    entityId: store.$id,
    before: null,
    after: { invitation_id: row.$id, email, role: body.role, pharmacist: pharmacist !== null, new_account: newAccount },
  });
  const link = `${appUrl()}/pharmacy-partner?invitation=${encodeURIComponent(signInvitationToken(secret, row.$id, expiresAt))}`;
  const as = pharmacist ? `${body.role} and registered pharmacist` : body.role;
  const content = [
    `You are invited to join ${store.name} on instamg as ${as}.`,
    '',
    `Open this link while signed in as ${email} to accept (it works for ${STAFF_INVITATION_TTL_HOURS} hours):`,
    link,
    '',
    newAccount
      ? `You are new to instamg: on that page choose "Set a password", use ${email}, and follow the link we e-mail you.`
      : '',
    pharmacist
      ? 'You can verify prescriptions once an instamg administrator has confirmed your pharmacy council registration.'
      : '',
    'If you were not expecting this, ignore this e-mail.',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  let sent = true;
  try {
    await new Messaging(client).createEmail({
      messageId: ID.unique(),
      subject: `Join ${store.name} on instamg`,
      content,
      users: [invitee.$id],
    });
  } catch (error) {
    sent = false;
    ctx.error(`invitation ${row.$id} not e-mailed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { invitation: invitationView(row, now), sent, new_account: newAccount };
}

/**
 * Takes back what an accept wrote when its invitation was closed meanwhile. Someone who was not on
 * the team before leaves it again; a member from before gets their previous roles back — only by
 * updating, never re-creating, so a removal that deleted the membership meanwhile stands.
 */
async function undoAccept(
  tablesDB: TablesDB,
  teams: Teams,
  store: StoreRow,
  userId: string,
  before: Models.Membership | null,
  beforeRole: StoreAdminRole | null,
): Promise<void> {
  const current = (await teamMembers(teams, store.team_id)).find((m) => m.userId === userId);
  if (!before || !beforeRole) {
    if (current)
      await teams.deleteMembership({ teamId: store.team_id, membershipId: current.$id }).catch((e: unknown) => {
        if (appwriteStatus(e) !== 404) throw e;
      });
    await deleteAdminRows(tablesDB, store.$id, userId);
    return;
  }
  if (!current) {
    await deleteAdminRows(tablesDB, store.$id, userId);
    return;
  }
  await teams
    .updateMembership({ teamId: store.team_id, membershipId: current.$id, roles: before.roles })
    .catch((e: unknown) => {
      if (appwriteStatus(e) !== 404) throw e;
    });
  await ensureAdminRow(tablesDB, store.$id, userId, beforeRole);
}

async function accept(ctx: Context, client: Client, tablesDB: TablesDB, userId: string, token: unknown, now: Date) {
  const secret = invitationSecret(process.env);
  if (!secret) throw fail('not_configured', 'Staff invitations need STAFF_INVITATION_SECRET on the server.');
  const check = verifyInvitationToken(secret, token, now);
  if (!check.ok) throw fail(check.reason === 'expired' ? 'invitation_expired' : 'invitation_invalid');
  const row = await tablesDB
    .getRow<StaffInvitationsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.staffInvitations,
      rowId: check.invitationId,
    })
    .catch((error: unknown) => {
      if (appwriteStatus(error) === 404) throw fail('invitation_invalid');
      throw error;
    });
  if (new Date(row.expires_at).getTime() !== check.expiresAt.getTime()) throw fail('invitation_invalid');
  // Single-use: a link that was accepted once is spent, for the account that used it too (a member
  // removed since cannot reopen it to rejoin); every such attempt is in the audit log.
  if (row.status === 'accepted' || row.accepted_by) {
    await writeAudit(tablesDB, {
      actorId: userId,
      actorRole: 'store',
      action: 'staff_invitation_reuse_refused',
      entityType: 'store',
      entityId: row.store_id,
      before: null,
      after: { invitation_id: row.$id, user_id: userId, accepted_by: row.accepted_by, status: row.status },
    });
    throw fail('invitation_used');
  }
  if (row.status === 'revoked') throw fail('invitation_revoked');
  const user = await new Users(client).get({ userId });
  if (user.email.toLowerCase() !== row.email) throw fail('invitation_wrong_account');
  // Only the proven owner of the address: an account someone registered with another person's
  // address (never verified) does not reach the store that person is invited to.
  if (!user.emailVerification) throw fail('invitation_email_unverified');
  const store = await loadStore(tablesDB, row.store_id);
  const teams = new Teams(client);
  // 1. The membership (the source of truth; Appwrite's permissions follow it). Someone already on
  // the team (the owner, say) keeps their role; the pharmacist flag is added beside it.
  const existing = (await teamMembers(teams, store.team_id)).find((m) => m.userId === userId);
  const currentRole = existing ? specRoleOf(existing.roles) : null;
  // A rider never joins the team (ADR 0011): someone on it already stays what they are.
  if (row.role === DELIVERY_ROLE && existing) throw fail('already_member');
  const role: StoreAdminRole = currentRole === 'owner' ? 'owner' : row.role;
  const roles = withSpecRole(existing?.roles ?? [], role);
  if (row.pharmacist && !roles.includes(PHARMACIST_TEAM_ROLE)) roles.push(PHARMACIST_TEAM_ROLE);
  // 4. Remove-vs-accept race (issue 32): a removal (or revocation) that ran while this accept was
  // writing closed the invitation first (remove closes before it deletes). Re-read it once the
  // membership is written (or a write failed under it): closed means the removal may have run
  // before our write, so undo ours.
  const closedMeanwhile = async (): Promise<boolean> => {
    const latest = await tablesDB.getRow<StaffInvitationsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.staffInvitations,
      rowId: row.$id,
    });
    // 'accepted' is this same person's other accept of the link running at once: theirs stands.
    if (latest.status !== 'revoked') return false;
    await undoAccept(tablesDB, teams, store, userId, existing ?? null, currentRole);
    await writeAudit(tablesDB, {
      actorId: userId,
      actorRole: 'store',
      action: 'staff_join_undone',
      entityType: 'store',
      entityId: store.$id,
      before: null,
      after: { invitation_id: row.$id, user_id: userId, status: latest.status },
    });
    return true;
  };
  try {
    if (isTeamRole(role)) await ensureMembership(teams, store.team_id, userId, roles);
    // 2. Its projection, the store_admins row.
    await ensureAdminRow(tablesDB, store.$id, userId, role);
    // 3. The registration, pending until a platform admin confirms it.
    if (row.pharmacist && row.pharmacist_name && row.pharmacy_council && row.registration_number)
      await ensurePendingPharmacist(tablesDB, store, userId, {
        name: row.pharmacist_name,
        council: row.pharmacy_council,
        registration_number: row.registration_number,
      });
  } catch (error) {
    if (await closedMeanwhile()) throw fail('invitation_revoked');
    throw error;
  }
  if (await closedMeanwhile()) throw fail('invitation_revoked');
  // 5. The invitation is used (last: a run cut short before this is finished by the next accept,
  // which still finds it pending).
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.staffInvitations,
    rowId: row.$id,
    data: { status: 'accepted', accepted_by: userId, accepted_at: now.toISOString() },
  });
  await writeAudit(tablesDB, {
    actorId: userId,
    actorRole: 'store',
    action: 'staff_joined',
    entityType: 'store',
    entityId: store.$id,
    before: null,
    after: { invitation_id: row.$id, user_id: userId, role, pharmacist: row.pharmacist ? 'pending' : null },
  });
  ctx.log(`invitation ${row.$id}: ${userId} joined store ${store.$id} as ${role}`);
  return { store_id: store.$id, store_name: store.name, role, pharmacist: row.pharmacist ? 'pending' : null };
}

async function managerAction(
  ctx: Context,
  client: Client,
  tablesDB: TablesDB,
  userId: string,
  action: ManagerAction,
  body: Record<string, unknown>,
  now: Date,
) {
  const store = await managedStore(client, tablesDB, userId, readId(body.store_id, 'store_id'));
  const teams = new Teams(client);
  switch (action) {
    case 'list': {
      const [members, invitations] = await Promise.all([
        listMembers(client, store, ctx.log),
        pendingInvitations(tablesDB, store.$id),
      ]);
      return { members, invitations: invitations.map((row) => invitationView(row, now)) };
    }
    case 'invite':
      return invite(ctx, client, tablesDB, userId, store, body, now);
    case 'revoke_invitation': {
      const id = readId(body.invitation_id, 'invitation_id');
      const row = await tablesDB
        .getRow<StaffInvitationsRow>({ databaseId: DATABASE_ID, tableId: TABLES.staffInvitations, rowId: id })
        .catch(() => null);
      if (!row || row.store_id !== store.$id) throw fail('invitation_invalid');
      if (row.status === 'accepted') throw fail('invitation_used');
      const updated = await tablesDB.updateRow<StaffInvitationsRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.staffInvitations,
        rowId: id,
        data: { status: 'revoked' },
      });
      // The passwordless account this invitation made goes with it while nobody has used it.
      const accountDeleted = await deleteUnusedInviteeAccount(client, tablesDB, row.email, ctx.log);
      await writeAudit(tablesDB, {
        actorId: userId,
        actorRole: 'store',
        action: 'staff_invitation_revoked',
        entityType: 'store',
        entityId: store.$id,
        before: { invitation_id: id, email: row.email, status: row.status },
        after: { status: 'revoked', account_deleted: accountDeleted },
      });
      return { invitation: invitationView(updated, now) };
    }
    case 'change_role':
    case 'remove': {
      const target = readId(body.user_id, 'user_id');
      const member = (await teamMembers(teams, store.team_id)).find((m) => m.userId === target);
      if (!member) {
        // A rider: on no team, only a store_admins row (ADR 0011).
        const riderRow = (await adminRowsOf(tablesDB, store.$id, target)).find((r) => r.role === DELIVERY_ROLE);
        if (!riderRow) throw fail('member_not_found');
        if (action === 'change_role') throw fail('rider_role_fixed');
        return removeRider(tablesDB, client, store, userId, target);
      }
      if (action === 'change_role' && body.role === DELIVERY_ROLE) throw fail('rider_role_fixed');
      const refusal = staffChangeRefusal(userId, { userId: target, role: specRoleOf(member.roles) });
      if (refusal) throw fail(refusal);
      if (action === 'change_role') {
        if (!isInvitableRole(body.role))
          throw fail('invalid_input', `role must be one of: ${INVITABLE_ROLES.join(', ')}.`);
        // Membership first (what Appwrite enforces), then the store_admins row.
        await ensureMembership(teams, store.team_id, target, withSpecRole(member.roles, body.role));
        await ensureAdminRow(tablesDB, store.$id, target, body.role);
        await writeAudit(tablesDB, {
          actorId: userId,
          actorRole: 'store',
          action: 'staff_role_changed',
          entityType: 'store',
          entityId: store.$id,
          before: { user_id: target, role: specRoleOf(member.roles) },
          after: { user_id: target, role: body.role },
        });
        return { user_id: target, role: body.role };
      }
      // Every invitation that could bring them back is closed FIRST: the one(s) they joined with
      // (status revoked, accepted_by kept) and any still open to their address. An accept in
      // flight re-reads its invitation after writing the membership and undoes it when closed, so
      // whichever order the two runs interleave in, the removed member stays out (issue 32).
      const closed = await closeInvitationsOf(tablesDB, store.$id, target, member.userEmail);
      // Access ends with the membership; the row follows, and a registration is switched off (kept for the record).
      await teams.deleteMembership({ teamId: store.team_id, membershipId: member.$id }).catch((e: unknown) => {
        if (appwriteStatus(e) !== 404) throw e;
      });
      await deleteAdminRows(tablesDB, store.$id, target);
      for (const row of await pharmacistRowsOf(tablesDB, store.$id, target))
        if (row.is_active !== false)
          await tablesDB.updateRow({
            databaseId: DATABASE_ID,
            tableId: TABLES.storePharmacists,
            rowId: row.$id,
            data: { is_active: false },
          });
      await writeAudit(tablesDB, {
        actorId: userId,
        actorRole: 'store',
        action: 'staff_removed',
        entityType: 'store',
        entityId: store.$id,
        before: { user_id: target, roles: member.roles },
        after: { invitations_closed: closed },
      });
      return { user_id: target, removed: true };
    }
  }
}

/**
 * A rider leaves the store: invitations closed first (as for a member), the store_admins row
 * deleted (order-state stops taking their steps and pings), and every delivery row naming them
 * loses their read; the store reassigns what they had.
 */
async function removeRider(tablesDB: TablesDB, client: Client, store: StoreRow, actorId: string, target: string) {
  const email = await new Users(client)
    .get({ userId: target })
    .then((u) => u.email)
    .catch(() => '');
  const closed = await closeInvitationsOf(tablesDB, store.$id, target, email);
  await deleteAdminRows(tablesDB, store.$id, target);
  const deliveries = await dropRiderAccess(tablesDB, store.$id, target, async (orderId) => {
    const order = await tablesDB
      .getRow<OrderRow>({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: orderId })
      .catch(() => null);
    return order ? { ...order, store_team_id: store.team_id } : null;
  });
  await writeAudit(tablesDB, {
    actorId,
    actorRole: 'store',
    action: 'staff_removed',
    entityType: 'store',
    entityId: store.$id,
    before: { user_id: target, roles: [DELIVERY_ROLE] },
    after: { invitations_closed: closed, deliveries_unassigned: deliveries },
  });
  return { user_id: target, removed: true };
}

export default async (ctx: Context) => {
  if (ctx.req.method !== 'POST') return answerError(ctx.res, 'method_not_allowed', 'Use POST with { "action" }.');
  try {
    const userId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    const action = body.action;
    if (!(ACTIONS as readonly unknown[]).includes(action))
      throw fail('invalid_action', `action must be one of: ${ACTIONS.join(', ')}.`);
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);
    const now = new Date();
    if (action === 'accept') return ctx.res.json(await accept(ctx, client, tablesDB, userId, body.token, now));
    return ctx.res.json(await managerAction(ctx, client, tablesDB, userId, action as ManagerAction, body, now));
  } catch (error) {
    return replyError(ctx, error, 'The staff change could not be made. Please try again.');
  }
};

import { TablesDB, Teams, Users, type Client } from 'node-appwrite';
import {
  INVITABLE_ROLES,
  isInvitableRole,
  specRoleOf,
  staffChangeRefusal,
  withSpecRole,
} from '@instamg/shared/domain/store-staff';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { answerError, appwriteStatus, fail, replyError } from '../../lib/runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { DELIVERY_ROLE } from '@instamg/shared/domain/delivery-staff';
import { dropRiderAccess } from '../../lib/orders/deliveries.ts';
import type { OrderRow } from '../../lib/orders/rows.ts';
import {
  adminRowsOf,
  closeInvitationsOf,
  deleteAdminRows,
  deleteUnusedInviteeAccount,
  ensureAdminRow,
  ensureMembership,
  listMembers,
  pharmacistRowsOf,
  teamMembers,
  type StoreRow,
} from './members.ts';
import type { StaffInvitationsRow } from '@instamg/shared/appwrite/rows';

import { accept } from './accept.ts';
import { invitationView, invite, managedStore, pendingInvitations, readId } from './invitations.ts';
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

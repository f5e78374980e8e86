// store-staff `accept`: single-use invitations, and undoing an accept whose invitation closed meanwhile (main.ts has the contract).
import { TablesDB, Teams, Users, type Client, type Models } from 'node-appwrite';
import type { StoreAdminRole } from '@instamg/shared/domain/roles';
import { PHARMACIST_TEAM_ROLE, specRoleOf, withSpecRole } from '@instamg/shared/domain/store-staff';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { type Context } from '../../lib/runtime/context.ts';
import { appwriteStatus, fail } from '../../lib/runtime/errors.ts';
import { invitationSecret, verifyInvitationToken } from './invitation-token.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { DELIVERY_ROLE, isTeamRole } from '@instamg/shared/domain/delivery-staff';
import {
  deleteAdminRows,
  ensureAdminRow,
  ensureMembership,
  ensurePendingPharmacist,
  teamMembers,
  type StoreRow,
} from './members.ts';
import type { StaffInvitationsRow } from '@instamg/shared/appwrite/rows';
import { loadStore } from './invitations.ts';

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

export async function accept(
  ctx: Context,
  client: Client,
  tablesDB: TablesDB,
  userId: string,
  token: unknown,
  now: Date,
) {
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

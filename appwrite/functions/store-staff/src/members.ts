import { createHash } from 'node:crypto';
import { ID, Permission, Query, Role, type Client, type Models, TablesDB, Teams, Users } from 'node-appwrite';
import type { StoreAdminRole } from '@instamg/shared/domain/roles';
import { DELIVERY_ROLE } from '@instamg/shared/domain/delivery-staff';
import {
  holdsAppwriteOwner,
  pharmacistStatus,
  specRoleOf,
  withSpecRole,
  type PharmacistStatus,
} from '@instamg/shared/domain/store-staff';
import { appwriteStatus } from '../../lib/runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type {
  StaffInvitationsRow,
  StoreAdminsRow,
  StorePharmacistsRow,
  StoresRow,
} from '@instamg/shared/appwrite/rows';

/**
 * A store's people, kept in two places (issue 18 §7). The **team membership is the source of
 * truth**: Appwrite enforces every row permission (`team:T`, `team:T/owner` …) from it. The
 * `store_admins` row is its projection (the route guard and the panel read a member's own row);
 * every step writes the membership first and the row second, and each finds what an earlier run
 * did, so a step cut short half-way is finished by running it again, and `reconcile` (run by the
 * `list` action) brings every row of the store back in line with its memberships.
 *
 * Nobody on a store team holds Appwrite's `owner` role (security round 3): the owner's membership
 * is `store_owner` + `admin`, so the Teams API refuses every member, and only the functions' key
 * adds, re-roles or removes anyone or deletes the team. `reconcile` moves a membership written
 * before that off `owner`.
 */

const hashId = (prefix: string, storeId: string, userId: string) =>
  `${prefix}${createHash('sha256').update(`${storeId}:${userId}`).digest('hex').slice(0, 32)}`;

export type StoreRow = StoresRow;

export interface MemberView {
  user_id: string;
  name: string;
  email: string;
  role: StoreAdminRole;
  pharmacist: {
    status: PharmacistStatus;
    name: string;
    council: string;
    registration_number: string;
  } | null;
}

export async function teamMembers(teams: Teams, teamId: string): Promise<Models.Membership[]> {
  const list = await teams.listMemberships({ teamId, queries: [Query.limit(100)] });
  return list.memberships;
}

export async function adminRowsOf(tablesDB: TablesDB, storeId: string, userId?: string): Promise<StoreAdminsRow[]> {
  const rows = await tablesDB.listRows<StoreAdminsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeAdmins,
    queries: [Query.equal('store_id', storeId), ...(userId ? [Query.equal('user_id', userId)] : []), Query.limit(100)],
  });
  return rows.rows;
}

export async function pharmacistRowsOf(
  tablesDB: TablesDB,
  storeId: string,
  userId?: string,
): Promise<StorePharmacistsRow[]> {
  const rows = await tablesDB.listRows<StorePharmacistsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storePharmacists,
    queries: [Query.equal('store_id', storeId), ...(userId ? [Query.equal('user_id', userId)] : []), Query.limit(100)],
  });
  return rows.rows;
}

/** The membership with these team roles (created, or its roles set); 409 from a concurrent run is fine. */
export async function ensureMembership(teams: Teams, teamId: string, userId: string, roles: string[]): Promise<void> {
  const find = async () => (await teamMembers(teams, teamId)).find((m) => m.userId === userId);
  let existing = await find();
  if (!existing) {
    try {
      // With an API key Appwrite adds the member at once and sends no e-mail of its own.
      await teams.createMembership({ teamId, roles, userId });
      return;
    } catch (error) {
      if (appwriteStatus(error) !== 409) throw error;
      existing = await find();
      if (!existing) throw error;
    }
  }
  const same = existing.roles.length === roles.length && roles.every((r) => existing.roles.includes(r));
  if (!same) await teams.updateMembership({ teamId, membershipId: existing.$id, roles });
}

/** The member's store_admins row with this role (created with a fixed id, or its role set). */
export async function ensureAdminRow(
  tablesDB: TablesDB,
  storeId: string,
  userId: string,
  role: StoreAdminRole,
): Promise<void> {
  let row = (await adminRowsOf(tablesDB, storeId, userId))[0];
  if (!row) {
    try {
      await tablesDB.createRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.storeAdmins,
        rowId: hashId('sa', storeId, userId),
        data: { user_id: userId, store_id: storeId, role },
        permissions: [Permission.read(Role.user(userId))],
      });
      return;
    } catch (error) {
      if (appwriteStatus(error) !== 409) throw error;
      row = (await adminRowsOf(tablesDB, storeId, userId))[0];
      if (!row) throw error;
    }
  }
  if (row.role !== role)
    await tablesDB.updateRow({ databaseId: DATABASE_ID, tableId: TABLES.storeAdmins, rowId: row.$id, data: { role } });
}

export async function deleteAdminRows(tablesDB: TablesDB, storeId: string, userId: string): Promise<void> {
  for (const row of await adminRowsOf(tablesDB, storeId, userId))
    await tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.storeAdmins, rowId: row.$id }).catch((e) => {
      if (appwriteStatus(e) !== 404) throw e;
    });
}

/** A registration waiting for a platform admin (is_active false, not confirmed): never lets anyone verify. */
export async function ensurePendingPharmacist(
  tablesDB: TablesDB,
  store: StoreRow,
  userId: string,
  registration: { name: string; council: string; registration_number: string },
): Promise<void> {
  const existing = (await pharmacistRowsOf(tablesDB, store.$id, userId))[0];
  const data = {
    name: registration.name,
    pharmacy_council: registration.council,
    registration_number: registration.registration_number,
  };
  if (existing) {
    // A confirmed, active registration stays as the admin confirmed it.
    if (pharmacistStatus(existing) === 'confirmed') return;
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.storePharmacists,
      rowId: existing.$id,
      data: { ...data, is_active: false, confirmed_by: null, confirmed_at: null },
    });
    return;
  }
  try {
    await tablesDB.createRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.storePharmacists,
      rowId: hashId('sp', store.$id, userId),
      data: { user_id: userId, store_id: store.$id, ...data, is_active: false },
      permissions: [Permission.read(Role.user(userId)), Permission.read(Role.team(store.team_id))],
    });
  } catch (error) {
    if (appwriteStatus(error) !== 409) throw error;
  }
}

/** The store's members as the Staff tab shows them, after bringing the store_admins rows in line. */
export async function listMembers(
  client: Client,
  store: StoreRow,
  log: (message: string) => void,
): Promise<MemberView[]> {
  const teams = new Teams(client);
  const tablesDB = new TablesDB(client);
  const [memberships, adminRows, pharmacists] = await Promise.all([
    teamMembers(teams, store.team_id),
    adminRowsOf(tablesDB, store.$id),
    pharmacistRowsOf(tablesDB, store.$id),
  ]);
  await reconcile(tablesDB, store.$id, memberships, adminRows, log);
  for (const m of memberships)
    if (holdsAppwriteOwner(m.roles)) {
      // A membership from before security round 3: the owner's SPEC role without Appwrite's right.
      const roles = withSpecRole(m.roles, specRoleOf(m.roles) ?? 'staff');
      log(`store ${store.$id}: membership of ${m.userId} moved off Appwrite's owner role to ${roles.join(',')}`);
      await teams.updateMembership({ teamId: store.team_id, membershipId: m.$id, roles });
      m.roles = roles;
    }
  const registration = new Map(pharmacists.map((row) => [row.user_id, row]));
  // Riders (ADR 0011): a store_admins row and no membership; their name and address from the account.
  const users = new Users(client);
  const riders = await Promise.all(
    adminRows
      .filter((row) => row.role === DELIVERY_ROLE && !memberships.some((m) => m.userId === row.user_id))
      .map(async (row): Promise<MemberView> => {
        const user = await users.get({ userId: row.user_id }).catch(() => null);
        return {
          user_id: row.user_id,
          name: user?.name ?? '',
          email: user?.email ?? '',
          role: DELIVERY_ROLE,
          pharmacist: null,
        };
      }),
  );
  const members = memberships
    .filter((m) => m.confirm && specRoleOf(m.roles))
    .map((m) => {
      const p = registration.get(m.userId);
      return {
        user_id: m.userId,
        name: m.userName,
        email: m.userEmail,
        role: specRoleOf(m.roles)!,
        pharmacist: p
          ? {
              status: pharmacistStatus(p),
              name: p.name,
              council: p.pharmacy_council,
              registration_number: p.registration_number,
            }
          : null,
      };
    });
  return [...members, ...riders].sort((a, b) => a.name.localeCompare(b.name));
}

/** store_admins rows follow the memberships: missing rows written, roles set, rows without a membership removed. */
async function reconcile(
  tablesDB: TablesDB,
  storeId: string,
  memberships: Models.Membership[],
  rows: StoreAdminsRow[],
  log: (message: string) => void,
): Promise<void> {
  const byUser = new Map(rows.map((row) => [row.user_id, row]));
  for (const m of memberships) {
    const role = m.confirm ? specRoleOf(m.roles) : null;
    if (!role) continue;
    const row = byUser.get(m.userId);
    byUser.delete(m.userId);
    if (row?.role === role) continue;
    log(`store ${storeId}: store_admins row of ${m.userId} repaired to ${role}`);
    await ensureAdminRow(tablesDB, storeId, m.userId, role);
  }
  for (const orphan of byUser.values()) {
    // A rider's row has no membership by design (ADR 0011).
    if (orphan.role === DELIVERY_ROLE) continue;
    log(`store ${storeId}: store_admins row of ${orphan.user_id} without a membership removed`);
    await deleteAdminRows(tablesDB, storeId, orphan.user_id);
  }
}

export const newInvitationId = () => ID.unique();

/**
 * A removed member's invitations at this store, closed: the accepted one(s) they joined with
 * (status `revoked`, accepted_by and accepted_at kept for the record) and any still pending to
 * their address. Returns the closed ids.
 */
export async function closeInvitationsOf(
  tablesDB: TablesDB,
  storeId: string,
  userId: string,
  email: string,
): Promise<string[]> {
  const list = (queries: string[]) =>
    tablesDB.listRows<StaffInvitationsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.staffInvitations,
      queries: [Query.equal('store_id', storeId), ...queries, Query.limit(100)],
    });
  const [accepted, pending] = await Promise.all([
    list([Query.equal('accepted_by', userId)]),
    email ? list([Query.equal('email', email.toLowerCase()), Query.equal('status', 'pending')]) : null,
  ]);
  const closed: string[] = [];
  for (const row of [...accepted.rows, ...(pending?.rows ?? [])]) {
    if (row.status === 'revoked' || closed.includes(row.$id)) continue;
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.staffInvitations,
      rowId: row.$id,
      data: { status: 'revoked' },
    });
    closed.push(row.$id);
  }
  return closed;
}

/**
 * Deletes the account of an invited address while nobody has ever used it — what `invite` made for
 * someone new (no password, never verified, no phone, no session, no label, on no team) — unless
 * another store's invitation to the address is still open. So invite + revoke leaves no account.
 */
export async function deleteUnusedInviteeAccount(
  client: Client,
  tablesDB: TablesDB,
  email: string,
  log: (message: string) => void,
): Promise<boolean> {
  const users = new Users(client);
  const user = (await users.list({ queries: [Query.equal('email', [email]), Query.limit(1)] })).users[0];
  if (!user || user.passwordUpdate || user.emailVerification || user.phone || user.labels.length > 0) return false;
  const [sessions, memberships, open] = await Promise.all([
    users.listSessions({ userId: user.$id }),
    users.listMemberships({ userId: user.$id }),
    tablesDB.listRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.staffInvitations,
      queries: [Query.equal('email', email), Query.equal('status', 'pending'), Query.limit(1)],
    }),
  ]);
  if (sessions.total > 0 || memberships.total > 0 || open.total > 0) return false;
  await users.delete({ userId: user.$id });
  log(`unused invitee account ${user.$id} deleted with its revoked invitation`);
  return true;
}

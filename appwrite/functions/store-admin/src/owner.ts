import { createHash } from 'node:crypto';
import { AppwriteException, Permission, Query, Role, TablesDB, Teams, Users, type Client } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { fail } from '../../lib/runtime/errors.ts';
import { holdsAppwriteOwner, specRoleOf, teamRolesOf, withSpecRole } from '@instamg/shared/domain/store-staff';

/**
 * The owner of a store an admin adds or edits (issue 17): an existing instamg account found by its
 * e-mail (Users API, the function's key), made the owner of the store's team and given its
 * store_admins row (role owner) in step — the membership first, then the row, each step finding
 * what an earlier run did, so running it again changes nothing. An e-mail no account uses is a 400
 * before anything is written. Other members are left as they are.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isStatus = (error: unknown, code: number) => error instanceof AppwriteException && error.code === code;

/** The owner e-mail of a request body: absent → null; otherwise a trimmed address or a 400. */
export function readOwnerEmail(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 254 || !EMAIL.test(value.trim()))
    throw fail('invalid_input', 'owner_email must be an e-mail address.');
  // Appwrite keeps e-mails in lower case.
  return value.trim().toLowerCase();
}

/** The account with this e-mail, or 400 owner_not_found. */
export async function findOwner(client: Client, email: string): Promise<{ id: string; email: string }> {
  const users = await new Users(client).list({ queries: [Query.equal('email', [email]), Query.limit(1)] });
  const user = users.users[0];
  if (!user) throw fail('owner_not_found');
  return { id: user.$id, email: user.email };
}

/** Makes `userId` the owner of the store's team and writes their store_admins row (idempotent). */
export async function makeOwner(
  client: Client,
  adminId: string,
  store: { $id: string; team_id: string },
  owner: { id: string; email: string },
): Promise<void> {
  const teams = new Teams(client);
  const tablesDB = new TablesDB(client);
  const members = await teams.listMemberships({ teamId: store.team_id, queries: [Query.limit(100)] });
  const existing = members.memberships.find((m) => m.userId === owner.id);
  let changed = false;
  if (!existing) {
    try {
      // The owner's SPEC role without Appwrite's team-owner right (store_owner + admin, security round 3).
      await teams.createMembership({ teamId: store.team_id, roles: teamRolesOf('owner'), userId: owner.id });
      changed = true;
    } catch (error) {
      if (!isStatus(error, 409)) throw error;
    }
  } else if (specRoleOf(existing.roles) !== 'owner' || holdsAppwriteOwner(existing.roles)) {
    await teams.updateMembership({
      teamId: store.team_id,
      membershipId: existing.$id,
      roles: withSpecRole(existing.roles, 'owner'),
    });
    changed = true;
  }
  const rows = await tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeAdmins,
    queries: [Query.equal('user_id', owner.id), Query.equal('store_id', store.$id), Query.limit(1)],
  });
  const row = rows.rows[0];
  if (!row) {
    try {
      await tablesDB.createRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.storeAdmins,
        // A fixed id per store and user: a concurrent run's create gets 409.
        rowId: `so${createHash('sha256').update(`${store.$id}:${owner.id}`).digest('hex').slice(0, 32)}`,
        data: { user_id: owner.id, store_id: store.$id, role: 'owner' },
        permissions: [Permission.read(Role.user(owner.id))],
      });
      changed = true;
    } catch (error) {
      if (!isStatus(error, 409)) throw error;
    }
  } else if (row.role !== 'owner') {
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeAdmins,
      rowId: row.$id,
      data: { role: 'owner' },
    });
    changed = true;
  }
  if (changed)
    await writeAudit(tablesDB, {
      actorId: adminId,
      actorRole: 'admin',
      action: 'store_owner_set',
      entityType: 'store',
      entityId: store.$id,
      before: existing ? { owner_id: owner.id, roles: existing.roles } : null,
      after: { owner_id: owner.id, owner_email: owner.email, roles: withSpecRole(existing?.roles ?? [], 'owner') },
    });
}

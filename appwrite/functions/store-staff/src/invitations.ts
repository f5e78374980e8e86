// store-staff `invite` and what it checks first: who may invite, the caps, the link (main.ts has the contract).
import { Messaging, ID, Query, TablesDB, Teams, Users, type Client } from 'node-appwrite';
import { pharmacistErrors } from '@instamg/shared/domain/partner/pharmacist';
import {
  INVITABLE_ROLES,
  STAFF_INVITATION_TTL_HOURS,
  STAFF_INVITATION_WINDOW_HOURS,
  STAFF_INVITATIONS_PER_WINDOW_MAX,
  STAFF_INVITES_PER_ADDRESS_MAX,
  STAFF_OPEN_INVITATIONS_MAX,
  invitationReadPermissions,
  isInvitableRole,
  mayManageStaff,
  normaliseEmail,
} from '@instamg/shared/domain/store-staff';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { type Context } from '../../lib/runtime/context.ts';
import { appwriteStatus, fail } from '../../lib/runtime/errors.ts';
import { invitationSecret, signInvitationToken } from './invitation-token.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { DELIVERY_ROLE } from '@instamg/shared/domain/delivery-staff';
import { adminRowsOf, teamMembers, type StoreRow } from './members.ts';
import type { StaffInvitationsRow } from '@instamg/shared/appwrite/rows';

const ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
export const readId = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) throw fail('invalid_input', `${name} must be an id.`);
  return value;
};
const appUrl = (): string => (process.env.PUBLIC_APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

export async function loadStore(tablesDB: TablesDB, storeId: string): Promise<StoreRow> {
  try {
    return await tablesDB.getRow<StoreRow>({ databaseId: DATABASE_ID, tableId: TABLES.stores, rowId: storeId });
  } catch (error) {
    if (appwriteStatus(error) === 404) throw fail('store_not_found');
    throw error;
  }
}

/** The store, if the caller is its owner or a store admin; 404 outside its team, 403 for its other members. */
export async function managedStore(
  client: Client,
  tablesDB: TablesDB,
  userId: string,
  storeId: string,
): Promise<StoreRow> {
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

export async function pendingInvitations(tablesDB: TablesDB, storeId: string): Promise<StaffInvitationsRow[]> {
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

export const invitationView = (row: StaffInvitationsRow, now: Date) => ({
  $id: row.$id,
  email: row.email,
  role: row.role,
  pharmacist: row.pharmacist,
  status: row.status,
  expires_at: row.expires_at,
  expired: new Date(row.expires_at).getTime() <= now.getTime(),
});

export async function invite(
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

// A store's staff (issue 18 §7) and who sees what (§8): the rules the store-staff function, the
// store's row permissions and the panel's STORE_ROLE_GRANTS share. Pure.
import type { StoreAdminRole } from './roles';

/** Team roles that manage a store's staff (invite, change a role, remove): the owner and store admins. */
export const STAFF_MANAGER_ROLES = ['owner', 'admin'] as const satisfies readonly StoreAdminRole[];

/**
 * The roles an invitation may give: never `owner` (a store has the owner an admin set). `delivery`
 * (a rider, issue 38) joins the store but not its team (delivery-staff.ts DELIVERY_ROLE).
 */
export const INVITABLE_ROLES = ['admin', 'manager', 'staff', 'delivery'] as const satisfies readonly StoreAdminRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/**
 * Appwrite's one special team role: a membership holding `owner` may invite, re-role and remove
 * members and rename or delete the team through the Teams API. No store member ever holds it — the
 * platform (the functions' API key) is the only writer of a store team (docs/backend-verification.md
 * "Store team (security round 3)").
 */
export const APPWRITE_TEAM_OWNER_ROLE = 'owner';

/**
 * The team role that marks the store's owner (SPEC §3 `owner`, kept in store_admins.role): no
 * meaning to Appwrite. The owner's membership holds it beside `admin`, so every row permission
 * granted to the store admins (`team:T/admin`) reaches the owner too.
 */
export const STORE_OWNER_TEAM_ROLE = 'store_owner';

/** The team roles that carry a SPEC role (the pharmacist flag and anything else sit beside them). */
const SPEC_TEAM_ROLES: readonly string[] = [
  APPWRITE_TEAM_OWNER_ROLE,
  STORE_OWNER_TEAM_ROLE,
  'admin',
  'manager',
  'staff',
];

/** The membership role that, with a confirmed store_pharmacists row, lets a member verify prescriptions. */
export const PHARMACIST_TEAM_ROLE = 'pharmacist';

/** How long an invitation link works. */
export const STAFF_INVITATION_TTL_HOURS = 72;

/** The window of the invitation rate limits below (security round 3). */
export const STAFF_INVITATION_WINDOW_HOURS = 24;

/** Invitations (new links, each one e-mail) to one address from one store per window. */
export const STAFF_INVITES_PER_ADDRESS_MAX = 3;

/**
 * Invitations a store may make per window, whatever became of them: a revoked invitation still
 * counts (invite + revoke would otherwise send mail and make accounts without end).
 */
export const STAFF_INVITATIONS_PER_WINDOW_MAX = 30;

/** Open invitations a store may have at once: an invitation can create an account, so it is capped. */
export const STAFF_OPEN_INVITATIONS_MAX = 20;

/**
 * Team roles that read the store's day figures (store_daily_stats: sales, acceptance, rejections),
 * which the dashboard tiles and /store/analytics show: owner, admin and manager; not staff.
 */
export const DAILY_STATS_ROLES = ['owner', 'admin', 'manager'] as const satisfies readonly StoreAdminRole[];

export function isInvitableRole(value: unknown): value is InvitableRole {
  return typeof value === 'string' && (INVITABLE_ROLES as readonly string[]).includes(value);
}

export function mayManageStaff(teamRoles: readonly string[]): boolean {
  return teamRoles.some((role) => (STAFF_MANAGER_ROLES as readonly string[]).includes(role));
}

/** The row permissions of a store's day figures (lib/orders/rollups.ts). */
export function dailyStatsReadPermissions(teamId: string): string[] {
  return DAILY_STATS_ROLES.map((role) => `read("team:${teamId}/${role}")`);
}

/** The row permissions of a store's staff invitations: the people who manage its staff. */
export function invitationReadPermissions(teamId: string): string[] {
  return STAFF_MANAGER_ROLES.map((role) => `read("team:${teamId}/${role}")`);
}

/**
 * The SPEC role among a membership's team roles (`pharmacist` is a flag beside it), or null.
 * `store_owner` is the owner; so is Appwrite's `owner` on a membership written before security
 * round 3 (store-staff's `list` and the seed move it to `store_owner`).
 */
export function specRoleOf(teamRoles: readonly string[]): StoreAdminRole | null {
  if (teamRoles.includes(STORE_OWNER_TEAM_ROLE) || teamRoles.includes(APPWRITE_TEAM_OWNER_ROLE)) return 'owner';
  for (const role of ['admin', 'manager', 'staff'] as const) if (teamRoles.includes(role)) return role;
  return null;
}

/** The team roles that carry a SPEC role: the owner `store_owner` + `admin` (never Appwrite's `owner`), else the role. */
export function teamRolesOf(role: StoreAdminRole): string[] {
  return role === 'owner' ? [STORE_OWNER_TEAM_ROLE, 'admin'] : [role];
}

/** A membership's team roles with its SPEC role replaced (the pharmacist flag and anything else kept). */
export function withSpecRole(teamRoles: readonly string[], role: StoreAdminRole): string[] {
  return [...teamRolesOf(role), ...teamRoles.filter((r) => !SPEC_TEAM_ROLES.includes(r))];
}

/** Whether a membership holds Appwrite's team-owner right (a store membership must not). */
export const holdsAppwriteOwner = (teamRoles: readonly string[]): boolean =>
  teamRoles.includes(APPWRITE_TEAM_OWNER_ROLE);

export type StaffChangeRefusal = 'owner_protected' | 'own_role_forbidden';

/**
 * Whether a manager of staff may change or remove a member: the owner is never demoted or removed
 * (a store has the owner a platform admin set), and nobody changes their own role or removes
 * themself. Null when allowed.
 */
export function staffChangeRefusal(
  callerId: string,
  target: { userId: string; role: string | null },
): StaffChangeRefusal | null {
  if (target.role === 'owner') return 'owner_protected';
  if (target.userId === callerId) return 'own_role_forbidden';
  return null;
}

/** A normalised e-mail (Appwrite keeps them in lower case), or null when it is not one. */
export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}

/** What the panel shows of a member's pharmacist registration. */
export type PharmacistStatus = 'confirmed' | 'pending' | 'inactive';

/** A store_pharmacists row's state: pending until a platform admin confirms it; inactive once switched off. */
export function pharmacistStatus(row: { confirmed_at?: string | null; is_active?: boolean | null }): PharmacistStatus {
  if (!row.confirmed_at) return 'pending';
  return row.is_active === false ? 'inactive' : 'confirmed';
}

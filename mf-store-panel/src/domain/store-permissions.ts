// What a store member may open in the panel, by their store_admins role (SPEC §3). For now every
// role sees every section; issue 18 ("who sees what") changes only STORE_ROLE_GRANTS. The panel
// hides what a role may not open (research/supply-side.md §E: Medusa's sidebar showed pages the
// user could not open); the functions stay the authority over what a role may do.
import { STORE_ADMIN_ROLES, type StoreAdminRole } from '@instamg/shared/domain/roles';

/** The store panel's sections (SPEC §1, §2 store-partner routes). */
export const STORE_SECTIONS = [
  'dashboard',
  'orders',
  'inventory',
  'customers',
  'analytics',
  'settings',
  'prescriptions',
  'earnings',
  'payouts',
  'notifications',
] as const;
export type StoreSection = (typeof STORE_SECTIONS)[number];

/** Opening a section, plus the actions that have a page of their own. */
export type StorePermission = `${StoreSection}.view` | 'inventory.add';

export const STORE_PERMISSIONS: readonly StorePermission[] = [
  ...STORE_SECTIONS.map((section) => `${section}.view` as const),
  'inventory.add',
];

export type StoreRoleGrants = Readonly<Record<StoreAdminRole, readonly StorePermission[]>>;

/** Today: every role may open everything (issue 15); issue 18 narrows this table. */
export const STORE_ROLE_GRANTS: StoreRoleGrants = Object.fromEntries(
  STORE_ADMIN_ROLES.map((role) => [role, STORE_PERMISSIONS]),
) as Record<StoreAdminRole, readonly StorePermission[]>;

export function can(
  role: StoreAdminRole,
  permission: StorePermission,
  grants: StoreRoleGrants = STORE_ROLE_GRANTS,
): boolean {
  return grants[role].includes(permission);
}

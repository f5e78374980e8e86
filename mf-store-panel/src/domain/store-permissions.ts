// What a store member may open in the panel (issue 18 §8 "who sees what"), by their store_admins
// role (SPEC §3) and the pharmacist flag. The panel hides what a member may not open
// (research/supply-side.md §E: Medusa's sidebar showed pages the user could not open); the data
// itself is guarded by row placement (docs/permissions.md "Who sees what"): the rows a role may not
// read carry no permission for it, and the functions check the caller's team roles themselves.
import { STORE_ADMIN_ROLES, type StoreAdminRole } from '@instamg/shared/domain/roles';
import { INVENTORY_PRICE_ROLES } from '@instamg/shared/domain/inventory';
import { EARNINGS_ROLES } from '@instamg/shared/domain/settlement/earnings-access';
import { DAILY_STATS_ROLES, STAFF_MANAGER_ROLES } from '@instamg/shared/domain/store-staff';

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
  'deliveries',
] as const;
export type StoreSection = (typeof STORE_SECTIONS)[number];

/**
 * Opening a section, plus the actions that have a page or a part of one:
 * `inventory.add` / `inventory.price` — adding stock and setting prices and low-stock levels
 * (INVENTORY_PRICE_ROLES, the inventory function's rule); `dashboard.figures` — the day's figures
 * (store_daily_stats rows carry DAILY_STATS_ROLES); `settings.staff` — the Staff tab
 * (STAFF_MANAGER_ROLES, the store-staff function's rule).
 */
export type StorePermission =
  `${StoreSection}.view` | 'inventory.add' | 'inventory.price' | 'dashboard.figures' | 'settings.staff';

export const STORE_PERMISSIONS: readonly StorePermission[] = [
  ...STORE_SECTIONS.map((section) => `${section}.view` as const),
  'inventory.add',
  'inventory.price',
  'dashboard.figures',
  'settings.staff',
];

export type StoreRoleGrants = Readonly<Record<StoreAdminRole, readonly StorePermission[]>>;

const has = (roles: readonly string[], role: StoreAdminRole) => roles.includes(role);

/**
 * Issue 18 §8: owner and admin — everything; manager — orders, inventory (with prices), customers,
 * analytics, prescriptions (view), notifications, dashboard; staff — orders, inventory stock (not
 * prices), notifications, dashboard. Earnings, payouts, bank details (in Settings) and staff
 * management are the owner's and a store admin's only.
 */
const MANAGER: readonly StorePermission[] = [
  'dashboard.view',
  'dashboard.figures',
  'orders.view',
  'inventory.view',
  'inventory.add',
  'inventory.price',
  'customers.view',
  'analytics.view',
  'prescriptions.view',
  'notifications.view',
  'deliveries.view',
];
const STAFF: readonly StorePermission[] = [
  'dashboard.view',
  'orders.view',
  'inventory.view',
  'notifications.view',
  'deliveries.view',
];
/** A rider (ADR 0011): their deliveries only — they are not on the team, so no other section has rows for them. */
const DELIVERY: readonly StorePermission[] = ['deliveries.view'];

export const STORE_ROLE_GRANTS: StoreRoleGrants = Object.fromEntries(
  STORE_ADMIN_ROLES.map((role) => {
    if (has(STAFF_MANAGER_ROLES, role)) return [role, STORE_PERMISSIONS];
    return [role, role === 'manager' ? MANAGER : role === 'delivery' ? DELIVERY : STAFF];
  }),
) as unknown as StoreRoleGrants;

/** What the pharmacist flag (a confirmed store_pharmacists row) adds: the prescriptions queue, to verify. */
export const PHARMACIST_GRANTS: readonly StorePermission[] = ['prescriptions.view'];

/** The rules the grants must agree with (tested): the functions' and the rows' role lists. */
export const GRANT_SOURCES = {
  'earnings.view': EARNINGS_ROLES,
  'payouts.view': EARNINGS_ROLES,
  'inventory.price': INVENTORY_PRICE_ROLES,
  'dashboard.figures': DAILY_STATS_ROLES,
  'settings.staff': STAFF_MANAGER_ROLES,
} as const;

/** A member as the panel knows them: a role, and whether a platform admin confirmed them as pharmacist. */
export interface StoreMember {
  role: StoreAdminRole;
  isPharmacist: boolean;
}

export function can(
  member: StoreAdminRole | StoreMember,
  permission: StorePermission,
  grants: StoreRoleGrants = STORE_ROLE_GRANTS,
): boolean {
  const { role, isPharmacist } = typeof member === 'string' ? { role: member, isPharmacist: false } : member;
  return grants[role].includes(permission) || (isPharmacist && PHARMACIST_GRANTS.includes(permission));
}

// What a store member may open in the panel, by their store_admins role (SPEC §3). For now every
// role sees every section; issue 18 ("who sees what") changes only STORE_ROLE_GRANTS. The panel
// hides what a role may not open (research/supply-side.md §E: Medusa's sidebar showed pages the
// user could not open); the functions stay the authority over what a role may do.
import { STORE_ADMIN_ROLES, type StoreAdminRole } from '@instamg/shared/domain/roles';
import { EARNINGS_ROLES } from '@instamg/shared/domain/settlement/earnings-access';

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

/**
 * Opening a section, plus the actions that have a page of their own, plus `inventory.price`:
 * setting selling prices and low-stock levels (issue 18; the inventory function's
 * INVENTORY_PRICE_ROLES is the authority).
 */
export type StorePermission = `${StoreSection}.view` | 'inventory.add' | 'inventory.price';

export const STORE_PERMISSIONS: readonly StorePermission[] = [
  ...STORE_SECTIONS.map((section) => `${section}.view` as const),
  'inventory.add',
  'inventory.price',
];

/**
 * Staff see and count stock but do not price it: adding stock (a batch carries its price) and
 * price edits are the owner's, an admin's or a manager's (issue 18 §1, INVENTORY_PRICE_ROLES).
 * Analytics and customers are the owner's, an admin's or a manager's (issue 18 §8; the
 * store_customers rows carry the same three team roles).
 */
const STAFF_WITHOUT: readonly StorePermission[] = [
  'inventory.add',
  'inventory.price',
  'analytics.view',
  'customers.view',
];

export type StoreRoleGrants = Readonly<Record<StoreAdminRole, readonly StorePermission[]>>;

/**
 * Earnings and payouts are the owner's and a store admin's only (issue 18 §8; EARNINGS_ROLES, the
 * rule the store_order_earnings rows and the store-earnings function apply).
 */
const MONEY: readonly StorePermission[] = ['earnings.view', 'payouts.view'];

/** Every role may open every other section (issue 15) until issue 18 §8 narrows this table; staff do not price stock. */
export const STORE_ROLE_GRANTS: StoreRoleGrants = Object.fromEntries(
  STORE_ADMIN_ROLES.map((role) => [
    role,
    STORE_PERMISSIONS.filter(
      (p) =>
        !(role === 'staff' && STAFF_WITHOUT.includes(p)) &&
        !(MONEY.includes(p) && !(EARNINGS_ROLES as readonly string[]).includes(role)),
    ),
  ]),
) as unknown as Record<StoreAdminRole, readonly StorePermission[]>;

export function can(
  role: StoreAdminRole,
  permission: StorePermission,
  grants: StoreRoleGrants = STORE_ROLE_GRANTS,
): boolean {
  return grants[role].includes(permission);
}

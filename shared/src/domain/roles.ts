// Who the signed-in user is to the product (SPEC §4 "Role", §6), derived only from data the
// server controls: user labels (set with an API key) and store_admins rows. The role in user
// metadata is chosen by the user at sign-up, so it is never read here.
import { STORE_ADMINS_ROLE } from '../appwrite/rows';

export const ROLES = ['customer', 'admin', 'store_admin', 'store_manager', 'store_staff', 'store_delivery'] as const;
export type Role = (typeof ROLES)[number];

/** The role column of a store_admins row (the schema's list; `delivery`: a rider, not on the store's team, delivery-staff.ts). */
export const STORE_ADMIN_ROLES = STORE_ADMINS_ROLE;
export type StoreAdminRole = (typeof STORE_ADMIN_ROLES)[number];

/** The user label that makes a platform administrator. */
export const ADMIN_LABEL = 'admin';

const STORE_ROLE_OF: Readonly<Record<StoreAdminRole, Role>> = {
  owner: 'store_admin',
  admin: 'store_admin',
  manager: 'store_manager',
  staff: 'store_staff',
  delivery: 'store_delivery',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isStoreAdminRole(value: unknown): value is StoreAdminRole {
  return typeof value === 'string' && (STORE_ADMIN_ROLES as readonly string[]).includes(value);
}

export interface RoleInput {
  /** The Appwrite user's labels. */
  labels: readonly string[];
  /** The user's store_admins row, if any. */
  storeAdmin: { role: string } | null;
  /** Reading the user or their store_admins row failed. */
  failed?: boolean;
}

export interface DerivedRole {
  role: Role;
  /** At least one store_admins row exists for the user (SPEC §4). */
  hasStoreAccess: boolean;
}

/**
 * The 'admin' label makes an admin; otherwise a store_admins row maps owner/admin →
 * store_admin, manager → store_manager, staff → store_staff; everyone else is a customer.
 * Store access is the existence of the row, whatever its role. On failure: customer, no
 * store access.
 */
export function deriveRole({ labels, storeAdmin, failed = false }: RoleInput): DerivedRole {
  if (failed) return { role: 'customer', hasStoreAccess: false };
  const hasStoreAccess = storeAdmin !== null;
  if (labels.includes(ADMIN_LABEL)) return { role: 'admin', hasStoreAccess };
  if (storeAdmin && isStoreAdminRole(storeAdmin.role)) {
    return { role: STORE_ROLE_OF[storeAdmin.role], hasStoreAccess };
  }
  return { role: 'customer', hasStoreAccess };
}

// Who the signed-in person is at each of their stores: one store_admins row per store (SPEC §3),
// the store's row, and whether an admin confirmed them as the store's pharmacist
// (store_pharmacists, docs/permissions.md "Pharmacists").
import { isStoreAdminRole, type StoreAdminRole } from '@instamg/shared/domain/roles';

export interface StoreMembership {
  storeId: string;
  storeName: string;
  city: string;
  /** The drug licence number printed on the store's documents. */
  drugLicenceNumber: string;
  gstin: string;
  role: StoreAdminRole;
  /** Confirmed by a platform admin and still active. */
  isPharmacist: boolean;
}

export interface StoreAdminRowData {
  store_id: string;
  role: string;
}

export interface StoreRowData {
  $id: string;
  name: string;
  city: string;
  drug_license_number: string;
  gstin: string;
}

export interface StorePharmacistRowData {
  store_id: string;
  confirmed_at?: string | null;
  is_active?: boolean | null;
}

/** SPEC §3 roles as the panel shows them. */
export const STORE_ROLE_LABELS: Readonly<Record<StoreAdminRole, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  manager: 'Manager',
  staff: 'Staff',
  delivery: 'Delivery rider',
};

/** A registration counts once an admin confirmed it and until it is switched off. */
export function isConfirmedPharmacist(row: StorePharmacistRowData): boolean {
  return Boolean(row.confirmed_at) && row.is_active !== false;
}

/**
 * Joins the member's rows into one membership per store, sorted by store name. A row whose store
 * cannot be read (removed) or whose role is not a SPEC §3 role is left out: the panel cannot show it.
 */
export function toMemberships(
  adminRows: readonly StoreAdminRowData[],
  storeRows: readonly StoreRowData[],
  pharmacistRows: readonly StorePharmacistRowData[],
): StoreMembership[] {
  const stores = new Map(storeRows.map((store) => [store.$id, store]));
  const pharmacistAt = new Set(pharmacistRows.filter(isConfirmedPharmacist).map((row) => row.store_id));
  const memberships: StoreMembership[] = [];
  for (const row of adminRows) {
    const store = stores.get(row.store_id);
    if (!store || !isStoreAdminRole(row.role)) continue;
    if (memberships.some((known) => known.storeId === store.$id)) continue;
    memberships.push({
      storeId: store.$id,
      storeName: store.name,
      city: store.city,
      drugLicenceNumber: store.drug_license_number,
      gstin: store.gstin,
      role: row.role,
      isPharmacist: pharmacistAt.has(store.$id),
    });
  }
  return memberships.sort(
    (a, b) => a.storeName.localeCompare(b.storeName, 'en-IN') || a.storeId.localeCompare(b.storeId),
  );
}

/**
 * The store the panel shows: the one this device last chose, while the person is still a member
 * there; otherwise the first by name. Null without any membership.
 */
export function chooseStore(
  memberships: readonly StoreMembership[],
  remembered: string | null | undefined,
): StoreMembership | null {
  return memberships.find((membership) => membership.storeId === remembered) ?? memberships[0] ?? null;
}

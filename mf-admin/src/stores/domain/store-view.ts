// How /admin/stores and /admin/stores/{storeId} read a store: whether it takes orders, its
// licences and how long they have left, and its acceptance rate. Pure.
import { daysUntilExpiry, SUSPENSION_LABELS, type Suspension } from '@instamg/shared/domain/store-admin';
import { formatDay } from '@instamg/shared/domain/india-time';
import type { PharmacistStatus } from '@instamg/shared/domain/store-staff';

export interface StoreStateFields {
  is_active: boolean | null;
  suspended_at: string | null;
  suspension: Suspension | null;
}

export type StoreState = {
  key: 'live' | 'suspended' | 'not_live';
  label: string;
  color: 'success' | 'error' | 'default';
};

/** Live (takes orders), suspended (by an admin or on licence expiry), or not live yet (added, no team). */
export function storeState(store: StoreStateFields): StoreState {
  if (store.suspended_at)
    return { key: 'suspended', label: SUSPENSION_LABELS[store.suspension ?? 'admin'] ?? 'Suspended', color: 'error' };
  if (store.is_active === false) return { key: 'not_live', label: 'Not live', color: 'default' };
  return { key: 'live', label: 'Live', color: 'success' };
}

/** "Expires 31 Jan 2028 (in 798 days)", "Expired 3 Jan 2026", or "No expiry date recorded". */
export function licenceExpiryText(expiresOn: string | null, now: Date): string {
  if (!expiresOn) return 'No expiry date recorded';
  const left = daysUntilExpiry(expiresOn, now);
  if (left === null) return expiresOn;
  const date = formatDay(expiresOn);
  if (left < 0) return `Expired ${date}`;
  if (left === 0) return `Expires ${date} (today)`;
  return `Expires ${date} (in ${left} day${left === 1 ? '' : 's'})`;
}

/** Whether a licence expiry deserves a warning: within 30 days or past. */
export function licenceNeedsAttention(expiresOn: string | null, now: Date): boolean {
  const left = expiresOn ? daysUntilExpiry(expiresOn, now) : null;
  return left !== null && left <= 30;
}

export interface DecisionCounts {
  accepted: number;
  rejected: number;
  timed_out: number;
}

/** Share of the orders the store decided on that it accepted ("92%"), or "—" before any decision. */
export function acceptanceRate(counts: DecisionCounts): string {
  const decided = counts.accepted + counts.rejected + counts.timed_out;
  if (decided === 0) return '—';
  return `${Math.round((counts.accepted / decided) * 100)}%`;
}

/** What follows a registered pharmacist on the store's team list: nothing once confirmed. */
export const PHARMACIST_STATUS_SUFFIX: Readonly<Record<PharmacistStatus, string>> = {
  confirmed: '',
  pending: ', pending confirmation',
  inactive: ', inactive',
};

// How /admin/prescriptions words a prescription and a pharmacist's registration: status, who
// decided and when (India's time), and the duplicate flag (other uploads of the same file, by its
// SHA-256 that order-state computed). Admins audit here; only a store's registered pharmacist
// verifies (issue 14 §6), so nothing here decides anything.

import { formatIstDate, formatIstDateTime } from '@instamg/shared/domain/india-time';
import { pharmacistStatus } from '@instamg/shared/domain/store-staff';

export type PrescriptionStatus = 'pending' | 'verified' | 'rejected';

export const PRESCRIPTION_STATUS_LABELS: Readonly<Record<PrescriptionStatus, string>> = {
  pending: 'Waiting for the pharmacist',
  verified: 'Verified',
  rejected: 'Rejected',
};

export function prescriptionStatusLabel(status: string): string {
  return PRESCRIPTION_STATUS_LABELS[status as PrescriptionStatus] ?? status;
}

export function prescriptionStatusColor(status: string): 'success' | 'error' | 'warning' | 'default' {
  return status === 'verified'
    ? 'success'
    : status === 'rejected'
      ? 'error'
      : status === 'pending'
        ? 'warning'
        : 'default';
}

/** '24 Nov 2026, 6:05 pm' in IST; '—' for none. */
export function formatIst(iso: string | null | undefined): string {
  return iso ? formatIstDateTime(iso) : '—';
}

/** '24 Nov 2026' in IST (the date written on a prescription). */
export function formatIstDay(iso: string | null | undefined): string {
  return iso ? formatIstDate(iso) : '—';
}

/** The registration as a verification recorded it: 'Delhi Pharmacy Council · DPC/12345'. */
export function registrationText(council: string | null | undefined, number: string | null | undefined): string {
  return [council, number].filter((part): part is string => Boolean(part && part.trim())).join(' · ');
}

/** The flag beside a prescription uploaded more than once: null when the file is unique (or not hashed). */
export function duplicateFlag(count: number | null | undefined): string | null {
  if (!count || count < 1) return null;
  return count === 1 ? 'Same file: 1 other upload' : `Same file: ${count} other uploads`;
}

/** A registration's state: pending (never confirmed: a store-staff invitation's accept), confirmed, revoked. */
export const REGISTRATION_STATUSES = ['pending', 'confirmed', 'revoked'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const REGISTRATION_STATUS_LABELS: Readonly<Record<RegistrationStatus, string>> = {
  pending: 'Pending confirmation',
  confirmed: 'Confirmed',
  revoked: 'Revoked',
};

/**
 * The words for a registration's state in the pharmacists list, as order-state/src/pharmacists.ts decides who
 * verifies: no confirmed_at is pending whatever is_active says; then is_active false is revoked (the
 * column's default is true: a row without the flag is active). The store panel's pharmacistStatus
 * with the admin's word for switched off. `active`: this person verifies now.
 */
export function registrationState(row: { is_active?: boolean | null; confirmed_at?: string | null }): {
  status: RegistrationStatus;
  label: string;
  active: boolean;
} {
  const shared = pharmacistStatus(row);
  const status: RegistrationStatus = shared === 'inactive' ? 'revoked' : shared;
  return { status, label: REGISTRATION_STATUS_LABELS[status], active: status === 'confirmed' };
}

/** The longest revocation reason the audit log keeps, and the shortest the function takes. */
export const REVOKE_REASON_LIMITS = { min: 3, max: 1000 } as const;

export function revokeReasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed.length < REVOKE_REASON_LIMITS.min) return 'Say why the registration is revoked';
  if (trimmed.length > REVOKE_REASON_LIMITS.max) return `Use at most ${REVOKE_REASON_LIMITS.max} characters`;
  return null;
}

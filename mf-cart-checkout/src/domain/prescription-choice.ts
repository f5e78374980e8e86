// Which of the customer's prescriptions checkout chooses before they do (issue 22 §8): the one they
// picked with "Attach to my next order", else the newest one a pharmacist verified that is still
// within its validity (a repeat order reuses it; the new store's pharmacist verifies it again);
// else none (they choose or upload).
import { prescriptionValidity } from '@instamg/shared/domain/rx-review';

export interface PrescriptionChoiceRow {
  $id: string;
  $createdAt: string;
  status: 'pending' | 'verified' | 'rejected';
  issued_on?: string | null;
  order_id: string | null;
}

export function preselectedPrescription(
  prescriptions: readonly PrescriptionChoiceRow[],
  remembered: string | null,
  /** null while the setting is unknown: then only the remembered choice stands. */
  validityMonths: number | null,
  now: Date,
): string | null {
  if (remembered && prescriptions.some((p) => p.$id === remembered && p.status !== 'rejected')) return remembered;
  if (validityMonths === null) return null;
  const reusable = prescriptions
    .filter((p) => p.status === 'verified')
    .filter((p) => prescriptionValidity(p.issued_on, validityMonths, now).state === 'valid')
    .sort((a, b) => b.$createdAt.localeCompare(a.$createdAt));
  return reusable[0]?.$id ?? null;
}

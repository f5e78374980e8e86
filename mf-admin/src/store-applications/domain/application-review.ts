// What a reviewer of a partner application reads beside its documents (issue 17 §2): each of the
// shared validators' results, and how long the applicant has been waiting. The rules are the
// shared ones (shared/src/domain/partner); store-onboarding runs them again on approval.
import { accountNumberErrors, ifscError } from '@instamg/shared/domain/partner/bank';
import { gstinError, gstinStateMismatch, panError, panGstinMismatch } from '@instamg/shared/domain/partner/gstin';
import { licenceDateErrors } from '@instamg/shared/domain/partner/licence';
import { pharmacistErrors } from '@instamg/shared/domain/partner/pharmacist';
import type { ApplicationValues } from '@instamg/shared/domain/partner/application';

export interface ReviewCheck {
  label: string;
  /** null when it passes; else what is wrong. */
  problem: string | null;
}

const firstOf = (errors: object): string | null => (Object.values(errors)[0] as string | undefined) ?? null;

export function reviewChecks(values: ApplicationValues, now: Date): ReviewCheck[] {
  return [
    { label: 'GSTIN format and check character', problem: gstinError(values.gstin) },
    { label: 'PAN format', problem: panError(values.pan) },
    { label: 'PAN matches the GSTIN', problem: panGstinMismatch(values.pan, values.gstin) },
    { label: 'GSTIN State matches the PIN', problem: gstinStateMismatch(values.gstin, values.postal_code) },
    {
      label: 'Form 20 licence valid for 30 days or more',
      problem: firstOf(licenceDateErrors(values.form20_issued_on, values.form20_expires_on, now)),
    },
    {
      label: 'Form 21 licence valid for 30 days or more',
      problem: firstOf(licenceDateErrors(values.form21_issued_on, values.form21_expires_on, now)),
    },
    {
      label: 'Pharmacist registration',
      problem: firstOf(
        pharmacistErrors(values.pharmacist_name, values.pharmacist_council, values.pharmacist_registration_number),
      ),
    },
    { label: 'IFSC format', problem: ifscError(values.ifsc) },
    { label: 'Account number', problem: firstOf(accountNumberErrors(values.account_number, values.account_number)) },
  ];
}

/** 'today', '1 day', '12 days': how long since it was submitted (on calendar days). */
export function waitingFor(submittedAt: string | null, now: Date): string {
  if (!submittedAt) return '—';
  const days = Math.floor((now.getTime() - Date.parse(submittedAt)) / 86_400_000);
  if (!Number.isFinite(days) || days <= 0) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}

/** What the reviewer should look at in the documents: what no validator can check. */
export const REVIEW_CHECKLIST = [
  'The licence scans show the numbers, dates and the address entered',
  'Both licences are retail (Form 20 and Form 21), not wholesale (20-B / 21-B)',
  'The pharmacist certificate shows the name, council and number entered, and is renewed',
  'The shopfront photo shows a pharmacy at that address',
  'The cancelled cheque shows the account holder, number and IFSC entered',
] as const;

// /store/settings (issue 17, issue 18 §7–8): who may ask for changes, the forms' checks (the same
// shared validators store-admin runs again) and what a change request says.
import type { StoreAdminRole } from '@instamg/shared/domain/roles';
import {
  bankChangeProblems,
  type BankChange,
  type BankChangeField,
  type BankProblem,
} from '@instamg/shared/domain/partner/bank';
import { licenceChangeErrors, type LicenceChange, type StoreErrors } from '@instamg/shared/domain/store-admin';

/**
 * The team roles that see the bank account and ask for licence or bank changes (store-admin's
 * REQUESTERS; store_bank_details rows are readable by exactly these team roles).
 */
export const CHANGE_REQUESTER_ROLES: readonly StoreAdminRole[] = ['owner', 'admin'];

export const mayRequestChanges = (role: StoreAdminRole): boolean => CHANGE_REQUESTER_ROLES.includes(role);

export interface LicenceForm extends LicenceChange {
  document_id: string;
}

export const EMPTY_LICENCE_FORM: LicenceForm = {
  form20_number: '',
  form20_expires_on: '',
  form21_number: '',
  form21_expires_on: '',
  document_id: '',
};

/** The licence form's errors: the shared licence rules and a scan of the new licence. */
export function licenceFormErrors(form: LicenceForm, now: Date): StoreErrors & { document_id?: string } {
  const { document_id, ...licence } = form;
  const errors: StoreErrors & { document_id?: string } = licenceChangeErrors(licence, now);
  if (document_id === '') errors.document_id = 'Upload a scan of the new licence';
  return errors;
}

/** The bank form's problems as codes (the settings catalogue words them in the page's language). */
export function bankFormErrors(form: BankChange): Partial<Record<BankChangeField, BankProblem>> {
  return bankChangeProblems({
    ...form,
    ifsc: form.ifsc.trim().toUpperCase(),
    account_number: form.account_number.trim(),
  });
}

export interface ChangeRequestView {
  id: string;
  kind: 'licence' | 'bank';
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  note: string | null;
  summary: string;
}

/** One line of what a request asks for (a bank request shows only the masked number). */
export function summariseRequest(kind: 'licence' | 'bank', changesJson: string): string {
  let changes: Record<string, unknown>;
  try {
    changes = JSON.parse(changesJson) as Record<string, unknown>;
  } catch {
    return '';
  }
  if (kind === 'bank')
    return `Account ${String(changes.account_masked ?? '')}, IFSC ${String(changes.ifsc ?? '')}, ${String(changes.account_holder ?? '')}`;
  return `Form 20 ${String(changes.form20_number ?? '')} (expires ${String(changes.form20_expires_on ?? '')}), Form 21 ${String(changes.form21_number ?? '')} (expires ${String(changes.form21_expires_on ?? '')})`;
}

export const REQUEST_STATUS_LABELS: Readonly<Record<ChangeRequestView['status'], string>> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

// The reconciliation section of /admin/analytics (issue 31 §3): the exceptions through the shared
// grid (admins read reconciliation_exceptions), resolving and re-running through reconcile-payments.
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import type { ReconciliationExceptionsRow } from '@instamg/shared/appwrite/rows';

export interface ReconciledDay {
  day: string;
  found: number;
  opened: number;
  cleared: number;
}

/** Marks an open exception resolved with what was done (audited). */
export function resolveException(
  exceptionId: string,
  note: string,
): Promise<{ exception: ReconciliationExceptionsRow }> {
  return callFunction(FUNCTIONS.reconcilePayments, { action: 'resolve', exception_id: exceptionId, note });
}

/** Compares yesterday (IST) again; nothing found twice is listed twice. */
export function runReconciliation(): Promise<{ days: ReconciledDay[] }> {
  return callFunction(FUNCTIONS.reconcilePayments, { action: 'run' });
}

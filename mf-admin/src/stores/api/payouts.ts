// A store's payouts for /admin/stores/{storeId} (issue 18 §6): the rows through the shared grid
// (admins read every store_payouts row); paying goes through the payouts function (the payout
// gateway), the manual path through store-earnings record_payout_utr.
import type { Models } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import type { PayoutFigures, PayoutStatus } from '@instamg/shared/domain/settlement/payouts';

export interface AdminPayoutRow extends Models.Row, PayoutFigures {
  store_id: string;
  cycle_start: string;
  cycle_end: string;
  status: PayoutStatus;
  utr: string | null;
  paid_at: string | null;
  transfer_id: string | null;
  transfer_status: string | null;
  failure_reason: string | null;
}

/** "Pay out": starts the transfer through the payout gateway (or reads it when it was started). */
export function startPayoutTransfer(payoutId: string): Promise<{ payout: AdminPayoutRow; mode: string }> {
  return callFunction(FUNCTIONS.payouts, { action: 'start_transfer', payout_id: payoutId });
}

/** "Check status": the gateway's status of the payout's transfer, applied. */
export function refreshPayoutTransfer(payoutId: string): Promise<{ payout: AdminPayoutRow; mode: string }> {
  return callFunction(FUNCTIONS.payouts, { action: 'refresh_transfer', payout_id: payoutId });
}

/** The manual path: the UTR of a bank transfer made outside the gateway. */
export function recordPayoutUtr(payoutId: string, utr: string): Promise<{ payout: AdminPayoutRow }> {
  return callFunction(FUNCTIONS.storeEarnings, { action: 'record_payout_utr', payout_id: payoutId, utr });
}

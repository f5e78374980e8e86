// A store's payouts for /admin/stores/{storeId} (issue 18 §6): the rows through the shared grid
// (admins read every store_payouts row); paying goes through the payouts function (the payout
// gateway), the manual path through store-earnings record_payout_utr.
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import type { StorePayoutsRow } from '@instamg/shared/appwrite/rows';

/** "Pay out": starts the transfer through the payout gateway (or reads it when it was started). */
export function startPayoutTransfer(payoutId: string): Promise<{ payout: StorePayoutsRow; mode: string }> {
  return callFunction(FUNCTIONS.payouts, { action: 'start_transfer', payout_id: payoutId });
}

/** "Check status": the gateway's status of the payout's transfer, applied. */
export function refreshPayoutTransfer(payoutId: string): Promise<{ payout: StorePayoutsRow; mode: string }> {
  return callFunction(FUNCTIONS.payouts, { action: 'refresh_transfer', payout_id: payoutId });
}

/** The manual path: the UTR of a bank transfer made outside the gateway. */
export function recordPayoutUtr(payoutId: string, utr: string): Promise<{ payout: StorePayoutsRow }> {
  return callFunction(FUNCTIONS.storeEarnings, { action: 'record_payout_utr', payout_id: payoutId, utr });
}

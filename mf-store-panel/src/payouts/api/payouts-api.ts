// The payouts section's reads (issue 18 §6): the store's payouts through the shared ServerDataGrid
// (row security: owner and store admins), one payout's statement from the store-earnings function.
import { useQuery } from '@tanstack/react-query';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import type { StatementLine } from '@instamg/shared/domain/settlement/payouts';
import { storePanelKeys } from '../../api/keys';
import type { StorePayoutsRow } from '@instamg/shared/appwrite/rows';

export interface PayoutStatement {
  payout: StorePayoutsRow;
  lines: StatementLine[];
}

export function fetchStatement(payoutId: string): Promise<PayoutStatement> {
  return callFunction<PayoutStatement>(FUNCTIONS.storeEarnings, { action: 'statement', payout_id: payoutId });
}

export function useStatement(payoutId: string | null) {
  return useQuery({
    queryKey: storePanelKeys.payouts.statement(payoutId ?? ''),
    queryFn: () => fetchStatement(payoutId!),
    enabled: payoutId !== null,
  });
}

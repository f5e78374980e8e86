// The earnings section's reads (issue 18 §5): the range's totals come from the store-earnings
// function (it adds up the store_order_earnings rows on the server, over an index); the per-order
// rows come through the shared ServerDataGrid with the member's own session (row security: the
// owner and store admins only).
import { useQuery } from '@tanstack/react-query';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import type { Breakdown } from '@instamg/shared/domain/settlement/settlement';
import { storePanelKeys } from '../../api/keys';

export interface EarningsSummary {
  from: string;
  to: string;
  orders: number;
  sale: Breakdown;
  adjustments: Breakdown;
  net_payable_paise: number;
}

export async function fetchEarningsSummary(storeId: string, from: string, to: string): Promise<EarningsSummary> {
  const reply = await callFunction<{ summary: EarningsSummary }>(FUNCTIONS.storeEarnings, {
    action: 'summary',
    store_id: storeId,
    from,
    to,
  });
  return reply.summary;
}

export function useEarningsSummary(storeId: string, from: string, to: string) {
  return useQuery({
    queryKey: storePanelKeys.earnings.summary(storeId, from, to),
    queryFn: () => fetchEarningsSummary(storeId, from, to),
  });
}

// The earnings section's reads (issue 18 §5): the range's totals come from the store-earnings
// function (it adds up the store_order_earnings rows on the server, over an index); the per-order
// rows come through the shared ServerDataGrid with the member's own session (row security: the
// owner and store admins only).
import { useQuery } from '@tanstack/react-query';
import type { Models } from 'appwrite';
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

/** One row of the grid: a delivered order's breakdown in paise (store_order_earnings). */
export interface EarningsGridRow extends Models.Row {
  order_id: string;
  order_number?: string | null;
  delivered_at: string;
  order_status: 'delivered' | 'refunded';
  item_value_paise: number;
  delivery_fee_paise: number;
  platform_coupon_paise: number;
  gross_paise: number;
  commission_bps: number;
  commission_paise: number;
  commission_gst_paise: number;
  tcs_bps: number;
  tcs_paise: number;
  tds_bps: number;
  tds_paise: number;
  cod_collected_paise: number;
  net_paise: number;
  refund_paise: number;
  adjustment_net_paise: number;
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

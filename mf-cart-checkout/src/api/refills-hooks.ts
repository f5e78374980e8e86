// React Query hooks over refills-api (issue 36 §3); keys in keys.ts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefillsRow } from '@instamg/shared/appwrite/rows';
import { orderKeys } from './keys';
import { useUserId } from './hooks';
import * as api from './refills-api';

export function useMyRefills() {
  const user = useUserId();
  return useQuery({
    queryKey: orderKeys.refills,
    queryFn: () => api.listMyRefills(user.data!),
    enabled: !!user.data,
    staleTime: 0,
  });
}

export function useRefillOfOrder(orderId: string, enabled: boolean) {
  const user = useUserId();
  return useQuery({
    queryKey: orderKeys.refillOfOrder(orderId),
    queryFn: () => api.refillOfOrder(user.data!, orderId),
    enabled: enabled && !!user.data,
  });
}

export function usePrescriptionDays(orderId: string, enabled: boolean) {
  const user = useUserId();
  return useQuery({
    queryKey: orderKeys.prescriptionDays(orderId),
    queryFn: () => api.prescriptionDaysOf(user.data!, orderId),
    enabled: enabled && !!user.data,
    staleTime: Infinity,
  });
}

/** After any change: the list and the order's own refill read again. */
export function useRefillChanged() {
  const queryClient = useQueryClient();
  return (refill: RefillsRow) => {
    queryClient.setQueryData<RefillsRow[]>(orderKeys.refills, (rows) =>
      rows?.map((r) => (r.$id === refill.$id ? refill : r)),
    );
    void queryClient.invalidateQueries({ queryKey: orderKeys.refills });
  };
}

export function useCreateRefill(orderId: string) {
  const changed = useRefillChanged();
  return useMutation({
    mutationFn: (args: { interval: number; lines: { product_id: string; quantity: number }[] }) =>
      api.createRefill(orderId, args.interval, args.lines),
    onSuccess: ({ refill }) => changed(refill),
  });
}

// React Query hooks over orders-api; keys in keys.ts.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSavedAddresses as useSharedSavedAddresses } from '@instamg/shared/api/saved-addresses';
import { keepNewerRow, newerRow } from '@instamg/shared/appwrite/newer-row';
import { isActiveFulfilment } from '@instamg/shared/domain/order';
import { orderKeys } from './keys';
import * as api from './orders-api';
import type { OrdersRow } from '@instamg/shared/appwrite/rows';

/** The signed-in user's id (the shell guards these routes; a failure means the session ended). */
export function useUserId() {
  return useQuery({ queryKey: orderKeys.user, queryFn: api.currentUserId, staleTime: Infinity });
}

/**
 * A live page also looks again this often while the store works on the order: a realtime event
 * missed (a phone switching networks drops the socket) must not freeze the status.
 */
const ORDER_RECHECK_MS = 15_000;

/** The order, kept live by Appwrite Realtime on its row channel; events refetch on each change. */
export function useLiveOrder(orderId: string) {
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: orderKeys.order(orderId),
    queryFn: () => api.getOrder(orderId),
    staleTime: 0,
    // A fetch sent before a live update may answer after it: keep the newer row.
    structuralSharing: keepNewerRow,
    refetchInterval: (query) =>
      query.state.data && isActiveFulfilment(query.state.data.status) ? ORDER_RECHECK_MS : false,
  });
  useEffect(() => {
    const stop = api.watchOrder(orderId, (next) => {
      queryClient.setQueryData<OrdersRow>(orderKeys.order(orderId), (current) => newerRow(current, next));
      void queryClient.invalidateQueries({ queryKey: orderKeys.events(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.deliveryCodes(orderId) });
      // A substitute offered or answered changes the lines and may add a refund (issue 16 §5).
      void queryClient.invalidateQueries({ queryKey: orderKeys.items(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.refunds(orderId) });
      // Each step of a return touches the order row too (issue 16 §6).
      void queryClient.invalidateQueries({ queryKey: orderKeys.orderReturn(orderId) });
      if (next.substitution_id)
        void queryClient.invalidateQueries({ queryKey: orderKeys.substitution(next.substitution_id) });
    });
    return stop;
  }, [orderId, queryClient]);
  return order;
}

/**
 * The delivery code of the order's current round (`redelivery_count`), asked only while the order
 * is out for delivery (refetched on every change of the order).
 */
export function useDeliveryCode(orderId: string, round: number, outForDelivery: boolean) {
  return useQuery({
    queryKey: orderKeys.deliveryCode(orderId, round),
    queryFn: () => api.getDeliveryCode(orderId),
    enabled: outForDelivery,
    staleTime: 0,
    // order-state writes the status, then the code: the live status can arrive first, so look
    // again until the code is there.
    refetchInterval: (query) => (query.state.data ? false : 2000),
  });
}

/**
 * The rider bringing the order and their ETA, while it is on its way: live over Realtime (the
 * delivery row's channel), asked again every 10 s in case a push is missed.
 */
export function useOrderRider(orderId: string, onTheWay: boolean) {
  const queryClient = useQueryClient();
  const rider = useQuery({
    queryKey: orderKeys.delivery(orderId),
    queryFn: () => api.getOrderRider(orderId),
    enabled: onTheWay,
    staleTime: 0,
    refetchInterval: onTheWay ? 10_000 : false,
  });
  useEffect(() => {
    if (!onTheWay) return;
    return api.watchOrderRider(orderId, (next) => queryClient.setQueryData(orderKeys.delivery(orderId), next));
  }, [orderId, onTheWay, queryClient]);
  return rider;
}

/** The open substitute of the order, if any (its id is on the live order row). */
export function useSubstitution(substitutionId: string | null | undefined) {
  return useQuery({
    queryKey: orderKeys.substitution(substitutionId ?? ''),
    queryFn: () => api.getSubstitution(substitutionId!),
    enabled: !!substitutionId,
    staleTime: 0,
  });
}

export function useOrderRefunds(orderId: string) {
  return useQuery({ queryKey: orderKeys.refunds(orderId), queryFn: () => api.listOrderRefunds(orderId), staleTime: 0 });
}

/** The masked account the customer gave for a cash-on-delivery refund, while one is pending. */
export function useRefundBankDetails(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.refundBank(orderId),
    queryFn: () => api.getRefundBankDetails(orderId),
    enabled,
    staleTime: 0,
  });
}

/** The order's return (refreshed with every change of the live order). */
export function useOrderReturn(orderId: string) {
  return useQuery({
    queryKey: orderKeys.orderReturn(orderId),
    queryFn: () => api.getOrderReturn(orderId),
    staleTime: 0,
  });
}

/** The return flags of the order's products and the return windows. */
export function useReturnRules(productIds: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.returnRules(productIds),
    queryFn: () => api.returnRulesOf(productIds),
    enabled: enabled && productIds.length > 0,
  });
}

export function useOrderItems(orderId: string) {
  return useQuery({ queryKey: orderKeys.items(orderId), queryFn: () => api.listOrderItems(orderId) });
}

export function useOrderEvents(orderId: string) {
  return useQuery({ queryKey: orderKeys.events(orderId), queryFn: () => api.listOrderEvents(orderId), staleTime: 0 });
}

export function useMyOrders() {
  const user = useUserId();
  return useQuery({
    queryKey: orderKeys.myOrders,
    queryFn: () => api.listMyOrders(user.data!),
    enabled: !!user.data,
    staleTime: 0,
  });
}

export function useMyPrescriptions() {
  const user = useUserId();
  return useQuery({
    queryKey: orderKeys.prescriptions,
    queryFn: () => api.listMyPrescriptions(user.data!),
    enabled: !!user.data,
    staleTime: 0,
  });
}

/** The prescription validity in months, for proposing a prescription at checkout. */
export function usePrescriptionValidityMonths() {
  return useQuery({
    queryKey: orderKeys.prescriptionValidity,
    queryFn: api.prescriptionValidityMonths,
    staleTime: 300_000,
  });
}

/** The signed-in user's saved addresses, through the shared reader (ADR 0004). */
export function useSavedAddresses() {
  const user = useUserId();
  return useSharedSavedAddresses(user.data ?? null);
}

/**
 * The server's quote for the checkout as it stands; re-asked whenever the body (cart, address,
 * mode, slot, store) changes. Never cached: prices and stock move.
 */
export function useOrderQuote(body: api.QuoteRequest | null) {
  return useQuery({
    queryKey: orderKeys.quote(body),
    queryFn: () => api.quoteOrder(body!),
    enabled: body !== null,
    staleTime: 0,
    gcTime: 0,
    // Refusals (Schedule X, out of range …) are answers, not outages.
    retry: false,
  });
}

export function useStorePhone(storeId: string | undefined) {
  return useQuery({
    queryKey: orderKeys.storePhone(storeId ?? ''),
    queryFn: () => api.getStorePhone(storeId!),
    enabled: !!storeId,
    staleTime: 5 * 60_000,
  });
}

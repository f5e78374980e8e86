// React Query hooks over orders-api, and the page's selected store.
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Store } from '@instamg/shared/domain/store';
import { readStoredStore } from '@instamg/shared/domain/stored-store';
import { on } from '@instamg/shared/events';
import * as api from './orders-api';

export const orderKeys = {
  user: ['mf-cart-checkout', 'user'] as const,
  order: (id: string) => ['mf-cart-checkout', 'order', id] as const,
  items: (id: string) => ['mf-cart-checkout', 'order-items', id] as const,
  events: (id: string) => ['mf-cart-checkout', 'order-events', id] as const,
  myOrders: ['mf-cart-checkout', 'my-orders'] as const,
  prescriptions: ['mf-cart-checkout', 'prescriptions'] as const,
  addresses: ['mf-cart-checkout', 'addresses'] as const,
  quote: (body: unknown) => ['mf-cart-checkout', 'quote', body] as const,
};

/** The signed-in user's id (the shell guards these routes; a failure means the session ended). */
export function useUserId() {
  return useQuery({ queryKey: orderKeys.user, queryFn: api.currentUserId, staleTime: Infinity });
}

/** The order, kept live by Appwrite Realtime on its row channel; events refetch on each change. */
export function useLiveOrder(orderId: string) {
  const queryClient = useQueryClient();
  const order = useQuery({ queryKey: orderKeys.order(orderId), queryFn: () => api.getOrder(orderId), staleTime: 0 });
  useEffect(() => {
    const stop = api.watchOrder(orderId, (next) => {
      queryClient.setQueryData(orderKeys.order(orderId), next);
      void queryClient.invalidateQueries({ queryKey: orderKeys.events(orderId) });
    });
    return stop;
  }, [orderId, queryClient]);
  return order;
}

export function useOrderItems(orderId: string) {
  return useQuery({ queryKey: orderKeys.items(orderId), queryFn: () => api.listOrderItems(orderId) });
}

export function useOrderEvents(orderId: string) {
  return useQuery({ queryKey: orderKeys.events(orderId), queryFn: () => api.listOrderEvents(orderId), staleTime: 0 });
}

export function useMyOrders() {
  const user = useUserId();
  return useQuery({ queryKey: orderKeys.myOrders, queryFn: () => api.listMyOrders(user.data!), enabled: !!user.data, staleTime: 0 });
}

export function useMyPrescriptions() {
  const user = useUserId();
  return useQuery({ queryKey: orderKeys.prescriptions, queryFn: () => api.listMyPrescriptions(user.data!), enabled: !!user.data, staleTime: 0 });
}

export function useSavedAddresses() {
  const user = useUserId();
  return useQuery({ queryKey: orderKeys.addresses, queryFn: () => api.listSavedAddresses(user.data!), enabled: !!user.data, staleTime: 0 });
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

function storedStore(): Store | null {
  try {
    return readStoredStore(globalThis.localStorage);
  } catch {
    return null;
  }
}

/** The store chosen in the delivery selector (mf-location), following `store-updated`. */
export function useSelectedStore(): Store | null {
  const [store, setStore] = useState<Store | null>(storedStore);
  useEffect(() => on('store-updated', ({ store: next }) => setStore(next)), []);
  return store;
}

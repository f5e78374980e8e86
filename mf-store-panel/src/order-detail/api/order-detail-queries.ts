// React Query hooks of the order page (keys: api/keys.ts storePanelKeys.orderDetail).
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keepNewerRow, newerRow } from '@instamg/shared/appwrite/newer-row';
import { storePanelKeys } from '../../api/keys';
import type { DetailAction } from '../domain/order-detail';
import * as api from './order-detail';

const keys = storePanelKeys.orderDetail;

/** The order, kept live over Realtime; items, events and the contact are asked again on every change. */
export function useStoreOrder(orderId: string) {
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: keys.order(orderId),
    queryFn: () => api.getStoreOrder(orderId),
    staleTime: 0,
    // A fetch sent before a live update may answer after it: keep the newer row.
    structuralSharing: keepNewerRow,
  });
  useEffect(
    () =>
      api.watchStoreOrder(orderId, (next) => {
        queryClient.setQueryData<api.StoreOrder>(keys.order(orderId), (current) => newerRow(current, next));
        void queryClient.invalidateQueries({ queryKey: keys.all(orderId) });
      }),
    [orderId, queryClient],
  );
  return order;
}

export const useItems = (orderId: string) =>
  useQuery({ queryKey: keys.items(orderId), queryFn: () => api.listItems(orderId), staleTime: 0 });
export const useEvents = (orderId: string) =>
  useQuery({ queryKey: keys.events(orderId), queryFn: () => api.listEvents(orderId), staleTime: 0 });
export const useRefunds = (orderId: string) =>
  useQuery({ queryKey: keys.refunds(orderId), queryFn: () => api.listRefunds(orderId), staleTime: 0 });
export const useContact = (orderId: string) =>
  useQuery({ queryKey: keys.contact(orderId), queryFn: () => api.getContact(orderId), staleTime: 0 });
export const useVerification = (verificationId: string | null) =>
  useQuery({
    queryKey: keys.verification(verificationId ?? ''),
    queryFn: () => api.getVerification(verificationId!),
    enabled: !!verificationId,
  });
export const useBatches = (storeId: string, productIds: readonly string[], enabled: boolean) =>
  useQuery({
    queryKey: keys.batches(storeId, productIds),
    queryFn: () => api.listBatches(storeId, productIds),
    enabled,
    staleTime: 0,
  });

/** The proposal waiting for the customer's answer (refetched with the order). */
export const useSubstitution = (orderId: string, substitutionId: string | null | undefined) =>
  useQuery({
    queryKey: keys.substitution(orderId, substitutionId ?? ''),
    queryFn: () => api.getSubstitution(substitutionId!),
    enabled: !!substitutionId,
    staleTime: 0,
  });

/** What could replace a line's product here: the catalogue's same-salt products and this store's batches of them. */
export const useSubstitutes = (storeId: string, productId: string | null) =>
  useQuery({
    queryKey: keys.substitutes(storeId, productId ?? ''),
    queryFn: async () => {
      const { original, products } = await api.listSubstituteProducts(productId!);
      const batches = await api.listPricedBatches(
        storeId,
        products.filter((p) => p.$id !== original.$id).map((p) => p.$id),
      );
      return { original, products, batches };
    },
    enabled: !!productId,
    staleTime: 0,
  });

export function useProposeSubstitute(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, productId }: { itemId: string; productId: string }) =>
      api.proposeSubstitute(orderId, itemId, productId),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(keys.order(orderId), order);
      void queryClient.invalidateQueries({ queryKey: keys.all(orderId) });
    },
  });
}

export function useOrderAction(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, extra }: { action: DetailAction; extra?: Record<string, unknown> }) =>
      api.takeAction(orderId, action, extra),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(keys.order(orderId), order);
      void queryClient.invalidateQueries({ queryKey: keys.all(orderId) });
    },
  });
}

/** The order's return (issue 16 §6). */
export const useOrderReturn = (orderId: string) =>
  useQuery({ queryKey: keys.orderReturn(orderId), queryFn: () => api.getOrderReturn(orderId), staleTime: 0 });

export function useReturnAction(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, extra }: { action: api.ReturnAction; extra?: Record<string, unknown> }) =>
      api.takeReturnAction(orderId, action, extra),
    onSuccess: ({ order, refund_request }) => {
      queryClient.setQueryData(keys.order(orderId), order);
      queryClient.setQueryData(keys.orderReturn(orderId), refund_request);
      void queryClient.invalidateQueries({ queryKey: keys.all(orderId) });
    },
  });
}

// Prescription-photo requests at the store (issue 36 §1): the store's pharmacists read the
// requests, lines and images with their session (row and file permissions give them to the
// pharmacist role only); every change goes through the rx-requests function.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { BUCKETS, DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import { listRxQueue, searchStoreStock } from '@instamg/shared/appwrite/rx-request-reads';
import { readPrescriptionFile } from '@instamg/shared/prescription-file';
import type { StockedOption } from '@instamg/shared/domain/rx-request';
import type { RxRequestTab } from '@instamg/shared/domain/rx-request-status';
import { storePanelKeys } from '../../api/keys';

const RX_REQUESTS_CHANNEL = `tablesdb.${DATABASE_ID}.tables.${TABLES.rxRequests}.rows`;

const keys = {
  list: (storeId: string) => [...storePanelKeys.prescriptions.all(), 'rx-requests', storeId] as const,
  /** One queue tab's list (under `list`, so invalidating the list refreshes every tab). */
  tab: (storeId: string, tab: RxRequestTab) =>
    [...storePanelKeys.prescriptions.all(), 'rx-requests', storeId, tab] as const,
  waiting: (storeId: string) => [...storePanelKeys.prescriptions.all(), 'rx-waiting', storeId] as const,
  serviceLevel: (storeId: string) => [...storePanelKeys.prescriptions.all(), 'rx-service-level', storeId] as const,
  file: (fileId: string) => [...storePanelKeys.prescriptions.all(), 'rx-request-file', fileId] as const,
  stock: (storeId: string, term: string) => [...storePanelKeys.prescriptions.all(), 'rx-stock', storeId, term] as const,
};

/**
 * The requests of one queue tab at the store (the status table's `tab`: to read, or sent and
 * closed), a pharmacist's; others' list is empty by permission.
 */
export function useRxRequests(storeId: string, enabled: boolean, tab: RxRequestTab = 'waiting') {
  const queryClient = useQueryClient();
  // Live: a request routed here, cancelled by its customer or moved on refreshes every tab at once
  // (Realtime sends only the rows this pharmacist may read); the slow poll covers a dropped socket.
  useEffect(() => {
    if (!enabled) return;
    return getAppwrite().client.subscribe<{ store_id?: string }>(RX_REQUESTS_CHANNEL, (event) => {
      if (event.payload?.store_id !== storeId) return;
      void queryClient.invalidateQueries({ queryKey: keys.list(storeId) });
    });
  }, [queryClient, storeId, enabled]);
  return useQuery({
    queryKey: keys.tab(storeId, tab),
    enabled,
    refetchInterval: 60_000,
    queryFn: () => listRxQueue(getAppwrite().tablesDB, storeId, tab),
  });
}

/** How many requests wait at the store: any member sees this, never the requests themselves. */
export function useRxWaiting(storeId: string) {
  return useQuery({
    queryKey: keys.waiting(storeId),
    refetchInterval: 30_000,
    queryFn: async () =>
      (await callFunction<{ count: number }>(FUNCTIONS.rxRequests, { action: 'waiting', store_id: storeId })).count,
  });
}

/** Today's time from a prescription photo to its priced cart at the store, p50/p90 (issue 36 §2; any member). */
export function useRxServiceLevel(storeId: string) {
  return useQuery({
    queryKey: keys.serviceLevel(storeId),
    refetchInterval: 60_000,
    queryFn: () =>
      callFunction<{ day: string; count: number; p50_s: number | null; p90_s: number | null }>(FUNCTIONS.rxRequests, {
        action: 'service_level',
        store_id: storeId,
      }),
  });
}

export function useRxRequestFile(fileId: string) {
  return useQuery({
    queryKey: keys.file(fileId),
    queryFn: () => readPrescriptionFile(fileId, BUCKETS.rxRequestFiles),
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** The store's stock matching a name or salt: products by full-text search, with this store's batches. */
export function useStockSearch(storeId: string, term: string) {
  return useQuery({
    queryKey: keys.stock(storeId, term),
    enabled: term.trim().length >= 2,
    queryFn: (): Promise<StockedOption[]> => searchStoreStock(getAppwrite().tablesDB, storeId, term),
  });
}

export interface PricedLineInput {
  product_id: string;
  quantity: number;
  units_per_day?: number;
  days?: number;
  substitute_of?: string | null;
}

export type RxRequestDecision =
  | {
      action: 'price';
      lines: PricedLineInput[];
      prescriber_name: string;
      prescriber_registration: string;
      issued_on: string;
      /** Required when a line is Schedule H1 (the H1 register names the patient). */
      patient_name?: string;
    }
  | { action: 'decline'; reason: string };

export function useRxRequestAction(storeId: string, requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: RxRequestDecision) =>
      callFunction(FUNCTIONS.rxRequests, { ...decision, request_id: requestId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.list(storeId) }),
  });
}

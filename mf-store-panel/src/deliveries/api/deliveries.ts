// The store's deliveries (issue 38, ADR 0011): order_deliveries rows read with the member's session
// — a rider reads only the ones assigned to them, the store's team all of the store's — and every
// change through order-state (assignment, the rider's steps, location pings).
import { Query } from 'appwrite';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrderDeliveriesRow } from '@instamg/shared/appwrite/rows';
import { OCCUPYING_STATUSES, type RiderAction, type RiderLoad } from '@instamg/shared/domain/delivery-staff';
import { isActivePartnerStatus } from '@instamg/shared/domain/delivery-partner';
import { storePanelKeys } from '../../api/keys';

export type Delivery = OrderDeliveriesRow;

const deliveriesKey = (storeId: string) => [...storePanelKeys.deliveries(), storeId] as const;
const ridersKey = (orderId: string) => [...storePanelKeys.deliveries(), 'riders', orderId] as const;

/** Deliveries not finished (packed, out, back from a failed attempt), oldest assignment first. */
export async function listOpenDeliveries(storeId: string): Promise<Delivery[]> {
  const { rows } = await getAppwrite().tablesDB.listRows<Delivery>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderDeliveries,
    queries: [
      Query.equal('store_id', storeId),
      Query.equal('order_status', [...OCCUPYING_STATUSES]),
      Query.orderAsc('assigned_at'),
      Query.limit(100),
    ],
  });
  return rows;
}

/** Live enough for a rider and a dispatcher: asked again every 10 s (the rider's ping interval). */
export const useOpenDeliveries = (storeId: string) =>
  useQuery({
    queryKey: deliveriesKey(storeId),
    queryFn: () => listOpenDeliveries(storeId),
    refetchInterval: 10_000,
  });

/** One step of the rider through order-state (the store's rules: the code, failure evidence). */
export function useRiderStep(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      action,
      extra,
    }: {
      orderId: string;
      action: RiderAction;
      extra?: Record<string, unknown>;
    }) => callFunction(FUNCTIONS.orderState, { action, order_id: orderId, ...extra }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(storeId) }),
  });
}

/** `sentAtMs`: when the phone decided to send; the server dates (and throttles) the ping by it, bounded. */
export const sendRiderLocation = (orderId: string, latitude: number, longitude: number, sentAtMs = Date.now()) =>
  callFunction<{ eta_minutes: number | null }>(FUNCTIONS.orderState, {
    action: 'rider_location',
    order_id: orderId,
    latitude,
    longitude,
    measured_at: new Date(sentAtMs).toISOString(),
  });

/** The store's riders for an order, free first (order-state list_riders), and the current assignment. */
export const useRiders = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: ridersKey(orderId),
    queryFn: () =>
      callFunction<{ riders: RiderLoad[]; delivery: Delivery | null }>(FUNCTIONS.orderState, {
        action: 'list_riders',
        order_id: orderId,
      }),
    enabled,
    // A partner's booking moves by its webhooks: while one runs the panel asks again every 10 s.
    refetchInterval: (query) => (isActivePartnerStatus(query.state.data?.delivery?.partner_status) ? 10_000 : false),
  });

export function useAssignRider(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (riderId: string) =>
      callFunction<{ delivery: Delivery }>(FUNCTIONS.orderState, {
        action: 'assign_rider',
        order_id: orderId,
        rider_id: riderId,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storePanelKeys.deliveries() }),
  });
}

export interface PartnerQuote {
  partner: string;
  fare_paise: number;
  pickup_eta_minutes: number | null;
}

/** A delivery partner's fare for this order (order-state partner_quote), asked for on demand. */
export function usePartnerQuote(orderId: string) {
  return useMutation({
    mutationFn: () => callFunction<PartnerQuote>(FUNCTIONS.orderState, { action: 'partner_quote', order_id: orderId }),
  });
}

/** Books (or cancels) the delivery partner for the order (issue 38 §2; order-state book_partner / cancel_partner). */
export function usePartnerBooking(orderId: string, action: 'book_partner' | 'cancel_partner') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callFunction<{ delivery: Delivery }>(FUNCTIONS.orderState, { action, order_id: orderId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storePanelKeys.deliveries() }),
  });
}

// The prescriptions section's reads and actions, with the member's own session: row security lets a
// store's team read its orders, their items, prescriptions, verifications and the prescription file
// (shared with the team by order-state; docs/permissions.md). Every change goes through order-state.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Query } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import { readPrescriptionFile } from '@instamg/shared/prescription-file';
import { INTAKE_SETTINGS, intakeTimersFrom, type IntakeTimers } from '@instamg/shared/domain/order-intake';
import {
  PRESCRIPTION_VALIDITY_SETTING,
  validityMonthsOf,
  type RxChecklist,
  type RxRecord,
} from '@instamg/shared/domain/rx-review';
import { storePanelKeys } from '../../api/keys';
import type {
  OrderItemsRow,
  OrdersRow,
  PrescriptionVerificationsRow,
  PrescriptionsRow,
  RowMeta,
  SettingsRow,
} from '@instamg/shared/appwrite/rows';

export type QueueOrder = RowMeta &
  Pick<
    OrdersRow,
    | 'order_number'
    | 'status'
    | 'payment_status'
    | 'rx_status'
    | 'item_count'
    | 'address_name'
    | 'city'
    | 'paid_at'
    | 'slot_start'
    | 'routed_at'
    | 'rx_review_started_at'
    | 'rx_paused_ms'
    | 'prescription_id'
    | 'rx_verification_id'
    | 'rx_reason'
  >;

export type RxLineItem = RowMeta & Pick<OrderItemsRow, 'product_name' | 'pack_size' | 'schedule' | 'quantity'>;

export type PrescriptionRow = RowMeta & Pick<PrescriptionsRow, 'file_id' | 'file_name' | 'note' | 'issued_on'>;

export type VerificationRow = RowMeta &
  Pick<
    PrescriptionVerificationsRow,
    | 'decision'
    | 'pharmacist_name'
    | 'pharmacy_council'
    | 'registration_number'
    | 'verified_at'
    | 'reason'
    | 'patient_name'
    | 'prescriber_name'
    | 'prescriber_registration'
  >;

export interface Review {
  order: QueueOrder;
  lines: RxLineItem[];
  prescription: PrescriptionRow | null;
  verification: VerificationRow | null;
}

/** A store has a handful of Rx orders waiting at once; one page holds them. */
export const QUEUE_LIMIT = 100;

/**
 * This store's orders whose prescription waits for its pharmacist, oldest first: paid, not yet
 * accepted (an Rx order is accepted only once verified) and rx_status pending.
 */
export async function listQueue(storeId: string): Promise<QueueOrder[]> {
  const { rows } = await getAppwrite().tablesDB.listRows<QueueOrder>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    queries: [
      Query.equal('store_id', storeId),
      Query.equal('status', 'placed'),
      Query.equal('payment_status', 'paid'),
      Query.equal('rx_status', 'pending'),
      Query.orderAsc('$createdAt'),
      Query.limit(QUEUE_LIMIT),
    ],
  });
  return rows;
}

export async function readReview(orderId: string): Promise<Review> {
  const { tablesDB } = getAppwrite();
  const order = await tablesDB.getRow<QueueOrder>({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: orderId });
  const [lines, prescription, verification] = await Promise.all([
    tablesDB
      .listRows<RxLineItem>({
        databaseId: DATABASE_ID,
        tableId: TABLES.orderItems,
        queries: [Query.equal('order_id', orderId), Query.equal('rx_required', true), Query.limit(100)],
      })
      .then((list) => list.rows),
    order.prescription_id
      ? tablesDB.getRow<PrescriptionRow>({
          databaseId: DATABASE_ID,
          tableId: TABLES.prescriptions,
          rowId: order.prescription_id,
        })
      : null,
    order.rx_verification_id
      ? tablesDB.getRow<VerificationRow>({
          databaseId: DATABASE_ID,
          tableId: TABLES.prescriptionVerifications,
          rowId: order.rx_verification_id,
        })
      : null,
  ]);
  return { order, lines, prescription, verification };
}

/**
 * The prescription file as an object URL for <img> / <iframe>: its bytes are read with the session
 * (on another site than the backend the session travels in a header, so a plain view URL in an
 * <img> would not be signed in). The caller revokes the URL.
 */
export interface RxSettings {
  timers: IntakeTimers;
  validityMonths: number;
}

/** The intake timers (the countdown and its pause) and the prescription validity, from settings (world-readable). */
export async function readRxSettings(): Promise<RxSettings> {
  const keys = [...Object.values(INTAKE_SETTINGS).map((s) => s.key), PRESCRIPTION_VALIDITY_SETTING];
  const { rows } = await getAppwrite().tablesDB.listRows<SettingsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.settings,
    queries: [Query.equal('key', keys), Query.limit(keys.length)],
  });
  const values = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return { timers: intakeTimersFrom(values), validityMonths: validityMonthsOf(values[PRESCRIPTION_VALIDITY_SETTING]) };
}

export function useRxQueue(storeId: string) {
  return useQuery({
    queryKey: storePanelKeys.prescriptions.queue(storeId),
    queryFn: () => listQueue(storeId),
    // New Rx orders arrive while the page is open; the queue is short, a poll is enough here.
    refetchInterval: 20_000,
  });
}

export function useRxReview(orderId: string | null) {
  return useQuery({
    queryKey: storePanelKeys.prescriptions.review(orderId ?? ''),
    queryFn: () => readReview(orderId!),
    enabled: orderId !== null,
  });
}

export function useRxSettings() {
  return useQuery({ queryKey: storePanelKeys.prescriptions.settings(), queryFn: readRxSettings, staleTime: 60_000 });
}

export function useRxFile(fileId: string | null) {
  return useQuery({
    queryKey: storePanelKeys.prescriptions.file(fileId ?? ''),
    queryFn: () => readPrescriptionFile(fileId!),
    enabled: fileId !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export type ReviewDecision =
  | { action: 'open_prescription_review' }
  | { action: 'verify_prescription'; checklist: RxChecklist; record: RxRecord }
  | { action: 'reject_prescription'; reason: string };

/** One of the pharmacist's order-state actions; the review and the queue are read again after it. */
export function useRxAction(storeId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReviewDecision) =>
      callFunction<{ order: QueueOrder }>(FUNCTIONS.orderState, { order_id: orderId, ...decision }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storePanelKeys.prescriptions.review(orderId) }),
        queryClient.invalidateQueries({ queryKey: storePanelKeys.prescriptions.queue(storeId) }),
      ]),
  });
}

// Refills (issue 36 §3): the customer's refills are read with their session (row permission
// `read("user:<customer>")`); every change goes through the refills function.
import { Query } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrdersRow, RefillsRow, RxRequestLinesRow, RxRequestsRow } from '@instamg/shared/appwrite/rows';
import type { RefillAction } from '@instamg/shared/domain/refill';

const db = () => getAppwrite().tablesDB;

export async function listMyRefills(userId: string): Promise<RefillsRow[]> {
  const { rows } = await db().listRows<RefillsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.refills,
    queries: [Query.equal('customer_id', userId), Query.orderDesc('$createdAt'), Query.limit(100)],
  });
  return rows;
}

/** The order's refill that is not stopped, if any. */
export async function refillOfOrder(userId: string, orderId: string): Promise<RefillsRow | null> {
  const { rows } = await db().listRows<RefillsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.refills,
    queries: [
      Query.equal('customer_id', userId),
      Query.equal('source_order_id', orderId),
      Query.notEqual('state', 'stopped'),
      Query.limit(1),
    ],
  });
  return rows[0] ?? null;
}

/** The prescription's duration in days, when the order came from a prescription photo the pharmacist priced. */
export async function prescriptionDaysOf(userId: string, orderId: string): Promise<number | null> {
  const requests = await db().listRows<RxRequestsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.rxRequests,
    queries: [Query.equal('customer_id', userId), Query.equal('order_id', orderId), Query.limit(1)],
  });
  const request = requests.rows[0];
  if (!request) return null;
  const lines = await db().listRows<RxRequestLinesRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.rxRequestLines,
    queries: [Query.equal('request_id', request.$id), Query.limit(100)],
  });
  return Math.max(0, ...lines.rows.map((l) => l.days ?? 0)) || null;
}

export function createRefill(
  orderId: string,
  intervalDays: number,
  lines: readonly { product_id: string; quantity: number }[],
): Promise<{ refill: RefillsRow }> {
  return callFunction(FUNCTIONS.refills, { action: 'create', order_id: orderId, interval_days: intervalDays, lines });
}

export function changeRefill(
  refillId: string,
  action: Exclude<RefillAction, 'order_now'>,
  extra: { interval_days?: number } = {},
): Promise<{ refill: RefillsRow }> {
  return callFunction(FUNCTIONS.refills, { action, refill_id: refillId, ...extra });
}

/** The one tap: the refill's order ready to pay (the cycle's, or a new one). */
export function orderRefillNow(refillId: string): Promise<{ refill: RefillsRow; order: OrdersRow }> {
  return callFunction(FUNCTIONS.refills, { action: 'order_now', refill_id: refillId });
}

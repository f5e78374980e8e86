import { Query, type Client, type Storage, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { PrescriptionsRow, ProductsRow, RefillsRow, RxRequestLinesRow } from '@instamg/shared/appwrite/rows';
import {
  REFILL_REFUSAL_CODES,
  REFILL_REFUSALS,
  refillEligibility,
  type RefillEligibility,
  type RefillLineSpec,
} from '@instamg/shared/domain/refill';
import { appwriteStatus, fail, type FunctionError } from '../../lib/runtime/errors.ts';
import { listAll } from '../../lib/runtime/list-all.ts';
import { prescriptionValidityMonths } from '../../lib/orders/prescriptions.ts';
import type { OrderRow } from '../../lib/orders/rows.ts';

/** What every action works with: the key's clients and the execution's clock. */
export interface Io {
  client: Client;
  tablesDB: TablesDB;
  storage: Storage;
  now: Date;
}

const ROW_ID = /^[A-Za-z0-9._-]{1,36}$/;

export type RefillRow = RefillsRow;

/** The caller's own refill, or 404 (another customer's is not told apart from none). */
export async function ownRefill(io: Io, userId: string, id: unknown): Promise<RefillRow> {
  if (typeof id !== 'string' || !ROW_ID.test(id)) throw fail('refill_not_found');
  const row = await io.tablesDB
    .getRow<RefillRow>({ databaseId: DATABASE_ID, tableId: TABLES.refills, rowId: id })
    .catch((err: unknown) => {
      if (appwriteStatus(err) === 404) return null;
      throw err;
    });
  if (!row || row.customer_id !== userId) throw fail('refill_not_found');
  return row;
}

/** The caller's own order, or 404 (another customer's order is answered as no order). */
export async function ownOrder(io: Io, userId: string, id: unknown): Promise<OrderRow> {
  if (typeof id !== 'string' || !ROW_ID.test(id)) throw fail('order_not_found');
  const order = await io.tablesDB
    .getRow<OrderRow>({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: id })
    .catch((err: unknown) => {
      if (appwriteStatus(err) === 404) return null;
      throw err;
    });
  if (!order || order.customer_id !== userId) throw fail('order_not_found');
  return order;
}

/** Orders that did not supply their medicines (never paid, cancelled, refunded). */
const NOT_SUPPLIED = ['cancelled', 'payment_failed', 'expired', 'refunded'];

/** Units of each product already supplied (or held for payment) on a prescription, over the customer's orders. */
async function suppliedOn(io: Io, customerId: string, prescriptionId: string): Promise<Map<string, number>> {
  const orders = await listAll<OrderRow>(io.tablesDB, TABLES.orders, [
    Query.equal('customer_id', customerId),
    Query.equal('prescription_id', prescriptionId),
  ]);
  const counted = orders.filter((o) => !NOT_SUPPLIED.includes(o.status)).map((o) => o.$id);
  const supplied = new Map<string, number>();
  if (counted.length === 0) return supplied;
  const items = await listAll<{ $id: string; product_id: string; quantity: number } & OrderRow>(
    io.tablesDB,
    TABLES.orderItems,
    [Query.equal('order_id', counted)],
  );
  for (const item of items) supplied.set(item.product_id, (supplied.get(item.product_id) ?? 0) + item.quantity);
  return supplied;
}

/**
 * The pharmacist's recorded dose and duration per product when the order came from a
 * prescription photo (rx_request_lines): a line's daily dose and its prescribed total.
 */
export async function recordedDoses(io: Io, order: Pick<OrderRow, '$id'>): Promise<Map<string, RxRequestLinesRow>> {
  const requests = await io.tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.rxRequests,
    queries: [Query.equal('order_id', order.$id), Query.limit(1)],
  });
  const request = requests.rows[0];
  if (!request) return new Map();
  const lines = await listAll<RxRequestLinesRow>(io.tablesDB, TABLES.rxRequestLines, [
    Query.equal('request_id', request.$id),
  ]);
  return new Map(lines.map((l) => [l.product_id, l]));
}

/** Why a refill of these lines may not be placed at `now`, as the catalogue's error; null when it may. */
export async function refillRefusal(
  io: Io,
  customerId: string,
  lines: readonly RefillLineSpec[],
  prescriptionId: string | null,
  orderDelivered = true,
): Promise<FunctionError | null> {
  const products = await listAll<ProductsRow>(io.tablesDB, TABLES.products, [
    Query.equal(
      '$id',
      lines.map((l) => l.product_id),
    ),
  ]);
  const productOf = new Map(products.map((p) => [p.$id, p]));
  const prescription = prescriptionId
    ? await io.tablesDB
        .getRow<PrescriptionsRow>({ databaseId: DATABASE_ID, tableId: TABLES.prescriptions, rowId: prescriptionId })
        .catch((err: unknown) => {
          if (appwriteStatus(err) === 404) return null;
          throw err;
        })
    : null;
  const [months, supplied] = await Promise.all([
    prescriptionValidityMonths(io.tablesDB),
    prescription ? suppliedOn(io, customerId, prescription.$id) : Promise.resolve(new Map<string, number>()),
  ]);
  for (const line of lines) {
    const product = productOf.get(line.product_id);
    if (!product) throw fail('product_not_found', `${line.product_name} is no longer sold.`);
    const verdict: RefillEligibility = refillEligibility(
      {
        schedule: product.schedule,
        requires_rx: product.rx_required,
        quantity: line.quantity,
        prescribed_total: line.prescribed_total,
        supplied_total: supplied.get(line.product_id) ?? 0,
      },
      prescription && prescription.user_id === customerId
        ? { issued_on: prescription.issued_on, verified: prescription.status === 'verified' }
        : null,
      months,
      io.now,
      orderDelivered,
    );
    if (!verdict.ok)
      return fail(REFILL_REFUSAL_CODES[verdict.reason], `${line.product_name}: ${REFILL_REFUSALS[verdict.reason]}`);
  }
  return null;
}

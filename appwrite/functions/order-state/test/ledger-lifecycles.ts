// Random order lifecycles for the ledger's property test (issue 31 §4) and its benchmark: a
// fast-check generator of what can happen to an order, a driver that makes it happen through the
// real functions on a dev server (the customer's and the stores' web SDK sessions, the payment
// sandbox), and the invariants checked on the order's ledger lines afterwards. No vitest here, so
// `npm run bench` can run it too.
import fc from 'fast-check';
import { ID, Query, type Models, type TablesDB } from 'node-appwrite';
import { balances, refundedToCustomer, REFUND_EVENT_KINDS } from '@instamg/shared/domain/ledger/ledger';
import { refundTotals } from '@instamg/shared/domain/ledger/order-money';
import type { TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  INVENTORY_A,
  PRODUCTS,
  TO_OUT_FOR_DELIVERY,
  deliveryCodeOf,
  orderRow,
  pickupSlot,
  run,
  type FunctionReply,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import type { SignedInUser } from '../../../dev-server/test/web-client.ts';
import { loadRates } from '../../lib/money/earnings.ts';
import { syncOrderLedger, type LedgerEntryRow } from '../../lib/money/ledger.ts';

/** Coupons the lifecycles use (a coupon allows at most 100 uses per customer). */
export const LIFECYCLE_COUPONS = Array.from({ length: 10 }, (_, i) => `PROPLEDGER${i}`);

/** What happens to one order. */
export interface Lifecycle {
  quantity: number;
  /** Index into LIFECYCLE_COUPONS, or null for none. */
  coupon: number | null;
  cod: boolean;
  /** Online only: the first payment attempt fails, the customer pays on the same session afterwards (a late payment). */
  failedFirst: boolean;
  /** Store A rejects it first (it moves to store B, which then runs it). */
  reroute: boolean;
  /** The end of the order's road. */
  /** `cancel_unpaid`: the customer cancels before paying, then the old payment page is submitted (no money may move). */
  path: 'deliver' | 'cancel_before_dispatch' | 'fail_then_cancel' | 'fail_then_redeliver' | 'cancel_unpaid';
  /** Units returned after delivery (0: none; less than `quantity`: a partial return). */
  returned: number;
}

export const lifecycleArb: fc.Arbitrary<Lifecycle> = fc
  .record({
    // 20 strips cost less at store B than at A with its delivery fee, so a rejection moves the order there;
    // a few strips do not, so a rejection cancels and refunds it.
    quantity: fc.constantFrom(1, 2, 3, 20),
    coupon: fc.option(fc.integer({ min: 0, max: LIFECYCLE_COUPONS.length - 1 }), { freq: 2 }),
    cod: fc.boolean(),
    failedFirst: fc.boolean(),
    reroute: fc.boolean(),
    path: fc.constantFrom(
      'deliver',
      'deliver',
      'cancel_before_dispatch',
      'fail_then_cancel',
      'fail_then_redeliver',
      'cancel_unpaid',
    ),
    returnedShare: fc.integer({ min: 0, max: 2 }),
  })
  .map(({ returnedShare, ...l }) => ({
    ...l,
    cod: l.path === 'cancel_unpaid' ? false : l.cod,
    failedFirst: l.cod ? false : l.failedFirst,
    returned: l.path === 'deliver' || l.path === 'fail_then_redeliver' ? Math.min(returnedShare, l.quantity - 1) : 0,
  }));

/** Set-up the lifecycles share on top of buildMarketplace: the rates, a reusable coupon, COD allowed. */
export async function prepareLifecycles(m: Marketplace): Promise<void> {
  const rates = [
    { kind: 'gst_on_fees', rate_bps: 1800, effective_from: '2017-06-30T18:30:00.000Z' },
    { kind: 'gst_tcs', rate_bps: 50, effective_from: '2024-07-09T18:30:00.000Z' },
    { kind: 'income_tax_tds', rate_bps: 10, effective_from: '2024-09-30T18:30:00.000Z' },
    { kind: 'commission', rate_bps: 1000, effective_from: '2025-12-31T18:30:00.000Z' },
  ];
  for (const rate of rates)
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'rates',
      rowId: ID.unique(),
      data: { ...rate, created_by: 'test' },
    });
  for (const code of LIFECYCLE_COUPONS)
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'coupons',
      rowId: ID.unique(),
      data: {
        code,
        kind: 'percent',
        value: 10,
        max_discount_paise: 500,
        min_order_paise: 0,
        valid_from: new Date(Date.now() - 86_400_000).toISOString(),
        valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        per_user_limit: 100,
        active: true,
        funded_by: 'platform',
      },
    });
  // Thousands of lifecycles (the bench's 10,000): stock that does not run out at either store.
  for (const rowId of [INVENTORY_A.otc.id, 'inv-b-otc'])
    await m.tablesDB.updateRow({ databaseId: DB, tableId: 'store_inventory', rowId, data: { stock: 1_000_000 } });
  // Many lifecycles of one customer run at once: the per-customer COD cap at its highest.
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'settings',
    rowId: ID.unique(),
    data: { key: 'cod_max_open_orders_per_customer', value: '20' },
  });
}

export interface LifecycleOutcome {
  orderId: string;
  /** The actions taken, as "action:status" (a refused action ends the lifecycle; the invariants still hold). */
  steps: string[];
  finalStatus: string;
  lines: number;
}

export class LifecycleViolation extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function linesOf(tablesDB: TablesDB, orderId: string): Promise<LedgerEntryRow[]> {
  return (
    await tablesDB.listRows<Models.Row & LedgerEntryRow>({
      databaseId: DB,
      tableId: 'ledger_entries',
      queries: [Query.equal('order_id', orderId), Query.limit(500)],
    })
  ).rows;
}

/** Pays through the sandbox checkout page (a signed webhook lands); returns the session for a replay. */
async function checkout(t: TestServer, session: string, outcome: 'pay' | 'fail'): Promise<number> {
  const r = await fetch(`${t.endpoint}/dev/payments/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_session_id: session, outcome }).toString(),
    redirect: 'manual',
  });
  await r.arrayBuffer();
  return r.status;
}

async function paymentSession(m: Marketplace, id: string): Promise<string | undefined> {
  const created = await run(m.customer, 'payments', { action: 'create', order_id: id });
  return created.body.payment_session_id as string | undefined;
}

/**
 * Waits until the order's money has settled: no refund pending at the gateway, the ledger's refunds
 * those the pages show, the line count steady. Up to 45 s: a webhook that timed out is redelivered
 * after 35 s (the sandbox's WEBHOOK_RETRY_MS, as Cashfree retries), and its retry finishes the lines.
 */
async function settle(m: Marketplace, id: string, timeoutMs = 45_000): Promise<Models.DefaultRow> {
  const until = Date.now() + timeoutMs;
  let seen = -1;
  for (;;) {
    const [order, lines, refunds] = await Promise.all([
      orderRow(m.tablesDB, id),
      linesOf(m.tablesDB, id),
      m.tablesDB.listRows({ databaseId: DB, tableId: 'order_refunds', queries: [Query.equal('order_id', id)] }),
    ]);
    const inFlight =
      (order.refund_status === 'pending' && order.payment_method !== 'cod') ||
      refundTotals(refunds.rows as never).refunded_paise !== refundedToCustomer(lines);
    if (!inFlight && lines.length === seen) return order;
    seen = inFlight ? -1 : lines.length;
    if (Date.now() > until) return order;
    await sleep(250);
  }
}

/** Runs one lifecycle through the functions, then checks the invariants (throws LifecycleViolation). */
export async function runLifecycle(t: TestServer, m: Marketplace, l: Lifecycle): Promise<LifecycleOutcome> {
  const steps: string[] = [];
  let store: SignedInUser = m.staffA;
  const call = async (who: SignedInUser, id: string, action: string, extra: Record<string, unknown> = {}) => {
    const r: FunctionReply = await run(who, 'order-state', { action, order_id: id, ...extra });
    steps.push(`${action}:${r.status}${r.status === 200 ? '' : `(${r.body.code ?? ''})`}`);
    return r.status === 200;
  };
  const placed = await run(m.customer, 'place-order', {
    address_id: m.addressId,
    delivery_mode: 'standard',
    items: [{ product_id: PRODUCTS.otc.$id, quantity: l.quantity }],
    ...(l.cod ? { payment_method: 'cod' } : {}),
    ...(l.coupon !== null ? { coupon_code: LIFECYCLE_COUPONS[l.coupon] } : {}),
  });
  steps.push(`place:${placed.status}`);
  if (placed.status !== 201)
    throw new LifecycleViolation(`place-order ${placed.status}: ${JSON.stringify(placed.body)}`);
  const id = placed.body.order.$id as string;

  const body = async (): Promise<void> => {
    if (l.path === 'cancel_unpaid') {
      // The customer gives up before paying, then submits the payment page still open in a tab.
      const session = await paymentSession(m, id);
      if (!(await call(m.customer, id, 'cancel', { reason: 'Changed my mind' })) || !session) return;
      steps.push(`pay_after_cancel:${await checkout(t, session, 'pay')}`);
      return;
    }
    if (!l.cod) {
      const session = await paymentSession(m, id);
      if (!session) return;
      // A failed try leaves the gateway order open: paying on it afterwards is the late payment.
      if (l.failedFirst) steps.push(`pay_fail:${await checkout(t, session, 'fail')}`);
      steps.push(`pay:${await checkout(t, session, 'pay')}`);
    }
    if (l.reroute) {
      if (!(await call(store, id, 'reject', { reject_reason: 'store_closing' }))) return;
      store = m.staffB;
    }
    if (l.path === 'cancel_before_dispatch') {
      if (!(await call(store, id, 'confirm'))) return;
      await call(m.customer, id, 'cancel', { reason: 'Changed my mind' });
      return;
    }
    for (const action of TO_OUT_FOR_DELIVERY) if (!(await call(store, id, action))) return;
    if (l.path === 'fail_then_cancel' || l.path === 'fail_then_redeliver') {
      if (
        !(await call(store, id, 'delivery_failed', {
          reason: 'unreachable',
          note: 'Phone off, waited 10 min',
          call_attempts: 2,
        }))
      )
        return;
      if (l.path === 'fail_then_cancel') {
        await call(store, id, 'cancel', { reason: 'Customer could not be reached' });
        return;
      }
      if (!(await call(m.customer, id, 'request_redelivery'))) return;
      if (!(await call(store, id, 'redeliver'))) return;
    }
    const delivery_code = await deliveryCodeOf(m.customer, id);
    if (!(await call(store, id, 'delivered', { delivery_code }))) return;
    if (l.returned > 0) {
      const [item] = (
        await m.tablesDB.listRows({ databaseId: DB, tableId: 'order_items', queries: [Query.equal('order_id', id)] })
      ).rows;
      const line = { item_id: item!.$id, quantity: l.returned };
      if (!(await call(m.customer, id, 'report_problem', { lines: [{ ...line, reason: 'damaged' }] }))) return;
      for (const [action, extra] of [
        ['approve_refund', {}],
        ['schedule_return_pickup', { slot: pickupSlot() }],
        ['return_collected', {}],
        ['verify_return', { accepted: [line] }],
      ] as const)
        if (!(await call(m.admin, id, action, extra))) return;
      if (l.cod) await call(m.admin, id, 'mark_refund_paid', { reason: 'UTR1234567890' });
    }
  };
  await body();
  const order = await settle(m, id);
  const lines = await linesOf(m.tablesDB, id);
  await checkInvariants(m, order, lines, l, steps);

  // Idempotency: the ledger synced again (twice at once) and the last action replayed write nothing.
  const rates = await loadRates(m.tablesDB);
  await Promise.all([
    syncOrderLedger(m.tablesDB, order as never, rates),
    syncOrderLedger(m.tablesDB, order as never, rates),
  ]);
  const last = steps.at(-1)?.split(':')[0];
  if (last && !['place', 'pay', 'pay_fail', 'pay_after_cancel'].includes(last))
    await run(store, 'order-state', { action: last, order_id: id });
  const replayed = await linesOf(m.tablesDB, id);
  if (replayed.length !== lines.length)
    fail(l, steps, `a replay wrote ${replayed.length - lines.length} line(s) again`, replayed);
  return { orderId: id, steps, finalStatus: order.status as string, lines: lines.length };
}

function fail(l: Lifecycle, steps: string[], why: string, lines: readonly LedgerEntryRow[]): never {
  throw new LifecycleViolation(
    `${why}\nlifecycle ${JSON.stringify(l)}\nsteps ${steps.join(' ')}\nlines ${JSON.stringify(
      lines.map((x) => [x.event_key, x.line_no, x.account, x.amount_paise]),
    )}`,
  );
}

const paise = (rupees: unknown) => Math.round(Number(rupees ?? 0) * 100);

/** The invariants of one order's ledger (docs/payments.md "Ledger"). */
export async function checkInvariants(
  m: Marketplace,
  order: Models.DefaultRow,
  lines: readonly LedgerEntryRow[],
  l: Lifecycle,
  steps: string[],
): Promise<void> {
  const no = (why: string): never => fail(l, steps, why, lines);
  // Every event balances; no line twice.
  const byEvent = new Map<string, number>();
  for (const x of lines) byEvent.set(x.event_key, (byEvent.get(x.event_key) ?? 0) + x.amount_paise);
  for (const [key, sum] of byEvent) if (sum !== 0) no(`event ${key} does not balance (${sum})`);
  if (new Set(lines.map((x) => `${x.event_key}#${x.line_no}`)).size !== lines.length) no('a line is there twice');
  if (lines.some((x) => !Number.isSafeInteger(x.amount_paise))) no('an amount is not whole paise');

  const b = balances(lines);
  const bal = (account: string) => b[account] ?? 0;
  // Collected: what the payment events brought in (gateway or the store's cash).
  const collected = lines
    .filter((x) => (x.event_kind === 'payment_captured' || x.event_kind === 'cod_collected') && x.amount_paise > 0)
    .reduce((s, x) => s + x.amount_paise, 0);
  const refunds = refundedToCustomer(lines);
  const commission = -bal('platform_commission');
  const taxes = -(bal('gst_on_fees_payable') + bal('gst_tcs_payable') + bal('tds_payable'));
  // The store's payable before it is netted against the COD cash it kept.
  const codKept = -lines
    .filter((x) => x.event_kind === 'sale' && x.account === 'cod_cash_with_store' && x.amount_paise < 0)
    .reduce((s, x) => s + x.amount_paise, 0);
  const storePayable = -bal('store_payable') + codKept;
  const couponCost = bal('coupon_cost');

  // No negative balance: never more refunded than was captured, cash or customer money never below zero.
  if (bal('gateway') < 0) no(`gateway balance ${bal('gateway')} < 0`);
  if (bal('cod_cash_with_store') < 0) no(`COD cash ${bal('cod_cash_with_store')} < 0`);
  if (bal('customer') > 0) no(`the customer account is ${bal('customer')} (more given back than held)`);
  if (refunds > collected) no(`refunded ${refunds} of ${collected} collected`);

  const closed = ['delivered', 'cancelled', 'refunded'].includes(order.status as string);
  const refundPending = order.refund_status === 'pending';
  if (closed && !refundPending) {
    // A closed order's customer money went to a sale, a kept fee or a refund.
    if (bal('customer') !== 0) no(`closed order (${order.status}) with customer balance ${bal('customer')}`);
    if (collected + couponCost !== refunds + commission + taxes + storePayable)
      no(
        `collected ${collected} + coupon ${couponCost} ≠ refunds ${refunds} + commission ${commission} + taxes ${taxes} + store ${storePayable}`,
      );
  }
  // What was collected is what the order says it was paid.
  // Online: what the gateway captured at placement (a move's difference goes back as a refund);
  // COD: the cash the store took at the door (the order's total then).
  const paid =
    order.payment_method === 'cod' ? paise(order.cod_collected) : order.paid_at ? paise(order.placed_total) : 0;
  if (collected !== paid) no(`collected ${collected}, the order was paid ${paid}`);
  // The refunds screens read (order_refunds completed) are the ledger's.
  const refundRows = await m.tablesDB.listRows({
    databaseId: DB,
    tableId: 'order_refunds',
    queries: [Query.equal('order_id', order.$id), Query.limit(100)],
  });
  const shown = refundTotals(refundRows.rows as never).refunded_paise;
  if (shown !== refunds) no(`the order pages show ${shown} refunded, the ledger ${refunds}`);
  // Every refund event after a sale takes its share back from the store (a refund adjustment).
  const sold = lines.some((x) => x.event_kind === 'sale');
  for (const key of new Set(
    lines.filter((x) => (REFUND_EVENT_KINDS as readonly string[]).includes(x.event_kind)).map((x) => x.event_key),
  )) {
    const own = lines.filter((x) => x.event_key === key);
    if (sold && own.some((x) => x.account === 'customer' && x.amount_paise > 0) && own.length < 2)
      no(`refund ${key} has no lines beyond the customer`);
  }
}

/** Runs `items` with at most `concurrency` at once (order kept). */
export async function pool<T, R>(items: readonly T[], concurrency: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      for (;;) {
        const i = next++;
        if (i >= items.length) return;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

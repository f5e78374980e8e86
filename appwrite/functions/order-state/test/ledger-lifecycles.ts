// Random order lifecycles for the ledger's property test (issue 31 §4) and its benchmark: a
// fast-check generator of what can happen to an order, a driver that makes it happen through the
// real functions on a dev server (the customer's and the stores' web SDK sessions, the payment
// sandbox), and the invariants checked on the order's ledger lines afterwards. No vitest here, so
// `npm run bench` can run it too.
import fc from 'fast-check';
import { Functions, ID, Query, Teams, type Models, type TablesDB } from 'node-appwrite';
import { balances, refundedToCustomer, REFUND_EVENT_KINDS } from '@instamg/shared/domain/ledger/ledger';
import { refundTotals } from '@instamg/shared/domain/ledger/order-money';
import type { TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  HOME,
  INVENTORY_A,
  PRODUCTS,
  STORES,
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
import { listAll } from '../../lib/runtime/list-all.ts';

/** Coupons the lifecycles use (a coupon allows at most 100 uses per customer). */
export const LIFECYCLE_COUPONS = Array.from({ length: 10 }, (_, i) => `PROPLEDGER${i}`);

/** A cheaper substitute of the OTC line (same salt, strength and form) every lifecycle store stocks. */
export const LIFECYCLE_SUBSTITUTE = { $id: 'p-otc-lc-sub', name: 'Paracip Lifecycle Generic 500', price: 20 };

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
  /** While packing, the store proposes the cheaper substitute and the customer accepts or declines it. */
  substitute: 'accept' | 'decline' | null;
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
    substitute: fc.option(fc.constantFrom<'accept' | 'decline'>('accept', 'decline'), { freq: 3 }),
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
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'products',
    rowId: LIFECYCLE_SUBSTITUTE.$id,
    data: {
      name: LIFECYCLE_SUBSTITUTE.name,
      slug: LIFECYCLE_SUBSTITUTE.$id,
      salt_composition: PRODUCTS.otc.name,
      salt_key: PRODUCTS.otc.name.toLowerCase(),
      dosage_form: 'Tablet',
      pack_size: 'strip of 10 tablets',
      manufacturer: 'Other Labs',
      mrp: PRODUCTS.otc.mrp,
      price: PRODUCTS.otc.mrp,
      schedule: 'none',
      rx_required: false,
      gst_rate: 12,
      hsn: '3004',
      category_id: 'cat-test',
      is_active: true,
    },
  });
  for (const storeId of [STORES.A.id, STORES.B.id]) await substituteStock(m, storeId);
  // Payout runs between batches (payoutRun) close one-day cycles.
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'settings',
    rowId: ID.unique(),
    data: { key: 'payout_cycle_days', value: '1' },
  });
  // Many lifecycles of one customer run at once: the per-customer COD cap at its highest.
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'settings',
    rowId: ID.unique(),
    data: { key: 'cod_max_open_orders_per_customer', value: '20' },
  });
}

/**
 * Where a lifecycle runs: a pair of stores (A, and B that a rejection moves the order to) and the
 * customer's address near them. Region 0 is the marketplace's own stores; the others are copies on a
 * grid 0.12° of latitude and 0.14° of longitude apart (~13 km, beyond the 5 km radius; all inside
 * the 110001 PIN's area, as place-order checks), so each order is routed only within its region.
 *
 * Why: every order change recomputes its store's day and its customer's row at the store from that
 * store's orders of the day (lib/orders/rollups.ts), so N lifecycles at one store and one customer
 * re-read O(N) rows per change. Spread over regions of ~50 lifecycles, a store's day stays the size
 * of a busy real pharmacy's, and the per-store balance check (checkStoreBalances) has several stores.
 * (Measured on a shared, loaded machine it did not make 500 lifecycles measurably cheaper: 151 s of
 * CPU at one store pair, 172 s over ten at a higher load — the reads are column-selected already.)
 */
export interface LifecycleRegion {
  staffA: SignedInUser;
  staffB: SignedInUser;
  addressId: string;
  storeIds: string[];
}

/** `count` regions (at most 31), region 0 the marketplace's own. */
export async function lifecycleRegions(t: TestServer, m: Marketplace, count: number): Promise<LifecycleRegion[]> {
  const regions: LifecycleRegion[] = [
    { staffA: m.staffA, staffB: m.staffB, addressId: m.addressId, storeIds: [STORES.A.id, STORES.B.id] },
  ];
  const teams = new Teams(t.serverClient());
  const expiry = new Date(Date.now() + 400 * 86400_000).toISOString();
  // Rows off the marketplace's own latitude (its FAR store lies east of it), 30 regions in all.
  const grid = [-0.12, 0.12, -0.24, 0.24, -0.36, 0.36].flatMap((lat) =>
    [0, -0.14, 0.14, -0.28, 0.28].map((lng) => ({ lat, lng })),
  );
  // More than the grid holds (the bench's 10,000): the regions are shared, ~N/31 lifecycles each.
  for (let k = 1; k < Math.min(count, grid.length + 1); k++) {
    const shift = grid[k - 1]!;
    const pair = [
      { key: 'A', id: `lc${k}-a`, base: STORES.A, staff: m.staffA, role: 'staff', price: INVENTORY_A.otc.price },
      { key: 'B', id: `lc${k}-b`, base: STORES.B, staff: m.staffB, role: 'owner', price: 26 },
    ] as const;
    await Promise.all(
      pair.map(async (s, i) => {
        const team = `store-${s.id}`;
        await m.tablesDB.createRow({
          databaseId: DB,
          tableId: 'stores',
          rowId: s.id,
          data: {
            name: `Lifecycle Pharmacy ${k}${s.key}`,
            address: `${k} Test Road`,
            city: 'New Delhi',
            state: 'Delhi',
            postal_code: '110001',
            location: [s.base.location[0] + shift.lng, s.base.location[1] + shift.lat],
            phone: '+911100000000',
            drug_license_number: `DL-LC-${k}${i}`,
            gstin: `07AAAAA${String(k).padStart(3, '0')}${i}A1Z5`,
            is_active: true,
            team_id: team,
          },
        });
        await m.tablesDB.createRow({
          databaseId: DB,
          tableId: 'store_inventory',
          rowId: `inv-${s.id}-otc`,
          data: {
            store_id: s.id,
            product_id: PRODUCTS.otc.$id,
            batch: `${s.key}1`,
            expiry,
            stock: 1_000_000,
            selling_price: s.price,
            mrp: PRODUCTS.otc.mrp,
          },
        });
        await substituteStock(m, s.id);
        await teams.create({ teamId: team, name: `Lifecycle ${k}${s.key}` });
        await teams.createMembership({ teamId: team, roles: [s.role], userId: s.staff.user.$id });
      }),
    );
    const address = await m.customer.tablesDB.createRow({
      databaseId: DB,
      tableId: 'addresses',
      rowId: ID.unique(),
      data: {
        user_id: m.customer.user.$id,
        name: `Region ${k}`,
        address_line1: '12 Janpath',
        city: 'New Delhi',
        state: 'Delhi',
        postal_code: '110001',
        latitude: HOME.latitude + shift.lat,
        longitude: HOME.longitude + shift.lng,
      },
    });
    regions.push({ staffA: m.staffA, staffB: m.staffB, addressId: address.$id, storeIds: pair.map((s) => s.id) });
  }
  return regions;
}

async function substituteStock(m: Marketplace, storeId: string): Promise<void> {
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_inventory',
    rowId: `inv-${storeId}-lcsub`,
    data: {
      store_id: storeId,
      product_id: LIFECYCLE_SUBSTITUTE.$id,
      batch: 'LS1',
      expiry: new Date(Date.now() + 400 * 86400_000).toISOString(),
      stock: 1_000_000,
      selling_price: LIFECYCLE_SUBSTITUTE.price,
      mrp: PRODUCTS.otc.mrp,
    },
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
      // An earlier refund's webhook can mark the order refunded while a later one is still settling.
      (order.payment_method !== 'cod' && refunds.rows.some((r) => r.status === 'pending')) ||
      refundTotals(refunds.rows as never).refunded_paise !== refundedToCustomer(lines);
    if (!inFlight && lines.length === seen) return order;
    seen = inFlight ? -1 : lines.length;
    if (Date.now() > until) return order;
    await sleep(250);
  }
}

/** Runs one lifecycle through the functions, then checks the invariants (throws LifecycleViolation). */
export async function runLifecycle(
  t: TestServer,
  m: Marketplace,
  l: Lifecycle,
  region: LifecycleRegion = {
    staffA: m.staffA,
    staffB: m.staffB,
    addressId: m.addressId,
    storeIds: [STORES.A.id, STORES.B.id],
  },
): Promise<LifecycleOutcome> {
  const steps: string[] = [];
  let store: SignedInUser = region.staffA;
  const call = async (who: SignedInUser, id: string, action: string, extra: Record<string, unknown> = {}) => {
    const r: FunctionReply = await run(who, 'order-state', { action, order_id: id, ...extra });
    steps.push(`${action}:${r.status}${r.status === 200 ? '' : `(${r.body.code ?? ''})`}`);
    return r.status === 200;
  };
  const placed = await run(m.customer, 'place-order', {
    address_id: region.addressId,
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
      store = region.staffB;
    }
    if (l.path === 'cancel_before_dispatch') {
      if (!(await call(store, id, 'confirm'))) return;
      await call(m.customer, id, 'cancel', { reason: 'Changed my mind' });
      return;
    }
    for (const action of TO_OUT_FOR_DELIVERY) {
      if (!(await call(store, id, action))) return;
      if (action === 'start_processing' && l.substitute) {
        // A substitution's difference (accepted) or the declined line is refunded under its own id (_s1).
        const [item] = (
          await m.tablesDB.listRows({ databaseId: DB, tableId: 'order_items', queries: [Query.equal('order_id', id)] })
        ).rows;
        if (
          !(await call(store, id, 'propose_substitution', { item_id: item!.$id, product_id: LIFECYCLE_SUBSTITUTE.$id }))
        )
          return;
        if (!(await call(m.customer, id, `${l.substitute}_substitution`))) return;
      }
    }
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

/**
 * A payout run between batches (issue 31 §4): settle-payouts closes a one-day cycle `run` days ahead
 * (so it claims every sale, fee and refund adjustment not yet settled), and an admin records a UTR
 * for each pending payout with money to pay. A refund after this is an adjustment of a later run.
 */
export async function payoutRun(
  t: TestServer,
  m: Marketplace,
  storeIds: readonly string[],
  run: number,
): Promise<number> {
  const execution = await new Functions(t.serverClient()).createExecution({
    functionId: 'settle-payouts',
    body: JSON.stringify({ now: new Date(Date.now() + run * 86_400_000).toISOString(), store_ids: storeIds }),
  });
  if (execution.responseStatusCode !== 200)
    throw new LifecycleViolation(`settle-payouts ${execution.responseStatusCode}: ${execution.responseBody}`);
  const pending = await listAll<Models.Row & { net_paise: number }>(m.tablesDB, 'store_payouts', [
    Query.equal('store_id', [...storeIds]),
    Query.equal('status', 'pending'),
  ]);
  let paid = 0;
  for (const [i, payout] of pending.entries()) {
    if (payout.net_paise <= 0) continue;
    const utr = `LC${run}X${i}`.padEnd(12, '0');
    const r = await run_(m, payout.$id, utr);
    if (r.status !== 200) throw new LifecycleViolation(`record_payout_utr ${r.status}: ${JSON.stringify(r.body)}`);
    paid++;
  }
  return paid;
}

const run_ = (m: Marketplace, payoutId: string, utr: string) =>
  run(m.admin, 'store-earnings', { action: 'record_payout_utr', payout_id: payoutId, utr });

/**
 * Each store's payable in the ledger is what it has not been paid yet: −Σ store_payable = the
 * unsettled sales and fees of its earnings rows + its unsettled refund adjustments (one row per
 * refund) + its payouts not paid − the shortfall still carried (Σ carried out − Σ carried in: each
 * payout's carry is taken in by the next one). So a store's balance below zero (it owes the
 * platform: a refund of a paid-out order, or the commission on cash it collected) is always a
 * carried line — an unsettled negative line (a refund adjustment, a COD sale) or a payout's carried
 * balance — never lost; and no payout is below 0.
 */
export async function checkStoreBalances(m: Marketplace, storeIds: readonly string[]): Promise<void> {
  for (const storeId of storeIds) {
    const [lines, earnings, adjustments, payouts] = await Promise.all([
      listAll<LedgerEntryRow>(m.tablesDB, 'ledger_entries', [
        Query.equal('store_id', storeId),
        Query.equal('account', 'store_payable'),
        Query.select(['amount_paise']),
      ]),
      listAll<Models.Row & Record<string, unknown>>(m.tablesDB, 'store_order_earnings', [
        Query.equal('store_id', storeId),
      ]),
      listAll<Models.Row & { net_paise: number; payout_id: string | null }>(m.tablesDB, 'store_earning_adjustments', [
        Query.equal('store_id', storeId),
      ]),
      listAll<Models.Row & { status: string; net_paise: number; carried_in_paise: number; carried_out_paise: number }>(
        m.tablesDB,
        'store_payouts',
        [Query.equal('store_id', storeId)],
      ),
    ]);
    const owed = -lines.reduce((s, l) => s + l.amount_paise, 0);
    let unsettled = 0;
    let carried = 0;
    for (const row of [...earnings, ...adjustments])
      if (!row.payout_id) {
        unsettled += row.net_paise as number;
        if ((row.net_paise as number) < 0) carried++;
      }
    const below = payouts.filter((p) => p.net_paise < 0);
    if (below.length > 0) throw new LifecycleViolation(`store ${storeId}: payout ${below[0]!.$id} below 0`);
    const unpaidNet = payouts.filter((p) => p.status !== 'paid').reduce((s, p) => s + p.net_paise, 0);
    const stillCarried = payouts.reduce((s, p) => s + (p.carried_out_paise ?? 0) - (p.carried_in_paise ?? 0), 0);
    if (stillCarried > 0) carried++;
    if (owed !== unsettled + unpaidNet - stillCarried)
      throw new LifecycleViolation(
        `store ${storeId}: the ledger owes it ${owed}, its unsettled earnings are ${unsettled}, its unpaid payouts ${unpaidNet} and it still carries ${stillCarried}`,
      );
    if (owed < 0 && carried === 0)
      throw new LifecycleViolation(`store ${storeId}: balance ${owed} below zero with no carried line`);
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

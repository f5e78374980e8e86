import { Query, type TablesDB } from 'node-appwrite';
import { paiseOf } from '@instamg/shared/domain/settlement/settlement';
import type { BookPayment, BookPayout, BookRefund } from '@instamg/shared/domain/settlement/reconciliation';
import { TABLES } from '@instamg/shared/appwrite/ids';
import type {
  LedgerEntriesRow,
  OrderRefundsRow,
  OrdersRow,
  StoreOrderEarningsRow,
} from '@instamg/shared/appwrite/rows';
import {
  LEDGER_ACCOUNTS,
  LEDGER_EVENT_KINDS,
  REFUND_EVENT_KINDS,
  balances,
  refundedToCustomer,
} from '@instamg/shared/domain/ledger/ledger';
import { listAll } from '../runtime/list-all.ts';
import { placedAmount } from '../orders/rows.ts';
import { payoutStatement, type PayoutRow } from './payouts.ts';

/**
 * What our books recorded, the one place reconciliation (and the load bench's money check) reads
 * it from (issue 31 §3). `ledgerBooks` (below) reads the double-entry ledger and is what
 * reconcile-payments uses; `rowBooks` reads the rows the functions write beside it (paid orders,
 * `order_refunds`, `store_order_earnings`, `store_payouts`) and stays as the second opinion the
 * load bench compares the ledger with.
 */
export interface Books {
  /** Online payments captured in [start, end) (by paid_at): one per paid order, its amount as sent to the gateway. */
  payments(start: string, end: string): Promise<BookPayment[]>;
  /** Completed refunds (refunded_at in [start, end)) of online-paid orders; COD bank transfers never touch the gateway. */
  refunds(start: string, end: string): Promise<BookRefund[]>;
  /** Store payouts of cycles ending in [start, end): the row's net and its statement's; `transfer_paise` left null. */
  payouts(
    start: string,
    end: string,
  ): Promise<(BookPayout & { transfer_id: string | null; paid_by_gateway: boolean })[]>;
  /** Per order, where its money went (the bench's "collected = refunds + payable + commission + taxes"). */
  orderMoney(orderIds: readonly string[]): Promise<OrderMoney[]>;
}

export interface OrderMoney {
  order_id: string;
  /** Paid online at placement, plus cash the store collected. */
  collected_paise: number;
  refunded_paise: number;
  /** Null until delivered (no earnings row yet). */
  store_payable_paise: number | null;
  commission_paise: number;
  /** GST on the commission, TCS and TDS. */
  taxes_paise: number;
  /** What the settlement counts as the sale's gross (items + delivery + platform coupon − refund adjustment). */
  gross_paise: number | null;
  /** The cash the store kept (COD), already deducted from its payable. */
  cod_paise: number;
}

const inRange = (column: string, start: string, end: string) => [
  Query.greaterThanEqual(column, start),
  Query.lessThan(column, end),
];

async function byIds<Row extends OrdersRow | StoreOrderEarningsRow>(
  tablesDB: TablesDB,
  tableId: string,
  ids: readonly string[],
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 0; i < ids.length; i += 100)
    rows.push(...(await listAll<Row>(tablesDB, tableId, [Query.equal('$id', [...ids.slice(i, i + 100)])])));
  return rows;
}

export function rowBooks(tablesDB: TablesDB): Books {
  return {
    async payments(start, end) {
      const orders = await listAll<OrdersRow>(tablesDB, TABLES.orders, [
        ...inRange('paid_at', start, end),
        Query.isNotNull('cf_payment_id'),
      ]);
      return orders
        .filter((o) => o.payment_method !== 'cod')
        .map((o) => ({
          order_id: o.$id,
          store_id: o.store_id ?? null,
          gateway_order_id: o.gateway_order_id ?? null,
          cf_payment_id: o.cf_payment_id ?? null,
          amount_paise: paiseOf(placedAmount(o)),
          at: o.paid_at!,
        }));
    },

    async refunds(start, end) {
      const refunds = await listAll<OrderRefundsRow>(tablesDB, TABLES.orderRefunds, [
        Query.equal('status', 'refunded'),
        ...inRange('refunded_at', start, end),
      ]);
      const orders = new Map(
        (await byIds<OrdersRow>(tablesDB, TABLES.orders, [...new Set(refunds.map((r) => r.order_id))])).map((o) => [
          o.$id,
          o,
        ]),
      );
      return refunds
        .filter((r) => orders.get(r.order_id)?.payment_method !== 'cod')
        .map((r) => ({
          order_id: r.order_id,
          store_id: orders.get(r.order_id)?.store_id ?? null,
          refund_id: r.refund_id,
          amount_paise: paiseOf(r.amount),
          at: r.refunded_at!,
        }));
    },

    async payouts(start, end) {
      const payouts = await listAll<PayoutRow>(tablesDB, TABLES.storePayouts, inRange('cycle_end', start, end));
      return Promise.all(
        payouts.map(async (p) => ({
          payout_id: p.$id,
          store_id: p.store_id,
          recorded_net_paise: p.net_paise,
          statement_net_paise: (await payoutStatement(tablesDB, p)).figures.net_paise,
          transfer_paise: null,
          transfer_id: p.status === 'pending' ? null : (p.transfer_id ?? null),
          paid_by_gateway: p.status === 'processing' || (p.status === 'paid' && p.paid_by === 'gateway'),
          at: p.cycle_end,
        })),
      );
    },

    async orderMoney(orderIds) {
      const [orders, earnings] = await Promise.all([
        byIds<OrdersRow>(tablesDB, TABLES.orders, orderIds),
        byIds<StoreOrderEarningsRow>(tablesDB, TABLES.storeOrderEarnings, orderIds),
      ]);
      const earningsOf = new Map(earnings.map((e) => [e.$id, e]));
      return orders.map((o) => {
        const e = earningsOf.get(o.$id);
        const online = o.payment_method !== 'cod' && o.cf_payment_id ? paiseOf(placedAmount(o)) : 0;
        const cod = paiseOf(o.cod_collected ?? 0);
        return {
          order_id: o.$id,
          collected_paise: online + cod,
          refunded_paise: o.refunded_paise ?? 0,
          store_payable_paise: e ? e.net_paise + e.adjustment_net_paise + e.cod_collected_paise : null,
          commission_paise: e ? e.commission_paise + e.adjustment_commission_paise : 0,
          taxes_paise: e
            ? e.commission_gst_paise +
              e.tcs_paise +
              e.tds_paise +
              e.adjustment_commission_gst_paise +
              e.adjustment_tcs_paise +
              e.adjustment_tds_paise
            : 0,
          gross_paise: e ? e.gross_paise + e.adjustment_gross_paise : null,
          cod_paise: cod,
        };
      });
    },
  };
}

const sumOf = (lines: readonly LedgerEntriesRow[], keep: (l: LedgerEntriesRow) => boolean) =>
  lines.filter(keep).reduce((s, l) => s + l.amount_paise, 0);

async function linesByOrder(tablesDB: TablesDB, orderIds: readonly string[]): Promise<Map<string, LedgerEntriesRow[]>> {
  const byOrder = new Map<string, LedgerEntriesRow[]>(orderIds.map((id) => [id, []]));
  for (let i = 0; i < orderIds.length; i += 100)
    for (const line of await listAll<LedgerEntriesRow>(tablesDB, TABLES.ledgerEntries, [
      Query.equal('order_id', [...orderIds.slice(i, i + 100)]),
    ]))
      byOrder.get(line.order_id!)?.push(line);
  return byOrder;
}

/**
 * The books read from the ledger (issue 31 §1: one ledger, every figure from it). Money comes only
 * from `ledger_entries`; an order row is read for its gateway order id alone (a name, not money).
 * Payouts stay the `store_payouts` rows and their statements (what a payout is to be; the ledger
 * records a payout once paid), so `payouts` is rowBooks'.
 */
export function ledgerBooks(tablesDB: TablesDB): Books {
  const rows = rowBooks(tablesDB);
  return {
    async payments(start, end) {
      const lines = await listAll<LedgerEntriesRow>(tablesDB, TABLES.ledgerEntries, [
        Query.equal('event_kind', LEDGER_EVENT_KINDS.paymentCaptured),
        ...inRange('occurred_at', start, end),
      ]);
      const captured = lines.filter((l) => l.account === LEDGER_ACCOUNTS.gateway && l.amount_paise > 0 && l.order_id);
      const orders = new Map(
        (await byIds<OrdersRow>(tablesDB, TABLES.orders, [...new Set(captured.map((l) => l.order_id!))])).map((o) => [
          o.$id,
          o,
        ]),
      );
      return captured.map((l) => ({
        order_id: l.order_id!,
        store_id: l.store_id ?? null,
        gateway_order_id: orders.get(l.order_id!)?.gateway_order_id ?? null,
        // The event key is pay:<order>:<cf_payment_id> (LEDGER_KEYS.paymentCaptured).
        cf_payment_id: l.event_key.split(':')[2] ?? null,
        amount_paise: l.amount_paise,
        at: l.occurred_at,
      }));
    },

    async refunds(start, end) {
      const lines = await listAll<LedgerEntriesRow>(tablesDB, TABLES.ledgerEntries, [
        Query.equal('event_kind', [...REFUND_EVENT_KINDS]),
        Query.equal('account', LEDGER_ACCOUNTS.gateway),
        ...inRange('occurred_at', start, end),
      ]);
      // Through the gateway only: a COD refund credits the platform's bank, not the gateway.
      return lines
        .filter((l) => l.amount_paise < 0 && l.order_id && l.refund_id)
        .map((l) => ({
          order_id: l.order_id!,
          store_id: l.store_id ?? null,
          refund_id: l.refund_id!,
          amount_paise: -l.amount_paise,
          at: l.occurred_at,
        }));
    },

    payouts: (start, end) => rows.payouts(start, end),

    async orderMoney(orderIds) {
      const byOrder = await linesByOrder(tablesDB, orderIds);
      return orderIds.map((order_id) => {
        const lines = byOrder.get(order_id) ?? [];
        const b = balances(lines);
        const bal = (account: string) => b[account] ?? 0;
        const inflow = (kind: string) =>
          sumOf(lines, (l) => l.event_kind === kind && l.amount_paise > 0 && l.account !== 'customer');
        const cod = inflow(LEDGER_EVENT_KINDS.codCollected);
        const sold = lines.some((l) => l.event_kind === LEDGER_EVENT_KINDS.sale);
        // The cash the store kept is netted against its payable in the sale (Dr store_payable / Cr COD cash).
        const codKept = -sumOf(
          lines,
          (l) =>
            l.event_kind === LEDGER_EVENT_KINDS.sale &&
            l.account === LEDGER_ACCOUNTS.codCashWithStore &&
            l.amount_paise < 0,
        );
        const hasPayable = lines.some((l) => l.account === LEDGER_ACCOUNTS.storePayable);
        return {
          order_id,
          collected_paise: inflow(LEDGER_EVENT_KINDS.paymentCaptured) + cod,
          refunded_paise: refundedToCustomer(lines),
          store_payable_paise: hasPayable ? -bal(LEDGER_ACCOUNTS.storePayable) + codKept : null,
          commission_paise: -bal(LEDGER_ACCOUNTS.platformCommission),
          taxes_paise: -(
            bal(LEDGER_ACCOUNTS.gstOnFeesPayable) +
            bal(LEDGER_ACCOUNTS.gstTcsPayable) +
            bal(LEDGER_ACCOUNTS.tdsPayable)
          ),
          // The sale's customer and coupon debits, less what refunds after it took back from the customer.
          gross_paise: sold
            ? sumOf(
                lines,
                (l) =>
                  l.event_kind === LEDGER_EVENT_KINDS.sale &&
                  (l.account === LEDGER_ACCOUNTS.customer || l.account === LEDGER_ACCOUNTS.couponCost) &&
                  l.amount_paise > 0,
              ) +
              sumOf(
                lines,
                (l) =>
                  (REFUND_EVENT_KINDS as readonly string[]).includes(l.event_kind) &&
                  l.account === LEDGER_ACCOUNTS.customer &&
                  l.amount_paise < 0,
              )
            : null,
          cod_paise: cod,
        };
      });
    },
  };
}

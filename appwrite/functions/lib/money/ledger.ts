import { createHash } from 'node:crypto';
import { Query, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { LedgerEntriesRow, OrderRefundsRow } from '@instamg/shared/appwrite/rows';
import type { RateRow } from '@instamg/shared/domain/platform-settings';
import { earningsReadPermissions } from '@instamg/shared/domain/settlement/earnings-access';
import {
  LEDGER_EVENT_KINDS,
  LEDGER_KEYS,
  balanced,
  postPayout,
  postPayoutReversed,
  type LedgerEventKind,
  type LedgerLine,
} from '@instamg/shared/domain/ledger/ledger';
import { planOrderLedger, type LedgerOrder } from '@instamg/shared/domain/ledger/order-ledger';
import { appwriteStatus } from '../runtime/errors.ts';
import { listAll } from '../runtime/list-all.ts';
import { storeTeamOf } from '../orders/rows.ts';

// The ledger's writer (issue 31 §1; docs/payments.md "Ledger"). `ledger_entries` rows are written
// only here, with the functions' key, and never updated or deleted (append-only). An event's lines
// have fixed row ids (a hash of its idempotency key and the line number) and the unique index
// (event_key, line_no): a retried webhook, a repeated action, two executions at once or a
// backfill write each line once — the second writer gets 409 and moves on. A crash between two
// lines of one event is completed by the next run (the missing lines are written, the others 409).
//
// Read: platform admins (table permission); the store's owner and store admins (the same roles
// as earnings, earnings-access.ts) for the lines of their store's events. Nobody else.

export type LedgerEntryRow = LedgerEntriesRow;

export interface LedgerEventInput {
  key: string;
  kind: LedgerEventKind;
  occurred_at: string;
  lines: readonly LedgerLine[];
  order_id?: string | null;
  store_id?: string | null;
  /** The store's team: its owner and admins read the lines. */
  store_team_id?: string | null;
  refund_id?: string | null;
  payout_id?: string | null;
  note?: string | null;
}

export function ledgerRowId(key: string, lineNo: number): string {
  return `le${createHash('sha256').update(key).digest('hex').slice(0, 30)}${String(lineNo).padStart(2, '0')}`;
}

/** Writes the event's lines that are not there yet; returns how many it wrote (0: already posted). */
export async function postLedgerEvent(tablesDB: TablesDB, event: LedgerEventInput): Promise<number> {
  const lines = balanced(event.lines);
  const permissions = event.store_team_id ? earningsReadPermissions(event.store_team_id) : [];
  const written = await Promise.all(
    lines.map(async (line, lineNo) => {
      try {
        await tablesDB.createRow<LedgerEntryRow>({
          databaseId: DATABASE_ID,
          tableId: TABLES.ledgerEntries,
          rowId: ledgerRowId(event.key, lineNo),
          permissions,
          data: {
            event_key: event.key,
            line_no: lineNo,
            event_kind: event.kind,
            account: line.account,
            amount_paise: line.amount_paise,
            occurred_at: event.occurred_at,
            order_id: event.order_id ?? null,
            store_id: event.store_id ?? null,
            refund_id: event.refund_id ?? null,
            payout_id: event.payout_id ?? null,
            note: event.note?.slice(0, 200) ?? null,
          },
        });
        return 1;
      } catch (err) {
        if (appwriteStatus(err) === 409) return 0;
        throw err;
      }
    }),
  );
  return written.reduce((a: number, b: number) => a + b, 0);
}

/** Every line of an order, oldest first. */
export async function orderLedger(tablesDB: TablesDB, orderId: string): Promise<LedgerEntryRow[]> {
  const rows = await listAll<LedgerEntryRow>(tablesDB, TABLES.ledgerEntries, [Query.equal('order_id', orderId)]);
  return rows.sort(
    (a, b) =>
      a.occurred_at.localeCompare(b.occurred_at) || a.event_key.localeCompare(b.event_key) || a.line_no - b.line_no,
  );
}

/**
 * Posts what the order's row and its refunds say has happened and is not in the ledger yet
 * (order-ledger.ts). Run after every change of an order (lib/orders/rollups.ts) and by the backfill.
 */
export async function syncOrderLedger(
  tablesDB: TablesDB,
  order: LedgerOrder & { store_id: string; store_team_id?: string | null },
  rates: readonly RateRow[],
): Promise<{ posted: number; lines: LedgerEntryRow[] }> {
  const [refunds, existing] = await Promise.all([
    listAll<OrderRefundsRow & Models.Row>(tablesDB, TABLES.orderRefunds, [Query.equal('order_id', order.$id)]),
    orderLedger(tablesDB, order.$id),
  ]);
  const have = new Map<string, number>();
  for (const row of existing) have.set(row.event_key, (have.get(row.event_key) ?? 0) + 1);
  const planned = planOrderLedger(order, refunds, rates);
  let posted = 0;
  let team = order.store_team_id ?? null;
  for (const event of planned) {
    if ((have.get(event.key) ?? 0) >= event.lines.length) continue;
    team ??= await storeTeamOf(tablesDB, order.store_id).catch(() => null);
    posted += await postLedgerEvent(tablesDB, {
      ...event,
      order_id: order.$id,
      store_id: order.store_id,
      store_team_id: team,
    });
  }
  return { posted, lines: posted > 0 ? await orderLedger(tablesDB, order.$id) : existing };
}

/**
 * Posts whatever the order's ledger still lacks, and throws when it cannot (unlike refreshRollupsAfter,
 * which logs): for a caller whose retry must finish the lines, e.g. a refund webhook that completed
 * its `order_refunds` row and then died (a timeout) before posting — its redelivery finds the refund
 * done and would otherwise answer "already completed" with the ledger a refund short.
 */
export async function completeOrderLedger(tablesDB: TablesDB, orderId: string): Promise<number> {
  const order = await tablesDB.getRow<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    rowId: orderId,
  });
  if (!order.paid_at) return 0;
  return (await syncOrderLedger(tablesDB, order as never, await loadRatesForLedger(tablesDB))).posted;
}

/** What the ledger has of a payout: its payments and its reversals (first lines only, index payout_idx). */
async function payoutLedgerState(
  tablesDB: TablesDB,
  payoutId: string,
): Promise<{ paid: number; reversedTransfers: Set<string> }> {
  const rows = await listAll<LedgerEntryRow>(tablesDB, TABLES.ledgerEntries, [
    Query.equal('payout_id', payoutId),
    Query.equal('line_no', 0),
  ]);
  const reversedTransfers = new Set<string>();
  let paid = 0;
  for (const row of rows)
    if (row.event_kind === LEDGER_EVENT_KINDS.payoutReversed)
      reversedTransfers.add(row.event_key.slice('payout_reversed:'.length));
    else if (row.event_kind === LEDGER_EVENT_KINDS.payout) paid++;
  return { paid, reversedTransfers };
}

/**
 * A payout paid to the store's bank: Dr store payable / Cr platform bank, once per payment. The
 * first payment's key is `payout:<id>`; after n reversals the next payment is `payout:<id>#n`, so
 * paying again after the bank sent the money back posts again (and a retry of the same payment does not).
 */
export async function postPayoutPaid(
  tablesDB: TablesDB,
  payout: { $id: string; store_id: string; net_paise: number; paid_at?: string | null },
  storeTeamId: string | null,
): Promise<number> {
  if (payout.net_paise <= 0) return 0;
  const { reversedTransfers } = await payoutLedgerState(tablesDB, payout.$id);
  return postLedgerEvent(tablesDB, {
    key: LEDGER_KEYS.payout(payout.$id, reversedTransfers.size),
    kind: LEDGER_EVENT_KINDS.payout,
    occurred_at: payout.paid_at ?? new Date().toISOString(),
    lines: postPayout(payout.net_paise),
    store_id: payout.store_id,
    store_team_id: storeTeamId,
    payout_id: payout.$id,
  });
}

/**
 * The bank sent a paid payout's transfer back (TRANSFER_REVERSED): Dr platform bank / Cr store
 * payable, once per transfer, and only when the ledger has a payment of it not yet reversed — the
 * store is owed the amount again (the payout goes back to pending and is paid again, which posts anew).
 */
export async function postPayoutReversedLedger(
  tablesDB: TablesDB,
  payout: { $id: string; store_id: string; net_paise: number },
  transferId: string,
  storeTeamId: string | null,
  at: Date,
): Promise<number> {
  if (payout.net_paise <= 0) return 0;
  const { paid, reversedTransfers } = await payoutLedgerState(tablesDB, payout.$id);
  if (reversedTransfers.has(transferId) || paid <= reversedTransfers.size) return 0;
  return postLedgerEvent(tablesDB, {
    key: LEDGER_KEYS.payoutReversed(transferId),
    kind: LEDGER_EVENT_KINDS.payoutReversed,
    occurred_at: at.toISOString(),
    lines: postPayoutReversed(payout.net_paise),
    store_id: payout.store_id,
    store_team_id: storeTeamId,
    payout_id: payout.$id,
    note: `transfer ${transferId} reversed by the bank`,
  });
}

/**
 * Posts the ledger of orders and payouts from before the ledger existed (issue 31): every order with
 * money (paid_at set: online payments, collected cash), and every paid payout. Idempotent (the event
 * keys), so it is safe to run again or beside live traffic: store-earnings `backfill_ledger`, API key only.
 */
export async function backfillLedger(
  tablesDB: TablesDB,
  opts: { storeId?: string } = {},
): Promise<{ orders: number; payouts: number; lines_written: number }> {
  const rates = await loadRatesForLedger(tablesDB);
  const byStore = opts.storeId ? [Query.equal('store_id', opts.storeId)] : [];
  let written = 0;
  let orders = 0;
  let cursor: string | null = null;
  for (;;) {
    const page: Models.RowList<Models.Row> = await tablesDB.listRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.orders,
      queries: [
        Query.isNotNull('paid_at'),
        ...byStore,
        Query.orderAsc('$id'),
        Query.limit(200),
        ...(cursor ? [Query.cursorAfter(cursor)] : []),
      ],
    });
    for (const row of page.rows) {
      orders++;
      written += (await syncOrderLedger(tablesDB, row as never, rates)).posted;
    }
    if (page.rows.length < 200) break;
    cursor = page.rows[page.rows.length - 1]!.$id;
  }
  const payouts = await listAll<Models.Row & { store_id: string; net_paise: number; paid_at: string | null }>(
    tablesDB,
    TABLES.storePayouts,
    [Query.equal('status', 'paid'), ...byStore],
  );
  const teams = new Map<string, string | null>();
  for (const payout of payouts) {
    if (!teams.has(payout.store_id))
      teams.set(payout.store_id, await storeTeamOf(tablesDB, payout.store_id).catch(() => null));
    written += await postPayoutPaid(tablesDB, payout, teams.get(payout.store_id) ?? null);
  }
  return { orders, payouts: payouts.length, lines_written: written };
}

async function loadRatesForLedger(tablesDB: TablesDB): Promise<RateRow[]> {
  const page = await tablesDB.listRows({ databaseId: DATABASE_ID, tableId: TABLES.rates, queries: [Query.limit(500)] });
  return page.rows as unknown as RateRow[];
}

import { createHash } from 'node:crypto';
import { AppwriteException, Query, type TablesDB } from 'node-appwrite';
import { addDays, istDayRange } from '@instamg/shared/domain/india-time';
import { paiseOf } from '@instamg/shared/domain/settlement/settlement';
import {
  reconcileDay,
  type GatewayMove,
  type ReconciliationException,
} from '@instamg/shared/domain/settlement/reconciliation';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { ReconciliationExceptionsRow } from '@instamg/shared/appwrite/rows';
import type { PaymentGateway, SettlementEvent } from './gateway.ts';
import type { PayoutGateway } from './payout-gateway.ts';
import type { Books } from './books.ts';
import { listAll } from '../runtime/list-all.ts';

// Daily reconciliation (issue 31 §3): the gateway's settlement report, our books (books.ts) and the
// payouts for one IST day, compared by shared/src/domain/settlement/reconciliation.ts; each
// difference becomes one `reconciliation_exceptions` row. The row id is a hash of the difference
// (kind + payment / refund / payout id), so a rerun — or two runs at once, or the next day's run that
// reads the same event through its wider window — finds the row there (409) and writes nothing new.

/** `rx` + 34 hex of SHA-256 of the difference's key: 36 characters, a valid row id. */
export const exceptionRowId = (key: string): string =>
  `rx${createHash('sha256').update(key).digest('hex').slice(0, 34)}`;

/** The gateway's report as moves with our order id (`<order id>_<attempt>` → `<order id>`). */
export function gatewayMoves(events: readonly SettlementEvent[]): GatewayMove[] {
  return events
    .filter((e) => e.event_status === 'SUCCESS' && (e.event_type === 'PAYMENT' || e.event_type === 'REFUND'))
    .map((e) => ({
      kind: e.event_type === 'PAYMENT' ? ('payment' as const) : ('refund' as const),
      order_id: e.order_id.replace(/_\d+$/, ''),
      gateway_order_id: e.order_id,
      ref: e.event_type === 'PAYMENT' ? String(e.cf_payment_id ?? e.event_id) : (e.refund_id ?? e.event_id),
      amount_paise: paiseOf(e.event_amount),
      at: e.event_time,
    }));
}

export interface DayResult {
  day: string;
  found: number;
  opened: number;
  cleared: number;
  exceptions: ReconciliationException[];
}

/** Compares one IST day and records its differences; safe to run again at any time. */
export async function reconcileAndRecord(
  tablesDB: TablesDB,
  deps: { books: Books; gateway: PaymentGateway; payoutGateway: PayoutGateway | null },
  day: string,
  now: Date,
): Promise<DayResult> {
  const window = { day, ...istDayRange(day) };
  // Each side is read a day wider on both ends: a capture at 23:59:59 whose webhook landed after
  // midnight is still one matched pair, reported (if at all) by the day of its earlier side.
  const wide = { start: istDayRange(addDays(day, -1)).start, end: istDayRange(addDays(day, 1)).end };
  const [events, payments, refunds, payouts] = await Promise.all([
    deps.gateway.settlementEvents(wide.start, wide.end),
    deps.books.payments(wide.start, wide.end),
    deps.books.refunds(wide.start, wide.end),
    deps.books.payouts(window.start, window.end),
  ]);
  const withTransfers = await Promise.all(
    payouts.map(async (p) => {
      if (!p.paid_by_gateway || !p.transfer_id || !deps.payoutGateway) return p;
      const transfer = await deps.payoutGateway.getTransfer(p.transfer_id);
      return { ...p, transfer_paise: transfer && transfer.status === 'SUCCESS' ? paiseOf(transfer.amount) : null };
    }),
  );
  const exceptions = reconcileDay(window, gatewayMoves(events), { payments, refunds, payouts: withTransfers });

  let opened = 0;
  for (const e of exceptions) {
    try {
      await tablesDB.createRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.reconciliationExceptions,
        rowId: exceptionRowId(e.key),
        data: {
          day: e.day,
          kind: e.kind,
          order_id: e.order_id,
          store_id: e.store_id,
          ref: e.ref.slice(0, 64),
          expected_paise: e.expected_paise,
          actual_paise: e.actual_paise,
          note: e.note.slice(0, 500),
          status: 'open',
          detected_at: now.toISOString(),
        },
      });
      opened++;
    } catch (err) {
      // Already recorded (a rerun): left as it is, open or resolved by an admin.
      if (!(err instanceof AppwriteException && err.code === 409)) throw err;
    }
  }

  // An open difference of this day that is gone now (a late webhook caught up) closes itself.
  const found = new Set(exceptions.map((e) => exceptionRowId(e.key)));
  const open = await listAll<ReconciliationExceptionsRow>(tablesDB, TABLES.reconciliationExceptions, [
    Query.equal('day', day),
    Query.equal('status', 'open'),
  ]);
  let cleared = 0;
  for (const row of open) {
    if (found.has(row.$id)) continue;
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.reconciliationExceptions,
      rowId: row.$id,
      data: {
        status: 'resolved',
        resolved_at: now.toISOString(),
        resolved_by: 'system',
        resolution_note: 'No longer differs: the books and the gateway agreed on a later run.',
      },
    });
    cleared++;
  }
  return { day, found: exceptions.length, opened, cleared, exceptions };
}

import { createHash } from 'node:crypto';
import { Query } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { RefillRunsRow } from '@instamg/shared/appwrite/rows';
import { addDays, istToday } from '@instamg/shared/domain/india-time';
import { advanceRunOut, REFILL_REMINDER_DAYS_BEFORE, refillSweepStep } from '@instamg/shared/domain/refill';
import { appwriteStatus } from '../../lib/runtime/errors.ts';
import { listAll } from '../../lib/runtime/list-all.ts';
import { notifyCustomer } from '../../lib/orders/customer-messages.ts';
import type { OrderRow } from '../../lib/orders/rows.ts';
import type { Io, RefillRow } from './facts.ts';
import { pendingOrderOf, placeRefillOrder } from './order-now.ts';

export interface SweepTally {
  checked: number;
  placed: number;
  rx_needed: number;
  unavailable: number;
  skipped: number;
  /** Cycles another sweep (or an earlier run of this one) already claimed. */
  duplicate: number;
  failed: number;
}

/** The claim of one refill's cycle: one id per (refill, run-out day), so a second create is 409. */
export const refillRunId = (refillId: string, runOut: string): string =>
  `rr${createHash('sha256').update(`${refillId}:${runOut}`).digest('hex').slice(0, 34)}`;

const updateRefill = (io: Io, refill: RefillRow, data: Partial<RefillRow>) =>
  io.tablesDB.updateRow<RefillRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.refills,
    rowId: refill.$id,
    data: data as never,
  });

/**
 * The schedule (issue 36 §3): every active refill whose reminder day (3 days before run-out) has
 * come, at the injectable `now`. A skipped cycle moves on silently; otherwise the cycle is claimed
 * (refill_runs, one id per refill and run-out day: a retry or a second sweep at once gets 409 and
 * places nothing), its order is placed unpaid (placeRefillOrder) and the customer is told through
 * notifyCustomer: `refill_ready` on the new order, or `refill_rx_needed` / `refill_unavailable` on
 * the order the refill was set on. Then the refill moves to its next cycle.
 */
export async function sweepRefills(
  io: Io,
  log: (message: string) => void,
  only: readonly string[] | null,
): Promise<SweepTally> {
  const tally: SweepTally = {
    checked: 0,
    placed: 0,
    rx_needed: 0,
    unavailable: 0,
    skipped: 0,
    duplicate: 0,
    failed: 0,
  };
  const horizon = addDays(istToday(io.now), REFILL_REMINDER_DAYS_BEFORE);
  const due = await listAll<RefillRow>(io.tablesDB, TABLES.refills, [
    Query.equal('state', 'active'),
    Query.lessThanEqual('run_out_day', horizon),
    ...(only ? [Query.equal('$id', [...only])] : []),
  ]);
  for (const refill of due) {
    tally.checked++;
    const step = refillSweepStep(refill, io.now);
    if (step === 'wait') continue;
    if (step === 'skip') {
      await updateRefill(io, refill, {
        run_out_day: advanceRunOut(refill.run_out_day, refill.interval_days, io.now),
        skip_run_out_day: null,
      });
      tally.skipped++;
      continue;
    }
    try {
      const outcome = await runCycle(io, refill, log);
      tally[outcome]++;
    } catch (err) {
      log(`refills: ${refill.$id}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      tally.failed++;
    }
  }
  return tally;
}

async function runCycle(
  io: Io,
  refill: RefillRow,
  log: (message: string) => void,
): Promise<'placed' | 'rx_needed' | 'unavailable' | 'duplicate'> {
  const runOut = refill.run_out_day;
  const runId = refillRunId(refill.$id, runOut);
  const next = { run_out_day: advanceRunOut(runOut, refill.interval_days, io.now), reminded_for: runOut };
  try {
    await io.tablesDB.createRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.refillRuns,
      rowId: runId,
      permissions: [`read("user:${refill.customer_id}")`],
      data: { refill_id: refill.$id, customer_id: refill.customer_id, run_out_day: runOut, outcome: 'claimed' },
    });
  } catch (err) {
    if (appwriteStatus(err) !== 409) throw err;
    // Already claimed. A finished run whose refill did not move on (the execution stopped in
    // between) only moves the refill on; a run still `claimed` is another sweep's, now.
    const run = await io.tablesDB.getRow<RefillRunsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.refillRuns,
      rowId: runId,
    });
    if (run.outcome !== 'claimed')
      await updateRefill(io, refill, { ...next, last_order_id: run.order_id, last_outcome: run.outcome });
    return 'duplicate';
  }
  let placement: Awaited<ReturnType<typeof placeRefillOrder>>;
  try {
    // An order the customer already placed early ("Order now") and has not paid yet is this cycle's: no second one.
    const pending = await pendingOrderOf(io, refill);
    placement = pending ? { outcome: 'placed', order: pending } : await placeRefillOrder(io, refill);
  } catch (err) {
    // Nothing was placed (placeOrder undoes its rows): the claim goes back for the next sweep.
    await io.tablesDB
      .deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.refillRuns, rowId: runId })
      .catch(() => undefined);
    throw err;
  }
  const orderId = placement.outcome === 'placed' ? placement.order.$id : null;
  await io.tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.refillRuns,
    rowId: runId,
    data: {
      outcome: placement.outcome,
      order_id: orderId,
      reason: placement.outcome === 'placed' ? null : placement.error.message.slice(0, 255),
    },
  });
  await updateRefill(io, refill, { ...next, last_order_id: orderId, last_outcome: placement.outcome });
  if (placement.outcome === 'placed') {
    await notifyCustomer(io.client, io.tablesDB, placement.order, 'refill_ready', log, { now: io.now });
  } else {
    const source = await io.tablesDB.getRow<OrderRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orders,
      rowId: refill.source_order_id,
    });
    const event = placement.outcome === 'rx_needed' ? 'refill_rx_needed' : 'refill_unavailable';
    await notifyCustomer(io.client, io.tablesDB, source, event, log, { now: io.now, occurrence: runOut });
  }
  return placement.outcome;
}

import { ID, Query } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import {
  isRefillInterval,
  refillActionAllowed,
  refillRunOutDay,
  runOutDay,
  shiftedRunOut,
  REFILL_ACTIONS,
  type RefillAction,
  type RefillLineSpec,
} from '@instamg/shared/domain/refill';
import { fail } from '../../lib/runtime/errors.ts';
import { listAll } from '../../lib/runtime/list-all.ts';
import type { OrderItemRow, OrderRow } from '../../lib/orders/rows.ts';
import { MAX_QUANTITY_PER_LINE } from '../../place-order/src/input.ts';
import { ownOrder, ownRefill, recordedDoses, refillRefusal, type Io, type RefillRow } from './facts.ts';
import { orderNow } from './order-now.ts';

/** The lines the customer picked of the order's items (all of them when none are named), or 400. */
function pickedLines(
  raw: unknown,
  items: readonly Pick<OrderItemRow, 'product_id' | 'product_name' | 'quantity'>[],
): { product_id: string; product_name: string; quantity: number }[] {
  const byProduct = new Map<string, { product_id: string; product_name: string; quantity: number }>();
  for (const item of items) {
    const had = byProduct.get(item.product_id);
    byProduct.set(item.product_id, {
      product_id: item.product_id,
      product_name: item.product_name,
      quantity: (had?.quantity ?? 0) + item.quantity,
    });
  }
  if (raw === undefined || raw === null) return [...byProduct.values()];
  if (!Array.isArray(raw) || raw.length === 0) throw fail('invalid_input', 'Pick at least one medicine to refill.');
  const picked = new Map<string, { product_id: string; product_name: string; quantity: number }>();
  for (const entry of raw as Record<string, unknown>[]) {
    const item = byProduct.get(entry?.product_id as string);
    if (!item) throw fail('invalid_input', 'A refill can only include medicines of this order.');
    const quantity = entry.quantity ?? item.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
      throw fail('invalid_input', 'Each quantity must be a whole number of at least 1.');
    if (quantity > MAX_QUANTITY_PER_LINE)
      throw fail('quantity_limit', `A refill can hold at most ${MAX_QUANTITY_PER_LINE} of each medicine.`);
    picked.set(item.product_id, { ...item, quantity });
  }
  return [...picked.values()];
}

/**
 * `create` `{ order_id, interval_days, lines?: [{ product_id, quantity? }] }`: a refill of the
 * caller's own delivered order (another customer's is 404), each Rx line within the prescription's
 * validity and prescribed quantity. The run-out day is the earliest line's (dose where recorded).
 */
export async function createRefill(io: Io, userId: string, body: Record<string, unknown>): Promise<RefillRow> {
  const order = await ownOrder(io, userId, body.order_id);
  if (order.status !== 'delivered' || !order.delivered_at) throw fail('refill_not_delivered');
  const existing = await io.tablesDB.listRows<RefillRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.refills,
    queries: [Query.equal('source_order_id', order.$id), Query.notEqual('state', 'stopped'), Query.limit(1)],
  });
  if (existing.rows.length > 0) throw fail('refill_exists');
  const items = await listAll<OrderItemRow>(io.tablesDB, TABLES.orderItems, [Query.equal('order_id', order.$id)]);
  const doses = await recordedDoses(io, order);
  const prescriptionDays = Math.max(0, ...[...doses.values()].map((d) => d.days ?? 0)) || null;
  const interval = body.interval_days;
  if (!isRefillInterval(interval, prescriptionDays))
    throw fail(
      'invalid_input',
      `Choose a refill every 15, 30, 60 or 90 days${prescriptionDays ? ` or ${prescriptionDays} (the prescription's)` : ''}.`,
    );
  const lines: RefillLineSpec[] = pickedLines(body.lines, items).map((line) => {
    const dose = doses.get(line.product_id);
    const perDay = dose?.units_per_day && dose.units_per_day > 0 ? dose.units_per_day : null;
    return {
      ...line,
      units_per_day: perDay,
      prescribed_total: perDay && dose?.days ? perDay * dose.days : null,
    };
  });
  const refusal = await refillRefusal(io, userId, lines, order.prescription_id ?? null);
  if (refusal) throw refusal;
  const runOut = refillRunOutDay(
    lines.map((l) => runOutDay(order.delivered_at!, l.quantity, l.units_per_day, interval as number)),
  )!;
  return io.tablesDB.createRow<RefillRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.refills,
    rowId: ID.unique(),
    permissions: [`read("user:${userId}")`],
    data: {
      customer_id: userId,
      source_order_id: order.$id,
      address_id: order.address_id,
      lines: JSON.stringify(lines),
      interval_days: interval as number,
      prescription_days: prescriptionDays,
      state: 'active',
      // A run-out already passed (an old order) is reminded about at the next sweep.
      run_out_day: runOut,
      skip_run_out_day: null,
      reminded_for: null,
      prescription_id: order.prescription_id ?? null,
      last_order_id: null,
      last_outcome: null,
    } as never,
  });
}

const isRefillAction = (value: unknown): value is RefillAction =>
  typeof value === 'string' && (REFILL_ACTIONS as readonly string[]).includes(value);

/**
 * pause, resume, skip_once, set_interval `{ interval_days }`, stop, order_now on the caller's own
 * refill `{ refill_id }` (another's is 404); what each state allows is REFILL_STATE_VIEW's.
 */
export async function changeRefill(
  io: Io,
  userId: string,
  action: string,
  body: Record<string, unknown>,
): Promise<{ refill: RefillRow; order?: OrderRow }> {
  if (!isRefillAction(action)) throw fail('invalid_action');
  const refill = await ownRefill(io, userId, body.refill_id);
  if (!refillActionAllowed(refill.state, action))
    throw refill.state === 'stopped'
      ? fail('refill_stopped')
      : fail('not_allowed', `A ${refill.state} refill cannot be changed that way.`);
  const update = (data: Partial<RefillRow>) =>
    io.tablesDB.updateRow<RefillRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.refills,
      rowId: refill.$id,
      data: data as never,
    });
  switch (action) {
    case 'pause':
      return { refill: await update({ state: 'paused' }) };
    case 'resume':
      // A run-out that passed while paused is the next sweep's, so the customer is reminded once.
      return { refill: await update({ state: 'active' }) };
    case 'stop':
      return { refill: await update({ state: 'stopped' }) };
    case 'skip_once':
      return { refill: await update({ skip_run_out_day: refill.run_out_day }) };
    case 'set_interval': {
      if (!isRefillInterval(body.interval_days, refill.prescription_days))
        throw fail('invalid_input', 'Choose a refill every 15, 30, 60 or 90 days.');
      const days = body.interval_days as number;
      const runOut = shiftedRunOut(refill.run_out_day, refill.interval_days, days, io.now);
      return {
        refill: await update({
          interval_days: days,
          run_out_day: runOut,
          // A skip was of the old cycle's day.
          skip_run_out_day: refill.skip_run_out_day === refill.run_out_day ? runOut : refill.skip_run_out_day,
        }),
      };
    }
    case 'order_now':
      return orderNow(io, refill);
  }
}

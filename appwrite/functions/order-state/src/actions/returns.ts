import type { OrderEventType } from '@instamg/shared/domain/order-event-words';
import { formatIstDateTime } from '@instamg/shared/domain/india-time';
import { REFUND_IDS, fromPaise, toPaise } from '@instamg/shared/domain/refunds';
import { formatINR } from '@instamg/shared/domain/money';
import {
  RETURN_REVIEW_ROLES,
  RETURN_STATUS_LABELS,
  parseReturnLines,
  returnRefundPaise,
  returnTransition,
  returnsWholeOrder,
  type ReturnStatus,
  type ReturnStep,
  type VerifiedLine,
} from '@instamg/shared/domain/returns';
import type { OrderAction } from '@instamg/shared/domain/order';
import { Query, type Models } from 'node-appwrite';
import { fail } from '../../../lib/runtime/errors.ts';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { grantFileRead } from '../../../lib/orders/prescription-access.ts';
import { stillPaid } from '../../../lib/money/refunds.ts';
import {
  STORE_ONLY,
  requireStatus,
  type ActionIO,
  type OrderActionHandler,
  type PlanInput,
  type Staged,
} from './action.ts';
import { problemPhotos } from './report-problem.ts';

// Returns (issue 16 §6; SPEC §4 refund flow): the steps after the customer's report, each an
// order-state action on a delivered order that moves its `refund_requests` row one step
// (shared/src/domain/returns.ts returnTransition) and appends an order event. The store side is its
// owner, admin or manager (RETURN_REVIEW_ROLES) or a platform admin; the refund of the verified
// items goes through the one refund path (lib/money/refunds.ts) as `rf_<order>_r1`.

const MAX_PICKUP_SLOT_MS = 4 * 60 * 60 * 1000;
const MAX_PICKUP_AHEAD_MS = 7 * 24 * 60 * 60 * 1000;

/** The order's return (one per order: refund_requests.order_unique). */
export async function loadReturn(io: Pick<ActionIO, 'tablesDB' | 'order'>): Promise<Models.DefaultRow> {
  const row = (
    await io.tablesDB.listRows<Models.DefaultRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.refundRequests,
      queries: [Query.equal('order_id', io.order.$id), Query.limit(1)],
    })
  ).rows[0];
  if (!row) throw fail('no_refund_request');
  return row;
}

interface StepChange {
  data?: Record<string, unknown>;
  note: string;
  refund?: Staged['returnRefund'];
  photos?: Models.File[];
}

interface StepSpec {
  action: OrderAction;
  step: ReturnStep;
  eventType: OrderEventType;
  /** How the refusal reads: "This order is {status}, so it cannot be {what}." */
  what: string;
  customer?: boolean;
  reasonRequired?: string;
  /** Refused on an order whose payment was refunded in full (nothing left to return money for). */
  paidOnly?: boolean;
  change(io: ActionIO, row: Models.DefaultRow, input: PlanInput): Promise<StepChange> | StepChange;
}

function returnStep(spec: StepSpec): OrderActionHandler {
  return {
    forbidden: spec.customer ? 'Only the customer who placed this order can do that.' : STORE_ONLY,
    plan(order, { role, reason }) {
      requireStatus(spec.action, order, role, spec.what);
      if (spec.paidOnly && order.payment_status !== 'paid') throw fail('not_paid');
      if (spec.reasonRequired && (reason?.trim().length ?? 0) < 3) throw fail('reason_required', spec.reasonRequired);
      return { to: order.status, role, data: {}, releaseStock: false, eventType: spec.eventType };
    },
    async before(io, plan, input) {
      // The team decides returns through its owner, admin or manager; staff and the pharmacist by role do not.
      if (plan.role !== 'admin' && plan.role !== 'customer') {
        const roles = io.storeRoles ?? [];
        if (!RETURN_REVIEW_ROLES.some((r) => roles.includes(r))) throw fail('return_reviewer_required');
      }
      const row = await loadReturn(io);
      const to = returnTransition(row.status as string, spec.step);
      if (!to)
        throw fail(
          'return_step_not_allowed',
          `This return is ${(RETURN_STATUS_LABELS[row.status as ReturnStatus] ?? String(row.status)).toLowerCase()}, so that step is not possible.`,
        );
      const change = await spec.change(io, row, input);
      return {
        returnRow: row,
        returnChange: { ...change.data, status: to },
        returnRefund: change.refund ?? null,
        returnPhotos: change.photos,
        eventNote: change.note.slice(0, 1024),
      };
    },
    async after(io, _plan, staged) {
      const row = staged.returnRow!;
      for (const photo of staged.returnPhotos ?? [])
        await grantFileRead(io.storage, BUCKETS.problemPhotos, photo, [
          `team:${io.order.store_team_id}`,
          'label:admin',
        ]);
      const updated = await io.tablesDB.updateRow<Models.DefaultRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.refundRequests,
        rowId: row.$id,
        data: staged.returnChange!,
      });
      // The order carries the return's status: its row changes after the return's, so the pages
      // following the order over Realtime read the return's new step (orders.return_status).
      return {
        ...staged,
        refundRequest: updated,
        orderData: { ...staged.orderData, return_status: staged.returnChange!.status },
      };
    },
    refund: (_order, _plan, staged) => staged.returnRefund ?? null,
  };
}

export const requestReturnPhotos = returnStep({
  action: 'request_return_photos',
  step: 'request_photos',
  eventType: 'return_photos_requested',
  what: 'asked for photos',
  reasonRequired: 'Tell the customer which photos to add.',
  change: (_io, _row, { reason }) => ({ data: { decision_note: reason }, note: `Photos requested: ${reason}` }),
});

export const addReturnPhotos = returnStep({
  action: 'add_return_photos',
  step: 'add_photos',
  eventType: 'return_photos_added',
  what: 'given photos',
  customer: true,
  async change(io, row) {
    const photos = await problemPhotos(io.storage, io.userId, io.body.photo_file_ids);
    if (photos.length === 0) throw fail('invalid_input', 'Add at least one photo.');
    const ids = [...((row.photo_file_ids as string[] | null) ?? []), ...photos.map((p) => p.$id)];
    return { data: { photo_file_ids: ids }, note: `${photos.length} photo(s) added`, photos };
  },
});

export const approveReturn = returnStep({
  action: 'approve_refund',
  step: 'approve',
  eventType: 'return_approved',
  what: 'have its return approved',
  paidOnly: true,
  change: (_io, _row, { reason }) => ({
    data: reason ? { decision_note: reason } : {},
    note: 'Return approved: a pickup will be scheduled',
  }),
});

export const rejectReturn = returnStep({
  action: 'reject_refund',
  step: 'reject',
  eventType: 'return_rejected',
  what: 'have its return rejected',
  reasonRequired: 'Give the customer a reason for declining the return.',
  change: (_io, _row, { reason }) => ({ data: { decision_note: reason }, note: `Return rejected: ${reason}` }),
});

export const scheduleReturnPickup = returnStep({
  action: 'schedule_return_pickup',
  step: 'schedule_pickup',
  eventType: 'return_pickup_scheduled',
  what: 'given a return pickup',
  change(io, _row, { now }) {
    const slot = io.body.slot as { start?: unknown; end?: unknown } | undefined;
    const start = typeof slot?.start === 'string' ? new Date(slot.start) : null;
    const end = typeof slot?.end === 'string' ? new Date(slot.end) : null;
    if (
      !start ||
      !end ||
      Number.isNaN(start.getTime()) ||
      Number.isNaN(end.getTime()) ||
      end <= start ||
      end.getTime() - start.getTime() > MAX_PICKUP_SLOT_MS ||
      end.getTime() <= now.getTime() ||
      start.getTime() > now.getTime() + MAX_PICKUP_AHEAD_MS
    )
      throw fail('pickup_slot_invalid');
    const fmt = (d: Date) => formatIstDateTime(d);
    return {
      data: { pickup_start: start.toISOString(), pickup_end: end.toISOString() },
      note: `Pickup ${fmt(start)} – ${fmt(end)}`,
    };
  },
});

export const returnCollected = returnStep({
  action: 'return_collected',
  step: 'collect',
  eventType: 'return_collected',
  what: 'marked as collected',
  change: (_io, _row, { now }) => ({ data: { collected_at: now.toISOString() }, note: 'Items collected' }),
});

/**
 * The store checked the collected items: `accepted: [{ item_id, quantity }]` of the reported lines
 * (all, some or none). The accepted items are refunded at the price paid, never above what is still
 * paid, under the return's own refund id (a repeat is the same refund).
 */
export const verifyReturn = returnStep({
  action: 'verify_return',
  step: 'verify',
  eventType: 'return_verified',
  what: 'verified',
  async change(io, row) {
    const accepted = verifiedLines(io.body.accepted);
    const lines = parseReturnLines(row.lines);
    const order = io.order;
    const left = toPaise(stillPaid(order));
    const linesPaise = returnRefundPaise(lines, accepted, left);
    if (linesPaise === null)
      throw fail('invalid_input', 'Accept only items of the return, at most the reported quantity.');
    const kept = accepted.filter((a) => a.quantity > 0);
    // Every unit of every line back: all that is still paid, delivery included, as the order's final refund.
    const whole = returnsWholeOrder(await orderLines(io), kept);
    const amount = fromPaise(whole ? left : linesPaise);
    if (amount > 0 && order.payment_status !== 'paid') throw fail('not_paid');
    const refundId = whole ? REFUND_IDS.final(order.$id) : REFUND_IDS.return(order.$id, 1);
    const names = kept.map((a) => `${lines.find((l) => l.item_id === a.item_id)?.name ?? a.item_id} × ${a.quantity}`);
    return {
      data: {
        verified_lines: JSON.stringify(kept),
        refund_amount: amount,
        refund_id: amount > 0 ? refundId : null,
      },
      note:
        amount > 0
          ? `Verified: ${names.join(', ')}; ${formatINR(amount)} to be refunded`
          : 'Verified: no item accepted for a refund',
      refund: amount > 0 ? { amount, note: 'Verified return', refundId } : null,
    };
  },
});

async function orderLines(io: ActionIO): Promise<{ $id: string; quantity: number }[]> {
  const page = await io.tablesDB.listRows<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderItems,
    queries: [Query.equal('order_id', io.order.$id), Query.limit(100)],
  });
  return page.rows.map((r) => ({ $id: r.$id, quantity: r.quantity as number }));
}

function verifiedLines(raw: unknown): VerifiedLine[] {
  if (!Array.isArray(raw) || raw.length > 50)
    throw fail('invalid_input', 'accepted must list the items accepted: [{ item_id, quantity }].');
  return raw.map((a: unknown) => {
    const v = a as { item_id?: unknown; quantity?: unknown };
    if (typeof v?.item_id !== 'string' || typeof v.quantity !== 'number' || !Number.isInteger(v.quantity))
      throw fail('invalid_input', 'accepted must list the items accepted: [{ item_id, quantity }].');
    return { item_id: v.item_id, quantity: v.quantity };
  });
}

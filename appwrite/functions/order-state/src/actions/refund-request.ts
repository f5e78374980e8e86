import { Query, type Models } from 'node-appwrite';
import { fail } from '../../../lib/errors.ts';
import { DATABASE_ID, TABLES } from '../../../lib/orders.ts';
import { refundAmountFor } from '../../../lib/refunds.ts';
import {
  STORE_ONLY,
  requireStatus,
  type ActionIO,
  type OrderActionHandler,
  type Plan,
  type PlannedOrder,
  type PlanInput,
} from './action.ts';

/** approve_refund and reject_refund: the store side decides the customer's open problem report on a paid, delivered order. */
export function decideRefundRequest(
  action: 'approve_refund' | 'reject_refund',
  rest: Pick<OrderActionHandler, 'after' | 'refund' | 'afterRefund'>,
): OrderActionHandler {
  const approve = action === 'approve_refund';
  return {
    forbidden: STORE_ONLY,
    plan(order: PlannedOrder, { role, reason }: PlanInput): Plan {
      requireStatus(action, order, role, approve ? 'refunded' : 'have its problem report closed');
      if (order.payment_status !== 'paid') throw fail('not_paid');
      if (!approve && (reason?.trim().length ?? 0) < 3)
        throw fail('reason_required', 'Give the customer a reason for declining the refund.');
      return {
        to: order.status,
        role,
        data: {},
        releaseStock: false,
        eventType: approve ? 'refund_approved' : 'refund_rejected',
      };
    },
    async before(io: ActionIO) {
      const refundRequest = await openRefundRequest(io);
      return approve
        ? { refundRequest, refundAmount: refundAmountFor(io.order, refundRequest.amount as number) }
        : { refundRequest };
    },
    ...rest,
  };
}

async function openRefundRequest({ tablesDB, order }: ActionIO): Promise<Models.DefaultRow> {
  const request = (
    await tablesDB.listRows<Models.DefaultRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.refundRequests,
      queries: [Query.equal('order_id', order.$id), Query.limit(1)],
    })
  ).rows[0];
  if (!request) throw fail('no_refund_request');
  if (request.status !== 'open')
    throw fail('refund_request_closed', `This refund request is already ${request.status as string}.`);
  return request;
}

export async function closeRefundRequest(
  { tablesDB }: ActionIO,
  request: Models.DefaultRow,
  status: 'approved' | 'rejected',
): Promise<Models.DefaultRow> {
  return tablesDB.updateRow<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.refundRequests,
    rowId: request.$id,
    data: { status },
  });
}

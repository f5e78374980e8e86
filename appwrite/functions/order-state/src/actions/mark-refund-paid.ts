import { Query } from 'node-appwrite';
import { isPartialRefundId } from '@instamg/shared/domain/refunds';
import { fail } from '../../../lib/runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { requireStatus, type OrderActionHandler } from './action.ts';

/** A bank transfer reference (UTR): 6–22 letters and digits. */
const UTR = /^[A-Za-z0-9]{6,22}$/;

/**
 * A cash-on-delivery refund goes by bank transfer (SPEC §9; issue 22 §6): lib/money/refunds.ts records
 * it pending without a gateway; support asks the customer for bank details, pays, and marks it
 * paid here with the transfer's UTR (`reason`). The refund row and the order become refunded, as a
 * gateway refund's SUCCESS webhook does for an online one.
 */
export const markRefundPaid: OrderActionHandler = {
  forbidden: 'Only support can mark a bank-transfer refund paid.',
  plan(order, { role, reason, now }) {
    requireStatus('mark_refund_paid', order, role, 'have its refund marked paid');
    if (order.payment_method !== 'cod' || order.refund_status !== 'pending')
      throw fail('not_cod', 'Only a cash-on-delivery refund waiting for its bank transfer can be marked paid.');
    if (!reason || !UTR.test(reason)) throw fail('reason_required', 'Give the bank transfer reference (UTR).');
    // A partial refund (some items returned) completes only its own part, as a gateway's partial
    // refund does in payment-webhook: the order stays delivered and paid (issue 31 §2).
    const partial = isPartialRefundId(order.refund_id ?? '');
    return {
      to: partial ? order.status : 'refunded',
      role,
      data: {
        ...(partial ? {} : { payment_status: 'refunded' }),
        refund_status: 'refunded',
        refunded_at: now.toISOString(),
      },
      releaseStock: false,
      eventType: 'refund_succeeded',
    };
  },
  async before({ tablesDB, order }, _plan, { reason, now }) {
    const rows = await tablesDB.listRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderRefunds,
      queries: [Query.equal('refund_id', order.refund_id ?? ''), Query.limit(1)],
    });
    const record = rows.rows[0];
    if (record)
      await tablesDB.updateRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.orderRefunds,
        rowId: record.$id,
        data: { status: 'refunded', refunded_at: now.toISOString(), note: `Bank transfer UTR ${reason}` },
      });
    const request = (
      await tablesDB.listRows({
        databaseId: DATABASE_ID,
        tableId: TABLES.refundRequests,
        queries: [Query.equal('order_id', order.$id), Query.limit(1)],
      })
    ).rows[0];
    // The return this refund pays (an approved report, or a verified return with this refund id), as the webhook does.
    const returnPaid =
      request &&
      (request.status === 'approved' || (request.status === 'verified' && request.refund_id === order.refund_id));
    if (returnPaid)
      await tablesDB.updateRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.refundRequests,
        rowId: request.$id,
        data: { status: 'refunded' },
      });
    return {
      eventNote: `Refunded by bank transfer, UTR ${reason}`,
      ...(returnPaid ? { orderData: { return_status: 'refunded' } } : {}),
    };
  },
};

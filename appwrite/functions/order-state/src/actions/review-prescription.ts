import type { OrderAction } from '@instamg/shared/domain/order';
import { fail } from '../../../lib/errors.ts';
import { DATABASE_ID, TABLES } from '../../../lib/orders.ts';
import { requireStatus, type OrderActionHandler, type Plan, type PlannedOrder, type PlanInput } from './action.ts';

/** verify_prescription and reject_prescription: a pharmacist of the store (or an admin) decides, with a reason to reject. */
export function reviewPrescription(action: Extract<OrderAction, 'verify_prescription' | 'reject_prescription'>): OrderActionHandler {
  const verify = action === 'verify_prescription';
  return {
    forbidden: 'Only a pharmacist of the fulfilling store can verify prescriptions.',
    plan(order: PlannedOrder, { actor, role, reason: given, now }: PlanInput): Plan {
      if (!order.prescription_id || order.rx_status === 'not_required') throw fail('no_prescription');
      requireStatus(action, order, role, 'have its prescription reviewed');
      const reason = given?.trim() ?? '';
      if (!verify && reason.length < 3) throw fail('reason_required', 'Give the customer a reason for rejecting the prescription.');
      return {
        to: order.status, role, releaseStock: false,
        eventType: verify ? 'prescription_verified' : 'prescription_rejected',
        data: { rx_status: verify ? 'verified' : 'rejected', rx_reason: verify ? null : reason, rx_verified_by: actor.id, rx_verified_at: now.toISOString() },
      };
    },
    // The prescription row carries the decision too (the customer's prescriptions page reads it).
    async after({ tablesDB, order, userId }, plan, staged) {
      if (!order.prescription_id) return staged;
      await tablesDB.updateRow({
        databaseId: DATABASE_ID, tableId: TABLES.prescriptions, rowId: order.prescription_id,
        data: { status: plan.data.rx_status, reason: plan.data.rx_reason ?? null, verified_by: userId, verified_at: plan.data.rx_verified_at },
      });
      return staged;
    },
  };
}

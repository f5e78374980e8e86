import { actingRole, type OrderAction } from '@instamg/shared/domain/order';
import { fail } from '../../../lib/runtime/errors.ts';
import type { Actor, OrderActionHandler, Plan, PlannedOrder, PlanInput } from './action.ts';
import { acceptSubstitutionAction, declineSubstitutionAction } from './answer-substitution.ts';
import { approveCancellation } from './approve-cancellation.ts';
import { attachPrescription } from './attach-prescription.ts';
import { cancel } from './cancel.ts';
import { confirm } from './confirm.ts';
import { declineCancellation } from './decline-cancellation.ts';
import { delivered } from './delivered.ts';
import { deliveryFailed } from './delivery-failed.ts';
import { openPrescriptionReview } from './open-prescription-review.ts';
import { proposeSubstitution } from './propose-substitution.ts';
import { outForDelivery } from './out-for-delivery.ts';
import { readyForPickup } from './ready-for-pickup.ts';
import { reassign } from './reassign.ts';
import { redeliver } from './redeliver.ts';
import { requestRedelivery } from './request-redelivery.ts';
import { reject } from './reject.ts';
import { rejectPrescription } from './reject-prescription.ts';
import { releaseDeliveryCodeAction } from './release-delivery-code.ts';
import { reportProblem } from './report-problem.ts';
import { retryRefund } from './retry-refund.ts';
import { markRefundPaid } from './mark-refund-paid.ts';
import { submitRefundBankDetails } from './submit-refund-bank-details.ts';
import {
  addReturnPhotos,
  approveReturn,
  rejectReturn,
  requestReturnPhotos,
  returnCollected,
  scheduleReturnPickup,
  verifyReturn,
} from './returns.ts';
import { startProcessing } from './start-processing.ts';
import { verifyPrescription } from './verify-prescription.ts';

/** One handler per action of shared/src/domain/order.ts ORDER_ACTIONS (the type makes a missing one an error). */
export const ACTION_HANDLERS: Readonly<Record<OrderAction, OrderActionHandler>> = {
  confirm,
  reject,
  start_processing: startProcessing,
  ready_for_pickup: readyForPickup,
  out_for_delivery: outForDelivery,
  delivered,
  delivery_failed: deliveryFailed,
  request_redelivery: requestRedelivery,
  redeliver,
  release_delivery_code: releaseDeliveryCodeAction,
  cancel,
  approve_cancellation: approveCancellation,
  decline_cancellation: declineCancellation,
  open_prescription_review: openPrescriptionReview,
  verify_prescription: verifyPrescription,
  reject_prescription: rejectPrescription,
  attach_prescription: attachPrescription,
  report_problem: reportProblem,
  approve_refund: approveReturn,
  reject_refund: rejectReturn,
  retry_refund: retryRefund,
  reassign,
  propose_substitution: proposeSubstitution,
  accept_substitution: acceptSubstitutionAction,
  decline_substitution: declineSubstitutionAction,
  mark_refund_paid: markRefundPaid,
  submit_refund_bank_details: submitRefundBankDetails,
  request_return_photos: requestReturnPhotos,
  add_return_photos: addReturnPhotos,
  schedule_return_pickup: scheduleReturnPickup,
  return_collected: returnCollected,
  verify_return: verifyReturn,
};

/**
 * The pure half of the dispatcher: the role ORDER_ACTIONS lets the caller act in (403 when none),
 * then the action's own rules. Used by run-action.ts and by the contract test.
 */
export function planTransition(
  order: PlannedOrder,
  action: OrderAction,
  actor: Actor,
  input: Partial<Pick<PlanInput, 'reason' | 'prescription'>>,
  now = new Date(),
): Plan {
  const handler = ACTION_HANDLERS[action];
  const role = actingRole(action, actor);
  if (!role) throw fail('not_allowed', handler.forbidden);
  return handler.plan(order, {
    actor,
    role,
    reason: input.reason ?? null,
    prescription: input.prescription ?? null,
    now,
  });
}

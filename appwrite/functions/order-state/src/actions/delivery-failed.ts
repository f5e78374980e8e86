import { DELIVERY_FAILURE_REASONS, isDeliveryFailureReason } from '@instamg/shared/domain/order';
import { DELIVERY_FAILURE_NOTE, MAX_DELIVERY_CALL_ATTEMPTS } from '@instamg/shared/domain/fulfilment-settings';
import { fail } from '../../../lib/runtime/errors.ts';
import { STORE_ONLY, statusStep, type OrderActionHandler } from './action.ts';

/** The evidence of a failed delivery from the body: `note` (what happened) and, when unreachable, `call_attempts` ≥ 1. */
export function deliveryFailureEvidence(
  body: Record<string, unknown>,
  reason: string | null,
): { note: string; callAttempts: number | null } {
  const note = typeof body.note === 'string' ? body.note.trim() : '';
  if (note.length < DELIVERY_FAILURE_NOTE.min || note.length > DELIVERY_FAILURE_NOTE.max)
    throw fail(
      'evidence_required',
      `Say what the delivery partner did, in ${DELIVERY_FAILURE_NOTE.min} to ${DELIVERY_FAILURE_NOTE.max} characters.`,
    );
  const calls = body.call_attempts;
  if (calls !== undefined && calls !== null) {
    if (typeof calls !== 'number' || !Number.isInteger(calls) || calls < 0 || calls > MAX_DELIVERY_CALL_ATTEMPTS)
      throw fail('invalid_input', `call_attempts must be a whole number from 0 to ${MAX_DELIVERY_CALL_ATTEMPTS}.`);
  }
  const callAttempts = typeof calls === 'number' ? calls : null;
  if (reason === 'unreachable' && !(callAttempts !== null && callAttempts >= 1))
    throw fail('evidence_required', 'Record how many times the customer was called (at least once).');
  return { note, callAttempts };
}

/**
 * The delivery did not happen: `reason` is one of DELIVERY_FAILURE_REASONS (the customer was not
 * reachable, refused, or the address was wrong), with the evidence (issue 32): `note`, what the
 * delivery partner did, and for "not reachable" `call_attempts` (at least 1), kept on the order and
 * in the event's note. The order is back at the pharmacy; the customer may ask for a redelivery
 * (request_redelivery, a fee) or the store cancels (refund less the fees the customer asked for).
 */
export const deliveryFailed: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan(order, input) {
    if (!isDeliveryFailureReason(input.reason))
      throw fail(
        'reason_required',
        `Choose why the delivery failed: ${Object.keys(DELIVERY_FAILURE_REASONS).join(', ')}.`,
      );
    return statusStep('delivery_failed', order, input, 'marked as a failed delivery', {
      delivery_failure_reason: input.reason,
    });
  },
  // Checked before anything is written: without the evidence nothing changes.
  async before({ body }, _plan, input) {
    const { note, callAttempts } = deliveryFailureEvidence(body, input.reason);
    const label = isDeliveryFailureReason(input.reason) ? DELIVERY_FAILURE_REASONS[input.reason] : input.reason;
    return {
      orderData: { delivery_failure_note: note, delivery_failure_call_attempts: callAttempts },
      eventNote: `${label}: ${note}${callAttempts !== null ? ` (calls: ${callAttempts})` : ''}`.slice(0, 1024),
    };
  },
};

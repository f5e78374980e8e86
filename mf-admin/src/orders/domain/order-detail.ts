// What /admin/orders/{id} shows and offers (issue 19 §2). Pure: the actions an admin may take on
// the order (the order contract's ORDER_ACTIONS for the admin role, plus the money rules
// order-state applies), and how the timeline reads an event.
import { isFulfillablePayment, mayTakeAction, type OrderStatus } from '@instamg/shared/domain/order';
import { returnTransition } from '@instamg/shared/domain/returns';
import { orderEventWords } from '@instamg/shared/domain/order-event-words';

export type OfferedAction =
  | 'reassign'
  | 'cancel'
  | 'approve_refund'
  | 'reject_refund'
  | 'schedule_return_pickup'
  | 'return_collected'
  | 'verify_return'
  | 'mark_refund_paid';

export interface ActionFacts {
  status: OrderStatus;
  payment_status: string;
  /** The customer's return (problem report), if any: its status (shared/src/domain/returns.ts). */
  refundRequestStatus: string | null;
  /** Cash on delivery: a pending refund goes by bank transfer, marked paid by an admin (issue 22 §6). */
  payment_method?: string | null;
  refund_status?: string | null;
}

/** The admin actions the page offers for the order now (order-state decides again). */
export function offeredActions(order: ActionFacts): OfferedAction[] {
  const actions: OfferedAction[] = [];
  const paid = order.payment_status === 'paid';
  // A cash-on-delivery order waits for its store like a paid one (issue 22 §6).
  if (isFulfillablePayment(order.payment_status) && mayTakeAction('reassign', 'admin', order.status))
    actions.push('reassign');
  if (mayTakeAction('cancel', 'admin', order.status)) actions.push('cancel');
  // Returns (issue 16 §6): the admin takes the store's steps when support has to (order-state decides again).
  const ret = order.refundRequestStatus;
  if (ret && mayTakeAction('approve_refund', 'admin', order.status)) {
    if (paid && returnTransition(ret, 'approve')) actions.push('approve_refund', 'reject_refund');
    if (returnTransition(ret, 'schedule_pickup')) actions.push('schedule_return_pickup');
    if (returnTransition(ret, 'collect')) actions.push('return_collected');
    if (returnTransition(ret, 'verify')) actions.push('verify_return');
  }
  if (
    order.payment_method === 'cod' &&
    order.refund_status === 'pending' &&
    mayTakeAction('mark_refund_paid', 'admin', order.status)
  )
    actions.push('mark_refund_paid');
  return actions;
}

/** The admin's words for an action: button, dialog title and explanation, whether a reason is needed. */
export const ACTION_TEXTS: Readonly<
  Record<
    OfferedAction,
    { button: string; title: string; explain: string; confirm: string; reason: 'required' | 'optional' | 'none' }
  >
> = {
  reassign: {
    button: 'Reassign to another store',
    title: 'Move this order to another pharmacy?',
    explain:
      'The pharmacy you pick must be open, within 5 km of the delivery address and stock every line. The current pharmacy loses the order; a lower total is refunded to the customer.',
    confirm: 'Move order',
    reason: 'required',
  },
  cancel: {
    button: 'Cancel with refund',
    title: 'Cancel this order?',
    explain: 'Stock goes back to the pharmacy. A paid order is refunded in full through the payment gateway.',
    confirm: 'Cancel order',
    reason: 'required',
  },
  approve_refund: {
    button: 'Approve return',
    title: 'Approve the customer’s return?',
    explain:
      'The items are then collected: schedule a pickup. Once the pharmacy has checked them, the accepted items are refunded to the original payment method.',
    confirm: 'Approve return',
    reason: 'none',
  },
  mark_refund_paid: {
    button: 'Mark bank transfer paid',
    title: 'Mark this cash-on-delivery refund paid?',
    explain:
      'Cash on delivery is refunded by bank transfer to the account the customer gave on their order page (shown beside this button). Enter the transfer reference (UTR) once the money is sent.',
    confirm: 'Mark paid',
    reason: 'required',
  },
  reject_refund: {
    button: 'Decline return',
    title: 'Decline the customer’s return?',
    explain: 'The customer sees your reason. No money moves.',
    confirm: 'Decline return',
    reason: 'required',
  },
  schedule_return_pickup: {
    button: 'Schedule pickup',
    title: 'Schedule the pickup of the returned items?',
    explain: 'The delivery partner collects them in the next slot: from an hour from now, for two hours.',
    confirm: 'Schedule pickup',
    reason: 'none',
  },
  return_collected: {
    button: 'Mark return collected',
    title: 'Were the returned items collected?',
    explain: 'The pharmacy then checks them.',
    confirm: 'Mark collected',
    reason: 'none',
  },
  verify_return: {
    button: 'Verify return (accept all)',
    title: 'Accept every reported item?',
    explain:
      'Every item the customer reported is accepted and refunded at the price paid (the whole order: everything still paid). To accept only some, the pharmacy verifies on its order page.',
    confirm: 'Accept and refund',
    reason: 'none',
  },
};

/** The shortest reason the dialogs accept (order-state asks at least 3 characters where it needs one). */
export const REASON_MIN = 3;
export const REASON_MAX = 1000;

export function reasonError(reason: string, need: 'required' | 'optional' | 'none'): string | null {
  if (need !== 'required') return null;
  const value = reason.trim();
  if (value.length < REASON_MIN) return `Give a reason of at least ${REASON_MIN} characters.`;
  return value.length > REASON_MAX ? `Keep the reason under ${REASON_MAX} characters.` : null;
}

/** One timeline line in words, by whom (shared/src/domain/order-event-words.ts, one mapping for both panels). */
export function eventTitle(
  event: {
    type: string;
    from_status: string | null;
    to_status: string | null;
    actor_role?: string;
    note?: string | null;
  },
  paymentMethod: string | null = null,
): string {
  return orderEventWords({ ...event, actor_role: event.actor_role ?? 'system' }, { paymentMethod });
}

const ROLE_WORDS: Readonly<Record<string, string>> = {
  customer: 'Customer',
  store: 'Pharmacy',
  pharmacist: 'Pharmacist',
  admin: 'Administrator',
  gateway: 'Payment gateway',
  system: 'System',
};

export const actorWords = (role: string): string => ROLE_WORDS[role] ?? role;

/**
 * The store panel's order flow (issue 37; docs/decisions/0012-i18n.md): the order page
 * (order-detail/: lines, batches, payment, prescription, rider, substitute, returns, timeline, the
 * printed pick slip and tax invoice), the rider's deliveries and a delivery partner's booking. A
 * catalogue of its own beside ./catalogue.ts (the frame and the inbox), so its Hindi is one chunk.
 * English references the shared tables where their texts live (the test keeps them equal, and
 * checks the timeline's words against order-event-words.ts); domain rules stay free of i18n.
 * Medicine names, batches, order numbers and people's names are arguments, as printed.
 */
import { STORE_ORDER_TOASTS } from '@instamg/shared/constants';
import { CLOSED_TAB } from '@instamg/shared/domain/order-inbox';
import { STORE_DECISION_MEANINGS } from '@instamg/shared/domain/store-decisions';
import { DELIVERY_FAILURE_REASONS, PAYMENT_STATUS_LABELS, isOrderStatus } from '@instamg/shared/domain/order';
import { PAYMENT_GROUP_LABELS, PAYMENT_METHOD_LABELS } from '@instamg/shared/domain/payment-method';
import { PARTNER_STATUS_MEANING } from '@instamg/shared/domain/delivery-partner';
import { RETURN_REASONS, RETURN_STATUS_LABELS } from '@instamg/shared/domain/returns';
import { LOCATION_STATE_TEXT, type LocationState } from '../deliveries/api/rider-location';
import { isOrderEventType, type OrderEventFacts, type OrderEventType } from '@instamg/shared/domain/order-event-words';
import { formatINRFromPaise } from '@instamg/shared/domain/money';
import type { RefundTotals } from '@instamg/shared/domain/ledger/order-money';
import type { ToastEntry } from '@instamg/shared/toast';
import { defineCatalogue, formatDate, translator, useT, type Locale } from '@instamg/shared/i18n';
import { statusText, type PanelT } from './catalogue';

export const en = {
  // The order page (order-detail/pages/OrderDetailPage.tsx).
  'detail.loadFailed': 'We could not load this order. {message}',
  'detail.loading': 'Loading order',
  'detail.batchFor': 'Batch for {product}',
  'detail.batchOption': '{batch} · exp {expiry}',
  'detail.fefo': 'FEFO',
  'detail.fefoSuffix': ' (FEFO)',
  'detail.noBatch': 'No batch with 3 months of shelf life',
  'detail.codCollected': 'Cash on delivery: {amount} collected',
  'detail.cod': PAYMENT_METHOD_LABELS.cod,
  'detail.payment': 'Payment: {status}',
  'paymentStatus.pending': PAYMENT_STATUS_LABELS.pending,
  'paymentStatus.paid': PAYMENT_STATUS_LABELS.paid,
  'paymentStatus.failed': PAYMENT_STATUS_LABELS.failed,
  'paymentStatus.refunded': PAYMENT_STATUS_LABELS.refunded,
  'paymentStatus.cod_pending': PAYMENT_STATUS_LABELS.cod_pending,
  'detail.refundedOf': '{refunded} of {total}',
  // ledger/order-money.ts refundedText's parts.
  'refund.done': '{amount} refunded',
  'refund.pending': '{amount} refund pending',
  'refund.join': '{first}, {second}',
  'detail.codCollect':
    'Cash on delivery: collect {amount} from the customer at the handover. Entering their delivery code records the cash as collected.',
  'detail.codeLocked': 'Too many wrong delivery codes: the code is locked. Call support to release it.',
  'detail.failed': 'Delivery failed: {reason}.',
  'detail.failedWithNote': 'Delivery failed: {reason} ({note}).',
  'detail.redeliveryAsked': 'The customer asked for another delivery: redeliver (the redelivery fee is added).',
  'detail.redeliveryNotAsked':
    'Redeliver once the customer asks for it on their order page, or cancel (the customer is refunded less the fees of redeliveries they asked for).',
  'failure.unreachable': DELIVERY_FAILURE_REASONS.unreachable,
  'failure.refused': DELIVERY_FAILURE_REASONS.refused,
  'failure.wrong_address': DELIVERY_FAILURE_REASONS.wrong_address,
  'detail.deliverTo': 'Deliver to',
  'detail.customer': 'Customer',
  'detail.phoneHidden': 'Phone not shown: the order is no longer active.',
  'detail.slotFrom': 'Scheduled slot from {when}',
  'detail.express': 'Express delivery',
  'detail.standard': 'Standard delivery',
  'detail.redeliveries': ' · Redeliveries: {count}',
  'detail.items': 'Items',
  'detail.mrpPrice': 'MRP {mrp} · Price {price}',
  'detail.schedule': 'Schedule {schedule}',
  'detail.rx': 'Rx',
  'detail.batch': 'Batch',
  'detail.expiry': 'Expiry',
  'detail.offerSubstituteFor': 'Offer substitute for {product}',
  'detail.offerSubstitute': 'Offer substitute',
  'detail.medicine': 'Medicine',
  'detail.qty': 'Qty',
  'detail.mrp': 'MRP',
  'detail.price': 'Price',
  'detail.scheduleColumn': 'Schedule',
  'detail.outOfStock': 'Out of stock?',
  'detail.prescription': 'Prescription',
  'detail.rxVerified': 'Verified by {pharmacist} ({council}, reg. {registration}) on {when}',
  'detail.rxRejected': 'Rejected by {pharmacist} ({council}, reg. {registration}) on {when}',
  'detail.actions': 'Actions',
  'detail.printPickSlip': 'Print pick slip',
  'detail.printInvoice': 'Print tax invoice',
  'toast.updated': STORE_ORDER_TOASTS.updated.title,
  'toast.updatedDetail': STORE_ORDER_TOASTS.updated.describe('{status}'),
  'toast.substituteOffered': STORE_ORDER_TOASTS.substituteOffered.title,
  'toast.returnUpdated': STORE_ORDER_TOASTS.returnUpdated.title,
  'toast.returnUpdatedDetail': STORE_ORDER_TOASTS.returnUpdated.describe('{status}'),

  // The input a step asks for (order-detail/components/ActionDialog.tsx).
  'dialog.code': 'Delivery code from the customer',
  'dialog.collectFirst': 'Collect {amount} in cash first: this also records the cash as collected.',
  'dialog.whyFailed': 'Why did the delivery fail?',
  'dialog.whatHappened': 'What happened (shown to the customer)',
  'dialog.atLeast': 'At least {min} characters.',
  'dialog.calls': 'Calls made to the customer',
  'dialog.reason': 'Reason (shown to the customer)',
  'dialog.back': 'Back',

  // The order's rider or delivery partner (order-detail/components/AssignRider.tsx, components/PartnerBookingLine.tsx).
  'rider.title': 'Delivery rider',
  'rider.free': 'free',
  'rider.onHand': '{load} on hand',
  'rider.awayEta': '{name} · about {minutes} min away',
  'rider.none': 'No rider assigned yet.',
  'rider.cancelPartner': 'Cancel the {partner} booking',
  'rider.bookPartner': 'Book a delivery partner',
  'rider.quote': '{partner}: {fare}',
  'rider.quoteEta': '{partner}: {fare}, a rider at the pharmacy in about {minutes} min',
  'rider.confirmBooking': 'Confirm booking',
  'rider.notNow': 'Not now',
  'rider.partnerFailed': 'The delivery partner could not be reached. Try again.',
  'rider.invite': 'Invite a delivery rider in Settings → Staff to assign one here.',
  'rider.label': 'Rider',
  'rider.option': '{name} ({load})',
  'rider.change': 'Change rider',
  'rider.assign': 'Assign rider',
  'rider.loadFailed': 'We could not load the riders. Try again.',
  'rider.assignFailed': 'The rider could not be assigned. Try again.',
  'partner.booked': PARTNER_STATUS_MEANING.booked.label,
  'partner.allotted': PARTNER_STATUS_MEANING.allotted.label,
  'partner.picked_up': PARTNER_STATUS_MEANING.picked_up.label,
  'partner.delivered': PARTNER_STATUS_MEANING.delivered.label,
  'partner.cancelled': PARTNER_STATUS_MEANING.cancelled.label,
  'partner.rider': 'Rider {name}',
  'partner.track': 'Track on {partner}',

  // The inbox's Closed tab (orders/components/ClosedOrders.tsx; its texts are the shared CLOSED_TAB's).
  'closed.panel': CLOSED_TAB.panelLabel,
  'closed.noMatch': CLOSED_TAB.noMatch,
  'closed.search': CLOSED_TAB.searchLabel,
  'closed.invalid': CLOSED_TAB.invalidNumber,
  'closed.ignored': CLOSED_TAB.ignored(['{problems}']),
  'closed.placeholder': 'IMG-2026-000123',
  'closed.order': 'Order',
  'closed.at': 'Closed at',
  'closed.outcome': 'Outcome',
  'closed.reason': 'Reason',
  'closed.items': 'Items',
  'decision.accepted': STORE_DECISION_MEANINGS.accepted.label,
  'decision.rejected': STORE_DECISION_MEANINGS.rejected.label,
  'decision.timed_out': STORE_DECISION_MEANINGS.timed_out.label,
  'decision.rerouted_away': STORE_DECISION_MEANINGS.rerouted_away.label,
  'decision.routed_here': STORE_DECISION_MEANINGS.routed_here.label,
  'decision.delivered': STORE_DECISION_MEANINGS.delivered.label,
  'decision.cancelled': STORE_DECISION_MEANINGS.cancelled.label,

  // The rider's phone view (deliveries/: DeliveriesPage, DeliveryCard).
  'deliveries.title': 'Deliveries',
  'deliveries.titleRider': 'My deliveries',
  'deliveries.loading': 'Loading deliveries',
  'deliveries.retry': 'Try again',
  'deliveries.loadFailed': 'We could not load the deliveries. Check the connection and try again.',
  'deliveries.noneRider': 'No deliveries for you right now',
  'deliveries.none': 'No deliveries in progress',
  'deliveries.noneRiderText': 'When the pharmacy assigns you an order it appears here.',
  'deliveries.noneText': 'Assign a rider on an order that is ready for pickup.',
  'deliveries.stepFailed': 'That did not go through. Try again.',
  'deliveries.battery': 'Battery {percent}%',
  'deliveries.batteryCharging': 'Battery {percent}%, charging',
  'location.off': LOCATION_STATE_TEXT.off,
  'location.asking': LOCATION_STATE_TEXT.asking,
  'location.sharing': LOCATION_STATE_TEXT.sharing,
  'location.denied': LOCATION_STATE_TEXT.denied,
  'location.unavailable': LOCATION_STATE_TEXT.unavailable,
  'location.unsupported': LOCATION_STATE_TEXT.unsupported,
  'flag.late': 'Late',
  'flag.stalled': 'Not moving',
  'card.itemsFor': '{count, plural, one {# item} other {# items}} · for {name}',
  'card.rider': 'Rider: {name}',
  'card.riderEta': 'Rider: {name} · about {minutes} min away',
  'card.collect': 'Collect {amount} in cash',
  'card.paidOnline': 'Paid online: collect nothing',
  'card.directions': 'Directions',
  'card.pickedUp': 'Picked up — start delivery',
  'card.code': "Customer's delivery code",
  'card.delivered': 'Delivered',
  'card.couldNot': 'Could not deliver',
  'card.whatHappened': 'What happened',
  'card.whatYouDid': 'What you did',
  'card.calls': 'Times you called',
  'card.markFailed': 'Mark delivery failed',
  'card.back': 'Back',
  'card.bringBack': 'Bring it back to the pharmacy. The store will send it again.',

  // A substitute (order-detail/components/Substitution.tsx).
  'substitute.offered': 'Substitute offered: {product} ({quantity} × {price}) instead of {original}.',
  'substitute.waiting': 'Waiting for the customer: {time} left.',
  'substitute.expired': 'No answer in time: the item is being removed and refunded.',
  'substitute.askPharmacist':
    'Ask the pharmacist: only the store’s registered pharmacist can offer a prescription medicine as a substitute.',
  'substitute.title': 'Offer a substitute',
  'substitute.intro':
    '{product} × {quantity} at {price} each is out of stock. Choose a product of the same salt, strength and form; the customer pays no more than the original price.',
  'substitute.loading': 'Loading substitutes',
  'substitute.none':
    'No product of the same salt, strength and form has enough stock with 3 months of shelf life here.',
  'substitute.label': 'Substitute',
  'substitute.each': ' — {price} each',
  'substitute.refund': ', customer gets {amount} back',
  'substitute.absorb': ' (you absorb {amount})',
  'substitute.batch': ' · batch {batch}, exp {expiry}',
  'substitute.rx': ' · Rx: the registered pharmacist offers it',
  'substitute.back': 'Back',
  'substitute.send': 'Send to customer',

  // The order's return (order-detail/components/ReturnsPanel.tsx).
  'returns.title': 'Returns',
  'returns.line': '{name} × {quantity} · {reason} · {price} each',
  'returns.nonMedicinal': ' · non-medicinal',
  'returns.customerNote': 'Customer’s note: {note}',
  'returns.viewPhoto': 'View photo {number}',
  'returns.decisionNote': 'Note to the customer: {note}',
  'returns.pickup': 'Pickup: {from} – {until}',
  'returns.refund': 'Refund: {amount}',
  'returns.whoDecides': 'The store’s owner, an admin or a manager decides returns.',
  'returns.actions': 'Return actions',
  'returns.photo': 'Return photo',
  'returns.rejectReason': 'Reason (shown to the customer)',
  'returns.whichPhotos': 'Which photos? (shown to the customer)',
  'returns.pickupFrom': 'Pickup from',
  'returns.pickupUntil': 'Pickup until',
  'returns.verifyText': 'Accept the items that came back as reported; only accepted items are refunded.',
  'returns.acceptedQuantity': 'Accepted quantity of {name}',
  'returns.back': 'Back',
  'returnStep.request_photos': 'Ask for photos',
  'returnStep.approve': 'Approve return',
  'returnStep.reject': 'Reject return',
  'returnStep.schedule_pickup': 'Schedule pickup',
  'returnStep.collect': 'Mark collected',
  'returnStep.verify': 'Verify items',
  'returnStatus.open': RETURN_STATUS_LABELS.open,
  'returnStatus.photos_requested': RETURN_STATUS_LABELS.photos_requested,
  'returnStatus.approved': RETURN_STATUS_LABELS.approved,
  'returnStatus.pickup_scheduled': RETURN_STATUS_LABELS.pickup_scheduled,
  'returnStatus.collected': RETURN_STATUS_LABELS.collected,
  'returnStatus.verified': RETURN_STATUS_LABELS.verified,
  'returnStatus.rejected': RETURN_STATUS_LABELS.rejected,
  'returnStatus.refunded': RETURN_STATUS_LABELS.refunded,
  'returnReason.damaged': RETURN_REASONS.damaged,
  'returnReason.wrong_item': RETURN_REASONS.wrong_item,
  'returnReason.missing': RETURN_REASONS.missing,
  'returnReason.expired': RETURN_REASONS.expired,
  'returnReason.unopened': RETURN_REASONS.unopened,

  // The printed pick slip and tax invoice (order-detail/components/PrintDocs.tsx).
  'print.pickSlip': 'Pick slip · Order {reference}',
  'print.deliverTo': '{store} · Deliver to {recipient}, {address}',
  'print.theCustomer': 'the customer',
  'print.picked': 'Picked',
  'print.invoice': 'Tax invoice',
  'print.licences': 'GSTIN: {gstin} · Drug licence: {licence}',
  'print.number': 'Invoice no. INV-{id} · Date {date}',
  'print.billTo': 'Bill to: {recipient}, {address} · Place of supply: {state}',
  'print.item': 'Item',
  'print.hsn': 'HSN',
  'print.taxable': 'Taxable value',
  'print.gstRate': 'GST %',
  'print.cgst': 'CGST',
  'print.sgst': 'SGST',
  'print.total': 'Total',
  'print.totals': 'Delivery: {delivery} · Invoice total (GST included): {total}',
  'print.signatory': 'For {store} — authorised signatory',

  // The timeline (order-detail/components/OrderTimeline.tsx): order-event-words.ts in the panel's language.
  'timeline.title': 'Timeline',
  'timeline.by': '{what} by {who}',
  'actor.named': '{name} ({role})',
  'actor.store': 'the pharmacy staff',
  'actor.pharmacist': 'the pharmacist',
  'actor.admin': 'an admin',
  'actor.customer': 'the customer',
  'actorRole.customer': 'customer',
  'actorRole.store': 'staff',
  'actorRole.pharmacist': 'pharmacist',
  'actorRole.admin': 'admin',
  'statusChange.none': 'Status changed',
  'statusChange.other': 'Status changed to {status}',
  'statusChange.placed': 'Order placed',
  'statusChange.confirmed': 'Accepted',
  'statusChange.processing': 'Processing started',
  'statusChange.ready_for_pickup': 'Marked ready',
  'statusChange.out_for_delivery': 'Sent out for delivery',
  'statusChange.delivered': 'Marked delivered',
  'statusChange.delivery_failed': 'Delivery attempt failed',
  'statusChange.cancelled': 'Cancelled',
  'event.payment_started': 'Payment started',
  'event.payment_confirmed': 'Payment confirmed',
  'event.payment_not_completed': 'Payment not completed',
  'event.payment_checked': 'Payment checked',
  'event.payment_succeeded': 'Payment received',
  'event.payment_succeeded_via': 'Payment received ({method})',
  'event.payment_failed': 'Payment failed',
  'event.payment_dropped': 'Payment abandoned',
  'event.accept_window_passed': 'Not accepted in time',
  'event.store_rejected': 'Rejected',
  'event.rerouted': 'Moved to another pharmacy',
  'event.reassign_requested': 'Reassigned',
  'event.stock_released': 'Reserved stock released',
  'event.cancellation_requested': 'Cancellation requested',
  'event.prescription_attached': 'Prescription attached',
  'event.prescription_review_started': 'Prescription review started',
  'event.prescription_verified': 'Prescription verified',
  'event.prescription_rejected': 'Prescription rejected',
  'event.substitution_proposed': 'Substitute proposed',
  'event.substitution_accepted': 'Substitute accepted',
  'event.substitution_declined': 'Substitute declined',
  'event.substitution_expired': 'Substitute not answered in time',
  'event.problem_reported': 'Problem reported',
  'event.redelivery_requested': 'Redelivery requested',
  'event.refund_bank_details': 'Bank details for the refund given',
  'event.refund_started': 'Refund started',
  'event.refund_succeeded': 'Refund completed',
  'event.refund_failed': 'Refund failed',
  'event.refund_retried': 'Refund retried',
  'event.refund_approved': 'Refund approved',
  'event.refund_rejected': 'Refund declined',
  'event.return_approved': 'Return approved',
  'event.return_rejected': 'Return declined',
  'event.return_photos_requested': 'Photos requested',
  'event.return_photos_added': 'Photos added',
  'event.return_pickup_scheduled': 'Return pickup scheduled',
  'event.return_collected': 'Returned items collected',
  'event.return_verified': 'Returned items verified',
  'event.delivery_code_right': 'Delivery code confirmed',
  'event.delivery_code_wrong': 'Wrong delivery code tried',
  'event.delivery_code_released': 'Delivery code lock released',
  'event.rider_assigned': 'Delivery rider assigned',
  'event.rider_assigned_note': 'Delivery rider: {note}',
  'event.partner_update': 'Delivery partner update',
  'event.partner_update_note': 'Delivery partner: {note}',
  'payGroup.upi': PAYMENT_GROUP_LABELS.upi!,
  'payGroup.credit_card': PAYMENT_GROUP_LABELS.credit_card!,
  'payGroup.debit_card': PAYMENT_GROUP_LABELS.debit_card!,
  'payGroup.card': PAYMENT_GROUP_LABELS.card!,
  'payGroup.net_banking': PAYMENT_GROUP_LABELS.net_banking!,
  'payGroup.wallet': PAYMENT_GROUP_LABELS.wallet!,
  'payGroup.pay_later': PAYMENT_GROUP_LABELS.pay_later!,
  'payGroup.cardless_emi': PAYMENT_GROUP_LABELS.cardless_emi!,
  'payGroup.credit_card_emi': PAYMENT_GROUP_LABELS.credit_card_emi!,
  'payGroup.debit_card_emi': PAYMENT_GROUP_LABELS.debit_card_emi!,
} as const;

export const ORDER_CATALOGUE = defineCatalogue('mf-store-panel-orders', {
  'en-IN': en,
  // Hindi is its own chunk: English pages never download it (ADR 0012).
  'hi-IN': () => import('./order-hi'),
});

/** English (tests compare it with the domain rules' and the shared tables' English). */
export const ORDER_EN = translator(ORDER_CATALOGUE, 'en-IN');
export type OrderT = typeof ORDER_EN;

/** The order flow's `t` in the current language. */
export function useOrderT(): OrderT {
  return useT(ORDER_CATALOGUE);
}

/** An instant as the order page wrote it in English (`toLocaleString('en-IN')`); the locale's words otherwise. */
export function localDateTimeText(locale: Locale, iso: string): string {
  return locale === 'en-IN'
    ? new Date(iso).toLocaleString('en-IN')
    : formatDate(new Date(iso), locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A time of day as the timeline wrote it in English (`toLocaleTimeString('en-IN')`). */
export function localTimeText(locale: Locale, iso: string): string {
  return locale === 'en-IN'
    ? new Date(iso).toLocaleTimeString('en-IN')
    : formatDate(new Date(iso), locale, { timeStyle: 'medium' });
}

/** A date as the invoice wrote it in English (`toLocaleDateString('en-IN')`). */
export function localDateText(locale: Locale, iso: string): string {
  return locale === 'en-IN'
    ? new Date(iso).toLocaleDateString('en-IN')
    : formatDate(new Date(iso), locale, { dateStyle: 'medium' });
}

/** ledger/order-money.ts refundedText in the current language (money stays formatINRFromPaise). */
export function refundedLine(t: OrderT, totals: RefundTotals): string | null {
  const parts: string[] = [];
  if (totals.refunded_paise > 0)
    parts.push(t('refund.done', { amount: formatINRFromPaise(totals.refunded_paise, { paise: 'always' }) }));
  if (totals.pending_paise > 0)
    parts.push(t('refund.pending', { amount: formatINRFromPaise(totals.pending_paise, { paise: 'always' }) }));
  if (parts.length === 2) return t('refund.join', { first: parts[0]!, second: parts[1]! });
  return parts[0] ?? null;
}

/** A payment status's label (the shared table's English); an unknown value as it is. */
export function paymentStatusText(t: OrderT, status: string): string {
  return Object.hasOwn(PAYMENT_STATUS_LABELS, status)
    ? t(`paymentStatus.${status as keyof typeof PAYMENT_STATUS_LABELS}`)
    : status;
}

export function failureReasonText(t: OrderT, reason: keyof typeof DELIVERY_FAILURE_REASONS): string {
  return t(`failure.${reason}`);
}

export function partnerStatusText(t: OrderT, status: keyof typeof PARTNER_STATUS_MEANING): string {
  return t(`partner.${status}`);
}

/** store-decisions.ts decisionLabel in the current language; an unknown kind as it is. */
export function decisionText(t: OrderT, kind: string): string {
  return Object.hasOwn(STORE_DECISION_MEANINGS, kind)
    ? t(`decision.${kind as keyof typeof STORE_DECISION_MEANINGS}`)
    : kind;
}

export function locationStateText(t: OrderT, state: LocationState): string {
  return t(`location.${state}`);
}

export function returnStatusText(t: OrderT, status: string): string {
  return Object.hasOwn(RETURN_STATUS_LABELS, status)
    ? t(`returnStatus.${status as keyof typeof RETURN_STATUS_LABELS}`)
    : status;
}

export function returnReasonText(t: OrderT, reason: keyof typeof RETURN_REASONS): string {
  return t(`returnReason.${reason}`);
}

/** An order toast of STORE_ORDER_TOASTS (its variant and duration) worded in the panel's language. */
export function detailToastText(t: OrderT, kind: 'updated' | 'substituteOffered' | 'returnUpdated'): ToastEntry {
  if (kind === 'substituteOffered')
    return { ...STORE_ORDER_TOASTS.substituteOffered, title: t('toast.substituteOffered') };
  const detail = kind === 'updated' ? 'toast.updatedDetail' : 'toast.returnUpdatedDetail';
  return { ...STORE_ORDER_TOASTS[kind], title: t(`toast.${kind}`), describe: (status) => t(detail, { status }) };
}

/** payment-method.ts paymentWords in the current language ("UPI", "Cash on delivery"); null while not known. */
export function paymentWordsText(
  t: OrderT,
  order: { payment_method?: string | null; payment_group?: string | null },
): string | null {
  if (order.payment_method === 'cod') return t('detail.cod');
  const group = order.payment_group;
  return group && Object.hasOwn(PAYMENT_GROUP_LABELS, group) ? t(`payGroup.${group}` as keyof typeof en) : null;
}

const NAMED_ROLES = ['customer', 'store', 'pharmacist', 'admin'] as const;
type NamedRole = (typeof NAMED_ROLES)[number];

/** order-event-words.ts actorPhrase in the current language. */
function actorText(t: OrderT, role: string, name?: string | null): string | null {
  if (role === 'gateway' || role === 'system') return null;
  const known = (NAMED_ROLES as readonly string[]).includes(role);
  if (name?.trim())
    return t('actor.named', { name: name.trim(), role: known ? t(`actorRole.${role as NamedRole}`) : role });
  if (known) return t(`actor.${role as NamedRole}`);
  return `the ${role}`;
}

type EventText = (t: OrderT, panelT: PanelT, event: OrderEventFacts, paymentMethod: string | null) => string;
/** An event whose words take nothing from the row. */
const plain =
  (type: OrderEventType): EventText =>
  (t) =>
    t(`event.${type}` as keyof typeof en);

/** Exhaustive over ORDER_EVENT_TYPES, as order-event-words.ts EVENT_WORDS: a new type does not compile until it has words here too. */
const EVENT_TEXT: Readonly<Record<OrderEventType, EventText>> = {
  status_changed: (t, panelT, event) => {
    const to = event.to_status;
    if (!to) return t('statusChange.none');
    if (!isOrderStatus(to)) return t('statusChange.other', { status: to });
    const key = `statusChange.${to}`;
    return key in en ? t(key as keyof typeof en) : statusText(panelT, to);
  },
  payment_outcome: (t, _panelT, event) =>
    event.to_status === 'placed'
      ? t('event.payment_confirmed')
      : event.to_status
        ? t('event.payment_not_completed')
        : t('event.payment_checked'),
  payment_succeeded: (t, _panelT, _event, paymentMethod) =>
    paymentMethod ? t('event.payment_succeeded_via', { method: paymentMethod }) : t('event.payment_succeeded'),
  delivery_code_tried: (t, _panelT, event) =>
    event.note === 'right code' ? t('event.delivery_code_right') : t('event.delivery_code_wrong'),
  rider_assigned: (t, _panelT, event) =>
    event.note ? t('event.rider_assigned_note', { note: event.note }) : t('event.rider_assigned'),
  partner_update: (t, _panelT, event) =>
    event.note ? t('event.partner_update_note', { note: event.note }) : t('event.partner_update'),
  payment_started: plain('payment_started'),
  payment_failed: plain('payment_failed'),
  payment_dropped: plain('payment_dropped'),
  accept_window_passed: plain('accept_window_passed'),
  store_rejected: plain('store_rejected'),
  rerouted: plain('rerouted'),
  reassign_requested: plain('reassign_requested'),
  stock_released: plain('stock_released'),
  cancellation_requested: plain('cancellation_requested'),
  prescription_attached: plain('prescription_attached'),
  prescription_review_started: plain('prescription_review_started'),
  prescription_verified: plain('prescription_verified'),
  prescription_rejected: plain('prescription_rejected'),
  substitution_proposed: plain('substitution_proposed'),
  substitution_accepted: plain('substitution_accepted'),
  substitution_declined: plain('substitution_declined'),
  substitution_expired: plain('substitution_expired'),
  problem_reported: plain('problem_reported'),
  redelivery_requested: plain('redelivery_requested'),
  refund_bank_details: plain('refund_bank_details'),
  refund_started: plain('refund_started'),
  refund_succeeded: plain('refund_succeeded'),
  refund_failed: plain('refund_failed'),
  refund_retried: plain('refund_retried'),
  refund_approved: plain('refund_approved'),
  refund_rejected: plain('refund_rejected'),
  return_approved: plain('return_approved'),
  return_rejected: plain('return_rejected'),
  return_photos_requested: plain('return_photos_requested'),
  return_photos_added: plain('return_photos_added'),
  return_pickup_scheduled: plain('return_pickup_scheduled'),
  return_collected: plain('return_collected'),
  return_verified: plain('return_verified'),
  delivery_code_released: plain('delivery_code_released'),
};

/** order-event-words.ts orderEventWords in the current language (the test compares their English). */
export function orderEventText(
  t: OrderT,
  panelT: PanelT,
  event: OrderEventFacts,
  context: { actorName?: string | null; paymentMethod?: string | null } = {},
): string {
  const what = isOrderEventType(event.type)
    ? EVENT_TEXT[event.type](t, panelT, event, context.paymentMethod ?? null)
    : event.type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const who = actorText(t, event.actor_role, context.actorName);
  return who ? t('timeline.by', { what, who }) : what;
}

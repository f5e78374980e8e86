/**
 * The order pages' messages of mf-cart-checkout (issue 37; docs/decisions/0012-i18n.md): what the
 * order page adds to ./catalogue.ts (delivery code and failure, refunds, cancelling), help, rating,
 * returns, the refund bank form, a substitute's offer, the rider, sharing, the tax invoice and the
 * tracking page. A catalogue of its own so only the order routes load its Hindi (issue 37 §5).
 * English references the shared tables where their texts live (the test keeps them equal); money
 * stays formatINR (an argument); medicine, store and rider names are arguments, as printed.
 */
import { SUPPORT } from '@instamg/shared/constants';
import { PAYMENT_GROUP_LABELS } from '@instamg/shared/domain/payment-method';
import type { CartT } from './catalogue';
import { DELIVERY_FAILURE_REASONS, REFUND_STATUS_MEANINGS } from '@instamg/shared/domain/order';
import {
  NON_RETURNABLE_REASONS,
  RETURN_EVENT_LABELS,
  RETURN_REASONS,
  RETURN_STATUS_MEANINGS,
} from '@instamg/shared/domain/returns';
import type { RefundStatus } from '@instamg/shared/domain/order';
import type { ToastEntry } from '@instamg/shared/toast';
import { ORDER_TOASTS } from '../domain/toasts';
import { refundNotice } from '../domain/order-status';
import type { ReturnBlock } from '../domain/return-eligibility';
import { TRACKING_LINK } from '@instamg/shared/domain/tracking-link';
import { defineCatalogue, formatDate, translator, useT, type Locale } from '@instamg/shared/i18n';

export const en = {
  // The order page (pages/OrderDetailPage.tsx), beside ./catalogue.ts's order.* keys.
  'order.deliveryCodeBefore': 'Your delivery code is ',
  'order.deliveryCodeAfter': '. Tell it to the delivery partner only when you receive your order.',
  'order.failed': 'We could not deliver your order',
  'order.failedReason': ' ({reason})',
  'order.failedNote': ': {note}',
  'order.failedEnd': '.',
  'order.redeliveryAsked':
    'You asked for another delivery; the pharmacy will send it out again (a redelivery fee applies).',
  'order.redeliveryOffer':
    'You can ask for another delivery (a redelivery fee applies), or the pharmacy cancels the order and refunds you.',
  'order.redeliveryNone': 'The pharmacy will cancel the order and refund you as our Shipping Policy says.',
  'order.redeliveryButton': 'Request another delivery',
  'order.refunds': 'Refunds',
  'order.refundWord': 'Refund ',
  'order.cancelTitle': 'Cancel this order?',
  'order.cancelNeedsApproval': 'This is a prescription order: the pharmacy approves the cancellation first.',
  'order.cancelText':
    'Orders can be cancelled before they are marked Processing. Any payment is refunded to your original payment method.',
  'order.cancelReasonLabel': 'Reason (optional)',
  'order.keep': 'Keep order',
  'order.requestCancel': 'Request cancellation',
  'order.cancelConfirm': 'Cancel order',
  'failure.unreachable': DELIVERY_FAILURE_REASONS.unreachable,
  'failure.refused': DELIVERY_FAILURE_REASONS.refused,
  'failure.wrong_address': DELIVERY_FAILURE_REASONS.wrong_address,
  'refundRow.pending': REFUND_STATUS_MEANINGS.pending.rowLabel,
  'refundRow.refunded': REFUND_STATUS_MEANINGS.refunded.rowLabel,
  'refundRow.failed': REFUND_STATUS_MEANINGS.failed.rowLabel,

  // payment-method.ts paymentMethodText's words (the method's own names are ./catalogue.ts pay.*).
  'payment.paidOnline': 'Paid online',
  'payment.paidOnlineVia': 'Paid online ({group})',

  // components/OrderHelp.tsx (SUPPORT's phone and hours are SPEC constants).
  'help.region': 'Help',
  'help.title': 'Need help?',
  'help.availability': `Support: ${SUPPORT.availability}.`,
  'help.callStoreLabel': 'Call {store}',
  'help.callStore': 'Call the store',
  'help.callSupport': 'Call support {phone}',
  'help.mail': 'E-mail support',
  'help.report': 'Report a problem',
  // E-mail subjects to support stay English: support reads them (the order number is what matters).

  // components/RateOrder.tsx
  'rate.star1': 'Poor',
  'rate.star2': 'Fair',
  'rate.star3': 'Good',
  'rate.star4': 'Very good',
  'rate.star5': 'Excellent',
  'rate.stars': '{value} of 5 stars ({word})',
  'rate.starRadio': '{stars, plural, one {# Star} other {# Stars}}',
  'rate.pharmacy': 'The pharmacy',
  'rate.delivery': 'The delivery',
  'rate.textLabel': 'Tell others about it (optional)',
  'rate.textHelp': '{length}/{max} · Shown with your first name. Please do not include medical details.',
  'rate.save': 'Save rating',
  'rate.submit': 'Submit rating',
  'rate.loading': 'Loading your rating',
  'rate.loadError': 'We could not load your rating. {message}',
  'rate.yours': 'Your rating',
  'rate.title': 'Rate this order',
  'rate.summary': 'Pharmacy: {store} · Delivery: {delivery}',
  'rate.hidden': 'Our moderators have hidden this rating, so it does not count in the store’s rating.',
  'rate.change': 'Change rating',
  'rate.changeUntil': 'You can change it until {until}.',
  'rate.ask': 'How did the pharmacy and the delivery do? You can change your rating until {until}.',

  // components/ReturnPanel.tsx and ReportProblemDialog.tsx; the shared returns table's words by key.
  'return.title': 'Return',
  'return.line': '{name} × {quantity} · {reason}',
  'return.pickup': 'Pickup: {start} – {end}. Keep the items in their packaging.',
  'return.beingRefunded': '{amount} being refunded to your original payment method.',
  'return.refunded': '{amount} refunded to your original payment method.',
  'return.notAccepted': 'The pharmacy could not accept the items for a refund.',
  'return.event': '{when} · {label}',
  'return.choosePhotos': 'Choose photos',
  'return.photosLabel': 'Return photos',
  'return.sendPhotos': 'Send photos',
  'return.noteAsk': RETURN_STATUS_MEANINGS.photos_requested.noteAs ?? '',
  'return.noteReason': RETURN_STATUS_MEANINGS.rejected.noteAs ?? '',
  'returnStatus.open': RETURN_STATUS_MEANINGS.open.label,
  'returnStatus.photos_requested': RETURN_STATUS_MEANINGS.photos_requested.label,
  'returnStatus.approved': RETURN_STATUS_MEANINGS.approved.label,
  'returnStatus.pickup_scheduled': RETURN_STATUS_MEANINGS.pickup_scheduled.label,
  'returnStatus.collected': RETURN_STATUS_MEANINGS.collected.label,
  'returnStatus.verified': RETURN_STATUS_MEANINGS.verified.label,
  'returnStatus.rejected': RETURN_STATUS_MEANINGS.rejected.label,
  'returnStatus.refunded': RETURN_STATUS_MEANINGS.refunded.label,
  'returnEvent.problem_reported': RETURN_EVENT_LABELS.problem_reported!,
  'returnEvent.return_photos_requested': RETURN_EVENT_LABELS.return_photos_requested!,
  'returnEvent.return_photos_added': RETURN_EVENT_LABELS.return_photos_added!,
  'returnEvent.return_approved': RETURN_EVENT_LABELS.return_approved!,
  'returnEvent.return_rejected': RETURN_EVENT_LABELS.return_rejected!,
  'returnEvent.return_pickup_scheduled': RETURN_EVENT_LABELS.return_pickup_scheduled!,
  'returnEvent.return_collected': RETURN_EVENT_LABELS.return_collected!,
  'returnEvent.return_verified': RETURN_EVENT_LABELS.return_verified!,
  'returnReason.damaged': RETURN_REASONS.damaged,
  'returnReason.wrong_item': RETURN_REASONS.wrong_item,
  'returnReason.missing': RETURN_REASONS.missing,
  'returnReason.expired': RETURN_REASONS.expired,
  'returnReason.unopened': RETURN_REASONS.unopened,
  'report.title': 'Report a problem',
  'report.intro':
    'Choose the items to return. Medicines can be returned within 24 hours of delivery if damaged, wrong, or expired or within 3 months of expiry; unopened non-medicinal products within 7 days. The pharmacy reviews your report; if it is approved, the items are collected and, once checked, the refund goes to your original payment method.',
  'report.items': 'Items to return',
  'report.checking': 'Checking…',
  'report.returnItem': 'Return {name}',
  'report.quantity': 'Quantity of {name}',
  'report.why': 'Why return {name}?',
  'report.chooseReason': 'Choose a reason',
  'report.whatWrong': 'What went wrong?',
  'report.addPhotos': 'Add photos',
  'report.photosLabel': 'Problem photos',
  'report.photosHelp':
    'Up to {max} photos, JPG, PNG or HEIC, 5 MB each. Only you, the pharmacy and our support team can see them.',
  'report.close': 'Close',
  'report.sending': 'Sending…',
  'report.send': 'Send report',

  // components/RefundBankForm.tsx (IFSC stays as banks print it).
  'bank.holder': 'Account holder name',
  'bank.number': 'Account number',
  'bank.numberAgain': 'Account number again',
  'bank.ifsc': 'IFSC',
  'bank.ifscExample': 'e.g. HDFC0001234',
  'bank.change': 'Change',
  'bank.title': 'Bank details for your refund',
  'bank.intro': 'You paid in cash, so we send the refund to your bank account. Enter the account it should go to.',
  'bank.save': 'Save bank details',
  'bank.keep': 'Keep the saved account',

  // components/SubstitutionOffer.tsx
  'sub.title': 'The pharmacy offers a substitute',
  'sub.outOfStock': ' is out of stock. The pharmacy offers ',
  'sub.same': ', the same salt, strength and form',
  'sub.approved': ', approved by its pharmacist',
  'sub.end': '.',
  'sub.insteadOf': ' instead of ',
  'sub.back': ' — you get {amount} back.',
  'sub.answerWithin': 'Answer within {time}. With no answer the item is removed and refunded.',
  'sub.passed': 'The time to answer has passed: the item is being removed and refunded.',
  'sub.accept': 'Accept substitute',
  'sub.decline': 'Decline and remove item',

  // components/RiderTracking.tsx, ShareTracking.tsx, pages/TrackPage.tsx
  'rider.away': '{name} is {distance} {compass} of your address',
  'rider.noLocation': '{name} has not shared a location yet',
  'rider.bringing': '{name} is bringing your order',
  'rider.bringingPartner': '{name} of {partner} is bringing your order',
  'rider.vehicle': 'Vehicle {vehicle}',
  'rider.phone': 'Rider’s phone {phone}',
  'rider.eta': 'Arriving in about {minutes} min',
  'rider.onTheWay': 'On the way',
  'rider.legend': '{summary}. Green: your address; blue: the rider.',
  'rider.partnerCode': '{partner} sends you a delivery code by SMS: give it to the rider at the door.',
  'rider.partnerTrack': 'Track on {partner}',
  'compass.north': 'north',
  'compass.north-east': 'north-east',
  'compass.east': 'east',
  'compass.south-east': 'south-east',
  'compass.south': 'south',
  'compass.south-west': 'south-west',
  'compass.west': 'west',
  'compass.north-west': 'north-west',
  'share.label': TRACKING_LINK.shareLabel,
  'share.title': 'Track my instamg order',
  'share.field': 'Tracking link (ends at delivery)',
  'track.title': 'Live tracking',
  'track.loading': 'Loading tracking',
  'track.error': 'We could not load this tracking link. Please try again.',
  'track.ended': TRACKING_LINK.endedText,
  'track.bringing': '{name} is bringing the order',
  'track.distance': '{name} is {distance} away, {compass}',
  'track.legend': '{summary}. Green: the delivery point; blue: the rider.',
  'track.updated': 'Position updated {time}',

  // components/CreditNoteButton.tsx
  'credit.button': 'Credit note (PDF)',
  'credit.error': 'The credit note could not be downloaded. Please try again.',

  // components/InvoiceDialog.tsx: headings bilingual in Hindi ("Tax Invoice / कर चालान"), GSTIN, HSN
  // and MRP in Latin as the law and the pack print them.
  'invoice.title': 'Tax invoice · Order {ref}',
  'invoice.number': 'Invoice no. {number} · {date}',
  'invoice.licenceGstin': 'Drug licence: {licence} · GSTIN: {gstin}',
  'invoice.billedTo': 'Billed to {name}: {address}',
  'invoice.customer': 'customer',
  'invoice.date': 'Date: {date}',
  'invoice.payment': 'Payment: {method}',
  'invoice.item': 'Item',
  'invoice.hsn': 'HSN',
  'invoice.batch': 'Batch',
  'invoice.expiry': 'Expiry',
  'invoice.qty': 'Qty',
  'invoice.mrp': 'MRP',
  'invoice.rate': 'Rate',
  'invoice.gst': 'GST',
  'invoice.amount': 'Amount',
  'invoice.coupon': 'Coupon {code}',
  'invoice.deliveryFee': 'Delivery fee',
  'invoice.gstIncluded': 'GST included',
  'invoice.total': 'Total',
  'invoice.lines': 'Invoice lines',
  'invoice.cardCodes': 'HSN {hsn} · Batch {batch} · Exp {expiry}',
  'invoice.cardRate': '{quantity} × rate',
  'invoice.cardMrp': ' (MRP {amount})',
  'invoice.cardGst': 'GST {rate}%',
  'invoice.pdfTitle': 'Tax invoice {number}',
  'invoice.pdfError': 'The PDF could not be made. Use Print and choose "Save as PDF", or try again.',
  'invoice.download': 'Download PDF',
  'invoice.print': 'Print',
  'invoice.close': 'Close',
  // The refund line of the order page (domain/order-status.ts refundNotice; texts: REFUND_STATUS_MEANINGS).
  'refund.pending.online': REFUND_STATUS_MEANINGS.pending.online,
  'refund.pending.cod': REFUND_STATUS_MEANINGS.pending.cod,
  'refund.refunded.online': REFUND_STATUS_MEANINGS.refunded.online,
  'refund.refunded.cod': REFUND_STATUS_MEANINGS.refunded.cod,
  'refund.failed.online': REFUND_STATUS_MEANINGS.failed.online,
  // Why an item cannot be reported (domain/return-eligibility.ts returnBlock; shared/domain/returns.ts).
  'returnBlock.temperature_controlled': `Not returnable: ${NON_RETURNABLE_REASONS.temperature_controlled}`,
  'returnBlock.personal_care': `Not returnable: ${NON_RETURNABLE_REASONS.personal_care}`,
  'returnBlock.marked': `Not returnable: ${NON_RETURNABLE_REASONS.marked}`,
  'returnBlock.other': 'Not returnable: marked non-returnable',
  'returnBlock.medicine': 'Return window closed: medicines within {hours} hours of delivery.',
  'returnBlock.nonMedicinal': 'Return window closed: unopened non-medicinal products within {days} days of delivery.',
  // domain/toasts.ts ORDER_TOASTS, by name.
  'toast.orderCancelled': ORDER_TOASTS.orderCancelled.title,
  'toast.cancellationRequested': ORDER_TOASTS.cancellationRequested.title,
  'toast.prescriptionAttached': ORDER_TOASTS.prescriptionAttached.title,
  'toast.problemReported': ORDER_TOASTS.problemReported.title,
  'toast.substituteAccepted': ORDER_TOASTS.substituteAccepted.title,
  'toast.substituteDeclined': ORDER_TOASTS.substituteDeclined.title,
  'toast.ratingSaved': ORDER_TOASTS.ratingSaved.title,
  'toast.trackingLinkCopied': ORDER_TOASTS.trackingLinkCopied.title,
  'toast.trackingLinkShown': ORDER_TOASTS.trackingLinkShown.title,
  'toast.refundBankSaved': ORDER_TOASTS.refundBankSaved.title,
};

export type OrdersMessageKey = keyof typeof en;

export const ORDERS_CATALOGUE = defineCatalogue('mf-cart-checkout-orders', {
  'en-IN': en,
  // Its own chunk, loaded by the order routes only (issue 37 §5).
  'hi-IN': () => import('./orders-hi'),
});

export const ORDERS_EN = translator(ORDERS_CATALOGUE, 'en-IN');

export type OrdersT = typeof ORDERS_EN;

export function useOrdersT(): OrdersT {
  return useT(ORDERS_CATALOGUE);
}

/**
 * payment-method.ts `paymentMethodText` in the current language ("Paid online (UPI)"); UPI, card
 * and bank names stay in Latin as Indian apps print them. The test checks the English is the same.
 */
export function paymentText(
  t: OrdersT,
  cartT: CartT,
  order: { payment_method?: string | null; payment_group?: string | null; payment_status?: string | null },
): string {
  if (order.payment_method === 'cod') return cartT('pay.cod');
  const group = order.payment_group ? (PAYMENT_GROUP_LABELS[order.payment_group] ?? null) : null;
  if (order.payment_status === 'paid' || order.payment_status === 'refunded')
    return group ? t('payment.paidOnlineVia', { group }) : t('payment.paidOnline');
  return cartT('pay.online');
}

/** A date and time as the order pages print them, in India's zone ("7 Dec 2026, 3:30 pm"). */
export function orderWhen(iso: string, locale: Locale): string {
  return formatDate(new Date(iso), locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
}

/** "1.2 km" or "350 m": a rider's distance, in the digits and units both languages print. */
export function distanceText(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(1)} km`;
}

/** domain/order-status.ts `refundLabel` in the current language (the test keeps the English equal). */
export function refundText(
  t: OrdersT,
  order: { refund_status?: RefundStatus | null; payment_method?: string | null },
): string | null {
  const notice = refundNotice(order);
  if (!notice) return null;
  if (notice.status === 'failed') return t('refund.failed.online');
  return t(`refund.${notice.status}.${notice.channel}`);
}

/** domain/return-eligibility.ts `returnEligibility` in the current language. */
export function returnBlockText(t: OrdersT, block: ReturnBlock | null): string | null {
  if (!block) return null;
  switch (block.code) {
    case 'not_returnable':
      return t(block.reason ? `returnBlock.${block.reason}` : 'returnBlock.other');
    case 'window_closed_medicine':
      return t('returnBlock.medicine', { hours: String(block.hours) });
    case 'window_closed_non_medicinal':
      return t('returnBlock.nonMedicinal', { days: String(block.days) });
  }
}

/** A toast of domain/toasts.ts ORDER_TOASTS in the current language. */
export function orderToast(t: OrdersT, name: keyof typeof ORDER_TOASTS): ToastEntry {
  return { title: t(`toast.${name}`), variant: ORDER_TOASTS[name].variant };
}

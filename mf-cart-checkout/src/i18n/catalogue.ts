/**
 * mf-cart-checkout's messages (issue 37; docs/decisions/0012-i18n.md): the cart, checkout, the
 * payment result, the orders list and the order page. English references the SPEC texts where they
 * live (TEXTS, POLICY, the shared status table) so they stay exactly as written. The domain rules
 * keep their English (domain/ stays free of the i18n layer); the functions below are their
 * translated forms, and the catalogue test checks both give the same English. Money stays
 * formatINR (passed in as an argument); medicine and store names are arguments, as printed.
 */
import { POLICY, TEXTS } from '@instamg/shared/constants';
import { PAYMENT_METHOD_LABELS } from '@instamg/shared/domain/payment-method';
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_MEANINGS,
  RX_STATUS_MEANINGS,
  STATUS_LABELS,
  statusMessages,
  type OrderStatus,
} from '@instamg/shared/domain/order';
import { deliveryEstimate } from '@instamg/shared/domain/delivery-promise';
import { slotLabel, type DeliverySlot } from '../domain/slots';
import { formatDate, type Locale } from '@instamg/shared/i18n';
import type { CheckoutDeliveryMode } from '../domain/delivery-fee';
import { ORDER_STATUS_MEANINGS as STATUS_MEANINGS } from '@instamg/shared/domain/order';
import type { EtaOrder } from '../domain/delivery-eta';
import { defineCatalogue, translator, useT } from '@instamg/shared/i18n';
import { formatINR, roundAmount } from '@instamg/shared/domain/money';
import { DELIVERY_FEE_RULE } from '../domain/delivery-fee';

const notServiceable = TEXTS.toast.areaNotServiceable;

export const en = {
  // The cart page (and its phone sticky bar).
  'cart.emptyTitle': 'Your cart is empty',
  'cart.emptyText': 'Add medicines and health products to see them here.',
  'cart.browse': 'Browse medicines',
  'cart.title': 'Your cart',
  'cart.items': 'Cart items',
  'cart.each': '{price} each',
  'cart.mrp': 'MRP {amount}',
  'cart.rxNeeded': 'Prescription needed',
  'cart.notAvailableAt': 'Not available at {store}',
  'cart.notAvailableAtYours': 'Not available at your store',
  'cart.youSave': 'You save {amount}',
  'cart.decrease': 'Decrease quantity of {name}',
  'cart.quantity': 'Quantity of {name}',
  'cart.increase': 'Increase quantity of {name}',
  'cart.remove': 'Remove {name}',
  'cart.summary': 'Cart summary',
  'cart.itemCount': 'Items ({count})',
  'cart.savings': 'Savings against MRP',
  'cart.deliveryFee': 'Delivery fee',
  'cart.feeAtCheckout': 'At checkout',
  'cart.feeFree': 'Free',
  'cart.feeAbout': 'About {amount}',
  'cart.blocked': `${notServiceable.title}: ${notServiceable.description} Choose another delivery address to check out.`,
  'cart.rxInfo': 'Some medicines need a valid prescription. You can upload or attach one at checkout.',
  'cart.chooseLocation': 'Choose your delivery location to check availability at a nearby store.',
  'cart.unavailable':
    '{count, plural, one {One item is} other {# items are}} not available at {store}. Remove them, or checkout will look for another nearby store.',
  'cart.proceed': 'Proceed to checkout',
  'cart.stickyFee': 'Delivery: {fee}',
  // domain/delivery-fee.ts deliveryFeeRuleText / freeDeliveryHint.
  'fee.rule':
    'Free delivery on orders of {free} or more. Below that, {base} for the first {km} km and {perKm} for each further km. Express delivery adds {express}.',
  'fee.freeHint': 'Add {amount} more for free delivery.',
  // Orders awaiting payment (components/AwaitingPayment.tsx).
  'awaiting.title': 'Awaiting payment',
  'awaiting.order': 'Order {ref} · {amount}',
  'awaiting.held': 'Your items are held for you: {remaining} to pay. No money has been taken yet.',
  'awaiting.ending': 'The hold on your items is ending. No money has been taken.',
  'awaiting.opening': 'Opening payment…',
  'awaiting.payNow': 'Pay now',
  'awaiting.editCart': 'Edit cart',
  'awaiting.cancel': 'Cancel order',
  'awaiting.notice': 'Order {ref} is awaiting payment ({remaining}).',
  // domain/order-status.ts holdRemaining.
  'hold.underMinute': 'under a minute left',
  'hold.minutes': '{minutes} min left',
  'hold.hours': '{hours} hr left',
  'hold.hoursMinutes': '{hours} hr {minutes} min left',

  // Checkout (pages/checkout/*).
  'checkout.title': 'Checkout',
  'checkout.empty': 'Your cart is empty.',
  'address.section': 'Delivery address',
  'address.loading': 'Loading addresses',
  'address.loadError': 'We could not load your addresses. {message}',
  'address.add': 'Add address',
  'address.none': 'You have no saved addresses yet.',
  'address.saved': 'Saved addresses',
  'address.addNew': 'Add a new address',
  'address.update': 'Update',
  'address.missingCoordinates': TEXTS.toast.addressMissingCoordinates.description,
  'mode.section': 'Delivery mode',
  'mode.title': 'Delivery',
  'mode.express': 'Express',
  'mode.standard': 'Standard',
  'mode.scheduled': 'Scheduled',
  'mode.option': '{name}: {price}{promise}',
  'mode.optionUnavailable': '{name}: {reason}',
  'mode.price': '{fee} · ',
  'mode.free': 'Free',
  'mode.expressTooFar': 'not available this far from the store',
  'mode.promiseExpress': POLICY.delivery.express,
  'mode.promiseStandard': POLICY.delivery.standard,
  'mode.promiseScheduled': POLICY.delivery.scheduled,
  'mode.deliveryIn': 'Delivery in {estimate}',
  'mode.slot': 'Delivery slot',
  'store.section': 'Store',
  'store.title': 'Fulfilling store',
  'store.deliverFrom': 'Deliver from {store} ({km} km)',
  'store.mustBeWithin': '{store} must be within {radius} km of the delivery address and have every item in stock.',
  'store.nearest':
    'The nearest partner pharmacy within {radius} km of the delivery address that has every item in stock fulfils your order.',
  'rx.section': 'Prescription',
  'rx.title': 'Prescription',
  'rx.text':
    'Some medicines in your cart need a valid prescription. The pharmacist verifies it before your order is confirmed.',
  'rx.yours': 'Your prescriptions',
  'pay.section': 'Payment',
  'pay.title': 'Payment',
  'pay.method': 'Payment method',
  'pay.online': PAYMENT_METHOD_LABELS.online,
  'pay.cod': PAYMENT_METHOD_LABELS.cod,
  'pay.gatewayUpi': 'UPI',
  'pay.gatewayCard': 'Credit or debit card',
  'pay.gatewayNetBanking': 'Net banking',
  'pay.gatewayMethods': '{methods} on the secure payment page',
  'pay.codText': 'Pay the delivery partner in cash when your order arrives.',
  'pay.codChecking': 'Checking whether cash on delivery is available…',
  'pay.codQuoteFailed': 'Cash on delivery is shown once this order can be priced.',
  'pay.codNoAddress':
    'Choose a delivery address that a partner store serves to see whether cash on delivery is available.',
  'pay.codNotAvailable': 'Cash on delivery is not available for this order.',
  'coupon.label': 'Coupon code',
  'coupon.invalid': 'Enter a coupon code of letters and digits.',
  'coupon.apply': 'Apply',
  'coupon.remove': 'Remove',
  'coupon.offers': 'Available offers',
  'coupon.offersTitle': 'Offers for this cart',
  'coupon.offerSaving': '{description}you save {amount}',
  'coupon.use': 'Use',
  'coupon.useCode': 'Use {code}',
  'coupon.applied': 'Coupon {code} applied: you save {amount}.',
  'coupon.refused': '{message} Edit the code or remove it to continue.',
  'summary.section': 'Price summary',
  'summary.title': 'Price summary',
  'summary.noAddress': 'Choose a delivery address with a location to see your total.',
  'summary.loading': 'Loading prices',
  'summary.from': 'From {store} ({km} km)',
  'summary.priced': 'Priced items',
  'summary.line': '{name} × {quantity}',
  'summary.itemsAtMrp': 'Items ({count}) at MRP',
  'summary.discount': 'Discount on MRP',
  'summary.coupon': 'Coupon {code}',
  'summary.deliveryFee': 'Delivery fee',
  'summary.free': 'Free',
  'summary.total': 'Total',
  'summary.gst': 'Prices include GST: {items} on items and {delivery} on delivery ({rate}%).',
  'summary.viewOrder': 'View order',
  'summary.placing': 'Placing order…',
  'summary.placeCod': 'Place order (cash on delivery)',
  'summary.placePay': 'Place order and pay',
  'summary.attachRx': 'Attach or upload a prescription to continue.',
  // domain/checkout-quote.ts unavailableSentence.
  'unavailable.one': '{names} is not available at {store} right now. Remove it from your cart or choose another store.',
  'unavailable.many':
    '{names} are not available at {store} right now. Remove them from your cart or choose another store.',
  'unavailable.and': '{list} and {last}',

  // The shared status table's labels by key (shared/src/domain/order.ts STATUS_LABELS; the test keeps them equal).
  ...statusMessages(STATUS_LABELS),
  'status.awaitingPayment': PAYMENT_STATUS_MEANINGS.pending.label,
  'timeline.label': 'Order progress',
  // The payment result page.
  'payment.notFound': 'We could not find this payment. {message}',
  'payment.viewOrder': 'View order',
  'payment.waitingLabel': 'Waiting for payment confirmation',
  'payment.confirming': 'Confirming your payment…',
  'payment.confirmingText': "This usually takes a few seconds. Please don't close this page.",
  'payment.success': 'Payment successful',
  'payment.order': 'Order {ref}',
  'payment.received': 'We received {amount}.',
  'payment.rxPending': 'The pharmacist will verify your prescription, then the store confirms your order.',
  'payment.storeConfirms': 'The store will confirm your order shortly.',
  'payment.cancelled': 'Payment cancelled',
  'payment.failed': 'Payment failed',
  'payment.expired': 'Payment session expired',
  'payment.orderCancelled': 'Order cancelled',
  'payment.leftPage': 'You left the payment page, so no money was taken. You can pay again.',
  'payment.retryText': 'No money was taken. You can try the payment again.',
  'payment.placeAgain': 'No money was taken. Please place the order again from your cart.',
  'payment.opening': 'Opening payment…',
  'payment.retry': 'Retry payment',
  'payment.checking': 'Checking payment',
  // The orders list.
  'orders.loadError': 'We could not load your orders. {message}',
  'orders.loading': 'Loading orders',
  'orders.none': 'You have not placed any orders yet.',
  'orders.list': 'Your orders',
  'orders.order': 'Order {ref}',
  'orders.line': '{date} · {count, plural, one {# item} other {# items}} · {store}',
  'orders.payNowFor': 'Pay now for order {ref}',
  'orders.payNow': 'Pay now',
  'orders.viewOrder': 'View order {ref}',
  'orders.view': 'View',

  // The prescription uploader (checkout, the prescriptions page) and a prescription's status.
  'upload.form': 'Upload prescription',
  'upload.formats': 'JPG, PNG, HEIC or PDF, up to 10 MB. Only you and the pharmacy fulfilling your order can see it.',
  'upload.choose': 'Choose file',
  'upload.file': 'Prescription file',
  'upload.date': 'Date on the prescription',
  'upload.note': 'Note for the pharmacist (optional)',
  'upload.uploading': 'Uploading…',
  'upload.submit': 'Upload prescription',
  'rxStatus.pending': 'Pending verification',
  'rxStatus.verified': 'Verified',
  'rxStatus.rejected': 'Rejected',
  'rx.verifiedBy': 'Verified by pharmacist {name} ({council}, registration {number})',
  // Push alerts about an order (components/OrderAlerts.tsx).
  'alerts.turnOn': 'Notify me about my order',
  'alerts.on': 'This device will notify you about your order.',
  'alerts.turnOff': 'Stop notifications',

  // The order page (pages/OrderDetailPage.tsx). Payment and prescription labels by key from the shared tables.
  'paymentStatus.pending': PAYMENT_STATUS_LABELS.pending,
  'paymentStatus.paid': PAYMENT_STATUS_LABELS.paid,
  'paymentStatus.failed': PAYMENT_STATUS_LABELS.failed,
  'paymentStatus.refunded': PAYMENT_STATUS_LABELS.refunded,
  'paymentStatus.cod_pending': PAYMENT_STATUS_LABELS.cod_pending,
  'paymentStatus.nothingToPay': 'Nothing to pay',
  'rxLabel.pending': RX_STATUS_MEANINGS.pending.label ?? '',
  'rxLabel.verified': RX_STATUS_MEANINGS.verified.label ?? '',
  'rxLabel.rejected': RX_STATUS_MEANINGS.rejected.label ?? '',
  'order.loadError': 'We could not load this order. {message}',
  'order.loading': 'Loading order',
  'order.title': 'Order {ref}',
  'order.paymentSection': 'Payment',
  'order.statusSection': 'Status',
  'order.payment': 'Payment: {label}',
  'order.items': 'Items',
  'order.itemLine': '{name} · {pack} × {quantity}',
  'order.rx': ' (Rx)',
  'order.store': 'Store',
  'order.licence': 'Drug licence: {licence}',
  'order.gstin': 'GSTIN: {gstin}',
  'order.delivery': 'Delivery',
  'order.scheduled': 'Scheduled: {start} – {end}',
  'order.express': 'Express delivery',
  'order.standard': 'Standard delivery',
  'order.amounts': 'Amounts',
  'order.itemsAtMrp': 'Items at MRP',
  'order.discount': 'Discount',
  'order.coupon': 'Coupon {code}',
  'order.deliveryFee': 'Delivery fee',
  'order.gst': 'GST included',
  'order.total': 'Total',
  'order.refunded': 'Refunded',
  'order.retry': 'Retry payment',
  'order.payNow': 'Pay now',
  'order.invoice': 'View invoice',
  'order.cancel': 'Cancel order',
  'order.reorder': 'Reorder',
  'order.all': 'All orders',
  'order.redeliveryFee': 'Redelivery fee: {amount}',
  'order.cancelReason': 'Cancellation reason: {reason}',
  'order.attachRx': 'Attach prescription',
  'order.rxRejected': 'The pharmacist could not accept your prescription. Attach a valid one to continue.',
  'order.rxNeeded': 'This order needs a prescription before the pharmacy can confirm it.',

  // shared/src/domain/delivery-eta.ts deliveryEtaOf, as mf-cart-checkout's deliveryEta words it.
  'eta.expected': 'Expected delivery: {text}',
  'eta.slot': '{day}, {from}',
  'eta.slotRange': '{day}, {from} – {to}',
  'eta.expressPending': 'within {minutes} min of the pharmacy accepting your order',
  'eta.standardPending': POLICY.delivery.standard,
  'eta.shortly': 'shortly',
  'eta.by': 'by {time}',
  'eta.between': 'between {from} and {to}',
};

export type CartMessageKey = keyof typeof en;

export const CART_CATALOGUE = defineCatalogue('mf-cart-checkout', {
  'en-IN': en,
  // Hindi is its own chunk: English pages never download it (ADR 0012).
  'hi-IN': () => import('./hi'),
});

/** English (tests compare it with the domain rules' English). */
export const CART_EN = translator(CART_CATALOGUE, 'en-IN');

export type CartT = typeof CART_EN;

/** domain/delivery-fee.ts `deliveryFeeRuleText` in the current language. */
export function feeRuleText(t: CartT): string {
  const r = DELIVERY_FEE_RULE;
  return t('fee.rule', {
    free: formatINR(r.freeFromItemsTotal),
    base: formatINR(r.baseFee),
    km: r.includedKm,
    perKm: formatINR(r.perKmFee),
    express: formatINR(r.expressSurcharge),
  });
}

/** domain/delivery-fee.ts `freeDeliveryHint` in the current language (null once delivery is free). */
export function freeHintText(t: CartT, itemsTotal: number): string | null {
  const missing = roundAmount(DELIVERY_FEE_RULE.freeFromItemsTotal - itemsTotal);
  return missing > 0 ? t('fee.freeHint', { amount: formatINR(missing) }) : null;
}

/** domain/order-status.ts `holdRemaining` in the current language (null when the hold is over). */
export function holdRemainingText(t: CartT, expiresAt: string | null | undefined, now: Date): string | null {
  if (!expiresAt) return null;
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (Number.isNaN(ms) || ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return t('hold.underMinute');
  if (minutes < 60) return t('hold.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? t('hold.hoursMinutes', { hours, minutes: rest }) : t('hold.hours', { hours });
}

/** mf-cart-checkout's `t` in the current language. */
export function useCartT(): CartT {
  return useT(CART_CATALOGUE);
}

/** shared deliveryOptionPromise (SPEC §9 rows; express is the estimate once the distance is known). */
export function deliveryPromise(t: CartT, mode: CheckoutDeliveryMode, distanceKm: number | null): string {
  switch (mode) {
    case 'express':
      return distanceKm === null
        ? t('mode.promiseExpress')
        : t('mode.deliveryIn', { estimate: deliveryEstimate(distanceKm) });
    case 'standard':
      return t('mode.promiseStandard');
    case 'scheduled':
      return t('mode.promiseScheduled');
  }
}

/** domain/checkout-quote.ts `unavailableSentence` in the current language. */
export function unavailableText(t: CartT, names: readonly string[], storeName: string): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return t('unavailable.one', { names: names[0]!, store: storeName });
  const list = t('unavailable.and', { list: names.slice(0, -1).join(', '), last: names.at(-1)! });
  return t('unavailable.many', { names: list, store: storeName });
}

/** domain/slots.ts `slotLabel` in the current language (India's zone, as there). */
export function slotText(locale: Locale, slot: DeliverySlot): string {
  if (locale === 'en-IN') return slotLabel(slot);
  const time = (date: Date) => formatDate(date, locale, { timeStyle: 'short' });
  return `${formatDate(slot.start, locale, { weekday: 'short', day: 'numeric', month: 'short' })}, ${time(slot.start)} – ${time(slot.end)}`;
}

/** The shared status table's label in the current language (every status has its key: the test checks it). */
export function statusLabel(t: CartT, status: OrderStatus): string {
  return t(`status.${status}`);
}

/**
 * domain/delivery-eta.ts `deliveryEta` (over shared `deliveryEtaOf`, SPEC §9) in the current
 * language: "Expected delivery: …", or null once the time no longer matters.
 */
export function deliveryEtaText(t: CartT, locale: Locale, order: EtaOrder, now: Date = new Date()): string | null {
  const meaning = STATUS_MEANINGS[order.status];
  if (meaning.timeline !== 'step' || meaning.outcome !== 'open' || order.status === 'delivered') return null;
  const clock = (date: Date) =>
    formatDate(date, locale, { hour: 'numeric', minute: '2-digit', hour12: true }).replace(/\s+/g, ' ').toLowerCase();
  const valid = (iso: string | null | undefined): Date | null => {
    const date = iso ? new Date(iso) : null;
    return date && !Number.isNaN(date.getTime()) ? date : null;
  };
  const plus = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
  const text = (() => {
    const slotStart = valid(order.slot_start);
    const slotEnd = valid(order.slot_end);
    if (order.delivery_mode === 'scheduled' && slotStart) {
      const day = formatDate(slotStart, locale, { weekday: 'short', day: 'numeric', month: 'short' });
      return slotEnd
        ? t('eta.slotRange', { day, from: clock(slotStart), to: clock(slotEnd) })
        : t('eta.slot', { day, from: clock(slotStart) });
    }
    const express = order.delivery_mode === 'express';
    const accepted = valid(order.accepted_at);
    if (!accepted)
      return express
        ? t('eta.expressPending', { minutes: POLICY.delivery.expressMaxMinutes })
        : t('eta.standardPending');
    const latest = plus(accepted, express ? POLICY.delivery.expressMaxMinutes : POLICY.delivery.standardMinutes.max);
    if (latest.getTime() <= now.getTime()) return t('eta.shortly');
    if (express) return t('eta.by', { time: clock(latest) });
    return t('eta.between', { from: clock(plus(accepted, POLICY.delivery.standardMinutes.min)), to: clock(latest) });
  })();
  return t('eta.expected', { text });
}

/**
 * mf-cart-checkout's messages (issue 37; docs/decisions/0012-i18n.md): the cart, checkout, the
 * payment result, the orders list and the order page. English references the SPEC texts where they
 * live (TEXTS, POLICY, the shared status table) so they stay exactly as written. The domain rules
 * keep their English (domain/ stays free of the i18n layer); the functions below are their
 * translated forms, and the catalogue test checks both give the same English. Money stays
 * formatINR (passed in as an argument); medicine and store names are arguments, as printed.
 */
import { TEXTS } from '@instamg/shared/constants';
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

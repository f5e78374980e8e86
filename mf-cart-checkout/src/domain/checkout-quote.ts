// The checkout's quote request: exactly the body placement will send, minus what a quote does
// not need (prescription, client total), so the summary shows what the order will cost.
import type { Cart } from '@instamg/shared/domain/cart';
import type { CheckoutDeliveryMode } from './delivery-fee';

export interface CheckoutChoice {
  cart: Cart;
  addressId: string | null;
  /** The chosen fulfilling store, or null to let the server pick the nearest that has everything. */
  storeId: string | null;
  mode: CheckoutDeliveryMode;
  slot: { start: Date; end: Date } | null;
  /** The coupon code the customer applied (the server checks it; issue 22 §6). */
  couponCode?: string | null;
}

export interface CheckoutOrderBody {
  items: { product_id: string; quantity: number }[];
  address_id: string;
  store_id: string | null;
  delivery_mode: CheckoutDeliveryMode;
  slot: { start: string; end: string } | null;
  coupon_code?: string;
}

/** The body for quote and placement, or null while nothing can be quoted (no address, empty cart, no slot). */
export function checkoutOrderBody(choice: CheckoutChoice): CheckoutOrderBody | null {
  if (!choice.addressId || choice.cart.length === 0) return null;
  if (choice.mode === 'scheduled' && !choice.slot) return null;
  return {
    items: choice.cart.map((i) => ({ product_id: i.medicine_id, quantity: i.quantity })),
    address_id: choice.addressId,
    store_id: choice.storeId,
    delivery_mode: choice.mode,
    slot:
      choice.mode === 'scheduled' && choice.slot
        ? { start: choice.slot.start.toISOString(), end: choice.slot.end.toISOString() }
        : null,
    ...(choice.couponCode ? { coupon_code: choice.couponCode } : {}),
  };
}

/** "Azee 500 Tablet and Limcee 500 Chewable are not available at …": the quote's unavailable lines in a sentence. */
export function unavailableSentence(names: readonly string[], storeName: string): string | null {
  if (names.length === 0) return null;
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `${list} ${names.length === 1 ? 'is' : 'are'} not available at ${storeName} right now. Remove ${names.length === 1 ? 'it' : 'them'} from your cart or choose another store.`;
}

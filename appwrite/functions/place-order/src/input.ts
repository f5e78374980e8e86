import { fail, type FunctionError } from '../../lib/runtime/errors.ts';
import type { CheckoutDeliveryMode } from '@instamg/shared/domain/order-quote';
import { normaliseCouponCode } from '@instamg/shared/domain/coupons';
import { isPaymentMethod, type PaymentMethod } from '@instamg/shared/domain/payment-method';

export const MAX_LINES = 50;
export const MAX_QUANTITY_PER_LINE = 20;
/** A scheduled slot starts at least this far ahead and at most SLOT_MAX_DAYS ahead. */
export const SLOT_MIN_LEAD_MINUTES = 60;
export const SLOT_MAX_DAYS = 7;

export interface AddressInput {
  name: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
  /** A saved address's recipient (issue 22 §5); absent on an address typed at checkout. */
  recipient_name?: string | null;
  recipient_phone?: string | null;
}

export interface PlaceOrderInput {
  items: { product_id: string; quantity: number }[];
  address: { id: string } | AddressInput;
  store_id: string | null;
  delivery_mode: CheckoutDeliveryMode;
  slot: { start: string; end: string } | null;
  prescription_id: string | null;
  client_total: number | null;
  /** `online` (the default: the gateway's page) or `cod` (issue 22 §6). */
  payment_method: PaymentMethod;
  /** A coupon code as the customer typed it, normalised; checked only here on the server. */
  coupon_code: string | null;
}

const ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
const bad = (message: string): FunctionError => fail('invalid_input', message);

function optId(body: Record<string, unknown>, key: string): string | null {
  const v = body[key];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string' || !ID.test(v)) throw bad(`${key} must be an id.`);
  return v;
}

function text(o: Record<string, unknown>, key: string, max: number, required: boolean): string | null {
  const v = o[key];
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
    if (required) throw bad(`address.${key} is required.`);
    return null;
  }
  if (typeof v !== 'string' || v.length > max) throw bad(`address.${key} must be text of at most ${max} characters.`);
  return v.trim();
}

function coordinate(o: Record<string, unknown>, key: 'latitude' | 'longitude'): number | null {
  const v = o[key];
  if (v === undefined || v === null) return null;
  const limit = key === 'latitude' ? 90 : 180;
  if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > limit)
    throw bad(`address.${key} must be a number between -${limit} and ${limit}.`);
  return v;
}

/** Validates place-order's body; duplicate product lines are merged. `now` is injectable for slot checks. */
export function parsePlaceOrderInput(body: Record<string, unknown>, now = new Date()): PlaceOrderInput {
  const rawItems = body.items;
  if (!Array.isArray(rawItems) || rawItems.length === 0) throw bad('items must be a non-empty list.');
  if (rawItems.length > MAX_LINES) throw bad(`An order can have at most ${MAX_LINES} lines.`);
  const quantities = new Map<string, number>();
  for (const item of rawItems) {
    if (typeof item !== 'object' || item === null) throw bad('Each item must be { product_id, quantity }.');
    const { product_id: productId, quantity } = item as Record<string, unknown>;
    if (typeof productId !== 'string' || !ID.test(productId)) throw bad('Each item needs a product_id.');
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
      throw bad('Each item quantity must be a whole number of at least 1.');
    quantities.set(productId, (quantities.get(productId) ?? 0) + quantity);
  }
  for (const [productId, quantity] of quantities) {
    if (quantity > MAX_QUANTITY_PER_LINE)
      throw fail('quantity_limit', `You can order at most ${MAX_QUANTITY_PER_LINE} of each medicine (${productId}).`);
  }

  let address: PlaceOrderInput['address'];
  const addressId = optId(body, 'address_id');
  if (addressId) address = { id: addressId };
  else if (typeof body.address === 'object' && body.address !== null && !Array.isArray(body.address)) {
    const a = body.address as Record<string, unknown>;
    const postal = text(a, 'postal_code', 6, true)!;
    if (!/^[1-9][0-9]{5}$/.test(postal)) throw bad('address.postal_code must be a 6-digit PIN code.');
    address = {
      name: text(a, 'name', 64, false),
      address_line1: text(a, 'address_line1', 255, true)!,
      address_line2: text(a, 'address_line2', 255, false),
      city: text(a, 'city', 64, true)!,
      state: text(a, 'state', 64, true)!,
      postal_code: postal,
      latitude: coordinate(a, 'latitude'),
      longitude: coordinate(a, 'longitude'),
    };
  } else throw bad('Give address_id (a saved address) or address.');

  const mode = body.delivery_mode;
  if (mode !== 'express' && mode !== 'standard' && mode !== 'scheduled')
    throw bad('delivery_mode must be express, standard or scheduled.');
  let slot: PlaceOrderInput['slot'] = null;
  if (mode === 'scheduled') {
    const s = body.slot as Record<string, unknown> | undefined;
    const start = new Date(typeof s?.start === 'string' ? s.start : NaN);
    const end = new Date(typeof s?.end === 'string' ? s.end : NaN);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start)
      throw bad('A scheduled delivery needs slot { start, end } (ISO dates, end after start).');
    const ahead = (start.getTime() - now.getTime()) / 60_000;
    if (ahead < SLOT_MIN_LEAD_MINUTES || ahead > SLOT_MAX_DAYS * 24 * 60) {
      throw fail(
        'slot_unavailable',
        'Please choose a delivery slot at least 1 hour from now and within the next 7 days.',
      );
    }
    slot = { start: start.toISOString(), end: end.toISOString() };
  }

  const clientTotal = body.client_total;
  return {
    items: [...quantities].map(([product_id, quantity]) => ({ product_id, quantity })),
    address,
    store_id: optId(body, 'store_id'),
    delivery_mode: mode,
    slot,
    prescription_id: optId(body, 'prescription_id'),
    client_total: typeof clientTotal === 'number' && Number.isFinite(clientTotal) ? clientTotal : null,
    ...paymentChoiceOf(body),
  };
}

/** `payment_method` and `coupon_code` of the body (issue 22 §6); amounts and discounts are never read from it. */
function paymentChoiceOf(body: Record<string, unknown>): Pick<PlaceOrderInput, 'payment_method' | 'coupon_code'> {
  const method = body.payment_method ?? 'online';
  if (!isPaymentMethod(method)) throw bad("payment_method must be 'online' or 'cod'.");
  const raw = body.coupon_code;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
    return { payment_method: method, coupon_code: null };
  const code = normaliseCouponCode(raw);
  if (!code) throw fail('coupon_not_found', 'This coupon code is not valid.');
  return { payment_method: method, coupon_code: code };
}

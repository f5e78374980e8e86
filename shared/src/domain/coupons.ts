// Coupons (issue 22 §6): the one rule of whether a coupon applies to an order and what it takes
// off. place-order runs it (quote and placement); the browser only shows what the quote says. Pure,
// integer paise.
//
// - `percent` takes `value` % (whole percent, 1–100) of the items total, capped at `max_discount_paise`
//   when that is set; `flat` takes `value` paise. Neither ever takes more than the items total
//   (a flat coupon bigger than the cart makes the items free, never negative).
// - The delivery fee is never discounted.
// - A coupon applies from `valid_from` (inclusive) to `valid_until` (exclusive), when `active`,
//   to an items total of at least `min_order_paise`, and at most `per_user_limit` times per customer
//   (place-order enforces the limit atomically with coupon_redemptions; `used_by_customer` here is
//   what the quote sees).
// - `funded_by`: `platform` (the platform pays the store the discount back at settlement, issue 18
//   §5) or `store` (the store gives it).
import { formatINRFromPaise } from './money';

export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_FUNDERS = ['platform', 'store'] as const;
export type CouponFunder = (typeof COUPON_FUNDERS)[number];

export interface Coupon {
  code: string;
  kind: CouponKind;
  /** Whole percent (percent) or paise (flat). */
  value: number;
  /** Cap on a percent coupon's discount, paise; null = no cap. */
  max_discount_paise: number | null;
  min_order_paise: number;
  valid_from: string | null;
  valid_until: string | null;
  per_user_limit: number;
  active: boolean;
  funded_by: CouponFunder;
}

export type CouponRefusal =
  | 'coupon_not_found'
  | 'coupon_inactive'
  | 'coupon_not_started'
  | 'coupon_expired'
  | 'coupon_min_order'
  | 'coupon_limit_reached';

export type CouponResult =
  { ok: true; discount_paise: number; funded_by: CouponFunder } | { ok: false; code: CouponRefusal; message: string };

/** Codes are matched without case or surrounding spaces and stored upper-case. */
export function normaliseCouponCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9_-]{3,32}$/.test(code) ? code : null;
}

/** The discount a coupon gives an items total, ignoring dates and limits (the arithmetic alone). */
export function couponDiscountPaise(
  coupon: Pick<Coupon, 'kind' | 'value' | 'max_discount_paise'>,
  itemsPaise: number,
): number {
  if (!Number.isSafeInteger(itemsPaise) || itemsPaise < 0) throw new RangeError(`items total must be whole paise ≥ 0`);
  let discount: number;
  if (coupon.kind === 'percent') {
    const percent = Math.min(100, Math.max(0, coupon.value));
    discount = Math.floor((itemsPaise * percent) / 100);
    if (coupon.max_discount_paise !== null && coupon.max_discount_paise >= 0)
      discount = Math.min(discount, coupon.max_discount_paise);
  } else {
    discount = Math.max(0, Math.round(coupon.value));
  }
  return Math.min(discount, itemsPaise);
}

/** Whether `coupon` applies for this customer now, and the discount it gives (see the top of this file). */
export function evaluateCoupon(
  coupon: Coupon | null,
  order: { items_paise: number; used_by_customer: number; now: Date },
): CouponResult {
  if (!coupon) return { ok: false, code: 'coupon_not_found', message: 'This coupon code is not valid.' };
  if (!coupon.active) return { ok: false, code: 'coupon_inactive', message: 'This coupon is no longer available.' };
  const now = order.now.getTime();
  if (coupon.valid_from && Date.parse(coupon.valid_from) > now)
    return { ok: false, code: 'coupon_not_started', message: 'This coupon is not valid yet.' };
  if (coupon.valid_until && Date.parse(coupon.valid_until) <= now)
    return { ok: false, code: 'coupon_expired', message: 'This coupon has expired.' };
  if (order.items_paise < coupon.min_order_paise)
    return {
      ok: false,
      code: 'coupon_min_order',
      message: `This coupon needs items worth at least ${formatINRFromPaise(coupon.min_order_paise)}.`,
    };
  if (order.used_by_customer >= coupon.per_user_limit)
    return {
      ok: false,
      code: 'coupon_limit_reached',
      message:
        coupon.per_user_limit === 1
          ? 'You have already used this coupon.'
          : `You have already used this coupon ${coupon.per_user_limit} times.`,
    };
  return { ok: true, discount_paise: couponDiscountPaise(coupon, order.items_paise), funded_by: coupon.funded_by };
}

/** One coupon as checkout lists it (issue 40 §7): usable on this cart, or why not. */
export interface CouponOffer {
  code: string;
  description: string | null;
  applicable: boolean;
  /** What it takes off this cart's items (paise); 0 when it does not apply. */
  discount_paise: number;
  /** Why it does not apply to this cart, in words; null when it does. */
  reason: string | null;
}

/** Most offers a cart is shown (active coupons beyond this are not listed). */
export const COUPON_OFFERS_LIMIT = 10;

/**
 * The offers checkout lists for this customer's cart: every listed, active, unexpired coupon, the usable
 * ones first (largest saving first), then the others with why they do not apply. Inactive and
 * expired coupons are not advertised at all (a typed one is still refused with its reason by
 * evaluateCoupon). `used` counts the customer's redemptions by coupon code.
 *
 * Only coupons with `listed` set are advertised: a code handed to some customers (a partner's,
 * support's goodwill code) must not show to every signed-in customer; it still applies when typed.
 * The column defaults to not listed, so an existing private code stays private.
 */
export function couponOffers(
  coupons: readonly (Coupon & { description?: string | null; listed?: boolean | null })[],
  order: { items_paise: number; used: ReadonlyMap<string, number>; now: Date },
): CouponOffer[] {
  const offers: CouponOffer[] = [];
  for (const coupon of coupons) {
    if (coupon.listed !== true) continue;
    const verdict = evaluateCoupon(coupon, {
      items_paise: order.items_paise,
      used_by_customer: order.used.get(coupon.code) ?? 0,
      now: order.now,
    });
    const base = { code: coupon.code, description: coupon.description ?? null };
    if (verdict.ok) {
      offers.push({ ...base, applicable: true, discount_paise: verdict.discount_paise, reason: null });
      continue;
    }
    if (verdict.code === 'coupon_inactive' || verdict.code === 'coupon_expired' || verdict.code === 'coupon_not_found')
      continue;
    const reason =
      verdict.code === 'coupon_min_order'
        ? `Add ${formatINRFromPaise(coupon.min_order_paise - order.items_paise)} more to use this coupon (it needs items worth ${formatINRFromPaise(coupon.min_order_paise)}).`
        : verdict.message;
    offers.push({ ...base, applicable: false, discount_paise: 0, reason });
  }
  return offers
    .sort((a, b) => Number(b.applicable) - Number(a.applicable) || b.discount_paise - a.discount_paise)
    .slice(0, COUPON_OFFERS_LIMIT);
}

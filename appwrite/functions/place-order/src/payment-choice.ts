import { AppwriteException, ID, Query, type Client, type Models, type TablesDB } from 'node-appwrite';
import { couponOffers, evaluateCoupon, type CouponFunder, type CouponRefusal } from '@instamg/shared/domain/coupons';
import type { OrderAmounts, OrderQuote, QuotePayment } from '@instamg/shared/domain/order-quote';
import {
  COD_SETTINGS,
  codAllowed,
  codCapReason,
  codUnavailableReason,
  type PaymentMethod,
} from '@instamg/shared/domain/payment-method';
import { paiseOf } from '@instamg/shared/domain/settlement/settlement';
import { ACTIVE_FULFILMENT_STATUSES } from '@instamg/shared/domain/order';
import { fail } from '../../lib/runtime/errors.ts';
import { roundAmount } from '../../lib/money/round.ts';
import { notifyNewOrder } from '../../lib/orders/notifications.ts';
import { notifyCustomer } from '../../lib/orders/customer-messages.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrderRow } from '../../lib/orders/rows.ts';
import { refreshRollupsAfter } from '../../lib/orders/rollups.ts';
import { releaseCouponUse } from '../../lib/orders/coupon-use.ts';
import { settingValue, wholeNumberSetting } from '../../lib/runtime/settings.ts';
import type { CouponsRow } from '@instamg/shared/appwrite/rows';

// Issue 22 §6: the coupon and the payment method of an order, worked out here and only here
// (the browser shows the quote). Coupon rules: shared/src/domain/coupons.ts. The per-user limit
// holds under concurrency: each use is a coupon_redemptions row whose (coupon, user, slot) is
// unique, slots 1…per_user_limit, so at most that many rows can ever exist for a customer.

export type CouponRow = CouponsRow;

export interface AppliedCoupon {
  coupon: CouponRow;
  discount_paise: number;
  funded_by: CouponFunder;
}

export async function findCoupon(tablesDB: TablesDB, code: string): Promise<CouponRow | null> {
  const page = await tablesDB.listRows<CouponRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.coupons,
    queries: [Query.equal('code', code), Query.limit(1)],
  });
  return page.rows[0] ?? null;
}

async function usesBy(tablesDB: TablesDB, couponId: string, userId: string): Promise<number> {
  const page = await tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.couponRedemptions,
    queries: [Query.equal('coupon_id', couponId), Query.equal('user_id', userId), Query.limit(1)],
  });
  return page.total;
}

/** The coupon's verdict for this customer and items total (rupees as the amounts carry them). */
export async function checkCoupon(
  tablesDB: TablesDB,
  code: string,
  userId: string,
  itemsTotal: number,
  now: Date,
): Promise<AppliedCoupon | { code: string; message: string }> {
  const coupon = await findCoupon(tablesDB, code);
  const used = coupon ? await usesBy(tablesDB, coupon.$id, userId) : 0;
  const verdict = evaluateCoupon(coupon, { items_paise: paiseOf(itemsTotal), used_by_customer: used, now });
  if (!verdict.ok) return { code: verdict.code, message: verdict.message };
  return { coupon: coupon!, discount_paise: verdict.discount_paise, funded_by: verdict.funded_by };
}

/** The amounts less the coupon: the discount comes off the items, never the delivery fee. */
export function withCoupon(amounts: OrderAmounts, discountPaise: number): OrderAmounts & { coupon_discount: number } {
  const discount = roundAmount(discountPaise / 100);
  return { ...amounts, coupon_discount: discount, total: roundAmount(amounts.total - discount) };
}

/** The COD limit in paise (settings.cod_max_order_paise; 0 = COD off). */
export async function codLimitPaise(tablesDB: TablesDB): Promise<number> {
  const { key, min, max, fallback } = COD_SETTINGS.maxOrderPaise;
  return wholeNumberSetting(await settingValue(tablesDB, key), min, max, fallback);
}

/**
 * The per-customer COD cap (settings.cod_max_open_orders_per_customer, issue 31 §2) and how many of
 * the customer's COD orders are on the way now (not yet delivered, cancelled or expired).
 */
export async function codCapOf(tablesDB: TablesDB, userId: string): Promise<{ cap: number; open: number }> {
  const { key, min, max, fallback } = COD_SETTINGS.maxOpenOrdersPerCustomer;
  const [cap, open] = await Promise.all([
    settingValue(tablesDB, key).then((v) => wholeNumberSetting(v, min, max, fallback)),
    tablesDB
      .listRows({
        databaseId: DATABASE_ID,
        tableId: TABLES.orders,
        queries: [
          Query.equal('customer_id', userId),
          Query.equal('payment_method', 'cod'),
          Query.equal('status', [...ACTIVE_FULFILMENT_STATUSES]),
          Query.limit(1),
        ],
      })
      .then((page) => page.total),
  ]);
  return { cap, open };
}

export function paymentOptions(
  total: number,
  codLimit: number,
  codCap: { cap: number; open: number } | null = null,
): QuotePayment {
  const capped = codCap !== null && codCap.open >= codCap.cap;
  const cod = codAllowed(paiseOf(total), codLimit) && !capped;
  return {
    methods: cod ? ['online', 'cod'] : ['online'],
    cod_available: cod,
    cod_reason: cod
      ? null
      : (codUnavailableReason(paiseOf(total), codLimit) ?? (capped ? codCapReason(codCap.cap) : null)),
  };
}

/** Placement: refuses COD for a customer at the cap (409 cod_limit_reached, the quote's reason). */
export function assertCodCap(method: PaymentMethod, codCap: { cap: number; open: number }): void {
  if (method === 'cod' && codCap.open >= codCap.cap) throw fail('cod_limit_reached', codCapReason(codCap.cap));
}

/**
 * Placement, with this order written: the cap holds under concurrency. Two placements at once may both
 * have passed assertCodCap; each now lists the customer's open COD orders oldest first ($createdAt,
 * then $id: the same order for every reader) and keeps its own only if it is among the first `cap`, so
 * exactly `cap` of them survive (the others answer 409 cod_limit_reached and are undone).
 */
export async function assertCodCapHolds(tablesDB: TablesDB, userId: string, orderId: string): Promise<void> {
  const { key, min, max, fallback } = COD_SETTINGS.maxOpenOrdersPerCustomer;
  const cap = wholeNumberSetting(await settingValue(tablesDB, key), min, max, fallback);
  const first = await tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    queries: [
      Query.equal('customer_id', userId),
      Query.equal('payment_method', 'cod'),
      Query.equal('status', [...ACTIVE_FULFILMENT_STATUSES]),
      Query.orderAsc('$createdAt'),
      Query.orderAsc('$id'),
      Query.limit(cap),
      Query.select(['$id']),
    ],
  });
  if (!first.rows.some((r) => r.$id === orderId)) throw fail('cod_limit_reached', codCapReason(cap));
}

/** Placement: refuses COD above the limit (or when off). */
export function assertCodAllowed(method: PaymentMethod, total: number, codLimit: number): void {
  if (method !== 'cod') return;
  if (!codAllowed(paiseOf(total), codLimit))
    throw fail('cod_unavailable', codUnavailableReason(paiseOf(total), codLimit) ?? undefined);
}

/**
 * Records one use of the coupon by the customer for this order, atomically: the first free slot
 * of 1…per_user_limit wins; a slot another concurrent order took answers 409 and the next is
 * tried. None left: 409 `coupon_limit_reached`.
 */
export async function redeemCoupon(
  tablesDB: TablesDB,
  applied: AppliedCoupon,
  userId: string,
  orderId: string,
): Promise<void> {
  for (let slot = 1; slot <= applied.coupon.per_user_limit; slot++) {
    try {
      await tablesDB.createRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.couponRedemptions,
        rowId: ID.unique(),
        // No read for the customer: admins and the functions only (docs/permissions.json).
        permissions: [],
        data: {
          coupon_id: applied.coupon.$id,
          coupon_code: applied.coupon.code,
          user_id: userId,
          slot,
          order_id: orderId,
          discount_paise: applied.discount_paise,
        },
      });
      return;
    } catch (err) {
      if (err instanceof AppwriteException && err.code === 409) continue;
      throw err;
    }
  }
  throw fail('coupon_limit_reached', 'You have already used this coupon.');
}

/** Undo of a refused placement: its coupon use is given back. */
export async function releaseRedemptions(tablesDB: TablesDB, orderId: string): Promise<void> {
  await releaseCouponUse(tablesDB, orderId);
}

/** The order columns of the payment choice (orders table, issue 22 §6). */
export function paymentColumns(
  method: PaymentMethod,
  applied: AppliedCoupon | null,
  now: Date,
): Record<string, unknown> {
  return {
    payment_method: method,
    coupon_code: applied?.coupon.code ?? null,
    coupon_discount: applied ? roundAmount(applied.discount_paise / 100) : 0,
    coupon_funded_by: applied?.funded_by ?? null,
    ...(method === 'cod'
      ? {
          // Nothing to pay online: the store collects at the handover; no unpaid hold.
          payment_status: 'cod_pending',
          payment_expires_at: null,
          // The store has it from now: its accept window starts (order-intake.ts receives at routed_at).
          routed_at: now.toISOString(),
        }
      : {}),
  };
}

/**
 * The quote with the payment choice: the coupon (applied, or refused with the reason — a quote
 * still answers 200 so checkout shows the rest) and the ways this total may be paid.
 */
export async function quoteWithPaymentChoice(
  tablesDB: TablesDB,
  quote: OrderQuote,
  userId: string,
  couponCode: string | null,
  now: Date,
): Promise<OrderQuote> {
  let amounts = quote.amounts;
  let coupon: OrderQuote['coupon'] = null;
  if (couponCode) {
    const checked = await checkCoupon(tablesDB, couponCode, userId, amounts.items_total, now);
    if ('coupon' in checked) {
      amounts = withCoupon(amounts, checked.discount_paise);
      coupon = {
        code: checked.coupon.code,
        applied: true,
        discount: amounts.coupon_discount ?? 0,
        description: (checked.coupon as { description?: string | null }).description ?? null,
      };
    } else coupon = { code: couponCode, applied: false, error_code: checked.code, message: checked.message };
  }
  return {
    ...quote,
    amounts,
    coupon,
    coupon_offers: await offersFor(tablesDB, userId, quote.amounts.items_total, now),
    payment: paymentOptions(amounts.total, await codLimitPaise(tablesDB), await codCapOf(tablesDB, userId)),
  };
}

/**
 * Issue 40 §7: the active listed coupons as offers for this customer's cart (the table is admin-only;
 * the function reads it and answers only codes, descriptions and verdicts). A failure to list
 * them leaves the quote without offers rather than failing it.
 */
async function offersFor(
  tablesDB: TablesDB,
  userId: string,
  itemsTotal: number,
  now: Date,
): Promise<OrderQuote['coupon_offers']> {
  try {
    const [coupons, redemptions] = await Promise.all([
      tablesDB.listRows<CouponRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.coupons,
        // Listed coupons only (couponOffers checks again): a private code never reaches the browser.
        queries: [
          Query.equal('active', true),
          Query.equal('listed', true),
          Query.orderDesc('$createdAt'),
          Query.limit(50),
        ],
      }),
      tablesDB.listRows<Models.Row & { coupon_code: string }>({
        databaseId: DATABASE_ID,
        tableId: TABLES.couponRedemptions,
        queries: [Query.equal('user_id', userId), Query.select(['coupon_code']), Query.limit(500)],
      }),
    ]);
    const used = new Map<string, number>();
    for (const row of redemptions.rows) used.set(row.coupon_code, (used.get(row.coupon_code) ?? 0) + 1);
    return couponOffers(
      coupons.rows.map((row) => ({ ...row, description: row.description ?? null })),
      { items_paise: paiseOf(itemsTotal), used, now },
    ).map((offer) => ({
      code: offer.code,
      description: offer.description,
      applicable: offer.applicable,
      discount: roundAmount(offer.discount_paise / 100),
      reason: offer.reason,
    }));
  } catch {
    return [];
  }
}

/** Placement: the coupon applies, or the order is refused with the coupon's reason (nothing is charged unseen). */
export async function couponForPlacement(
  tablesDB: TablesDB,
  code: string | null,
  userId: string,
  itemsTotal: number,
  now: Date,
): Promise<AppliedCoupon | null> {
  if (!code) return null;
  const checked = await checkCoupon(tablesDB, code, userId, itemsTotal, now);
  if ('coupon' in checked) return checked;
  throw fail(checked.code as CouponRefusal, checked.message);
}

/** A COD order reaches the store at once (an online one when the webhook says paid): its inbox and its day's figures. */
export async function announceCodOrder(
  client: Client,
  tablesDB: TablesDB,
  order: OrderRow,
  log: (message: string) => void,
): Promise<void> {
  if (order.payment_method !== 'cod') return;
  await notifyNewOrder(tablesDB, order, 'cod');
  await refreshRollupsAfter(tablesDB, null, order, new Date(), log);
  // A COD order is confirmed at placement (no payment to wait for), so its confirmation (e-mail, SMS) goes now.
  await notifyCustomer(client, tablesDB, order, 'placed', log);
}

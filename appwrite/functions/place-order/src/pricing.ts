import type { CheckoutDeliveryMode, OrderAmounts } from '@instamg/shared/domain/order-quote';
import { LIMITS } from '@instamg/shared/constants';
import { roundAmount } from '../../lib/money/round.ts';

/**
 * Order pricing and the delivery-fee rule (docs/payments.md "Delivery fee"). Prices are the
 * store's selling prices, GST-inclusive; every amount is rounded to 2 decimals.
 */

/** Stores farther than this from the delivery address do not serve it (SPEC §9's one radius). */
export const MAX_DELIVERY_DISTANCE_KM = LIMITS.storeSearchRadiusKm;
/** Express (within 30 min) only this close to the store: the "select areas" of SPEC §10. */
export const EXPRESS_MAX_DISTANCE_KM = 3;
/** Standard and scheduled delivery are free from this items total (₹). */
export const FREE_DELIVERY_THRESHOLD = 499;
/** Fee for the first INCLUDED_KM (₹). */
export const BASE_DELIVERY_FEE = 25;
export const INCLUDED_KM = 2;
/** Per started km beyond INCLUDED_KM (₹). */
export const PER_KM_FEE = 5;
/** Express costs this on top, whatever the order value (₹). */
export const EXPRESS_SURCHARGE = 30;
/** Delivery is a service taxed at this GST rate (%), included in the fee. */
export const DELIVERY_GST_RATE = 18;

export function deliveryFee(input: { distanceKm: number; itemsTotal: number; mode: CheckoutDeliveryMode }): number {
  const { distanceKm, itemsTotal, mode } = input;
  if (!Number.isFinite(distanceKm) || distanceKm < 0) throw new RangeError(`distanceKm must be ≥ 0, got ${distanceKm}`);
  const distanceFee =
    itemsTotal >= FREE_DELIVERY_THRESHOLD
      ? 0
      : BASE_DELIVERY_FEE + PER_KM_FEE * Math.ceil(Math.max(0, distanceKm - INCLUDED_KM));
  return roundAmount(distanceFee + (mode === 'express' ? EXPRESS_SURCHARGE : 0));
}

/** GST contained in a GST-inclusive amount at `rate` percent. */
export function includedGst(amount: number, rate: number): number {
  return roundAmount((amount * rate) / (100 + rate));
}

export interface PricedLine {
  quantity: number;
  unitPrice: number;
  mrp: number;
  gstRate: number;
}

export interface LineAmounts {
  line_total: number;
  gst_amount: number;
  mrp_total: number;
}

export function lineAmounts(line: PricedLine): LineAmounts {
  const lineTotal = roundAmount(line.unitPrice * line.quantity);
  return {
    line_total: lineTotal,
    gst_amount: includedGst(lineTotal, line.gstRate),
    mrp_total: roundAmount(line.mrp * line.quantity),
  };
}

export function orderAmounts(
  lines: readonly PricedLine[],
  distanceKm: number,
  mode: CheckoutDeliveryMode,
): OrderAmounts {
  let itemsTotal = 0;
  let mrpTotal = 0;
  let gst = 0;
  let count = 0;
  for (const line of lines) {
    const a = lineAmounts(line);
    itemsTotal += a.line_total;
    mrpTotal += a.mrp_total;
    gst += a.gst_amount;
    count += line.quantity;
  }
  itemsTotal = roundAmount(itemsTotal);
  mrpTotal = roundAmount(mrpTotal);
  const fee = deliveryFee({ distanceKm, itemsTotal, mode });
  return {
    item_count: count,
    items_mrp_total: mrpTotal,
    items_total: itemsTotal,
    discount: roundAmount(Math.max(0, mrpTotal - itemsTotal)),
    delivery_fee: fee,
    gst_total: roundAmount(gst + includedGst(fee, DELIVERY_GST_RATE)),
    total: roundAmount(itemsTotal + fee),
  };
}

/** Great-circle distance in km (the stores' `location` is [longitude, latitude]). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

// Price display maths for the catalogue: MRP, selling price, discount and substitute savings,
// every amount rounded to 2 decimals (SPEC §5) through the shared money rules.
import { discountPercent, roundAmount, saving, type Saving } from '@instamg/shared/domain/money';

export interface PriceView {
  mrp: number;
  price: number;
  /** Whole-percent discount against MRP; 0 when there is none. */
  discountPercent: number;
  /** ₹ saved against MRP. */
  saving: Saving;
  /** True when the price is below MRP, i.e. a struck-through MRP is worth showing. */
  discounted: boolean;
}

/**
 * The price block of a product. A selling price above MRP is refused: MRP is the legal maximum
 * (Legal Metrology rules), so such data is a bug upstream, not something to display.
 */
export function priceView(mrp: number, price: number): PriceView {
  const view = { mrp: roundAmount(mrp), price: roundAmount(price) };
  if (view.price > view.mrp) {
    throw new RangeError(`Selling price ₹${view.price} is above the MRP ₹${view.mrp}`);
  }
  const percent = discountPercent(view.mrp, view.price);
  return { ...view, discountPercent: percent, saving: saving(view.mrp, view.price), discounted: view.price < view.mrp };
}

/**
 * What switching from `currentPrice` to `substitutePrice` saves per pack: ₹ (2 decimals) and
 * whole percent of the current price. Null when the substitute is not cheaper.
 */
export function substituteSaving(currentPrice: number, substitutePrice: number): Saving | null {
  for (const [label, value] of [
    ['Current price', currentPrice],
    ['Substitute price', substitutePrice],
  ] as const) {
    if (!Number.isFinite(value) || value < 0)
      throw new RangeError(`${label} must be a non-negative number, got ${String(value)}`);
  }
  const amount = roundAmount(currentPrice - substitutePrice);
  if (amount <= 0 || currentPrice === 0) return null;
  return { amount, percent: Math.round((amount / currentPrice) * 100) };
}

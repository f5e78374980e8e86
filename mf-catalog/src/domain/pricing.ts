// Price display maths for the catalogue: MRP, selling price, discount and substitute savings,
// every amount rounded to 2 decimals (SPEC §5) through the shared money rules.
import { discountPercent, roundAmount, saving, type Saving } from '@instamg/shared/domain/money';
import { worthShowing } from './offer';

export interface PriceView {
  mrp: number;
  price: number;
  /** Whole-percent discount against MRP; 0 when there is none. */
  discountPercent: number;
  /** ₹ saved against MRP. */
  saving: Saving;
  /**
   * True when the price is below MRP by at least ₹1 and 1 % (offer.ts MIN_SAVING): then a
   * struck-through MRP and 'n% off' are worth showing; a few paise off is shown as plain MRP.
   */
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
  const exactPercent = view.mrp === 0 ? 0 : ((view.mrp - view.price) / view.mrp) * 100;
  return {
    ...view,
    discountPercent: percent,
    saving: saving(view.mrp, view.price),
    discounted: view.price < view.mrp && worthShowing(roundAmount(view.mrp - view.price), exactPercent),
  };
}

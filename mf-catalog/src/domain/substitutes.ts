// Substitutes: other brands with the same salt and strength (the products' salt_key), with the
// selected store's stock and price (offer.ts, the same source as the cards and the product page):
// what the store can deliver first, cheapest first, with what each saves against the product
// being viewed — as 1mg and Truemeds show.
import type { Saving } from '@instamg/shared/domain/money';
import { shownOffer, substituteSaving, type OfferContext, type ShownOffer } from './offer';
import type { Product } from './product';

export interface Substitute {
  product: Product;
  /** Its price and availability at the selected store. */
  offer: ShownOffer;
  /** Null when this brand is not cheaper (by ₹1 and 1 % at least) or cannot be added now. */
  saving: Saving | null;
}

const RANK: Record<ShownOffer['availability'], number> = {
  'in-stock': 0,
  'no-store': 0,
  checking: 1,
  'not-serviceable': 2,
  'out-of-stock': 2,
  'not-sold-online': 3,
};

/**
 * Same-salt_key brands other than `current`, deliverable first, then cheapest first (ties by
 * name, so the order is stable between renders). `currentPrice` is the price shown for `current`
 * (shownOffer). Rows with another salt_key are dropped, whatever the query returned.
 */
export function orderSubstitutes(
  current: Pick<Product, 'id' | 'salt_key'>,
  currentPrice: number,
  candidates: readonly Product[],
  context: OfferContext,
): Substitute[] {
  if (!current.salt_key) return [];
  return candidates
    .filter((candidate) => candidate.id !== current.id && candidate.salt_key === current.salt_key)
    .map((product) => {
      const offer = shownOffer(product, context);
      return { product, offer, saving: offer.canAdd ? substituteSaving(currentPrice, offer.price) : null };
    })
    .sort(
      (a, b) =>
        RANK[a.offer.availability] - RANK[b.offer.availability] ||
        a.offer.price - b.offer.price ||
        a.product.name.localeCompare(b.product.name),
    );
}

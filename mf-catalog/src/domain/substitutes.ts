// Substitutes: other brands with the same salt and strength (the products' salt_key), cheapest
// first, with what each saves against the product being viewed — as 1mg and Truemeds show.
import type { Saving } from '@instamg/shared/domain/money';
import { substituteSaving } from './pricing';
import type { Product } from './product';

export interface Substitute {
  product: Product;
  /** Null when this brand is not cheaper than the one being viewed. */
  saving: Saving | null;
}

/**
 * Same-salt_key brands other than `current`, cheapest first (ties by name, so the order is
 * stable between renders). Rows with another salt_key are dropped, whatever the query returned.
 */
export function orderSubstitutes(
  current: Pick<Product, 'id' | 'salt_key' | 'price'>,
  candidates: readonly Product[],
): Substitute[] {
  if (!current.salt_key) return [];
  return candidates
    .filter((candidate) => candidate.id !== current.id && candidate.salt_key === current.salt_key)
    .sort((a, b) => a.price - b.price || a.name.localeCompare(b.name))
    .map((product) => ({ product, saving: substituteSaving(current.price, product.price) }));
}

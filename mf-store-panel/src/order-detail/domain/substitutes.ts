// The substitutes the store may offer for a line it is out of (issue 16 §5): products of the same
// salt, strength and form (the one matcher, shared/src/domain/substitution.ts) with a batch here that
// can ship the whole line (the one FEFO rule), each with the price the customer would pay and what
// they would get back. order-state checks all of it again. Pure.
import { fefoCandidates } from '@instamg/shared/domain/fefo';
import {
  isSubstituteFor,
  substituteOffer,
  type SubstitutableProduct,
  type SubstituteOffer,
} from '@instamg/shared/domain/substitution';
import type { PickBatch } from './order-detail';

export interface CatalogueProduct extends SubstitutableProduct {
  name: string;
  pack_size?: string | null;
  rx_required: boolean;
}

export interface PricedBatch extends PickBatch {
  selling_price: number;
  mrp: number;
}

export interface SubstituteChoice<P extends CatalogueProduct, B extends PricedBatch> {
  product: P;
  batch: B;
  offer: SubstituteOffer;
  /** Schedule H/H1 or marked Rx: only the store's registered pharmacist may offer it. */
  needsPharmacist: boolean;
}

/** The substitutes for a line, cheapest for the customer first. */
export function substituteChoices<P extends CatalogueProduct, B extends PricedBatch>(
  original: SubstitutableProduct,
  line: { quantity: number; unit_price: number },
  products: readonly P[],
  batches: readonly B[],
  now: Date,
): SubstituteChoice<P, B>[] {
  const choices: SubstituteChoice<P, B>[] = [];
  for (const product of products) {
    if (!isSubstituteFor(original, product)) continue;
    const batch = fefoCandidates(
      batches.filter((b) => b.product_id === product.$id),
      line.quantity,
      now,
    )[0];
    if (!batch) continue;
    choices.push({
      product,
      batch,
      offer: substituteOffer(line.unit_price, batch.selling_price, line.quantity),
      needsPharmacist: product.rx_required || product.schedule === 'H' || product.schedule === 'H1',
    });
  }
  return choices.sort((a, b) => a.offer.lineTotal - b.offer.lineTotal || a.product.name.localeCompare(b.product.name));
}

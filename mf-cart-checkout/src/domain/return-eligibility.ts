// Which of a delivered order's items the customer may report for return, in words (issue 16 §6;
// the rules are shared/src/domain/returns.ts, which order-state applies again). Pure.
import {
  nonReturnableText,
  returnLineProblem,
  type ReturnWindows,
  type ReturnableProduct,
} from '@instamg/shared/domain/returns';

/** Why an item cannot be reported now (shown next to it), or null when it can. */
export function returnEligibility(
  product: ReturnableProduct,
  deliveredAt: string,
  now: Date,
  windows: ReturnWindows,
): string | null {
  const problem = returnLineProblem(product, null, deliveredAt, now, windows);
  if (problem === 'not_returnable') return nonReturnableText(product);
  if (problem === 'return_window_closed')
    return product.medicinal === false
      ? `Return window closed: unopened non-medicinal products within ${windows.nonMedicinalDays} days of delivery.`
      : `Return window closed: medicines within ${windows.medicineHours} hours of delivery.`;
  return null;
}

/** Whether any line of the order may still be reported (the order page offers "Report a problem"). */
export function anyReturnable(
  items: readonly { product_id: string }[],
  products: Readonly<Record<string, ReturnableProduct>>,
  deliveredAt: string,
  now: Date,
  windows: ReturnWindows,
): boolean {
  return items.some((i) => returnEligibility(products[i.product_id] ?? {}, deliveredAt, now, windows) === null);
}

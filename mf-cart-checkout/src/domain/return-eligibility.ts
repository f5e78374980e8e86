// Which of a delivered order's items the customer may report for return, in words (issue 16 §6;
// the rules are shared/src/domain/returns.ts, which order-state applies again). Pure.
import {
  NON_RETURNABLE_REASONS,
  nonReturnableText,
  type NonReturnableReason,
  returnLineProblem,
  type ReturnWindows,
  type ReturnableProduct,
} from '@instamg/shared/domain/returns';

/**
 * Why an item cannot be reported now, as a code with its arguments (the catalogue words it,
 * i18n/orders-catalogue.ts `returnBlockText`), or null when it can.
 */
export type ReturnBlock =
  | { code: 'not_returnable'; reason: NonReturnableReason | null }
  | { code: 'window_closed_medicine'; hours: number }
  | { code: 'window_closed_non_medicinal'; days: number };

export function returnBlock(
  product: ReturnableProduct,
  deliveredAt: string,
  now: Date,
  windows: ReturnWindows,
): ReturnBlock | null {
  const problem = returnLineProblem(product, null, deliveredAt, now, windows);
  if (problem === 'not_returnable') {
    const reason = product.non_returnable ?? '';
    const known = Object.hasOwn(NON_RETURNABLE_REASONS, reason);
    return { code: 'not_returnable', reason: known ? (reason as NonReturnableReason) : null };
  }
  if (problem === 'return_window_closed')
    return product.medicinal === false
      ? { code: 'window_closed_non_medicinal', days: windows.nonMedicinalDays }
      : { code: 'window_closed_medicine', hours: windows.medicineHours };
  return null;
}

/** Why an item cannot be reported now, in English (shown next to it), or null when it can. */
export function returnEligibility(
  product: ReturnableProduct,
  deliveredAt: string,
  now: Date,
  windows: ReturnWindows,
): string | null {
  const block = returnBlock(product, deliveredAt, now, windows);
  if (!block) return null;
  switch (block.code) {
    case 'not_returnable':
      return nonReturnableText(product);
    case 'window_closed_non_medicinal':
      return `Return window closed: unopened non-medicinal products within ${block.days} days of delivery.`;
    case 'window_closed_medicine':
      return `Return window closed: medicines within ${block.hours} hours of delivery.`;
  }
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

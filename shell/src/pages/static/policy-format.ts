// Pure formatting of the policy numbers, so every page words a range or a link the same way.

import type { Span } from '@instamg/shared/constants';

/** "5-7 business days"; a one-value span reads "7 business days". SPEC §9 writes ranges with a hyphen. */
export function formatSpan(span: Span, unit: string): string {
  const { min, max } = span;
  if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || max < min) {
    throw new RangeError(`formatSpan: invalid range ${min}-${max}`);
  }
  return min === max ? `${min} ${unit}` : `${min}-${max} ${unit}`;
}

/** "1 month", "3 months": whole non-negative counts only, as the policies state them. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`pluralize: invalid count ${count}`);
  return `${count} ${count === 1 ? singular : plural}`;
}

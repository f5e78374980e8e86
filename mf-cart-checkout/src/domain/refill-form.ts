// The "Refill every N days" form on a delivered order (issue 36 §3): which lines, which interval,
// and the run-out date each line would have. Pure; the refills function decides for real.
import { REFILL_INTERVALS_DAYS, refillRunOutDay, runOutDay } from '@instamg/shared/domain/refill';

export interface RefillFormLine {
  product_id: string;
  product_name: string;
  quantity: number;
}

export interface RefillFormValues {
  interval_days: number;
  /** The products ticked. */
  picked: readonly string[];
}

/** The intervals offered: 15/30/60/90 and, when recorded, the prescription's own duration. */
export function intervalOptions(prescriptionDays: number | null): number[] {
  const options: number[] = [...REFILL_INTERVALS_DAYS];
  if (prescriptionDays && !options.includes(prescriptionDays)) options.push(prescriptionDays);
  return options.sort((a, b) => a - b);
}

/** The order's lines, one per product (quantities of repeated products added). */
export function refillLinesOf(items: readonly RefillFormLine[]): RefillFormLine[] {
  const byProduct = new Map<string, RefillFormLine>();
  for (const item of items) {
    const had = byProduct.get(item.product_id);
    byProduct.set(item.product_id, { ...item, quantity: (had?.quantity ?? 0) + item.quantity });
  }
  return [...byProduct.values()];
}

export function defaultRefillForm(lines: readonly RefillFormLine[]): RefillFormValues {
  return { interval_days: 30, picked: lines.map((l) => l.product_id) };
}

/** The field errors (none: the form may be sent). */
export function validateRefillForm(
  values: RefillFormValues,
  options: readonly number[],
): { lines?: string; interval?: string } {
  const errors: { lines?: string; interval?: string } = {};
  if (values.picked.length === 0) errors.lines = 'Pick at least one medicine to refill.';
  if (!options.includes(values.interval_days)) errors.interval = 'Choose how often to refill.';
  return errors;
}

/** Each line's run-out day at this interval (no recorded dose: one interval after delivery), and the refill's. */
export function runOutPreview(
  deliveredAt: string,
  lines: readonly RefillFormLine[],
  values: RefillFormValues,
): { perLine: Record<string, string>; refill: string | null } {
  const perLine: Record<string, string> = {};
  for (const line of lines)
    perLine[line.product_id] = runOutDay(deliveredAt, line.quantity, null, values.interval_days);
  const picked = lines.filter((l) => values.picked.includes(l.product_id)).map((l) => perLine[l.product_id]!);
  return { perLine, refill: refillRunOutDay(picked) };
}

/** The body of `create` for the picked lines. */
export function refillRequestLines(
  lines: readonly RefillFormLine[],
  values: RefillFormValues,
): { product_id: string; quantity: number }[] {
  return lines
    .filter((l) => values.picked.includes(l.product_id))
    .map((l) => ({ product_id: l.product_id, quantity: l.quantity }));
}

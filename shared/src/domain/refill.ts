// Refills from a verified prescription (issue 36 §3). Pure: when a line runs out, when to remind
// (3 days before), and whether a refill may still be placed on the prescription (within its
// validity, rx-review.ts, and its prescribed quantity). A refill is never charged automatically:
// the schedule only places an order awaiting the customer's one-tap confirmation.
import { addDays, istDayOf, istToday } from './india-time';
import { prescriptionValidity } from './rx-review';

export const REFILL_INTERVALS_DAYS = [15, 30, 60, 90] as const;
export const REFILL_REMINDER_DAYS_BEFORE = 3;

export type RefillState = 'active' | 'paused' | 'stopped';

/**
 * The IST day a line runs out: delivered on `deliveredOn`, `quantity` units at `unitsPerDay`
 * (the prescription's dose where recorded); without a dose, the refill interval.
 */
export function runOutDay(
  deliveredOn: string,
  quantity: number,
  unitsPerDay: number | null,
  intervalDays: number,
): string {
  const days = unitsPerDay && unitsPerDay > 0 ? Math.floor(quantity / unitsPerDay) : intervalDays;
  return addDays(istDayOf(deliveredOn), Math.max(1, days));
}

/** The earliest run-out over a refill's lines: the refill is due when the first line runs out. */
export function refillRunOutDay(lineRunOutDays: readonly string[]): string | null {
  return lineRunOutDays.length === 0 ? null : ([...lineRunOutDays].sort()[0] ?? null);
}

/** The reminder's IST day: 3 days before run-out. */
export function reminderDay(runOut: string): string {
  return addDays(runOut, -REFILL_REMINDER_DAYS_BEFORE);
}

export interface RefillSchedule {
  state: RefillState;
  run_out_day: string;
  /** The run-out day a reminder was last sent for (one reminder per cycle). */
  reminded_for: string | null;
  /** "Skip once": the cycle to skip. */
  skip_run_out_day: string | null;
}

/** Whether the schedule's sweep sends a reminder and places the one-tap order at `now`. */
export function reminderDue(schedule: RefillSchedule, now: Date): boolean {
  if (schedule.state !== 'active') return false;
  if (schedule.reminded_for === schedule.run_out_day) return false;
  if (schedule.skip_run_out_day === schedule.run_out_day) return false;
  return istToday(now) >= reminderDay(schedule.run_out_day);
}

/** The next cycle's run-out day after a refill (or a skip). */
export function nextRunOutDay(runOut: string, intervalDays: number): string {
  return addDays(runOut, intervalDays);
}

export function isRefillInterval(days: unknown, prescriptionDays?: number | null): boolean {
  if (!Number.isInteger(days)) return false;
  return (REFILL_INTERVALS_DAYS as readonly number[]).includes(days as number) || days === prescriptionDays;
}

export type RefillEligibility =
  | { ok: true }
  | {
      ok: false;
      reason: 'not_delivered' | 'no_prescription' | 'prescription_expired' | 'quantity_used' | 'not_sold_online';
    };

export const REFILL_REFUSALS: Readonly<Record<Exclude<RefillEligibility, { ok: true }>['reason'], string>> = {
  not_delivered: 'Refills can be set on a delivered order.',
  no_prescription: 'This medicine needs a prescription. Please upload one.',
  prescription_expired: 'Your prescription has expired. Please upload a new prescription to refill.',
  quantity_used: 'Your prescription’s quantity has been used up. Please upload a new prescription.',
  not_sold_online: 'This medicine cannot be sold online.',
};

export interface RefillLine {
  schedule: string;
  requires_rx: boolean;
  quantity: number;
  /** Units the prescription allows in total (null: not recorded, no cap). */
  prescribed_total: number | null;
  /** Units already supplied on this prescription. */
  supplied_total: number;
}

/**
 * Whether a refill of this line may be placed at `now`: Rx lines reuse the verified prescription
 * only within its validity and its prescribed quantity.
 */
export function refillEligibility(
  line: RefillLine,
  prescription: { issued_on: string | null; verified: boolean } | null,
  validityMonths: number,
  now: Date,
  orderDelivered = true,
): RefillEligibility {
  if (!orderDelivered) return { ok: false, reason: 'not_delivered' };
  if (line.schedule === 'X' || line.schedule === 'NDPS') return { ok: false, reason: 'not_sold_online' };
  if (!line.requires_rx && line.schedule === 'none') return { ok: true };
  if (!prescription || !prescription.verified) return { ok: false, reason: 'no_prescription' };
  const validity = prescriptionValidity(prescription.issued_on, validityMonths, now);
  if (validity.state !== 'valid') return { ok: false, reason: 'prescription_expired' };
  if (line.prescribed_total !== null && line.supplied_total + line.quantity > line.prescribed_total)
    return { ok: false, reason: 'quantity_used' };
  return { ok: true };
}

// ——— The refills table's rules (the refills function and the customer's pages share them) ———

/** One line of a refill as the `refills.lines` column keeps it (JSON). */
export interface RefillLineSpec {
  product_id: string;
  product_name: string;
  quantity: number;
  /** The prescription's recorded daily dose (the pharmacist's, for an order by photo), else null. */
  units_per_day: number | null;
  /** Units the prescription allows in total (dose × duration where recorded), else null: no cap. */
  prescribed_total: number | null;
}

const positiveOrNull = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null;

/** The lines of a `refills.lines` value; anything malformed is left out. */
export function parseRefillLines(json: string | null | undefined): RefillLineSpec[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((l: Record<string, unknown>) =>
    typeof l?.product_id === 'string' && typeof l.product_name === 'string' && positiveOrNull(l.quantity)
      ? [
          {
            product_id: l.product_id,
            product_name: l.product_name,
            quantity: l.quantity as number,
            units_per_day: positiveOrNull(l.units_per_day),
            prescribed_total: positiveOrNull(l.prescribed_total),
          },
        ]
      : [],
  );
}

/** The catalogue code (function-errors.ts) of each refusal: the texts there are REFILL_REFUSALS'. */
export const REFILL_REFUSAL_CODES = {
  not_delivered: 'refill_not_delivered',
  no_prescription: 'refill_no_prescription',
  prescription_expired: 'refill_prescription_expired',
  quantity_used: 'refill_quantity_used',
  not_sold_online: 'refill_not_sold_online',
} as const satisfies Record<keyof typeof REFILL_REFUSALS, string>;

/** What the schedule's sweep does with a refill at `now`. */
export type RefillSweepStep = 'remind' | 'skip' | 'wait';

/**
 * `remind`: send the reminder and place the one-tap order for this cycle; `skip`: the customer
 * skipped this cycle, so it moves on with no order; `wait`: not yet (or paused, stopped).
 */
export function refillSweepStep(schedule: RefillSchedule, now: Date): RefillSweepStep {
  if (schedule.state !== 'active' || istToday(now) < reminderDay(schedule.run_out_day)) return 'wait';
  if (schedule.skip_run_out_day === schedule.run_out_day) return 'skip';
  return reminderDue(schedule, now) ? 'remind' : 'wait';
}

/**
 * The next cycle's run-out day once this one is handled: one interval on; when the sweep comes
 * late (a paused refill resumed, a schedule that did not run), never a day whose reminder has
 * already passed, so a late refill is not reminded twice in a row.
 */
export function advanceRunOut(runOut: string, intervalDays: number, now: Date): string {
  const next = nextRunOutDay(runOut, intervalDays);
  const earliest = addDays(istToday(now), intervalDays);
  return reminderDay(next) <= istToday(now) ? earliest : next;
}

/**
 * A changed interval moves the coming run-out by the difference (the medicine was bought for the
 * old one), never to before tomorrow.
 */
export function shiftedRunOut(runOut: string, oldDays: number, newDays: number, now: Date): string {
  const shifted = addDays(runOut, newDays - oldDays);
  const tomorrow = addDays(istToday(now), 1);
  return shifted < tomorrow ? tomorrow : shifted;
}

/** What the customer's Refills list shows for each state: one table, every state decided. */
export const REFILL_STATE_VIEW: Readonly<
  Record<RefillState, { label: string; tone: 'success' | 'neutral' | 'muted'; actions: readonly RefillAction[] }>
> = {
  active: { label: 'Active', tone: 'success', actions: ['skip_once', 'pause', 'set_interval', 'stop', 'order_now'] },
  paused: { label: 'Paused', tone: 'neutral', actions: ['resume', 'set_interval', 'stop'] },
  stopped: { label: 'Stopped', tone: 'muted', actions: [] },
};

/** The refills function's actions on an existing refill. */
export const REFILL_ACTIONS = ['pause', 'resume', 'skip_once', 'set_interval', 'stop', 'order_now'] as const;
export type RefillAction = (typeof REFILL_ACTIONS)[number];

/** Whether `action` may be taken on a refill in `state` (the function's rule; the page shows the same). */
export const refillActionAllowed = (state: RefillState, action: RefillAction): boolean =>
  REFILL_STATE_VIEW[state].actions.includes(action);

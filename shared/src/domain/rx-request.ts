// An order by prescription photo (issue 36 §1–2): the customer uploads a prescription, a store's
// pharmacist builds a priced cart from it. Pure rules the request function, the store panel and
// the sweeper share: which store a request goes to (SPEC §9: nearest open store within 5 km, here
// also with a confirmed pharmacist on shift), how much a line may hold (the prescription's
// duration caps it), the reasons a pharmacist may decline with, and the service level (time from
// submission to a priced cart, p50/p90).
import { isSoldOnline } from './catalog/product';
import { roundAmount } from './money';
import { isSubstituteFor, type SubstitutableProduct } from './substitution';
import { LIMITS } from '../constants';
import type { RxRequestsState } from '../appwrite/rows';
import { RX_REQUEST_STATUS_MEANINGS } from './rx-request-status';

/** SPEC §9 "Store search radius": the same radius as orders. */
export const RX_REQUEST_RADIUS_KM = LIMITS.storeSearchRadiusKm;

export interface RequestCandidateStore {
  id: string;
  distance_km: number;
  status: string;
  /** The store has a confirmed pharmacist (store_pharmacists) on shift now. */
  pharmacist_on_shift: boolean;
}

/**
 * The store a request goes to: the nearest open store within 5 km with a pharmacist on shift that
 * has not already had it (a request moves on like an order). Ties keep the list's order. Null when
 * no store qualifies.
 */
export function routeRequest(
  stores: readonly RequestCandidateStore[],
  triedStoreIds: readonly string[] = [],
): RequestCandidateStore | null {
  const tried = new Set(triedStoreIds);
  let best: RequestCandidateStore | null = null;
  for (const store of stores) {
    if (tried.has(store.id) || store.status !== 'open' || !store.pharmacist_on_shift) continue;
    if (!(store.distance_km >= 0 && store.distance_km <= RX_REQUEST_RADIUS_KM)) continue;
    if (!best || store.distance_km < best.distance_km) best = store;
  }
  return best;
}

/** What the prescription says for one medicine: units a day and for how many days. */
export interface PrescribedDose {
  units_per_day: number;
  days: number;
}

/**
 * The most units a line may hold: the prescribed dose for its duration (a prescription caps the
 * quantity, domain.md §2.1 "total quantity/dose"). Without a recorded dose there is no cap (null),
 * the pharmacist's judgement stands.
 */
export function prescribedCap(dose: PrescribedDose | null | undefined): number | null {
  if (!dose) return null;
  if (!(dose.units_per_day > 0) || !Number.isInteger(dose.days) || dose.days <= 0) return null;
  return Math.ceil(dose.units_per_day * dose.days);
}

export type LineCheck = { ok: true } | { ok: false; error: string };

/** Whether a pharmacist's line may go in the priced cart. */
export function checkRequestLine(
  line: { quantity: number; schedule: string; stock: number },
  dose: PrescribedDose | null | undefined,
): LineCheck {
  if (!Number.isInteger(line.quantity) || line.quantity < 1)
    return { ok: false, error: 'Quantity must be at least 1.' };
  if (!isSoldOnline(line.schedule)) return { ok: false, error: 'Schedule X and NDPS medicines are not sold online.' };
  if (line.quantity > line.stock) return { ok: false, error: `Only ${line.stock} in stock.` };
  const cap = prescribedCap(dose);
  if (cap !== null && line.quantity > cap)
    return { ok: false, error: `The prescription allows at most ${cap} for this medicine.` };
  return { ok: true };
}

/**
 * The customer's edit of a priced cart: lines may be removed or reduced, never added or raised
 * beyond what the pharmacist priced (the prescription's quantities).
 */
export function mayCustomerKeep(
  priced: readonly { product_id: string; quantity: number }[],
  kept: readonly { product_id: string; quantity: number }[],
): boolean {
  if (kept.length === 0) return false;
  const allowed = new Map(priced.map((l) => [l.product_id, l.quantity]));
  const seen = new Set<string>();
  return kept.every((l) => {
    const max = allowed.get(l.product_id);
    if (max === undefined || seen.has(l.product_id)) return false;
    seen.add(l.product_id);
    return Number.isInteger(l.quantity) && l.quantity >= 1 && l.quantity <= max;
  });
}

/** Why a pharmacist declines, in words the customer understands. */
export const DECLINE_REASONS = {
  unreadable: 'We could not read the prescription. Please upload a clearer photo.',
  not_valid: 'This is not a valid prescription (it needs the doctor’s name, registration, signature and date).',
  not_sold_online: 'Schedule X and NDPS medicines cannot be sold online.',
  not_in_stock: 'The pharmacy does not have these medicines in stock.',
} as const;
export type DeclineReason = keyof typeof DECLINE_REASONS;

/** The same reasons in Hindi (mf-cart-checkout's prescription catalogue and the customer's notices). */
export const DECLINE_REASONS_HI: Readonly<Record<DeclineReason, string>> = {
  unreadable: 'हम प्रिस्क्रिप्शन पढ़ नहीं सके। कृपया ज़्यादा साफ़ फ़ोटो अपलोड करें।',
  not_valid: 'यह मान्य प्रिस्क्रिप्शन नहीं है (इसमें डॉक्टर का नाम, रजिस्ट्रेशन नंबर, हस्ताक्षर और तारीख़ होनी चाहिए)।',
  not_sold_online: 'Schedule X और NDPS दवाइयाँ ऑनलाइन नहीं बेची जा सकतीं।',
  not_in_stock: 'फ़ार्मेसी के स्टॉक में ये दवाइयाँ नहीं हैं।',
};

export function isDeclineReason(value: unknown): value is DeclineReason {
  return typeof value === 'string' && Object.hasOwn(DECLINE_REASONS, value);
}

/** A request's states (the schema's `rx_requests.state`); `reading` while a pharmacist has it, until a priced cart or a decline. */
export type RxRequestState = RxRequestsState;

/** The customer may cancel until the cart is priced (the status table's column). */
export function customerMayCancel(state: RxRequestState): boolean {
  return RX_REQUEST_STATUS_MEANINGS[state]?.customerMayCancel === true;
}

/**
 * The p-th percentile (nearest rank) of the minutes from submission to a priced cart; null with
 * no samples.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? null;
}

/** Today's service level for a store: p50/p90 of the seconds from submission to priced cart. */
export function serviceLevel(requests: readonly { submitted_at: string; priced_at: string | null }[]): {
  count: number;
  p50_s: number | null;
  p90_s: number | null;
} {
  const seconds = requests
    .filter((r) => r.priced_at)
    .map((r) => Math.max(0, Math.round((Date.parse(r.priced_at as string) - Date.parse(r.submitted_at)) / 1000)))
    .filter((s) => Number.isFinite(s));
  return { count: seconds.length, p50_s: percentile(seconds, 50), p90_s: percentile(seconds, 90) };
}

/** A stocked product the pharmacist may price, with the store's price (as store_inventory holds it). */
export interface StockedOption extends SubstitutableProduct {
  price: number;
  stock: number;
}

/**
 * Same-salt, same-form options in stock that cost less than `original` for `quantity` units,
 * cheapest first, each with the saving for the line (substitution.ts decides what substitutes).
 */
export function cheaperSameSalt(
  original: StockedOption,
  options: readonly StockedOption[],
  quantity: number,
): { option: StockedOption; saving: number }[] {
  return options
    .filter((o) => o.stock >= quantity && o.price < original.price && isSubstituteFor(original, o))
    .map((option) => ({ option, saving: roundAmount((original.price - option.price) * quantity) }))
    .sort((a, b) => b.saving - a.saving || a.option.$id.localeCompare(b.option.$id));
}

/** One store's service level for a day, with its name as the request recorded it (the admin's table). */
export interface StoreServiceLevel {
  store_id: string;
  store_name: string | null;
  count: number;
  p50_s: number | null;
  p90_s: number | null;
}

/** The day's priced requests per store, slowest p90 first (the one to look at), then by name. */
export function serviceLevelByStore(
  requests: readonly {
    store_id: string | null;
    store_name: string | null;
    submitted_at: string;
    priced_at: string | null;
  }[],
): StoreServiceLevel[] {
  const byStore = new Map<string, typeof requests>();
  for (const r of requests) {
    if (!r.store_id || !r.priced_at) continue;
    byStore.set(r.store_id, [...(byStore.get(r.store_id) ?? []), r]);
  }
  return [...byStore]
    .map(([store_id, rows]) => ({ store_id, store_name: rows[0]?.store_name ?? null, ...serviceLevel(rows) }))
    .sort((a, b) => (b.p90_s ?? 0) - (a.p90_s ?? 0) || (a.store_name ?? '').localeCompare(b.store_name ?? ''));
}

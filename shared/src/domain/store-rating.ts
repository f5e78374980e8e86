// Real ratings (issue 33 §6, ADR 0015): after delivery the customer rates the store and the
// delivery (1–5 stars each, optional text), one rating per order, which they may change for
// RATING_EDIT_DAYS after delivery. Admins hide or show one again; the store's average and count
// (stores.rating, stores.reviews) are of its visible ratings only, written by the store-ratings
// function. Pure data and rules: the function, the order page and the locator's pages share them.
import { STORE_RATINGS_VISIBILITY, type StoreRatingsVisibility } from '../appwrite/rows';

/** How long after delivery the customer may rate an order, or change their rating. */
export const RATING_EDIT_DAYS = 7;
const DAY_MS = 86_400_000;

/** The longest text a rating keeps (store_ratings.text holds 500 characters). */
export const RATING_TEXT_MAX = 500;

/** The shortest moderation reason an admin must give (it goes into the audit log). */
export const MODERATION_REASON_MIN = 3;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** What each moderation state means: exhaustive over store_ratings.visibility. */
export const RATING_VISIBILITY_MEANINGS = {
  visible: { label: 'Shown', countsInAverage: true, shownToStore: true },
  hidden: { label: 'Hidden by an admin', countsInAverage: false, shownToStore: false },
} as const satisfies Readonly<
  Record<StoreRatingsVisibility, { label: string; countsInAverage: boolean; shownToStore: boolean }>
>;

export const RATING_VISIBILITIES = STORE_RATINGS_VISIBILITY;
export type RatingVisibility = StoreRatingsVisibility;

/** The last instant the customer may rate, or change the rating of, an order delivered at `deliveredAt`. */
export function ratingEditableUntil(deliveredAt: Date | string): Date {
  return new Date(new Date(deliveredAt).getTime() + RATING_EDIT_DAYS * DAY_MS);
}

/** Whether an order delivered at `deliveredAt` may still be rated (or its rating changed) at `now`. */
export function mayRateAt(deliveredAt: Date | string, now: Date = new Date()): boolean {
  const until = ratingEditableUntil(deliveredAt).getTime();
  return Number.isFinite(until) && now.getTime() <= until;
}

export interface RatingInput {
  store_rating: number;
  delivery_rating: number;
  /** Trimmed; null when empty. */
  text: string | null;
}

const isStars = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;

/** Reads untrusted input: the values, or the first problem in words. */
export function readRatingInput(
  raw: Readonly<Record<string, unknown>>,
): { ok: true; value: RatingInput } | { ok: false; error: string } {
  if (!isStars(raw.store_rating)) return { ok: false, error: 'Rate the store from 1 to 5 stars.' };
  if (!isStars(raw.delivery_rating)) return { ok: false, error: 'Rate the delivery from 1 to 5 stars.' };
  if (raw.text !== undefined && raw.text !== null && typeof raw.text !== 'string')
    return { ok: false, error: 'The review must be text.' };
  const text = typeof raw.text === 'string' ? raw.text.trim() : '';
  if (text.length > RATING_TEXT_MAX) return { ok: false, error: `Keep the review to ${RATING_TEXT_MAX} characters.` };
  return {
    ok: true,
    value: { store_rating: raw.store_rating, delivery_rating: raw.delivery_rating, text: text === '' ? null : text },
  };
}

export interface RatingAggregate {
  /** The average to one decimal (4.45 → 4.5), null with no ratings. */
  average: number | null;
  count: number;
}

/** The store's figure from its ratings' store stars: counted ones only (visible, RATING_VISIBILITY_MEANINGS). */
export function ratingAggregate(stars: readonly number[]): RatingAggregate {
  if (stars.length === 0) return { average: null, count: 0 };
  const sum = stars.reduce((total, value) => total + value, 0);
  // Whole tenths from whole numbers: (sum × 10) / count rounded half up, no binary-fraction drift.
  return { average: Math.round((sum * 10) / stars.length) / 10, count: stars.length };
}

/** The name a rating shows: the author's first name only, or null. */
export function firstNameOf(name: string | null | undefined): string | null {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  return first === '' ? null : Array.from(first).slice(0, 32).join('');
}

/** What a customer reads about a store's ratings: '4.6 (12 reviews)', or 'New' with none (ADR 0015). */
export function storeRatingText(store: { rating?: number | null; reviews?: number | null }): string {
  if (store.rating === undefined || store.rating === null || !store.reviews) return 'New';
  return `${store.rating.toFixed(1)} (${store.reviews} ${store.reviews === 1 ? 'review' : 'reviews'})`;
}

/** The order facts the rating rules read. */
export interface RatedOrder {
  status: string;
  delivered_at: string | null;
}

/**
 * Why the customer may not rate this order (or change its rating) at `now`, or null when they may:
 * only a delivered order (also one refunded after delivery, e.g. a returned item), and only within
 * RATING_EDIT_DAYS of delivery.
 */
export function ratingRefusal(
  order: RatedOrder,
  now: Date = new Date(),
): 'rating_not_delivered' | 'rating_window_closed' | null {
  const delivered = order.status === 'delivered' || (order.status === 'refunded' && order.delivered_at !== null);
  if (!delivered || !order.delivered_at) return 'rating_not_delivered';
  return mayRateAt(order.delivered_at, now) ? null : 'rating_window_closed';
}

import { describe, expect, it } from 'vitest';
import {
  RATING_VISIBILITIES,
  RATING_VISIBILITY_MEANINGS,
  firstNameOf,
  mayRateAt,
  ratingAggregate,
  ratingEditableUntil,
  ratingRefusal,
  readRatingInput,
  storeRatingText,
} from './store-rating';

const DELIVERED = '2026-12-01T10:00:00.000Z';

describe('the 7-day window', () => {
  it('runs to exactly 7 days after delivery, inclusive', () => {
    expect(ratingEditableUntil(DELIVERED).toISOString()).toBe('2026-12-08T10:00:00.000Z');
    expect(mayRateAt(DELIVERED, new Date('2026-12-01T10:00:00.000Z'))).toBe(true);
    expect(mayRateAt(DELIVERED, new Date('2026-12-08T10:00:00.000Z'))).toBe(true);
    expect(mayRateAt(DELIVERED, new Date('2026-12-08T10:00:00.001Z'))).toBe(false);
  });

  it('refuses an unreadable delivery time', () => {
    expect(mayRateAt('not a date', new Date(DELIVERED))).toBe(false);
  });

  it('says why an order cannot be rated', () => {
    const now = new Date('2026-12-03T00:00:00.000Z');
    expect(ratingRefusal({ status: 'delivered', delivered_at: DELIVERED }, now)).toBeNull();
    // Refunded after delivery (a returned item): still the customer's experience to rate.
    expect(ratingRefusal({ status: 'refunded', delivered_at: DELIVERED }, now)).toBeNull();
    expect(ratingRefusal({ status: 'refunded', delivered_at: null }, now)).toBe('rating_not_delivered');
    for (const status of ['placed', 'confirmed', 'out_for_delivery', 'delivery_failed', 'cancelled'])
      expect(ratingRefusal({ status, delivered_at: null }, now)).toBe('rating_not_delivered');
    expect(ratingRefusal({ status: 'delivered', delivered_at: null }, now)).toBe('rating_not_delivered');
    expect(ratingRefusal({ status: 'delivered', delivered_at: DELIVERED }, new Date('2026-12-09T00:00:00Z'))).toBe(
      'rating_window_closed',
    );
  });
});

describe('ratingAggregate', () => {
  it('is null with none', () => {
    expect(ratingAggregate([])).toEqual({ average: null, count: 0 });
  });

  it('rounds the average half up to one decimal', () => {
    expect(ratingAggregate([5, 4])).toEqual({ average: 4.5, count: 2 });
    expect(ratingAggregate([4, 4, 5])).toEqual({ average: 4.3, count: 3 });
    expect(ratingAggregate([5, 5, 4])).toEqual({ average: 4.7, count: 3 });
    // 89 / 20 = 4.45 → 4.5 (no binary-fraction drift to 4.4).
    expect(ratingAggregate([...Array(9).fill(5), ...Array(11).fill(4)])).toEqual({ average: 4.5, count: 20 });
    expect(ratingAggregate([1])).toEqual({ average: 1, count: 1 });
  });
});

describe('readRatingInput', () => {
  it('takes whole stars 1–5 and a trimmed, capped text', () => {
    expect(readRatingInput({ store_rating: 5, delivery_rating: 1, text: '  Good  ' })).toEqual({
      ok: true,
      value: { store_rating: 5, delivery_rating: 1, text: 'Good' },
    });
    expect(readRatingInput({ store_rating: 3, delivery_rating: 3, text: '   ' })).toMatchObject({
      ok: true,
      value: { text: null },
    });
    expect(readRatingInput({ store_rating: 3, delivery_rating: 3 })).toMatchObject({ ok: true, value: { text: null } });
  });

  it('refuses anything else, in words', () => {
    for (const stars of [0, 6, 2.5, '4', null, undefined])
      expect(readRatingInput({ store_rating: stars, delivery_rating: 3 })).toEqual({
        ok: false,
        error: 'Rate the store from 1 to 5 stars.',
      });
    expect(readRatingInput({ store_rating: 3, delivery_rating: 9 })).toEqual({
      ok: false,
      error: 'Rate the delivery from 1 to 5 stars.',
    });
    expect(readRatingInput({ store_rating: 3, delivery_rating: 3, text: 'x'.repeat(501) })).toEqual({
      ok: false,
      error: 'Keep the review to 500 characters.',
    });
    expect(readRatingInput({ store_rating: 3, delivery_rating: 3, text: 5 })).toMatchObject({ ok: false });
  });
});

describe('what customers read', () => {
  it('shows the real figure, or New with none (ADR 0015)', () => {
    expect(storeRatingText({ rating: 4.56, reviews: 12 })).toBe('4.6 (12 reviews)');
    expect(storeRatingText({ rating: 5, reviews: 1 })).toBe('5.0 (1 review)');
    expect(storeRatingText({})).toBe('New');
    expect(storeRatingText({ rating: null, reviews: 0 })).toBe('New');
    expect(storeRatingText({ rating: 4, reviews: 0 })).toBe('New');
  });

  it('names the author by first name only', () => {
    expect(firstNameOf('  Asha   Verma ')).toBe('Asha');
    expect(firstNameOf('')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
    expect(firstNameOf('x'.repeat(40))).toHaveLength(32);
  });
});

describe('RATING_VISIBILITY_MEANINGS', () => {
  it('covers every moderation state; only visible ratings count and reach the store', () => {
    expect(Object.keys(RATING_VISIBILITY_MEANINGS).sort()).toEqual([...RATING_VISIBILITIES].sort());
    expect(RATING_VISIBILITY_MEANINGS.visible.countsInAverage).toBe(true);
    expect(RATING_VISIBILITY_MEANINGS.hidden.countsInAverage).toBe(false);
    expect(RATING_VISIBILITY_MEANINGS.hidden.shownToStore).toBe(false);
  });
});

// Display values the device makes up for stores that lack them (SPEC §3 "Store").
import type { Span } from '@instamg/shared/constants';
import { roundTo } from '@instamg/shared/domain/number';
import type { Store } from '@instamg/shared/domain/store';

/** SPEC §3 "Store": display values filled in on the device. */
const STORE_DISPLAY = {
  ratingRange: { min: 4.5, max: 5.0 } satisfies Span,
  reviewsRange: { min: 80, max: 180 } satisfies Span,
  regularHours: '8:00 AM - 10:00 PM',
  allDayHours: '24 Hours',
  /** Share of stores given regularHours; the rest get allDayHours. */
  regularHoursShare: 0.8,
  placeholderNameChars: 10,
  licencePrefix: 'DL-',
} as const;

export type StoreWithDisplay = Store &
  Required<Pick<Store, 'rating' | 'reviews' | 'hours' | 'image' | 'drug_license_number'>>;

/** Random in [0, 1), injectable for tests. */
export type RandomSource = () => number;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A self-contained SVG placeholder (no network request) bearing the first 10 characters of the name. */
export function storePlaceholderImage(name: string): string {
  const label = escapeXml(Array.from(name).slice(0, STORE_DISPLAY.placeholderNameChars).join(''));
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200">' +
    '<rect width="300" height="200" fill="#e8f5f1"/>' +
    `<text x="150" y="108" font-family="sans-serif" font-size="24" fill="#0f766e" text-anchor="middle">${label}</text>` +
    '</svg>';
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * Fills only the missing display values: rating 4.5–5.0 (one decimal), reviews 80–180, hours
 * '8:00 AM - 10:00 PM' (80 %) or '24 Hours' (20 %), a placeholder image with the name and a
 * random 'DL-' licence number. Each missing field takes one number from `random`, in that
 * order. These are made-up values for display only; never send them back to the server.
 */
export function fillStoreDisplayValues(store: Store, random: RandomSource = Math.random): StoreWithDisplay {
  const { ratingRange, reviewsRange } = STORE_DISPLAY;
  const draw = (): number => {
    const value = random();
    // Guard against a source outside [0, 1): it would break the ranges the SPEC promises.
    return Math.min(Math.max(value, 0), 0.999999);
  };
  const rating = store.rating ?? roundTo(ratingRange.min + draw() * (ratingRange.max - ratingRange.min), 1);
  const reviews = store.reviews ?? reviewsRange.min + Math.floor(draw() * (reviewsRange.max - reviewsRange.min + 1));
  const hours =
    store.hours ?? (draw() < STORE_DISPLAY.regularHoursShare ? STORE_DISPLAY.regularHours : STORE_DISPLAY.allDayHours);
  // || rather than ??: an empty image URL is as missing as an absent one.
  const image = store.image || storePlaceholderImage(store.name);
  const drug_license_number =
    store.drug_license_number ?? `${STORE_DISPLAY.licencePrefix}${100000 + Math.floor(draw() * 900000)}`;
  return { ...store, rating, reviews, hours, image, drug_license_number };
}

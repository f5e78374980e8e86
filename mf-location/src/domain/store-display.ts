// Display values the device makes up for stores that lack them (SPEC §3 "Store"), except rating,
// reviews and hours: invented ratings and hours shown to patients are deceptive (Consumer
// Protection (E-Commerce) Rules 2020, IS 19000:2022; ADR 0015), so a store without ratings shows
// "New" and one without hours shows none.
import type { Store } from '@instamg/shared/domain/store';

/** SPEC §3 "Store": display values filled in on the device. */
const STORE_DISPLAY = {
  placeholderNameChars: 10,
  licencePrefix: 'DL-',
} as const;

export type StoreWithDisplay = Store & Required<Pick<Store, 'image' | 'drug_license_number'>>;

/** What a customer reads about a store's ratings: '4.6 (12 reviews)', or 'New' with none (shared store-rating.ts). */
export { storeRatingText as ratingText } from '@instamg/shared/domain/store-rating';

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
 * Fills only the missing display values: a placeholder image with the name and a random 'DL-'
 * licence number (one number from `random`). Rating, reviews and hours are never made up (ADR
 * 0015). These are display values only; never send them back to the server.
 */
export function fillStoreDisplayValues(store: Store, random: RandomSource = Math.random): StoreWithDisplay {
  const draw = (): number => {
    const value = random();
    // Guard against a source outside [0, 1): it would break the ranges the SPEC promises.
    return Math.min(Math.max(value, 0), 0.999999);
  };
  // || rather than ??: an empty image URL is as missing as an absent one.
  const image = store.image || storePlaceholderImage(store.name);
  const drug_license_number =
    store.drug_license_number ?? `${STORE_DISPLAY.licencePrefix}${100000 + Math.floor(draw() * 900000)}`;
  return { ...store, image, drug_license_number };
}

/**
 * The delivery selector's messages (issue 37; docs/decisions/0012-i18n.md): the top bar's selector,
 * its address search and saved addresses, the location toasts, and the partner widget (which
 * carries exactly this catalogue, so its Hindi is one async chunk: dist-embed/async/delivery-selector-hi.js).
 * The /stores page has its own catalogue (./stores.ts), loaded with that page only.
 *
 * English references the SPEC texts where they live (TEXTS), so they stay exactly as written. The
 * shared domain rules that produce text (formatDistance, storeRatingText, formatMinutesSelection,
 * addressDisplayText) keep their English; the functions below are their translated forms, and the
 * catalogue test checks both give the same English. Store names, addresses and "km" stay as they are.
 *
 * Only `{name}` arguments and `{n, plural, …}` are used: the widget formats them with a small
 * formatter instead of intl-messageformat (../embed/message-format.ts; the test runs every message
 * through both).
 */
import { TEXTS } from '@instamg/shared/constants';
import { deliveryMinutes } from '@instamg/shared/domain/delivery';
import type { ToastEntry } from '@instamg/shared/toast';
import { defineCatalogue, translator, useT } from '@instamg/shared/i18n';
import type { ToastKey } from '../api/location-store/state';

const selector = TEXTS.deliverySelector;
const address = TEXTS.address;
const toast = TEXTS.toast;

// The location store's toasts: title-only ones, and ones with a description (or a store-name
// `describe`). Their English messages are built from TEXTS.toast below (keys `toast.<key>.title`,
// `toast.<key>.description`): written out, the keys would cost the widget ~0.5 kB gzip of its budget.
const TITLE_TOASTS = ['storeSelected', 'usingCurrentLocation', 'usingApproximateLocation'] as const;
const DESCRIBED_TOASTS = [
  'deliveryAddressUpdated',
  'storeFound',
  'locationNotAvailable',
  'areaNotServiceable',
  'addressMissingCoordinates',
  'savedAddressesLoadFailed',
  'noStoresNearbyRetry',
  'noStoresNearbyCurrent',
  'locationPermissionOff',
  'locationError',
] as const satisfies readonly ToastKey[];

type ToastMessages = {
  readonly [K in (typeof TITLE_TOASTS)[number] | (typeof DESCRIBED_TOASTS)[number] as `toast.${K}.title`]: string;
} & {
  readonly [K in (typeof DESCRIBED_TOASTS)[number] as `toast.${K}.description`]: string;
};

/** The location toasts the catalogue translates. */
export const LOCATION_TOASTS: readonly ToastKey[] = [...TITLE_TOASTS, ...DESCRIBED_TOASTS];

const toastMessages = Object.fromEntries(
  LOCATION_TOASTS.flatMap((key) => {
    const entry: ToastEntry = toast[key];
    const description = entry.describe ? entry.describe('{store}') : entry.description;
    return [
      [`toast.${key}.title`, entry.title],
      ...(description === undefined ? [] : [[`toast.${key}.description`, description]]),
    ];
  }),
) as ToastMessages;

export const en = {
  'status.calculating': selector.calculating,
  'status.deliveryIn': selector.deliveryIn('{time}'),
  'status.noEstimate': selector.noEstimate,
  'status.notServiceable': selector.notServiceable,
  'selector.detecting': selector.detecting,
  'selector.title': selector.popoverTitle,
  'selector.back': selector.back,
  'selector.mode': 'Delivery mode',
  'selector.express': 'Express',
  'selector.standard': 'Standard',
  'selector.useCurrentLocation': selector.useCurrentLocation,
  'selector.searchForAddress': selector.searchForAddress,
  'selector.nearbyStores': 'Nearby stores',
  'search.placeholder': selector.addressSearchPlaceholder,
  'search.hint': selector.addressSearchHint,
  'search.mapsLoadFailed': TEXTS.errors.mapsLoadFailed,
  'search.initFailed': TEXTS.errors.addressSearchInitFailed,
  'saved.title': selector.savedAddresses,
  'saved.loading': 'Loading',
  'saved.needsLocation': selector.addressNeedsLocation,
  'saved.addNew': selector.addNewAddress,
  'saved.login': selector.loginToSaveAddresses,
  'address.detecting': address.detecting,
  'address.resolving': address.resolving,
  'address.detectedResolving': address.detectedResolving,
  'address.selectPrompt': address.selectPrompt,
  'address.unknownLocation': address.unknownLocation,
  'address.locationNotAvailable': address.locationNotAvailable,
  'distance.unknown': TEXTS.distance.unknown,
  'distance.metres': '{metres} m away',
  'distance.km': '{km} km away',
  'estimate.minutes': '{minutes} min',
  'estimate.hours': '{hours} hr',
  'estimate.hoursMinutes': '{hours} hr {minutes} min',
  'rating.new': 'New',
  // {reviews} picks the plural form; {count} prints it as the domain does (no digit grouping).
  'rating.line': '{rating} ({reviews, plural, one {{count} review} other {{count} reviews}})',
  'widget.unavailable': 'Delivery check unavailable right now',
  'widget.retry': 'Retry',
  ...toastMessages,
};

export type LocationMessageKey = keyof typeof en;

export const LOCATION_CATALOGUE = defineCatalogue('mf-location', {
  'en-IN': en,
  // Its own chunk: English pages and the English widget never download it (ADR 0012).
  'hi-IN': () => import(/* webpackChunkName: "delivery-selector-hi" */ './hi'),
});

/** English (tests compare it with the domain rules' English). */
export const LOCATION_EN = translator(LOCATION_CATALOGUE, 'en-IN');

export type LocationT = typeof LOCATION_EN;

/** mf-location's `t` in the current language. */
export function useLocationT(): LocationT {
  return useT(LOCATION_CATALOGUE);
}

/** shared/domain/delivery `formatMinutesSelection` in the current language: '24 min', '1 hr 5 min'. */
export function minutesText(t: LocationT, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('estimate.minutes', { minutes: String(minutes) });
  return rest === 0
    ? t('estimate.hours', { hours: String(hours) })
    : t('estimate.hoursMinutes', { hours: String(hours), minutes: String(rest) });
}

/** store-text `deliveryEstimate` (the SPEC §9 estimate) in the current language. */
export function estimateText(t: LocationT, distanceKm: number): string {
  return minutesText(t, deliveryMinutes(distanceKm));
}

/** shared/domain/distance `formatDistance` in the current language. */
export function distanceText(t: LocationT, distanceKm?: number | null): string {
  if (distanceKm == null || !Number.isFinite(distanceKm) || distanceKm < 0) return t('distance.unknown');
  const metres = Math.round(distanceKm * 1000);
  if (metres < 1000) return t('distance.metres', { metres: String(metres) });
  return t('distance.km', { km: distanceKm.toFixed(1) });
}

/** shared/domain/store-rating `storeRatingText` in the current language. */
export function ratingLine(t: LocationT, store: { rating?: number | null; reviews?: number | null }): string {
  if (store.rating === undefined || store.rating === null || !store.reviews) return t('rating.new');
  return t('rating.line', { rating: store.rating.toFixed(1), reviews: store.reviews, count: String(store.reviews) });
}

// The placeholders the location store writes into `address` (English in state, translated on screen).
const ADDRESS_PLACEHOLDERS: Record<string, LocationMessageKey> = {
  [address.unknownLocation]: 'address.unknownLocation',
  [address.locationNotAvailable]: 'address.locationNotAvailable',
};

/** shared/domain/location `addressDisplayText` in the current language (a real address stays as it is). */
export function addressText(
  t: LocationT,
  {
    loading,
    coordinates,
    address: text,
  }: { loading: boolean; coordinates: unknown; address: string | null | undefined },
): string {
  if (loading) return t('address.detecting');
  const trimmed = text?.trim() ?? '';
  const placeholder = ADDRESS_PLACEHOLDERS[trimmed];
  if (coordinates) {
    if (trimmed === address.locatingAddress) return t('address.resolving');
    if (trimmed === '') return t('address.detectedResolving');
  } else if (trimmed === '') return t('address.selectPrompt');
  return placeholder ? t(placeholder) : trimmed;
}

/** A location toast's SPEC entry with its texts in the current language (variant and duration kept). */
export function toastEntry(t: LocationT, key: ToastKey): ToastEntry {
  const entry: ToastEntry = TEXTS.toast[key];
  if (!LOCATION_TOASTS.includes(key)) return entry;
  const own = (part: 'title' | 'description') => `toast.${key}.${part}` as LocationMessageKey;
  const title = t(own('title'));
  if (entry.describe) return { ...entry, title, describe: (store: string) => t(own('description'), { store }) };
  if (entry.description !== undefined) return { ...entry, title, description: t(own('description')) };
  return { ...entry, title };
}

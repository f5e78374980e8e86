/**
 * Address search over the PIN dataset: PIN prefixes, locality, district (city) and state names,
 * case- and diacritic-insensitive, ranked exact PIN → prefix matches → contains.
 */
import type { PinPlace } from './pins.ts';

export const MIN_QUERY_LENGTH = 3;
export const MAX_SUGGESTIONS = 8;

/** The suggestion shape the address search box reads (Places-like: main and secondary text). */
export interface PlaceSuggestion {
  id: string;
  description: string;
  main_text: string;
  secondary_text: string;
  latitude: number;
  longitude: number;
  postal_code: string;
}

/** Lower-case, diacritics and punctuation removed, single spaces: "Dwarka Sec-6" → "dwarka sec 6". */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Current and former city names people type → the name the postal data uses. */
const CITY_ALIASES: Record<string, string> = {
  bengaluru: 'bangalore',
  gurugram: 'gurgaon',
  mysuru: 'mysore',
  prayagraj: 'allahabad',
  puducherry: 'pondicherry',
  trivandrum: 'thiruvananthapuram',
  calicut: 'kozhikode',
  vizag: 'visakhapatnam',
  baroda: 'vadodara',
  bombay: 'mumbai',
  calcutta: 'kolkata',
  madras: 'chennai',
  chhattisgarh: 'chattisgarh',
  orissa: 'odisha',
};

/** The folded query with known city aliases replaced word by word. */
export function normaliseQuery(query: string): string {
  return fold(query)
    .split(' ')
    .map((word) => CITY_ALIASES[word] ?? word)
    .join(' ');
}

/** Match quality, lower is better. */
const Tier = {
  ExactPin: 0,
  PinPrefix: 1,
  ExactName: 2,
  NamePrefix: 3,
  WordPrefix: 4,
  AllWords: 5,
  Contains: 6,
} as const;
type Tier = (typeof Tier)[keyof typeof Tier];

interface Entry {
  place: PinPlace;
  /** The locality names, then district and state, folded (parallel to `labels`). */
  folded: string[];
  labels: string[];
  /** Every name folded in one string (` a | b | c `), for a quick first test and multi-word queries. */
  all: string;
}

export interface SearchIndex {
  entries: Entry[];
}

export function buildSearchIndex(places: readonly PinPlace[]): SearchIndex {
  return {
    entries: places.map((place) => {
      const labels = [...place.localities, place.district, place.state];
      const folded = labels.map(fold);
      return { place, labels, folded, all: ` ${folded.join(' | ')} ` };
    }),
  };
}

function nameTier(name: string, q: string): Tier | null {
  if (name === q) return Tier.ExactName;
  if (name.startsWith(q)) return Tier.NamePrefix;
  if (name.includes(` ${q}`)) return Tier.WordPrefix;
  if (name.includes(q)) return Tier.Contains;
  return null;
}

function toSuggestion(place: PinPlace, mainText: string): PlaceSuggestion {
  const secondary = `${mainText === place.district ? '' : `${place.district}, `}${place.state} ${place.postalCode}`;
  return {
    id: `pin-${place.postalCode}-${fold(mainText).replace(/ /g, '-')}`,
    description: `${mainText}, ${secondary}`,
    main_text: mainText,
    secondary_text: secondary,
    latitude: place.latitude,
    longitude: place.longitude,
    postal_code: place.postalCode,
  };
}

/**
 * Up to `limit` suggestions, best first: the exact PIN, PINs starting with the digits, then
 * places whose locality/district/state name equals, starts with, has a word starting with, or
 * contains the query. One suggestion per PIN (its best-matching name). Short queries → [].
 */
/** At least MIN_QUERY_LENGTH letters or digits (punctuation and spaces do not count). */
export function isSearchable(query: string): boolean {
  return normaliseQuery(query).replace(/ /g, '').length >= MIN_QUERY_LENGTH;
}

export function searchPlaces(index: SearchIndex, query: string, limit = MAX_SUGGESTIONS): PlaceSuggestion[] {
  if (!isSearchable(query)) return [];
  const q = normaliseQuery(query);
  const hits: { tier: Tier; order: number; entry: Entry; label: string }[] = [];

  if (/^\d+$/.test(q)) {
    if (q.length > 6) return [];
    for (const entry of index.entries) {
      const pin = entry.place.postalCode;
      if (pin.startsWith(q))
        hits.push({
          tier: pin === q ? Tier.ExactPin : Tier.PinPrefix,
          order: Number(pin),
          entry,
          label: entry.labels[0]!,
        });
    }
  } else {
    const words = q.split(' ');
    for (const entry of index.entries) {
      // One substring test rejects most places before the per-name tiers are worked out.
      const whole = entry.all.includes(q);
      // "koramangala bangalore": every word starts a word somewhere in the place's names.
      const allWords = !whole && words.length > 1 && words.every((w) => entry.all.includes(` ${w}`));
      if (!whole && !allWords) continue;
      let tier: Tier = Tier.AllWords;
      let slot = Math.max(
        0,
        entry.folded.findIndex((name) => ` ${name}`.includes(` ${words[0]}`)),
      );
      if (whole) {
        tier = Tier.Contains;
        entry.folded.forEach((name, i) => {
          const t = nameTier(name, q);
          if (t !== null && t < tier) [tier, slot] = [t, i];
        });
      }
      // A district or state match is shown as the PIN's first locality in that district.
      const isLocality = slot < entry.place.localities.length;
      const label = isLocality ? entry.labels[slot]! : entry.labels[0]!;
      // Within a tier: locality matches (shorter names first) before district/state matches, then by PIN.
      hits.push({
        tier,
        order: (isLocality ? label.length * 1e6 : 1e9) + Number(entry.place.postalCode),
        entry,
        label,
      });
    }
  }
  hits.sort((a, b) => a.tier - b.tier || a.order - b.order);
  return hits.slice(0, limit).map((h) => toSuggestion(h.entry.place, h.label));
}

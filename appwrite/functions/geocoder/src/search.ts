/**
 * Address search over the PIN dataset and the locality aliases: PIN prefixes, locality, district
 * (city) and state names, case- and diacritic-insensitive, spelling variants matched by sound.
 * Ranked by how well the name matches plus how important the place is (importance.ts: a Mumbai
 * neighbourhood before a same-name village) plus, when the user's location is known, how near it is.
 */
import type { LocalityAlias } from './aliases.ts';
import { importances } from './importance.ts';
import type { PinPlace } from './pins.ts';
import { haversineKm } from './reverse.ts';
import { toLatin } from '../../lib/text/transliterate.ts';

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
  district: string;
  state: string;
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
  dilli: 'delhi',
  calcutta: 'kolkata',
  madras: 'chennai',
  chhattisgarh: 'chattisgarh',
  ahmadabad: 'ahmedabad',
  cochin: 'ernakulam',
  kochi: 'ernakulam',
  orissa: 'odisha',
};

/** The folded query (Devanagari in Latin letters: "अंधेरी" → "andheri") with known city aliases replaced word by word. */
export function normaliseQuery(query: string): string {
  return fold(toLatin(query))
    .split(' ')
    .map((word) => CITY_ALIASES[word] ?? word)
    .join(' ');
}

/**
 * A name's sound skeleton, for spelling variants: spaces, vowels after the first letter, aspirates
 * and doubled letters dropped; sh → s, w → v, z → j, y → i. "Hinjewadi" and "Hinjawadi",
 * "Malleshwaram" and "Malleswaram", "Edappally" and "Edapally", "Gomti Nagar" and "Gomtinagar" agree.
 */
export function skeleton(folded: string): string {
  const s = folded
    .replace(/ /g, '')
    .replace(/ph/g, 'f')
    .replace(/([kgcjtdpb])h/g, '$1')
    .replace(/sh/g, 's')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/y/g, 'i');
  return (s.slice(0, 1) + s.slice(1).replace(/[aeiou]/g, '')).replace(/(.)\1+/g, '$1');
}
const LOCALITY_BONUS = 1;
/** Shorter skeletons match too much by accident. */
const MIN_SKELETON = 4;

/** How well a name matches the query (added to the place's importance and nearness). */
const Match = {
  Exact: 3,
  /** The name starts with the query as whole words: "baner" → "Baner Road". */
  LeadingWords: 2.6,
  Prefix: 2.2,
  SoundsSame: 2,
  /** Whole words inside the name: "colony" → "Defence Colony". */
  InnerWords: 2,
  /** A word of the name starts with the query: "baner" → "Mahendra Banerjee Road". */
  WordPrefix: 1.8,
  AllWords: 1.6,
  SoundsLikePrefix: 1.5,
  Contains: 0.5,
} as const;

interface Name {
  label: string;
  folded: string;
  /** The name without a parenthesised qualifier: "Adyar (Chennai)" → "adyar". */
  base: string;
  sound: string;
  /** A post-office name or an alias (shown as itself), not the district or state. */
  isLocality: boolean;
}

interface Entry {
  place: PinPlace;
  names: Name[];
  /** Every name and extra word folded in one string (` a | b | c `), for a quick first test and multi-word queries. */
  all: string;
  /** Every name's sound skeleton in one string, for the quick first test of a misspelt query. */
  sounds: string;
  importance: number;
}

export interface SearchIndex {
  entries: Entry[];
}

function nameOf(label: string, isLocality: boolean): Name {
  const folded = fold(label);
  const base = label.includes('(') ? fold(label.replace(/\([^)]*\)/g, ' ')) || folded : folded;
  return { label, folded, base, sound: skeleton(folded), isLocality };
}

export function buildSearchIndex(places: readonly PinPlace[], aliases: readonly LocalityAlias[] = []): SearchIndex {
  const aliasesByPin = new Map<string, LocalityAlias[]>();
  for (const alias of aliases)
    aliasesByPin.set(alias.postalCode, [...(aliasesByPin.get(alias.postalCode) ?? []), alias]);
  const importance = importances(places);
  // Districts and states repeat on every PIN: one Name each.
  const regions = new Map<string, Name>();
  const region = (label: string) => regions.get(label) ?? regions.set(label, nameOf(label, false)).get(label)!;
  return {
    entries: places.map((place, i) => {
      const own = aliasesByPin.get(place.postalCode) ?? [];
      const names = [
        ...place.localities.map((label) => nameOf(label, true)),
        ...own.map((alias) => nameOf(alias.name, true)),
        region(place.district),
        region(place.state),
      ];
      // A qualifier is also a name ("Infotech Park (Hinjawadi)" is found as Hinjawadi) unless it
      // only names the city: "Shivaji Nagar (Bhopal)" is not the place called Bhopal.
      const regionNames = new Set([fold(place.district), fold(place.state)]);
      for (const label of place.localities)
        for (const [, inner] of label.matchAll(/\(([^)]+)\)/g))
          if (!regionNames.has(fold(inner!))) names.push({ ...nameOf(inner!, true), label });
      const extra = own.map((alias) => fold(alias.extraWords)).filter(Boolean);
      return {
        place,
        names,
        all: ` ${[...names.map((n) => n.folded), ...extra].join(' | ')} `,
        sounds: names.map((n) => n.sound).join('|'),
        importance: importance[i]!,
      };
    }),
  };
}

function matchOf(name: Name, q: string, qSound: string): number {
  if (name.folded === q || name.base === q) return Match.Exact;
  if (name.folded.startsWith(`${q} `)) return Match.LeadingWords;
  if (name.folded.startsWith(q)) return Match.Prefix;
  if (qSound.length >= MIN_SKELETON && name.sound === qSound) return Match.SoundsSame;
  if (` ${name.folded} `.includes(` ${q} `)) return Match.InnerWords;
  if (name.folded.includes(` ${q}`)) return Match.WordPrefix;
  if (qSound.length > MIN_SKELETON && name.sound.startsWith(qSound)) return Match.SoundsLikePrefix;
  if (name.folded.includes(q)) return Match.Contains;
  return 0;
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
    district: place.district,
    state: place.state,
  };
}

/** At least MIN_QUERY_LENGTH letters or digits (punctuation and spaces do not count). */
export function isSearchable(query: string): boolean {
  return normaliseQuery(query).replace(/ /g, '').length >= MIN_QUERY_LENGTH;
}

export interface SearchOptions {
  limit?: number;
  /** The user's location when known: a place within 15 km outranks a metro's same-name neighbourhood. */
  near?: { latitude: number; longitude: number };
}

/** The ranking bonus of a place `km` from the user. */
export function nearnessBonus(km: number): number {
  if (km <= 15) return 2.5;
  if (km <= 50) return 1.5;
  if (km <= 200) return 0.5;
  return 0;
}

/**
 * Up to `limit` suggestions, best first. Digits: the exact PIN, then PINs starting with them.
 * Words: each PIN's best-matching name (exact, prefix, same sound, word prefix, every word of a
 * multi-word query somewhere in its names, sound prefix, contains), scored with the place's
 * importance and nearness; ties by shorter name, then PIN. One suggestion per PIN. Short queries → [].
 */
export function searchPlaces(index: SearchIndex, query: string, options: SearchOptions = {}): PlaceSuggestion[] {
  const limit = options.limit ?? MAX_SUGGESTIONS;
  if (!isSearchable(query)) return [];
  const q = normaliseQuery(query);
  if (/^\d+$/.test(q)) {
    if (q.length > 6) return [];
    return index.entries
      .filter((e) => e.place.postalCode.startsWith(q))
      .sort(
        (a, b) =>
          Number(b.place.postalCode === q) - Number(a.place.postalCode === q) ||
          Number(a.place.postalCode) - Number(b.place.postalCode),
      )
      .slice(0, limit)
      .map((e) => toSuggestion(e.place, e.place.localities[0]!));
  }
  const words = q.split(' ');
  const qSound = skeleton(q);
  const hits: { score: number; entry: Entry; label: string; order: number }[] = [];
  const soundable = qSound.length >= MIN_SKELETON;
  for (const entry of index.entries) {
    // One substring test rejects most places before each name is scored.
    const allWords = words.length > 1 && words.every((w) => entry.all.includes(` ${w}`));
    if (!allWords && !entry.all.includes(q) && !(soundable && entry.sounds.includes(qSound))) continue;
    let best = 0;
    let bestName: Name | undefined;
    for (const name of entry.names) {
      const m = matchOf(name, q, qSound);
      // A locality beats the district or state at the same match: it is what the user typed.
      if (m > best || (m === best && m > 0 && name.isLocality && !bestName?.isLocality)) [best, bestName] = [m, name];
    }
    // "koramangala bangalore": every word starts a word somewhere in the place's names.
    if (best < Match.AllWords && allWords) {
      best = Match.AllWords;
      bestName = entry.names.find((n) => n.isLocality && ` ${n.folded}`.includes(` ${words[0]}`));
    }
    if (best === 0) continue;
    // A district or state match is shown as the PIN's first locality in that district.
    const isLocality = bestName?.isLocality ?? false;
    const label = isLocality ? bestName!.label : entry.place.localities[0]!;
    const nearness = options.near
      ? nearnessBonus(
          haversineKm(options.near.latitude, options.near.longitude, entry.place.latitude, entry.place.longitude),
        )
      : 0;
    // The name the user typed is a place's own name ("Bhopal" the post office) before a PIN
    // that is merely in the district of that name.
    const score = best + (isLocality ? LOCALITY_BONUS : 0) + entry.importance + nearness;
    hits.push({ score, entry, label, order: isLocality ? label.length : Infinity });
  }
  hits.sort(
    (a, b) =>
      b.score - a.score || a.order - b.order || Number(a.entry.place.postalCode) - Number(b.entry.place.postalCode),
  );
  return hits.slice(0, limit).map((h) => toSuggestion(h.entry.place, h.label));
}

/**
 * The fuzzy layer's index: the distinct words of the catalogue's brand names, salts and
 * manufacturers, and the query correction that maps a misspelt word to the closest of them
 * before the full-text search runs (FTS matches whole words and prefixes only).
 */
import {
  consonantSkeleton,
  editDistance,
  foldDiacritics,
  maxEditsFor,
  normalise,
  phoneticKey,
  tokenize,
} from './text.ts';

/** Where a word occurs; a word may be in several (bit flags). */
export const WordKind = { brand: 1, salt: 2, manufacturer: 4 } as const;

interface VocabularyWord {
  word: string;
  /** As first seen in the catalogue ("Paracetamol"), for suggestions. */
  display: string;
  kinds: number;
  /** How many products use it; a tie-breaker between equally close corrections. */
  count: number;
  key: string;
  /** consonantSkeleton(key), kept so a lookup does not recompute it per candidate. */
  skeleton: string;
}

/**
 * The sound-alike key's consonants only, the first letter's vowel too, and a soft g as j: how a word
 * is matched when it came from Devanagari, where Hindi writes the vowels of English drug names as
 * heard ("एज़िथ्रोमाइसिन" ezithromaisin ~ azithromycin, "डाइजीन" daijin ~ digene).
 */
export function consonantsOnly(key: string): string {
  return key
    .replace(/g(?=[ei])/g, 'j')
    .replace(/[aeiou]/g, '')
    .replace(/(.)\1+/g, '$1');
}

export interface Vocabulary {
  words: Map<string, VocabularyWord>;
  /** Words by length, so a lookup reads only lengths within the edit budget. */
  byLength: Map<number, VocabularyWord[]>;
  /** Words by consonant skeleton of their sound-alike key (vowel slips, sound-alike spellings). */
  bySkeleton: Map<string, VocabularyWord[]>;
  /** Words by consonantsOnly(key), for words transliterated from Devanagari. */
  byConsonants: Map<string, VocabularyWord[]>;
  /** Words in sorted order, for "is this a prefix of a catalogue word" checks. */
  sorted: string[];
}

/** The fields of a product row the vocabulary reads. */
export interface VocabularySource {
  name: string;
  salt_composition: string;
  manufacturer: string;
}

const isNumeric = (word: string): boolean => /^\d+$/.test(word);

export function buildVocabulary(products: Iterable<VocabularySource>): Vocabulary {
  const builder = vocabularyBuilder();
  builder.add(products);
  return builder.finish();
}

/** Builds the vocabulary a page of products at a time, so a large catalogue never blocks the process for long. */
export function vocabularyBuilder(): { add(products: Iterable<VocabularySource>): void; finish(): Vocabulary } {
  const words = new Map<string, VocabularyWord>();
  const addText = (text: string, kind: number) => {
    const displays = foldDiacritics(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    for (const display of displays) {
      const word = normalise(display);
      // Numbers (strengths, pack sizes) are matched as typed, never corrected.
      if (word.length < 2 || isNumeric(word)) continue;
      const entry = words.get(word);
      if (entry) {
        entry.kinds |= kind;
        entry.count++;
      } else {
        const key = phoneticKey(word);
        words.set(word, { word, display, kinds: kind, count: 1, key, skeleton: consonantSkeleton(key) });
      }
    }
  };
  return {
    add(products) {
      for (const p of products) {
        addText(p.name, WordKind.brand);
        addText(p.salt_composition, WordKind.salt);
        addText(p.manufacturer, WordKind.manufacturer);
      }
    },
    finish() {
      const byLength = new Map<number, VocabularyWord[]>();
      const bySkeleton = new Map<string, VocabularyWord[]>();
      const byConsonants = new Map<string, VocabularyWord[]>();
      for (const w of words.values()) {
        push(byLength, w.word.length, w);
        push(bySkeleton, w.skeleton, w);
        push(byConsonants, consonantsOnly(w.key), w);
      }
      return { words, byLength, bySkeleton, byConsonants, sorted: [...words.keys()].sort() };
    },
  };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** True when some catalogue word starts with `prefix` (binary search over the sorted words). */
export function isWordPrefix(vocabulary: Vocabulary, prefix: string): boolean {
  const { sorted } = vocabulary;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo]!.startsWith(prefix);
}

export interface Correction {
  word: string;
  display: string;
  /** Edit cost: Damerau–Levenshtein, or a little more than the sound-alike distance when that is smaller. */
  cost: number;
}

/** A sound-alike spelling costs a quarter edit more than its key distance, so true typos of equal size win ties. */
const SOUND_ALIKE_SURCHARGE = 0.25;
/** Differing only in vowels (same consonant skeleton) costs at most this. */
const VOWEL_SLIP_COST = 1.5;
/** A transliterated word with the same consonants (consonantsOnly) costs at most this: one edit. */
const TRANSLITERATED_VOWELS_COST = 1;

/** How a word is looked up: `loose` widens the budget by one ("did you mean"); `transliterated` for words from Devanagari. */
export interface LookupOptions {
  loose?: boolean;
  transliterated?: boolean;
}

function costOf(word: string, key: string, skeleton: string, candidate: VocabularyWord, max: number): number {
  const raw = editDistance(word, candidate.word, max);
  const sound = editDistance(key, candidate.key, max) + SOUND_ALIKE_SURCHARGE;
  let cost = Math.min(raw, sound);
  if (candidate.skeleton === skeleton) cost = Math.min(cost, VOWEL_SLIP_COST);
  return cost;
}

/**
 * The catalogue word closest to `word` within its edit budget (see maxEditsFor), preferring
 * lower cost, then brand words, then more common words; null when nothing is close enough.
 * `loose` widens the budget by one for "did you mean" suggestions.
 */
export function closestWords(
  vocabulary: Vocabulary,
  word: string,
  limit = 1,
  { loose = false, transliterated = false }: LookupOptions = {},
): Correction[] {
  const max = maxEditsFor(word.length) + (loose ? 1 : 0);
  if (max === 0) return [];
  const key = phoneticKey(word);
  const skeleton = consonantSkeleton(key);
  const consonants = transliterated ? consonantsOnly(key) : null;
  const seen = new Set<VocabularyWord>();
  const found: (Correction & { entry: VocabularyWord; near: number })[] = [];
  const consider = (candidate: VocabularyWord) => {
    // Two-letter words ("lc", "cv") are suffixes of brand names; nobody misspells towards them.
    if (seen.has(candidate) || candidate.word.length < 3) return;
    seen.add(candidate);
    let cost = costOf(word, key, skeleton, candidate, max);
    // Among transliterated words of equal cost, the nearer sound-alike key wins ("pantosid" → pantocid, not pantodac).
    let near = 0;
    if (consonants !== null) {
      if (consonantsOnly(candidate.key) === consonants) cost = Math.min(cost, TRANSLITERATED_VOWELS_COST);
      near = editDistance(key, candidate.key, 8);
    }
    if (cost <= max) found.push({ word: candidate.word, display: candidate.display, cost, entry: candidate, near });
  };
  if (consonants !== null) for (const candidate of vocabulary.byConsonants.get(consonants) ?? []) consider(candidate);
  for (const candidate of vocabulary.bySkeleton.get(skeleton) ?? []) consider(candidate);
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) consider(candidate);
  }
  const brandFirst = (e: VocabularyWord) => (e.kinds & WordKind.brand ? 0 : e.kinds & WordKind.salt ? 1 : 2);
  found.sort(
    (a, b) =>
      a.cost - b.cost ||
      a.near - b.near ||
      brandFirst(a.entry) - brandFirst(b.entry) ||
      b.entry.count - a.entry.count ||
      (a.word < b.word ? -1 : 1),
  );
  return found.slice(0, limit).map(({ word: w, display, cost }) => ({ word: w, display, cost }));
}

/** One word of the query as the search uses it. */
export interface QueryToken {
  /** The word searched for (the correction, if any). */
  text: string;
  /** What was typed (normalised). */
  typed: string;
  /** Correction cost; 0 when the word is used as typed. */
  cost: number;
  /** The last word may be unfinished, so it also matches as a prefix. */
  last: boolean;
}

export interface AnalysedQuery {
  tokens: QueryToken[];
  /** The normalised query as searched (corrected words in place). */
  text: string;
  /** Set when a word was corrected. */
  corrected: boolean;
}

/**
 * Splits the query into words and corrects the ones the catalogue does not know: a known word,
 * a number, a short word, or an unfinished last word (a prefix of a known word) is kept; a word
 * glued to a number ("dolo650") is split; anything else is replaced by its closest catalogue word
 * when one is within the edit budget.
 */
export function analyseQuery(vocabulary: Vocabulary, query: string, { transliterated = false } = {}): AnalysedQuery {
  // A strength typed with the letter o for zero ("dolo 65o", "5oo mg") is the number (issue 40 §10),
  // so the exact brand + strength ranks first instead of a correction landing on another strength.
  const typed = tokenize(query)
    .map((w) => (/^\d[\do]*o[\do]*$/.test(w) ? w.replace(/o/g, '0') : w))
    .flatMap((w) => {
      const glued = /^(\p{L}{3,})(\d+)$/u.exec(w);
      return glued && !vocabulary.words.has(w) && vocabulary.words.has(glued[1]!) ? [glued[1]!, glued[2]!] : [w];
    });
  const tokens = typed.map((word, i): QueryToken => {
    const last = i === typed.length - 1;
    const keep = { text: word, typed: word, cost: 0, last };
    if (isNumeric(word) || vocabulary.words.has(word) || (last && isWordPrefix(vocabulary, word))) return keep;
    const [best] = closestWords(vocabulary, word, 1, { transliterated });
    if (best) return { text: best.word, typed: word, cost: best.cost, last };
    // Unfinished and misspelt ("azithrom" is fine, "azitrom" is not): the closest word's start.
    if (last && word.length >= 4) {
      const prefixes = closestPrefix(vocabulary, word);
      if (prefixes) return { text: prefixes.word, typed: word, cost: prefixes.cost, last };
    }
    return keep;
  });
  return { tokens, text: tokens.map((t) => t.text).join(' '), corrected: tokens.some((t) => t.cost > 0) };
}

/** A catalogue word whose beginning is within one edit of `word` ("azitrom" → "azithromycin"). */
function closestPrefix(vocabulary: Vocabulary, word: string): Correction | null {
  let best: (Correction & { count: number }) | null = null;
  for (const entry of vocabulary.words.values()) {
    if (entry.word.length <= word.length) continue;
    const cost = Math.min(
      editDistance(word, entry.word.slice(0, word.length), 1),
      editDistance(word, entry.word.slice(0, word.length + 1), 1),
    );
    if (cost <= 1 && (!best || cost < best.cost || (cost === best.cost && entry.count > best.count))) {
      best = { word: entry.word, display: entry.display, cost, count: entry.count };
    }
  }
  return best && { word: best.word, display: best.display, cost: best.cost };
}

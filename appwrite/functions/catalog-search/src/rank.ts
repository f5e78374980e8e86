/**
 * Ranking one product against an analysed query (issue 6: exact brand > brand prefix > brand
 * word > salt > manufacturer; corrections cost points). Pure: the search calls it on the
 * full-text candidates and sorts by score.
 */
import { tokenize } from './text.ts';
import type { AnalysedQuery, QueryToken } from './vocabulary.ts';
import type { ProductsRow } from '@instamg/shared/appwrite/rows';

/** The product columns the search reads (appwrite.json `products`). */
export type ProductRow = Pick<
  ProductsRow,
  | '$id'
  | 'name'
  | 'salt_composition'
  | 'strength'
  | 'dosage_form'
  | 'pack_size'
  | 'manufacturer'
  | 'mrp'
  | 'price'
  | 'schedule'
  | 'rx_required'
  | 'image_url'
  | 'category_id'
> &
  Partial<Pick<ProductsRow, 'is_active'>>;

/** What ranking reads of a product: the columns full-text candidates are fetched with. */
export const RANK_COLUMNS = [
  '$id',
  'name',
  'salt_composition',
  'strength',
  'dosage_form',
  'pack_size',
  'manufacturer',
] as const;

export type RankRow = Pick<ProductRow, (typeof RANK_COLUMNS)[number]> & {
  is_active?: boolean | null;
  /** The row's words, when already split (the warm index keeps them so a search does not re-split every candidate). */
  words?: ProductWords;
};

/** A product's text split the way ranking compares it. */
export interface ProductWords {
  name: string[];
  /** The name without form words ("Volini Gel" → volini). */
  brand: string[];
  salt: string[];
  maker: string[];
  /** Strength, form and pack words ("650", "mg", "tablet"): they qualify a match but never make one. */
  details: string[];
}

export type MatchKind = 'brand' | 'salt' | 'manufacturer' | 'fuzzy';

export interface Ranked {
  score: number;
  /** What the query matched; 'fuzzy' when it needed a corrected word. */
  match: MatchKind;
  /** The field that made the match, corrected or not. */
  field: Exclude<MatchKind, 'fuzzy'>;
}

/** Score bands: any product in a band outranks every product in the bands below. */
export const SCORE = {
  exactBrand: 1000,
  brandPrefix: 800,
  brandWord: 600,
  salt: 400,
  manufacturer: 200,
  partial: 0,
} as const;
/** Points lost per edit of a corrected word; two edits still keep a product in its band. */
export const CORRECTION_PENALTY = 40;

/** Words in product names that say the form, not the brand ("Volini Gel" is the brand Volini). */
const FORM_WORDS = new Set([
  'tablet',
  'tablets',
  'capsule',
  'capsules',
  'syrup',
  'gel',
  'cream',
  'ointment',
  'lotion',
  'shampoo',
  'injection',
  'inhaler',
  'rotacap',
  'drops',
  'drop',
  'eye',
  'ear',
  'spray',
  'nasal',
  'powder',
  'solution',
  'oral',
  'liquid',
  'suspension',
  'pearls',
  'sachet',
  'strips',
  'balm',
]);

type Hit = 'exact' | 'prefix' | null;

function hit(token: QueryToken, word: string): Hit {
  if (word === token.text) return 'exact';
  if (token.last && word.startsWith(token.text)) return 'prefix';
  return null;
}

const anyHit = (token: QueryToken, words: readonly string[]): boolean => words.some((w) => hit(token, w) !== null);

/**
 * Splits a product's text into words. `splitShared` splits the texts many products share (salt,
 * manufacturer, strength/form/pack): the index passes a memoised split so they share one array.
 */
export function productWords(product: RankRow, splitShared: (text: string) => string[] = tokenize): ProductWords {
  const name = tokenize(product.name);
  return {
    name,
    brand: name.filter((w) => !FORM_WORDS.has(w)),
    salt: splitShared(product.salt_composition),
    maker: splitShared(product.manufacturer),
    details: splitShared(`${product.strength ?? ''} ${product.dosage_form} ${product.pack_size}`),
  };
}

/** Null when no query word matches the product; inactive products never match. */
export function rank(query: AnalysedQuery, product: RankRow): Ranked | null {
  const tokens = query.tokens;
  if (tokens.length === 0 || product.is_active === false) return null;
  const { name, brand, salt, maker, details } = product.words ?? productWords(product);

  const inName = tokens.map((t) => anyHit(t, name));
  const inSalt = tokens.map((t) => anyHit(t, salt));
  const inMaker = tokens.map((t) => anyHit(t, maker));
  const inDetails = tokens.map((t) => anyHit(t, details));
  const matched = tokens.map((_, i) => inName[i]! || inSalt[i]! || inMaker[i]! || inDetails[i]!);
  const matchedCount = matched.filter(Boolean).length;
  // A match needs a brand, salt or manufacturer word; form words alone ("gel") only when that is all the query is.
  const core = tokens.some((t, i) => anyHit(t, brand) || inSalt[i] || inMaker[i]);
  if (!core && !(tokens.every((t) => FORM_WORDS.has(t.text)) && inName.some(Boolean))) return null;

  const edits = tokens.reduce((sum, t, i) => sum + (matched[i] ? t.cost : 0), 0);
  const all = matchedCount === tokens.length;
  let score: number;
  let kind: Exclude<MatchKind, 'fuzzy'>;

  if (all && inName[0] && tokens.every((_, i) => inName[i] || inDetails[i])) {
    kind = 'brand';
    const nameOnly = tokens.every((_, i) => inName[i]);
    const exact = nameOnly && tokens.length === brand.length && tokens.every((t, i) => hit(t, brand[i]!) === 'exact');
    // Query words line up with the start of the name: "crocin adv" → "Crocin Advance Tablet".
    const leading = nameOnly && tokens.every((t, i) => i < name.length && hit(t, name[i]!) !== null);
    const brandCovered = brand.filter((w) => tokens.some((t) => hit(t, w) !== null)).length / Math.max(brand.length, 1);
    if (exact) score = SCORE.exactBrand;
    else if (leading) score = SCORE.brandPrefix + 100 * brandCovered;
    else score = SCORE.brandWord + 100 * brandCovered;
  } else if (all && inSalt.some(Boolean) && tokens.every((_, i) => inSalt[i] || inDetails[i] || inName[i])) {
    kind = 'salt';
    // "paracetamol": plain Paracetamol before combinations that contain it.
    const saltCovered = salt.filter((w) => tokens.some((t) => hit(t, w) !== null)).length / Math.max(salt.length, 1);
    score = SCORE.salt + 100 * saltCovered;
  } else if (all && inMaker.some(Boolean)) {
    kind = 'manufacturer';
    score = SCORE.manufacturer + 100 * (tokens.filter((_, i) => inMaker[i]).length / tokens.length);
  } else {
    // Some words matched: shown last, more matched words first.
    const counts = {
      brand: inName.filter(Boolean).length,
      salt: inSalt.filter(Boolean).length,
      manufacturer: inMaker.filter(Boolean).length,
    };
    kind =
      counts.brand >= counts.salt && counts.brand >= counts.manufacturer
        ? 'brand'
        : counts.salt >= counts.manufacturer
          ? 'salt'
          : 'manufacturer';
    score = SCORE.partial + 150 * (matchedCount / tokens.length);
  }
  score -= CORRECTION_PENALTY * edits;
  return { score: Math.round(score * 100) / 100, match: edits > 0 ? 'fuzzy' : kind, field: kind };
}

export interface RankedProduct<T extends RankRow = RankRow> {
  product: T;
  ranked: Ranked;
}

/** Ranks and sorts: score, then shorter names (closer to the query), then name, then id. */
export function rankProducts<T extends RankRow>(query: AnalysedQuery, products: Iterable<T>): RankedProduct<T>[] {
  const out: RankedProduct<T>[] = [];
  const seen = new Set<string>();
  for (const product of products) {
    if (seen.has(product.$id)) continue;
    seen.add(product.$id);
    const ranked = rank(query, product);
    if (ranked) out.push({ product, ranked });
  }
  return out.sort(
    (a, b) =>
      b.ranked.score - a.ranked.score ||
      a.product.name.length - b.product.name.length ||
      a.product.name.localeCompare(b.product.name) ||
      (a.product.$id < b.product.$id ? -1 : 1),
  );
}

// How a catalog-search reply is presented: the server ranks (exact and prefix brand matches
// first, then salt, manufacturer, fuzzy); the page keeps that order and only groups and labels.
import { isFiniteNumber, isRecord } from '@instamg/shared/domain/guards';
import { toProduct, type Product } from './product';

export const MATCH_KINDS = ['brand', 'salt', 'manufacturer', 'fuzzy'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export interface SearchHit {
  product: Product;
  match: MatchKind;
  score: number;
  /** False for Schedule X / NDPS. */
  sellable: boolean;
}

export interface SearchReply {
  query: string;
  correctedQuery: string | null;
  total: number;
  hits: SearchHit[];
  suggestions: string[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];

/** Validates the function's JSON reply; a reply of another shape is an error with its message. */
export function parseSearchReply(raw: unknown): SearchReply {
  if (!isRecord(raw)) throw new TypeError('Search reply is not an object');
  if (!Array.isArray(raw.products)) {
    throw new Error(typeof raw.message === 'string' ? raw.message : 'Search reply has no products list');
  }
  const hits = raw.products.map((item): SearchHit => {
    const product = toProduct(item);
    const record = item as Record<string, unknown>;
    const match = (MATCH_KINDS as readonly unknown[]).includes(record.match) ? (record.match as MatchKind) : 'fuzzy';
    return {
      product,
      match,
      score: isFiniteNumber(record.score) ? record.score : 0,
      sellable: record.sellable !== false,
    };
  });
  const corrected =
    typeof raw.corrected_query === 'string' && raw.corrected_query.trim() !== '' ? raw.corrected_query : null;
  return {
    query: typeof raw.query === 'string' ? raw.query : '',
    correctedQuery: corrected,
    total: isFiniteNumber(raw.total) ? raw.total : hits.length,
    hits,
    suggestions: strings(raw.suggestions),
  };
}

export function parseSuggestions(raw: unknown): string[] {
  if (!isRecord(raw)) throw new TypeError('Suggestion reply is not an object');
  if (!Array.isArray(raw.suggestions))
    throw new Error(typeof raw.message === 'string' ? raw.message : 'Suggestion reply has no suggestions');
  return strings(raw.suggestions);
}

export interface ResultSection {
  key: 'top' | 'salt' | 'manufacturer';
  title: string;
  hits: SearchHit[];
}

/**
 * Groups ranked hits for display, keeping the server's order inside each group:
 * brand and fuzzy hits first ('Best matches'), then every brand of the matched salt (so a salt
 * search lists all brands together, cheapest first within the same strength is the product
 * page's job), then manufacturer matches. Empty groups are left out.
 */
export function groupResults(hits: readonly SearchHit[], query: string): ResultSection[] {
  const top = hits.filter((hit) => hit.match === 'brand' || hit.match === 'fuzzy');
  const salt = hits.filter((hit) => hit.match === 'salt');
  const maker = hits.filter((hit) => hit.match === 'manufacturer');
  const saltName = salt[0]?.product.salt_composition;
  const sections: ResultSection[] = [
    { key: 'top', title: 'Best matches', hits: top },
    { key: 'salt', title: saltName ? `All brands of ${saltName}` : `Medicines containing ${query}`, hits: salt },
    { key: 'manufacturer', title: 'From this manufacturer', hits: maker },
  ];
  return sections.filter((section) => section.hits.length > 0);
}

/** Ideas for an empty search box and for a search that found nothing. */
export const POPULAR_SEARCHES = [
  'Paracetamol',
  'Dolo 650',
  'Azithromycin',
  'Cetirizine',
  'Pantoprazole',
  'Vitamin D3',
  'Metformin',
  'ORS',
] as const;

/** The suggestions worth offering after a search: the server's, else popular ones, never the query itself. */
export function helpfulSuggestions(reply: Pick<SearchReply, 'suggestions' | 'query'>, max = 8): string[] {
  const query = reply.query.trim().toLowerCase();
  const source = reply.suggestions.length > 0 ? reply.suggestions : [...POPULAR_SEARCHES];
  const seen = new Set<string>();
  return source
    .filter((s) => {
      const key = s.trim().toLowerCase();
      if (key === query || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, max);
}

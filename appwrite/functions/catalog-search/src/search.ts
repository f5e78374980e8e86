/**
 * The search itself, independent of where products come from: correct the query against the
 * vocabulary, take full-text candidates for the corrected words (from the warm index, or from the
 * table's fulltext indexes until the index is built), rank, then read the full rows of the page
 * only. `CatalogSource` is node-appwrite in production (appwrite-source.ts) and an in-memory
 * catalogue in unit tests.
 */
import type { SearchRequest } from './input.ts';
import type { CatalogueRow, ProductIndex } from './product-index.ts';
import { rankProducts, type MatchKind, type ProductRow, type RankedProduct, type RankRow } from './rank.ts';
import { normalise } from './text.ts';
import { hasDevanagari, toLatin } from '../../lib/text/transliterate.ts';
import { analyseQuery, closestWords, type Vocabulary } from './vocabulary.ts';

/** Columns with a fulltext index in appwrite.json (`name_search`, `salt_search`, `manufacturer_search`). */
export const SEARCH_COLUMNS = ['name', 'salt_composition', 'manufacturer'] as const;
export type SearchColumn = (typeof SEARCH_COLUMNS)[number];
/** Full-text candidates read per column; ranking and paging happen within them. */
export const CANDIDATES_PER_COLUMN = 200;
export const MIN_QUERY_LENGTH = 2;
export const MAX_SUGGESTIONS = 8;
/** A page's rows are read again when some were retired since the index was built; this many reads at most. */
const MAX_PAGE_READS = 3;

export interface CatalogSource {
  /** Active products whose column matches `text` the Appwrite way (any word; the last as a prefix), ranking columns only. */
  fullText(
    column: SearchColumn,
    text: string,
    filter: { categoryId: string | null },
    limit: number,
  ): Promise<RankRow[]>;
  /** Every active product's ranking columns and category, page by page in catalogue order: the vocabulary and the index are built from them. */
  catalogueRows(): AsyncIterable<CatalogueRow[]>;
  /** The full rows of those of these products that are active (any number of ids; any order). */
  activeProducts(ids: string[]): Promise<ProductRow[]>;
  /** Selling price by product id, for the ids a store has in stock. */
  storeStock(storeId: string, productIds: string[]): Promise<Map<string, number>>;
  /** What changes whenever a product is added or edited (the newest `$updatedAt`); optional. */
  catalogueVersion?(): Promise<string | null>;
}

/** What a warm process knows of the catalogue: the words for corrections and, once built, the product index. */
export interface Catalogue {
  vocabulary: Vocabulary;
  /** Null until the first read lands: candidates then come from the table's fulltext indexes. */
  index: ProductIndex | null;
}

/** A product as the search returns it. */
export interface SearchProduct {
  id: string;
  name: string;
  salt_composition: string;
  strength: string | null;
  dosage_form: string;
  pack_size: string;
  manufacturer: string;
  mrp: number;
  /** The store's selling price when `store_id` was given, else the catalogue price. */
  price: number;
  schedule: ProductRow['schedule'];
  rx_required: boolean;
  image_url: string | null;
  category_id: string;
  /** Schedule X and NDPS medicines are listed for information but never sold online (SPEC §5). */
  sellable: boolean;
  score: number;
  match: MatchKind;
}

export interface SearchReply {
  query: string;
  corrected_query?: string;
  total: number;
  products: SearchProduct[];
  suggestions?: string[];
  message?: string;
}

export interface SuggestReply {
  query: string;
  corrected_query?: string;
  suggestions: string[];
}

const NOT_SOLD_ONLINE = new Set<ProductRow['schedule']>(['X', 'NDPS']);

function toSearchProduct(product: ProductRow, score: number, match: MatchKind, price = product.price): SearchProduct {
  return {
    id: product.$id,
    name: product.name,
    salt_composition: product.salt_composition,
    strength: product.strength ?? null,
    dosage_form: product.dosage_form,
    pack_size: product.pack_size,
    manufacturer: product.manufacturer,
    mrp: product.mrp,
    price,
    schedule: product.schedule,
    rx_required: product.rx_required,
    image_url: product.image_url ?? null,
    category_id: product.category_id,
    sellable: !NOT_SOLD_ONLINE.has(product.schedule),
    score,
    match,
  };
}

/** "Did you mean" words for a query that found nothing: the closest catalogue words, loosely. */
function didYouMean(vocabulary: Vocabulary, query: string): string[] {
  const transliterated = hasDevanagari(query);
  const words = normalise(toLatin(query))
    .split(' ')
    .filter((w) => w.length >= 3);
  const out: string[] = [];
  for (const word of words) {
    for (const c of closestWords(vocabulary, word, 3, { loose: true, transliterated }))
      if (!out.includes(c.display)) out.push(c.display);
  }
  return out.slice(0, MAX_SUGGESTIONS);
}

async function rankedCandidates(source: CatalogSource, { vocabulary, index }: Catalogue, request: SearchRequest) {
  // A Devanagari query is searched in Latin letters (issue 37 §4), its words matched by their consonants.
  const transliterated = hasDevanagari(request.query);
  const analysed = analyseQuery(vocabulary, toLatin(request.query), { transliterated });
  const filter = { categoryId: request.categoryId };
  const batches = await Promise.all(
    SEARCH_COLUMNS.map((column) =>
      index
        ? index.fullText(column, analysed.text, filter, CANDIDATES_PER_COLUMN)
        : source.fullText(column, analysed.text, filter, CANDIDATES_PER_COLUMN),
    ),
  );
  let ranked: RankedProduct[] = rankProducts(analysed, batches.flat());
  let prices: Map<string, number> | null = null;
  if (request.storeId) {
    prices = await source.storeStock(
      request.storeId,
      ranked.map((r) => r.product.$id),
    );
    ranked = ranked.filter((r) => prices!.has(r.product.$id));
  }
  return { analysed: { ...analysed, corrected: analysed.corrected || transliterated }, ranked, prices };
}

/** Long enough to search: at least MIN_QUERY_LENGTH letters or digits, in Latin letters. */
const tooShort = (query: string): boolean => normalise(toLatin(query)).replace(/ /g, '').length < MIN_QUERY_LENGTH;

/**
 * The full rows of `ranked[offset, offset + limit)`, in rank order. A product retired or deleted
 * since the index was built is not returned; the next ranked ones take its place.
 */
async function pageRows(
  source: CatalogSource,
  ranked: readonly RankedProduct[],
  offset: number,
  limit: number,
): Promise<{ rows: { row: ProductRow; ranked: RankedProduct }[]; gone: number }> {
  const rows: { row: ProductRow; ranked: RankedProduct }[] = [];
  let gone = 0;
  let next = offset;
  for (let read = 0; read < MAX_PAGE_READS && rows.length < limit && next < ranked.length; read++) {
    const wanted = ranked.slice(next, next + limit - rows.length);
    next += wanted.length;
    const found = new Map((await source.activeProducts(wanted.map((r) => r.product.$id))).map((row) => [row.$id, row]));
    for (const r of wanted) {
      const row = found.get(r.product.$id);
      if (row) rows.push({ row, ranked: r });
      else gone++;
    }
  }
  return { rows, gone };
}

export async function search(
  source: CatalogSource,
  catalogue: Catalogue,
  request: SearchRequest,
): Promise<SearchReply> {
  const query = request.query.trim();
  if (tooShort(query)) {
    return { query, total: 0, products: [], message: `Type at least ${MIN_QUERY_LENGTH} characters to search.` };
  }
  const { analysed, ranked, prices } = await rankedCandidates(source, catalogue, request);
  const page = await pageRows(source, ranked, request.offset, request.limit);
  const reply: SearchReply = {
    query,
    ...(analysed.corrected ? { corrected_query: analysed.text } : {}),
    total: ranked.length - page.gone,
    products: page.rows.map(({ row, ranked: { ranked: r } }) =>
      toSearchProduct(row, r.score, r.match, prices?.get(row.$id) ?? row.price),
    ),
  };
  if (ranked.length === 0) reply.suggestions = didYouMean(catalogue.vocabulary, query);
  return reply;
}

/**
 * Quick suggestions for the top-bar box: the best products' names, led by the salt when the query
 * is a salt. Names come from the candidates (no page read: these are words to search for, not offers).
 */
export async function suggest(
  source: CatalogSource,
  catalogue: Catalogue,
  request: SearchRequest,
): Promise<SuggestReply> {
  const query = request.query.trim();
  if (tooShort(query)) return { query, suggestions: [] };
  const { analysed, ranked } = await rankedCandidates(source, catalogue, request);
  const suggestions: string[] = [];
  const top = ranked[0];
  if (top?.ranked.field === 'salt') suggestions.push(top.product.salt_composition);
  for (const { product } of ranked) {
    if (suggestions.length >= MAX_SUGGESTIONS) break;
    if (!suggestions.includes(product.name)) suggestions.push(product.name);
  }
  return { query, ...(analysed.corrected ? { corrected_query: analysed.text } : {}), suggestions };
}

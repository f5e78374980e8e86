/**
 * The warm function's in-memory copy of what the search reads from the products table: every
 * active product's ranking columns, its words, and per-column word → products postings. Built
 * from the same read as the vocabulary, it answers a full-text lookup exactly as the table's
 * fulltext indexes do (same matches, same catalogue order, same cap), so a search costs no
 * round trips for candidates: only the page it returns is read from the table (fresh prices,
 * and products retired since the build drop out there).
 */
import { productWords, type ProductWords, type RankRow } from './rank.ts';
import type { SearchColumn } from './search.ts';
import { tokenize } from './text.ts';
import { INNODB_STOPWORDS, MIN_WORD_LENGTH } from '@instamg/shared/appwrite/fulltext-rules';

/** What the index keeps of a product: the ranking columns and the category (for the category filter). */
export type CatalogueRow = Omit<RankRow, 'words' | 'is_active'> & { category_id: string };

export type IndexedProduct = CatalogueRow & { readonly words: ProductWords };

/**
 * MariaDB's full-text rules as Appwrite's `Query.search` meets them (MATCH … AGAINST in BOOLEAN
 * MODE, the last word with a trailing `*`): any word may match, the last one also as a prefix;
 * other words shorter than 3 characters (innodb_ft_min_token_size) or in InnoDB's default
 * stopword list are ignored. The dev server implements the same rules (dev-server/src/db/sql.ts).
 */

export interface FullTextTerms {
  /** Words that must equal a word of the column. */
  whole: string[];
  /** The last word, which may also start one. */
  prefix: string;
}

/** The terms a full-text search for `text` looks for; null when `text` has no words (it then matches nothing). */
export function fullTextTerms(text: string): FullTextTerms | null {
  const words = tokenize(text);
  const prefix = words.pop();
  if (prefix === undefined) return null;
  return { whole: words.filter((w) => [...w].length >= MIN_WORD_LENGTH && !INNODB_STOPWORDS.has(w)), prefix };
}

export interface ProductIndex {
  readonly size: number;
  /**
   * The first `limit` active products, in catalogue order, whose `column` matches `text` the way
   * `Query.search(column, text)` does, optionally in one category.
   */
  fullText(column: SearchColumn, text: string, filter: { categoryId: string | null }, limit: number): IndexedProduct[];
}

interface Postings {
  /** Word → positions of the products using it in this column, ascending. */
  byWord: Map<string, number[]>;
  /** The column's distinct words in sorted order, for prefix ranges. */
  sorted: string[];
  /** byWord's lists in `sorted` order. */
  sortedLists: number[][];
}

const COLUMN_WORDS: Record<SearchColumn, (words: ProductWords) => readonly string[]> = {
  name: (w) => w.name,
  salt_composition: (w) => w.salt,
  manufacturer: (w) => w.maker,
};

/** Builds the index from active products in catalogue order (the order `listRows` pages them). */
export function buildProductIndex(rows: Iterable<CatalogueRow>): ProductIndex {
  const builder = productIndexBuilder();
  builder.add(rows);
  return builder.finish();
}

/** Builds the index a page of rows at a time (pages in catalogue order), so a large catalogue never blocks the process for long. */
export function productIndexBuilder(): { add(rows: Iterable<CatalogueRow>): void; finish(): ProductIndex } {
  const products: IndexedProduct[] = [];
  // One string per distinct word, one array per distinct salt, maker or pack text: 100k products
  // repeat a few thousand words and texts; sharing them keeps the index small and the build short.
  const pool = new Map<string, string>();
  const intern = (list: string[]): string[] =>
    list.map((w) => {
      const known = pool.get(w);
      if (known !== undefined) return known;
      pool.set(w, w);
      return w;
    });
  const sharedTexts = new Map<string, string[]>();
  const splitShared = (text: string): string[] => {
    let words = sharedTexts.get(text);
    if (!words) sharedTexts.set(text, (words = intern(tokenize(text))));
    return words;
  };
  // Each row arrives with its own copies of texts most products share ("Tablet", "Paracetamol").
  const texts = new Map<string, string>();
  const share = <T extends string | null>(text: T): T => {
    if (text === null) return text;
    const known = texts.get(text);
    if (known !== undefined) return known as T;
    texts.set(text, text);
    return text;
  };
  const postings = Object.fromEntries(
    Object.keys(COLUMN_WORDS).map((c) => [c, { byWord: new Map(), sorted: [], sortedLists: [] }]),
  ) as unknown as Record<SearchColumn, Postings>;
  let finished = false;
  const add = (rows: Iterable<CatalogueRow>): void => {
    // The built index shares these arrays: rows added later would be half-indexed.
    if (finished) throw new Error('productIndexBuilder: add() after finish()');
    for (const row of rows) {
      const split = productWords(row, splitShared);
      const name = intern(split.name);
      const words: ProductWords = {
        ...split,
        name,
        brand: split.brand.length === name.length ? name : intern(split.brand),
      };
      const position = products.length;
      products.push({
        $id: row.$id,
        name: row.name,
        salt_composition: share(row.salt_composition),
        strength: share(row.strength),
        dosage_form: share(row.dosage_form),
        pack_size: share(row.pack_size),
        manufacturer: share(row.manufacturer),
        category_id: share(row.category_id),
        words,
      });
      for (const column of Object.keys(COLUMN_WORDS) as SearchColumn[]) {
        const { byWord } = postings[column];
        for (const word of COLUMN_WORDS[column](words)) {
          const list = byWord.get(word);
          if (!list) byWord.set(word, [position]);
          // A word twice in one column ("Vitamin B12 + Vitamin D3") lists the product once.
          else if (list.at(-1) !== position) list.push(position);
        }
      }
    }
  };
  const finish = (): ProductIndex => {
    finished = true;
    for (const p of Object.values(postings)) {
      p.sorted = [...p.byWord.keys()].sort();
      p.sortedLists = p.sorted.map((word) => p.byWord.get(word)!);
    }

    return {
      size: products.length,
      fullText(column, text, { categoryId }, limit) {
        const terms = fullTextTerms(text);
        if (!terms || limit <= 0) return [];
        const { byWord, sorted, sortedLists } = postings[column];
        const lists: number[][] = [];
        for (const word of terms.whole) {
          const list = byWord.get(word);
          if (list) lists.push(list);
        }
        for (let i = lowerBound(sorted, terms.prefix); i < sorted.length && sorted[i]!.startsWith(terms.prefix); i++)
          lists.push(sortedLists[i]!);
        // The union's first `limit` positions come from the first `limit` (in-category) positions of each list.
        const taken: number[] = [];
        for (const list of lists) {
          let fromList = 0;
          for (let i = 0; i < list.length && fromList < limit; i++) {
            const position = list[i]!;
            if (categoryId !== null && products[position]!.category_id !== categoryId) continue;
            taken.push(position);
            fromList++;
          }
        }
        // A short prefix ("5") can match thousands of words: a native numeric sort keeps that cheap.
        const picked = lists.length > 1 ? Int32Array.from(taken).sort() : taken;
        const out: IndexedProduct[] = [];
        for (let i = 0; i < picked.length && out.length < limit; i++) {
          if (i > 0 && picked[i] === picked[i - 1]) continue;
          out.push(products[picked[i]!]!);
        }
        return out;
      },
    };
  };
  return { add, finish };
}

/** The first index in `sorted` whose word is not less than `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * An in-memory CatalogSource over product rows, with Appwrite's full-text semantics as the dev
 * server implements them (appwrite/dev-server/src/db/sql.ts toFtsQuery): words OR'ed, the last
 * word also as a prefix, tokens split on anything but letters and digits. For unit tests only.
 */
import type { ProductRow } from '../src/rank.ts';
import type { CatalogSource } from '../src/search.ts';
import { tokenize } from '../src/text.ts';

export function memorySource(products: readonly ProductRow[], stock: Record<string, Record<string, number>> = {}): CatalogSource & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async fullText(column, text, { categoryId }, limit) {
      calls.push(`${column}:${text}`);
      const words = tokenize(text);
      if (words.length === 0) return [];
      return products
        .filter((p) => p.is_active !== false && (!categoryId || p.category_id === categoryId))
        .filter((p) => {
          const tokens = tokenize(String(p[column]));
          return words.some((w, i) => tokens.some((t) => t === w || (i === words.length - 1 && t.startsWith(w))));
        })
        .slice(0, limit);
    },
    async vocabularyRows() {
      calls.push('vocabulary');
      return products.filter((p) => p.is_active !== false);
    },
    async storeStock(storeId, productIds) {
      const prices = new Map<string, number>();
      for (const id of productIds) {
        const price = stock[storeId]?.[id];
        if (price !== undefined) prices.set(id, price);
      }
      return prices;
    },
  };
}

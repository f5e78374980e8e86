/**
 * An in-memory CatalogSource over product rows, with Appwrite's full-text semantics as the dev
 * server implements them (appwrite/dev-server/src/db/sql.ts toFtsQuery): words OR'ed, the last
 * word also as a prefix, other words under 3 characters or InnoDB stopwords ignored, tokens split
 * on anything but letters and digits; matches in catalogue order. For unit tests only.
 */
import { fullTextTerms, type CatalogueRow } from '../src/product-index.ts';
import type { ProductRow } from '../src/rank.ts';
import type { CatalogSource } from '../src/search.ts';
import { tokenize } from '../src/text.ts';

const CATALOGUE_PAGE = 100;

export function memorySource(
  products: readonly ProductRow[],
  stock: Record<string, Record<string, number>> = {},
): CatalogSource & { calls: string[] } {
  const calls: string[] = [];
  const active = () => products.filter((p) => p.is_active !== false);
  return {
    calls,
    async fullText(column, text, { categoryId }, limit) {
      calls.push(`${column}:${text}`);
      const terms = fullTextTerms(text);
      if (!terms) return [];
      return active()
        .filter((p) => !categoryId || p.category_id === categoryId)
        .filter((p) => tokenize(String(p[column])).some((t) => terms.whole.includes(t) || t.startsWith(terms.prefix)))
        .slice(0, limit);
    },
    async *catalogueRows() {
      calls.push('catalogue');
      const rows = active().map((p): CatalogueRow => ({
        $id: p.$id,
        name: p.name,
        salt_composition: p.salt_composition,
        strength: p.strength,
        dosage_form: p.dosage_form,
        pack_size: p.pack_size,
        manufacturer: p.manufacturer,
        category_id: p.category_id,
      }));
      // Small pages, so builds are exercised across page boundaries.
      for (let i = 0; i < rows.length; i += CATALOGUE_PAGE) yield rows.slice(i, i + CATALOGUE_PAGE);
    },
    async activeProducts(ids) {
      calls.push(`rows:${ids.length}`);
      return active().filter((p) => ids.includes(p.$id));
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

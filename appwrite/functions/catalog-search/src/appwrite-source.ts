/** The CatalogSource over TablesDB with node-appwrite (the execution's dynamic key, scope rows.read). */
import { Query, type Models, type TablesDB } from 'node-appwrite';
import type { ProductRow } from './rank.ts';
import type { CatalogSource } from './search.ts';
import type { VocabularySource } from './vocabulary.ts';

const DATABASE_ID = 'instamg';
/** Vocabulary pages: four short columns per row, so large pages (fewer round trips: 100k products ≈ 20 requests). */
const PAGE_SIZE = 5000;
/** Appwrite accepts at most 100 values in one equal query. */
const MAX_EQUAL_VALUES = 100;

const PRODUCT_COLUMNS = [
  '$id', 'name', 'salt_composition', 'strength', 'dosage_form', 'pack_size', 'manufacturer', 'mrp', 'price', 'schedule', 'rx_required', 'image_url', 'category_id', 'is_active',
];

export function appwriteCatalogSource(tablesDB: TablesDB): CatalogSource {
  return {
    async fullText(column, text, { categoryId }, limit) {
      const queries = [Query.search(column, text), Query.equal('is_active', true), Query.select(PRODUCT_COLUMNS), Query.limit(limit)];
      if (categoryId) queries.push(Query.equal('category_id', categoryId));
      const page = await tablesDB.listRows<ProductRow & Models.Row>({ databaseId: DATABASE_ID, tableId: 'products', queries, total: false });
      return page.rows;
    },

    async vocabularyRows() {
      const rows: VocabularySource[] = [];
      let cursor: string | null = null;
      for (;;) {
        const queries = [Query.equal('is_active', true), Query.select(['$id', 'name', 'salt_composition', 'manufacturer']), Query.limit(PAGE_SIZE)];
        if (cursor) queries.push(Query.cursorAfter(cursor));
        const page = await tablesDB.listRows<VocabularySource & Models.Row>({ databaseId: DATABASE_ID, tableId: 'products', queries, total: false });
        rows.push(...page.rows);
        if (page.rows.length < PAGE_SIZE) return rows;
        cursor = page.rows.at(-1)!.$id;
      }
    },

    async storeStock(storeId, productIds) {
      const prices = new Map<string, number>();
      for (let i = 0; i < productIds.length; i += MAX_EQUAL_VALUES) {
        const ids = productIds.slice(i, i + MAX_EQUAL_VALUES);
        const page = await tablesDB.listRows<{ product_id: string; selling_price: number } & Models.Row>({
          databaseId: DATABASE_ID,
          tableId: 'store_inventory',
          queries: [
            Query.equal('store_id', storeId),
            Query.equal('product_id', ids),
            Query.greaterThan('stock', 0),
            Query.select(['product_id', 'selling_price']),
            Query.limit(ids.length),
          ],
          total: false,
        });
        for (const row of page.rows) prices.set(row.product_id, row.selling_price);
      }
      return prices;
    },
  };
}

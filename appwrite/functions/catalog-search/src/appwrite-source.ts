/** The CatalogSource over TablesDB with node-appwrite (the execution's dynamic key, scope rows.read). */
import { Query, type Models, type TablesDB } from 'node-appwrite';
import type { CatalogueRow } from './product-index.ts';
import { RANK_COLUMNS, type ProductRow, type RankRow } from './rank.ts';
import type { CatalogSource } from './search.ts';
import type { StoreInventoryRow } from '@instamg/shared/appwrite/rows';

const DATABASE_ID = 'instamg';
/** Catalogue pages: eight short columns per row, so large pages (fewer round trips: 100k products ≈ 20 requests). */
const PAGE_SIZE = 5000;
/** Appwrite accepts at most 100 values in one equal query. */
const MAX_EQUAL_VALUES = 100;
/** In-stock inventory rows per request: a product can have several batches at one store. */
const STOCK_PAGE_SIZE = 1000;

type StockRow = Pick<StoreInventoryRow, 'product_id' | 'selling_price'>;

/** A store's price for each product: its lowest selling price across in-stock batches (as the product pages show it). */
export function lowestPrices(rows: Iterable<StockRow>): Map<string, number> {
  const prices = new Map<string, number>();
  for (const { product_id: id, selling_price: price } of rows) {
    const known = prices.get(id);
    if (known === undefined || price < known) prices.set(id, price);
  }
  return prices;
}

/** The columns a search result shows (SearchProduct). */
const PRODUCT_COLUMNS = [
  ...RANK_COLUMNS,
  'mrp',
  'price',
  'schedule',
  'rx_required',
  'image_url',
  'category_id',
  'is_active',
];
const CATALOGUE_COLUMNS = [...RANK_COLUMNS, 'category_id'];

export function appwriteCatalogSource(tablesDB: TablesDB): CatalogSource {
  return {
    async fullText(column, text, { categoryId }, limit) {
      // Ranking columns only: the full rows are read for the returned page alone.
      const queries = [
        Query.search(column, text),
        Query.equal('is_active', true),
        Query.select([...RANK_COLUMNS]),
        Query.limit(limit),
      ];
      if (categoryId) queries.push(Query.equal('category_id', categoryId));
      const page = await tablesDB.listRows<RankRow & Models.Row>({
        databaseId: DATABASE_ID,
        tableId: 'products',
        queries,
        total: false,
      });
      return page.rows;
    },

    async *catalogueRows() {
      let cursor: string | null = null;
      for (;;) {
        const queries = [Query.equal('is_active', true), Query.select(CATALOGUE_COLUMNS), Query.limit(PAGE_SIZE)];
        if (cursor) queries.push(Query.cursorAfter(cursor));
        const page = await tablesDB.listRows<CatalogueRow & Models.Row>({
          databaseId: DATABASE_ID,
          tableId: 'products',
          queries,
          total: false,
        });
        yield page.rows;
        if (page.rows.length < PAGE_SIZE) return;
        cursor = page.rows.at(-1)!.$id;
      }
    },

    async activeProducts(ids) {
      const rows: ProductRow[] = [];
      for (let i = 0; i < ids.length; i += MAX_EQUAL_VALUES) {
        const chunk = ids.slice(i, i + MAX_EQUAL_VALUES);
        const page = await tablesDB.listRows<ProductRow & Models.Row>({
          databaseId: DATABASE_ID,
          tableId: 'products',
          queries: [
            Query.equal('$id', chunk),
            Query.equal('is_active', true),
            Query.select(PRODUCT_COLUMNS),
            Query.limit(chunk.length),
          ],
          total: false,
        });
        rows.push(...page.rows);
      }
      return rows;
    },

    async storeStock(storeId, productIds) {
      const inStock = async (ids: string[]): Promise<StockRow[]> => {
        const rows: StockRow[] = [];
        let cursor: string | null = null;
        for (;;) {
          const queries = [
            Query.equal('store_id', storeId),
            Query.equal('product_id', ids),
            Query.equal('visible', true),
            Query.greaterThan('stock', 0),
            Query.select(['$id', 'product_id', 'selling_price']),
            Query.limit(STOCK_PAGE_SIZE),
          ];
          if (cursor) queries.push(Query.cursorAfter(cursor));
          const page = await tablesDB.listRows<StockRow & Models.Row>({
            databaseId: DATABASE_ID,
            tableId: 'store_inventory',
            queries,
            total: false,
          });
          rows.push(...page.rows);
          if (page.rows.length < STOCK_PAGE_SIZE) return rows;
          cursor = page.rows.at(-1)!.$id;
        }
      };
      const chunks: string[][] = [];
      for (let i = 0; i < productIds.length; i += MAX_EQUAL_VALUES)
        chunks.push(productIds.slice(i, i + MAX_EQUAL_VALUES));
      // In parallel: a search with a store checks up to 600 candidates, 100 per request.
      return lowestPrices((await Promise.all(chunks.map(inStock))).flat());
    },

    async catalogueVersion() {
      // The most recently changed product (active or not: a deactivation changes the catalogue too).
      const page = await tablesDB.listRows<Models.Row>({
        databaseId: DATABASE_ID,
        tableId: 'products',
        queries: [Query.orderDesc('$updatedAt'), Query.select(['$id', '$updatedAt']), Query.limit(1)],
        total: false,
      });
      const newest = page.rows[0];
      return newest ? `${newest.$updatedAt}|${newest.$id}` : null;
    },
  };
}

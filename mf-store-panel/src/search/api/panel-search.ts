// The store panel's search (issue 33 §2), with the member's own session: orders and stock rows are
// readable only by the store's team (docs/permissions.md), and every query is also scoped to the
// current store, so a member of two stores finds only this one's. An order is found by its number
// only: the panel never looks customers up by phone or name (issue 16: a store sees a customer's
// phone only on their active orders with it). A barcode is looked up in the public catalogue
// (`products.barcode`), then in this store's own stock rows, so a code finds only what it stocks.
import { Query, type TablesDB } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { InventoryProductsRow, OrdersRow, ProductsRow, RowMeta } from '@instamg/shared/appwrite/rows';
import {
  RESULTS_PER_KIND,
  searchWords,
  type PanelSearchTerm,
  type SearchResult,
} from '@instamg/shared/domain/panel-search';
import { orderReference } from '@instamg/shared/domain/order-number';
import { itemsAndTotal, statusLabel } from '../../domain/order-display';
import { storePanelHref } from '../../app/nav';

type OrderHit = RowMeta & Pick<OrdersRow, 'order_number' | 'status' | 'item_count' | 'total'>;
type ProductHit = RowMeta & Pick<InventoryProductsRow, 'product_id' | 'name' | 'salt_composition' | 'stock'>;

export async function searchStore(
  tablesDB: Pick<TablesDB, 'listRows'>,
  storeId: string,
  term: PanelSearchTerm,
): Promise<SearchResult[]> {
  if (term.kind === 'order') {
    const { rows } = await tablesDB.listRows<OrderHit>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orders,
      queries: [
        Query.equal('order_number', term.orderNumber),
        Query.equal('store_id', storeId),
        Query.select(['$id', 'order_number', 'status', 'item_count', 'total']),
        Query.limit(1),
      ],
    });
    return rows.map((row) => ({
      kind: 'order',
      id: row.$id,
      title: orderReference(row),
      detail: `${statusLabel(row.status)} · ${itemsAndTotal(row.item_count, row.total)}`,
      href: storePanelHref(`orders/${row.$id}`),
    }));
  }
  const stock = (queries: string[]) =>
    tablesDB.listRows<ProductHit>({
      databaseId: DATABASE_ID,
      tableId: TABLES.inventoryProducts,
      queries: [
        Query.equal('store_id', storeId),
        ...queries,
        Query.select(['$id', 'product_id', 'name', 'salt_composition', 'stock']),
        Query.limit(RESULTS_PER_KIND),
      ],
    });
  let hits: ProductHit[];
  if (term.kind === 'barcode') {
    const { rows: products } = await tablesDB.listRows<RowMeta & Pick<ProductsRow, 'barcode'>>({
      databaseId: DATABASE_ID,
      tableId: TABLES.products,
      queries: [Query.equal('barcode', term.barcode), Query.select(['$id']), Query.limit(RESULTS_PER_KIND)],
    });
    if (products.length === 0) return [];
    hits = (
      await stock([
        Query.equal(
          'product_id',
          products.map((p) => p.$id),
        ),
      ])
    ).rows;
  } else if (term.kind === 'text') {
    // Brand name or salt (both fulltext-indexed), every word, not any one of them (searchWords).
    const find = (column: 'name' | 'salt_composition') =>
      stock([Query.search(column, term.text), ...searchWords(term.text).map((word) => Query.contains(column, word))]);
    const [byName, bySalt] = await Promise.all([find('name'), find('salt_composition')]);
    hits = [...byName.rows, ...bySalt.rows];
  } else return [];
  return hits.map((row) => ({
    kind: 'product',
    id: row.product_id,
    title: row.name,
    detail: [row.salt_composition, `${row.stock} in stock`].filter(Boolean).join(' · '),
    // The inventory filtered to it, with its sheet (batches, Adjust stock, Edit price) open.
    href: `${storePanelHref('inventory')}?q=${encodeURIComponent(row.name)}&product=${encodeURIComponent(row.product_id)}`,
  }));
}

/** The search of the current store, with the member's session. */
export const searchCurrentStore = (storeId: string, term: PanelSearchTerm): Promise<SearchResult[]> =>
  searchStore(getAppwrite().tablesDB, storeId, term);

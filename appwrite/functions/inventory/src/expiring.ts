import { Query, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import {
  expiringStock,
  expiringWindow,
  type ExpiringBatch,
  type ExpiringBatchInput,
  type ExpiringStock,
} from '@instamg/shared/domain/expiring-stock';
import type { ProductsRow, RowMeta } from '@instamg/shared/appwrite/rows';

// `expiring_value` (issue 18 §4): the store's stock value expiring within 30 and 90 days and the
// batches behind it. Reads only the batches expiring in [now, now + 90 days) of the store, through
// the index store_expiry_idx (store_id, expiry), 500 a page; the sums are shared/src/domain/expiring-stock.ts.

const PAGE = 500;

export interface ExpiringReply extends Omit<ExpiringStock, 'batches'> {
  batches: Array<ExpiringBatch & { product_name: string }>;
}

export async function readExpiring(tablesDB: TablesDB, storeId: string, now: Date): Promise<ExpiringReply> {
  const { from, to } = expiringWindow(now);
  const rows: Array<Models.Row & ExpiringBatchInput> = [];
  let cursor: string | null = null;
  for (;;) {
    const page: Models.RowList<Models.Row & ExpiringBatchInput> = await tablesDB.listRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeInventory,
      queries: [
        Query.equal('store_id', storeId),
        Query.greaterThanEqual('expiry', from),
        Query.lessThan('expiry', to),
        Query.orderAsc('expiry'),
        Query.orderAsc('$id'),
        Query.limit(PAGE),
        ...(cursor ? [Query.cursorAfter(cursor)] : []),
      ],
    });
    rows.push(...page.rows);
    if (page.rows.length < PAGE) break;
    cursor = page.rows[page.rows.length - 1]!.$id;
  }
  const result = expiringStock(rows, now);
  const ids = [...new Set(result.batches.map((b) => b.product_id))];
  const names = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 100) {
    const products = await tablesDB.listRows<RowMeta & Pick<ProductsRow, 'name'>>({
      databaseId: DATABASE_ID,
      tableId: TABLES.products,
      queries: [Query.equal('$id', ids.slice(i, i + 100)), Query.select(['$id', 'name']), Query.limit(100)],
    });
    for (const p of products.rows) names.set(p.$id, p.name);
  }
  return {
    ...result,
    batches: result.batches.map((b) => ({ ...b, product_name: names.get(b.product_id) ?? b.product_id })),
  };
}

import { Query, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID } from '@instamg/shared/appwrite/ids';

const ORDERED = /"method":"order(Asc|Desc|Random)"/;

/**
 * Every row a query matches, a page at a time by cursor (no total counted). Without an order in
 * `queries` the rows come by `$id`, so the cursor walks a stable order. `max` stops early: a guard
 * for summaries over tables that grow.
 */
export async function listAll<Row extends Models.Row>(
  tablesDB: TablesDB,
  tableId: string,
  queries: string[],
  { pageSize = 500, max = Number.POSITIVE_INFINITY }: { pageSize?: number; max?: number } = {},
): Promise<Row[]> {
  const order = queries.some((query) => ORDERED.test(query)) ? [] : [Query.orderAsc('$id')];
  const rows: Row[] = [];
  let cursor: string | null = null;
  for (;;) {
    const page: Models.RowList<Row> = await tablesDB.listRows<Row>({
      databaseId: DATABASE_ID,
      tableId,
      queries: [...queries, ...order, Query.limit(pageSize), ...(cursor ? [Query.cursorAfter(cursor)] : [])],
      total: false,
    });
    rows.push(...page.rows);
    if (page.rows.length < pageSize || rows.length >= max) return rows;
    cursor = page.rows[page.rows.length - 1]!.$id;
  }
}

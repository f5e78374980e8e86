// Allocates the next human order number (`IMG-2026-000123`, shared/src/domain/order-number.ts) from
// the year's row in `counters`. incrementRowColumn is atomic on Appwrite and the dev server, so two
// orders placed at once never share a number; the orders table's unique index backs that up.
import { AppwriteException, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { formatOrderNumber, orderNumberCounterId, orderNumberYear } from '@instamg/shared/domain/order-number';

const isCode = (err: unknown, code: number) => err instanceof AppwriteException && err.code === code;

export async function allocateOrderNumber(tablesDB: TablesDB, now: Date): Promise<string> {
  const year = orderNumberYear(now);
  const counter = { databaseId: DATABASE_ID, tableId: TABLES.counters, rowId: orderNumberCounterId(year) };
  const next = () => tablesDB.incrementRowColumn<Models.DefaultRow>({ ...counter, column: 'value', value: 1 });
  let row: Models.DefaultRow;
  try {
    row = await next();
  } catch (err) {
    if (!isCode(err, 404)) throw err;
    // The year's first order creates its counter; if another order created it first, count on it.
    try {
      row = await tablesDB.createRow<Models.DefaultRow>({ ...counter, data: { value: 1 }, permissions: [] });
    } catch (createErr) {
      if (!isCode(createErr, 409)) throw createErr;
      row = await next();
    }
  }
  return formatOrderNumber(year, Number(row.value));
}

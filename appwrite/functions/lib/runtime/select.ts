import { Query } from 'node-appwrite';

/** The keys of `Row` that are columns (Appwrite returns the `$` system fields with any select). */
type ColumnsOf<Row> = Exclude<keyof Row & string, `$${string}`>;

/**
 * `Query.select` of exactly the columns a row type declares: the compiler refuses a list that
 * misses one (the row would come back without a field its type promises) or names one the type
 * lacks. Summaries that re-read a store's day or a customer's orders on every order change read
 * these few columns, not whole orders (addresses, notes, prices of every line).
 */
export function selectOf<Row>() {
  return <const Columns extends readonly ColumnsOf<Row>[]>(
    columns: Columns & ([Exclude<ColumnsOf<Row>, Columns[number]>] extends [never] ? unknown : never),
  ): string => Query.select(['$id', ...columns]);
}

import { Query, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { istOffsetIso } from '@instamg/shared/domain/india-time';
import {
  H1_REGISTER_COLUMNS,
  h1RegisterRows,
  parseRegisterRange,
  registerRangeBounds,
  type H1RegisterRow,
  type RegisterItem,
  type RegisterRange,
  type RegisterSupply,
  type RegisterVerification,
} from '@instamg/shared/domain/rx-review';
import { fail } from '../../lib/runtime/errors.ts';
import { UTF8_BOM, csvLine } from './csv.ts';
import { listAll } from '../../lib/runtime/list-all.ts';

/**
 * The `h1_register` export kind: `{ kind: 'h1_register', store_id, from, to }` (whole UTC days,
 * YYYY-MM-DD). A store's Schedule H1 register for the range (shared/src/domain/rx-review.ts): the
 * H1 lines of its orders delivered in the range with a verified prescription (supplies only). Members only: the caller needs a store_admins row at the store
 * (read with their own JWT, so a platform admin who is not a member is refused too, 403
 * `store_members_only`); every row is then read with that JWT, so row security still decides.
 */

export interface RegisterRequest {
  storeId: string;
  range: RegisterRange;
}

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,35}$/;
/** Appwrite caps an `equal` query's values at 100. */
const IDS_PER_QUERY = 100;

export function parseRegisterRequest(body: Record<string, unknown>): RegisterRequest {
  const { store_id: storeId, from, to } = body;
  if (typeof storeId !== 'string' || !ID_PATTERN.test(storeId))
    throw fail('invalid_input', 'store_id must be a store id.');
  const range = parseRegisterRange(from, to);
  if ('error' in range) throw fail('invalid_input', range.error);
  return { storeId, range };
}

/** The register's rows, read as the caller (`asCaller` holds their JWT). */
export async function registerRows(
  asCaller: TablesDB,
  callerId: string,
  { storeId, range }: RegisterRequest,
): Promise<H1RegisterRow[]> {
  const membership = await asCaller.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeAdmins,
    queries: [Query.equal('user_id', callerId), Query.equal('store_id', storeId), Query.limit(1)],
    total: false,
  });
  if (membership.rows.length === 0) throw fail('store_members_only');
  const { start, end } = registerRangeBounds(range);
  // The supplies of the range: the store's delivered orders with a verified prescription.
  const supplies = await listAll<Models.Row & RegisterSupply>(asCaller, TABLES.orders, [
    Query.equal('store_id', storeId),
    Query.equal('rx_status', 'verified'),
    Query.between('delivered_at', start, end),
    Query.select(['$id', 'delivered_at']),
  ]);
  const orderIds = supplies.map((o) => o.$id);
  const verifications: RegisterVerification[] = [];
  const items: RegisterItem[] = [];
  for (let i = 0; i < orderIds.length; i += IDS_PER_QUERY) {
    const chunk = orderIds.slice(i, i + IDS_PER_QUERY);
    verifications.push(
      ...(await listAll<Models.Row & RegisterVerification>(asCaller, TABLES.prescriptionVerifications, [
        Query.equal('store_id', storeId),
        Query.equal('order_id', chunk),
        Query.equal('decision', 'verified'),
      ])),
    );
    items.push(
      ...(await listAll<Models.Row & RegisterItem>(asCaller, TABLES.orderItems, [
        Query.equal('order_id', chunk),
        Query.equal('schedule', 'H1'),
      ])),
    );
  }
  return h1RegisterRows(verifications, items, supplies);
}

/** The register as CSV lines (the same columns as the panel's table; the date in India's time, +05:30). */
export function registerCsv(rows: readonly H1RegisterRow[]): string {
  return [
    UTF8_BOM + csvLine(H1_REGISTER_COLUMNS.map((column) => column.header)),
    ...rows.map((row) =>
      csvLine(
        H1_REGISTER_COLUMNS.map((column) => (column.field === 'date' ? istOffsetIso(row.date) : row[column.field])),
      ),
    ),
  ].join('');
}

// The Schedule H1 register (issue 15 §5): the H1 lines of the store's orders delivered in a range of
// days with a verified prescription (supplies only, issue 32), read with the member's session (the export-csv function's `h1_register` kind reads the
// same rows with the caller's JWT and writes the CSV; shared/src/domain/rx-review.ts joins them).
import { useMutation, useQuery } from '@tanstack/react-query';
import { Query, type Models } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import {
  h1RegisterRows,
  registerRangeBounds,
  type H1RegisterRow,
  type RegisterItem,
  type RegisterRange,
  type RegisterSupply,
  type RegisterVerification,
} from '@instamg/shared/domain/rx-review';
import { downloadExport, exportStatus, startH1RegisterExport } from '@instamg/shared/grid/grid-data';
import { storePanelKeys } from '../../api/keys';
import { saveCsv } from '@instamg/shared/download';

const BATCH = 500;
const IDS_PER_QUERY = 100;
const POLL_MS = 500;
const POLL_LIMIT = 600;

async function listAll<T>(tableId: string, queries: string[]): Promise<T[]> {
  const rows: T[] = [];
  let after: string | null = null;
  for (;;) {
    const page: Models.RowList<Models.Row> = await getAppwrite().tablesDB.listRows({
      databaseId: DATABASE_ID,
      tableId,
      queries: [...queries, Query.limit(BATCH), ...(after ? [Query.cursorAfter(after)] : [])],
      total: false,
    });
    rows.push(...(page.rows as unknown as T[]));
    if (page.rows.length < BATCH) return rows;
    after = page.rows[page.rows.length - 1]!.$id;
  }
}

export async function readRegister(storeId: string, range: RegisterRange): Promise<H1RegisterRow[]> {
  const { start, end } = registerRangeBounds(range);
  // The supplies of the range: the store's delivered orders with a verified prescription.
  const supplies = await listAll<RegisterSupply>(TABLES.orders, [
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
      ...(await listAll<RegisterVerification>(TABLES.prescriptionVerifications, [
        Query.equal('store_id', storeId),
        Query.equal('order_id', chunk),
        Query.equal('decision', 'verified'),
      ])),
    );
    items.push(
      ...(await listAll<RegisterItem>(TABLES.orderItems, [
        Query.equal('order_id', chunk),
        Query.equal('schedule', 'H1'),
      ])),
    );
  }
  return h1RegisterRows(verifications, items, supplies);
}

export function useH1Register(storeId: string, range: RegisterRange | null) {
  return useQuery({
    queryKey: storePanelKeys.prescriptions.register(storeId, range?.from ?? '', range?.to ?? ''),
    queryFn: () => readRegister(storeId, range!),
    enabled: range !== null,
  });
}

/** Exports the whole range through export-csv and saves the CSV file. */
async function exportRegister(storeId: string, range: RegisterRange): Promise<void> {
  const { client, functions, storage } = getAppwrite();
  const executionId = await startH1RegisterExport(functions, storeId, range);
  for (let polls = 0; polls < POLL_LIMIT; polls++) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const status = await exportStatus(functions, executionId);
    if (status.state === 'failed') throw new Error('The export failed.');
    if (status.state === 'ready') {
      const bytes = await downloadExport(client, storage, status.fileId);
      saveCsv(bytes, `h1-register-${range.from}-to-${range.to}.csv`);
      return;
    }
  }
  throw new Error('The export is taking too long.');
}

export function useRegisterExport(storeId: string) {
  return useMutation({ mutationFn: (range: RegisterRange) => exportRegister(storeId, range) });
}

// The server side of a panel grid, through the web SDK with the caller's session, so row security
// decides what each person sees: one page of rows (cursor paging, see grid-query.ts) and the CSV
// export of the whole filtered view, which the export-csv function writes and the browser polls.
import type { Client, Functions, Storage, TablesDB } from 'appwrite';
import { BUCKETS, FUNCTIONS } from '../appwrite/ids';
import type { RowMeta } from '../appwrite/rows';
import { pageFromRows, pageQueries, type GridPage, type GridSpec, type GridView } from './grid-query';

export interface GridPageResult<Row> extends GridPage<Row> {
  /** Rows matching the filters, counted by Appwrite up to TOTAL_COUNT_CAP. */
  total: number;
}

export async function fetchGridPage<Row extends RowMeta>(
  tablesDB: TablesDB,
  spec: GridSpec,
  view: GridView,
): Promise<GridPageResult<Row>> {
  const answer = await tablesDB.listRows<Row>({
    databaseId: spec.databaseId,
    tableId: spec.tableId,
    queries: pageQueries(spec, view),
  });
  return { ...pageFromRows(view, answer.rows), total: answer.total };
}

const EXPORT_FUNCTION_ID = FUNCTIONS.exportCsv;
const EXPORTS_BUCKET_ID = BUCKETS.exports;

/** What the browser sends the export function: which grid and the view's filters and sort. */
export interface ExportRequest {
  grid: string;
  view: Pick<GridView, 'filters' | 'sort'>;
}

/**
 * Starts an export. It runs asynchronously (a big export can outlast Appwrite's 30 s synchronous
 * limit, and an async execution keeps no response body), so the function names the CSV file after
 * its execution id: the returned id is both what to poll and the file to download.
 */
export async function startExport(functions: Functions, spec: GridSpec, view: GridView): Promise<string> {
  const request: ExportRequest = { grid: spec.id, view: { filters: view.filters, sort: view.sort } };
  const execution = await functions.createExecution({
    functionId: EXPORT_FUNCTION_ID,
    body: JSON.stringify(request),
    async: true,
  });
  return execution.$id;
}

/** The store's Schedule H1 register for a range of days (export-csv's `h1_register` kind; members only). */
export async function startH1RegisterExport(
  functions: Functions,
  storeId: string,
  range: { from: string; to: string },
): Promise<string> {
  const execution = await functions.createExecution({
    functionId: EXPORT_FUNCTION_ID,
    body: JSON.stringify({ kind: 'h1_register', store_id: storeId, from: range.from, to: range.to }),
    async: true,
  });
  return execution.$id;
}

export type ExportStatus = { state: 'running' } | { state: 'ready'; fileId: string } | { state: 'failed' };

/** Where an export is: its execution's status, and its answer's HTTP status once it ended. */
export async function exportStatus(functions: Functions, executionId: string): Promise<ExportStatus> {
  const execution = await functions.getExecution({ functionId: EXPORT_FUNCTION_ID, executionId });
  if (execution.status === 'waiting' || execution.status === 'processing' || execution.status === 'scheduled')
    return { state: 'running' };
  if (execution.status === 'completed' && execution.responseStatusCode === 200)
    return { state: 'ready', fileId: execution.$id };
  return { state: 'failed' };
}

/**
 * The CSV's bytes, read with the caller's session (the file is readable by them only). A plain
 * link would not do: on another site than the backend the session travels in a header.
 */
export async function downloadExport(client: Client, storage: Storage, fileId: string): Promise<ArrayBuffer> {
  const url = new URL(storage.getFileDownload({ bucketId: EXPORTS_BUCKET_ID, fileId }));
  return (await client.call('get', url, {}, {}, 'arrayBuffer')) as ArrayBuffer;
}

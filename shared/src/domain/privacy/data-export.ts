// "Download my data" (issue 39 §2, DPDP Act 2023 s.11): what goes into a person's export, when a
// data request is due and how long the file may be downloaded. Pure: the privacy-requests function
// builds the file with it, Account → Privacy reads the same dates.
import type { DataRequestsRow } from '../../appwrite/rows';
import { DAY_MS } from '../india-time';

/** The export stays downloadable for 7 days after it is ready (issue 39 §2); then the page stops offering it. */
export const EXPORT_DOWNLOAD_DAYS = 7;
/**
 * The outer limit for answering a data request. The DPDP Rules 2025 let a fiduciary publish its
 * own period for answering a Data Principal's request, at most 90 days; an export is made in
 * minutes, so this is the deadline the admin queue holds an unanswered request to.
 */
export const DATA_REQUEST_DUE_DAYS = 90;
/** Exports one person may ask for in 24 hours (each is a file of up to 50 MB). */
export const EXPORTS_PER_DAY = 5;
/** A preparing export older than this counts as failed: the person may ask again. */
export const EXPORT_STALE_MINUTES = 15;
/** The file's format, in the file itself, so a reader knows what it holds. */
export const DATA_EXPORT_FORMAT = 'instamg-personal-data/1';

const plus = (from: Date, ms: number): Date => new Date(from.getTime() + ms);

export const dataRequestDueAt = (requestedAt: Date): Date => plus(requestedAt, DATA_REQUEST_DUE_DAYS * DAY_MS);
export const exportExpiresAt = (readyAt: Date): Date => plus(readyAt, EXPORT_DOWNLOAD_DAYS * DAY_MS);

/** The file's name as the person saves it. */
export const dataExportFileName = (generatedAt: Date): string =>
  `instamg-my-data-${generatedAt.toISOString().slice(0, 10)}.json`;

type Row = Record<string, unknown>;

/**
 * A row as the person sees it in their export: its columns and `$id` / `$createdAt` /
 * `$updatedAt`, without Appwrite's bookkeeping (`$permissions`, `$tableId`, `$databaseId`,
 * `$sequence`) and without the columns named in `omit` (internal routing, hashes).
 */
export function exportRow(row: Row, omit: readonly string[] = []): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('$') && key !== '$id' && key !== '$createdAt' && key !== '$updatedAt') continue;
    if (omit.includes(key)) continue;
    out[key] = value;
  }
  return out;
}

/** Columns that are the platform's plumbing, not the person's data. */
export const EXPORT_OMIT = {
  orders: ['store_team_id'],
  prescriptions: ['file_sha256'],
  prescriptionRequests: ['store_team_id', 'tried_store_ids'],
} as const;

export interface DataExportInput {
  account: { $id: string; name: string; email: string; phone: string; $createdAt: string; labels?: string[] };
  addresses: Row[];
  orders: Row[];
  orderItems: Row[];
  prescriptions: Row[];
  consents: Row[];
  messages: Row[];
  /** False when the messaging service could not be read: the export says so rather than showing none. */
  messagesAvailable: boolean;
  grievanceTickets: Row[];
  dataRequests: Row[];
  /** Refills set on delivered orders (issue 36 §3); optional so an older caller still builds. */
  refills?: Row[];
  /** Orders by prescription photo (issue 36 §1) and their priced lines. */
  prescriptionRequests?: Row[];
  prescriptionRequestLines?: Row[];
  /** The person's ratings of delivered orders (issue 33 §6); absent = none. */
  ratings?: Row[];
}

/** What the export file holds, section by section (the names are its top-level keys). */
export interface DataExport {
  format: typeof DATA_EXPORT_FORMAT;
  generated_at: string;
  account: { id: string; name: string; email: string; phone: string; created_at: string };
  addresses: Row[];
  /** Each order with its lines under `items`. */
  orders: Row[];
  /** The prescriptions' details and file ids (the files are downloadable from Account → Prescriptions). */
  prescriptions: Row[];
  consents: Row[];
  messages: Row[] | { unavailable: string };
  grievance_tickets: Row[];
  data_requests: Row[];
  /** Refills set on delivered orders: medicines, interval, state, next run-out (issue 36 §3). */
  refills: Row[];
  /** Orders by prescription photo: the note, the store, the pharmacist's priced lines under `lines`. */
  prescription_requests: Row[];
  /** Their ratings of delivered orders: stars, text, whether an admin hid it (issue 33 §6). */
  ratings: Row[];
}

export const DATA_EXPORT_SECTIONS = [
  'account',
  'addresses',
  'orders',
  'prescriptions',
  'consents',
  'messages',
  'grievance_tickets',
  'data_requests',
  'refills',
  'prescription_requests',
  'ratings',
] as const satisfies readonly (keyof DataExport)[];

export function buildDataExport(input: DataExportInput, generatedAt: Date): DataExport {
  const itemsByOrder = new Map<string, Row[]>();
  for (const item of input.orderItems) {
    const orderId = String(item.order_id);
    itemsByOrder.set(orderId, [...(itemsByOrder.get(orderId) ?? []), exportRow(item)]);
  }
  return {
    format: DATA_EXPORT_FORMAT,
    generated_at: generatedAt.toISOString(),
    account: {
      id: input.account.$id,
      name: input.account.name,
      email: input.account.email,
      phone: input.account.phone,
      created_at: input.account.$createdAt,
    },
    addresses: input.addresses.map((row) => exportRow(row)),
    orders: input.orders.map((order) => ({
      ...exportRow(order, EXPORT_OMIT.orders),
      items: itemsByOrder.get(String(order.$id)) ?? [],
    })),
    prescriptions: input.prescriptions.map((row) => exportRow(row, EXPORT_OMIT.prescriptions)),
    consents: input.consents.map((row) => exportRow(row)),
    messages: input.messagesAvailable
      ? input.messages
      : { unavailable: 'The record of messages could not be read just now. Ask again later for it.' },
    grievance_tickets: input.grievanceTickets.map((row) => exportRow(row)),
    data_requests: input.dataRequests.map((row) => exportRow(row)),
    refills: (input.refills ?? []).map((row) => exportRow(row)),
    prescription_requests: (input.prescriptionRequests ?? []).map((request) => ({
      ...exportRow(request, EXPORT_OMIT.prescriptionRequests),
      lines: (input.prescriptionRequestLines ?? [])
        .filter((line) => line.request_id === request.$id)
        .map((line) => exportRow(line)),
    })),
    ratings: (input.ratings ?? []).map((row) => exportRow(row)),
  };
}

export type ExportRequestLike = Pick<
  DataRequestsRow,
  '$id' | 'kind' | 'status' | 'requested_at' | 'expires_at' | 'file_id'
>;

/** What Account → Privacy shows of the person's latest export request. */
export type ExportView =
  | { state: 'none' }
  | { state: 'preparing'; request: ExportRequestLike }
  | { state: 'ready'; request: ExportRequestLike; fileId: string; expiresAt: string }
  | { state: 'expired'; request: ExportRequestLike }
  | { state: 'failed'; request: ExportRequestLike };

export function latestExportView(requests: readonly ExportRequestLike[], now: Date): ExportView {
  const exports = requests.filter((r) => r.kind === 'export');
  const latest = exports.reduce<ExportRequestLike | null>(
    (best, r) => (!best || Date.parse(r.requested_at) > Date.parse(best.requested_at) ? r : best),
    null,
  );
  if (!latest) return { state: 'none' };
  // Every status decided here: a new one in appwrite.json fails to compile until it is placed.
  switch (latest.status) {
    case 'processing':
      return now.getTime() - Date.parse(latest.requested_at) > EXPORT_STALE_MINUTES * 60_000
        ? { state: 'failed', request: latest }
        : { state: 'preparing', request: latest };
    // `completed`: its 7 days are over and the file is gone.
    case 'completed':
      return { state: 'expired', request: latest };
    case 'ready':
      if (!latest.file_id || !latest.expires_at) return { state: 'failed', request: latest };
      return Date.parse(latest.expires_at) > now.getTime()
        ? { state: 'ready', request: latest, fileId: latest.file_id, expiresAt: latest.expires_at }
        : { state: 'expired', request: latest };
    case 'failed':
    case 'cancelled':
      return { state: 'failed', request: latest };
    default: {
      const unknown: never = latest.status;
      throw new Error(`unknown data request status ${String(unknown)}`);
    }
  }
}

/** Where a data request stands against its deadline, for the admin queue (/admin/data-requests). */
export type DataRequestClock = { stage: 'done' } | { stage: 'open'; dueAt: string; daysLeft: number; overdue: boolean };

/** A request is still owed an answer while it is being made or it failed; otherwise it was answered. */
export function dataRequestClock(row: Pick<DataRequestsRow, 'status' | 'due_at'>, now: Date): DataRequestClock {
  if (row.status !== 'processing' && row.status !== 'failed') return { stage: 'done' };
  const left = Date.parse(row.due_at) - now.getTime();
  return { stage: 'open', dueAt: row.due_at, daysLeft: Math.ceil(left / DAY_MS), overdue: left < 0 };
}

export function dataRequestClockLabel(clock: DataRequestClock): string {
  if (clock.stage === 'done') return 'Answered';
  if (clock.overdue) return `Overdue by ${Math.max(1, -clock.daysLeft)} d`;
  return `Due in ${clock.daysLeft} d`;
}

export const DATA_REQUEST_STATUS_LABELS: Readonly<Record<DataRequestsRow['status'], string>> = {
  processing: 'In progress',
  ready: 'Ready',
  failed: 'Failed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export const DATA_REQUEST_KIND_LABELS: Readonly<Record<DataRequestsRow['kind'], string>> = {
  export: 'Download my data',
  erasure: 'Delete my account',
};

import { Query } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { ProductsRow, StoreInventoryRow } from '@instamg/shared/appwrite/rows';
import { fefoCandidates } from '@instamg/shared/domain/fefo';
import {
  DECLINE_REASONS,
  checkRequestLine,
  isDeclineReason,
  type PrescribedDose,
} from '@instamg/shared/domain/rx-request';
import { appwriteStatus, fail } from '../../lib/runtime/errors.ts';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { listAll } from '../../lib/runtime/list-all.ts';
import { parseIssueDate, prescriptionValidUntil, prescriptionValidityMonths } from '../../lib/orders/prescriptions.ts';
import {
  RX_READER_ROLE,
  rxRequestReaders,
  type RxRequestLineRow,
  type RxRequestRow,
} from '../../lib/orders/rx-requests.ts';
// The one pharmacist test (team role + a confirmed, active store_pharmacists row), as order-state's.
import { activeRegistration, type PharmacistRegistration } from '../../lib/orders/pharmacists.ts';
import { getRequest, type Io } from './request.ts';

/** At most this many lines in a priced cart. */
export const MAX_REQUEST_LINES = 30;

/**
 * The request a pharmacist of its current store acts on, with their registration. Anyone else —
 * staff without the pharmacist role or registration, another store, a previous store — is refused
 * (403; a request of a store the caller is not in is 404).
 */
async function asPharmacist(
  io: Io,
  userId: string,
  id: unknown,
): Promise<{ request: RxRequestRow; registration: PharmacistRegistration }> {
  const request = await getRequest(io.tablesDB, id);
  const caller = await loadCaller(io.client, userId);
  const roles = request.store_team_id ? caller.teams.get(request.store_team_id) : undefined;
  if (!roles || !request.store_id) throw fail('rx_request_not_found');
  const registration = roles.includes(RX_READER_ROLE)
    ? await activeRegistration(io.tablesDB, userId, request.store_id)
    : null;
  if (!registration) throw fail('rx_pharmacist_only');
  return { request, registration };
}

function assertReading(request: RxRequestRow, registration: PharmacistRegistration): void {
  if (request.state !== 'reading') throw fail('rx_request_closed');
  if (request.pharmacist_id && request.pharmacist_id !== registration.user_id)
    throw fail('rx_request_closed', 'Another pharmacist of this store is reading this request.');
}

const pharmacistColumns = (r: PharmacistRegistration) => ({
  pharmacist_id: r.user_id,
  pharmacist_name: r.name,
  pharmacist_registration: r.registration_number,
});

/** `claim`: the pharmacist takes the request, which stops its accept window (it no longer moves on). */
export async function claimRequest(io: Io, userId: string, body: Record<string, unknown>): Promise<RxRequestRow> {
  const { request, registration } = await asPharmacist(io, userId, body.request_id);
  assertReading(request, registration);
  return (await io.tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.rxRequests,
    rowId: request.$id,
    data: { ...pharmacistColumns(registration), accept_by: null },
  })) as unknown as RxRequestRow;
}

/** `decline`: with one of DECLINE_REASONS, the words the customer reads. */
export async function declineRequest(io: Io, userId: string, body: Record<string, unknown>): Promise<RxRequestRow> {
  const { request, registration } = await asPharmacist(io, userId, body.request_id);
  assertReading(request, registration);
  if (!isDeclineReason(body.reason))
    throw fail('invalid_input', `reason must be one of ${Object.keys(DECLINE_REASONS).join(', ')}.`);
  return (await io.tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.rxRequests,
    rowId: request.$id,
    data: { ...pharmacistColumns(registration), state: 'declined', decline_reason: body.reason, accept_by: null },
  })) as unknown as RxRequestRow;
}

interface LineInput {
  product_id: string;
  quantity: number;
  dose: PrescribedDose | null;
  substitute_of: string | null;
}

const isId = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9._-]{1,36}$/.test(v);

function parseLines(raw: unknown): LineInput[] {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_REQUEST_LINES)
    throw fail('invalid_input', `A priced cart has between 1 and ${MAX_REQUEST_LINES} lines.`);
  const lines = raw.map((l: Record<string, unknown>) => {
    if (!l || !isId(l.product_id) || !Number.isInteger(l.quantity))
      throw fail('invalid_input', 'Every line needs a product_id and a whole quantity.');
    const dose =
      l.units_per_day === undefined && l.days === undefined
        ? null
        : Number.isInteger(l.units_per_day) && Number.isInteger(l.days)
          ? { units_per_day: l.units_per_day as number, days: l.days as number }
          : (() => {
              throw fail('invalid_input', 'units_per_day and days must be whole numbers.');
            })();
    if (l.substitute_of !== undefined && l.substitute_of !== null && !isId(l.substitute_of))
      throw fail('invalid_input', 'substitute_of must be a product id.');
    return {
      product_id: l.product_id,
      quantity: l.quantity as number,
      dose,
      substitute_of: (l.substitute_of as string | null | undefined) ?? null,
    };
  });
  if (new Set(lines.map((l) => l.product_id)).size !== lines.length)
    throw fail('invalid_input', 'Each medicine may appear once.');
  return lines;
}

const boundedText = (v: unknown, max: number, what: string): string => {
  if (typeof v !== 'string' || !v.trim() || v.trim().length > max)
    throw fail('invalid_input', `${what} is required (at most ${max} characters).`);
  return v.trim();
};

/**
 * `price`: the priced cart from the store's stock, each line capped by checkRequestLine (Schedule
 * X/NDPS refused, within stock and the prescribed dose × days), at the store's FEFO batch price;
 * the prescriber and the prescription's date recorded; the pharmacist named on the request.
 */
export async function priceRequest(
  io: Io,
  userId: string,
  body: Record<string, unknown>,
): Promise<{ request: RxRequestRow; lines: RxRequestLineRow[] }> {
  const { request, registration } = await asPharmacist(io, userId, body.request_id);
  assertReading(request, registration);
  const inputs = parseLines(body.lines);
  const prescriber_name = boundedText(body.prescriber_name, 128, "The prescriber's name");
  const prescriber_registration = boundedText(body.prescriber_registration, 64, "The prescriber's registration");
  const patient = typeof body.patient_name === 'string' && body.patient_name.trim() ? body.patient_name : null;
  const months = await prescriptionValidityMonths(io.tablesDB);
  const issued = parseIssueDate(body.issued_on, months, io.now);
  const ids = inputs.map((l) => l.product_id);
  const [products, batches] = await Promise.all([
    listAll<ProductsRow>(io.tablesDB, TABLES.products, [Query.equal('$id', ids)]),
    listAll<StoreInventoryRow>(io.tablesDB, TABLES.storeInventory, [
      Query.equal('store_id', request.store_id!),
      Query.equal('product_id', ids),
      Query.equal('visible', true),
      Query.greaterThan('stock', 0),
    ]),
  ]);
  const priced = inputs.map((line) => {
    const product = products.find((p) => p.$id === line.product_id && p.is_active !== false);
    if (!product) throw fail('rx_line_refused', 'A medicine of this cart is not in the catalogue.');
    const own = batches.filter((b) => b.product_id === product.$id);
    // A line ships from one batch (place-order's reservation): the stock is the largest usable batch.
    const stock = Math.max(0, ...fefoCandidates(own, 1, io.now).map((b) => b.stock));
    const check = checkRequestLine({ quantity: line.quantity, schedule: product.schedule, stock }, line.dose);
    if (!check.ok) throw fail('rx_line_refused', `${product.name}: ${check.error}`);
    const batch = fefoCandidates(own, line.quantity, io.now)[0]!;
    return { line, product, batch };
  });
  // The Schedule H1 register names the patient of every H1 supply (Drugs Rules; order-state's
  // verification requires it too), so a cart with an H1 line records whom it is for.
  const hasH1 = priced.some(({ product }) => product.schedule === 'H1');
  const patient_name =
    hasH1 || patient !== null ? boundedText(hasH1 ? body.patient_name : patient, 128, "The patient's name") : null;
  const permissions = rxRequestReaders(request.customer_id, request.store_team_id);
  const lines: RxRequestLineRow[] = [];
  try {
    for (const [i, { line, product, batch }] of priced.entries())
      lines.push(
        (await io.tablesDB.createRow({
          databaseId: DATABASE_ID,
          tableId: TABLES.rxRequestLines,
          // One id per request and position: of two pharmacists pricing at once only one writes line 0 (409).
          rowId: `${request.$id}-${i}`,
          permissions,
          data: {
            request_id: request.$id,
            product_id: product.$id,
            product_name: product.name,
            schedule: product.schedule,
            quantity: line.quantity,
            unit_price: batch.selling_price,
            mrp: batch.mrp,
            substitute_of: line.substitute_of,
            units_per_day: line.dose?.units_per_day ?? null,
            days: line.dose?.days ?? null,
          },
        })) as unknown as RxRequestLineRow,
      );
  } catch (err) {
    // Only the lines this call wrote go; a racing call's stay.
    for (const written of lines)
      await io.tablesDB
        .deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.rxRequestLines, rowId: written.$id })
        .catch(() => undefined);
    if (appwriteStatus(err) === 409) throw fail('rx_request_closed', 'This request is already being priced.');
    throw err;
  }
  const updated = (await io.tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.rxRequests,
    rowId: request.$id,
    data: {
      ...pharmacistColumns(registration),
      state: 'priced',
      priced_at: io.now.toISOString(),
      accept_by: null,
      prescriber_name,
      prescriber_registration,
      patient_name,
      prescription_issued_on: issued,
      prescription_valid_until: prescriptionValidUntil(new Date(issued), months).toISOString(),
    },
  })) as unknown as RxRequestRow;
  return { request: updated, lines };
}

/** `waiting`: how many requests are with the caller's store (any team member; no images, no rows). */
export async function waitingCount(io: Io, userId: string, body: Record<string, unknown>): Promise<number> {
  if (!isId(body.store_id)) throw fail('invalid_input', 'store_id is required.');
  const store = await io.tablesDB
    .getRow({ databaseId: DATABASE_ID, tableId: TABLES.stores, rowId: body.store_id })
    .catch(() => null);
  const caller = await loadCaller(io.client, userId);
  const team = (store as { team_id?: string | null } | null)?.team_id;
  if (!team || !caller.teams.has(team)) throw fail('not_allowed', 'You are not a member of this store.');
  const rows = await io.tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.rxRequests,
    queries: [Query.equal('store_id', body.store_id), Query.equal('state', 'reading'), Query.limit(1)],
  });
  return rows.total;
}

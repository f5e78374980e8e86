// SHARED COPY — identical in place-order, payments, payment-webhook and order-state (a test
// compares them byte for byte). `appwrite push functions` uploads one function folder at a time,
// so a sibling package could not be deployed with it; edit one copy, then copy it to the others.
import { Client, ID, Query, Storage, TablesDB, Users, type Models } from 'node-appwrite';

export const DATABASE_ID = 'instamg';
export const TABLES = {
  products: 'products',
  stores: 'stores',
  inventory: 'store_inventory',
  addresses: 'addresses',
  orders: 'orders',
  orderItems: 'order_items',
  orderEvents: 'order_events',
  prescriptions: 'prescriptions',
  refundRequests: 'refund_requests',
} as const;
export const BUCKETS = {
  prescriptions: 'prescriptions',
  /** Photos attached to a problem report: the customer, the order's store team and admins read them. */
  problemPhotos: 'problem_photos',
} as const;

/** The open-runtimes context, as much of it as these functions use. */
export interface Context {
  req: { bodyText: string; headers: Record<string, string | undefined>; method: string; path: string };
  res: {
    json(body: unknown, status?: number, headers?: Record<string, string>): unknown;
    text(body: string, status?: number, headers?: Record<string, string>): unknown;
  };
  log(message: unknown): void;
  error(message: unknown): void;
}

export type OrderStatus =
  | 'placed' | 'confirmed' | 'processing' | 'out_for_delivery' | 'delivered'
  | 'cancellation_requested' | 'cancelled' | 'payment_failed' | 'expired' | 'refunded';

export interface OrderRow extends Models.Row {
  customer_id: string;
  store_id: string;
  store_team_id: string;
  status: OrderStatus;
  payment_status: 'pending' | 'paid' | 'failed' | 'refunded';
  total: number;
  currency: string;
  rx_status: 'not_required' | 'pending' | 'verified' | 'rejected';
  prescription_id: string | null;
  payment_gateway: 'local' | 'cashfree' | null;
  gateway_order_id: string | null;
  payment_session_id: string | null;
  stock_released: boolean | null;
  /** Counts stock reservations (a retry after a failed payment reserves again); releases are once per reservation. */
  stock_reservation: number | null;
  delivered_at: string | null;
  /** The one gateway refund of this order (`rf_<order id>`), its state and amount. */
  refund_id: string | null;
  refund_status: 'pending' | 'refunded' | 'failed' | null;
  refund_amount: number | null;
}

export interface OrderItemRow extends Models.Row {
  order_id: string;
  inventory_id: string;
  quantity: number;
}

/** A refusal the caller should see: HTTP status, a stable code and a user-facing message. */
export class OrderError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

/** Answers an OrderError as `{ message, code }`; anything else is logged and becomes a 500. */
export function replyError(ctx: Context, err: unknown, fallback: string): unknown {
  if (err instanceof OrderError) return ctx.res.json({ message: err.message, code: err.code }, err.status);
  ctx.error(err instanceof Error ? err.stack ?? err.message : String(err));
  return ctx.res.json({ message: fallback, code: 'internal_error' }, 500);
}

/** Amounts round to 2 decimals (SPEC §5), correctly for 1.005 → 1.01 (same rule as shared/domain/money). */
export function roundAmount(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** Parses the request body as a JSON object or throws a 400. */
export function parseBody(bodyText: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = bodyText.trim() === '' ? {} : JSON.parse(bodyText);
  } catch {
    throw new OrderError(400, 'invalid_body', 'The request body must be JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new OrderError(400, 'invalid_body', 'The request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

/** Server SDK with the execution's dynamic key (scopes from appwrite.json); works on Appwrite and the dev server. */
export function serverClient(ctx: Context): Client {
  const endpoint = process.env.APPWRITE_FUNCTION_API_ENDPOINT;
  const projectId = process.env.APPWRITE_FUNCTION_PROJECT_ID;
  const key = ctx.req.headers['x-appwrite-key'];
  if (!endpoint || !projectId || !key) throw new Error('Missing APPWRITE_FUNCTION_API_ENDPOINT, APPWRITE_FUNCTION_PROJECT_ID or the x-appwrite-key header.');
  return new Client().setEndpoint(endpoint).setProject(projectId).setKey(key);
}

/** The signed-in caller's id, or a 401 (Appwrite sets x-appwrite-user-id; callers cannot forge it). */
export function callerId(ctx: Context): string {
  const id = ctx.req.headers['x-appwrite-user-id'];
  if (!id) throw new OrderError(401, 'sign_in_required', 'Please sign in to continue.');
  return id;
}

export const storeTeamId = (storeId: string): string => `store-${storeId}`;

/** Row permissions of an order and its items/events: the customer reads, the store team reads and updates. */
export function orderPermissions(customerId: string, storeTeam: string): string[] {
  return [`read("user:${customerId}")`, `read("team:${storeTeam}")`, `update("team:${storeTeam}")`];
}

/** Read-only copies (items, events) for the customer and the store team. */
export function readPermissions(customerId: string, storeTeam: string): string[] {
  return [`read("user:${customerId}")`, `read("team:${storeTeam}")`];
}

export interface OrderEventInput {
  type: string;
  from_status?: string | null;
  to_status?: string | null;
  actor_id?: string | null;
  actor_role: 'customer' | 'store' | 'pharmacist' | 'admin' | 'gateway' | 'system';
  note?: string | null;
  /** Unique across all events: a second event with the same key is refused by the database. */
  dedupe_key?: string | null;
}

export async function appendEvent(tablesDB: TablesDB, order: OrderRow, event: OrderEventInput): Promise<Models.Row> {
  return tablesDB.createRow<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderEvents,
    rowId: ID.unique(),
    data: { order_id: order.$id, ...event },
    permissions: readPermissions(order.customer_id, order.store_team_id),
  });
}

export async function getOrder(tablesDB: TablesDB, orderId: unknown): Promise<OrderRow> {
  if (typeof orderId !== 'string' || !/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(orderId)) {
    throw new OrderError(400, 'invalid_order_id', 'order_id must be an order id.');
  }
  try {
    return await tablesDB.getRow<OrderRow>({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: orderId });
  } catch (err) {
    if ((err as { code?: number }).code === 404) throw new OrderError(404, 'order_not_found', 'Order not found.');
    throw err;
  }
}

export async function listOrderItems(tablesDB: TablesDB, orderId: string): Promise<OrderItemRow[]> {
  const page = await tablesDB.listRows<OrderItemRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderItems,
    queries: [Query.equal('order_id', orderId), Query.limit(500)],
  });
  return page.rows;
}

/**
 * Puts an order's reserved stock back, exactly once per reservation. The claim is an event row
 * with a unique dedupe key, written before any stock moves: Appwrite has no compare-and-set,
 * and a unique index is the one thing two racing executions cannot both pass.
 */
export async function releaseStock(tablesDB: TablesDB, order: OrderRow, actor: OrderEventInput): Promise<boolean> {
  try {
    await appendEvent(tablesDB, order, { ...actor, type: 'stock_released', dedupe_key: `stock_released:${order.$id}:${order.stock_reservation ?? 1}` });
  } catch (err) {
    if ((err as { code?: number }).code === 409) return false; // released before
    throw err;
  }
  for (const item of await listOrderItems(tablesDB, order.$id)) {
    await tablesDB.incrementRowColumn({ databaseId: DATABASE_ID, tableId: TABLES.inventory, rowId: item.inventory_id, column: 'stock', value: item.quantity });
  }
  await tablesDB.updateRow({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: order.$id, data: { stock_released: true } });
  return true;
}

export interface ReservationLine {
  /** Inventory rows (batches) that may supply the line, preferred first. */
  candidates: string[];
  quantity: number;
}

/**
 * Takes stock for every line with an atomic `decrementRowColumn(min: 0)`, so concurrent buyers
 * can never take a batch below zero; when a batch is short the next candidate is tried. If any
 * line cannot be supplied, what was already taken is put back and `null` names that line.
 * Returns the inventory row chosen per line.
 */
export async function reserveStock(tablesDB: TablesDB, lines: readonly ReservationLine[]): Promise<{ chosen: string[] } | { shortLine: number }> {
  const taken: { rowId: string; quantity: number }[] = [];
  try {
    for (const [index, line] of lines.entries()) {
      let got: string | null = null;
      for (const rowId of line.candidates) {
        try {
          await tablesDB.decrementRowColumn({ databaseId: DATABASE_ID, tableId: TABLES.inventory, rowId, column: 'stock', value: line.quantity, min: 0 });
          got = rowId;
          break;
        } catch (err) {
          // 400: the decrement would go below min (not enough left in this batch); 404: batch gone.
          const code = (err as { code?: number }).code;
          if (code !== 400 && code !== 404) throw err;
        }
      }
      if (!got) {
        await putBack(tablesDB, taken);
        return { shortLine: index };
      }
      taken.push({ rowId: got, quantity: line.quantity });
    }
  } catch (err) {
    await putBack(tablesDB, taken);
    throw err;
  }
  return { chosen: taken.map((t) => t.rowId) };
}

export async function putBack(tablesDB: TablesDB, taken: readonly { rowId: string; quantity: number }[]): Promise<void> {
  for (const t of taken) {
    await tablesDB.incrementRowColumn({ databaseId: DATABASE_ID, tableId: TABLES.inventory, rowId: t.rowId, column: 'stock', value: t.quantity });
  }
}

export interface Caller {
  id: string;
  isAdmin: boolean;
  /** Team id → roles in it. */
  teams: Map<string, string[]>;
}

/** Who the caller is on the platform: admin label and store-team memberships (read with the key). */
export async function loadCaller(client: Client, userId: string): Promise<Caller> {
  const users = new Users(client);
  const [user, memberships] = await Promise.all([users.get({ userId }), users.listMemberships({ userId })]);
  const teams = new Map<string, string[]>();
  for (const m of memberships.memberships) if (m.confirm) teams.set(m.teamId, m.roles);
  return { id: userId, isAdmin: user.labels.includes('admin'), teams };
}

export interface PrescriptionRow extends Models.Row {
  user_id: string;
  file_id: string;
  status: 'pending' | 'verified' | 'rejected';
  order_id: string | null;
}

/** The order's rx_status for an attached prescription: a verified one stays verified, any other waits for the pharmacist. */
export function rxStatusOf(prescription: Pick<PrescriptionRow, 'status'>): 'verified' | 'pending' {
  return prescription.status === 'verified' ? 'verified' : 'pending';
}

/** Adds read permissions for `roles` to a file, keeping what it had (a client cannot grant roles it does not hold). */
export async function grantFileRead(storage: Storage, bucketId: string, file: Models.File, roles: readonly string[]): Promise<Models.File> {
  const permissions = [...new Set([...file.$permissions, ...roles.map((r) => `read("${r}")`)])];
  if (permissions.length === file.$permissions.length) return file;
  return storage.updateFile({ bucketId, fileId: file.$id, permissions });
}

/**
 * Links a prescription to an order and lets the order's store team read the row and its file:
 * the team's pharmacist has to see it to verify it.
 */
export async function sharePrescriptionWithStore(
  tablesDB: TablesDB, storage: Storage, prescription: PrescriptionRow, file: Models.File, order: Pick<OrderRow, '$id' | 'store_id' | 'store_team_id'>,
): Promise<void> {
  const teamRead = `read("team:${order.store_team_id}")`;
  await grantFileRead(storage, BUCKETS.prescriptions, file, [`team:${order.store_team_id}`]);
  await tablesDB.updateRow({
    databaseId: DATABASE_ID, tableId: TABLES.prescriptions, rowId: prescription.$id,
    data: { order_id: order.$id, store_id: order.store_id },
    permissions: [...new Set([...prescription.$permissions, teamRead])],
  });
}

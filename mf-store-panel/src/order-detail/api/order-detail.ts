// Every Appwrite call of the store's order page: reads with the member's session (row permissions
// give the store's team the order, its items, events, verification and — while the order is active —
// the recipient's phone), and every change through order-state.
import { Query, type Models } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { BUCKETS, DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrderStatus, PaymentStatus, RefundStatus, RxStatus } from '@instamg/shared/domain/order';
import type { ReturnStatus } from '@instamg/shared/domain/returns';
import type { SubstitutionView } from '@instamg/shared/domain/substitution';
import type { DetailAction, PickBatch } from '../domain/order-detail';
import type { CatalogueProduct, PricedBatch } from '../domain/substitutes';

export interface StoreOrder extends Models.Row {
  order_number?: string | null;
  customer_id: string;
  store_id: string;
  store_name: string;
  store_licence: string;
  store_gstin: string;
  store_address: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  delivery_mode: 'express' | 'standard' | 'scheduled';
  slot_start: string | null;
  slot_end: string | null;
  recipient_name: string | null;
  address_name: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  items_total: number;
  delivery_fee: number;
  gst_total: number;
  total: number;
  rx_status: RxStatus;
  rx_verification_id: string | null;
  paid_at: string | null;
  refund_status: RefundStatus | null;
  delivery_failure_reason: 'unreachable' | 'refused' | 'wrong_address' | null;
  redelivery_count: number | null;
  redelivery_fee_total: number | null;
  delivery_code_locked: boolean | null;
  /** The substitute waiting for the customer (issue 16 §5). */
  substitution_id?: string | null;
  /** Cash on delivery (issue 22 §6): the store collects `total` at the handover. */
  payment_method?: 'online' | 'cod' | null;
  cod_collected?: number | null;
}

export interface StoreOrderItem extends Models.Row {
  order_id: string;
  product_id: string;
  inventory_id: string;
  product_name: string;
  pack_size: string | null;
  schedule: 'none' | 'H' | 'H1' | 'X' | 'NDPS';
  rx_required: boolean;
  hsn: string | null;
  batch: string;
  batch_expiry: string | null;
  quantity: number;
  mrp: number;
  unit_price: number;
  line_total: number;
  gst_rate: number;
  gst_amount: number;
}

export interface StoreOrderEvent extends Models.Row {
  type: string;
  from_status: string | null;
  to_status: string | null;
  actor_role: string;
  note: string | null;
}

export interface Verification extends Models.Row {
  decision: 'verified' | 'rejected';
  pharmacist_name: string;
  pharmacy_council: string;
  registration_number: string;
  verified_at: string;
  prescription_id: string;
}

export interface Contact {
  recipient_name: string | null;
  phone: string | null;
}

const db = () => getAppwrite().tablesDB;
const notFoundAsNull = (err: unknown) => {
  if ((err as { code?: number }).code === 404) return null;
  throw err;
};

export const getStoreOrder = (orderId: string) =>
  db().getRow<StoreOrder>({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: orderId });

export async function listItems(orderId: string): Promise<StoreOrderItem[]> {
  const { rows } = await db().listRows<StoreOrderItem>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderItems,
    queries: [Query.equal('order_id', orderId), Query.limit(100)],
  });
  return rows;
}

export async function listEvents(orderId: string): Promise<StoreOrderEvent[]> {
  const { rows } = await db().listRows<StoreOrderEvent>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderEvents,
    queries: [Query.equal('order_id', orderId), Query.orderAsc('$createdAt'), Query.limit(200)],
  });
  return rows;
}

/** The recipient's phone: null once the order is no longer active (the row is the customer's alone then). */
export function getContact(orderId: string): Promise<Contact | null> {
  return db()
    .getRow<Models.Row & Contact>({ databaseId: DATABASE_ID, tableId: TABLES.orderContacts, rowId: orderId })
    .catch(notFoundAsNull);
}

export function getVerification(verificationId: string): Promise<Verification | null> {
  return db()
    .getRow<Verification>({ databaseId: DATABASE_ID, tableId: TABLES.prescriptionVerifications, rowId: verificationId })
    .catch(notFoundAsNull);
}

/** The store's batches of the order's medicines (store_inventory is public). */
export async function listBatches(storeId: string, productIds: readonly string[]): Promise<(PickBatch & Models.Row)[]> {
  if (productIds.length === 0) return [];
  const { rows } = await db().listRows<PickBatch & Models.Row>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeInventory,
    queries: [Query.equal('store_id', storeId), Query.equal('product_id', [...productIds]), Query.limit(500)],
  });
  return rows;
}

/** The catalogue row of an ordered medicine and the products sharing its salt key (products are public). */
export async function listSubstituteProducts(productId: string): Promise<{
  original: CatalogueProduct & Models.Row;
  products: (CatalogueProduct & Models.Row)[];
}> {
  const original = await db().getRow<CatalogueProduct & Models.Row & { salt_key: string }>({
    databaseId: DATABASE_ID,
    tableId: TABLES.products,
    rowId: productId,
  });
  const { rows } = await db().listRows<CatalogueProduct & Models.Row>({
    databaseId: DATABASE_ID,
    tableId: TABLES.products,
    queries: [Query.equal('salt_key', original.salt_key), Query.equal('is_active', true), Query.limit(100)],
  });
  return { original, products: rows };
}

/** The store's batches of some products, with prices (store_inventory is public). */
export async function listPricedBatches(
  storeId: string,
  productIds: readonly string[],
): Promise<(PricedBatch & Models.Row)[]> {
  if (productIds.length === 0) return [];
  const { rows } = await db().listRows<PricedBatch & Models.Row>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeInventory,
    queries: [Query.equal('store_id', storeId), Query.equal('product_id', [...productIds]), Query.limit(500)],
  });
  return rows;
}

export function getSubstitution(substitutionId: string): Promise<SubstitutionView | null> {
  return db()
    .getRow<SubstitutionView & Models.Row>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderSubstitutions,
      rowId: substitutionId,
    })
    .catch(notFoundAsNull);
}

/** Offers a substitute for a line (order-state propose_substitution). */
export function proposeSubstitute(
  orderId: string,
  itemId: string,
  productId: string,
): Promise<{ order: StoreOrder; substitution: SubstitutionView }> {
  return callFunction(FUNCTIONS.orderState, {
    action: 'propose_substitution',
    order_id: orderId,
    item_id: itemId,
    product_id: productId,
  });
}

/** One transition through order-state. */
export function takeAction(
  orderId: string,
  action: DetailAction,
  extra: Record<string, unknown> = {},
): Promise<{ order: StoreOrder }> {
  return callFunction(FUNCTIONS.orderState, { action, order_id: orderId, ...extra });
}

/** Calls `onChange` with each new version of the order (its row channel); returns the unsubscribe. */
export function watchStoreOrder(orderId: string, onChange: (order: StoreOrder) => void): () => void {
  return getAppwrite().client.subscribe<StoreOrder>(
    `databases.${DATABASE_ID}.tables.${TABLES.orders}.rows.${orderId}`,
    (event) => {
      if (event.payload?.$id === orderId) onChange(event.payload);
    },
  );
}

/** The order's return (issue 16 §6; a refund_requests row the store's team reads), or null. */
export interface StoreReturn extends Models.Row {
  status: ReturnStatus;
  reason: string;
  lines: string | null;
  decision_note: string | null;
  pickup_start: string | null;
  pickup_end: string | null;
  refund_amount: number | null;
  photo_file_ids: string[] | null;
}

export async function getOrderReturn(orderId: string): Promise<StoreReturn | null> {
  const { rows } = await db().listRows<StoreReturn>({
    databaseId: DATABASE_ID,
    tableId: TABLES.refundRequests,
    queries: [Query.equal('order_id', orderId), Query.limit(1)],
  });
  return rows[0] ?? null;
}

/** The store's return steps (order-state): ask for photos, approve, reject, schedule, collected, verify. */
export type ReturnAction =
  | 'request_return_photos'
  | 'approve_refund'
  | 'reject_refund'
  | 'schedule_return_pickup'
  | 'return_collected'
  | 'verify_return';

export function takeReturnAction(
  orderId: string,
  action: ReturnAction,
  extra: Record<string, unknown> = {},
): Promise<{ order: StoreOrder; refund_request: StoreReturn }> {
  return callFunction(FUNCTIONS.orderState, { action, order_id: orderId, ...extra });
}

/**
 * A photo of the customer's return as an object URL for an <img>: read with the session (a plain
 * view URL on another site than the backend would not be signed in). The caller revokes it.
 */
export async function readReturnPhoto(fileId: string): Promise<{ url: string; name: string }> {
  const { client, storage } = getAppwrite();
  const file = await storage.getFile({ bucketId: BUCKETS.problemPhotos, fileId });
  const view = new URL(storage.getFileView({ bucketId: BUCKETS.problemPhotos, fileId }));
  const bytes = (await client.call('get', view, {}, {}, 'arrayBuffer')) as ArrayBuffer;
  return { url: URL.createObjectURL(new Blob([bytes], { type: file.mimeType })), name: file.name };
}

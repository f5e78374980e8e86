// Every Appwrite call of the store's order page: reads with the member's session (row permissions
// give the store's team the order, its items, events, verification and — while the order is active —
// the recipient's phone), and every change through order-state.
import { Query } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { BUCKETS, DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type {
  OrderRefundsRow,
  OrderContactsRow,
  OrderEventsRow,
  OrderItemsRow,
  OrderSubstitutionsRow,
  OrdersRow,
  PrescriptionVerificationsRow,
  ProductsRow,
  RefundRequestsRow,
  RowMeta,
  StoreInventoryRow,
} from '@instamg/shared/appwrite/rows';
import type { SubstitutionView } from '@instamg/shared/domain/substitution';
import type { DetailAction } from '../domain/order-detail';

/** The order columns the store's order page reads. */
export type StoreOrder = RowMeta &
  Pick<
    OrdersRow,
    | 'order_number'
    | 'customer_id'
    | 'store_id'
    | 'store_name'
    | 'store_licence'
    | 'store_gstin'
    | 'store_address'
    | 'status'
    | 'payment_status'
    | 'delivery_mode'
    | 'slot_start'
    | 'slot_end'
    | 'recipient_name'
    | 'address_name'
    | 'address_line1'
    | 'address_line2'
    | 'city'
    | 'state'
    | 'postal_code'
    | 'items_total'
    | 'delivery_fee'
    | 'gst_total'
    | 'total'
    | 'rx_status'
    | 'rx_verification_id'
    | 'paid_at'
    | 'refund_status'
    | 'delivery_failure_reason'
    | 'redelivery_count'
    | 'redelivery_fee_total'
    | 'redelivery_requested_at'
    | 'delivery_failure_note'
    | 'delivery_code_locked'
    | 'substitution_id'
    | 'payment_method'
    | 'cod_collected'
  >;

const db = () => getAppwrite().tablesDB;
const notFoundAsNull = (err: unknown) => {
  if ((err as { code?: number }).code === 404) return null;
  throw err;
};

export const getStoreOrder = (orderId: string) =>
  db().getRow<StoreOrder>({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: orderId });

export async function listItems(orderId: string): Promise<OrderItemsRow[]> {
  const { rows } = await db().listRows<OrderItemsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderItems,
    queries: [Query.equal('order_id', orderId), Query.limit(100)],
  });
  return rows;
}

export async function listEvents(orderId: string): Promise<OrderEventsRow[]> {
  const { rows } = await db().listRows<OrderEventsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderEvents,
    queries: [Query.equal('order_id', orderId), Query.orderAsc('$createdAt'), Query.limit(200)],
  });
  return rows;
}

/** The order's refunds, oldest first (the store's team reads them; written only by the functions). */
export async function listRefunds(orderId: string): Promise<OrderRefundsRow[]> {
  const { rows } = await db().listRows<OrderRefundsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderRefunds,
    queries: [Query.equal('order_id', orderId), Query.orderAsc('$createdAt'), Query.limit(100)],
  });
  return rows;
}

/** The recipient's phone: null once the order is no longer active (the row is the customer's alone then). */
export function getContact(orderId: string): Promise<OrderContactsRow | null> {
  return db()
    .getRow<OrderContactsRow>({ databaseId: DATABASE_ID, tableId: TABLES.orderContacts, rowId: orderId })
    .catch(notFoundAsNull);
}

export function getVerification(verificationId: string): Promise<PrescriptionVerificationsRow | null> {
  return db()
    .getRow<PrescriptionVerificationsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.prescriptionVerifications,
      rowId: verificationId,
    })
    .catch(notFoundAsNull);
}

/** The store's batches of the order's medicines (store_inventory is public). */
export async function listBatches(storeId: string, productIds: readonly string[]): Promise<StoreInventoryRow[]> {
  if (productIds.length === 0) return [];
  const { rows } = await db().listRows<StoreInventoryRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeInventory,
    queries: [Query.equal('store_id', storeId), Query.equal('product_id', [...productIds]), Query.limit(500)],
  });
  return rows;
}

/** The catalogue row of an ordered medicine and the products sharing its salt key (products are public). */
export async function listSubstituteProducts(productId: string): Promise<{
  original: ProductsRow;
  products: ProductsRow[];
}> {
  const original = await db().getRow<ProductsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.products,
    rowId: productId,
  });
  const { rows } = await db().listRows<ProductsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.products,
    queries: [Query.equal('salt_key', original.salt_key), Query.equal('is_active', true), Query.limit(100)],
  });
  return { original, products: rows };
}

/** The store's batches of some products, with prices (store_inventory is public). */
export async function listPricedBatches(storeId: string, productIds: readonly string[]): Promise<StoreInventoryRow[]> {
  if (productIds.length === 0) return [];
  const { rows } = await db().listRows<StoreInventoryRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeInventory,
    queries: [Query.equal('store_id', storeId), Query.equal('product_id', [...productIds]), Query.limit(500)],
  });
  return rows;
}

export function getSubstitution(substitutionId: string): Promise<SubstitutionView | null> {
  return db()
    .getRow<OrderSubstitutionsRow>({
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

export async function getOrderReturn(orderId: string): Promise<RefundRequestsRow | null> {
  const { rows } = await db().listRows<RefundRequestsRow>({
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
): Promise<{ order: StoreOrder; refund_request: RefundRequestsRow }> {
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

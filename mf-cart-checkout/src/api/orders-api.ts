// Every call mf-cart-checkout makes to Appwrite: reads with the user's session (row permissions
// decide what they see), and changes only through the order functions.
import { ID, Permission, Query, Role, type Models } from 'appwrite';
import {
  RETURN_SETTINGS,
  returnWindowsFrom,
  type ReturnReason,
  type ReturnWindows,
  type ReturnableProduct,
} from '@instamg/shared/domain/returns';
import { callFunction, isFunctionError } from '@instamg/shared/appwrite/call-function';
import type { TrackingView } from '@instamg/shared/domain/tracking-link';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { BUCKETS, DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type {
  DeliveryCodesRow,
  OrderDeliveriesRow,
  OrderEventsRow,
  OrderItemsRow,
  OrderRefundsRow,
  OrderSubstitutionsRow,
  OrdersRow,
  PrescriptionsRow,
  ProductsRow,
  RefundBankDetailsRow,
  RefundRequestsRow,
  SettingsRow,
  StoreInventoryRow,
} from '@instamg/shared/appwrite/rows';
import type { InventoryBatch } from '../domain/cart-lines';
import type { CheckoutOrderBody } from '../domain/checkout-quote';
import type { OrderQuote } from '@instamg/shared/domain/order-quote';
import type { DispensingPharmacist } from '@instamg/shared/domain/tax-document/tax-document';
import { PRESCRIPTION_VALIDITY_SETTING, validityMonthsOf } from '@instamg/shared/domain/rx-review';
import type { RefundView, SubstitutionView } from '@instamg/shared/domain/substitution';
import type { MaskedRefundBank, RefundBankDetails } from '@instamg/shared/domain/refund-bank';

const db = () => getAppwrite().tablesDB;

/** How many months a prescription stays usable (settings, world-readable; the function enforces it). */
export async function prescriptionValidityMonths(): Promise<number> {
  const { rows } = await db().listRows<SettingsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.settings,
    queries: [Query.equal('key', PRESCRIPTION_VALIDITY_SETTING), Query.limit(1)],
  });
  return validityMonthsOf(rows[0]?.value);
}

export async function currentUserId(): Promise<string> {
  return (await getAppwrite().account.get()).$id;
}

/** The selected store's batches of the cart's medicines (store_inventory is public). */
export async function storeBatches(storeId: string, productIds: readonly string[]): Promise<InventoryBatch[]> {
  if (productIds.length === 0) return [];
  const { rows } = await db().listRows<StoreInventoryRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeInventory,
    queries: [
      Query.equal('store_id', storeId),
      Query.equal('product_id', [...productIds]),
      Query.equal('visible', true),
      Query.limit(500),
    ],
  });
  return rows.map(({ product_id, stock, expiry, selling_price }) => ({ product_id, stock, expiry, selling_price }));
}

/** The quote's body plus what only placement needs. */
export interface PlaceOrderRequest extends CheckoutOrderBody {
  prescription_id: string | null;
  client_total: number;
  /** `online` (the gateway's page) or `cod`; amounts and discounts are never sent (issue 22 §6). */
  payment_method: 'online' | 'cod';
}

export function placeOrder(request: PlaceOrderRequest): Promise<{ order: OrdersRow; items: OrderItemsRow[] }> {
  return callFunction(FUNCTIONS.placeOrder, { action: 'place', ...request });
}

/** place-order's quote reply (one definition with the function: shared/src/domain/order-quote.ts). */
export type { OrderQuote, QuoteLine } from '@instamg/shared/domain/order-quote';

export type QuoteRequest = CheckoutOrderBody;

export async function quoteOrder(request: QuoteRequest): Promise<OrderQuote> {
  return (await callFunction<{ quote: OrderQuote }>(FUNCTIONS.placeOrder, { action: 'quote', ...request })).quote;
}

export interface PaymentSession {
  payment_session_id: string;
  /** The local sandbox's checkout page; null for Cashfree (the JS SDK opens its checkout). */
  checkout_url: string | null;
  mode: 'local' | 'sandbox' | 'production';
}

export function createPayment(orderId: string): Promise<PaymentSession> {
  return callFunction(FUNCTIONS.payments, { action: 'create', order_id: orderId });
}

/** Asks the gateway too, so an expired session is recorded even if its webhook never came. */
export function paymentStatus(orderId: string): Promise<Pick<OrdersRow, 'status' | 'payment_status'>> {
  return callFunction(FUNCTIONS.payments, { action: 'status', order_id: orderId });
}

export function cancelOrder(orderId: string, reason: string | null): Promise<{ order: OrdersRow }> {
  return callFunction(FUNCTIONS.orderState, { action: 'cancel', order_id: orderId, reason });
}

/** After a failed delivery, the customer asks for another one (issue 32; the redelivery fee applies). */
export function requestRedelivery(orderId: string): Promise<{ order: OrdersRow }> {
  return callFunction(FUNCTIONS.orderState, { action: 'request_redelivery', order_id: orderId });
}

/** The substitute the pharmacy offers (issue 16 §5). */
export async function getSubstitution(substitutionId: string): Promise<SubstitutionView> {
  return db().getRow<OrderSubstitutionsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderSubstitutions,
    rowId: substitutionId,
  });
}

/** The customer's answer: accept swaps the line (and refunds any difference); decline removes it and refunds it. */
export function answerSubstitution(orderId: string, accept: boolean): Promise<{ order: OrdersRow; refund?: string }> {
  return callFunction(FUNCTIONS.orderState, {
    action: accept ? 'accept_substitution' : 'decline_substitution',
    order_id: orderId,
  });
}

/** Every refund of the order (several per order: substitutions, cancellation …), oldest first. */
export async function listOrderRefunds(orderId: string): Promise<RefundView[]> {
  const { rows } = await db().listRows<OrderRefundsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderRefunds,
    queries: [Query.equal('order_id', orderId), Query.orderAsc('$createdAt'), Query.limit(100)],
  });
  return rows;
}

/** Gives an order whose prescription is missing or was rejected one of the customer's prescriptions. */
export function attachPrescription(orderId: string, prescriptionId: string): Promise<{ order: OrdersRow }> {
  return callFunction(FUNCTIONS.orderState, {
    action: 'attach_prescription',
    order_id: orderId,
    prescription_id: prescriptionId,
  });
}

/** One reported item of a return: which line, how many, why (shared/src/domain/returns.ts). */
export interface ReturnLineInput {
  item_id: string;
  quantity: number;
  reason: ReturnReason;
}

/** Reports items of a delivered order for return (issue 16 §6), with an optional note and photos. */
export function reportProblem(
  orderId: string,
  lines: ReturnLineInput[],
  reason: string,
  photoFileIds: string[],
): Promise<{ order: OrdersRow; refund_request: RefundRequestsRow }> {
  return callFunction(FUNCTIONS.orderState, {
    action: 'report_problem',
    order_id: orderId,
    lines,
    ...(reason ? { reason } : {}),
    photo_file_ids: photoFileIds,
  });
}

/**
 * The account a cash-on-delivery refund is paid to (SPEC §9; issue 22 §6): order-state keeps the
 * full number where only admins read it and a masked row the customer reads back.
 */
export function submitRefundBankDetails(orderId: string, details: RefundBankDetails): Promise<{ order: OrdersRow }> {
  return callFunction(FUNCTIONS.orderState, {
    action: 'submit_refund_bank_details',
    order_id: orderId,
    bank_details: details,
  });
}

/** What the customer reads back of the account they gave (never the full number), or null. */
export async function getRefundBankDetails(orderId: string): Promise<MaskedRefundBank | null> {
  try {
    return await db().getRow<RefundBankDetailsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.refundBankDetails,
      rowId: orderId,
    });
  } catch (err) {
    if ((err as { code?: number }).code === 404) return null;
    throw err;
  }
}

/** The photos the pharmacy asked for, added to the return. */
export function addReturnPhotos(
  orderId: string,
  photoFileIds: string[],
): Promise<{ refund_request: RefundRequestsRow }> {
  return callFunction(FUNCTIONS.orderState, {
    action: 'add_return_photos',
    order_id: orderId,
    photo_file_ids: photoFileIds,
  });
}

export async function getOrderReturn(orderId: string): Promise<RefundRequestsRow | null> {
  const { rows } = await db().listRows<RefundRequestsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.refundRequests,
    queries: [Query.equal('order_id', orderId), Query.limit(1)],
  });
  return rows[0] ?? null;
}

/** What the return rules read: each product's flags (world-readable) and the windows (settings). */
export interface ReturnRules {
  products: Record<string, ReturnableProduct>;
  windows: ReturnWindows;
}

export async function returnRulesOf(productIds: readonly string[]): Promise<ReturnRules> {
  const keys = [RETURN_SETTINGS.medicineHours.key, RETURN_SETTINGS.nonMedicinalDays.key];
  const [products, settings] = await Promise.all([
    db().listRows<ProductsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.products,
      queries: [Query.equal('$id', [...productIds]), Query.limit(100)],
    }),
    db().listRows<SettingsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.settings,
      queries: [Query.equal('key', keys), Query.limit(keys.length)],
    }),
  ]);
  return {
    products: Object.fromEntries(
      products.rows.map((p) => [p.$id, { medicinal: p.medicinal, non_returnable: p.non_returnable }]),
    ),
    windows: returnWindowsFrom(Object.fromEntries(settings.rows.map((r) => [r.key, r.value]))),
  };
}

export async function getOrder(orderId: string): Promise<OrdersRow> {
  return db().getRow<OrdersRow>({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: orderId });
}

/**
 * The 4-digit code the customer tells the delivery partner (issue 16 §4). Its row is readable by
 * the customer alone (never the store); order-state issues a new one each time the order goes out.
 */
export async function getDeliveryCode(orderId: string): Promise<string | null> {
  try {
    const row = await db().getRow<DeliveryCodesRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.deliveryCodes,
      rowId: orderId,
    });
    return row.code;
  } catch (err) {
    if ((err as { code?: number }).code === 404) return null;
    throw err;
  }
}

/** The order's delivery as the customer reads it: the rider's first name, masked phone, position and ETA (issue 38). */
export type OrderRider = Pick<
  OrderDeliveriesRow,
  | '$id'
  | 'order_status'
  | 'rider_first_name'
  | 'rider_phone_masked'
  | 'rider_latitude'
  | 'rider_longitude'
  | 'rider_located_at'
  | 'destination_latitude'
  | 'destination_longitude'
  | 'eta_minutes'
  | 'partner'
  | 'partner_status'
  | 'partner_tracking_url'
  | 'partner_vehicle'
>;

export async function getOrderRider(orderId: string): Promise<OrderRider | null> {
  try {
    return await db().getRow<OrderDeliveriesRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderDeliveries,
      rowId: orderId,
    });
  } catch (err) {
    if ((err as { code?: number }).code === 404) return null;
    throw err;
  }
}

/** A new family tracking link for an order out for delivery (delivery-tracking `share`, issue 38 §4). */
export async function shareTracking(orderId: string): Promise<{ url: string; expires_at: string }> {
  return callFunction(FUNCTIONS.deliveryTracking, { action: 'share', order_id: orderId });
}

/** What a tracking link shows, with no session: the map's view, or ended (unknown, expired or delivered: one 404). */
export async function viewTracking(token: string): Promise<TrackingView | { state: 'ended' }> {
  try {
    return await callFunction<TrackingView>(FUNCTIONS.deliveryTracking, { action: 'view', token });
  } catch (err) {
    if (isFunctionError(err, 'tracking_link_expired') || isFunctionError(err, 'invalid_input'))
      return { state: 'ended' };
    throw err;
  }
}

/** Each new rider position (the delivery row's channel); returns the unsubscribe. */
export function watchOrderRider(orderId: string, onChange: (row: OrderRider) => void): () => void {
  return getAppwrite().client.subscribe<OrderRider>(
    `databases.${DATABASE_ID}.tables.${TABLES.orderDeliveries}.rows.${orderId}`,
    (event) => {
      if (event.payload?.$id === orderId) onChange(event.payload);
    },
  );
}

export async function listMyOrders(userId: string): Promise<OrdersRow[]> {
  const { rows } = await db().listRows<OrdersRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    queries: [Query.equal('customer_id', userId), Query.orderDesc('$createdAt'), Query.limit(50)],
  });
  return rows;
}

export async function listOrderItems(orderId: string): Promise<OrderItemsRow[]> {
  const { rows } = await db().listRows<OrderItemsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderItems,
    queries: [Query.equal('order_id', orderId), Query.limit(100)],
  });
  return rows;
}

export async function listOrderEvents(orderId: string): Promise<OrderEventsRow[]> {
  const { rows } = await db().listRows<OrderEventsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderEvents,
    queries: [Query.equal('order_id', orderId), Query.orderAsc('$createdAt'), Query.limit(100)],
  });
  return rows;
}

/** Realtime channel of one order row (Appwrite 1.9 TablesDB channel naming). */
export function orderChannel(orderId: string): string {
  return `databases.${DATABASE_ID}.tables.${TABLES.orders}.rows.${orderId}`;
}

/** Calls `onChange` with each new version of the order; returns the unsubscribe function. */
export function watchOrder(orderId: string, onChange: (order: OrdersRow) => void): () => void {
  const unsubscribe = getAppwrite().client.subscribe<OrdersRow>(orderChannel(orderId), (event) => {
    if (event.payload && event.payload.$id === orderId) onChange(event.payload);
  });
  return unsubscribe;
}

export async function listMyPrescriptions(userId: string): Promise<PrescriptionsRow[]> {
  const { rows } = await db().listRows<PrescriptionsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.prescriptions,
    queries: [Query.equal('user_id', userId), Query.orderDesc('$createdAt'), Query.limit(50)],
  });
  return rows;
}

/**
 * Uploads a file to the private `prescriptions` bucket (readable by the uploader only) and
 * registers it as pending verification through order-state (a customer cannot create a
 * prescription row themselves).
 */
/** `issuedOn` (YYYY-MM-DD) is the date written on the prescription: order-state refuses a missing, future or expired one. */
export async function uploadPrescription(
  userId: string,
  file: File,
  issuedOn: string,
  note: string | null,
): Promise<PrescriptionsRow> {
  const uploaded = await getAppwrite().storage.createFile({
    bucketId: BUCKETS.prescriptions,
    fileId: ID.unique(),
    file,
    permissions: [Permission.read(Role.user(userId))],
  });
  const { prescription } = await callFunction<{ prescription: PrescriptionsRow }>(FUNCTIONS.orderState, {
    action: 'submit_prescription',
    file_id: uploaded.$id,
    issued_on: issuedOn,
    note,
  });
  return prescription;
}

/**
 * A problem photo, readable by the customer only; order-state shares it with the order's store
 * team and admins when the report is sent.
 */
export async function uploadProblemPhoto(userId: string, file: File): Promise<string> {
  const uploaded = await getAppwrite().storage.createFile({
    bucketId: BUCKETS.problemPhotos,
    fileId: ID.unique(),
    file,
    permissions: [Permission.read(Role.user(userId))],
  });
  return uploaded.$id;
}

/** The fulfilling store's phone for the order page's help (stores are public: read("any")). */
export async function getStorePhone(storeId: string): Promise<string | null> {
  const row = await db().getRow<{ phone?: string | null } & Models.Row>({
    databaseId: DATABASE_ID,
    tableId: TABLES.stores,
    rowId: storeId,
    queries: [Query.select(['$id', 'phone'])],
  });
  return row.phone || null;
}

/**
 * The paid order's tax invoice serial, issued by the payments function on the first ask (issue 40
 * §11); once delivered also the stored PDF's bucket and file (made there if missing).
 */
export function issueInvoice(orderId: string): Promise<{
  invoice_number: string;
  invoice_date: string;
  bucket_id?: string;
  file_id?: string;
  /** The pharmacist who verified the order's prescription, named on the invoice (issue 36 §1). */
  pharmacist: DispensingPharmacist | null;
}> {
  return callFunction(FUNCTIONS.payments, { action: 'invoice', order_id: orderId });
}

/** A refund's credit note (Rule 53): its serial and stored PDF, issued on the first ask. */
export function issueCreditNote(
  orderId: string,
  refundId: string,
): Promise<{ credit_note_number: string; credit_note_date: string; bucket_id: string; file_id: string }> {
  return callFunction(FUNCTIONS.payments, { action: 'credit_note', order_id: orderId, refund_id: refundId });
}

/**
 * A stored tax document's bytes, read with the caller's session (the file is readable by the
 * customer, the store's team and admins only; on another site than the backend the session
 * travels in a header, so a plain link would not do).
 */
export async function downloadTaxDocument(bucketId: string, fileId: string): Promise<ArrayBuffer> {
  const { client, storage } = getAppwrite();
  const url = new URL(storage.getFileDownload({ bucketId, fileId }));
  return (await client.call('get', url, {}, {}, 'arrayBuffer')) as ArrayBuffer;
}

import { ID, Query } from 'node-appwrite';
import { InputFile } from 'node-appwrite/file';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { ProductsRow } from '@instamg/shared/appwrite/rows';
import { mayCustomerKeep } from '@instamg/shared/domain/rx-request';
import { appwriteStatus, fail } from '../../lib/runtime/errors.ts';
import { listAll } from '../../lib/runtime/list-all.ts';
import { readPermissions, type OrderRow } from '../../lib/orders/rows.ts';
import { rxLinesOf } from '../../lib/orders/prescriptions.ts';
import type { RxRequestLineRow, RxRequestRow } from '../../lib/orders/rx-requests.ts';
import { parsePlaceOrderInput } from '../../place-order/src/input.ts';
import { placeOrder } from '../../place-order/src/place.ts';
import { activeRegistration } from '../../lib/orders/pharmacists.ts';
import { ownRequest } from './customer.ts';
import type { Io } from './request.ts';

const prescriptionIdOf = (request: Pick<RxRequestRow, '$id'>): string => `rx${request.$id}`.slice(0, 36);

/**
 * The request's first image as a `prescriptions` row of the customer (file copied into the
 * prescriptions bucket, read by the customer only until the order shares it with its store), so
 * the order carries a prescription like any other (place-order's checks, the H1 register, returns).
 */
async function prescriptionOf(io: Io, request: RxRequestRow): Promise<string> {
  const fileId = request.file_ids[0]!;
  const [meta, bytes] = await Promise.all([
    io.storage.getFile({ bucketId: BUCKETS.rxRequestFiles, fileId }),
    io.storage.getFileDownload({ bucketId: BUCKETS.rxRequestFiles, fileId }),
  ]);
  const file = await io.storage.createFile({
    bucketId: BUCKETS.prescriptions,
    fileId: ID.unique(),
    file: InputFile.fromBuffer(Buffer.from(bytes), meta.name),
    permissions: [`read("user:${request.customer_id}")`],
  });
  // One id per request: of two racing checkouts only one creates it (the other gets 409).
  const row = await io.tablesDB
    .createRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.prescriptions,
      rowId: prescriptionIdOf(request),
      permissions: [`read("user:${request.customer_id}")`],
      data: {
        user_id: request.customer_id,
        file_id: file.$id,
        file_name: meta.name.slice(0, 255),
        note: `Prescription request ${request.$id}`,
        status: 'pending',
        issued_on: request.prescription_issued_on,
        store_id: request.store_id,
      },
    })
    .catch(async (err: unknown) => {
      await io.storage.deleteFile({ bucketId: BUCKETS.prescriptions, fileId: file.$id }).catch(() => undefined);
      if (appwriteStatus(err) === 409) throw fail('rx_request_closed', 'This cart is already being ordered.');
      throw err;
    });
  return row.$id;
}

function keptLines(raw: unknown, priced: readonly RxRequestLineRow[]): { product_id: string; quantity: number }[] {
  const kept = Array.isArray(raw)
    ? raw.map((l: Record<string, unknown>) => ({
        product_id: l?.product_id as string,
        quantity: l?.quantity as number,
      }))
    : priced.map((l) => ({ product_id: l.product_id, quantity: l.quantity }));
  // Remove or reduce only: never a line or a unit the pharmacist did not price.
  if (!mayCustomerKeep(priced, kept))
    throw fail('rx_line_refused', 'You can remove lines or lower quantities, but not add to the cart.');
  return kept;
}

/**
 * The pricing pharmacist's verification of the new order (issue 14 §6's prescription_verifications
 * row, as order-state's verify_prescription writes it): the order starts with `rx_status = verified`.
 * A pharmacist no longer registered leaves it `pending`, for the store to verify as usual.
 */
async function verifyAsPricingPharmacist(io: Io, request: RxRequestRow, order: OrderRow): Promise<OrderRow> {
  const registration = await activeRegistration(io.tablesDB, request.pharmacist_id!, request.store_id!);
  if (!registration) return order;
  const items = (
    await io.tablesDB.listRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderItems,
      queries: [Query.equal('order_id', order.$id), Query.limit(100)],
    })
  ).rows as unknown as { product_id: string; product_name: string; rx_required: boolean; quantity: number }[];
  const products = await listAll<ProductsRow>(io.tablesDB, TABLES.products, [
    Query.equal(
      '$id',
      items.map((i) => i.product_id),
    ),
  ]);
  const strengths = new Map(products.map((p) => [p.$id, p.strength ?? null]));
  const verifiedAt = io.now.toISOString();
  const verification = await io.tablesDB.createRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.prescriptionVerifications,
    rowId: ID.unique(),
    permissions: readPermissions(order.customer_id, order.store_team_id),
    data: {
      order_id: order.$id,
      store_id: order.store_id,
      prescription_id: order.prescription_id,
      decision: 'verified',
      lines: JSON.stringify(rxLinesOf(items, strengths)),
      pharmacist_user_id: registration.user_id,
      pharmacist_name: registration.name,
      pharmacy_council: registration.pharmacy_council,
      registration_number: registration.registration_number,
      verified_at: verifiedAt,
      prescriber_name: request.prescriber_name,
      prescriber_registration: request.prescriber_registration,
      // The H1 register's patient (recorded at pricing when the cart has an H1 line).
      patient_name: request.patient_name ?? null,
    },
  });
  await io.tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.prescriptions,
    rowId: order.prescription_id!,
    data: {
      status: 'verified',
      order_id: order.$id,
      verified_by: registration.user_id,
      verified_at: verifiedAt,
      pharmacist_name: registration.name,
      pharmacy_council: registration.pharmacy_council,
      registration_number: registration.registration_number,
    },
  });
  return (await io.tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    rowId: order.$id,
    data: {
      rx_status: 'verified',
      rx_verified_by: registration.user_id,
      rx_verified_at: verifiedAt,
      rx_verification_id: verification.$id,
    },
  })) as unknown as OrderRow;
}

/**
 * `checkout`: the priced cart (less the lines the customer removed) as a normal order at the
 * request's store through place-order's own code (prices, stock, payment hold, COD rules), its
 * prescription already verified by the pharmacist who priced it. The customer then pays as for
 * any order (payments `create`).
 */
export async function checkoutRequest(
  io: Io,
  userId: string,
  body: Record<string, unknown>,
): Promise<{ order: OrderRow; items: unknown[]; request: RxRequestRow }> {
  const request = await ownRequest(io, userId, body.request_id);
  if (request.state !== 'priced') throw fail('rx_request_closed', 'This cart is not ready to order.');
  const priced = await listAll<RxRequestLineRow>(io.tablesDB, TABLES.rxRequestLines, [
    Query.equal('request_id', request.$id),
  ]);
  const items = keptLines(body.lines, priced);
  const prescriptionId = await prescriptionOf(io, request);
  let placed: Awaited<ReturnType<typeof placeOrder>> | null = null;
  try {
    const input = parsePlaceOrderInput(
      {
        items,
        address_id: request.address_id,
        store_id: request.store_id,
        delivery_mode: body.delivery_mode ?? 'express',
        payment_method: body.payment_method ?? 'online',
        prescription_id: prescriptionId,
      },
      io.now,
    );
    placed = await placeOrder(
      { client: io.client, tablesDB: io.tablesDB, storage: io.storage, log: () => undefined, error: () => undefined },
      userId,
      input,
    );
    // The order stands even if this fails: it then waits for the store's verification as usual.
    const placedOrder = placed.order;
    const order = await verifyAsPricingPharmacist(io, request, placedOrder).catch(() => placedOrder);
    const updated = (await io.tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.rxRequests,
      rowId: request.$id,
      data: { state: 'ordered', order_id: order.$id },
    })) as unknown as RxRequestRow;
    return { order, items: placed.items, request: updated };
  } catch (err) {
    // Undone, so the customer can try again (e.g. after a stock change): the copied prescription goes.
    const row = await io.tablesDB
      .getRow({ databaseId: DATABASE_ID, tableId: TABLES.prescriptions, rowId: prescriptionId })
      .catch(() => null);
    // Only when no order was placed (placeOrder undoes its own rows); an order keeps its prescription.
    if (row && !placed) {
      await io.storage
        .deleteFile({ bucketId: BUCKETS.prescriptions, fileId: (row as unknown as { file_id: string }).file_id })
        .catch(() => undefined);
      await io.tablesDB
        .deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.prescriptions, rowId: prescriptionId })
        .catch(() => undefined);
    }
    throw err;
  }
}

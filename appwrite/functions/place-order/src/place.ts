import { ID, Query, Users, type Client, type Models, type Storage, type TablesDB } from 'node-appwrite';
import { fail } from '../../lib/runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { appendEvent } from '../../lib/orders/events.ts';
import { putBack, recordOrderStock, reserveStock } from '../../lib/orders/stock.ts';
import { orderReadPermissions, teamReadsOrder, type OrderRow } from '../../lib/orders/rows.ts';
import { sharePrescriptionWithStore, takeOverPrescriptionFile } from '../../lib/orders/prescription-access.ts';
import { assertUnpaidBelow, holdMinutes, maxUnpaidOrders, paymentDeadline } from '../../lib/money/payment-hold.ts';
import { writeContact } from '../../lib/orders/fulfilment.ts';
import { allocateOrderNumber } from './order-number.ts';
import { assertMayOrder } from './customer.ts';
import type { PlaceOrderInput } from './input.ts';
import { needsPrescription, planOrder, pricedLine, roundKm } from './order-plan.ts';
import { lineAmounts, orderAmounts } from './pricing.ts';
import {
  announceCodOrder,
  assertCodAllowed,
  assertCodCap,
  assertCodCapHolds,
  codCapOf,
  codLimitPaise,
  couponForPlacement,
  paymentColumns,
  redeemCoupon,
  releaseRedemptions,
  withCoupon,
} from './payment-choice.ts';

/** What placing an order works with: the key's clients and the execution's log. */
export interface PlaceDeps {
  client: Client;
  tablesDB: TablesDB;
  storage: Storage;
  log: (message: string) => void;
  error: (message: string) => void;
}

/**
 * Places an order (place-order's `place`): the plan re-read from the database, stock held, the
 * order, its items, contact and events written, undone on any failure. place-order's entry and
 * rx-requests' checkout (issue 36 §1: a pharmacist's priced cart) both place orders through this.
 */
export async function placeOrder(
  { client, tablesDB, storage, log, error }: PlaceDeps,
  userId: string,
  input: PlaceOrderInput,
): Promise<{ order: OrderRow; items: Models.Row[] }> {
  // Issue 14 §8: guests and customers with too many unpaid orders hold no stock.
  const account = await assertMayOrder(new Users(client), userId);
  const [hold, maxUnpaid] = await Promise.all([holdMinutes(tablesDB), maxUnpaidOrders(tablesDB)]);
  await assertUnpaidBelow(tablesDB, userId, maxUnpaid, new Date());

  const plan = await planOrder(tablesDB, storage, userId, input, { checkPrescription: true });
  if (!plan.complete) {
    throw fail(
      'out_of_stock',
      input.store_id
        ? 'This store does not have every item in your cart in stock. Remove the unavailable items or choose another store.'
        : 'No nearby pharmacy has every item in your cart in stock right now.',
    );
  }
  const reservation = await reserveStock(
    tablesDB,
    plan.lines.map((l) => ({ candidates: l.batches.map((r) => r.$id), quantity: l.quantity })),
  );
  if ('shortLine' in reservation) {
    throw fail(
      'out_of_stock',
      `${plan.lines[reservation.shortLine]!.product.name} just went out of stock. Please update your cart.`,
    );
  }
  const taken = reservation.chosen.map((rowId, i) => ({ rowId, quantity: plan.lines[i]!.quantity }));

  const { store, address, point, prescription, prescriptionFile } = plan;
  // The team the store's row records (server-chosen, admin-written); never derived from the store id (issue 14 §9).
  if (!store.team_id) throw new Error(`Store ${store.$id} has no team_id`);
  const team = store.team_id;
  const orderId = ID.unique();
  try {
    // Numbered only once stock is held, so a refused order burns no number.
    const orderNumber = await allocateOrderNumber(tablesDB, new Date());
    // Priced at the batch each line actually got: normally the quote's first batch.
    const lines = plan.lines.map((line, i) => {
      const batch = line.batches.find((r) => r.$id === reservation.chosen[i])!;
      return { line, batch, priced: pricedLine(line, batch) };
    });
    const listed = orderAmounts(
      lines.map((l) => l.priced),
      plan.km,
      input.delivery_mode,
    );
    // Issue 22 §6: the coupon (checked here only) and the payment method (COD within the platform's limit).
    const now = new Date();
    const coupon = await couponForPlacement(tablesDB, input.coupon_code, userId, listed.items_total, now);
    const amounts = coupon ? withCoupon(listed, coupon.discount_paise) : listed;
    assertCodAllowed(input.payment_method, amounts.total, await codLimitPaise(tablesDB));
    if (input.payment_method === 'cod') assertCodCap(input.payment_method, await codCapOf(tablesDB, userId));
    if (input.client_total !== null && Math.abs(input.client_total - amounts.total) >= 0.01) {
      log(`place-order: client total ${input.client_total} differs from ${amounts.total}; the server's amounts stand.`);
    }
    const needsRx = plan.rxProducts.length > 0;
    // The store's team reads the order only once it is paid, or from now when it is cash on
    // delivery (issue 32; the payment webhook grants the read, lib/orders/team-read.ts).
    const payment = paymentColumns(input.payment_method, coupon, now);
    const permissions = orderReadPermissions({
      customer_id: userId,
      store_team_id: team,
      payment_method: input.payment_method,
      paid_at: null,
    });
    const order = (await tablesDB.createRow<Models.DefaultRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orders,
      rowId: orderId,
      permissions,
      data: {
        order_number: orderNumber,
        customer_id: userId,
        store_id: store.$id,
        store_team_id: team,
        store_name: store.name,
        store_licence: store.drug_license_number,
        store_gstin: store.gstin,
        store_address: store.address.slice(0, 512),
        status: 'placed',
        payment_status: 'pending',
        delivery_mode: input.delivery_mode,
        slot_start: input.slot?.start ?? null,
        slot_end: input.slot?.end ?? null,
        address_id: address.id,
        address_name: address.name ?? null,
        // The recipient (issue 16 §2, issue 22 §5): the address's, else the account's name; the phone goes to order_contacts below.
        recipient_name: (address.recipient_name?.trim() || account.name.trim()).slice(0, 128) || null,
        address_line1: address.address_line1,
        address_line2: address.address_line2 ?? null,
        city: address.city,
        state: address.state,
        postal_code: address.postal_code,
        latitude: point.latitude,
        longitude: point.longitude,
        // placed_total: the amount fixed now, the only one payments and refunds trust (issue 14 §5).
        distance_km: roundKm(plan.km),
        ...amounts,
        placed_total: amounts.total,
        currency: 'INR',
        prescription_id: prescription?.$id ?? null,
        // Verified only by this store's pharmacist for this order, whatever the prescription's past (issue 14 §6).
        rx_status: needsRx ? 'pending' : 'not_required',
        stock_released: false,
        stock_reservation: 1,
        // The stock is held this long unpaid; release-unpaid-orders frees it after (issue 14 §8).
        payment_expires_at: paymentDeadline(new Date(), hold),
        ...payment,
      },
    })) as unknown as OrderRow;
    if (coupon) await redeemCoupon(tablesDB, coupon, userId, orderId);
    const items = await Promise.all(
      lines.map(({ line, batch, priced }) =>
        tablesDB.createRow({
          databaseId: DATABASE_ID,
          tableId: TABLES.orderItems,
          rowId: ID.unique(),
          permissions,
          data: {
            order_id: orderId,
            product_id: line.product.$id,
            inventory_id: batch.$id,
            batch: batch.batch,
            batch_expiry: batch.expiry,
            product_name: line.product.name,
            pack_size: line.product.pack_size,
            schedule: line.product.schedule,
            rx_required: needsPrescription(line.product),
            hsn: line.product.hsn,
            quantity: line.quantity,
            mrp: batch.mrp,
            unit_price: batch.selling_price,
            gst_rate: line.product.gst_rate,
            line_total: lineAmounts(priced).line_total,
            gst_amount: lineAmounts(priced).gst_amount,
          },
        }),
      ),
    );
    await writeContact(tablesDB, order, order.recipient_name ?? null, address.recipient_phone || account.phone || null);
    // Checked again with this order in: concurrent placements may all have passed the first check.
    await assertUnpaidBelow(tablesDB, userId, maxUnpaid, new Date(), true);
    if (input.payment_method === 'cod') await assertCodCapHolds(tablesDB, userId, orderId);
    await appendEvent(tablesDB, order, {
      type: 'status_changed',
      from_status: null,
      to_status: 'placed',
      actor_id: userId,
      actor_role: 'customer',
      note: null,
    });
    await recordOrderStock(tablesDB, order, 'order_reserved', reservation.changes, {
      actor_id: userId,
      actor_role: 'customer',
      note: null,
    });
    // The fulfilling pharmacy must see the prescription (row and image) to verify it: now for cash
    // on delivery, else once paid (the payment webhook's grantTeamRead). The image is the
    // platform's from placement either way, so it cannot be swapped while the order awaits payment.
    if (prescription && teamReadsOrder(order))
      await sharePrescriptionWithStore(tablesDB, storage, prescription, prescriptionFile!, order);
    else if (prescription) await takeOverPrescriptionFile(storage, prescriptionFile!);
    await announceCodOrder(client, tablesDB, order, error);
    return { order, items };
  } catch (err) {
    // Undo: stock first (it matters most), then whatever rows were written.
    await putBack(tablesDB, taken);
    await releaseRedemptions(tablesDB, orderId);
    await tablesDB
      .deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.orderContacts, rowId: orderId })
      .catch(() => undefined);
    for (const tableId of [TABLES.orderItems, TABLES.orderEvents, TABLES.stockMovements]) {
      const written = await tablesDB
        .listRows({ databaseId: DATABASE_ID, tableId, queries: [Query.equal('order_id', orderId), Query.limit(100)] })
        .catch(() => ({ rows: [] }));
      for (const row of written.rows)
        await tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId, rowId: row.$id }).catch(() => undefined);
    }
    await tablesDB
      .deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: orderId })
      .catch(() => undefined);
    throw err;
  }
}

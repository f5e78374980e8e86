import { Query, Users, type Client, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrderContactsRow, OrderDeliveriesRow, StoreAdminsRow } from '@instamg/shared/appwrite/rows';
import { isActiveFulfilment, type OrderStatus } from '@instamg/shared/domain/order';
import {
  DELIVERY_ROLE,
  deliveryAddressLine,
  firstName,
  maskPhone,
  OCCUPYING_STATUSES,
  promisedBy,
} from '@instamg/shared/domain/delivery-staff';
import {
  PARTNER_NAMES,
  isPartnerRiderId,
  partnerRiderId,
  type DeliveryPartner,
  type PartnerStatus,
} from '@instamg/shared/domain/delivery-partner';
import { appwriteStatus } from '../runtime/errors.ts';
import { listAll } from '../runtime/list-all.ts';
import { orderReadPermissions, storeTeamOf, type OrderRow } from './rows.ts';
import { notifyStore } from './notifications.ts';

/**
 * An order's delivery (issue 38, ADR 0011): the `order_deliveries` row (id = the order's id) is
 * all a rider reads of an order — items count, address, the recipient's first name and masked
 * phone, the cash to collect — and what the customer reads of the rider (first name, masked phone,
 * position, ETA). Readers: the customer and the store's team as for the order
 * (orderReadPermissions), and the assigned rider by user id while the order is active. A rider is
 * never on the store's team (delivery-staff.ts DELIVERY_ROLE), so no `team:T` row reaches them.
 * Only functions write it (key).
 */
export type DeliveryRow = OrderDeliveriesRow;

/** Who reads the delivery row: the order's readers, and the rider while the order is on its way. */
export function deliveryPermissions(
  order: Pick<OrderRow, 'customer_id' | 'store_team_id' | 'payment_method' | 'paid_at'>,
  riderId: string | null,
  status: OrderStatus,
): string[] {
  // A partner's booking names no user (delivery-partner.ts partnerRiderId): no one reads it as the rider.
  const rider = riderId && !isPartnerRiderId(riderId) && isActiveFulfilment(status) ? [`read("user:${riderId}")`] : [];
  return [...orderReadPermissions(order), ...rider];
}

export async function getDelivery(tablesDB: TablesDB, orderId: string): Promise<DeliveryRow | null> {
  return tablesDB
    .getRow<DeliveryRow>({ databaseId: DATABASE_ID, tableId: TABLES.orderDeliveries, rowId: orderId })
    .catch((err: unknown) => {
      if (appwriteStatus(err) === 404) return null;
      throw err;
    });
}

/** The store's riders (store_admins rows with role `delivery`). */
export async function storeRiders(tablesDB: TablesDB, storeId: string): Promise<StoreAdminsRow[]> {
  return listAll<StoreAdminsRow>(tablesDB, TABLES.storeAdmins, [
    Query.equal('store_id', storeId),
    Query.equal('role', DELIVERY_ROLE),
  ]);
}

/** Whether the user is one of the store's riders now (a removed rider's row is gone). */
export async function isStoreRider(tablesDB: TablesDB, storeId: string, userId: string): Promise<boolean> {
  const rows = await tablesDB.listRows<StoreAdminsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeAdmins,
    queries: [
      Query.equal('store_id', storeId),
      Query.equal('user_id', userId),
      Query.equal('role', DELIVERY_ROLE),
      Query.limit(1),
    ],
  });
  return rows.rows.length > 0;
}

/** The stores the user is a rider of now (their store_admins rows with role `delivery`; one per store at most). */
export async function riderStoreIds(tablesDB: TablesDB, userId: string): Promise<Set<string>> {
  const rows = await tablesDB.listRows<StoreAdminsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeAdmins,
    queries: [Query.equal('user_id', userId), Query.equal('role', DELIVERY_ROLE), Query.limit(100)],
  });
  return new Set(rows.rows.map((row) => row.store_id));
}

/** The order's assigned rider is the caller, and still one of the store's riders. */
export async function isAssignedRider(tablesDB: TablesDB, order: OrderRow, userId: string): Promise<boolean> {
  const delivery = await getDelivery(tablesDB, order.$id);
  if (!delivery || delivery.rider_id !== userId) return false;
  return isStoreRider(tablesDB, order.store_id, userId);
}

/** Writes (or rewrites, on a reassignment) the order's delivery row for this rider. */
export async function writeAssignment(
  client: Client,
  tablesDB: TablesDB,
  order: OrderRow,
  riderId: string,
  now: Date,
): Promise<DeliveryRow> {
  const users = new Users(client);
  const [rider, contact] = await Promise.all([
    users.get({ userId: riderId }),
    tablesDB
      .getRow<OrderContactsRow>({ databaseId: DATABASE_ID, tableId: TABLES.orderContacts, rowId: order.$id })
      .catch(() => null),
  ]);
  const data = {
    ...deliveryOfOrder(order, now),
    rider_id: riderId,
    rider_first_name: firstName(rider.name),
    rider_phone_masked: maskPhone(rider.phone),
    recipient_first_name: firstName(contact?.recipient_name ?? order.recipient_name ?? order.address_name),
    recipient_phone_masked: maskPhone(contact?.phone),
    // Cash to collect at the door: a cash-on-delivery order not yet paid, in paise.
    cod_amount_paise:
      order.payment_method === 'cod' && order.payment_status === 'cod_pending'
        ? Math.round((order.total ?? 0) * 100)
        : 0,
    ...NO_PARTNER,
  };
  return writeDeliveryRow(tablesDB, order, data, riderId);
}

/** What a delivery row copies from its order whoever delivers it, with no position or ETA yet. */
function deliveryOfOrder(order: OrderRow, now: Date) {
  return {
    order_id: order.$id,
    store_id: order.store_id,
    order_number: order.order_number ?? order.$id,
    order_status: order.status,
    assigned_at: now.toISOString(),
    item_count: order.item_count ?? 0,
    address: deliveryAddressLine(order),
    destination_latitude: order.latitude ?? null,
    destination_longitude: order.longitude ?? null,
    rider_latitude: null,
    rider_longitude: null,
    rider_located_at: null,
    rider_speed_kmh: null,
    eta_minutes: null,
    // SPEC §9's promise, so the store's list flags a late delivery (delivery-staff.ts deliveryFlags).
    promised_by: promisedBy(order),
    out_at: null,
  };
}

const NO_PARTNER = {
  partner: null,
  partner_order_id: null,
  partner_status: null,
  partner_tracking_url: null,
  partner_fare_paise: null,
  partner_vehicle: null,
  partner_event_at: null,
};

/** The delivery row of a partner's booking: the partner stands in as the rider until it names its own. */
export async function writePartnerBooking(
  tablesDB: TablesDB,
  order: OrderRow,
  booking: {
    partner: DeliveryPartner;
    partnerOrderId: string;
    status: PartnerStatus;
    farePaise: number | null;
    trackingUrl: string | null;
  },
  recipient: { firstName: string; phoneMasked: string | null },
  now: Date,
): Promise<DeliveryRow> {
  const data = {
    ...deliveryOfOrder(order, now),
    rider_id: partnerRiderId(booking.partner),
    rider_first_name: PARTNER_NAMES[booking.partner],
    rider_phone_masked: null,
    recipient_first_name: recipient.firstName,
    recipient_phone_masked: recipient.phoneMasked,
    // A partner takes prepaid orders only (order-state book_partner refuses cash on delivery).
    cod_amount_paise: 0,
    partner: booking.partner,
    partner_order_id: booking.partnerOrderId,
    partner_status: booking.status,
    partner_tracking_url: booking.trackingUrl,
    partner_fare_paise: booking.farePaise,
    partner_vehicle: null,
    partner_event_at: now.toISOString(),
  };
  return writeDeliveryRow(tablesDB, order, data, data.rider_id);
}

async function writeDeliveryRow(
  tablesDB: TablesDB,
  order: OrderRow,
  data: Omit<DeliveryRow, keyof Models.Row>,
  riderId: string,
): Promise<DeliveryRow> {
  const permissions = deliveryPermissions(order, riderId, order.status);
  const existing = await getDelivery(tablesDB, order.$id);
  if (existing)
    return tablesDB.updateRow<DeliveryRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderDeliveries,
      rowId: order.$id,
      data,
      permissions,
    });
  return tablesDB.createRow<DeliveryRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderDeliveries,
    rowId: order.$id,
    data,
    permissions,
  });
}

/**
 * The order moved: its delivery row follows (status; the rider's read ends when the order does).
 * Going out stamps `out_at`, the start of this trip: a family tracking link made on an earlier
 * trip (before a failed attempt) stays ended (shared/src/domain/tracking-link.ts).
 */
export async function syncDelivery(
  tablesDB: TablesDB,
  order: OrderRow,
  status: OrderStatus,
  now = new Date(),
): Promise<void> {
  const delivery = await getDelivery(tablesDB, order.$id);
  if (!delivery || delivery.order_status === status) return;
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderDeliveries,
    rowId: order.$id,
    data: { order_status: status, ...(status === 'out_for_delivery' ? { out_at: now.toISOString() } : {}) },
    permissions: deliveryPermissions(order, delivery.rider_id, status),
  });
}

/** A removed rider: every delivery row of the store naming them loses their read (the store reassigns). */
export async function dropRiderAccess(
  tablesDB: TablesDB,
  storeId: string,
  riderId: string,
  orderOf: (orderId: string) => Promise<OrderRow | null>,
): Promise<number> {
  const rows = await listAll<DeliveryRow>(tablesDB, TABLES.orderDeliveries, [
    Query.equal('store_id', storeId),
    Query.equal('rider_id', riderId),
  ]);
  let dropped = 0;
  for (const row of rows) {
    const order = await orderOf(row.order_id);
    if (!order) continue;
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderDeliveries,
      rowId: row.$id,
      data: {},
      permissions: deliveryPermissions(order, null, order.status),
    });
    dropped++;
  }
  return dropped;
}

/**
 * The late-delivery alert (issue 38 §5): every delivery not finished whose SPEC §9 promise has
 * passed gets one store notification (`delivery_late`, deduplicated per order), run by the
 * every-minute sweep of reroute-unaccepted-orders. `only` limits it to some orders (tests).
 */
export async function alertLateDeliveries(tablesDB: TablesDB, now: Date, only: string[] | null): Promise<number> {
  const late = await listAll<DeliveryRow>(tablesDB, TABLES.orderDeliveries, [
    Query.equal('order_status', [...OCCUPYING_STATUSES]),
    Query.lessThan('promised_by', now.toISOString()),
    ...(only ? [Query.equal('$id', only)] : []),
  ]);
  const teams = new Map<string, string>();
  for (const d of late) {
    const team = teams.get(d.store_id) ?? (await storeTeamOf(tablesDB, d.store_id));
    teams.set(d.store_id, team);
    const minutes = Math.max(1, Math.round((now.getTime() - Date.parse(d.promised_by!)) / 60_000));
    await notifyStore(
      tablesDB,
      { store_id: d.store_id, store_team_id: team },
      'delivery_late',
      { $id: d.order_id, order_number: d.order_number },
      `Order ${d.order_number} with ${d.rider_first_name} is ${minutes} min past its promised time.`,
      'late',
    );
  }
  return late.length;
}

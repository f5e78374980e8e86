import { Query, type Client, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { isActiveFulfilment, type OrderStatus } from '@instamg/shared/domain/order';
import {
  PARTNER_NAMES,
  PARTNER_STATUS_MEANING,
  PORTER_EVENT_TO_PARTNER,
  partnerOrderMoves,
  partnerStepAllowed,
  type DeliveryPartner,
  type PartnerStatus,
} from '@instamg/shared/domain/delivery-partner';
import { firstName, maskPhone, riderEtaMinutes } from '@instamg/shared/domain/delivery-staff';
import { appwriteStatus } from '../../lib/runtime/errors.ts';
import { appendEvent } from '../../lib/orders/events.ts';
import { getOrder, storeTeamOf, type OrderRow } from '../../lib/orders/rows.ts';
import { syncDelivery, type DeliveryRow } from '../../lib/orders/deliveries.ts';
import { syncContactAccess } from '../../lib/orders/fulfilment.ts';
import { recordClosing } from '../../lib/orders/intake.ts';
import { refreshRollupsAfter } from '../../lib/orders/rollups.ts';
import { notifyCustomer } from '../../lib/orders/customer-messages.ts';
import type { PartnerWebhook } from '../../lib/orders/delivery-partner.ts';

export async function deliveryOfPartnerOrder(
  tablesDB: TablesDB,
  partner: DeliveryPartner,
  partnerOrderId: string,
): Promise<DeliveryRow | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(partnerOrderId)) return null;
  const rows = await tablesDB.listRows<DeliveryRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderDeliveries,
    queries: [Query.equal('partner', partner), Query.equal('partner_order_id', partnerOrderId), Query.limit(1)],
  });
  return rows.rows[0] ?? null;
}

export interface AppliedWebhook {
  partner_status: PartnerStatus | null;
  order_status: OrderStatus;
  changed: boolean;
}

/**
 * One webhook applied. Idempotent: a repeated or late event changes nothing
 * (partnerStepAllowed), and two copies racing each other claim the same order event key
 * (`partner:<id>:<event>:<row version>`), so only one writes.
 */
export async function applyPartnerWebhook(
  client: Client,
  tablesDB: TablesDB,
  delivery: DeliveryRow,
  hook: PartnerWebhook,
  now: Date,
  log: (message: string) => void,
): Promise<AppliedWebhook> {
  const stored = await getOrder(tablesDB, delivery.order_id);
  let order: OrderRow = { ...stored, store_team_id: await storeTeamOf(tablesDB, stored.store_id) };
  const current = (delivery.partner_status ?? 'booked') as PartnerStatus;
  const next = PORTER_EVENT_TO_PARTNER[hook.event];
  const reopened = hook.event === 'order_reopened';
  if (!partnerStepAllowed(current, next, reopened))
    return { partner_status: current, order_status: order.status, changed: false };

  const name = PARTNER_NAMES[delivery.partner ?? 'porter'];
  const claimed = await appendEvent(tablesDB, order, {
    type: 'partner_update',
    from_status: order.status,
    to_status: order.status,
    actor_role: 'gateway',
    note: `${name}: ${PARTNER_STATUS_MEANING[next].label}${hook.rider && !reopened ? ` (${firstName(hook.rider.name)})` : ''}`,
    dedupe_key: `partner:${hook.partnerOrderId}:${hook.event}:${delivery.$updatedAt}`,
  })
    .then(() => true)
    .catch((err: unknown) => {
      if (appwriteStatus(err) === 409) return false;
      throw err;
    });
  if (!claimed) return { partner_status: current, order_status: order.status, changed: false };

  const rider = reopened ? null : hook.rider;
  const destination =
    delivery.destination_latitude != null && delivery.destination_longitude != null
      ? { latitude: delivery.destination_latitude, longitude: delivery.destination_longitude }
      : null;
  const position = hook.location ? { latitude: hook.location.lat, longitude: hook.location.lng } : null;
  await tablesDB.updateRow<DeliveryRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderDeliveries,
    rowId: delivery.$id,
    data: {
      partner_status: next,
      partner_event_at: new Date(hook.at).toISOString(),
      ...(hook.trackingUrl ? { partner_tracking_url: hook.trackingUrl } : {}),
      ...(rider
        ? {
            rider_first_name: firstName(rider.name),
            rider_phone_masked: maskPhone(rider.phone),
            partner_vehicle: rider.vehicle?.slice(0, 20) ?? null,
          }
        : {}),
      ...(reopened ? { rider_first_name: name, rider_phone_masked: null, partner_vehicle: null } : {}),
      ...(position
        ? {
            rider_latitude: position.latitude,
            rider_longitude: position.longitude,
            rider_located_at: now.toISOString(),
            eta_minutes: riderEtaMinutes(position, destination, null),
          }
        : {}),
    },
  });

  for (const to of partnerOrderMoves(order.status, next))
    order = await moveOrder(client, tablesDB, order, to, name, now, log);
  return { partner_status: next, order_status: order.status, changed: true };
}

/**
 * The partner's step of the order: out for delivery at the pickup, delivered at the end of the
 * trip (Porter ends it with its proof of delivery, ADR 0011). The same claim of the order's
 * version as order-state's, then the status, the contact's and delivery row's reads, the store's
 * figures and the customer's message.
 */
async function moveOrder(
  client: Client,
  tablesDB: TablesDB,
  order: OrderRow,
  to: OrderStatus,
  partnerName: string,
  now: Date,
  log: (message: string) => void,
): Promise<OrderRow> {
  await appendEvent(tablesDB, order, {
    type: 'status_changed',
    from_status: order.status,
    to_status: to,
    actor_role: 'gateway',
    note: to === 'delivered' ? `${partnerName}: proof of delivery` : `${partnerName}: picked up`,
    dedupe_key: `version:${order.$id}:${order.$updatedAt}`,
  });
  const updated = await tablesDB.updateRow<OrderRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    rowId: order.$id,
    data: { status: to, ...(to === 'delivered' ? { delivered_at: now.toISOString() } : {}) },
  });
  const moved: OrderRow = { ...updated, store_team_id: order.store_team_id };
  if (isActiveFulfilment(order.status) !== isActiveFulfilment(to))
    await syncContactAccess(tablesDB, order, to, order.store_team_id);
  await syncDelivery(tablesDB, order, to);
  // Delivered by the partner: a row of the store's Closed tab, as when the store marks it (issue 33).
  await recordClosing(tablesDB, order, to, { actor_id: 'delivery-partner', actor_role: 'system' }, now);
  await refreshRollupsAfter(tablesDB, order, moved, now, log);
  await notifyCustomer(client, tablesDB, moved, to, log);
  return moved;
}

import type { TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrderContactsRow, StoresRow } from '@instamg/shared/appwrite/rows';
import {
  PARTNER_BOOKABLE_STATUSES,
  PARTNER_NAMES,
  PARTNER_STATUS_MEANING,
  isActivePartnerStatus,
  type PartnerStatus,
} from '@instamg/shared/domain/delivery-partner';
import { firstName, maskPhone } from '@instamg/shared/domain/delivery-staff';
import type { Context } from '../../lib/runtime/context.ts';
import { fail } from '../../lib/runtime/errors.ts';
import { appendEvent } from '../../lib/orders/events.ts';
import type { OrderRow } from '../../lib/orders/rows.ts';
import { getDelivery, writePartnerBooking, type DeliveryRow } from '../../lib/orders/deliveries.ts';
import {
  PartnerError,
  deliveryPartnerFromEnv,
  type DeliveryPartnerAdapter,
  type PartnerPlace,
} from '../../lib/orders/delivery-partner.ts';

/**
 * Booking a delivery partner for a packed order (issue 38 §2; ADR 0011 "Delivery partner"):
 * `partner_quote`, `book_partner`, `cancel_partner`, for the store's team and platform admins
 * (deliveries.ts storeOrder: a rider is not on the team and gets 404). The partner's webhooks
 * then move the booking and the order (delivery-partner-webhook).
 */
export const PARTNER_ACTIONS = ['partner_quote', 'book_partner', 'cancel_partner'] as const;
export type PartnerAction = (typeof PARTNER_ACTIONS)[number];

async function places(
  tablesDB: TablesDB,
  order: OrderRow,
): Promise<{ pickup: PartnerPlace; drop: PartnerPlace; contact: OrderContactsRow | null }> {
  const [store, contact] = await Promise.all([
    tablesDB.getRow<StoresRow>({ databaseId: DATABASE_ID, tableId: TABLES.stores, rowId: order.store_id }),
    tablesDB
      .getRow<OrderContactsRow>({ databaseId: DATABASE_ID, tableId: TABLES.orderContacts, rowId: order.$id })
      .catch(() => null),
  ]);
  if (order.latitude == null || order.longitude == null)
    throw fail('partner_unavailable', 'This order’s address has no map position, so no partner can be booked.');
  return {
    pickup: {
      lat: store.location[1],
      lng: store.location[0],
      address: store.address,
      city: store.city,
      pincode: store.postal_code,
      contactName: store.name.slice(0, 60),
      contactPhone: store.phone,
    },
    drop: {
      lat: order.latitude,
      lng: order.longitude,
      address: [order.address_line1, order.address_line2].filter(Boolean).join(', '),
      city: order.city,
      pincode: order.postal_code,
      contactName: contact?.recipient_name ?? order.recipient_name ?? order.address_name ?? 'Customer',
      contactPhone: contact?.phone ?? '',
    },
    contact,
  };
}

/** The partner's refusal as ours: its message is not shown (it may name its internals). */
async function viaPartner<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PartnerError) throw fail('partner_unavailable');
    throw err;
  }
}

function requireBookable(order: OrderRow, delivery: DeliveryRow | null): void {
  if (!(PARTNER_BOOKABLE_STATUSES as readonly string[]).includes(order.status)) throw fail('not_bookable');
  // Porter takes prepaid orders only (porter.in/api-integrations): cash on delivery stays with the store's riders.
  if (order.payment_method === 'cod' && order.payment_status !== 'paid') throw fail('partner_no_cod');
  if (delivery && isActivePartnerStatus(delivery.partner_status)) throw fail('partner_already_booked');
}

export async function runPartnerAction(
  ctx: Context,
  tablesDB: TablesDB,
  order: OrderRow,
  userId: string,
  action: PartnerAction,
  partnerFor: () => Promise<DeliveryPartnerAdapter> = () =>
    deliveryPartnerFromEnv(process.env, ctx.req.headers['x-appwrite-key'] ?? ''),
): Promise<unknown> {
  const now = new Date();
  const delivery = await getDelivery(tablesDB, order.$id);
  switch (action) {
    case 'partner_quote': {
      requireBookable(order, delivery);
      const partner = await partnerFor();
      const { pickup, drop } = await places(tablesDB, order);
      const quote = await viaPartner(() =>
        partner.quote(pickup, drop, { name: drop.contactName, phone: drop.contactPhone }),
      );
      return ctx.res.json({
        partner: partner.partner,
        fare_paise: quote.farePaise,
        pickup_eta_minutes: quote.pickupEtaMinutes,
      });
    }
    case 'book_partner': {
      requireBookable(order, delivery);
      const partner = await partnerFor();
      const { pickup, drop, contact } = await places(tablesDB, order);
      const booking = await viaPartner(() =>
        partner.book({
          requestId: `${order.$id}-${now.getTime()}`,
          pickup,
          drop,
          instructions: `Medicines, order ${order.order_number ?? order.$id}. Handle with care.`,
        }),
      );
      const written = await writePartnerBooking(
        tablesDB,
        order,
        { partner: partner.partner, ...booking },
        {
          firstName: firstName(contact?.recipient_name ?? order.recipient_name ?? order.address_name),
          phoneMasked: maskPhone(contact?.phone),
        },
        now,
      );
      await appendEvent(tablesDB, order, {
        type: 'rider_assigned',
        from_status: order.status,
        to_status: order.status,
        actor_id: userId,
        actor_role: 'store',
        note: `${PARTNER_NAMES[partner.partner]} booked (${booking.partnerOrderId})`,
        dedupe_key: `partner-booked:${booking.partnerOrderId}`,
      });
      return ctx.res.json({ delivery: written });
    }
    case 'cancel_partner': {
      if (!delivery?.partner || !delivery.partner_order_id) throw fail('partner_not_booked');
      const status = (delivery.partner_status ?? 'booked') as PartnerStatus;
      if (!PARTNER_STATUS_MEANING[status].cancellable) throw fail('partner_not_cancellable');
      const partner = await partnerFor();
      await viaPartner(() => partner.cancel(delivery.partner_order_id!));
      // The partner's order_cancel webhook says the same; whichever comes second changes nothing.
      const current = await getDelivery(tablesDB, order.$id);
      const written =
        current && current.partner_status !== 'cancelled'
          ? await tablesDB.updateRow<DeliveryRow>({
              databaseId: DATABASE_ID,
              tableId: TABLES.orderDeliveries,
              rowId: order.$id,
              data: { partner_status: 'cancelled', partner_event_at: now.toISOString() },
            })
          : current;
      await appendEvent(tablesDB, order, {
        type: 'partner_update',
        from_status: order.status,
        to_status: order.status,
        actor_id: userId,
        actor_role: 'store',
        note: `${PARTNER_NAMES[delivery.partner]}: booking cancelled by the pharmacy`,
        dedupe_key: `partner-cancelled:${delivery.partner_order_id}`,
      }).catch(() => undefined);
      return ctx.res.json({ delivery: written });
    }
  }
}

/**
 * The order was cancelled (by the store, the customer's approved request, an admin): a partner's
 * booking still before its pickup is cancelled with it, so no partner rider comes for nothing.
 * Best effort: a partner that refuses is logged and the order stays cancelled (the booking's own
 * cancel webhook, or the store, ends it).
 */
export async function cancelPartnerWithOrder(
  ctx: Context,
  tablesDB: TablesDB,
  order: OrderRow,
  log: (message: string) => void,
  partnerFor: () => Promise<DeliveryPartnerAdapter> = () =>
    deliveryPartnerFromEnv(process.env, ctx.req.headers['x-appwrite-key'] ?? ''),
): Promise<boolean> {
  const delivery = await getDelivery(tablesDB, order.$id);
  if (!delivery?.partner || !delivery.partner_order_id) return false;
  const status = (delivery.partner_status ?? 'booked') as PartnerStatus;
  if (!PARTNER_STATUS_MEANING[status].cancellable) return false;
  try {
    await (await partnerFor()).cancel(delivery.partner_order_id);
  } catch (err) {
    log(`partner booking ${delivery.partner_order_id} of order ${order.$id} not cancelled: ${String(err)}`);
    return false;
  }
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderDeliveries,
    rowId: order.$id,
    data: { partner_status: 'cancelled', partner_event_at: new Date().toISOString() },
  });
  return true;
}

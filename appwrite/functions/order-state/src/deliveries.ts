import { Users, type Client, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import {
  ASSIGNABLE_STATUSES,
  pingMeasuredAt,
  pingTooSoon,
  rankRiders,
  riderEtaMinutes,
  ridersWithLoad,
  speedBetween,
} from '@instamg/shared/domain/delivery-staff';
import type { Context } from '../../lib/runtime/context.ts';
import { fail } from '../../lib/runtime/errors.ts';
import { listAll } from '../../lib/runtime/list-all.ts';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { checkOrderId, getOrder, storeTeamOf, teamReadsOrder, type OrderRow } from '../../lib/orders/rows.ts';
import { appendEvent } from '../../lib/orders/events.ts';
import {
  getDelivery,
  riderStoreIds,
  storeRiders,
  writeAssignment,
  type DeliveryRow,
} from '../../lib/orders/deliveries.ts';
import { Query } from 'node-appwrite';
import { FILE_ID } from './actions/action.ts';
import { PARTNER_ACTIONS, runPartnerAction } from './partner.ts';
import { isActivePartnerStatus } from '@instamg/shared/domain/delivery-partner';

/** The delivery actions of order-state (issue 38, ADR 0011) — not status changes, so beside ORDER_ACTIONS. */
export const DELIVERY_ACTIONS = ['list_riders', 'assign_rider', 'rider_location', ...PARTNER_ACTIONS] as const;
export type DeliveryAction = (typeof DELIVERY_ACTIONS)[number];
export const isDeliveryAction = (value: unknown): value is DeliveryAction =>
  typeof value === 'string' && (DELIVERY_ACTIONS as readonly string[]).includes(value);

interface IO {
  ctx: Context;
  client: Client;
  tablesDB: TablesDB;
  userId: string;
  body: Record<string, unknown>;
}

/** The order, if the caller is on its store's team (and the team reads it) or a platform admin; 404 otherwise. */
async function storeOrder({ client, tablesDB, userId, body }: IO): Promise<OrderRow> {
  const stored = await getOrder(tablesDB, body.order_id);
  const order: OrderRow = { ...stored, store_team_id: await storeTeamOf(tablesDB, stored.store_id) };
  const caller = await loadCaller(client, userId);
  const onTeam = caller.teams.has(order.store_team_id) && teamReadsOrder(order);
  if (!onTeam && !caller.isAdmin) throw fail('order_not_found');
  return order;
}

/** The store's riders for this order, free ones first, then by current load. */
async function ridersFor(client: Client, tablesDB: TablesDB, order: OrderRow) {
  const users = new Users(client);
  const rows = await storeRiders(tablesDB, order.store_id);
  const riders = await Promise.all(
    rows.map(async (row) => ({
      user_id: row.user_id,
      name: await users
        .get({ userId: row.user_id })
        .then((u) => u.name || 'Rider')
        .catch(() => 'Rider'),
    })),
  );
  const deliveries = await listAll<DeliveryRow>(tablesDB, TABLES.orderDeliveries, [
    Query.equal('store_id', order.store_id),
    Query.equal('order_status', ['ready_for_pickup', 'out_for_delivery', 'delivery_failed']),
  ]);
  return rankRiders(ridersWithLoad(riders, deliveries));
}

const coordinate = (value: unknown, max: number, name: string): number => {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > max)
    throw fail('invalid_input', `${name} must be a number between -${max} and ${max}.`);
  return value;
};

export async function runDeliveryAction(io: IO, action: DeliveryAction): Promise<unknown> {
  const { ctx, client, tablesDB, userId, body } = io;
  const now = new Date();
  switch (action) {
    case 'list_riders': {
      const order = await storeOrder(io);
      return ctx.res.json({
        riders: await ridersFor(client, tablesDB, order),
        delivery: await getDelivery(tablesDB, order.$id),
      });
    }
    case 'assign_rider': {
      const order = await storeOrder(io);
      if (!(ASSIGNABLE_STATUSES as readonly string[]).includes(order.status)) throw fail('not_assignable');
      const riderId = body.rider_id;
      if (typeof riderId !== 'string' || !FILE_ID.test(riderId))
        throw fail('invalid_input', 'rider_id must be a user id.');
      const riders = await ridersFor(client, tablesDB, order);
      if (!riders.some((r) => r.user_id === riderId)) throw fail('rider_not_found');
      const before = await getDelivery(tablesDB, order.$id);
      // A partner's booking still running: cancel it first (one delivery per order).
      if (isActivePartnerStatus(before?.partner_status)) throw fail('partner_already_booked');
      const delivery = await writeAssignment(client, tablesDB, order, riderId, now);
      await appendEvent(tablesDB, order, {
        type: 'rider_assigned',
        from_status: order.status,
        to_status: order.status,
        actor_id: userId,
        actor_role: 'store',
        note: `${delivery.rider_first_name}${before && before.rider_id !== riderId ? ' (reassigned)' : ''}`,
        dedupe_key: `rider:${order.$id}:${now.getTime()}`,
      });
      return ctx.res.json({ delivery });
    }
    case 'partner_quote':
    case 'book_partner':
    case 'cancel_partner':
      return runPartnerAction(ctx, tablesDB, await storeOrder(io), userId, action);
    case 'rider_location': {
      // Every ping of every rider comes here (one per ~10 s each): the three reads it needs go out at
      // once, and the store's row (its team) is not read, since nothing here writes permissions.
      const orderId = checkOrderId(body.order_id);
      const [order, delivery, riderOf] = await Promise.all([
        getOrder(tablesDB, orderId),
        getDelivery(tablesDB, orderId),
        riderStoreIds(tablesDB, userId),
      ]);
      // Only the assigned rider, still one of the order's store's riders; anyone else: no such order.
      if (!delivery || delivery.rider_id !== userId || !riderOf.has(order.store_id)) throw fail('order_not_found');
      // The order's own status decides (the delivery row only mirrors it): nothing after delivery.
      if (order.status !== 'out_for_delivery') throw fail('not_on_delivery');
      // Judged by when the phone took the position (bounded), so queueing never turns an on-time ping into a 429.
      const at = pingMeasuredAt(body.measured_at, now);
      if (pingTooSoon(delivery.rider_located_at, at)) throw fail('location_rate_limited');
      const point = {
        latitude: coordinate(body.latitude, 90, 'latitude'),
        longitude: coordinate(body.longitude, 180, 'longitude'),
      };
      const previous =
        delivery.rider_latitude != null && delivery.rider_longitude != null && delivery.rider_located_at
          ? { latitude: delivery.rider_latitude, longitude: delivery.rider_longitude, at: delivery.rider_located_at }
          : null;
      const measured = speedBetween(previous, { ...point, at: at.toISOString() });
      const speed = measured ?? delivery.rider_speed_kmh ?? null;
      const destination =
        delivery.destination_latitude != null && delivery.destination_longitude != null
          ? { latitude: delivery.destination_latitude, longitude: delivery.destination_longitude }
          : null;
      const updated = await tablesDB.updateRow<DeliveryRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.orderDeliveries,
        rowId: order.$id,
        data: {
          rider_latitude: point.latitude,
          rider_longitude: point.longitude,
          rider_located_at: at.toISOString(),
          rider_speed_kmh: speed,
          eta_minutes: riderEtaMinutes(point, destination, speed),
        },
      });
      return ctx.res.json({ eta_minutes: updated.eta_minutes });
    }
  }
}

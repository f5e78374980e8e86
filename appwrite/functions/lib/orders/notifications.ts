import { ID, type TablesDB } from 'node-appwrite';
import { STORE_NOTIFICATION_TITLES, type StoreNotificationKind } from '@instamg/shared/domain/store-notifications';
import { orderReference } from '@instamg/shared/domain/order-number';
import { appwriteStatus } from '../runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import {
  isStorePushKind,
  newOrderPush,
  newOrderReminderPush,
  type NewOrderPushDetail,
  storeNoticePush,
  type PushMessage,
} from '@instamg/shared/domain/web-push';
import { sendPush, subscriptionsOfStore } from '../push/web-push.ts';
import { PHARMACIST_TEAM_ROLE } from '@instamg/shared/domain/store-staff';
import { listOrderItems, type OrderRow } from './rows.ts';
import { readIntakeTimers } from './intake.ts';

/**
 * One row of a store's inbox (issue 15), readable by the store's team, written only here (API
 * key). `once` makes it idempotent: a second notification with the same key (a webhook retried,
 * a sweep repeated) is dropped by the unique index. A new order, a prescription to verify and a
 * cancellation request also ring the devices the store's team turned order alerts on for (Web
 * Push, ADR 0010), so the phone rings with the panel closed — only when the row is new, so a
 * retried caller rings once.
 */
export async function notifyStore(
  tablesDB: TablesDB,
  store: { store_id: string; store_team_id: string },
  kind: StoreNotificationKind,
  order: Pick<OrderRow, '$id' | 'order_number'>,
  body: string,
  once: string,
  /** The push to send instead of the kind's plain one (a new order's, naming its items). */
  push?: PushMessage,
): Promise<void> {
  const created = await tablesDB
    .createRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.notifications,
      rowId: ID.unique(),
      permissions: [`read("team:${store.store_team_id}")`],
      data: {
        store_id: store.store_id,
        kind,
        order_id: order.$id,
        title: STORE_NOTIFICATION_TITLES[kind],
        body: body.slice(0, 512),
        dedupe_key: `${kind}:${order.$id}:${store.store_id}:${once}`.slice(0, 255),
      },
    })
    .then(
      () => true,
      (err: unknown) => {
        if (appwriteStatus(err) !== 409) throw err;
        return false;
      },
    );
  if (created && isStorePushKind(kind))
    await pushToStore(
      tablesDB,
      store,
      order,
      push ?? storeNoticePush(kind, order, STORE_NOTIFICATION_TITLES[kind], body),
      // Only a pharmacist verifies a prescription, so only their devices ring for one.
      kind === 'rx_waiting' ? PHARMACIST_TEAM_ROLE : undefined,
    );
}

/** A paid order reached the store (payment or a re-route): new order, and the prescription to verify if it has one. */
export async function notifyNewOrder(
  tablesDB: TablesDB,
  order: Pick<OrderRow, '$id' | 'order_number' | 'store_id' | 'store_team_id' | 'rx_status' | 'slot_start'>,
  once: string,
): Promise<void> {
  await notifyStore(
    tablesDB,
    order,
    'new_order',
    order,
    `Order ${orderReference(order)} is waiting for you to accept it.`,
    once,
    newOrderPush(order, await newOrderPushDetail(tablesDB, order)),
  );
  if (order.rx_status === 'pending') {
    await notifyStore(
      tablesDB,
      order,
      'rx_waiting',
      order,
      `Order ${orderReference(order)} has a prescription for your pharmacist to verify.`,
      once,
    );
  }
}

/** The new order's lines and accept window for its push; without them (a read failed) the push still goes. */
async function newOrderPushDetail(
  tablesDB: TablesDB,
  order: Pick<OrderRow, '$id' | 'slot_start'>,
): Promise<NewOrderPushDetail | undefined> {
  try {
    const [items, timers] = await Promise.all([listOrderItems(tablesDB, order.$id), readIntakeTimers(tablesDB)]);
    return {
      items: items.map((item) => ({ name: item.product_name, quantity: item.quantity })),
      // Just arrived: the whole window is left; a slot order's countdown starts before its slot.
      minutesToAccept: order.slot_start ? null : timers.acceptWindowMinutes,
    };
  } catch {
    return undefined;
  }
}

/**
 * Rings the store's on-shift devices again for a paid order nobody has accepted yet (issue 35 §3,
 * from the every-minute sweep; order-intake storeReminderDeadline decides when): no inbox row, the
 * first notification replaced by its tag and rung again with the minutes left.
 */
export async function remindStoreOfOrder(
  tablesDB: TablesDB,
  order: Pick<OrderRow, '$id' | 'order_number' | 'store_id' | 'store_team_id'>,
  deadline: Date,
  now: Date,
): Promise<void> {
  await pushToStore(tablesDB, order, order, newOrderReminderPush(order, deadline, now));
}

/** A push to the store team's devices; never throws (the notification row is written). */
async function pushToStore(
  tablesDB: TablesDB,
  store: { store_id: string; store_team_id: string },
  order: Pick<OrderRow, '$id'>,
  message: PushMessage,
  role?: string,
): Promise<void> {
  try {
    const devices = await subscriptionsOfStore(tablesDB.client, tablesDB, store, role);
    await sendPush(tablesDB, devices, message, (m) => console.error(m));
  } catch (err) {
    console.error(`store push for ${order.$id} not sent: ${err instanceof Error ? err.message : String(err)}`);
  }
}

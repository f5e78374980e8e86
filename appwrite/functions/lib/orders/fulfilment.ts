import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { TablesDB } from 'node-appwrite';
import { FULFILMENT_SETTINGS } from '@instamg/shared/domain/fulfilment-settings';
import { isActiveFulfilment } from '@instamg/shared/domain/order';
import { appwriteStatus, fail } from '../runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { appendEvent, type OrderEventInput } from './events.ts';
import { orderReadPermissions, readPermissions, teamReadsOrder, type OrderRow } from './rows.ts';
import { settingValue, wholeNumberSetting } from '../runtime/settings.ts';
import type { DeliveryCodeChecksRow } from '@instamg/shared/appwrite/rows';

// Fulfilment after processing (issue 16): the redelivery fee, the customer's delivery code and
// the recipient's contact row. Settings are rows (admin-editable); functions fall back to the
// default when a row is missing or out of range.

export { FULFILMENT_SETTINGS };

async function numberSetting(
  tablesDB: TablesDB,
  s: (typeof FULFILMENT_SETTINGS)[keyof typeof FULFILMENT_SETTINGS],
): Promise<number> {
  return wholeNumberSetting(await settingValue(tablesDB, s.key), s.min, s.max, s.fallback);
}

/** The redelivery fee in rupees (order amounts are rupees with 2 decimals). */
export async function redeliveryFee(tablesDB: TablesDB): Promise<number> {
  return (await numberSetting(tablesDB, FULFILMENT_SETTINGS.redeliveryFeePaise)) / 100;
}

export const maxCodeAttempts = (tablesDB: TablesDB): Promise<number> =>
  numberSetting(tablesDB, FULFILMENT_SETTINGS.deliveryCodeMaxAttempts);

// ---- Delivery code --------------------------------------------------------------------------

/** A 4-digit code, leading zeros kept. */
export const newDeliveryCode = (): string => String(randomInt(0, 10_000)).padStart(4, '0');

export const deliveryCodeHash = (salt: string, code: string): string =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

/**
 * Issues a fresh code when the order goes out for delivery (again): the customer's copy in
 * delivery_codes (read: the customer only, so the order page shows it live), the salted hash and
 * the tries in delivery_code_checks (no read for anyone; functions only). The store never sees it.
 */
export async function issueDeliveryCode(tablesDB: TablesDB, order: OrderRow, now: Date): Promise<void> {
  const code = newDeliveryCode();
  const salt = randomBytes(16).toString('hex');
  await tablesDB.upsertRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.deliveryCodeChecks,
    rowId: order.$id,
    data: {
      order_id: order.$id,
      code_hash: deliveryCodeHash(salt, code),
      salt,
      failed_attempts: 0,
      locked_at: null,
    },
    permissions: [],
  });
  await tablesDB.upsertRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.deliveryCodes,
    rowId: order.$id,
    data: { order_id: order.$id, code, issued_at: now.toISOString() },
    permissions: [`read("user:${order.customer_id}")`],
  });
}

/** A 4-digit code from the request body, or 400. */
export function deliveryCodeOf(body: Record<string, unknown>): string {
  const code = body.delivery_code;
  if (typeof code !== 'string' || !/^\d{4}$/.test(code.trim())) throw fail('delivery_code_required');
  return code.trim();
}

/**
 * Checks the code the store typed. The try is counted first, in one bounded increment of
 * `failed_attempts` (max = the allowed tries), and only a counted try is evaluated: of any number
 * of parallel tries at most `max` are ever compared with the code, the rest are refused as locked
 * (issue 32). Every evaluated try is an order event (`delivery_code_tried`, note right/wrong with
 * the count); the `max`-th wrong try locks the code (`locked_at`, the order's
 * `delivery_code_locked`), and a locked code refuses even the right one until an admin releases it.
 */
export async function checkDeliveryCode(
  tablesDB: TablesDB,
  order: OrderRow,
  code: string,
  actor: Pick<OrderEventInput, 'actor_id' | 'actor_role'>,
  now: Date,
): Promise<void> {
  const check = await tablesDB
    .getRow<DeliveryCodeChecksRow>({ databaseId: DATABASE_ID, tableId: TABLES.deliveryCodeChecks, rowId: order.$id })
    .catch((err: unknown) => {
      if (appwriteStatus(err) === 404) return null;
      throw err;
    });
  if (!check) throw fail('delivery_code_wrong');
  if (check.locked_at) throw fail('delivery_code_locked');
  const max = await maxCodeAttempts(tablesDB);
  // Count the try before looking at the code: the bound makes the (max + 1)-th parallel try fail here.
  const counted = await tablesDB
    .incrementRowColumn<DeliveryCodeChecksRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.deliveryCodeChecks,
      rowId: order.$id,
      column: 'failed_attempts',
      value: 1,
      max,
    })
    .catch((err: unknown) => {
      // Appwrite's answer to an increment past `max` (column_limit_exceeded, 400).
      if (/_limit_exceeded$/.test((err as { type?: string } | null)?.type ?? '')) return null;
      throw err;
    });
  if (!counted) throw fail('delivery_code_locked');
  const tries = counted.failed_attempts ?? 1;
  const want = Buffer.from(check.code_hash, 'hex');
  const got = Buffer.from(deliveryCodeHash(check.salt, code), 'hex');
  const right = want.length === got.length && timingSafeEqual(want, got);
  if (right) {
    // A right code is not a failed try: give the count back (never below 0).
    await tablesDB
      .decrementRowColumn({
        databaseId: DATABASE_ID,
        tableId: TABLES.deliveryCodeChecks,
        rowId: order.$id,
        column: 'failed_attempts',
        value: 1,
        min: 0,
      })
      .catch(() => undefined);
    await appendEvent(tablesDB, order, { ...actor, type: 'delivery_code_tried', note: 'right code' });
    return;
  }
  const locked = tries >= max;
  await appendEvent(tablesDB, order, {
    ...actor,
    type: 'delivery_code_tried',
    note: `wrong code (${tries} of ${max})${locked ? '; locked' : ''}`,
  });
  if (locked) {
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.deliveryCodeChecks,
      rowId: order.$id,
      data: { locked_at: now.toISOString() },
    });
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.orders,
      rowId: order.$id,
      data: { delivery_code_locked: true },
    });
    throw fail('delivery_code_locked');
  }
  throw fail(
    'delivery_code_wrong',
    `That delivery code is not right (${max - tries} ${max - tries === 1 ? 'try' : 'tries'} left). Ask the customer to read it from their order page.`,
  );
}

/** Support releases a locked code: the tries start again from 0 with the same code. */
export async function releaseDeliveryCode(tablesDB: TablesDB, order: OrderRow): Promise<void> {
  const check = await tablesDB
    .getRow<DeliveryCodeChecksRow>({ databaseId: DATABASE_ID, tableId: TABLES.deliveryCodeChecks, rowId: order.$id })
    .catch(() => null);
  if (!check?.locked_at) throw fail('delivery_code_not_locked');
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.deliveryCodeChecks,
    rowId: order.$id,
    data: { failed_attempts: 0, locked_at: null },
  });
}

// ---- Recipient contact --------------------------------------------------------------------------

/**
 * The recipient's phone, copied at placement into its own row (id = order id): the customer and
 * the fulfilling store's team read it while the order is active and paid (or cash on delivery);
 * after that only the customer.
 */
export async function writeContact(
  tablesDB: TablesDB,
  order: Pick<OrderRow, '$id' | 'customer_id' | 'store_team_id' | 'payment_method' | 'paid_at'>,
  recipientName: string | null,
  phone: string | null,
): Promise<void> {
  await tablesDB.createRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderContacts,
    rowId: order.$id,
    data: { order_id: order.$id, recipient_name: recipientName, phone },
    permissions: orderReadPermissions(order),
  });
}

/**
 * Who reads the contact row for an order now in `status` with `storeTeam`: the team only while the
 * order is active. A missing row (an order placed before issue 16) is left alone.
 */
export async function syncContactAccess(
  tablesDB: TablesDB,
  order: Pick<OrderRow, '$id' | 'customer_id' | 'payment_method' | 'paid_at'>,
  status: OrderRow['status'],
  storeTeam: string,
): Promise<void> {
  const permissions =
    isActiveFulfilment(status) && teamReadsOrder(order)
      ? readPermissions(order.customer_id, storeTeam)
      : [`read("user:${order.customer_id}")`];
  await tablesDB
    .updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderContacts,
      rowId: order.$id,
      data: {},
      permissions,
    })
    .catch((err: unknown) => {
      if (appwriteStatus(err) !== 404) throw err;
    });
}

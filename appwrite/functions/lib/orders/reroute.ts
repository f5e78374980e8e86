import { fefoCandidates } from '@instamg/shared/domain/fefo';
import { syncContactAccess } from './fulfilment.ts';
import { Query, type Models, type Storage, type TablesDB } from 'node-appwrite';
import type { RejectReason } from '@instamg/shared/domain/order-intake';
import { orderReference } from '@instamg/shared/domain/order-number';
// Pricing is place-order's (one definition of the delivery fee and the amounts); bundled from there.
import {
  MAX_DELIVERY_DISTANCE_KM,
  distanceKm,
  lineAmounts,
  orderAmounts,
  type PricedLine,
} from '../../place-order/src/pricing.ts';
import { appwriteStatus, fail } from '../runtime/errors.ts';
import { takesNewOrders, takesNewOrdersQuery } from '../stores/takes-new-orders.ts';
import type { PaymentGateway } from '../money/gateway.ts';
import { recordDecision } from './intake.ts';
import { notifyNewOrder, notifyStore } from './notifications.ts';
import { roundAmount } from '../money/round.ts';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { appendEvent, type OrderEventInput } from './events.ts';
import { listOrderItems, readPermissions, type OrderItemRow, type OrderRow } from './rows.ts';
import { recordOrderStock, releaseStock, reserveStock, type StockChange } from './stock.ts';
import type { PrescriptionRow } from './prescription-access.ts';
import { moveRefundIdOf, refundIdOf, startRefund, stillPaid, type RefundOutcome } from '../money/refunds.ts';
import type { StoreInventoryRow, StoresRow } from '@instamg/shared/appwrite/rows';
import {
  reassignCandidates,
  type CandidateFacts,
  type ReassignCandidate,
} from '@instamg/shared/domain/reassign-candidate';

// Re-routing a `placed` order that its store rejected or let time out (issue 15): the next nearest
// open store within 5 km that stocks every line at a total no higher than what the customer paid
// takes it over — stock reserved there and released here, the first store's read access to the
// order, its items, events and prescription taken away, the prescription to be verified again,
// the difference refunded. No store left: cancelled with a full refund.

export interface RerouteCause {
  /** `reassigned`: an admin names the store (issue 19 §2); no rejection or timeout is held against the first store. */
  kind: 'rejected' | 'timed_out' | 'reassigned';
  actor_id: string;
  actor_role: 'store' | 'admin' | 'system';
  reason?: RejectReason | null;
  note?: string | null;
  now: Date;
  /** Only this store may take the order over (an admin's reassignment); no store left is then an error, not a cancel. */
  to_store_id?: string;
}

export type RerouteOutcome =
  | { outcome: 'moved'; order: OrderRow; store_id: string; refund: RefundOutcome | null }
  | { outcome: 'cancelled'; order: OrderRow; refund: RefundOutcome | null };

/** Why the customer's order was cancelled when no pharmacy could take it. */
export const NO_STORE_LEFT = 'No pharmacy nearby could take this order; your payment is refunded in full.';

/** The stores that already had this order: none of them gets it again. */
async function storesTried(tablesDB: TablesDB, order: OrderRow): Promise<Set<string>> {
  const rows = await tablesDB.listRows<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeOrderDecisions,
    queries: [Query.equal('order_id', order.$id), Query.limit(500)],
  });
  return new Set([order.store_id, ...rows.rows.map((r) => r.store_id as string)]);
}

/** A store that can take the order over: every line reserved there, priced at the batch it got. */
interface Takeover {
  store: StoresRow;
  km: number;
  batches: StoreInventoryRow[];
  changes: StockChange[];
  amounts: ReturnType<typeof orderAmounts>;
  priced: PricedLine[];
}

/**
 * Nearest first: the first open store within reach, not tried before, that has every line in
 * one unexpired batch at a total ≤ `limit`, with the stock taken there (atomically, as at placement).
 */
async function takeOver(
  tablesDB: TablesDB,
  order: OrderRow,
  items: readonly OrderItemRow[],
  limit: number,
  now: Date,
  /** An admin's choice: only this store, even if it had the order before (never the current one). */
  onlyStore?: string,
  /** Check only: every rule but the stock is not reserved (the answer is a store that could take it). */
  dryRun = false,
): Promise<Takeover | null> {
  const point = { latitude: order.latitude!, longitude: order.longitude! };
  const tried = onlyStore ? new Set([order.store_id]) : await storesTried(tablesDB, order);
  const stores = (
    await tablesDB.listRows<StoresRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.stores,
      queries: [
        Query.distanceLessThan('location', [point.longitude, point.latitude], MAX_DELIVERY_DISTANCE_KM * 1000, true),
        Query.equal('is_active', true),
        takesNewOrdersQuery(now),
        ...(onlyStore ? [Query.equal('$id', onlyStore)] : []),
        Query.limit(100),
      ],
    })
  ).rows
    .filter((s) => !tried.has(s.$id) && takesNewOrders(s, now))
    .map((store) => ({ store, km: distanceKm(point, { longitude: store.location[0], latitude: store.location[1] }) }))
    .filter((s) => s.km <= MAX_DELIVERY_DISTANCE_KM)
    .sort((a, b) => a.km - b.km);
  const productIds = [...new Set(items.map((i) => i.product_id))];
  for (const { store, km } of stores) {
    const rows = (
      await tablesDB.listRows<StoreInventoryRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.storeInventory,
        queries: [
          Query.equal('store_id', store.$id),
          Query.equal('product_id', productIds),
          Query.equal('visible', true),
          Query.greaterThan('expiry', now.toISOString()),
          Query.greaterThan('stock', 0),
          Query.orderAsc('expiry'),
          Query.limit(500),
        ],
      })
    ).rows;
    // The same FEFO rule as checkout (shared/src/domain/fefo.ts): never a batch under 3 months to expiry.
    const candidates = items.map((item) =>
      fefoCandidates(
        rows.filter((r) => r.product_id === item.product_id),
        item.quantity,
        now,
      ),
    );
    if (candidates.some((c) => c.length === 0)) continue;
    // The dearest batch a line could get bounds the total: a store is only tried if it cannot exceed what was paid.
    const worst = items.map((item, i) =>
      priceAt(item, [...candidates[i]!].sort((a, b) => b.selling_price - a.selling_price)[0]!),
    );
    if (lessCoupon(orderAmounts(worst, km, order.delivery_mode!), order).total > limit) continue;
    if (dryRun)
      return {
        store,
        km,
        batches: [],
        changes: [],
        amounts: lessCoupon(orderAmounts(worst, km, order.delivery_mode!), order),
        priced: worst,
      };
    const reservation = await reserveStock(
      tablesDB,
      candidates.map((c, i) => ({ candidates: c.map((r) => r.$id), quantity: items[i]!.quantity })),
    );
    if ('shortLine' in reservation) continue;
    const batches = reservation.chosen.map((id, i) => candidates[i]!.find((r) => r.$id === id)!);
    const priced = items.map((item, i) => priceAt(item, batches[i]!));
    return {
      store,
      km,
      batches,
      changes: reservation.changes,
      amounts: lessCoupon(orderAmounts(priced, km, order.delivery_mode!), order),
      priced,
    };
  }
  return null;
}

/** A coupon stays with the order when it moves (issue 22 §6): the same discount, never more than the new items. */
function lessCoupon<A extends { items_total: number; total: number }>(
  amounts: A,
  order: Pick<OrderRow, 'coupon_discount'>,
): A & { coupon_discount?: number } {
  const discount = Math.min(order.coupon_discount ?? 0, amounts.items_total);
  return discount > 0
    ? { ...amounts, coupon_discount: discount, total: roundAmount(amounts.total - discount) }
    : amounts;
}

const priceAt = (item: OrderItemRow, batch: StoreInventoryRow): PricedLine => ({
  quantity: item.quantity,
  unitPrice: batch.selling_price,
  mrp: batch.mrp,
  gstRate: item.gst_rate,
});

/**
 * Whether `storeId` could take the order over now (open, live, within 5 km, every line in stock at
 * no more than the customer paid): an admin's reassignment is checked before anything is written.
 */
export async function storeCanTake(tablesDB: TablesDB, order: OrderRow, storeId: string, now: Date): Promise<boolean> {
  const items = (await listOrderItems(tablesDB, order.$id)) as OrderItemRow[];
  return (await takeOver(tablesDB, order, items, stillPaid(order), now, storeId, true)) !== null;
}

/**
 * Moves the order (its store already resolved into `store_team_id`) away from its store, or
 * cancels it when no store is left. The caller has claimed this version of the order
 * (order-state's claim, or the sweeper's), so two re-routes of one order cannot both run.
 */
export async function rerouteOrder(
  tablesDB: TablesDB,
  storage: Storage,
  gateway: () => Promise<PaymentGateway>,
  order: OrderRow,
  cause: RerouteCause,
): Promise<RerouteOutcome> {
  const actor: Pick<OrderEventInput, 'actor_id' | 'actor_role'> = {
    actor_id: cause.actor_id,
    actor_role: cause.actor_role,
  };
  // What the customer has paid for this order so far: placed_total less what earlier moves refunded.
  const paid = stillPaid(order);
  const items = (await listOrderItems(tablesDB, order.$id)) as OrderItemRow[];
  const next = await takeOver(tablesDB, order, items, paid, cause.now, cause.to_store_id);
  // An admin's reassignment changes nothing when the store it names cannot take the order.
  if (!next && cause.to_store_id) throw fail('store_cannot_take');
  if (cause.kind !== 'reassigned')
    await recordDecision(tablesDB, order, {
      kind: cause.kind,
      actor_id: cause.actor_id,
      actor_role: cause.actor_role,
      decided_at: cause.now,
      reason: cause.reason ?? null,
      note: cause.note ?? null,
    });

  if (!next) {
    const cancelled = (await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.orders,
      rowId: order.$id,
      data: { status: 'cancelled', cancelled_at: cause.now.toISOString(), cancel_reason: NO_STORE_LEFT },
    })) as unknown as OrderRow;
    await appendEvent(tablesDB, order, {
      ...actor,
      type: 'status_changed',
      from_status: 'placed',
      to_status: 'cancelled',
      note: NO_STORE_LEFT,
    });
    await releaseStock(tablesDB, order, { ...actor, type: 'stock_released', note: 'no store left' });
    await syncContactAccess(tablesDB, order, 'cancelled', order.store_team_id);
    // Cash on delivery: nothing was paid, nothing to refund.
    if (order.payment_status !== 'paid') return { outcome: 'cancelled', order: cancelled, refund: null };
    const refund = await startRefund(
      tablesDB,
      await gateway(),
      cancelled,
      roundAmount(paid),
      'No pharmacy could take the order',
      actor,
      refundIdOf(order.$id),
    );
    return { outcome: 'cancelled', order: await getOrderRow(tablesDB, order.$id), refund };
  }

  const { store, km, batches, amounts, priced } = next;
  const move = (order.reroute_count ?? 0) + 1;
  const permissions = readPermissions(order.customer_id, store.team_id);
  // Stock: released at the first store (its ledger), reserved at the second (the new store's ledger).
  await releaseStock(tablesDB, order, { ...actor, type: 'stock_released', note: `moved to ${store.name}` });
  await recordOrderStock(
    tablesDB,
    { $id: order.$id, order_number: order.order_number, store_team_id: store.team_id },
    'order_reserved',
    next.changes,
    {
      ...actor,
      note: `moved from ${order.store_name ?? order.store_id}`,
    },
  );
  for (const [i, item] of items.entries()) {
    const a = lineAmounts(priced[i]!);
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderItems,
      rowId: item.$id,
      permissions,
      data: {
        inventory_id: batches[i]!.$id,
        batch: batches[i]!.batch,
        batch_expiry: batches[i]!.expiry,
        mrp: batches[i]!.mrp,
        unit_price: batches[i]!.selling_price,
        line_total: a.line_total,
        gst_amount: a.gst_amount,
      },
    });
  }
  // The recipient's phone moves to the new store's team (issue 16 §2).
  await syncContactAccess(tablesDB, order, 'placed', store.team_id);
  const hasRx = order.prescription_id !== null && order.rx_status !== 'not_required';
  let moved = (await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    rowId: order.$id,
    permissions,
    data: {
      store_id: store.$id,
      store_team_id: store.team_id,
      store_name: store.name,
      store_licence: store.drug_license_number,
      store_gstin: store.gstin,
      store_address: store.address.slice(0, 512),
      distance_km: Math.round(km * 1000) / 1000,
      ...amounts,
      routed_at: cause.now.toISOString(),
      reroute_count: move,
      accepted_at: null,
      rx_review_started_at: null,
      rx_paused_ms: 0,
      stock_released: false,
      stock_reservation: (order.stock_reservation ?? 1) + 1,
      // A verification is bound to its store: the new store's pharmacist verifies again (issue 14 §6).
      ...(hasRx
        ? {
            rx_status: 'pending',
            rx_reason: null,
            rx_verified_by: null,
            rx_verified_at: null,
            rx_verification_id: null,
          }
        : {}),
    },
  })) as unknown as OrderRow;
  // The first store loses the order's history and prescription; the second gets them.
  const events = await tablesDB.listRows<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderEvents,
    queries: [Query.equal('order_id', order.$id), Query.limit(500)],
  });
  for (const event of events.rows)
    await tablesDB.updateRow({ databaseId: DATABASE_ID, tableId: TABLES.orderEvents, rowId: event.$id, permissions });
  if (order.prescription_id) await movePrescription(tablesDB, storage, order, store);
  await recordDecision(tablesDB, order, {
    kind: 'rerouted_away',
    actor_id: cause.actor_id,
    actor_role: cause.actor_role,
    decided_at: cause.now,
    other_store_id: store.$id,
    reassigned: cause.kind === 'reassigned',
  });
  await recordDecision(tablesDB, moved, {
    kind: 'routed_here',
    actor_id: cause.actor_id,
    actor_role: cause.actor_role,
    decided_at: cause.now,
    other_store_id: order.store_id,
  });
  await appendEvent(tablesDB, moved, {
    ...actor,
    type: 'rerouted',
    from_status: 'placed',
    to_status: 'placed',
    note:
      cause.kind === 'reassigned' && cause.note ? `Moved to ${store.name}: ${cause.note}` : `Moved to ${store.name}`,
  });
  await notifyStore(
    tablesDB,
    order,
    'order_moved_away',
    order,
    `Order ${orderReference(order)} went to another pharmacy (${MOVED_BECAUSE[cause.kind]}).`,
    `move${move}`,
  );
  await notifyNewOrder(tablesDB, moved, `move${move}`);

  let refund: RefundOutcome | null = null;
  const difference = roundAmount(paid - amounts.total);
  // A COD order just costs less at the door.
  if (difference >= 0.01 && order.payment_status === 'paid') {
    refund = await startRefund(
      tablesDB,
      await gateway(),
      moved,
      difference,
      `Moved to ${store.name}: lower total`,
      actor,
      moveRefundIdOf(order.$id, move),
    );
    moved = await getOrderRow(tablesDB, order.$id);
  }
  return { outcome: 'moved', order: moved, store_id: store.$id, refund };
}

/** The prescription row and file: the first store's team read removed, the second's added. */
async function movePrescription(
  tablesDB: TablesDB,
  storage: Storage,
  order: OrderRow,
  store: StoresRow,
): Promise<void> {
  const from = `read("team:${order.store_team_id}")`;
  const to = `read("team:${store.team_id}")`;
  const swap = (perms: readonly string[]) => [...new Set([...perms.filter((p) => p !== from), to])];
  const prescription = await tablesDB.getRow<PrescriptionRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.prescriptions,
    rowId: order.prescription_id!,
  });
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.prescriptions,
    rowId: prescription.$id,
    permissions: swap(prescription.$permissions),
    data: {
      store_id: store.$id,
      status: 'pending',
      reason: null,
      verified_by: null,
      verified_at: null,
      pharmacist_name: null,
      pharmacy_council: null,
      registration_number: null,
    },
  });
  const file = await storage
    .getFile({ bucketId: BUCKETS.prescriptions, fileId: prescription.file_id })
    .catch((err: unknown) => {
      if (appwriteStatus(err) === 404) return null;
      throw err;
    });
  if (file)
    await storage.updateFile({
      bucketId: BUCKETS.prescriptions,
      fileId: file.$id,
      permissions: swap(file.$permissions),
    });
}

/** The first store's notice says why the order left. */
const MOVED_BECAUSE: Readonly<Record<RerouteCause['kind'], string>> = {
  rejected: 'rejected',
  timed_out: 'not accepted in time',
  reassigned: 'reassigned by InstaMG support',
};

async function getOrderRow(tablesDB: TablesDB, id: string): Promise<OrderRow> {
  return tablesDB.getRow<OrderRow>({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: id });
}

/**
 * Claims this version of the order for a change (the key order-state's actions claim too): of two
 * racing changes only one passes. Returns the claim row (to give back if the change fails), or null.
 */
export async function claimOrderVersion(
  tablesDB: TablesDB,
  order: OrderRow,
  event: OrderEventInput,
): Promise<Models.Row | null> {
  try {
    return await appendEvent(tablesDB, order, { ...event, dedupe_key: `version:${order.$id}:${order.$updatedAt}` });
  } catch (err) {
    if (appwriteStatus(err) === 409) return null;
    throw err;
  }
}

/** How far around the delivery address an admin's Reassign looks: beyond the 5 km reach, to say why a store is out. */
const REASSIGN_LOOK_KM = 2 * MAX_DELIVERY_DISTANCE_KM;

/**
 * Every store near the order's delivery address as a Reassign candidate (issue 33 §7): the facts
 * the rule of shared/src/domain/reassign-candidate.ts decides on — distance, the lines it has a
 * sellable (FEFO) batch for, the dearest total those batches could come to — and its verdict.
 */
export async function reassignOptions(tablesDB: TablesDB, order: OrderRow, now: Date): Promise<ReassignCandidate[]> {
  if (order.latitude === null || order.longitude === null) return [];
  const point = { latitude: order.latitude, longitude: order.longitude };
  const [items, tried] = await Promise.all([
    listOrderItems(tablesDB, order.$id) as Promise<OrderItemRow[]>,
    storesTried(tablesDB, order),
  ]);
  const stores = (
    await tablesDB.listRows<StoresRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.stores,
      queries: [
        Query.distanceLessThan('location', [point.longitude, point.latitude], REASSIGN_LOOK_KM * 1000, true),
        Query.limit(50),
      ],
    })
  ).rows;
  const productIds = [...new Set(items.map((i) => i.product_id))];
  const facts = await Promise.all(
    stores.map(async (store): Promise<CandidateFacts> => {
      const km = distanceKm(point, { longitude: store.location[0], latitude: store.location[1] });
      const rows = (
        await tablesDB.listRows<StoreInventoryRow>({
          databaseId: DATABASE_ID,
          tableId: TABLES.storeInventory,
          queries: [
            Query.equal('store_id', store.$id),
            Query.equal('product_id', productIds),
            Query.equal('visible', true),
            Query.greaterThan('expiry', now.toISOString()),
            Query.greaterThan('stock', 0),
            Query.limit(500),
          ],
        })
      ).rows;
      // The same FEFO rule as checkout and the re-route: never a batch under 3 months to expiry.
      const candidates = items.map((item) =>
        fefoCandidates(
          rows.filter((r) => r.product_id === item.product_id),
          item.quantity,
          now,
        ),
      );
      const linesStocked = candidates.filter((c) => c.length > 0).length;
      const worstTotal =
        linesStocked === items.length
          ? lessCoupon(
              orderAmounts(
                items.map((item, i) =>
                  priceAt(item, [...candidates[i]!].sort((a, b) => b.selling_price - a.selling_price)[0]!),
                ),
                km,
                order.delivery_mode!,
              ),
              order,
            ).total
          : null;
      return { store, km, linesStocked, linesTotal: items.length, worstTotal };
    }),
  );
  return reassignCandidates(
    {
      store_id: order.store_id,
      paid: stillPaid(order),
      triedStoreIds: [...tried].filter((id) => id !== order.store_id),
    },
    facts,
    now,
  );
}

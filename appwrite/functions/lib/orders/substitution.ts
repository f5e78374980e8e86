import { fefoCandidates } from '@instamg/shared/domain/fefo';
import { isActiveFulfilment } from '@instamg/shared/domain/order';
import {
  SUBSTITUTE_PROBLEM_TEXT,
  SUBSTITUTION_SETTINGS,
  consentDeadline,
  substituteOffer,
  substituteProblem,
  type SubstitutionStatus,
} from '@instamg/shared/domain/substitution';
import { ID, Query, type Models, type TablesDB } from 'node-appwrite';
// Pricing is place-order's (one definition of the GST inside an amount); bundled from there.
import { DELIVERY_GST_RATE, includedGst, lineAmounts } from '../../place-order/src/pricing.ts';
import { appwriteStatus, fail } from '../runtime/errors.ts';
import { syncContactAccess } from './fulfilment.ts';
import { recordClosing } from './intake.ts';
import { roundAmount } from '../money/round.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { listOrderItems, readPermissions, type OrderItemRow, type OrderRow } from './rows.ts';
import { putBack, recordOrderStock, reserveStock } from './stock.ts';
import type { OrderEventInput } from './events.ts';
import { refundIdOf, stillPaid, substitutionRefundIdOf } from '../money/refunds.ts';
import { settingValue, wholeNumberSetting } from '../runtime/settings.ts';
import type { OrderSubstitutionsRow, ProductsRow, StoreInventoryRow } from '@instamg/shared/appwrite/rows';

// Substitution with consent (issue 16 §5). A line the store cannot supply gets a proposal: a product
// of the same salt, strength and form (shared/src/domain/substitution.ts), its stock reserved with
// FEFO, priced no higher than the original line. The customer accepts (the line becomes the
// substitute, the difference is refunded) or declines; no answer within
// settings.substitution_consent_minutes counts as declined (reroute-unaccepted-orders sweeps). A
// declined line is removed and refunded; an order left with no line is cancelled and refunded.
// The original line's reserved units are not put back: the store found them missing, and corrects
// its count through the inventory function.

export type SubstitutionRow = OrderSubstitutionsRow;

/** What a proposal will write, worked out before anything changes. */
export interface SubstitutionDraft {
  item: OrderItemRow;
  product: ProductsRow;
  candidates: string[];
  unitPrice: number;
  lineTotal: number;
  refund: number;
  rxRequired: boolean;
}

/** The consent window in minutes (admin-editable; the default when the row is missing or out of range). */
export async function consentMinutes(tablesDB: TablesDB): Promise<number> {
  const s = SUBSTITUTION_SETTINGS.consentMinutes;
  return wholeNumberSetting(await settingValue(tablesDB, s.key), s.min, s.max, s.fallback);
}

async function getRow<T extends Models.Row>(tablesDB: TablesDB, tableId: string, rowId: string): Promise<T | null> {
  return tablesDB.getRow<T>({ databaseId: DATABASE_ID, tableId, rowId }).catch((err: unknown) => {
    if (appwriteStatus(err) === 404) return null;
    throw err;
  });
}

/**
 * Checks a proposal: the line is the order's, no other proposal is open, the product is a
 * substitute (same salt, strength, form), a batch of it at this store can ship the whole line
 * (FEFO), and an Rx substitute comes from the store's registered pharmacist.
 */
export async function draftSubstitution(
  tablesDB: TablesDB,
  order: OrderRow,
  body: Record<string, unknown>,
  isPharmacist: boolean,
  now: Date,
): Promise<SubstitutionDraft> {
  const { item_id: itemId, product_id: productId } = body;
  const id = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
  if (typeof itemId !== 'string' || !id.test(itemId) || typeof productId !== 'string' || !id.test(productId))
    throw fail('invalid_input', 'A substitution needs the item_id of the line and the product_id of the substitute.');
  if (order.substitution_id)
    throw fail('substitution_open', 'This order already has a substitute waiting for the customer’s answer.');
  const item = await getRow<OrderItemRow>(tablesDB, TABLES.orderItems, itemId);
  if (!item || item.order_id !== order.$id) throw fail('invalid_input', 'That line is not in this order.');
  const [original, product] = await Promise.all([
    getRow<ProductsRow>(tablesDB, TABLES.products, item.product_id),
    getRow<ProductsRow>(tablesDB, TABLES.products, productId),
  ]);
  if (!original || !product) throw fail('product_unavailable', 'That product is not in the catalogue.');
  const problem = substituteProblem(original, product);
  if (problem) throw fail('not_a_substitute', SUBSTITUTE_PROBLEM_TEXT[problem]);
  const rxRequired = product.rx_required || product.schedule === 'H' || product.schedule === 'H1';
  // Dispensing a prescription medicine in place of another is the pharmacist's call (Rule 65).
  if (rxRequired && !isPharmacist) throw fail('pharmacist_required');
  const batches = await tablesDB.listRows<StoreInventoryRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeInventory,
    queries: [Query.equal('product_id', product.$id), Query.equal('store_id', order.store_id), Query.limit(100)],
  });
  const shippable = fefoCandidates(batches.rows, item.quantity, now);
  if (shippable.length === 0)
    throw fail('out_of_stock', `${product.name} has no batch here that can supply ${item.quantity} (FEFO, 3 months).`);
  // Priced at the batch FEFO picks; a dearer one is offered at the original price.
  const offer = substituteOffer(item.unit_price, shippable[0]!.selling_price, item.quantity);
  return {
    item,
    product,
    candidates: shippable.map((b) => b.$id),
    unitPrice: offer.unitPrice,
    lineTotal: offer.lineTotal,
    refund: offer.refund,
    rxRequired,
  };
}

/** Reserves the substitute (FEFO), records the proposal and returns the order columns that open it. */
export async function proposeSubstitution(
  tablesDB: TablesDB,
  order: OrderRow,
  draft: SubstitutionDraft,
  actor: Pick<OrderEventInput, 'actor_id' | 'actor_role'>,
  pharmacistId: string | null,
  now: Date,
): Promise<{ row: SubstitutionRow; orderData: Record<string, unknown> }> {
  const reserved = await reserveStock(tablesDB, [{ candidates: draft.candidates, quantity: draft.item.quantity }]);
  if ('shortLine' in reserved) throw fail('out_of_stock', `${draft.product.name} just went out of stock.`);
  const batch = reserved.changes[0]!.after as unknown as StoreInventoryRow;
  const number = (order.substitution_count ?? 0) + 1;
  const amounts = lineAmounts({
    unitPrice: draft.unitPrice,
    quantity: draft.item.quantity,
    mrp: batch.mrp,
    gstRate: draft.product.gst_rate,
  });
  let row: SubstitutionRow;
  try {
    row = await tablesDB.createRow<SubstitutionRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderSubstitutions,
      rowId: ID.unique(),
      permissions: readPermissions(order.customer_id, order.store_team_id),
      data: {
        order_id: order.$id,
        item_id: draft.item.$id,
        number,
        status: 'proposed',
        original_product_id: draft.item.product_id,
        original_product_name: draft.item.product_name,
        original_unit_price: draft.item.unit_price,
        original_line_total: draft.item.line_total,
        product_id: draft.product.$id,
        product_name: draft.product.name,
        pack_size: draft.product.pack_size ?? null,
        manufacturer: draft.product.manufacturer ?? null,
        schedule: draft.product.schedule,
        rx_required: draft.rxRequired,
        hsn: draft.product.hsn ?? null,
        inventory_id: batch.$id,
        batch: batch.batch,
        batch_expiry: batch.expiry,
        quantity: draft.item.quantity,
        mrp: batch.mrp,
        unit_price: draft.unitPrice,
        line_total: amounts.line_total,
        gst_rate: draft.product.gst_rate,
        gst_amount: amounts.gst_amount,
        refund_amount: draft.refund,
        proposed_by: actor.actor_id ?? 'system',
        pharmacist_id: pharmacistId,
        expires_at: consentDeadline(now, await consentMinutes(tablesDB)).toISOString(),
        decided_at: null,
        refund_id: null,
        store_id: order.store_id,
      },
    });
  } catch (err) {
    await putBack(tablesDB, [{ rowId: batch.$id, quantity: draft.item.quantity }]);
    throw err;
  }
  await recordOrderStock(tablesDB, order, 'order_reserved', reserved.changes, {
    ...actor,
    note: `substitute for ${draft.item.product_name}, awaiting the customer`,
  });
  return { row, orderData: { substitution_id: row.$id, substitution_count: number } };
}

/** The open proposal of an order, or 409 when there is none. */
export async function openSubstitution(tablesDB: TablesDB, order: OrderRow): Promise<SubstitutionRow> {
  const row = order.substitution_id
    ? await getRow<SubstitutionRow>(tablesDB, TABLES.orderSubstitutions, order.substitution_id)
    : null;
  if (!row || row.status !== 'proposed' || row.order_id !== order.$id) throw fail('no_open_substitution');
  return row;
}

/** The order's amounts from its lines; the delivery fee stays what was paid. */
export async function orderTotals(tablesDB: TablesDB, order: OrderRow): Promise<Record<string, number>> {
  const items = (await listOrderItems(tablesDB, order.$id)) as OrderItemRow[];
  let itemsTotal = 0;
  let mrpTotal = 0;
  let gst = 0;
  let count = 0;
  for (const item of items) {
    itemsTotal += item.line_total;
    mrpTotal += item.mrp * item.quantity;
    gst += item.gst_amount;
    count += item.quantity;
  }
  const fee = (order as unknown as { delivery_fee: number }).delivery_fee ?? 0;
  itemsTotal = roundAmount(itemsTotal);
  mrpTotal = roundAmount(mrpTotal);
  // A coupon keeps its discount (issue 22 §6), never more than the items left.
  const coupon = roundAmount(Math.min(order.coupon_discount ?? 0, itemsTotal));
  return {
    item_count: count,
    items_mrp_total: mrpTotal,
    items_total: itemsTotal,
    discount: roundAmount(Math.max(0, mrpTotal - itemsTotal)),
    gst_total: roundAmount(gst + includedGst(fee, DELIVERY_GST_RATE)),
    ...(coupon > 0 ? { coupon_discount: coupon } : {}),
    total: roundAmount(itemsTotal + fee - coupon),
  };
}

/** What closing a proposal changes: the order's columns and the refund to start. */
export interface SubstitutionOutcome {
  orderData: Record<string, unknown>;
  refund: { amount: number; note: string; refundId: string } | null;
}

/** Accepted: the line becomes the substitute (its reserved batch, price, GST); the difference is refunded. */
export async function acceptSubstitution(
  tablesDB: TablesDB,
  order: OrderRow,
  sub: SubstitutionRow,
  now: Date,
): Promise<SubstitutionOutcome> {
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderItems,
    rowId: sub.item_id,
    data: {
      product_id: sub.product_id,
      product_name: sub.product_name,
      pack_size: sub.pack_size,
      schedule: sub.schedule,
      rx_required: sub.rx_required,
      hsn: sub.hsn,
      inventory_id: sub.inventory_id,
      batch: sub.batch,
      batch_expiry: sub.batch_expiry,
      mrp: sub.mrp,
      unit_price: sub.unit_price,
      line_total: sub.line_total,
      gst_rate: sub.gst_rate,
      gst_amount: sub.gst_amount,
    },
  });
  const refundId = sub.refund_amount > 0 ? substitutionRefundIdOf(order.$id, sub.number) : null;
  await closeRow(tablesDB, sub, 'accepted', now, refundId);
  return {
    orderData: { substitution_id: null, ...(await orderTotals(tablesDB, order)) },
    refund:
      refundId && order.payment_status === 'paid'
        ? {
            amount: sub.refund_amount,
            note: `Substitute ${sub.product_name}: price difference`,
            refundId,
          }
        : null,
  };
}

/**
 * Declined, or no answer in time: the substitute's units go back, the line is removed and refunded.
 * An order left with no line is cancelled and what is still paid (the delivery fee too) refunded.
 */
export async function dropSubstitutedLine(
  tablesDB: TablesDB,
  order: OrderRow,
  sub: SubstitutionRow,
  outcome: 'declined' | 'expired',
  actor: Pick<OrderEventInput, 'actor_id' | 'actor_role'>,
  now: Date,
): Promise<SubstitutionOutcome> {
  const returned = await tablesDB.incrementRowColumn<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeInventory,
    rowId: sub.inventory_id,
    column: 'stock',
    value: sub.quantity,
  });
  await recordOrderStock(tablesDB, order, 'order_released', [{ after: returned, quantity: sub.quantity }], {
    ...actor,
    note: `substitute for ${sub.original_product_name} ${outcome}`,
  });
  await tablesDB
    .deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.orderItems, rowId: sub.item_id })
    .catch((err: unknown) => {
      if (appwriteStatus(err) !== 404) throw err;
    });
  const totals = await orderTotals(tablesDB, order);
  const empty = totals.item_count === 0;
  const paid = order.payment_status === 'paid';
  const refundId = empty ? refundIdOf(order.$id) : substitutionRefundIdOf(order.$id, sub.number);
  const amount = empty ? stillPaid(order) : Math.min(sub.original_line_total, stillPaid(order));
  await closeRow(tablesDB, sub, outcome, now, paid && amount > 0 ? refundId : null);
  const why =
    outcome === 'declined'
      ? `You declined the substitute for ${sub.original_product_name}`
      : `No answer on the substitute for ${sub.original_product_name}`;
  // An order left with no line keeps its amounts as placed (a record of what was bought and refunded).
  const orderData: Record<string, unknown> = { substitution_id: null, ...(empty ? {} : totals) };
  if (empty) {
    Object.assign(orderData, {
      status: 'cancelled',
      cancelled_at: now.toISOString(),
      cancel_reason: `${why}; nothing was left in the order, so it is cancelled and refunded.`.slice(0, 512),
    });
    if (isActiveFulfilment(order.status)) await syncContactAccess(tablesDB, order, 'cancelled', order.store_team_id);
    // A row of the store's Closed tab, as for any cancellation of an order it had (issue 33).
    const role = actor.actor_role === 'gateway' ? 'system' : actor.actor_role;
    await recordClosing(tablesDB, order, 'cancelled', { actor_id: actor.actor_id ?? 'system', actor_role: role }, now);
  }
  return {
    orderData,
    refund:
      paid && amount > 0 ? { amount, note: `${why}: ${empty ? 'order cancelled' : 'line removed'}`, refundId } : null,
  };
}

/**
 * The order is cancelled while a proposal is open: the substitute's units go back and the proposal
 * is withdrawn (nothing to refund for it; the cancellation refunds what is still paid).
 */
export async function withdrawSubstitution(
  tablesDB: TablesDB,
  order: OrderRow,
  actor: Pick<OrderEventInput, 'actor_id' | 'actor_role'>,
  now: Date,
): Promise<void> {
  const sub = order.substitution_id
    ? await getRow<SubstitutionRow>(tablesDB, TABLES.orderSubstitutions, order.substitution_id)
    : null;
  if (!sub || sub.status !== 'proposed') return;
  await closeRow(tablesDB, sub, 'withdrawn', now, null);
  const returned = await tablesDB.incrementRowColumn<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeInventory,
    rowId: sub.inventory_id,
    column: 'stock',
    value: sub.quantity,
  });
  await recordOrderStock(tablesDB, order, 'order_released', [{ after: returned, quantity: sub.quantity }], {
    ...actor,
    note: `substitute for ${sub.original_product_name} withdrawn: order cancelled`,
  });
}

async function closeRow(
  tablesDB: TablesDB,
  sub: SubstitutionRow,
  status: SubstitutionStatus,
  now: Date,
  refundId: string | null,
): Promise<void> {
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderSubstitutions,
    rowId: sub.$id,
    data: { status, decided_at: now.toISOString(), refund_id: refundId },
  });
}

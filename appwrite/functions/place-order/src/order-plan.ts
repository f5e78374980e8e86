import { fefoCandidates } from '@instamg/shared/domain/fefo';
import { Query, Storage, TablesDB, type Models } from 'node-appwrite';
import type { OrderQuote } from '@instamg/shared/domain/order-quote';
import { isSoldOnline } from '@instamg/shared/domain/catalog/product';
import { pointMatchesPin } from '@instamg/shared/domain/pin-location';
import { fail } from '../../lib/runtime/errors.ts';
import { takesNewOrders, takesNewOrdersQuery } from '../../lib/stores/takes-new-orders.ts';
import { roundAmount } from '../../lib/money/round.ts';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { assertPrescriptionFileIntact, type PrescriptionRow } from '../../lib/orders/prescription-access.ts';
import { assertPrescriptionCurrent, prescriptionValidityMonths } from '../../lib/orders/prescriptions.ts';
import type { AddressInput, PlaceOrderInput } from './input.ts';
import {
  DELIVERY_GST_RATE,
  EXPRESS_MAX_DISTANCE_KM,
  deliveryFee,
  MAX_DELIVERY_DISTANCE_KM,
  distanceKm,
  includedGst,
  lineAmounts,
  orderAmounts,
  type PricedLine,
} from './pricing.ts';
import type { ProductsRow, StoreInventoryRow, StoresRow } from '@instamg/shared/appwrite/rows';

/**
 * The one read path of place-order: what the order would be — address, medicine rules, the
 * fulfilling store, the batch per line and the amounts — read from the database and never from
 * the client. `quote` answers with it; `place` reserves stock on the same plan and prices at the
 * batches it actually got, so a placed order equals its quote unless stock moved in between.
 */

export type ProductRow = ProductsRow;
export type StoreRow = StoresRow;
export type InventoryRow = StoreInventoryRow;

const RX_SCHEDULES = new Set(['H', 'H1']);

/** Distances are stored to the metre. */
export const roundKm = (km: number): number => Math.round(km * 1000) / 1000;

export const needsPrescription = (p: Pick<ProductRow, 'schedule' | 'rx_required'>): boolean =>
  RX_SCHEDULES.has(p.schedule) || p.rx_required;

export interface PlannedLine {
  product: ProductRow;
  quantity: number;
  /** Batches of the store that can supply the whole line, first expiring first; empty = unavailable there. */
  batches: InventoryRow[];
}

export interface OrderPlan {
  address: AddressInput & { id: string | null };
  point: { latitude: number; longitude: number };
  store: StoreRow;
  km: number;
  lines: PlannedLine[];
  /** Every line can be supplied by `store`. */
  complete: boolean;
  rxProducts: ProductRow[];
  prescription: PrescriptionRow | null;
  prescriptionFile: Models.File | null;
}

export async function planOrder(
  tablesDB: TablesDB,
  storage: Storage,
  userId: string,
  input: PlaceOrderInput,
  options: { checkPrescription: boolean; today?: Date },
): Promise<OrderPlan> {
  const get = <T extends Models.Row>(tableId: string, rowId: string) =>
    tablesDB.getRow<T>({ databaseId: DATABASE_ID, tableId, rowId }).catch((err: { code?: number }) => {
      if (err.code === 404) return null;
      throw err;
    });

  // Address: a saved one must be the caller's; either way it needs coordinates.
  let address: AddressInput & { id: string | null };
  if ('id' in input.address) {
    const saved = await get<Models.Row & AddressInput & { user_id: string }>(TABLES.addresses, input.address.id);
    if (!saved || saved.user_id !== userId) throw fail('address_not_found', 'That delivery address was not found.');
    address = { ...saved, id: saved.$id };
  } else address = { ...input.address, id: null };
  if (
    address.latitude === null ||
    address.longitude === null ||
    address.latitude === undefined ||
    address.longitude === undefined
  ) {
    throw fail('address_needs_location', 'Address needs location update');
  }
  const point = { latitude: address.latitude, longitude: address.longitude };
  // The coordinates decide the store, the radius and the fee: they must lie where the PIN code is (issue 32).
  if (!pointMatchesPin(address.postal_code, point)) throw fail('address_location_mismatch');

  // Products, with the medicine rules.
  const ids = input.items.map((i) => i.product_id);
  const products = (
    await tablesDB.listRows<ProductRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.products,
      queries: [Query.equal('$id', ids), Query.limit(ids.length)],
    })
  ).rows;
  const productOf = new Map(products.map((p) => [p.$id, p]));
  for (const id of ids) {
    const p = productOf.get(id);
    if (!p || p.is_active === false)
      throw fail('product_unavailable', `A medicine in your cart is no longer available (${id}).`);
    if (!isSoldOnline(p.schedule)) {
      throw fail(
        'schedule_not_sold_online',
        `${p.name} is a Schedule ${p.schedule === 'NDPS' ? 'NDPS (narcotic)' : 'X'} medicine and cannot be ordered online. Please buy it at a pharmacy with your original prescription.`,
      );
    }
  }
  const rxProducts = ids.map((id) => productOf.get(id)!).filter(needsPrescription);
  let prescription: PrescriptionRow | null = null;
  let prescriptionFile: Models.File | null = null;
  if (options.checkPrescription && rxProducts.length > 0) {
    if (!input.prescription_id)
      throw fail(
        'prescription_required',
        `A prescription is required for ${rxProducts.map((p) => p.name).join(', ')}. Please upload or attach one.`,
      );
    prescription = await get<PrescriptionRow>(TABLES.prescriptions, input.prescription_id);
    if (!prescription || prescription.user_id !== userId)
      throw fail('prescription_not_found', 'That prescription was not found. Please upload it again.');
    if (prescription.status === 'rejected')
      throw fail(
        'prescription_rejected',
        'That prescription was rejected by the pharmacist. Please upload a valid prescription.',
      );
    assertPrescriptionCurrent(prescription, await prescriptionValidityMonths(tablesDB), options.today ?? new Date());
    prescriptionFile = await storage
      .getFile({ bucketId: BUCKETS.prescriptions, fileId: prescription.file_id })
      .catch((err: { code?: number }) => {
        if (err.code === 404)
          throw fail('prescription_not_found', 'That prescription file was not found. Please upload it again.');
        throw err;
      });
    // The file submitted, not a replacement under the same id (issue 32).
    await assertPrescriptionFileIntact(storage, prescription, prescriptionFile);
  }

  // Open stores within reach (busy or paused ones take no new orders, issue 15, until their timer ends, issue 33), nearest first; the first that stocks every line fulfils the order.
  const now = new Date();
  const nearby = (
    await tablesDB.listRows<StoreRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.stores,
      queries: [
        Query.distanceLessThan('location', [point.longitude, point.latitude], MAX_DELIVERY_DISTANCE_KM * 1000, true),
        Query.equal('is_active', true),
        takesNewOrdersQuery(now),
        Query.limit(100),
      ],
    })
  ).rows
    .filter((store) => takesNewOrders(store, now))
    .map((store) => ({ store, km: distanceKm(point, { longitude: store.location[0], latitude: store.location[1] }) }))
    .filter((s) => s.km <= MAX_DELIVERY_DISTANCE_KM)
    .sort((a, b) => a.km - b.km);
  let candidates = nearby;
  if (input.store_id) {
    candidates = nearby.filter((s) => s.store.$id === input.store_id);
    if (candidates.length === 0)
      throw fail(
        'store_out_of_range',
        `That store does not deliver to this address (more than ${MAX_DELIVERY_DISTANCE_KM} km away or closed).`,
      );
  }
  if (candidates.length === 0)
    throw fail(
      'not_serviceable',
      `Sorry, no partner pharmacy delivers within ${MAX_DELIVERY_DISTANCE_KM} km of this address yet.`,
    );

  const clock = options.today ?? new Date();
  const today = clock.toISOString();
  let first: { store: StoreRow; km: number; lines: PlannedLine[] } | null = null;
  for (const c of candidates) {
    const rows = (
      await tablesDB.listRows<InventoryRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.storeInventory,
        queries: [
          Query.equal('store_id', c.store.$id),
          Query.equal('product_id', ids),
          // A batch an unfinished CSV import staged is not for sale (issue 18 §2).
          Query.equal('visible', true),
          Query.greaterThan('expiry', today),
          Query.greaterThan('stock', 0),
          Query.orderAsc('expiry'),
          Query.limit(500),
        ],
      })
    ).rows;
    // FEFO (shared/src/domain/fefo.ts): batches that can supply the whole line with at least 3 months
    // of shelf life, first expiring first.
    const lines = input.items.map((line) => ({
      product: productOf.get(line.product_id)!,
      quantity: line.quantity,
      batches: fefoCandidates(
        rows.filter((r) => r.product_id === line.product_id),
        line.quantity,
        clock,
      ),
    }));
    first ??= { ...c, lines };
    if (lines.every((l) => l.batches.length > 0)) {
      first = { ...c, lines };
      break;
    }
  }
  // No store has everything: the plan stays at the nearest (or the chosen) store, showing what it lacks.
  const plan = first!;
  const complete = plan.lines.every((l) => l.batches.length > 0);
  if (complete && input.delivery_mode === 'express' && plan.km > EXPRESS_MAX_DISTANCE_KM) {
    throw fail(
      'express_unavailable',
      'Express delivery is not available for this address. Please choose standard or scheduled delivery.',
    );
  }
  return {
    address,
    point,
    store: plan.store,
    km: plan.km,
    lines: plan.lines,
    complete,
    rxProducts,
    prescription,
    prescriptionFile,
  };
}

/** The priced form of a line at one batch (the quote uses the first candidate, placement the reserved one). */
export function pricedLine(line: PlannedLine, batch: InventoryRow): PricedLine {
  return { quantity: line.quantity, unitPrice: batch.selling_price, mrp: batch.mrp, gstRate: line.product.gst_rate };
}

/** The quote of a plan: every line at its first batch; unavailable lines listed and left out of the amounts. */
export function quoteOf(plan: OrderPlan, mode: PlaceOrderInput['delivery_mode']): OrderQuote {
  const available = plan.lines.filter((l) => l.batches.length > 0);
  const priced = available.map((l) => pricedLine(l, l.batches[0]!));
  const amounts = orderAmounts(priced, plan.km, mode);
  const deliveryGst = includedGst(amounts.delivery_fee, DELIVERY_GST_RATE);
  return {
    store: { id: plan.store.$id, name: plan.store.name, distance_km: roundKm(plan.km) },
    delivery_mode: mode,
    lines: available.map((l, i) => {
      const a = lineAmounts(priced[i]!);
      return {
        product_id: l.product.$id,
        name: l.product.name,
        pack_size: l.product.pack_size,
        quantity: l.quantity,
        rx_required: needsPrescription(l.product),
        unit_price: priced[i]!.unitPrice,
        mrp: priced[i]!.mrp,
        gst_rate: priced[i]!.gstRate,
        line_total: a.line_total,
        mrp_total: a.mrp_total,
        saving: roundAmount(Math.max(0, a.mrp_total - a.line_total)),
        gst_amount: a.gst_amount,
      };
    }),
    unavailable: plan.lines
      .filter((l) => l.batches.length === 0)
      .map((l) => ({ product_id: l.product.$id, name: l.product.name, quantity: l.quantity })),
    amounts,
    gst: {
      included: true,
      items: roundAmount(amounts.gst_total - deliveryGst),
      delivery: deliveryGst,
      delivery_rate: DELIVERY_GST_RATE,
    },
    prescription_required_for: plan.rxProducts.map((p) => p.name),
    placeable: plan.complete,
    // Issue 40 §2: every option's fee for this cart and address, so each shows its price before it is chosen.
    delivery_options: (['express', 'standard', 'scheduled'] as const).map((option) => ({
      mode: option,
      fee: deliveryFee({ distanceKm: plan.km, itemsTotal: amounts.items_total, mode: option }),
      available: option !== 'express' || plan.km <= EXPRESS_MAX_DISTANCE_KM,
    })),
  };
}

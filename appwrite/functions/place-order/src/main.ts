import { ID, Query, Storage, TablesDB, type Models } from 'node-appwrite';
import {
  DATABASE_ID, OrderError, TABLES, appendEvent, callerId, orderPermissions, parseBody, putBack, readPermissions,
  replyError, reserveStock, serverClient, storeTeamId, type Context, type OrderRow,
} from './common.ts';
import { parsePlaceOrderInput, type AddressInput } from './input.ts';
import { MAX_DELIVERY_DISTANCE_KM, EXPRESS_MAX_DISTANCE_KM, distanceKm, lineAmounts, orderAmounts } from './pricing.ts';

/**
 * place-order (execute: users). Body `{ items: [{ product_id, quantity }], address_id | address,
 * store_id?, delivery_mode, slot?, prescription_id?, client_total? }` → 201 `{ order, items }`
 * or 4xx `{ message, code }`. Prices, schedules and stock are re-read here; the client's
 * `client_total` is only compared (the order is always at the store's current prices).
 */

interface ProductRow extends Models.Row {
  name: string; pack_size: string; mrp: number; schedule: 'none' | 'H' | 'H1' | 'X' | 'NDPS';
  rx_required: boolean; gst_rate: number; hsn: string; is_active: boolean | null;
}
interface StoreRow extends Models.Row {
  name: string; address: string; location: [number, number]; drug_license_number: string; gstin: string;
  is_active: boolean | null; team_id: string;
}
interface InventoryRow extends Models.Row {
  store_id: string; product_id: string; batch: string; expiry: string; stock: number; selling_price: number; mrp: number;
}
interface PrescriptionRow extends Models.Row { user_id: string; file_id: string; status: 'pending' | 'verified' | 'rejected' }

const PRESCRIPTIONS_BUCKET = 'prescriptions';

const REFUSED_SCHEDULES = new Set(['X', 'NDPS']);
const RX_SCHEDULES = new Set(['H', 'H1']);

export default async (ctx: Context) => {
  try {
    const userId = callerId(ctx);
    const input = parsePlaceOrderInput(parseBody(ctx.req.bodyText));
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);
    const storage = new Storage(client);
    const get = <T extends Models.Row>(tableId: string, rowId: string) => tablesDB.getRow<T>({ databaseId: DATABASE_ID, tableId, rowId }).catch((err: { code?: number }) => {
      if (err.code === 404) return null;
      throw err;
    });

    // Address: a saved one must be the caller's; either way it needs coordinates.
    let address: AddressInput & { id: string | null };
    if ('id' in input.address) {
      const saved = await get<Models.Row & AddressInput & { user_id: string }>(TABLES.addresses, input.address.id);
      if (!saved || saved.user_id !== userId) throw new OrderError(404, 'address_not_found', 'That delivery address was not found.');
      address = { ...saved, id: saved.$id };
    } else address = { ...input.address, id: null };
    if (address.latitude === null || address.longitude === null || address.latitude === undefined || address.longitude === undefined) {
      throw new OrderError(422, 'address_needs_location', 'Address needs location update');
    }
    const point = { latitude: address.latitude, longitude: address.longitude };

    // Products, with the medicine rules.
    const ids = input.items.map((i) => i.product_id);
    const products = (await tablesDB.listRows<ProductRow>({ databaseId: DATABASE_ID, tableId: TABLES.products, queries: [Query.equal('$id', ids), Query.limit(ids.length)] })).rows;
    const productOf = new Map(products.map((p) => [p.$id, p]));
    for (const id of ids) {
      const p = productOf.get(id);
      if (!p || p.is_active === false) throw new OrderError(422, 'product_unavailable', `A medicine in your cart is no longer available (${id}).`);
      if (REFUSED_SCHEDULES.has(p.schedule)) {
        throw new OrderError(422, 'schedule_not_sold_online', `${p.name} is a Schedule ${p.schedule === 'NDPS' ? 'NDPS (narcotic)' : 'X'} medicine and cannot be ordered online. Please buy it at a pharmacy with your original prescription.`);
      }
    }
    const needsRx = products.some((p) => RX_SCHEDULES.has(p.schedule) || p.rx_required);
    let prescription: PrescriptionRow | null = null;
    let prescriptionFile: Models.File | null = null;
    if (needsRx) {
      const names = products.filter((p) => RX_SCHEDULES.has(p.schedule) || p.rx_required).map((p) => p.name).join(', ');
      if (!input.prescription_id) throw new OrderError(422, 'prescription_required', `A prescription is required for ${names}. Please upload or attach one.`);
      prescription = await get<PrescriptionRow>(TABLES.prescriptions, input.prescription_id);
      if (!prescription || prescription.user_id !== userId) throw new OrderError(404, 'prescription_not_found', 'That prescription was not found. Please upload it again.');
      if (prescription.status === 'rejected') throw new OrderError(422, 'prescription_rejected', 'That prescription was rejected by the pharmacist. Please upload a valid prescription.');
      prescriptionFile = await storage.getFile({ bucketId: PRESCRIPTIONS_BUCKET, fileId: prescription.file_id }).catch((err: { code?: number }) => {
        if (err.code === 404) throw new OrderError(404, 'prescription_not_found', 'That prescription file was not found. Please upload it again.');
        throw err;
      });
    }

    // Stores within reach, nearest first; the first that stocks every line fulfils the order.
    const nearby = (await tablesDB.listRows<StoreRow>({
      databaseId: DATABASE_ID, tableId: TABLES.stores,
      queries: [Query.distanceLessThan('location', [point.longitude, point.latitude], MAX_DELIVERY_DISTANCE_KM * 1000, true), Query.equal('is_active', true), Query.limit(100)],
    })).rows
      .map((store) => ({ store, km: distanceKm(point, { longitude: store.location[0], latitude: store.location[1] }) }))
      .filter((s) => s.km <= MAX_DELIVERY_DISTANCE_KM)
      .sort((a, b) => a.km - b.km);
    let candidates = nearby;
    if (input.store_id) {
      candidates = nearby.filter((s) => s.store.$id === input.store_id);
      if (candidates.length === 0) throw new OrderError(422, 'store_out_of_range', `That store does not deliver to this address (more than ${MAX_DELIVERY_DISTANCE_KM} km away or closed).`);
    }
    if (candidates.length === 0) throw new OrderError(422, 'not_serviceable', `Sorry, no partner pharmacy delivers within ${MAX_DELIVERY_DISTANCE_KM} km of this address yet.`);

    const today = new Date().toISOString();
    let chosen: { store: StoreRow; km: number; batches: InventoryRow[][] } | null = null;
    for (const c of candidates) {
      const rows = (await tablesDB.listRows<InventoryRow>({
        databaseId: DATABASE_ID, tableId: TABLES.inventory,
        queries: [Query.equal('store_id', c.store.$id), Query.equal('product_id', ids), Query.greaterThan('expiry', today), Query.greaterThan('stock', 0), Query.orderAsc('expiry'), Query.limit(500)],
      })).rows;
      // First expiring first; only batches that can supply the whole line.
      const batches = input.items.map((line) => rows.filter((r) => r.product_id === line.product_id && r.stock >= line.quantity));
      if (batches.every((b) => b.length > 0)) {
        chosen = { ...c, batches };
        break;
      }
    }
    if (!chosen) {
      throw new OrderError(409, 'out_of_stock', input.store_id ? 'This store does not have every item in your cart in stock. Remove the unavailable items or choose another store.' : 'No nearby pharmacy has every item in your cart in stock right now.');
    }
    if (input.delivery_mode === 'express' && chosen.km > EXPRESS_MAX_DISTANCE_KM) {
      throw new OrderError(422, 'express_unavailable', 'Express delivery is not available for this address. Please choose standard or scheduled delivery.');
    }

    const reservation = await reserveStock(tablesDB, chosen.batches.map((b, i) => ({ candidates: b.map((r) => r.$id), quantity: input.items[i]!.quantity })));
    if ('shortLine' in reservation) {
      const name = productOf.get(input.items[reservation.shortLine]!.product_id)!.name;
      throw new OrderError(409, 'out_of_stock', `${name} just went out of stock. Please update your cart.`);
    }
    const taken = reservation.chosen.map((rowId, i) => ({ rowId, quantity: input.items[i]!.quantity }));

    const store = chosen.store;
    const team = store.team_id || storeTeamId(store.$id);
    const orderId = ID.unique();
    try {
      const lines = input.items.map((line, i) => {
        const batch = chosen.batches[i]!.find((r) => r.$id === reservation.chosen[i])!;
        const product = productOf.get(line.product_id)!;
        return { line, batch, product, priced: { quantity: line.quantity, unitPrice: batch.selling_price, mrp: batch.mrp, gstRate: product.gst_rate } };
      });
      const amounts = orderAmounts(lines.map((l) => l.priced), chosen.km, input.delivery_mode);
      if (input.client_total !== null && Math.abs(input.client_total - amounts.total) >= 0.01) {
        ctx.log(`place-order: client total ${input.client_total} differs from ${amounts.total}; the server's amounts stand.`);
      }
      const order = (await tablesDB.createRow<Models.DefaultRow>({
        databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: orderId,
        permissions: orderPermissions(userId, team),
        data: {
          customer_id: userId, store_id: store.$id, store_team_id: team,
          store_name: store.name, store_licence: store.drug_license_number, store_gstin: store.gstin, store_address: store.address.slice(0, 512),
          status: 'placed', payment_status: 'pending', delivery_mode: input.delivery_mode,
          slot_start: input.slot?.start ?? null, slot_end: input.slot?.end ?? null,
          address_id: address.id, address_name: address.name ?? null, address_line1: address.address_line1, address_line2: address.address_line2 ?? null,
          city: address.city, state: address.state, postal_code: address.postal_code, latitude: point.latitude, longitude: point.longitude,
          distance_km: Math.round(chosen.km * 1000) / 1000, ...amounts, currency: 'INR',
          prescription_id: prescription?.$id ?? null,
          rx_status: !needsRx ? 'not_required' : prescription!.status === 'verified' ? 'verified' : 'pending',
          stock_released: false, stock_reservation: 1,
        },
      })) as unknown as OrderRow;
      const items = await Promise.all(lines.map(({ line, batch, product, priced }) =>
        tablesDB.createRow({
          databaseId: DATABASE_ID, tableId: TABLES.orderItems, rowId: ID.unique(),
          permissions: readPermissions(userId, team),
          data: {
            order_id: orderId, product_id: product.$id, inventory_id: batch.$id, batch: batch.batch, product_name: product.name, pack_size: product.pack_size,
            schedule: product.schedule, rx_required: RX_SCHEDULES.has(product.schedule) || product.rx_required, hsn: product.hsn,
            quantity: line.quantity, mrp: batch.mrp, unit_price: batch.selling_price, gst_rate: product.gst_rate,
            line_total: lineAmounts(priced).line_total, gst_amount: lineAmounts(priced).gst_amount,
          },
        })));
      await appendEvent(tablesDB, order, { type: 'status_changed', from_status: null, to_status: 'placed', actor_id: userId, actor_role: 'customer', note: null });
      if (prescription) {
        // The fulfilling pharmacy must see the prescription (row and image) to verify it.
        const teamRead = `read("team:${team}")`;
        await storage.updateFile({ bucketId: PRESCRIPTIONS_BUCKET, fileId: prescriptionFile!.$id, permissions: [...new Set([...prescriptionFile!.$permissions, teamRead])] });
        await tablesDB.updateRow({
          databaseId: DATABASE_ID, tableId: TABLES.prescriptions, rowId: prescription.$id,
          data: { order_id: orderId, store_id: store.$id },
          permissions: [...new Set([...prescription.$permissions, `read("team:${team}")`])],
        });
      }
      return ctx.res.json({ order, items }, 201);
    } catch (err) {
      // Undo: stock first (it matters most), then whatever rows were written.
      await putBack(tablesDB, taken);
      for (const tableId of [TABLES.orderItems, TABLES.orderEvents]) {
        const written = await tablesDB.listRows({ databaseId: DATABASE_ID, tableId, queries: [Query.equal('order_id', orderId), Query.limit(100)] }).catch(() => ({ rows: [] }));
        for (const row of written.rows) await tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId, rowId: row.$id }).catch(() => undefined);
      }
      await tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: orderId }).catch(() => undefined);
      throw err;
    }
  } catch (err) {
    return replyError(ctx, err, 'We could not place your order. Please try again.');
  }
};

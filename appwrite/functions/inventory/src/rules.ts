import { fail } from '../../lib/runtime/errors.ts';
import { roundAmount } from '../../lib/money/round.ts';
import { MAX_LOW_STOCK_THRESHOLD } from '@instamg/shared/domain/inventory';
import { formatINR } from '@instamg/shared/domain/money';

// The inventory function's rules, pure (issue 14 §7): what a request may ask, and the ledger row
// each change writes. main.ts does the reads and writes.

export const INVENTORY_ACTIONS = [
  'add_batch',
  'adjust_stock',
  'set_price',
  'set_threshold',
  'request_listing',
  'import_check',
  'import_commit',
  'expiring_value',
] as const;
export type InventoryAction = (typeof INVENTORY_ACTIONS)[number];

/** The most units one batch row holds (stock_movements.stock_after allows this much). */
export const MAX_STOCK = 1_000_000;
const ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
/** Batch codes as printed: letters, digits, '-' and '/'. */
const BATCH = /^[A-Za-z0-9][A-Za-z0-9/-]{0,31}$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function isInventoryAction(value: unknown): value is InventoryAction {
  return typeof value === 'string' && (INVENTORY_ACTIONS as readonly string[]).includes(value);
}

function id(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || !ID.test(value)) throw fail('invalid_input', `${key} must be an id.`);
  return value;
}

/** Why the stock changed: required, 3–255 characters (the ledger's "why"). */
function reason(body: Record<string, unknown>, fallback?: string): string {
  const value = body.reason;
  if ((value === undefined || value === null) && fallback) return fallback;
  if (typeof value !== 'string' || value.trim().length < 3 || value.length > 255)
    throw fail('reason_required', 'Say why, in 3 to 255 characters.');
  return value.trim();
}

/** Rupees, more than 0, to the paisa. */
function price(body: Record<string, unknown>, key: string): number {
  const value = body[key];
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 1_000_000)
    throw fail('invalid_input', `${key} must be an amount in rupees above ₹0.`);
  return roundAmount(value);
}

/** The selling price may never be above the MRP printed on the pack (domain §2.4). */
export function checkPrice(sellingPrice: number, mrp: number): void {
  if (sellingPrice > mrp)
    throw fail(
      'price_above_mrp',
      `The selling price ${formatINR(sellingPrice)} is above this batch's MRP of ${formatINR(mrp)}.`,
    );
}

/**
 * A batch's MRP (as the store types it) may not exceed the catalogue's MRP of the product, and so
 * neither may its selling price (issue 32): "price ≤ MRP" then checks an MRP the store cannot raise.
 */
export function checkCatalogueMrp(amount: number, catalogueMrp: unknown, what: 'MRP' | 'selling price' = 'MRP'): void {
  if (typeof catalogueMrp !== 'number' || !Number.isFinite(catalogueMrp) || catalogueMrp <= 0)
    throw fail('product_unavailable', 'That medicine has no MRP in the catalogue yet.');
  if (amount > catalogueMrp)
    throw fail(
      what === 'MRP' ? 'mrp_above_catalogue' : 'price_above_mrp',
      `The ${what} ${formatINR(amount)} is above the catalogue's MRP of ${formatINR(catalogueMrp)} for this medicine.`,
    );
}

export interface NewBatch {
  store_id: string;
  product_id: string;
  batch: string;
  /** ISO datetime (end of the expiry day is not needed: stores print month/year; the date given is kept). */
  expiry: string;
  quantity: number;
  /** As printed on the pack; fixed for the batch's life. */
  mrp: number;
  selling_price: number;
  reason: string;
}

/** `{ store_id, product_id, batch, expiry: YYYY-MM-DD, quantity, mrp, selling_price, reason? }`: a batch received. */
export function parseNewBatch(body: Record<string, unknown>, now: Date): NewBatch {
  const batch = body.batch;
  if (typeof batch !== 'string' || !BATCH.test(batch))
    throw fail('invalid_input', 'batch must be the batch code on the pack (letters, digits, - or /, up to 32).');
  const expiry = body.expiry;
  if (typeof expiry !== 'string' || !DATE_ONLY.test(expiry) || Number.isNaN(Date.parse(`${expiry}T00:00:00.000Z`))) {
    throw fail('invalid_input', 'expiry must be the date on the pack (YYYY-MM-DD).');
  }
  const expiryAt = new Date(`${expiry}T00:00:00.000Z`);
  if (expiryAt.getTime() <= now.getTime()) throw fail('invalid_input', 'This batch has already expired.');
  const quantity = body.quantity;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_STOCK) {
    throw fail('invalid_input', `quantity must be a whole number from 0 to ${MAX_STOCK}.`);
  }
  const mrp = price(body, 'mrp');
  const sellingPrice = price(body, 'selling_price');
  checkPrice(sellingPrice, mrp);
  return {
    store_id: id(body, 'store_id'),
    product_id: id(body, 'product_id'),
    batch,
    expiry: expiryAt.toISOString(),
    quantity,
    mrp,
    selling_price: sellingPrice,
    reason: reason(body, 'Batch received'),
  };
}

export interface StockAdjustment {
  inventory_id: string;
  /** Units added (positive) or taken away (negative), never 0. */
  change: number;
  reason: string;
}

/** `{ inventory_id, change, reason }`: a count, damage, a return — always with why. */
export function parseAdjustment(body: Record<string, unknown>): StockAdjustment {
  const change = body.change;
  if (typeof change !== 'number' || !Number.isInteger(change) || change === 0 || Math.abs(change) > MAX_STOCK) {
    throw fail('invalid_input', `change must be a whole number of units other than 0, up to ${MAX_STOCK} either way.`);
  }
  return { inventory_id: id(body, 'inventory_id'), change, reason: reason(body) };
}

export interface PriceChange {
  inventory_id: string;
  selling_price: number;
  reason: string;
}

/** `{ inventory_id, selling_price, reason? }`: the batch's MRP stays as received; only the selling price changes. */
export function parsePriceChange(body: Record<string, unknown>): PriceChange {
  if (body.mrp !== undefined)
    throw fail('invalid_input', 'A batch keeps the MRP printed on its pack; only the selling price can change.');
  return {
    inventory_id: id(body, 'inventory_id'),
    selling_price: price(body, 'selling_price'),
    reason: reason(body, 'Price change'),
  };
}

/** A stock_movements row: which batch, what changed, the stock after, who and why (when = $createdAt). */
export interface Movement {
  store_id: string;
  inventory_id: string;
  product_id: string;
  batch: string;
  kind: 'batch_added' | 'stock_adjusted' | 'price_set' | 'order_reserved' | 'order_released';
  reason: string;
  quantity_change: number;
  stock_after: number;
  selling_price: number | null;
  mrp: number | null;
  actor_id: string;
  actor_role: 'store' | 'admin' | 'customer' | 'system';
  order_id?: string | null;
}

/** `{ store_id }` of a store-wide action (imports). */
export function parseStoreId(body: Record<string, unknown>): string {
  return id(body, 'store_id');
}

/** `{ store_id, product_id, threshold }`: low stock at or below `threshold` units (issue 18 §1). */
export function parseThreshold(body: Record<string, unknown>): {
  store_id: string;
  product_id: string;
  threshold: number;
} {
  const threshold = body.threshold;
  if (
    typeof threshold !== 'number' ||
    !Number.isInteger(threshold) ||
    threshold < 0 ||
    threshold > MAX_LOW_STOCK_THRESHOLD
  )
    throw fail('invalid_input', `threshold must be a whole number from 0 to ${MAX_LOW_STOCK_THRESHOLD}.`);
  return { store_id: id(body, 'store_id'), product_id: id(body, 'product_id'), threshold };
}

function optionalText(body: Record<string, unknown>, key: string, max: number): string | null {
  const value = body[key];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > max)
    throw fail('invalid_input', `${key} must be text of at most ${max} characters.`);
  return value.trim() || null;
}

/** `{ store_id, product_name, manufacturer?, pack_size?, note? }`: a medicine the catalogue lacks. */
export function parseListingRequest(body: Record<string, unknown>) {
  const name = body.product_name;
  if (typeof name !== 'string' || name.trim().length < 2 || name.length > 255)
    throw fail('invalid_input', 'product_name must be the medicine’s name (2 to 255 characters).');
  return {
    store_id: id(body, 'store_id'),
    product_name: name.trim(),
    manufacturer: optionalText(body, 'manufacturer', 255),
    pack_size: optionalText(body, 'pack_size', 64),
    note: optionalText(body, 'note', 512),
  };
}

/** `{ store_id, import_id, file_name? }` of an import commit (the CSV is read by imports.ts). */
export function parseImportStart(body: Record<string, unknown>) {
  return {
    store_id: id(body, 'store_id'),
    import_id: id(body, 'import_id'),
    file_name: optionalText(body, 'file_name', 255),
  };
}

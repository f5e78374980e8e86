// The one price and availability source of the catalogue (issue 22 §4): list cards, search
// results, the product page and its substitute rows all ask `shownOffer` what to show, so a
// medicine never has one price on the card and another on the page, and nothing the selected
// store cannot deliver offers Add.
import { roundAmount, type Saving } from '@instamg/shared/domain/money';
import { TEXTS } from '@instamg/shared/constants';
import { saleRules, type Product } from './product';

/** A store's offer for one product: its lowest selling price across in-stock batches, their highest MRP. */
export interface StoreOffer {
  price: number;
  mrp: number;
  stock: number;
}

/** A store_inventory row as far as the offer needs it. */
export interface InventoryBatch {
  product_id: string;
  selling_price: number;
  mrp: number | null;
  stock: number;
}

/**
 * The offers of a store's batches, by product: only batches with stock count (a sold-out batch's
 * price is not on sale), the lowest selling price and the highest MRP among them, stock summed.
 */
export function offersFromBatches(batches: Iterable<InventoryBatch>): Map<string, StoreOffer> {
  const offers = new Map<string, StoreOffer>();
  for (const batch of batches) {
    if (!(batch.stock > 0) || !Number.isFinite(batch.selling_price)) continue;
    const mrp = batch.mrp !== null && Number.isFinite(batch.mrp) ? batch.mrp : batch.selling_price;
    const known = offers.get(batch.product_id);
    offers.set(batch.product_id, {
      price: known ? Math.min(known.price, batch.selling_price) : batch.selling_price,
      mrp: known ? Math.max(known.mrp, mrp) : mrp,
      stock: (known?.stock ?? 0) + batch.stock,
    });
  }
  return offers;
}

/**
 * - `not-sold-online`: Schedule X / NDPS — no price to buy at, no stock or delivery line, no Add.
 * - `no-store`: no delivery location yet — the catalogue price, Add allowed (checkout picks the store).
 * - `not-serviceable`: the location has no store within 5 km — the catalogue price, no Add and no
 *   Notify me; SPEC §8's Area Not Serviceable wording instead (issue 40 §8).
 * - `checking`: the store's stock is loading.
 * - `in-stock`: the selected store has it — its price, Add.
 * - `out-of-stock`: the selected store does not stock it or has sold out — Notify me, not Add.
 */
export type Availability =
  'not-sold-online' | 'no-store' | 'not-serviceable' | 'checking' | 'in-stock' | 'out-of-stock';

export interface ShownOffer {
  availability: Availability;
  /** What the customer pays: the store's price when it has the product, else the catalogue's. */
  price: number;
  /** Never below the price (MRP is the legal maximum; a higher price is bad data, shown at MRP = price). */
  mrp: number;
  /** The store the price comes from (it goes into the cart line), or null for the catalogue price. */
  storeId: string | null;
  canAdd: boolean;
  canNotify: boolean;
}

export interface OfferContext {
  /** The selected store's id, or null when none is chosen. */
  storeId: string | null;
  /** The store's offers for the products on screen; undefined while they load. */
  offers: ReadonlyMap<string, StoreOffer> | undefined;
  /** The delivery selector found no store for the location (its selection was cleared). */
  unserviceable?: boolean;
}

export function shownOffer(
  product: Pick<Product, 'id' | 'price' | 'mrp' | 'schedule' | 'rx_required'>,
  context: OfferContext,
): ShownOffer {
  const catalogue = { price: product.price, mrp: Math.max(product.mrp, product.price), storeId: null };
  if (!saleRules(product).sellable)
    return { ...catalogue, availability: 'not-sold-online', canAdd: false, canNotify: false };
  if (context.storeId === null && context.unserviceable)
    return { ...catalogue, availability: 'not-serviceable', canAdd: false, canNotify: false };
  if (context.storeId === null) return { ...catalogue, availability: 'no-store', canAdd: true, canNotify: false };
  if (context.offers === undefined) return { ...catalogue, availability: 'checking', canAdd: false, canNotify: false };
  const offer = context.offers.get(product.id);
  if (!offer || offer.stock <= 0) return { ...catalogue, availability: 'out-of-stock', canAdd: false, canNotify: true };
  return {
    availability: 'in-stock',
    price: offer.price,
    mrp: Math.max(offer.mrp, offer.price),
    storeId: context.storeId,
    canAdd: true,
    canNotify: false,
  };
}

/**
 * Whether the shown price and action are the catalogue's stand-ins for a store offer not known
 * yet: 'checking', and 'no-store' (which is what server HTML shows a customer whose store is in
 * device storage). The page hides them while a store is selected (issue 40 §6).
 */
export function offerPending(availability: Availability): boolean {
  return availability === 'checking' || availability === 'no-store';
}

/** SPEC §8 "Area Not Serviceable (We don't have partner stores within 5km of this location yet.)". */
export const AREA_NOT_SERVICEABLE = `${TEXTS.toast.areaNotServiceable.title}: ${TEXTS.toast.areaNotServiceable.description}`;

/** The short line a card shows under the price; null when there is nothing to say. */
export function availabilityLine(availability: Availability, storeName: string | null): string | null {
  switch (availability) {
    case 'in-stock':
      return storeName ? `In stock at ${storeName}` : 'In stock near you';
    case 'out-of-stock':
      return storeName ? `Out of stock at ${storeName}` : 'Out of stock at your store';
    case 'not-serviceable':
      return AREA_NOT_SERVICEABLE;
    default:
      return null;
  }
}

/**
 * A saving is worth printing only from ₹1 and 1 % up: "Save ₹0.42 (0%)" reads as noise, and a
 * rounded "0%" next to a real rupee amount looks like a bug.
 */
export const MIN_SAVING = { rupees: 1, percent: 1 } as const;

export function worthShowing(amount: number, exactPercent: number): boolean {
  return amount >= MIN_SAVING.rupees && exactPercent >= MIN_SAVING.percent;
}

/**
 * What switching from `currentPrice` to `substitutePrice` saves per pack: ₹ (2 decimals) and
 * whole percent of the current price. Null when the substitute is not cheaper, or saves less
 * than ₹1 or less than 1 % (MIN_SAVING).
 */
export function substituteSaving(currentPrice: number, substitutePrice: number): Saving | null {
  for (const [label, value] of [
    ['Current price', currentPrice],
    ['Substitute price', substitutePrice],
  ] as const) {
    if (!Number.isFinite(value) || value < 0)
      throw new RangeError(`${label} must be a non-negative number, got ${String(value)}`);
  }
  const amount = roundAmount(currentPrice - substitutePrice);
  if (amount <= 0 || currentPrice === 0) return null;
  const exactPercent = (amount / currentPrice) * 100;
  if (!worthShowing(amount, exactPercent)) return null;
  return { amount, percent: Math.round(exactPercent) };
}

// What the cart page shows per line and in total, over the shared cart rules (SPEC §4 "Cart").
import type { Cart, CartItem } from '@instamg/shared/domain/cart';
import { roundAmount } from '@instamg/shared/domain/money';

/** Fields mf-catalog puts on a cart item next to SPEC §3's medicine_id, price and quantity. */
export interface CartLineFields {
  name: string;
  mrp: number | null;
  pack_size: string | null;
  image_url: string | null;
  rxRequired: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Reads the pass-through fields defensively: another app's older cart may lack them. */
export function cartLineFields(item: CartItem): CartLineFields {
  const mrp = typeof item.mrp === 'number' && Number.isFinite(item.mrp) && item.mrp >= 0 ? item.mrp : null;
  return {
    name: text(item.name) ?? `Medicine ${item.medicine_id}`,
    mrp,
    pack_size: text(item.pack_size),
    image_url: text(item.image_url),
    rxRequired: item.rx_required === true || item.schedule === 'H' || item.schedule === 'H1',
  };
}

export function lineTotal(item: CartItem): number {
  return roundAmount(item.price * item.quantity);
}

/** Rupees saved against MRP on this line (0 without an MRP or at/above MRP). */
export function lineSaving(item: CartItem): number {
  const { mrp } = cartLineFields(item);
  return mrp === null || mrp <= item.price ? 0 : roundAmount((mrp - item.price) * item.quantity);
}

export function cartSaving(cart: Cart): number {
  return roundAmount(cart.reduce((sum, item) => sum + lineSaving(item), 0));
}

export function needsPrescription(cart: Cart): boolean {
  return cart.some((item) => cartLineFields(item).rxRequired);
}

/** A store_inventory row (one batch) as the cart reads it. */
export interface InventoryBatch {
  product_id: string;
  stock: number;
  expiry: string;
  selling_price: number;
}

/**
 * Lines the selected store cannot supply: no unexpired batch holds the whole quantity (the
 * place-order function takes one batch per line, first expiring first).
 */
export function linesUnavailableAtStore(cart: Cart, batches: readonly InventoryBatch[], now: Date): Set<string> {
  const unavailable = new Set<string>();
  for (const item of cart) {
    const ok = batches.some(
      (b) =>
        b.product_id === item.medicine_id && b.stock >= item.quantity && new Date(b.expiry).getTime() > now.getTime(),
    );
    if (!ok) unavailable.add(item.medicine_id);
  }
  return unavailable;
}

// Reorder: an order's lines back into the cart. Prices are the ones paid; the cart shows them
// as a guide and place-order re-reads the store's current prices anyway.
import type { NewCartItem } from '@instamg/shared/domain/cart';

export interface OrderedLine {
  product_id: string;
  product_name: string;
  pack_size: string | null;
  schedule: string;
  rx_required: boolean;
  quantity: number;
  unit_price: number;
  mrp: number;
}

export function reorderLines(
  lines: readonly OrderedLine[],
  storeId: string | null,
): { item: NewCartItem; quantity: number }[] {
  return lines.map((line) => ({
    item: {
      medicine_id: line.product_id,
      price: line.unit_price,
      name: line.product_name,
      mrp: line.mrp,
      pack_size: line.pack_size,
      schedule: line.schedule,
      rx_required: line.rx_required,
      image_url: null,
      store_id: storeId,
    },
    quantity: line.quantity,
  }));
}

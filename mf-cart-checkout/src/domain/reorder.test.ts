import { describe, expect, it } from 'vitest';
import { addItem, type CartItem } from '@instamg/shared/domain/cart';
import { reorderLines } from './reorder';

describe('reorderLines', () => {
  const line = {
    product_id: 'p1',
    product_name: 'Azee 500',
    pack_size: '3 tablets',
    schedule: 'H',
    rx_required: true,
    quantity: 2,
    unit_price: 98.5,
    mrp: 110,
  };
  it('turns order lines into cart additions that keep the Rx flag and MRP', () => {
    expect(reorderLines([line], 's1')).toEqual([
      {
        item: {
          medicine_id: 'p1',
          price: 98.5,
          name: 'Azee 500',
          mrp: 110,
          pack_size: '3 tablets',
          schedule: 'H',
          rx_required: true,
          image_url: null,
          store_id: 's1',
        },
        quantity: 2,
      },
    ]);
  });
  it('merges with what is already in the cart', () => {
    let cart: CartItem[] = [{ medicine_id: 'p1', price: 98.5, quantity: 1 }];
    for (const { item, quantity } of reorderLines([line], null)) cart = addItem(cart, item, quantity);
    expect(cart).toEqual([{ medicine_id: 'p1', price: 98.5, quantity: 3 }]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { NewCartItem } from '@instamg/shared/domain/cart';
import {
  addToCart,
  addToCartFailureToast,
  cartLine,
  CartUnavailableError,
  NotSoldOnlineError,
  setCartQuantity,
} from './add-to-cart';
import type { CartApi } from './cart-remote';

const dolo = {
  id: 'dolo-650-tablet',
  name: 'Dolo 650 Tablet',
  mrp: 33.6,
  schedule: 'none' as const,
  rx_required: false,
  image_url: null,
  pack_size: 'strip of 15 tablets',
};

/** Records what reaches the cart owner's API. */
function recordingCart() {
  const calls: Array<{ item: NewCartItem; quantity: number | undefined }> = [];
  const quantities: Array<{ medicineId: string; quantity: number }> = [];
  const api: CartApi = {
    addToCart: (item, quantity) => void calls.push({ item, quantity }),
    setCartQuantity: (medicineId, quantity) => void quantities.push({ medicineId, quantity }),
  };
  return { calls, quantities, load: vi.fn(async () => api) };
}

describe('addToCart', () => {
  it('hands the cart owner one line for the product, with the quantity and the store the price came from', async () => {
    const cart = recordingCart();
    await addToCart({ product: dolo, price: 30.1, quantity: 2, storeId: 'dl-dwarka-sec6' }, cart.load);
    expect(cart.calls).toEqual([
      {
        item: {
          medicine_id: 'dolo-650-tablet',
          price: 30.1,
          name: 'Dolo 650 Tablet',
          mrp: 33.6,
          image_url: null,
          pack_size: 'strip of 15 tablets',
          rx_required: false,
          schedule: 'none',
          store_id: 'dl-dwarka-sec6',
        },
        quantity: 2,
      },
    ]);
  });

  it('marks Schedule H and H1 lines as needing a prescription', () => {
    expect(cartLine({ product: { ...dolo, schedule: 'H1' }, price: 99, storeId: null }).rx_required).toBe(true);
    expect(cartLine({ product: { ...dolo, schedule: 'H' }, price: 99, storeId: null }).rx_required).toBe(true);
    expect(cartLine({ product: dolo, price: 30, storeId: null })).toMatchObject({ rx_required: false, store_id: null });
  });

  it('refuses Schedule X and NDPS medicines without touching the cart', async () => {
    const cart = recordingCart();
    for (const schedule of ['X', 'NDPS'] as const) {
      await expect(
        addToCart(
          {
            product: { ...dolo, id: 'addwize', name: 'Addwize 10 Tablet', schedule },
            price: 80,
            quantity: 1,
            storeId: null,
          },
          cart.load,
        ),
      ).rejects.toThrow(NotSoldOnlineError);
    }
    expect(cart.load).not.toHaveBeenCalled();
    expect(cart.calls).toEqual([]);
  });

  it('passes on an unreachable cart as CartUnavailableError', async () => {
    const down = vi.fn(async (): Promise<CartApi> => {
      throw new CartUnavailableError({ cause: new Error('Failed to fetch') });
    });
    await expect(addToCart({ product: dolo, price: 30, quantity: 1, storeId: null }, down)).rejects.toBeInstanceOf(
      CartUnavailableError,
    );
  });

  it("passes on the cart's own refusal of a bad quantity", async () => {
    const strict: CartApi = {
      addToCart: (_item, quantity = 1) => {
        if (quantity < 1) throw new RangeError(`Cannot add fewer than 1 item, got ${quantity}`);
      },
      setCartQuantity: () => undefined,
    };
    await expect(
      addToCart({ product: dolo, price: 30, quantity: 0, storeId: null }, async () => strict),
    ).rejects.toThrow('Cannot add fewer than 1 item');
  });
});

describe('addToCartFailureToast', () => {
  it('tells the customer the cart is unavailable and nothing changed', () => {
    expect(addToCartFailureToast('Dolo 650 Tablet', new CartUnavailableError())).toEqual({
      title:
        'Dolo 650 Tablet was not added: the cart is temporarily unavailable. Your cart is unchanged — please try again in a moment.',
      variant: 'destructive',
    });
  });
  it('uses the not-sold-online reason as it is, and names the product for any other failure', () => {
    expect(addToCartFailureToast('Addwize 10 Tablet', new NotSoldOnlineError('Addwize 10 Tablet')).title).toBe(
      'Addwize 10 Tablet is a Schedule X / NDPS medicine and cannot be ordered online.',
    );
    expect(addToCartFailureToast('Dolo 650 Tablet', new RangeError('Cannot add fewer than 1 item, got 0')).title).toBe(
      'Dolo 650 Tablet was not added to your cart: Cannot add fewer than 1 item, got 0',
    );
  });
});

describe('setCartQuantity', () => {
  it('sets the quantity through the cart owner’s API (the stepper’s − and +)', async () => {
    const cart = recordingCart();
    await setCartQuantity('dolo-650-tablet', 3, cart.load);
    await setCartQuantity('dolo-650-tablet', 0, cart.load);
    expect(cart.quantities).toEqual([
      { medicineId: 'dolo-650-tablet', quantity: 3 },
      { medicineId: 'dolo-650-tablet', quantity: 0 },
    ]);
  });
});

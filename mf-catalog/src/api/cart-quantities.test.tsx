// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { STORAGE_KEYS } from '@instamg/shared/constants';
import { cartSummary } from '@instamg/shared/domain/cart';
import { emit } from '@instamg/shared/events';
import { useCartQuantity } from './cart-quantities';

const line = (medicine_id: string, quantity: number) => ({ medicine_id, price: 30, quantity });

describe('useCartQuantity (the cards’ −/+ stepper)', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('starts from the stored cart and follows cart-updated from whichever app changed it', () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([line('dolo-650-tablet', 2), line('calpol', 1)]));
    const { result } = renderHook(() => useCartQuantity('dolo-650-tablet'));
    expect(result.current).toBe(2);
    act(() => emit('cart-updated', cartSummary([line('dolo-650-tablet', 3)])));
    expect(result.current).toBe(3);
    act(() => emit('cart-updated', cartSummary([line('calpol', 1)])));
    expect(result.current).toBe(0);
  });

  it('is 0 for a medicine not in the cart, and for unreadable storage', () => {
    localStorage.setItem(STORAGE_KEYS.cart, '{not json');
    expect(renderHook(() => useCartQuantity('dolo-650-tablet')).result.current).toBe(0);
  });
});

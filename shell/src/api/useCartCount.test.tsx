// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { emit } from '@instamg/shared/events';
import { readStoredCartCount, useCartCount } from './useCartCount';

const line = (medicine_id: string, quantity: number) => ({ medicine_id, price: 20, quantity });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('readStoredCartCount', () => {
  it('adds up the quantities of the stored cart', () => {
    localStorage.setItem('instamg-cart', JSON.stringify([line('a', 2), line('b', 5)]));
    expect(readStoredCartCount()).toBe(7);
  });

  it.each([null, 'not json', '{"medicine_id":"a"}'])('is 0 for missing or unreadable data %j', (raw) => {
    if (raw !== null) localStorage.setItem('instamg-cart', raw);
    expect(readStoredCartCount()).toBe(0);
  });

  it('is 0 when storage itself throws', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readStoredCartCount(blocked)).toBe(0);
  });
});

describe('useCartCount', () => {
  it('starts from storage and follows cart-updated', () => {
    localStorage.setItem('instamg-cart', JSON.stringify([line('a', 4)]));
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(4);
    act(() => emit('cart-updated', { count: 6, total: 120, items: [line('a', 6)] }));
    expect(result.current).toBe(6);
  });

  it('follows a cart changed in another tab', () => {
    const { result } = renderHook(() => useCartCount());
    localStorage.setItem('instamg-cart', JSON.stringify([line('a', 1), line('b', 2)]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'instamg-cart' }));
    });
    expect(result.current).toBe(3);
  });

  it('ignores other storage keys and stops listening on unmount', () => {
    const { result, unmount } = renderHook(() => useCartCount());
    localStorage.setItem('instamg-cart', JSON.stringify([line('a', 9)]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'instamg-favicon' }));
    });
    expect(result.current).toBe(0);
    unmount();
    expect(() => emit('cart-updated', { count: 9, total: 180, items: [line('a', 9)] })).not.toThrow();
  });
});

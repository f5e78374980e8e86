// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addItem, cartSummary } from './domain/cart';
import { emit, EVENTS, on, parseEventDetail, type EventMap } from './events';

const apollo = { id: 's1', name: 'Apollo Pharmacy Dwarka', distance_km: 1.2, rating: 4.8 };
const cart = addItem(addItem([], { medicine_id: 'm1', price: 30.5, name: 'Dolo 650' }, 2), {
  medicine_id: 'm2',
  price: 21.25,
});
const cartDetail = cartSummary(cart); // { count: 3, total: 82.25, items }

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
  vi.restoreAllMocks();
});

function listen<K extends keyof EventMap>(name: K, target?: EventTarget) {
  const received: EventMap[K][] = [];
  cleanups.push(on(name, (detail) => received.push(detail), target));
  return received;
}

describe('event names', () => {
  it('are the contract names', () => {
    expect(EVENTS).toEqual({
      cartUpdated: 'cart-updated',
      storeUpdated: 'store-updated',
      storeSelectionComplete: 'store-selection-complete',
      deliveryModeUpdated: 'delivery-mode-updated',
    });
  });
});

describe('round trips on window', () => {
  it('delivers cart-updated', () => {
    const received = listen('cart-updated');
    emit('cart-updated', cartDetail);
    expect(received).toEqual([{ count: 3, total: 82.25, items: cart }]);
  });

  it('delivers store-updated with a store and with null', () => {
    const received = listen('store-updated');
    emit('store-updated', { store: apollo });
    emit('store-updated', { store: null });
    expect(received).toEqual([{ store: apollo }, { store: null }]);
  });

  it('delivers store-selection-complete', () => {
    const received = listen('store-selection-complete');
    emit('store-selection-complete', { store: apollo });
    expect(received).toEqual([{ store: apollo }]);
  });

  it('delivers delivery-mode-updated and refuses a mode that is not one', () => {
    const received = listen('delivery-mode-updated');
    emit('delivery-mode-updated', { mode: 'standard' });
    expect(received).toEqual([{ mode: 'standard' }]);
    expect(() => emit('delivery-mode-updated', { mode: 'teleport' as never })).toThrow(
      /mode must be one of express, standard/,
    );
  });

  it('is seen by plain window listeners (other frameworks, the embedded widget host)', () => {
    const plain = vi.fn();
    window.addEventListener('store-updated', plain);
    emit('store-updated', { store: apollo });
    window.removeEventListener('store-updated', plain);
    expect((plain.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ store: apollo });
  });

  it('stops delivering after unsubscribe', () => {
    const handler = vi.fn();
    const off = on('cart-updated', handler);
    emit('cart-updated', cartDetail);
    off();
    emit('cart-updated', cartDetail);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('publisher side: emit rejects invalid payloads', () => {
  it('throws a clear error and dispatches nothing', () => {
    const handler = vi.fn();
    cleanups.push(on('cart-updated', handler));
    expect(() => emit('cart-updated', { ...cartDetail, count: 99 })).toThrow(
      'Invalid "cart-updated" event payload: count must be 3 (the sum of quantities)',
    );
    expect(() => emit('cart-updated', { ...cartDetail, total: 80 })).toThrow(/total must be 82.25/);
    expect(() =>
      emit('cart-updated', { count: 1, total: 1, items: [{ medicine_id: '', price: 1, quantity: 1 }] }),
    ).toThrow('Invalid "cart-updated" event payload: items[0]: cart item medicine_id must be a non-empty string');
    expect(() => emit('store-selection-complete', { store: null as never })).toThrow(/detail.store must not be null/);
    expect(() => emit('store-updated', { store: { id: 's1', name: 'x' } as never })).toThrow(
      'Invalid "store-updated" event payload: store.distance_km must be a non-negative number',
    );
    expect(() => emit('store-updated', {} as never)).toThrow(/detail.store is missing/);
    expect(handler).not.toHaveBeenCalled();
  });

  it('throws for an unknown event name', () => {
    expect(() => emit('cart-changed' as never, {} as never)).toThrow(/unknown event "cart-changed"/);
    expect(() => on('cart-changed' as never, () => {})).toThrow('Unknown event "cart-changed"');
  });
});

describe('subscriber side: on ignores invalid payloads', () => {
  it('warns and does not call the handler for a raw invalid CustomEvent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handler = vi.fn();
    // A bus of its own: the unit project shares a window between files, whose mounted apps may
    // still listen on it and warn too.
    const bus = new EventTarget();
    cleanups.push(on('store-updated', handler, bus));
    bus.dispatchEvent(new CustomEvent('store-updated', { detail: { store: { id: 7 } } }));
    bus.dispatchEvent(new CustomEvent('store-updated', { detail: 'apollo' }));
    bus.dispatchEvent(new Event('store-updated'));
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]?.[0]).toBe(
      'Ignored "store-updated" event with an invalid payload: store.id must be a non-empty string',
    );
  });

  it('still delivers valid raw CustomEvents from publishers not using emit', () => {
    const received = listen('cart-updated');
    window.dispatchEvent(new CustomEvent('cart-updated', { detail: { count: 0, total: 0, items: [] } }));
    expect(received).toEqual([{ count: 0, total: 0, items: [] }]);
  });
});

describe('targets and shadow DOM', () => {
  it('uses a given target instead of window', () => {
    const bus = new EventTarget();
    const onBus = listen('store-updated', bus);
    const onWindow = listen('store-updated');
    emit('store-updated', { store: apollo }, { target: bus });
    expect(onBus).toEqual([{ store: apollo }]);
    expect(onWindow).toEqual([]);
  });

  it('crosses the shadow root to window only when composed', () => {
    const host = document.createElement('delivery-selector-test');
    document.body.append(host);
    const inner = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(inner);
    const received = listen('store-updated');

    emit('store-updated', { store: apollo }, { target: inner });
    expect(received).toEqual([]);

    emit('store-updated', { store: apollo }, { target: inner, composed: true });
    expect(received).toEqual([{ store: apollo }]);
    host.remove();
  });
});

describe('parseEventDetail', () => {
  it('returns the typed detail or the problem', () => {
    expect(parseEventDetail('store-selection-complete', { store: apollo })).toEqual({
      ok: true,
      detail: { store: apollo },
    });
    expect(parseEventDetail('store-selection-complete', { store: { ...apollo, rating: '5' } })).toEqual({
      ok: false,
      error: 'store.rating must be a number when present',
    });
    expect(parseEventDetail('cart-updated', { count: 0, total: 0 })).toEqual({
      ok: false,
      error: 'items must be a list',
    });
    expect(parseEventDetail('cart-updated', null)).toEqual({ ok: false, error: 'detail must be an object' });
  });

  it('accepts extra pass-through fields on cart items', () => {
    expect(parseEventDetail('cart-updated', cartDetail).ok).toBe(true);
  });
});

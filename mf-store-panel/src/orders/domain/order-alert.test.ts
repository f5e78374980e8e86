import { describe, expect, it } from 'vitest';
import { panelPlace, sheetOrder, unacknowledgedRinging } from './order-alert';

const waiting = (id: string) => ({ $id: id, status: 'placed', payment_status: 'paid', rx_status: null });
const unpaid = (id: string) => ({ $id: id, status: 'placed', payment_status: 'pending', rx_status: null });
const cancelRequest = (id: string) => ({ $id: id, status: 'cancellation_requested', payment_status: 'paid' });

describe('panelPlace', () => {
  it('tells the Orders list, an order page and any other screen apart', () => {
    expect(panelPlace('/store/orders', '/store')).toEqual({ kind: 'orders-list' });
    expect(panelPlace('/store/orders/', '/store')).toEqual({ kind: 'orders-list' });
    expect(panelPlace('/store/orders/o-1', '/store')).toEqual({ kind: 'order', orderId: 'o-1' });
    expect(panelPlace('/store/inventory', '/store')).toEqual({ kind: 'other' });
    expect(panelPlace('/store/dashboard', '/store')).toEqual({ kind: 'other' });
  });
});

describe('the order alert', () => {
  const orders = [waiting('a'), unpaid('b'), cancelRequest('c'), waiting('d')];

  it('rings for paid orders waiting for acceptance until acknowledged', () => {
    expect(unacknowledgedRinging(orders, new Set()).map((o) => o.$id)).toEqual(['a', 'd']);
    expect(unacknowledgedRinging(orders, new Set(['a'])).map((o) => o.$id)).toEqual(['d']);
  });

  it('shows the oldest unacknowledged order on any screen but the Orders list', () => {
    expect(sheetOrder(orders, new Set(), { kind: 'other' })?.$id).toBe('a');
    expect(sheetOrder(orders, new Set(['a']), { kind: 'other' })?.$id).toBe('d');
    expect(sheetOrder(orders, new Set(['a', 'd']), { kind: 'other' })).toBeNull();
    expect(sheetOrder(orders, new Set(), { kind: 'orders-list' })).toBeNull();
  });

  it('skips the order whose own page is open (its action bar accepts it), not the others', () => {
    expect(sheetOrder(orders, new Set(), { kind: 'order', orderId: 'a' })?.$id).toBe('d');
    expect(sheetOrder([waiting('a')], new Set(), { kind: 'order', orderId: 'a' })).toBeNull();
  });
});

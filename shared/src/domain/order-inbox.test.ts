import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order';
import { INBOX_TABS, INBOX_TAB_CONDITIONS, INBOX_TAB_DEFS, inboxTabOf, isInboxTab } from './order-inbox';

describe('the orders inbox tabs', () => {
  it('are New, Preparing, Ready, Out for delivery, Completed, Cancelled, in that order', () => {
    expect(INBOX_TABS.map((tab) => INBOX_TAB_DEFS[tab].label)).toEqual([
      'New',
      'Preparing',
      'Ready',
      'Out for delivery',
      'Completed',
      'Cancelled',
    ]);
  });

  it('put each status of a paid order under one tab', () => {
    const tabOf = Object.fromEntries(ORDER_STATUSES.map((s) => [s, inboxTabOf({ status: s, payment_status: 'paid' })]));
    expect(tabOf).toEqual({
      placed: 'new',
      cancellation_requested: 'new',
      confirmed: 'preparing',
      processing: 'preparing',
      ready_for_pickup: 'ready',
      out_for_delivery: 'out',
      delivery_failed: 'out',
      delivered: 'completed',
      refunded: 'completed',
      cancelled: 'cancelled',
      payment_failed: null,
      expired: null,
    });
  });

  it('never list an order the customer has not paid for', () => {
    expect(inboxTabOf({ status: 'placed', payment_status: 'pending' })).toBeNull();
    expect(inboxTabOf({ status: 'cancelled', payment_status: 'pending' })).toBeNull();
    expect(inboxTabOf({ status: 'cancelled', payment_status: 'refunded' })).toBe('cancelled');
  });

  it('list a cash-on-delivery order from the start (issue 22 §6)', () => {
    expect(inboxTabOf({ status: 'placed', payment_status: 'cod_pending' })).toBe('new');
    expect(inboxTabOf({ status: 'out_for_delivery', payment_status: 'cod_pending' })).toBe('out');
    expect(inboxTabOf({ status: 'delivered', payment_status: 'paid' })).toBe('completed');
    expect(inboxTabOf({ status: 'cancelled', payment_status: 'cod_pending' })).toBe('cancelled');
  });

  it('no status is in two tabs', () => {
    const all = INBOX_TABS.flatMap((tab) => INBOX_TAB_DEFS[tab].statuses);
    expect(new Set(all).size).toBe(all.length);
  });

  it('give the grid the same conditions', () => {
    expect(INBOX_TAB_CONDITIONS.preparing).toEqual([
      { method: 'equal', attribute: 'status', values: ['confirmed', 'processing'] },
      { method: 'equal', attribute: 'payment_status', values: ['paid', 'cod_pending'] },
    ]);
    expect(isInboxTab('out')).toBe(true);
    expect(isInboxTab('toString')).toBe(false);
  });
});

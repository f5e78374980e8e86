import { describe, expect, it } from 'vitest';
import { ORDERS_GRID } from '@instamg/shared/grid/grid-specs';
import { ORDER_STATUSES, formatOrderTotal, formatPlacedAt, orderStatusLabel, paymentLabel } from './order-list';

describe('how /admin/orders writes an order', () => {
  it("offers every status of the order contract as a filter, each with the contract's word", () => {
    expect(ORDERS_GRID.filters[0].values).toEqual(ORDER_STATUSES);
    expect(orderStatusLabel('mystery')).toBe('mystery');
    expect(orderStatusLabel('out_for_delivery')).toBe('Out for delivery');
    expect(paymentLabel('paid')).toBe('Paid');
  });

  it('shows the time placed in India, not the browser time zone', () => {
    // 12:35 UTC is 18:05 IST.
    expect(formatPlacedAt('2026-11-24T12:35:00.000+00:00')).toMatch(/24 Nov 2026.*6:05\s?pm/i);
  });

  it('writes totals in rupees with Indian grouping', () => {
    expect(formatOrderTotal(123456.5)).toBe('₹1,23,456.50');
  });
});

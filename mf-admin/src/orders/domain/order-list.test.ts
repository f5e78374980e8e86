import { describe, expect, it } from 'vitest';
import { ORDERS_PAYMENT_STATUS, ORDERS_STATUS } from '@instamg/shared/appwrite/rows';
import { ADMIN_ORDER_QUEUES, ORDERS_GRID } from '@instamg/shared/grid/grid-specs';
import { ORDER_QUEUES, formatOrderTotal, formatPlacedAt, orderStatusLabel, paymentLabel } from './order-list';

const filter = (param: string) => ORDERS_GRID.filters.find((f) => f.param === param);

describe('how /admin/orders writes an order', () => {
  it('offers every status of the schema (appwrite.json) as a filter, each in words', () => {
    const status = filter('status');
    expect(status?.kind).toBe('oneOf');
    expect([...(status && 'values' in status ? status.values : [])].sort()).toEqual([...ORDERS_STATUS].sort());
    for (const value of ORDERS_STATUS) expect(orderStatusLabel(value), value).not.toBe(value);
    expect(orderStatusLabel('out_for_delivery')).toBe('Out for delivery');
    // A value the contract does not know shows as it is rather than blank.
    expect(orderStatusLabel('mystery')).toBe('mystery');
  });

  it('names every payment status of the schema', () => {
    for (const value of ORDERS_PAYMENT_STATUS) expect(paymentLabel(value), value).not.toBe(value);
    expect(paymentLabel('cod_pending')).toBe('Cash on delivery');
  });

  it("lists exactly the grid's queues, each in the admin's words", () => {
    expect(ORDER_QUEUES.map((queue) => queue.value).sort()).toEqual(Object.keys(ADMIN_ORDER_QUEUES).sort());
    expect(filter('queue')?.kind).toBe('preset');
  });

  it('shows the time placed in India, not the browser time zone', () => {
    // 12:35 UTC is 18:05 IST.
    expect(formatPlacedAt('2026-11-24T12:35:00.000+00:00')).toMatch(/24 Nov 2026.*6:05\s?pm/i);
  });

  it('writes totals in rupees with Indian grouping', () => {
    expect(formatOrderTotal(123456.5)).toBe('₹1,23,456.50');
  });
});

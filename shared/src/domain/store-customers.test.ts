import { describe, expect, it } from 'vitest';
import { computeStoreCustomer, customerArea, storeCustomerRowId, type CustomerOrder } from './store-customers';

const order = (id: string, over: Partial<CustomerOrder> = {}): CustomerOrder => ({
  $id: id,
  customer_id: 'cust-1',
  store_id: 'store-x',
  status: 'delivered',
  total: 100.5,
  paid_at: '2026-11-01T05:00:00.000Z',
  recipient_name: 'Asha Rao',
  city: 'New Delhi',
  postal_code: '110001',
  ...over,
});

describe('computeStoreCustomer', () => {
  it('counts the orders that reached the store, sums the delivered ones in paise less refunds, and names the latest', () => {
    const figures = computeStoreCustomer('store-x', 'cust-1', [
      order('o1', { total: 100.5 }),
      order('o2', { total: 250.25, refunded_paise: 5000, paid_at: '2026-11-03T05:00:00.000Z' }),
      order('o3', { status: 'cancelled', paid_at: '2026-11-04T05:00:00.000Z' }),
      // Re-routed here later: its arrival is the re-route; still being prepared.
      order('o4', {
        status: 'processing',
        total: 999,
        paid_at: '2026-11-02T05:00:00.000Z',
        routed_at: '2026-11-05T05:00:00.000Z',
        recipient_name: 'Asha R.',
        city: 'Gurugram',
        postal_code: '122001',
      }),
      // Never the store's: unpaid, expired, failed; another store's; another customer's; a duplicate.
      order('o5', { status: 'placed', paid_at: null }),
      order('o6', { status: 'expired' }),
      order('o7', { status: 'payment_failed' }),
      order('o8', { store_id: 'store-y' }),
      order('o9', { customer_id: 'cust-2' }),
      order('o1', { total: 100.5 }),
    ]);
    expect(figures).toEqual({
      name: 'Asha R.',
      city: 'Gurugram',
      postal_code: '122001',
      order_count: 4,
      delivered_count: 2,
      cancelled_count: 1,
      active_count: 1,
      // 10050 + (25025 − 5000)
      total_spent_paise: 30_075,
      first_order_at: '2026-11-01T05:00:00.000Z',
      last_order_at: '2026-11-05T05:00:00.000Z',
    });
  });

  it('is null when no order reached the store, and names an unnamed customer "Customer"', () => {
    expect(computeStoreCustomer('store-x', 'cust-1', [order('o1', { paid_at: null, status: 'placed' })])).toBeNull();
    expect(computeStoreCustomer('store-x', 'cust-1', [])).toBeNull();
    expect(computeStoreCustomer('store-x', 'cust-1', [order('o1', { recipient_name: '  ' })])?.name).toBe('Customer');
  });

  it('a refund larger than the order never makes spending negative', () => {
    expect(
      computeStoreCustomer('store-x', 'cust-1', [order('o1', { refunded_paise: 99_999 })])?.total_spent_paise,
    ).toBe(0);
  });
});

describe('storeCustomerRowId', () => {
  it('is a valid Appwrite row id, stable, and differs by store and by customer', () => {
    const id = storeCustomerRowId('dl-dwarka-sec6-long-store-id-000001', '6745a1b2c3d4e5f60718293a');
    expect(id).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/);
    expect(storeCustomerRowId('a', 'b')).toBe(storeCustomerRowId('a', 'b'));
    expect(storeCustomerRowId('a', 'b')).not.toBe(storeCustomerRowId('b', 'a'));
    expect(storeCustomerRowId('a', 'b')).not.toBe(storeCustomerRowId('a', 'c'));
  });
});

it('customerArea is city and PIN, or a dash', () => {
  expect(customerArea({ city: 'Delhi', postal_code: '110001' })).toBe('Delhi 110001');
  expect(customerArea({ city: '', postal_code: '' })).toBe('—');
});

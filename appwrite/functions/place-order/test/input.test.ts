import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../lib/runtime/errors.ts';
import { MAX_QUANTITY_PER_LINE, parsePlaceOrderInput } from '../src/input.ts';

const now = new Date('2026-11-22T06:00:00Z');
const base = { items: [{ product_id: 'p1', quantity: 1 }], address_id: 'addr1', delivery_mode: 'standard' };
const problem = (body: Record<string, unknown>) => {
  try {
    parsePlaceOrderInput(body, now);
  } catch (err) {
    return err instanceof FunctionError ? `${err.status} ${err.message}` : String(err);
  }
  return null;
};

describe('parsePlaceOrderInput', () => {
  it('merges duplicate lines and keeps ids', () => {
    const input = parsePlaceOrderInput(
      {
        ...base,
        items: [
          { product_id: 'p1', quantity: 2 },
          { product_id: 'p1', quantity: 3 },
          { product_id: 'p2', quantity: 1 },
        ],
      },
      now,
    );
    expect(input.items).toEqual([
      { product_id: 'p1', quantity: 5 },
      { product_id: 'p2', quantity: 1 },
    ]);
    expect(input.address).toEqual({ id: 'addr1' });
    expect(input.client_total).toBeNull();
  });
  it('reads the payment method (online by default) and a coupon code, nothing about money', () => {
    const input = parsePlaceOrderInput({ ...base, coupon_code: ' welcome10 ', coupon_discount: 99, total: 1 }, now);
    expect(input).toMatchObject({ payment_method: 'online', coupon_code: 'WELCOME10' });
    expect(input).not.toHaveProperty('coupon_discount');
    expect(input).not.toHaveProperty('total');
    expect(parsePlaceOrderInput({ ...base, payment_method: 'cod', coupon_code: '' }, now)).toMatchObject({
      payment_method: 'cod',
      coupon_code: null,
    });
    expect(problem({ ...base, payment_method: 'card' })).toBe("400 payment_method must be 'online' or 'cod'.");
    expect(problem({ ...base, coupon_code: 'no spaces allowed' })).toBe('422 This coupon code is not valid.');
  });
  it('rejects bad items', () => {
    expect(problem({ ...base, items: [] })).toBe('400 items must be a non-empty list.');
    expect(problem({ ...base, items: [{ product_id: 'p1', quantity: 1.5 }] })).toMatch(/whole number/);
    expect(problem({ ...base, items: [{ product_id: '../x', quantity: 1 }] })).toMatch(/product_id/);
    expect(problem({ ...base, items: [{ product_id: 'p1', quantity: MAX_QUANTITY_PER_LINE + 1 }] })).toMatch(
      /at most 20/,
    );
  });
  it('needs an address id or a full address with a valid PIN', () => {
    expect(problem({ ...base, address_id: undefined })).toMatch(/address_id/);
    expect(
      problem({
        ...base,
        address_id: undefined,
        address: { address_line1: 'x', city: 'Delhi', state: 'Delhi', postal_code: '01234' },
      }),
    ).toMatch(/PIN/);
    const inline = parsePlaceOrderInput(
      {
        ...base,
        address_id: undefined,
        address: {
          address_line1: ' 1 Road ',
          city: 'Delhi',
          state: 'Delhi',
          postal_code: '110001',
          latitude: 28.6,
          longitude: 77.2,
        },
      },
      now,
    );
    expect(inline.address).toMatchObject({ address_line1: '1 Road', latitude: 28.6, longitude: 77.2, name: null });
    expect(
      problem({
        ...base,
        address_id: undefined,
        address: { address_line1: 'x', city: 'D', state: 'D', postal_code: '110001', latitude: 91 },
      }),
    ).toMatch(/latitude/);
  });
  it('scheduled delivery needs a slot 1 h to 7 days ahead', () => {
    expect(problem({ ...base, delivery_mode: 'scheduled' })).toMatch(/slot/);
    expect(
      problem({
        ...base,
        delivery_mode: 'scheduled',
        slot: { start: '2026-11-22T06:30:00Z', end: '2026-11-22T08:30:00Z' },
      }),
    ).toMatch(/^422/);
    expect(
      problem({
        ...base,
        delivery_mode: 'scheduled',
        slot: { start: '2026-12-10T06:30:00Z', end: '2026-12-10T08:30:00Z' },
      }),
    ).toMatch(/^422/);
    const ok = parsePlaceOrderInput(
      { ...base, delivery_mode: 'scheduled', slot: { start: '2026-11-22T10:00:00Z', end: '2026-11-22T12:00:00Z' } },
      now,
    );
    expect(ok.slot).toEqual({ start: '2026-11-22T10:00:00.000Z', end: '2026-11-22T12:00:00.000Z' });
    expect(problem({ ...base, delivery_mode: 'drone' })).toMatch(/delivery_mode/);
  });
});

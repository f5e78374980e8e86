import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../lib/runtime/errors.ts';
import { checkPrice, parseAdjustment, parseNewBatch, parsePriceChange } from '../src/rules.ts';

const now = new Date('2026-11-25T00:00:00Z');
const code = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return err instanceof FunctionError ? `${err.status} ${err.code}` : 'threw';
  }
};
const batch = {
  store_id: 's1',
  product_id: 'p1',
  batch: 'AB24/0917',
  expiry: '2027-06-30',
  quantity: 40,
  mrp: 120,
  selling_price: 108.499,
};

describe('inventory rules', () => {
  it('a new batch keeps the MRP as printed and a selling price at most that, to the paisa', () => {
    expect(parseNewBatch(batch, now)).toEqual({
      ...batch,
      expiry: '2027-06-30T00:00:00.000Z',
      selling_price: 108.5,
      reason: 'Batch received',
    });
    expect(code(() => parseNewBatch({ ...batch, selling_price: 120.01 }, now))).toBe('422 price_above_mrp');
    expect(code(() => parseNewBatch({ ...batch, selling_price: 120 }, now))).toBe('ok');
    expect(code(() => parseNewBatch({ ...batch, expiry: '2026-11-24' }, now))).toBe('400 invalid_input');
    expect(code(() => parseNewBatch({ ...batch, quantity: 2.5 }, now))).toBe('400 invalid_input');
    expect(code(() => parseNewBatch({ ...batch, batch: 'x'.repeat(33) }, now))).toBe('400 invalid_input');
    expect(code(() => parseNewBatch({ ...batch, mrp: 0 }, now))).toBe('400 invalid_input');
  });

  it('a stock adjustment is a whole, non-zero number of units with a reason', () => {
    expect(parseAdjustment({ inventory_id: 'i1', change: -2, reason: ' Damaged strips ' })).toEqual({
      inventory_id: 'i1',
      change: -2,
      reason: 'Damaged strips',
    });
    expect(code(() => parseAdjustment({ inventory_id: 'i1', change: 0, reason: 'Count' }))).toBe('400 invalid_input');
    expect(code(() => parseAdjustment({ inventory_id: 'i1', change: 1.5, reason: 'Count' }))).toBe('400 invalid_input');
    expect(code(() => parseAdjustment({ inventory_id: 'i1', change: 3 }))).toBe('400 reason_required');
    expect(code(() => parseAdjustment({ inventory_id: 'i1', change: 3, reason: 'ok' }))).toBe('400 reason_required');
  });

  it('a price change never touches the MRP', () => {
    expect(parsePriceChange({ inventory_id: 'i1', selling_price: 99 })).toEqual({
      inventory_id: 'i1',
      selling_price: 99,
      reason: 'Price change',
    });
    expect(code(() => parsePriceChange({ inventory_id: 'i1', selling_price: 99, mrp: 150 }))).toBe('400 invalid_input');
    expect(code(() => checkPrice(150.01, 150))).toBe('422 price_above_mrp');
    expect(code(() => checkPrice(150, 150))).toBe('ok');
  });
});

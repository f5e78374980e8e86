import { describe, expect, it } from 'vitest';
import { medicineCount, productSubtitle, saleRules, toProduct } from './product';

describe('saleRules', () => {
  it('never sells Schedule X or NDPS medicines online', () => {
    expect(saleRules({ schedule: 'X', rx_required: true })).toEqual({
      sellable: false,
      rxRequired: true,
      notice: 'not-sold-online',
    });
    expect(saleRules({ schedule: 'NDPS', rx_required: true })).toMatchObject({
      sellable: false,
      notice: 'not-sold-online',
    });
  });

  it('shows the red boxed warning for H1 and "Prescription required" for H', () => {
    expect(saleRules({ schedule: 'H1', rx_required: true })).toEqual({
      sellable: true,
      rxRequired: true,
      notice: 'h1-warning',
    });
    expect(saleRules({ schedule: 'H', rx_required: false })).toEqual({
      sellable: true,
      rxRequired: true,
      notice: 'prescription-required',
    });
  });

  it('treats an unscheduled product as OTC unless it is flagged Rx', () => {
    expect(saleRules({ schedule: 'none', rx_required: false })).toEqual({
      sellable: true,
      rxRequired: false,
      notice: 'none',
    });
    expect(saleRules({ schedule: 'none', rx_required: true }).notice).toBe('prescription-required');
  });
});

describe('toProduct', () => {
  it('reads a TablesDB row and a search reply item alike', () => {
    const row = {
      $id: 'a',
      name: 'Dolo 650 Tablet',
      mrp: 33.6,
      price: 30,
      schedule: 'none',
      strength: '650 mg',
      dosage_form: 'Tablet',
      pack_size: 'strip of 15 tablets',
    };
    expect(toProduct(row)).toMatchObject({ id: 'a', strength: '650 mg', rx_required: false, image_url: null });
    expect(toProduct({ ...row, $id: undefined, id: 'b' }).id).toBe('b');
  });

  it('says what is wrong with a row that is not a product', () => {
    expect(() => toProduct(null)).toThrow('Product row must be an object');
    expect(() => toProduct({ name: 'x' })).toThrow('Product row has no id');
    expect(() => toProduct({ $id: 'a', name: 'x', mrp: 1, price: 1, schedule: 'Z' })).toThrow('unknown schedule "Z"');
    expect(() => toProduct({ $id: 'a', name: 'x', mrp: '1', price: 1, schedule: 'H' })).toThrow('no MRP or price');
  });
});

describe('productSubtitle', () => {
  it('joins strength, form and pack, skipping what is missing', () => {
    expect(productSubtitle({ strength: '650 mg', dosage_form: 'Tablet', pack_size: 'strip of 15 tablets' })).toBe(
      '650 mg Tablet · strip of 15 tablets',
    );
    expect(productSubtitle({ strength: null, dosage_form: 'Device', pack_size: '' })).toBe('Device');
  });
});

describe('medicineCount', () => {
  it('says medicine for one and medicines otherwise', () => {
    expect(medicineCount(1)).toBe('1 medicine');
    expect(medicineCount(0)).toBe('0 medicines');
    expect(medicineCount(23)).toBe('23 medicines');
  });
});

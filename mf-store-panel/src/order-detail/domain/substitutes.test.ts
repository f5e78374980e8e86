import { describe, expect, it } from 'vitest';
import { substituteChoices, type CatalogueProduct, type PricedBatch } from './substitutes';

const now = new Date('2026-11-25T10:00:00Z');
const tablet = (id: string, extra: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  $id: id,
  name: id,
  salt_composition: 'Paracetamol',
  strength: '650 mg',
  dosage_form: 'Tablet',
  schedule: 'none',
  rx_required: false,
  is_active: true,
  ...extra,
});
const batch = (product_id: string, price: number, expiry = '2027-11-01T00:00:00Z', stock = 50): PricedBatch => ({
  $id: `b-${product_id}-${price}-${expiry}`,
  product_id,
  batch: 'B',
  expiry,
  stock,
  selling_price: price,
  mrp: 40,
});

describe('substituteChoices', () => {
  const original = tablet('dolo');
  const line = { quantity: 2, unit_price: 30 };

  it('offers same salt, strength and form with a shippable batch, cheapest first, priced never above the line', () => {
    const choices = substituteChoices(
      original,
      line,
      [
        tablet('dolo'),
        tablet('calpol'),
        tablet('crocin'),
        tablet('syrup', { dosage_form: 'Syrup' }),
        tablet('p500', { strength: '500 mg' }),
      ],
      [batch('dolo', 25), batch('calpol', 34), batch('crocin', 22), batch('syrup', 10), batch('p500', 10)],
      now,
    );
    expect(choices.map((c) => [c.product.$id, c.offer.unitPrice, c.offer.refund])).toEqual([
      ['crocin', 22, 16],
      ['calpol', 30, 0],
    ]);
  });

  it('leaves out products whose only batches are expired, under 3 months or too small, and marks Rx ones for the pharmacist', () => {
    const choices = substituteChoices(
      original,
      line,
      [tablet('near'), tablet('small'), tablet('rx', { schedule: 'H', rx_required: true })],
      [batch('near', 20, '2027-01-15T00:00:00Z'), batch('small', 20, '2027-11-01T00:00:00Z', 1), batch('rx', 28)],
      now,
    );
    expect(choices.map((c) => [c.product.$id, c.needsPharmacist])).toEqual([['rx', true]]);
  });
});

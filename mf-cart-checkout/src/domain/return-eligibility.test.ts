import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_WINDOWS } from '@instamg/shared/domain/returns';
import { anyReturnable, returnEligibility } from './return-eligibility';

const delivered = '2026-11-20T10:00:00.000Z';
const after = (hours: number) => new Date(Date.parse(delivered) + hours * 3600_000);
const w = DEFAULT_RETURN_WINDOWS;

describe('returnEligibility', () => {
  it('says why an item cannot be returned: non-returnable, or its window passed', () => {
    expect(returnEligibility({ medicinal: true, non_returnable: 'personal_care' }, delivered, after(1), w)).toBe(
      'Not returnable: Personal care item',
    );
    expect(returnEligibility({ medicinal: true }, delivered, after(23.9), w)).toBeNull();
    expect(returnEligibility({ medicinal: true }, delivered, after(24.1), w)).toBe(
      'Return window closed: medicines within 24 hours of delivery.',
    );
    expect(returnEligibility({ medicinal: false }, delivered, after(6 * 24), w)).toBeNull();
    expect(returnEligibility({ medicinal: false }, delivered, after(8 * 24), w)).toBe(
      'Return window closed: unopened non-medicinal products within 7 days of delivery.',
    );
  });

  it('offers the report while any item may still be returned', () => {
    const items = [{ product_id: 'med' }, { product_id: 'thermo' }];
    const products = { med: { medicinal: true }, thermo: { medicinal: false } };
    expect(anyReturnable(items, products, delivered, after(48), w)).toBe(true);
    expect(anyReturnable(items, products, delivered, after(8 * 24), w)).toBe(false);
    expect(anyReturnable([items[0]!], products, delivered, after(48), w)).toBe(false);
  });
});

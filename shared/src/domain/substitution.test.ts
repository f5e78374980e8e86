import { describe, expect, it } from 'vitest';
import {
  consentDeadline,
  consentSecondsLeft,
  consentWindowPassed,
  isSubstituteFor,
  substituteOffer,
  substituteProblem,
  type SubstitutableProduct,
} from './substitution';

const dolo: SubstitutableProduct = {
  $id: 'dolo-650',
  salt_composition: 'Paracetamol',
  strength: '650 mg',
  dosage_form: 'Tablet',
  schedule: 'none',
  is_active: true,
};
const other = (patch: Partial<SubstitutableProduct>): SubstitutableProduct => ({
  ...dolo,
  $id: 'calpol-650',
  ...patch,
});

describe('substitute matcher', () => {
  it('takes another product of the same salt, strength and form', () => {
    expect(isSubstituteFor(dolo, other({ strength: '650mg', dosage_form: 'tablet' }))).toBe(true);
    // Order of salts and spacing do not matter.
    const combo = { ...dolo, salt_composition: 'Paracetamol + Ibuprofen', strength: '325 mg + 400 mg' };
    expect(
      isSubstituteFor(combo, other({ salt_composition: 'Ibuprofen + Paracetamol', strength: '400mg + 325mg' })),
    ).toBe(true);
  });

  it('refuses another strength, salt or form, the same product, and products not sold online', () => {
    expect(substituteProblem(dolo, other({ strength: '500 mg' }))).toBe('different_salt');
    expect(substituteProblem(dolo, other({ salt_composition: 'Ibuprofen' }))).toBe('different_salt');
    expect(substituteProblem(dolo, other({ dosage_form: 'Syrup' }))).toBe('different_form');
    expect(substituteProblem(dolo, dolo)).toBe('same_product');
    expect(substituteProblem(dolo, other({ is_active: false }))).toBe('not_available');
    expect(substituteProblem(dolo, other({ schedule: 'X' }))).toBe('not_available');
    expect(substituteProblem(dolo, other({ schedule: 'H' }))).toBeNull();
  });
});

describe('substitute offer', () => {
  it('a cheaper substitute at its own price, the difference refunded', () => {
    expect(substituteOffer(30, 22.5, 2)).toEqual({ unitPrice: 22.5, lineTotal: 45, refund: 15, storeAbsorbs: 0 });
  });
  it('a dearer substitute at the original price, the difference the store’s', () => {
    expect(substituteOffer(30, 34.1, 3)).toEqual({ unitPrice: 30, lineTotal: 90, refund: 0, storeAbsorbs: 12.3 });
  });
  it('rounds to the paisa', () => {
    expect(substituteOffer(10.1, 3.33, 3)).toEqual({
      unitPrice: 3.33,
      lineTotal: 9.99,
      refund: 20.31,
      storeAbsorbs: 0,
    });
  });
});

describe('consent window', () => {
  const at = new Date('2026-11-25T10:00:00Z');
  it('closes after the set minutes', () => {
    const due = consentDeadline(at, 10);
    expect(due.toISOString()).toBe('2026-11-25T10:10:00.000Z');
    expect(consentWindowPassed(due.toISOString(), new Date('2026-11-25T10:09:59Z'))).toBe(false);
    expect(consentWindowPassed(due.toISOString(), new Date('2026-11-25T10:10:00Z'))).toBe(true);
    expect(consentSecondsLeft(due.toISOString(), new Date('2026-11-25T10:09:58.5Z'))).toBe(2);
    expect(consentSecondsLeft(due.toISOString(), new Date('2026-11-25T10:11:00Z'))).toBe(0);
  });
});

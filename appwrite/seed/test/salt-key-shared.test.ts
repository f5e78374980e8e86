import { describe, expect, it } from 'vitest';
import { saltKey as sharedSaltKey } from '@instamg/shared/domain/catalog/product';
import { saltKey } from '../src/domain/salt-key.js';

// The admin console's editor derives salt_key with the shared copy: substitutes of an edited
// product and of a seeded one match only if both compute the same key.
describe('salt_key of the seed and of the admin-catalog function', () => {
  it('agree', () => {
    for (const [salt, strength] of [
      ['Paracetamol + Ibuprofen', '325 mg + 400 mg'],
      ['Amoxycillin', '500mg'],
      ['Cholecalciferol', '60000 IU'],
      ['A + B', '10 mg'],
      ['Vitamin B12 (Methylcobalamin)', '1500 mcg'],
      ['Levothyroxine', '12.50 mcg'],
    ] as const)
      expect(sharedSaltKey(salt, strength)).toBe(saltKey(salt, strength));
  });
});

import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidDrugLicenceNumber, makeDrugLicenceNumber } from '../src/domain/drug-licence.js';
import { gstinCheckChar, illustrativeFirmPan, isValidGstin, makeGstin } from '../src/domain/gstin.js';
import { generatePassword, PASSWORD_ALPHABET, PASSWORD_CLASSES, PASSWORD_LENGTH } from '../src/domain/password.js';
import { createRandom } from '../src/domain/random.js';
import { saltKey } from '../src/domain/salt-key.js';
import { rowIdFromSlug, slugify } from '../src/domain/slug.js';

describe('GSTIN checksum', () => {
  // Two independently published, checksum-valid GSTIN examples.
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])('accepts real-format GSTIN %s', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
  });

  it('computes the check character of a known GSTIN', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });

  it('rejects a changed check character, a changed body, a bad state code and bad shapes', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1Z' + gstinCheckChar('99AAPFU0939F1Z'))).toBe(false);
    expect(isValidGstin('27AAPFU0939F1YV')).toBe(false); // 14th char must be Z
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
  });

  it('makeGstin produces valid GSTINs and refuses bad parts', () => {
    for (let serial = 1; serial <= 500; serial++) {
      const gstin = makeGstin('07', illustrativeFirmPan('Dwarka Care', serial));
      expect(isValidGstin(gstin), gstin).toBe(true);
      expect(gstin.slice(0, 2)).toBe('07');
    }
    expect(() => makeGstin('7', 'AAPFU0939F')).toThrow(/state code/);
    expect(() => makeGstin('07', 'AAP0U0939F')).toThrow(/PAN/);
    expect(() => gstinCheckChar('SHORT')).toThrow(/14 characters/);
  });
});

describe('drug licence numbers', () => {
  it('formats state, district, forms 20/21 and serials', () => {
    expect(makeDrugLicenceNumber('DL', 'SWD', 104512)).toBe('DL-SWD-20-104512/21-104513');
    expect(isValidDrugLicenceNumber('DL-SWD-20-104512/21-104513')).toBe(true);
  });

  it('rejects malformed numbers and inputs', () => {
    expect(isValidDrugLicenceNumber('DL-SWD-20-10451/21-104513')).toBe(false);
    expect(isValidDrugLicenceNumber('dl-swd-20-104512/21-104513')).toBe(false);
    expect(isValidDrugLicenceNumber('DL-SWD-20B-104512')).toBe(false);
    expect(() => makeDrugLicenceNumber('Delhi', 'SWD', 104512)).toThrow(/state code/);
    expect(() => makeDrugLicenceNumber('DL', 'SWD', 99)).toThrow(/serial/);
  });
});

describe('generatePassword', () => {
  it('is 12 characters from the SPEC alphabet with every character class', () => {
    for (let i = 0; i < 300; i++) {
      const password = generatePassword(randomInt);
      expect(password).toHaveLength(PASSWORD_LENGTH);
      for (const char of password) expect(PASSWORD_ALPHABET).toContain(char);
      for (const set of PASSWORD_CLASSES)
        expect(
          [...password].some((c) => set.includes(c)),
          `${set} in ${password}`,
        ).toBe(true);
    }
  });

  it('is random (no repeats over many draws) and rejects impossible lengths', () => {
    const drawn = new Set(Array.from({ length: 500 }, () => generatePassword(randomInt)));
    expect(drawn.size).toBe(500);
    expect(() => generatePassword(randomInt, 3)).toThrow(/length/);
  });

  it('draws every position from the randomness it is given', () => {
    // Always 0: "aA0!" + "a" × 8, and every Fisher–Yates step swaps its position with the first.
    expect(generatePassword(() => 0)).toBe('A0!aaaaaaaaa');
  });
});

describe('saltKey', () => {
  it('ignores salt order, case, spacing and unit spacing', () => {
    expect(saltKey('Ibuprofen + Paracetamol', '400 mg + 325 mg')).toBe(
      saltKey('paracetamol+ibuprofen', '325mg + 400 MG'),
    );
    expect(saltKey('Paracetamol', '650 mg')).toBe('paracetamol 650mg');
  });

  it('distinguishes strengths and keeps unsplittable strengths whole', () => {
    expect(saltKey('Paracetamol', '650 mg')).not.toBe(saltKey('Paracetamol', '500 mg'));
    expect(saltKey('Vitamin B Complex + Vitamin C', null)).toBe('vitamin b complex + vitamin c');
    expect(saltKey('A + B', '10 mg')).toBe('a + b | 10mg');
    expect(() => saltKey('  ', '1 mg')).toThrow();
  });
});

describe('ids and randomness', () => {
  it("slugify and rowIdFromSlug keep ids within Appwrite's 36-char limit and unique", () => {
    expect(slugify("Women's Health & Care")).toBe('women-s-health-and-care');
    const long = 'a-very-long-product-name-that-exceeds-the-appwrite-id-limit';
    const id = rowIdFromSlug(long);
    expect(id.length).toBeLessThanOrEqual(36);
    expect(id).not.toBe(rowIdFromSlug(`${long}-2`));
    expect(rowIdFromSlug('short')).toBe('short');
  });

  it('createRandom is deterministic per seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect([c(), c(), c()]).not.toEqual(seqA);
    for (const value of seqA) expect(value >= 0 && value < 1).toBe(true);
  });
});

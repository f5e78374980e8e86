import { describe, expect, it } from 'vitest';
import {
  gstinCheckCharacter,
  gstinError,
  gstinStateMismatch,
  normalizeTaxId,
  panError,
  panGstinMismatch,
} from './gstin';

// Published examples (research/supply-side.md §C) and GSTINs whose check characters were computed
// with a separate Python implementation of the same formula.
const VALID = [
  '27AAPFU0939F1ZV',
  '29AAGCB7383J1Z4',
  '07AAACP0165G2ZQ',
  '33AAACH7409R1Z8',
  '24AAACC1206D1ZM',
  '19AABCT1332L1ZB',
  '36AAACR5055K1Z8',
];

describe('gstinCheckCharacter', () => {
  it.each(VALID)('gives the last character of %s', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });
});

describe('gstinError', () => {
  it.each(VALID)('accepts %s', (gstin) => expect(gstinError(gstin)).toBeNull());

  it.each([
    ['', 'Enter the GSTIN'],
    ['27AAPFU0939F1Z', 'A GSTIN has 15 characters'],
    ['27AAPFU0939F1ZVX', 'A GSTIN has 15 characters'],
    ['27aapfu0939f1zv', 'This is not a GSTIN'], // callers normalise first
    ['2AAAPFU0939F1ZV', 'This is not a GSTIN'],
    ['27AAPF00939F1ZV', 'This is not a GSTIN'],
    ['27AAPFU0939F0ZV', 'This is not a GSTIN'], // entity number 0
    ['27AAPFU0939F1YV', 'This is not a GSTIN'], // 14th is Z
    ['99AAPFU0939F1ZV', '99 is not a GST State code'],
    ['28AAPFU0939F1ZV', '28 is not a GST State code'], // pre-2014 Andhra Pradesh
    ['00AAPFU0939F1ZV', '00 is not a GST State code'],
    ['27AAPXU0939F1ZV', 'Characters 3–12 of a GSTIN are a PAN'], // X (4th of the PAN) is no holder type
    ['27AAPFU0939F1ZW', 'This GSTIN has a typo'],
    ['27AAPFU0939F1Z0', 'This GSTIN has a typo'],
    ['29AAGCB7383J1Z5', 'This GSTIN has a typo'],
    ['27AAPFU0938F1ZV', 'This GSTIN has a typo'], // one digit changed
    ['27AAPFU0993F1ZV', 'This GSTIN has a typo'], // two digits swapped
    ['72AAPFU0939F1ZV', '72 is not a GST State code'],
  ])('refuses %j', (gstin, message) => expect(gstinError(gstin)).toContain(message));

  it('catches every single-character substitution of a valid GSTIN', () => {
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const gstin = VALID[0]!;
    for (let i = 0; i < 15; i++) {
      for (const c of chars) {
        if (c === gstin[i]) continue;
        expect(gstinError(gstin.slice(0, i) + c + gstin.slice(i + 1)), `${i}:${c}`).not.toBeNull();
      }
    }
  });
});

describe('panError', () => {
  it.each(['AAPFU0939F', 'AAGCB7383J', 'ABCPE1234F', 'AAAHA1234A', 'AAATA1234A'])('accepts %s', (pan) =>
    expect(panError(pan)).toBeNull(),
  );
  it.each([
    ['', 'Enter the PAN'],
    ['AAPFU0939', 'A PAN is'],
    ['AAPFU09390', 'A PAN is'],
    ['AAPXU0939F', 'A PAN is'], // X is no holder type
    ['1APFU0939F', 'A PAN is'],
    ['aapfu0939f', 'A PAN is'],
  ])('refuses %j', (pan, message) => expect(panError(pan)).toContain(message));
});

describe('panGstinMismatch', () => {
  it('accepts the PAN that is characters 3–12 of the GSTIN', () =>
    expect(panGstinMismatch('AAPFU0939F', '27AAPFU0939F1ZV')).toBeNull());
  it('refuses another PAN', () =>
    expect(panGstinMismatch('AAGCB7383J', '27AAPFU0939F1ZV')).toContain('not issued to this PAN'));
  it('refuses a PAN that differs in its last letter', () =>
    expect(panGstinMismatch('AAPFU0939G', '27AAPFU0939F1ZV')).not.toBeNull());
  it('says nothing while either is missing (their own checks do)', () => {
    expect(panGstinMismatch('', '27AAPFU0939F1ZV')).toBeNull();
    expect(panGstinMismatch('AAPFU0939F', '27AAP')).toBeNull();
  });
});

describe('gstinStateMismatch', () => {
  it.each([
    ['27AAPFU0939F1ZV', '400050'], // Maharashtra, Mumbai
    ['29AAGCB7383J1Z4', '560034'], // Karnataka, Bengaluru
    ['07AAACP0165G2ZQ', '110016'], // Delhi
    ['36AAACR5055K1Z8', '500081'], // Telangana, Hyderabad
    ['33AAACH7409R1Z8', '600001'], // Tamil Nadu, Chennai
  ])('accepts %s at PIN %s', (gstin, pin) => expect(gstinStateMismatch(gstin, pin)).toBeNull());

  it('refuses a Maharashtra GSTIN for a Bengaluru store, naming both States', () => {
    expect(gstinStateMismatch('27AAPFU0939F1ZV', '560034')).toBe(
      'This GSTIN is registered in Maharashtra, but PIN 560034 is in Karnataka. Use the GSTIN of the State the pharmacy is in',
    );
  });
  it('refuses a Delhi GSTIN for a Gurugram (Haryana) store', () =>
    expect(gstinStateMismatch('07AAACP0165G2ZQ', '122001')).toContain('Haryana'));
  it('leaves a bad State code or PIN to their own checks', () => {
    expect(gstinStateMismatch('99AAPFU0939F1ZV', '560034')).toBeNull();
    expect(gstinStateMismatch('27AAPFU0939F1ZV', '000000')).toBeNull();
  });
});

describe('normalizeTaxId', () => {
  it('upper-cases and removes spaces', () => expect(normalizeTaxId(' 27aapfu 0939f1zv ')).toBe('27AAPFU0939F1ZV'));
});

import { describe, expect, it } from 'vitest';
import {
  consonantSkeleton,
  editDistance,
  foldDiacritics,
  maxEditsFor,
  normalise,
  phoneticKey,
  tokenize,
} from '../src/text.ts';

describe('normalise and tokenize', () => {
  it('lower-cases, drops diacritics and splits on punctuation like the full-text tokenizer', () => {
    expect(normalise('  Zerodol-P  Tablet ')).toBe('zerodol p tablet');
    expect(normalise('Liv.52 DS')).toBe('liv 52 ds');
    expect(normalise('Crème Açaí')).toBe('creme acai');
    expect(tokenize('Amoxicillin + Clavulanic Acid')).toEqual(['amoxicillin', 'clavulanic', 'acid']);
    expect(tokenize(' - ')).toEqual([]);
  });

  it('gives plain ASCII text (the fast path) the same words as the same text with a folded letter in it', () => {
    for (const text of [
      'Vitamin B12 + D3 (60K IU)',
      'Liv.52_DS\tSyrup',
      'GSK Pharmaceuticals Ltd.',
      'strip of 15 tablets',
      '\u0000Dolo\u007f650',
    ]) {
      expect(normalise(`${text} é`)).toBe(`${normalise(text)} e`.trim());
    }
    expect(normalise('Vitamin B12 + D3 (60K IU)')).toBe('vitamin b12 d3 60k iu');
  });

  it('folds diacritics and keeps case and punctuation', () => {
    expect(foldDiacritics('Crème Açaí-Plus')).toBe('Creme Acai-Plus');
    expect(foldDiacritics('Dolo 650')).toBe('Dolo 650');
  });
});

describe('phoneticKey', () => {
  it.each([
    ['azithromicin', 'azithromycin'],
    ['amoxycillin', 'amoxicillin'],
    ['crocin advanse', 'crocin advance'],
    ['montelucast', 'montelukast'],
    ['metphormin', 'metformin'],
    ['zincovit', 'zinkovit'],
    ['viks', 'vicks'],
    ['chyavanprash', 'chyawanprash'],
  ])('gives %s and %s the same key', (a, b) => {
    expect(phoneticKey(a)).toBe(phoneticKey(b));
  });

  it('keeps different medicines apart', () => {
    expect(phoneticKey('dolo')).not.toBe(phoneticKey('dola'));
    expect(phoneticKey('calpol')).not.toBe(phoneticKey('combiflam'));
  });

  it('makes vowel slips meet in the consonant skeleton', () => {
    expect(consonantSkeleton(phoneticKey('paracetmol'))).toBe(consonantSkeleton(phoneticKey('paracetamol')));
    expect(consonantSkeleton(phoneticKey('glimipride'))).toBe(consonantSkeleton(phoneticKey('glimepiride')));
    expect(consonantSkeleton(phoneticKey('telma'))).not.toBe(consonantSkeleton(phoneticKey('telmikind')));
  });
});

describe('editDistance (optimal string alignment)', () => {
  it.each([
    ['', '', 0],
    ['dolo', 'dolo', 0],
    ['dolo', '', 4],
    ['paracetmol', 'paracetamol', 1],
    ['azithromicin', 'azithromycin', 1],
    ['calpal', 'calpol', 1],
    ['ashwagandah', 'ashwagandha', 1], // one swap of neighbours
    ['kitten', 'sitting', 3],
    ['glimipride', 'glimepiride', 2],
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it('stops at max + 1 when the words are further apart', () => {
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(editDistance('paracetmol', 'paracetamol', 1)).toBe(1);
  });

  it('gives the same answers for long words and after them (its row buffers grow and are reused)', () => {
    const long = 'amoxicillin clavulanic acid lactic acid bacillus '.repeat(3);
    expect(editDistance(long, `${long}x`)).toBe(1);
    expect(editDistance(`x${long}`, long.replace('clavulanic', 'clavulnaic'))).toBe(2);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('ab', 'ba')).toBe(1);
  });
});

describe('maxEditsFor', () => {
  it('allows no correction up to 3 letters, one up to 5, two from 6', () => {
    expect([2, 3, 4, 5, 6, 12].map(maxEditsFor)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

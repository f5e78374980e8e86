import { describe, expect, it } from 'vitest';
import { phoneticKey } from '../src/text.ts';
import {
  WordKind,
  analyseQuery,
  buildVocabulary,
  closestWords,
  consonantsOnly,
  isWordPrefix,
} from '../src/vocabulary.ts';

const vocabulary = buildVocabulary([
  { name: 'Dolo 650 Tablet', salt_composition: 'Paracetamol', manufacturer: 'Micro Labs Ltd' },
  { name: 'Crocin Advance Tablet', salt_composition: 'Paracetamol', manufacturer: 'Haleon India' },
  { name: 'Calpol 500 Tablet', salt_composition: 'Paracetamol', manufacturer: 'GSK Pharmaceuticals Ltd' },
  { name: 'Combiflam Tablet', salt_composition: 'Ibuprofen + Paracetamol', manufacturer: 'Sanofi India Ltd' },
  { name: 'Azithral 500 Tablet', salt_composition: 'Azithromycin', manufacturer: 'Alembic Pharmaceuticals Ltd' },
  { name: 'Mox 500 Capsule', salt_composition: 'Amoxicillin', manufacturer: 'Sun Pharmaceutical Industries Ltd' },
]);

describe('buildVocabulary', () => {
  it('indexes distinct words with where they occur and how often; numbers are left out', () => {
    expect(vocabulary.words.get('paracetamol')).toMatchObject({
      display: 'Paracetamol',
      kinds: WordKind.salt,
      count: 4,
    });
    expect(vocabulary.words.get('tablet')).toMatchObject({ kinds: WordKind.brand, count: 5 });
    expect(vocabulary.words.get('ltd')?.kinds).toBe(WordKind.manufacturer);
    expect(vocabulary.words.has('650')).toBe(false);
  });

  it('answers prefix questions', () => {
    expect(isWordPrefix(vocabulary, 'parac')).toBe(true);
    expect(isWordPrefix(vocabulary, 'azithromycin')).toBe(true);
    expect(isWordPrefix(vocabulary, 'parax')).toBe(false);
    expect(isWordPrefix(vocabulary, 'zzz')).toBe(false);
  });
});

describe('closestWords', () => {
  it('corrects within the edit budget and reports the cost', () => {
    expect(closestWords(vocabulary, 'paracetmol')).toEqual([{ word: 'paracetamol', display: 'Paracetamol', cost: 1 }]);
    // A sound-alike spelling (y for i) costs a little more than nothing.
    expect(closestWords(vocabulary, 'azithromicin')).toEqual([
      { word: 'azithromycin', display: 'Azithromycin', cost: 0.25 },
    ]);
  });

  it('leaves short words and far-off words alone', () => {
    expect(closestWords(vocabulary, 'dol')).toEqual([]);
    expect(closestWords(vocabulary, 'xylophone')).toEqual([]);
    // Two edits is too many for five letters.
    expect(closestWords(vocabulary, 'dilla')).toEqual([]);
  });

  it('widens the budget by one when asked for loose "did you mean" words', () => {
    expect(closestWords(vocabulary, 'calpal', 1)).toEqual([{ word: 'calpol', display: 'Calpol', cost: 1 }]);
    expect(closestWords(vocabulary, 'gelpox', 1)).toEqual([]);
    expect(closestWords(vocabulary, 'gelpox', 1, { loose: true }).map((c) => c.word)).toEqual(['calpol']);
  });
});

describe('analyseQuery', () => {
  it('keeps known words, numbers and an unfinished last word', () => {
    expect(analyseQuery(vocabulary, 'Dolo 650')).toMatchObject({ text: 'dolo 650', corrected: false });
    expect(analyseQuery(vocabulary, 'crocin adv')).toMatchObject({ text: 'crocin adv', corrected: false });
  });

  it('corrects misspelt words and marks the query corrected', () => {
    const q = analyseQuery(vocabulary, 'Crocin Advanse');
    expect(q).toMatchObject({ text: 'crocin advance', corrected: true });
    expect(q.tokens[1]).toEqual({ text: 'advance', typed: 'advanse', cost: 0.25, last: true });
  });

  it('corrects an unfinished misspelt last word to the word it starts', () => {
    expect(analyseQuery(vocabulary, 'azitrom').text).toBe('azithromycin');
  });

  it('splits a brand glued to its strength', () => {
    expect(analyseQuery(vocabulary, 'dolo650').text).toBe('dolo 650');
    expect(analyseQuery(vocabulary, 'dolo650').corrected).toBe(false);
  });

  it('returns no words for a blank query', () => {
    expect(analyseQuery(vocabulary, '  ')).toEqual({ tokens: [], text: '', corrected: false });
  });
});

describe('consonantsOnly', () => {
  it('matches transliterated words to catalogue words by their consonants', () => {
    const same = (a: string, b: string) => consonantsOnly(phoneticKey(a)) === consonantsOnly(phoneticKey(b));
    expect(same('ezithromaisin', 'azithromycin')).toBe(true);
    expect(same('daijin', 'digene')).toBe(true);
    expect(same('etorvastetin', 'atorvastatin')).toBe(true);
    expect(same('dolo', 'calpol')).toBe(false);
  });

  it('corrects a transliterated word to the catalogue word with its consonants, at one edit', () => {
    expect(closestWords(vocabulary, 'parasitamol', 1, { transliterated: true })).toEqual([
      { word: 'paracetamol', display: 'Paracetamol', cost: 1 },
    ]);
    expect(closestWords(vocabulary, 'kombiphlem', 1, { transliterated: true })).toEqual([
      { word: 'combiflam', display: 'Combiflam', cost: 1 },
    ]);
    expect(analyseQuery(vocabulary, 'krosin edvans', { transliterated: true }).text).toBe('crocin advance');
    expect(analyseQuery(vocabulary, 'krosin edvans').text).not.toBe('crocin advance');
  });
});

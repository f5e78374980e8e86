import { describe, expect, it } from 'vitest';
import { CORRECTION_PENALTY, SCORE, rank, rankProducts, type ProductRow } from '../src/rank.ts';
import { analyseQuery, buildVocabulary } from '../src/vocabulary.ts';

const product = (
  id: string,
  name: string,
  salt: string,
  manufacturer: string,
  extra: Partial<ProductRow> = {},
): ProductRow => ({
  $id: id,
  name,
  salt_composition: salt,
  strength: '500 mg',
  dosage_form: 'Tablet',
  pack_size: 'strip of 15 tablets',
  manufacturer,
  mrp: 30,
  price: 27,
  schedule: 'none',
  rx_required: false,
  image_url: null,
  category_id: 'cat-pain-fever',
  is_active: true,
  ...extra,
});

const products = [
  product('crocin-650', 'Crocin 650 Tablet', 'Paracetamol', 'Haleon India', { strength: '650 mg' }),
  product('crocin-advance', 'Crocin Advance Tablet', 'Paracetamol', 'Haleon India'),
  product('crocin-pain', 'Crocin Pain Relief Tablet', 'Paracetamol + Caffeine', 'Haleon India'),
  product('dolo-650', 'Dolo 650 Tablet', 'Paracetamol', 'Micro Labs Ltd', { strength: '650 mg' }),
  product('combiflam', 'Combiflam Tablet', 'Ibuprofen + Paracetamol', 'Sanofi India Ltd'),
  product('max-crocin', 'Maxcare Crocin Kids', 'Paracetamol', 'Maxcare Labs'),
  product('haleon-gel', 'Otrivin Gel', 'Xylometazoline', 'Haleon India'),
  product('old', 'Crocin Old Tablet', 'Paracetamol', 'Haleon India', { is_active: false }),
];
const vocabulary = buildVocabulary(products);
const q = (text: string) => analyseQuery(vocabulary, text);
const order = (text: string) => rankProducts(q(text), products).map((r) => r.product.$id);

describe('rank', () => {
  it('orders exact brand > brand prefix > brand word > salt > manufacturer', () => {
    const crocinAdvance = rank(q('crocin advance'), products[1]!)!;
    const crocinPrefix = rank(q('crocin'), products[0]!)!;
    const wordInName = rank(q('crocin'), products[5]!)!;
    const salt = rank(q('paracetamol'), products[3]!)!;
    const maker = rank(q('haleon'), products[6]!)!;
    expect(crocinAdvance).toEqual({ score: SCORE.exactBrand, match: 'brand', field: 'brand' });
    expect(crocinPrefix.match).toBe('brand');
    expect(salt.match).toBe('salt');
    expect(maker.match).toBe('manufacturer');
    const scores = [crocinAdvance, crocinPrefix, wordInName, salt, maker].map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(new Set(scores).size).toBe(scores.length);
  });

  it('treats the form word and the strength as part of an exact brand match', () => {
    expect(rank(q('dolo 650'), products[3]!)).toMatchObject({ score: SCORE.exactBrand, match: 'brand' });
    expect(rank(q('dolo 650 tablet'), products[3]!)).toMatchObject({ match: 'brand' });
    expect(rank(q('dolo 650 tablet'), products[3]!)!.score).toBeGreaterThanOrEqual(SCORE.brandPrefix);
  });

  it('puts the plain salt before combinations containing it', () => {
    expect(rank(q('paracetamol'), products[3]!)!.score).toBeGreaterThan(rank(q('paracetamol'), products[4]!)!.score);
  });

  it('takes CORRECTION_PENALTY per edit of a corrected word and calls the match fuzzy', () => {
    const exact = rank(q('crocin advance'), products[1]!)!;
    const corrected = rank(q('crocin advanse'), products[1]!)!;
    expect(corrected).toEqual({ score: exact.score - CORRECTION_PENALTY * 0.25, match: 'fuzzy', field: 'brand' });
    // Still above every product of the band below.
    expect(corrected.score).toBeGreaterThan(SCORE.brandPrefix + 100);
  });

  it('never matches an inactive product, or a product no word matches', () => {
    expect(rank(q('crocin old'), products[7]!)).toBeNull();
    expect(rank(q('ibuprofen'), products[0]!)).toBeNull();
    expect(rank(q(''), products[0]!)).toBeNull();
  });

  it('does not make a match from strength or form words alone, unless the query is only a form', () => {
    expect(rank(q('650 tablet'), products[4]!)).toBeNull();
    expect(rank(q('gel'), products[6]!)).toMatchObject({ match: 'brand' });
    expect(rank(q('gel'), products[0]!)).toBeNull();
  });
});

describe('rankProducts', () => {
  it('sorts by band, then shorter names, and drops duplicates and non-matches', () => {
    expect(order('crocin')).toEqual(['crocin-650', 'crocin-advance', 'crocin-pain', 'max-crocin']);
    expect(rankProducts(q('crocin'), [products[0]!, products[0]!]).length).toBe(1);
  });

  it('shows every brand of a salt for a salt query, plain salt first', () => {
    expect(order('paracetamol')).toEqual([
      'dolo-650',
      'crocin-650',
      'max-crocin',
      'crocin-advance',
      'combiflam',
      'crocin-pain',
    ]);
  });

  it('finds the brand for a misspelt query first', () => {
    expect(order('crocin advanse')[0]).toBe('crocin-advance');
    expect(order('combiflem')[0]).toBe('combiflam');
  });
});

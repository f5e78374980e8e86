import { describe, expect, it } from 'vitest';
import { groupResults, helpfulSuggestions, parseSearchReply, parseSuggestions } from './search-results';

const item = (id: string, match: string, salt = 'Paracetamol', extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  salt_composition: salt,
  strength: '650 mg',
  dosage_form: 'Tablet',
  pack_size: 'strip',
  manufacturer: 'M',
  mrp: 30,
  price: 27,
  schedule: 'none',
  rx_required: false,
  image_url: null,
  category_id: 'c',
  sellable: true,
  score: 100,
  match,
  ...extra,
});

describe('parseSearchReply', () => {
  it('reads the catalog-search reply, keeping the server order', () => {
    const reply = parseSearchReply({
      query: 'paracetmol',
      corrected_query: 'paracetamol',
      total: 2,
      products: [item('Dolo', 'salt'), item('Calpol', 'salt', 'Paracetamol', { sellable: false })],
    });
    expect(reply.correctedQuery).toBe('paracetamol');
    expect(reply.hits.map((h) => [h.product.name, h.sellable])).toEqual([
      ['Dolo', true],
      ['Calpol', false],
    ]);
  });

  it('surfaces the function message for an error reply', () => {
    expect(() => parseSearchReply({ message: 'limit must be between 1 and 100' })).toThrow(
      'limit must be between 1 and 100',
    );
    expect(() => parseSearchReply('nope')).toThrow('Search reply is not an object');
  });

  it('reads suggestions, dropping blanks', () => {
    expect(parseSuggestions({ suggestions: ['Paracetamol', ' ', 3, 'Dolo 650'] })).toEqual(['Paracetamol', 'Dolo 650']);
    expect(() => parseSuggestions({ message: 'Search is unavailable right now.' })).toThrow(
      'Search is unavailable right now.',
    );
  });
});

describe('groupResults', () => {
  it('puts brand matches first and lists every brand of a matched salt together', () => {
    const { hits } = parseSearchReply({
      query: 'crocin',
      products: [
        item('Crocin 650', 'brand'),
        item('Dolo 650', 'salt'),
        item('Calpol', 'salt'),
        item('X', 'manufacturer'),
        item('Crosin', 'fuzzy'),
      ],
    });
    const sections = groupResults(hits, 'crocin');
    expect(sections.map((s) => [s.title, s.hits.map((h) => h.product.name)])).toEqual([
      ['Best matches', ['Crocin 650', 'Crosin']],
      ['All brands of Paracetamol', ['Dolo 650', 'Calpol']],
      ['From this manufacturer', ['X']],
    ]);
  });

  it('leaves out empty groups', () => {
    const { hits } = parseSearchReply({ query: 'q', products: [item('A', 'salt', 'Cetirizine')] });
    expect(groupResults(hits, 'q').map((s) => s.key)).toEqual(['salt']);
  });
});

describe('helpfulSuggestions', () => {
  it('prefers the server suggestions, without the query itself or duplicates', () => {
    expect(helpfulSuggestions({ query: 'dolo', suggestions: ['Dolo', 'Dolo 650', 'dolo 650 ', 'Dolokind'] })).toEqual([
      'Dolo 650',
      'Dolokind',
    ]);
  });

  it('falls back to popular searches', () => {
    expect(helpfulSuggestions({ query: 'zzz', suggestions: [] }, 3)).toEqual([
      'Paracetamol',
      'Dolo 650',
      'Azithromycin',
    ]);
  });
});

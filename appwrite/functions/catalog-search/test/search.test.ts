import { describe, expect, it } from 'vitest';
import { buildProducts } from '../../../seed/src/build.ts';
import { EMPTY_VOCABULARY, VOCABULARY_TTL_MS, createVocabularyCache } from '../src/catalog.ts';
import type { SearchRequest } from '../src/input.ts';
import type { ProductRow } from '../src/rank.ts';
import { MAX_SUGGESTIONS, search, suggest } from '../src/search.ts';
import { buildVocabulary } from '../src/vocabulary.ts';
import { memorySource } from './memory-source.ts';
import { MISSPELLINGS, isIntended } from './misspellings.ts';

/** The seeded illustrative catalogue (345 products), as the dev server holds it after `npm run seed`. */
const catalogue = buildProducts() as unknown as ProductRow[];
const source = memorySource(catalogue);
const vocabulary = buildVocabulary(catalogue);
const request = (query: string, extra: Partial<SearchRequest> = {}): SearchRequest => ({
  action: 'search',
  query,
  limit: 20,
  offset: 0,
  categoryId: null,
  storeId: null,
  ...extra,
});
const run = (query: string, extra: Partial<SearchRequest> = {}) => search(source, vocabulary, request(query, extra));

describe('misspellings of the seeded catalogue', () => {
  it('lists at least 50, each naming a medicine that is in the catalogue', () => {
    expect(MISSPELLINGS.length).toBeGreaterThanOrEqual(50);
    for (const m of MISSPELLINGS) expect(catalogue.some((p) => isIntended(m.intended, p)), m.query).toBe(true);
  });

  it.each(MISSPELLINGS.map((m) => [m.query, m] as const))('%s finds the intended medicine in the top 3', async (_q, m) => {
    const reply = await run(m.query, { limit: 3 });
    const top3 = reply.products.map((p) => `${p.name} [${p.salt_composition}]`).join('; ');
    expect(reply.products.some((p) => isIntended(m.intended, p)), `top 3: ${top3}`).toBe(true);
  });
});

describe('search', () => {
  it('shows every brand of a salt for a salt query, the plain salt first', async () => {
    const reply = await run('paracetamol', { limit: 100 });
    const plain = catalogue.filter((p) => p.salt_composition === 'Paracetamol').map((p) => p.name);
    const withParacetamol = catalogue.filter((p) => /\bParacetamol\b/.test(p.salt_composition)).map((p) => p.name);
    expect(reply.total).toBe(withParacetamol.length);
    expect(new Set(reply.products.slice(0, plain.length).map((p) => p.name))).toEqual(new Set(plain));
    expect(reply.products.every((p) => p.match === 'salt')).toBe(true);
    expect(reply.corrected_query).toBeUndefined();
  });

  it('puts the exact brand first and reports the correction it made', async () => {
    const exact = await run('Dolo 650');
    expect(exact.products[0]).toMatchObject({ name: 'Dolo 650 Tablet', match: 'brand', score: 1000, sellable: true });
    const corrected = await run('crocin advanse');
    expect(corrected.corrected_query).toBe('crocin advance');
    expect(corrected.products[0]).toMatchObject({ name: 'Crocin Advance Tablet', match: 'fuzzy' });
  });

  it('returns the product fields the catalogue pages show', async () => {
    const [first] = (await run('Azithral 500')).products;
    const row = catalogue.find((p) => p.name === 'Azithral 500 Tablet')!;
    expect(first).toEqual({
      id: row.$id,
      name: 'Azithral 500 Tablet',
      salt_composition: 'Azithromycin',
      strength: '500 mg',
      dosage_form: 'Tablet',
      pack_size: row.pack_size,
      manufacturer: 'Alembic Pharmaceuticals Ltd',
      mrp: row.mrp,
      price: row.price,
      schedule: 'H',
      rx_required: true,
      image_url: null,
      category_id: row.category_id,
      sellable: true,
      score: 1000,
      match: 'brand',
    });
  });

  it('lists Schedule X and NDPS medicines as not sellable', async () => {
    expect((await run('Addwize')).products[0]).toMatchObject({ schedule: 'X', sellable: false });
    expect((await run('alprazolam')).products.every((p) => p.schedule === 'NDPS' && !p.sellable)).toBe(true);
  });

  it('never returns inactive products', async () => {
    const withInactive = [...catalogue, { ...catalogue[0]!, $id: 'dolo-retired', name: 'Dolo 650 Tablet Old Pack', is_active: false }];
    const reply = await search(memorySource(withInactive), buildVocabulary(withInactive), request('dolo'));
    expect(reply.products.map((p) => p.id)).not.toContain('dolo-retired');
  });

  it('pages with limit and offset over one ranked list', async () => {
    const all = await run('paracetamol', { limit: 100 });
    const page2 = await run('paracetamol', { limit: 5, offset: 5 });
    expect(page2.total).toBe(all.total);
    expect(page2.products.map((p) => p.id)).toEqual(all.products.slice(5, 10).map((p) => p.id));
  });

  it('narrows to a category', async () => {
    const reply = await run('tablet 500', { categoryId: 'cat-antibiotics' });
    expect(reply.products.length).toBeGreaterThan(0);
    expect(reply.products.every((p) => p.category_id === 'cat-antibiotics')).toBe(true);
  });

  it("with a store, keeps what it has in stock and shows the store's price", async () => {
    const dolo = catalogue.find((p) => p.name === 'Dolo 650 Tablet')!;
    const calpol = catalogue.find((p) => p.name === 'Calpol 650 Tablet')!;
    const stocked = memorySource(catalogue, { 'store-1': { [dolo.$id]: 29.5, [calpol.$id]: 27 } });
    const reply = await search(stocked, vocabulary, request('paracetamol', { storeId: 'store-1' }));
    expect(reply.products.map((p) => [p.name, p.price])).toEqual([
      ['Dolo 650 Tablet', 29.5],
      ['Calpol 650 Tablet', 27],
    ]);
    expect(reply.total).toBe(2);
  });

  it('answers a blank or one-letter query without searching', async () => {
    const blank = memorySource(catalogue);
    expect(await search(blank, vocabulary, request('   '))).toEqual({ query: '', total: 0, products: [], message: 'Type at least 2 characters to search.' });
    expect(await search(blank, vocabulary, request(' d '))).toMatchObject({ total: 0, products: [] });
    expect(blank.calls).toEqual([]);
  });

  it('offers "did you mean" words when nothing matches', async () => {
    const reply = await run('qqqq');
    expect(reply).toMatchObject({ total: 0, products: [] });
    expect(reply.suggestions).toEqual([]);
    const far = await run('gelpox');
    expect(far.total).toBe(0);
    expect(far.suggestions).toContain('Calpol');
  });

  it('searches the words as typed while there is no vocabulary yet', async () => {
    const exact = await search(source, EMPTY_VOCABULARY, request('dolo 650'));
    expect(exact.products[0]).toMatchObject({ name: 'Dolo 650 Tablet', match: 'brand' });
    const misspelt = await search(source, EMPTY_VOCABULARY, request('paracetmol'));
    expect(misspelt).toMatchObject({ total: 0, products: [], suggestions: [] });
    expect(misspelt.corrected_query).toBeUndefined();
  });

  it('asks the full-text index for the corrected words on all three indexed columns', async () => {
    const spy = memorySource(catalogue);
    await search(spy, vocabulary, request('azithromicin'));
    expect(spy.calls).toEqual(['name:azithromycin', 'salt_composition:azithromycin', 'manufacturer:azithromycin']);
  });
});

describe('suggest', () => {
  it('gives at most eight names, led by the salt for a salt query', async () => {
    const reply = await suggest(source, vocabulary, request('paracetmol', { action: 'suggest' }));
    expect(reply.corrected_query).toBe('paracetamol');
    expect(reply.suggestions[0]).toBe('Paracetamol');
    expect(reply.suggestions.length).toBe(MAX_SUGGESTIONS);
    expect(new Set(reply.suggestions).size).toBe(reply.suggestions.length);
  });

  it('gives brand names for a brand prefix, best first', async () => {
    const reply = await suggest(source, vocabulary, request('croc', { action: 'suggest' }));
    expect(reply.suggestions).toEqual(['Crocin 650 Tablet', 'Crocin Advance Tablet']);
  });

  it('gives nothing for a one-letter query', async () => {
    expect(await suggest(source, vocabulary, request('a', { action: 'suggest' }))).toEqual({ query: 'a', suggestions: [] });
  });
});

describe('createVocabularyCache', () => {
  const rowsSource = (read: () => Promise<{ name: string; salt_composition: string; manufacturer: string }[]>) => {
    const calls: string[] = [];
    return { ...memorySource([]), calls, vocabularyRows: () => (calls.push('vocabulary'), read()) };
  };

  it('builds once, serves the cached words, and refreshes them in the background when stale', async () => {
    let now = 0;
    let rows = [{ name: 'Dolo 650 Tablet', salt_composition: 'Paracetamol', manufacturer: 'Micro Labs Ltd' }];
    const src = rowsSource(async () => rows);
    const cache = createVocabularyCache({ now: () => now });
    const [a, b] = await Promise.all([cache.get(src), cache.get(src)]);
    expect(a).toBe(b);
    expect(src.calls).toEqual(['vocabulary']);
    expect(a.words.has('dolo')).toBe(true);

    rows = [{ name: 'Calpol 650 Tablet', salt_composition: 'Paracetamol', manufacturer: 'GSK' }];
    now = VOCABULARY_TTL_MS - 1;
    expect(await cache.get(src)).toBe(a);
    expect(src.calls).toHaveLength(1);

    now = VOCABULARY_TTL_MS + 1;
    // The stale words answer at once; the refresh lands for the next request.
    expect(await cache.get(src)).toBe(a);
    await new Promise((r) => setTimeout(r, 0));
    const refreshed = await cache.get(src);
    expect(refreshed.words.has('calpol')).toBe(true);
    expect(src.calls).toHaveLength(2);
  });

  it('does not hold a request longer than the wait budget while a slow first build runs', async () => {
    let finish: (rows: { name: string; salt_composition: string; manufacturer: string }[]) => void = () => {};
    const src = rowsSource(() => new Promise((resolve) => (finish = resolve)));
    const cache = createVocabularyCache({ firstBuildWaitMs: 20 });
    expect(await cache.get(src)).toBe(EMPTY_VOCABULARY);
    // Still building: a second request does not start another read.
    expect(await cache.get(src)).toBe(EMPTY_VOCABULARY);
    expect(src.calls).toEqual(['vocabulary']);
    finish([{ name: 'Dolo 650 Tablet', salt_composition: 'Paracetamol', manufacturer: 'Micro Labs Ltd' }]);
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.get(src)).words.has('dolo')).toBe(true);
  });

  it('reports a failed read, searches uncorrected meanwhile, and keeps words it already has', async () => {
    let now = 0;
    let fail = true;
    const errors: unknown[] = [];
    const src = rowsSource(async () => {
      if (fail) throw new Error('network down');
      return [{ name: 'Dolo', salt_composition: 'Paracetamol', manufacturer: 'Micro' }];
    });
    const cache = createVocabularyCache({ now: () => now, onError: (err) => errors.push(err) });
    expect(await cache.get(src)).toBe(EMPTY_VOCABULARY);
    expect(errors).toHaveLength(1);
    fail = false;
    const built = await cache.get(src);
    expect(built.words.has('dolo')).toBe(true);
    fail = true;
    now = VOCABULARY_TTL_MS + 1;
    expect(await cache.get(src)).toBe(built);
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toHaveLength(2);
    expect(await cache.get(src)).toBe(built);
  });
});

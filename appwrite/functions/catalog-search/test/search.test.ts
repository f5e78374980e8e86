import { describe, expect, it } from 'vitest';
import { buildProducts } from '../../../seed/src/build.ts';
import {
  CATALOGUE_TTL_MS,
  CATALOGUE_VERSION_CHECK_MS,
  COLD_CATALOGUE,
  buildCatalogue,
  createCatalogueCache,
  readCatalogue,
} from '../src/catalog.ts';
import type { SearchRequest } from '../src/input.ts';
import type { CatalogueRow } from '../src/product-index.ts';
import type { ProductRow } from '../src/rank.ts';
import { MAX_SUGGESTIONS, SEARCH_COLUMNS, search, suggest, type Catalogue } from '../src/search.ts';
import { memorySource } from './memory-source.ts';
import { HINGLISH_HIT_RATE_GOAL, HINGLISH_QUERIES, hitRate, isHinglishHit } from './hinglish-queries.ts';
import { MISSPELLINGS, isIntended } from './misspellings.ts';

/** The seeded illustrative catalogue (345 products), as the dev server holds it after `npm run seed`. */
const catalogue = buildProducts() as unknown as ProductRow[];
const source = memorySource(catalogue);
const built = (rows: readonly ProductRow[]): Promise<Catalogue> => readCatalogue(memorySource(rows));
/** The warm path: vocabulary and product index. */
const warm = await built(catalogue);
/** Candidates from the table's fulltext indexes (as before the index lands), with the same corrections. */
const tableOnly: Catalogue = { vocabulary: warm.vocabulary, index: null };
const request = (query: string, extra: Partial<SearchRequest> = {}): SearchRequest => ({
  action: 'search',
  query,
  limit: 20,
  offset: 0,
  categoryId: null,
  storeId: null,
  ...extra,
});

/** The behaviour the app relies on, on both candidate paths. */
describe.each([
  ['with the warm product index', warm],
  ["with candidates from the table's fulltext indexes", tableOnly],
] as const)('%s', (_label, known) => {
  const run = (query: string, extra: Partial<SearchRequest> = {}) => search(source, known, request(query, extra));

  describe('misspellings of the seeded catalogue', () => {
    it('lists at least 50, each naming a medicine that is in the catalogue', () => {
      expect(MISSPELLINGS.length).toBeGreaterThanOrEqual(50);
      for (const m of MISSPELLINGS)
        expect(
          catalogue.some((p) => isIntended(m.intended, p)),
          m.query,
        ).toBe(true);
    });

    it.each(MISSPELLINGS.map((m) => [m.query, m] as const))(
      '%s finds the intended medicine in the top 3',
      async (_q, m) => {
        const reply = await run(m.query, { limit: 3 });
        const top3 = reply.products.map((p) => `${p.name} [${p.salt_composition}]`).join('; ');
        expect(
          reply.products.some((p) => isIntended(m.intended, p)),
          `top 3: ${top3}`,
        ).toBe(true);
      },
    );
  });

  describe('Devanagari and Hinglish queries (issue 37 §4)', () => {
    const saltOf = (id: string) => catalogue.find((p) => p.$id === id)?.salt_composition;

    it('lists at least 60, each naming a product that is in the catalogue', () => {
      expect(HINGLISH_QUERIES.length).toBeGreaterThanOrEqual(60);
      expect(HINGLISH_QUERIES.filter((q) => q.script === 'devanagari').length).toBeGreaterThanOrEqual(40);
      for (const q of HINGLISH_QUERIES) expect(saltOf(q.id), q.query).toBeDefined();
    });

    it('searches a Devanagari query in Latin letters and says what it searched', async () => {
      const reply = await run('डोलो 650', { limit: 5 });
      expect(reply).toMatchObject({ query: 'डोलो 650', corrected_query: 'dolo 650' });
      expect(reply.products[0]).toMatchObject({ name: 'Dolo 650 Tablet', match: 'brand' });
      expect((await run('पैरासिटामोल')).corrected_query).toBe('paracetamol');
      const suggested = await suggest(source, known, request('क्रोसिन', { action: 'suggest' }));
      expect(suggested.suggestions).toEqual(['Crocin 650 Tablet', 'Crocin Advance Tablet']);
    });

    it('leaves an English query exactly as before (no corrected_query when nothing was corrected)', async () => {
      expect((await run('Dolo 650')).corrected_query).toBeUndefined();
      expect((await run('crosin')).corrected_query).toBe('crocin');
    });

    it('finds the intended product in the top 3 for at least 95 % of them', async () => {
      const misses: string[] = [];
      for (const q of HINGLISH_QUERIES) {
        const reply = await run(q.query, { limit: 3 });
        if (!reply.products.some((p) => isHinglishHit(q, p, saltOf)))
          misses.push(`${q.query} → ${reply.products.map((p) => p.name).join(', ') || '(nothing)'}`);
      }
      expect(hitRate(HINGLISH_QUERIES.length - misses.length), misses.join('\n')).toBeGreaterThanOrEqual(
        HINGLISH_HIT_RATE_GOAL,
      );
    });
  });

  describe('search', () => {
    it.each(['dolo 65o', 'Dolo 65O', 'dolo 650'])('"%s" ranks Dolo 650 first (issue 40 §10)', async (q) => {
      const reply = await run(q, { limit: 5 });
      expect(reply.products[0]?.name).toBe('Dolo 650 Tablet');
    });

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
      const withInactive = [
        ...catalogue,
        { ...catalogue[0]!, $id: 'dolo-retired', name: 'Dolo 650 Tablet Old Pack', is_active: false },
      ];
      const knownWithInactive = known.index ? await built(withInactive) : { vocabulary: known.vocabulary, index: null };
      const reply = await search(memorySource(withInactive), knownWithInactive, request('dolo'));
      expect(reply.products.length).toBeGreaterThan(0);
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
      const reply = await search(stocked, known, request('paracetamol', { storeId: 'store-1' }));
      expect(reply.products.map((p) => [p.name, p.price])).toEqual([
        ['Dolo 650 Tablet', 29.5],
        ['Calpol 650 Tablet', 27],
      ]);
      expect(reply.total).toBe(2);
    });

    it('answers a blank or one-letter query without searching', async () => {
      const blank = memorySource(catalogue);
      expect(await search(blank, known, request('   '))).toEqual({
        query: '',
        total: 0,
        products: [],
        message: 'Type at least 2 characters to search.',
      });
      expect(await search(blank, known, request(' d '))).toMatchObject({ total: 0, products: [] });
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
  });

  describe('suggest', () => {
    it('gives at most eight names, led by the salt for a salt query', async () => {
      const reply = await suggest(source, known, request('paracetmol', { action: 'suggest' }));
      expect(reply.corrected_query).toBe('paracetamol');
      expect(reply.suggestions[0]).toBe('Paracetamol');
      expect(reply.suggestions.length).toBe(MAX_SUGGESTIONS);
      expect(new Set(reply.suggestions).size).toBe(reply.suggestions.length);
    });

    it('gives brand names for a brand prefix, best first', async () => {
      const reply = await suggest(source, known, request('croc', { action: 'suggest' }));
      expect(reply.suggestions).toEqual(['Crocin 650 Tablet', 'Crocin Advance Tablet']);
    });

    it('gives nothing for a one-letter query', async () => {
      expect(await suggest(source, known, request('a', { action: 'suggest' }))).toEqual({
        query: 'a',
        suggestions: [],
      });
    });
  });
});

describe('the warm index and the fulltext indexes give the same answers', () => {
  // Every misspelling, and from each product the first word of its name (whole and cut short) and of its salt.
  const queries = new Set(MISSPELLINGS.map((m) => m.query));
  for (const p of catalogue) {
    const [brand = ''] = p.name.split(' ');
    queries.add(brand).add(brand.slice(0, 4)).add(p.salt_composition.split(' ')[0]!.toLowerCase());
  }
  it(`for ${queries.size} searches and suggestions`, async () => {
    expect(queries.size).toBeGreaterThan(300);
    for (const query of queries) {
      for (const extra of [{ limit: 100 }, { limit: 7, offset: 3, categoryId: 'cat-pain-fever' }]) {
        expect(await search(source, warm, request(query, extra)), query).toEqual(
          await search(source, tableOnly, request(query, extra)),
        );
      }
      expect(await suggest(source, warm, request(query, { action: 'suggest' })), query).toEqual(
        await suggest(source, tableOnly, request(query, { action: 'suggest' })),
      );
    }
  }, 120_000);
});

describe('reading the table', () => {
  it('before the first build, searches the words as typed on the fulltext indexes', async () => {
    const exact = await search(source, COLD_CATALOGUE, request('dolo 650'));
    expect(exact.products[0]).toMatchObject({ name: 'Dolo 650 Tablet', match: 'brand' });
    const misspelt = await search(source, COLD_CATALOGUE, request('paracetmol'));
    expect(misspelt).toMatchObject({ total: 0, products: [], suggestions: [] });
    expect(misspelt.corrected_query).toBeUndefined();
  });

  it('without the index, asks the fulltext indexes for the corrected words on all three columns, then reads the page', async () => {
    const spy = memorySource(catalogue);
    await search(spy, tableOnly, request('azithromicin'));
    expect(spy.calls).toEqual([
      'name:azithromycin',
      'salt_composition:azithromycin',
      'manufacturer:azithromycin',
      'rows:5',
    ]);
  });

  it('with the index, reads only the rows of the page; a suggestion reads nothing', async () => {
    const spy = memorySource(catalogue);
    const reply = await search(spy, warm, request('azithromicin', { limit: 5 }));
    expect(reply.products).toHaveLength(5);
    expect(spy.calls).toEqual(['rows:5']);
    await suggest(spy, warm, request('azithromicin', { action: 'suggest' }));
    expect(spy.calls).toEqual(['rows:5']);
  });

  it('leaves out products retired since the index was built and fills the page from the next ranked ones', async () => {
    const before = await search(source, warm, request('paracetamol', { limit: 100 }));
    const retired = new Set(before.products.slice(1, 4).map((p) => p.id));
    const now = memorySource(catalogue.map((p) => (retired.has(p.$id) ? { ...p, is_active: false } : p)));
    const reply = await search(now, warm, request('paracetamol', { limit: 5 }));
    const expected = before.products.filter((p) => !retired.has(p.id)).slice(0, 5);
    expect(reply.products.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(reply.total).toBe(before.total - 3);
    // Reads: the page of 5 (3 gone), then the 3 after it.
    expect(now.calls).toEqual(['rows:5', 'rows:3']);
  });
});

describe('readCatalogue', () => {
  it('builds page by page the same catalogue as from all rows at once', async () => {
    const paged = await readCatalogue(memorySource(catalogue));
    const rows: CatalogueRow[] = [];
    let pages = 0;
    for await (const page of memorySource(catalogue).catalogueRows()) {
      rows.push(...page);
      pages++;
    }
    expect(pages).toBeGreaterThan(1);
    const whole = buildCatalogue(rows);
    expect(paged.vocabulary).toEqual(whole.vocabulary);
    expect(paged.index!.size).toBe(catalogue.length);
    for (const text of ['paracetamol', 'tablet', 'dolo 6', 'ltd']) {
      for (const column of SEARCH_COLUMNS) {
        const ids = (known: Catalogue) =>
          known.index!.fullText(column, text, { categoryId: null }, 1000).map((p) => p.$id);
        expect(ids(paged), `${column} ${text}`).toEqual(ids(whole));
      }
    }
  });
});

describe('createCatalogueCache', () => {
  const row = (name: string, salt = 'Paracetamol'): CatalogueRow => ({
    $id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    salt_composition: salt,
    strength: '650 mg',
    dosage_form: 'Tablet',
    pack_size: 'strip of 15 tablets',
    manufacturer: 'Micro Labs Ltd',
    category_id: 'cat-pain-fever',
  });
  const rowsSource = (read: () => Promise<CatalogueRow[]>) => {
    const calls: string[] = [];
    return {
      ...memorySource([]),
      calls,
      async *catalogueRows() {
        calls.push('catalogue');
        yield await read();
      },
    };
  };
  const finds = (known: Catalogue, word: string) =>
    known.vocabulary.words.has(word) &&
    (known.index?.fullText('name', word, { categoryId: null }, 1).length ?? 0) === 1;

  it('builds once, serves the cached catalogue, and rebuilds it in the background when stale', async () => {
    let now = 0;
    let rows = [row('Dolo 650 Tablet')];
    const src = rowsSource(async () => rows);
    const cache = createCatalogueCache({ now: () => now });
    const [a, b] = await Promise.all([cache.get(src), cache.get(src)]);
    expect(a).toBe(b);
    expect(src.calls).toEqual(['catalogue']);
    expect(finds(a, 'dolo')).toBe(true);

    rows = [row('Calpol 650 Tablet')];
    now = CATALOGUE_TTL_MS - 1;
    expect(await cache.get(src)).toBe(a);
    expect(src.calls).toHaveLength(1);

    now = CATALOGUE_TTL_MS + 1;
    // The stale catalogue answers at once; the rebuild lands for the next request.
    expect(await cache.get(src)).toBe(a);
    await new Promise((r) => setTimeout(r, 0));
    const refreshed = await cache.get(src);
    expect(finds(refreshed, 'calpol')).toBe(true);
    expect(finds(refreshed, 'dolo')).toBe(false);
    expect(src.calls).toHaveLength(2);
  });

  it('rebuilds as soon as the products change (their newest $updatedAt), checking at most every few seconds', async () => {
    let now = 0;
    let rows = [row('Dolo 650 Tablet')];
    let version = 'v1';
    const versionReads: number[] = [];
    const src = {
      ...rowsSource(async () => rows),
      async catalogueVersion() {
        versionReads.push(now);
        return version;
      },
    };
    const cache = createCatalogueCache({ now: () => now });
    const a = await cache.get(src);
    expect(src.calls).toEqual(['catalogue']);
    expect(versionReads).toEqual([0]);

    // An admin renames the product: within the check interval nothing is read again …
    rows = [row('Dolo Extra 650 Tablet')];
    version = 'v2';
    now = CATALOGUE_VERSION_CHECK_MS - 1;
    expect(await cache.get(src)).toBe(a);
    expect(versionReads).toEqual([0]);
    // … after it, one version read notices the change and rebuilds (long before the TTL).
    now = CATALOGUE_VERSION_CHECK_MS;
    expect(await cache.get(src)).toBe(a);
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    const refreshed = await cache.get(src);
    expect(finds(refreshed, 'extra')).toBe(true);
    expect(src.calls).toEqual(['catalogue', 'catalogue']);

    // Unchanged: the next check reads the version only.
    now += CATALOGUE_VERSION_CHECK_MS;
    expect(await cache.get(src)).toBe(refreshed);
    await new Promise((r) => setTimeout(r, 0));
    expect(src.calls).toHaveLength(2);
    expect(versionReads).toHaveLength(4);
  });

  it('does not hold a request longer than the wait budget while a slow first build runs', async () => {
    let finish: (rows: CatalogueRow[]) => void = () => {};
    const src = rowsSource(() => new Promise((resolve) => (finish = resolve)));
    const cache = createCatalogueCache({ firstBuildWaitMs: 20 });
    expect(await cache.get(src)).toBe(COLD_CATALOGUE);
    // Still building: a second request does not start another read.
    expect(await cache.get(src)).toBe(COLD_CATALOGUE);
    expect(src.calls).toEqual(['catalogue']);
    finish([row('Dolo 650 Tablet')]);
    await new Promise((r) => setTimeout(r, 0));
    expect(finds(await cache.get(src), 'dolo')).toBe(true);
  });

  it('reports a failed read, searches the table uncorrected meanwhile, and keeps the catalogue it already has', async () => {
    let now = 0;
    let fail = true;
    const errors: unknown[] = [];
    const src = rowsSource(async () => {
      if (fail) throw new Error('network down');
      return [row('Dolo')];
    });
    const cache = createCatalogueCache({ now: () => now, onError: (err) => errors.push(err) });
    expect(await cache.get(src)).toBe(COLD_CATALOGUE);
    expect(errors).toHaveLength(1);
    fail = false;
    const first = await cache.get(src);
    expect(finds(first, 'dolo')).toBe(true);
    fail = true;
    now = CATALOGUE_TTL_MS + 1;
    expect(await cache.get(src)).toBe(first);
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toHaveLength(2);
    expect(await cache.get(src)).toBe(first);
  });
});

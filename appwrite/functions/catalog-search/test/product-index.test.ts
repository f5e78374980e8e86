import { TablesDB } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { buildProducts, syntheticProductRow } from '../../../seed/src/build.ts';
import { appwriteCatalogSource, lowestPrices } from '../src/appwrite-source.ts';
import { readCatalogue } from '../src/catalog.ts';
import {
  buildProductIndex,
  fullTextTerms,
  productIndexBuilder,
  type CatalogueRow,
  type ProductIndex,
} from '../src/product-index.ts';
import { CANDIDATES_PER_COLUMN, SEARCH_COLUMNS, type CatalogSource } from '../src/search.ts';
import { MISSPELLINGS } from './misspellings.ts';

const row = (
  id: string,
  name: string,
  salt: string,
  manufacturer = 'Micro Labs Ltd',
  category = 'cat-pain-fever',
): CatalogueRow => ({
  $id: id,
  name,
  salt_composition: salt,
  strength: '500 mg',
  dosage_form: 'Tablet',
  pack_size: 'strip of 10 tablets',
  manufacturer,
  category_id: category,
});

describe('fullTextTerms', () => {
  it('keeps the last word as a prefix and drops other words under 3 characters and stopwords', () => {
    expect(fullTextTerms('Vitamin B 12')).toEqual({ whole: ['vitamin'], prefix: '12' });
    expect(fullTextTerms('cream for the skin')).toEqual({ whole: ['cream'], prefix: 'skin' });
    expect(fullTextTerms('of')).toEqual({ whole: [], prefix: 'of' });
    expect(fullTextTerms('Crème-Dolo')).toEqual({ whole: ['creme'], prefix: 'dolo' });
    expect(fullTextTerms(' ,. ')).toBeNull();
  });
});

describe('buildProductIndex', () => {
  const index = buildProductIndex([
    row('p1', 'Dolo 650 Tablet', 'Paracetamol'),
    row('p2', 'Calpol 500 Tablet', 'Paracetamol', 'GSK Pharmaceuticals Ltd'),
    row('p3', 'Vitamin B12 + Vitamin D3 Drops', 'Methylcobalamin + Cholecalciferol', 'Abbott', 'cat-vitamins'),
    row('p4', 'Crocin Advance Tablet', 'Paracetamol', 'Haleon India'),
    row('p5', 'Combiflam Tablet', 'Ibuprofen + Paracetamol', 'Sanofi India Ltd', 'cat-vitamins'),
  ]);
  const ids = (column: (typeof SEARCH_COLUMNS)[number], text: string, limit = 10, categoryId: string | null = null) =>
    index.fullText(column, text, { categoryId }, limit).map((p) => p.$id);

  it('matches any whole word, the last one also as a prefix, in catalogue order', () => {
    expect(index.size).toBe(5);
    expect(ids('name', 'crocin dolo')).toEqual(['p1', 'p4']);
    expect(ids('name', 'cal')).toEqual(['p2']);
    expect(ids('name', 'cal dolo')).toEqual(['p1']);
    expect(ids('salt_composition', 'paracetamol')).toEqual(['p1', 'p2', 'p4', 'p5']);
    expect(ids('manufacturer', 'ltd')).toEqual(['p1', 'p2', 'p5']);
  });

  it('lists a product once when a word repeats in it or several words match', () => {
    expect(ids('name', 'vitamin')).toEqual(['p3']);
    expect(ids('name', 'tablet dolo')).toEqual(['p1', 'p2', 'p4', 'p5']);
  });

  it('caps at the limit, keeping the first in catalogue order, and narrows to a category before the cap', () => {
    expect(ids('salt_composition', 'paracetamol', 2)).toEqual(['p1', 'p2']);
    expect(ids('salt_composition', 'paracetamol', 1, 'cat-vitamins')).toEqual(['p5']);
    expect(ids('salt_composition', 'paracetamol', 0)).toEqual([]);
  });

  it('built a page at a time, numbers products on across pages; adding after the build is refused', () => {
    const builder = productIndexBuilder();
    builder.add([row('p1', 'Dolo 650 Tablet', 'Paracetamol')]);
    builder.add([row('p2', 'Calpol 500 Tablet', 'Paracetamol'), row('p3', 'Dolo 250 Suspension', 'Paracetamol')]);
    const paged = builder.finish();
    expect(paged.fullText('name', 'dolo', { categoryId: null }, 10).map((p) => p.$id)).toEqual(['p1', 'p3']);
    expect(paged.fullText('salt_composition', 'paracetamol', { categoryId: null }, 10).map((p) => p.$id)).toEqual([
      'p1',
      'p2',
      'p3',
    ]);
    expect(() => builder.add([row('p4', 'Crocin', 'Paracetamol')])).toThrow('add() after finish()');
  });

  it('keeps the words ranking compares, so candidates need no second split', () => {
    const [dolo] = index.fullText('name', 'dolo', { categoryId: null }, 1);
    expect(dolo!.words).toEqual({
      name: ['dolo', '650', 'tablet'],
      brand: ['dolo', '650'],
      salt: ['paracetamol'],
      maker: ['micro', 'labs', 'ltd'],
      details: ['500', 'mg', 'tablet', 'strip', 'of', '10', 'tablets'],
    });
  });
});

describe('lowestPrices', () => {
  it("takes each product's lowest selling price across its batches", () => {
    const prices = lowestPrices([
      { product_id: 'p1', selling_price: 30 },
      { product_id: 'p2', selling_price: 12.5 },
      { product_id: 'p1', selling_price: 27.25 },
      { product_id: 'p1', selling_price: 29 },
    ]);
    expect([...prices]).toEqual([
      ['p1', 27.25],
      ['p2', 12.5],
    ]);
  });
});

/**
 * The index must answer exactly as `Query.search` on the products table does, or the warm
 * function would rank other candidates than a cold one: compared here with the dev server's
 * fulltext indexes over the seeded catalogue plus synthetic rows (so common words match more
 * than the 200-candidate cap) and rows with short words, stopwords and retired products.
 */
describe('appwrite-source against the dev server (node-appwrite): fulltext conformance, stock, page rows', () => {
  let t: TestServer;
  let source: CatalogSource;
  let index: ProductIndex;
  const seeded = buildProducts();
  const synthetic = Array.from({ length: 900 }, (_, i) => syntheticProductRow(seeded.length + 1 + i));
  const edge = [
    { ...seeded[0]!, $id: 'edge-retired', slug: 'edge-retired', name: 'Dolo 650 Tablet Retired', is_active: false },
    {
      ...seeded[1]!,
      $id: 'edge-short',
      slug: 'edge-short',
      name: 'Vitamin B 12 of the Day',
      salt_composition: 'Vitamin B12 + Vitamin D3',
    },
  ];

  beforeAll(async () => {
    t = await startTestServer();
    const tablesDB = new TablesDB(t.serverClient());
    const rows = [...seeded, ...synthetic, ...edge];
    for (let i = 0; i < rows.length; i += 500)
      await tablesDB.createRows({ databaseId: 'instamg', tableId: 'products', rows: rows.slice(i, i + 500) });
    // Store inventory: the first 100 products with 12 batches each (more in-stock rows than one stock request
    // returns), the next 50 with one batch, the last of them out of stock.
    const inventory = seeded.slice(0, 150).flatMap((p, i) =>
      Array.from({ length: i < 100 ? 12 : 1 }, (_, batch) => ({
        $id: `inv-${i}-${batch}`,
        store_id: 'store-batches',
        product_id: String(p.$id),
        batch: `B${batch}`,
        expiry: '2027-12-31T00:00:00.000+00:00',
        // Batch 3 is the cheapest but sold out: the price is batch 5's.
        stock: i === 149 || batch === 3 ? 0 : 5,
        selling_price: batch === 3 ? 1 : batch === 5 ? 10 + i : 50 + i + batch,
        mrp: 100 + i,
      })),
    );
    for (let i = 0; i < inventory.length; i += 500)
      await tablesDB.createRows({
        databaseId: 'instamg',
        tableId: 'store_inventory',
        rows: inventory.slice(i, i + 500),
      });
    source = appwriteCatalogSource(tablesDB);
    index = (await readCatalogue(source)).index!;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads every active product, in catalogue order', async () => {
    expect(index.size).toBe(seeded.length + synthetic.length + 1);
    expect(index.fullText('name', 'retired', { categoryId: null }, 10)).toEqual([]);
  });

  it('gives the same candidates, in the same order, for every column, with and without a category', async () => {
    const texts = new Set([
      'paracetamol',
      'dolo 650',
      'crocin advance',
      'tablet',
      'vitamin b 12',
      'b12',
      'of the day',
      'the',
      'ltd',
      'sun',
      'synthetic',
      'amlodipine 5',
      'zzzq',
      // A short word or a stopword before the last word is ignored by the fulltext index.
      'd3 zzzq',
      '12 zzzq',
      'the zzzq',
      'with zzzq',
      'day zzzq',
    ]);
    for (const m of MISSPELLINGS) texts.add(m.query);
    for (const p of seeded.slice(0, 60))
      texts
        .add(String(p.name).split(' ').slice(0, 2).join(' ').toLowerCase())
        .add(String(p.salt_composition).slice(0, 5).toLowerCase());
    const mismatches: string[] = [];
    for (const text of texts) {
      for (const column of SEARCH_COLUMNS) {
        for (const categoryId of [null, 'cat-pain-fever']) {
          const fromTable = (await source.fullText(column, text, { categoryId }, CANDIDATES_PER_COLUMN)).map(
            (p) => p.$id,
          );
          const fromIndex = index.fullText(column, text, { categoryId }, CANDIDATES_PER_COLUMN).map((p) => p.$id);
          if (fromTable.join() !== fromIndex.join())
            mismatches.push(
              `${column} "${text}" ${categoryId ?? ''}: table ${fromTable.length}, index ${fromIndex.length}`,
            );
        }
      }
    }
    expect(texts.size).toBeGreaterThan(150);
    expect(mismatches).toEqual([]);
  });

  it("reads a store's in-stock products at their lowest in-stock price, however many batches and ids", async () => {
    const ids = [...seeded.slice(0, 150).map((p) => String(p.$id)), 'no-such-product'];
    const prices = await source.storeStock('store-batches', ids);
    expect(prices.size).toBe(149);
    expect(prices.get(String(seeded[0]!.$id))).toBe(10);
    expect(prices.get(String(seeded[99]!.$id))).toBe(10 + 99);
    expect(prices.get(String(seeded[120]!.$id))).toBe(50 + 120);
    expect(prices.has(String(seeded[149]!.$id))).toBe(false);
    expect((await source.storeStock('another-store', ids)).size).toBe(0);
  });

  it('reads the full rows of active products only, more than 100 ids at a time', async () => {
    const ids = [...seeded.slice(0, 150).map((p) => String(p.$id)), 'edge-retired', 'no-such-product'];
    const rows = await source.activeProducts(ids);
    expect(rows.map((r) => r.$id).sort()).toEqual(ids.slice(0, 150).sort());
    const dolo = rows.find((r) => r.$id === seeded[0]!.$id)!;
    expect(dolo).toMatchObject({
      name: seeded[0]!.name,
      mrp: seeded[0]!.mrp,
      price: seeded[0]!.price,
      schedule: seeded[0]!.schedule,
      is_active: true,
    });
  });
});

import { Functions, Query, TablesDB } from 'node-appwrite';
import { toLatin } from '../../functions/lib/text/transliterate.ts';
import {
  HINGLISH_HIT_RATE_GOAL,
  HINGLISH_QUERIES,
  isHinglishHit,
} from '../../functions/catalog-search/test/hinglish-queries.ts';
import { isIntended, MISSPELLINGS } from '../../functions/catalog-search/test/misspellings.ts';
import { buildProducts, syntheticProductRow } from '../../seed/src/build.ts';
import { quoteIdent, tableLayout, valueColumn } from '../src/db/layout.ts';
import { benchServer, bulkLoad, emit, machine, ms, percentile, prng, time, type Timing } from './common.ts';

/**
 * The catalogue search the app uses (issue 6): the catalog-search function — typo correction
 * against the catalogue's vocabulary, candidates from its warm product index (the matches the
 * three fulltext indexes give), ranking, one read of the returned page's rows — executed
 * through node-appwrite `functions.createExecution`, at 10k and 100k products (the
 * seeded catalogue plus the seed's scale-mode rows). Side by side in the same run: the naive
 * search a client could do without it (`Query.contains` on name or salt through node-appwrite,
 * LIKE '%term%' in the dev server) and a raw SQLite LIKE over the three columns (no HTTP). Queries:
 * every misspelling in appwrite/functions/catalog-search/test/misspellings.ts plus correctly
 * spelt words from product names; the misspellings also give the top-3 hit rate of each method.
 *
 * Devanagari and Hinglish (issue 37 §4): the queries of appwrite/functions/catalog-search/test/hinglish-queries.ts
 * give their own top-3 hit rate, and their p99 with transliteration (as typed: the function turns Devanagari
 * into Latin letters and matches those words by their consonants) against without (the same queries already
 * in Latin letters, toLatin run here, so the function does none of it), the two interleaved in one run.
 *
 * Sizes: BENCH_SEARCH_SIZES=10000,100000 (default); correctly spelt queries: BENCH_QUERIES (200);
 * rounds of the Devanagari/Hinglish set: BENCH_HINGLISH_ROUNDS (3).
 */
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '10000,100000').split(',').map(Number);
const WORDS = Number(process.env.BENCH_QUERIES ?? 200);
const LIMIT = 20;
const HINGLISH_ROUNDS = Number(process.env.BENCH_HINGLISH_ROUNDS ?? 3);

interface Product {
  id: string;
  name: string;
  salt_composition: string;
}

interface Result {
  size: number;
  loadMs: number;
  search: Timing;
  contains: Timing;
  rawLike: Timing;
  searchHits: number;
  containsHits: number;
  hinglishHits: number;
  /** Hits of the same queries with Devanagari already in Latin letters (no transliteration in the function). */
  hinglishHitsWithout: number;
  transliterated: Timing;
  untransliterated: Timing;
}

async function measure(size: number): Promise<Result> {
  const server = await benchServer();
  try {
    const catalogue = buildProducts();
    const loadMs = bulkLoad(server, 'products', size, (n) =>
      n <= catalogue.length ? catalogue[n - 1]! : syntheticProductRow(n),
    );
    const client = await server.serve();
    const functions = new Functions(client);
    const tablesDB = new TablesDB(client);

    const execute = async (query: string): Promise<Product[]> => {
      const execution = await functions.createExecution({
        functionId: 'catalog-search',
        body: JSON.stringify({ query, limit: LIMIT }),
      });
      if (execution.responseStatusCode !== 200)
        throw new Error(`catalog-search answered ${execution.responseStatusCode}: ${execution.responseBody}`);
      return (JSON.parse(execution.responseBody) as { products: Product[] }).products;
    };
    const contains = async (query: string): Promise<Product[]> =>
      (
        await tablesDB.listRows<Product & import('node-appwrite').Models.Row>({
          databaseId: 'instamg',
          tableId: 'products',
          queries: [
            Query.or([Query.contains('name', query), Query.contains('salt_composition', query)]),
            Query.equal('is_active', true),
            Query.limit(LIMIT),
          ],
          total: false,
        })
      ).rows;
    const layout = tableLayout(server.table('products'));
    const likeStmt = server.db.prepare(
      `SELECT _id FROM ${quoteIdent(layout.rows)} WHERE ${['name', 'salt_composition', 'manufacturer'].map((c) => `${quoteIdent(valueColumn(c))} LIKE @term`).join(' OR ')}`,
    );

    // The function builds its catalogue (vocabulary and product index) in the background on first
    // use (≈ 20 pages at 100k); until then it searches as typed. Wait for corrections before timing.
    const warmStarted = performance.now();
    for (;;) {
      const execution = await functions.createExecution({
        functionId: 'catalog-search',
        body: JSON.stringify({ query: MISSPELLINGS[0]!.query }),
      });
      if ((JSON.parse(execution.responseBody) as { corrected_query?: string }).corrected_query) break;
      if (performance.now() - warmStarted > 120_000)
        throw new Error('catalog-search never corrected a misspelling within 120 s');
      await new Promise((r) => setTimeout(r, 500));
    }
    console.error(`search ${size}: catalogue ready after ${ms((performance.now() - warmStarted) / 1000)} s`);

    const words = new Set<string>();
    for (const p of catalogue)
      for (const w of `${p.name as string} ${p.salt_composition as string}`.toLowerCase().split(/[^a-z]+/))
        if (w.length >= 4) words.add(w);
    const vocabulary = [...words].sort();
    const random = prng(size);
    const queries = [
      ...MISSPELLINGS.map((m) => m.query),
      ...Array.from({ length: WORDS }, () => vocabulary[Math.floor(random() * vocabulary.length)]!),
    ];

    const hits = async (find: (q: string) => Promise<Product[]>) => {
      let n = 0;
      for (const m of MISSPELLINGS) if ((await find(m.query)).slice(0, 3).some((p) => isIntended(m.intended, p))) n++;
      return n;
    };
    const searchHits = await hits(execute);
    const containsHits = await hits(contains);
    const saltOf = new Map(catalogue.map((p) => [p.$id, p.salt_composition as string]));
    let hinglishHits = 0;
    let hinglishHitsWithout = 0;
    for (const q of HINGLISH_QUERIES) {
      const hit = (found: Product[]) => found.slice(0, 3).some((p) => isHinglishHit(q, p, (id) => saltOf.get(id)));
      if (hit(await execute(q.query))) hinglishHits++;
      if (hit(await execute(toLatin(q.query)))) hinglishHitsWithout++;
    }
    // With and without transliteration, interleaved so both see the same machine load.
    const withSamples: number[] = [];
    const withoutSamples: number[] = [];
    for (let round = 0; round < HINGLISH_ROUNDS; round++)
      for (const q of HINGLISH_QUERIES) {
        const latin = toLatin(q.query);
        let t0 = performance.now();
        await execute(q.query);
        withSamples.push(performance.now() - t0);
        t0 = performance.now();
        await execute(latin);
        withoutSamples.push(performance.now() - t0);
      }
    const timing = (samples: number[]): Timing => {
      samples.sort((a, b) => a - b);
      return { p50: percentile(samples, 50), p99: percentile(samples, 99), runs: samples.length };
    };
    const search = await time(queries, execute);
    const containsTiming = await time(queries, contains);
    const rawLike = await time(queries, (q) => likeStmt.all({ term: `%${q}%` }));
    return {
      size,
      loadMs,
      search,
      contains: containsTiming,
      rawLike,
      searchHits,
      containsHits,
      hinglishHits,
      hinglishHitsWithout,
      transliterated: timing(withSamples),
      untransliterated: timing(withoutSamples),
    };
  } finally {
    await server.close();
  }
}

const ratio = (r: Result): number => r.transliterated.p99 / r.untransliterated.p99;
const results: Result[] = [];
for (const size of SIZES) {
  const r = await measure(size);
  results.push(r);
  console.error(
    `search ${size}: catalog-search p50 ${ms(r.search.p50)} p99 ${ms(r.search.p99)} ms, top-3 ${r.searchHits}/${MISSPELLINGS.length} · contains p50 ${ms(r.contains.p50)} p99 ${ms(r.contains.p99)}, top-3 ${r.containsHits} · raw LIKE p50 ${ms(r.rawLike.p50)} · load ${ms(r.loadMs / 1000)} s`,
  );
  console.error(
    `search ${size}: Devanagari/Hinglish top-3 ${r.hinglishHits}/${HINGLISH_QUERIES.length} (already in Latin: ${r.hinglishHitsWithout}) · p99 with transliteration ${ms(r.transliterated.p99)} ms, without ${ms(r.untransliterated.p99)} ms (×${ratio(r).toFixed(2)})`,
  );
}

const largest = results.at(-1)!;
const size = (r: Result): string => r.size.toLocaleString('en-IN');
const rate = (n: number): string => `${((100 * n) / MISSPELLINGS.length).toFixed(0)} % (${n}/${MISSPELLINGS.length})`;
const hinglishRate = (n: number): string =>
  `${((100 * n) / HINGLISH_QUERIES.length).toFixed(1)} % (${n}/${HINGLISH_QUERIES.length})`;
emit({
  name: 'Catalogue search (catalog-search function, issue 6)',
  markdown: [
    `**catalog-search** = \`functions.createExecution('catalog-search', { query, limit: ${LIMIT} })\` through node-appwrite: the warm function corrects misspelt words against the catalogue vocabulary, takes candidates from its in-memory product index (the same matches as the name, salt and manufacturer fulltext indexes), ranks them and reads the full rows of the returned page only. **contains** = the naive search without the function: \`Query.or([contains(name), contains(salt_composition)])\` + \`limit(${LIMIT})\` through node-appwrite (LIKE '%term%' in the dev server, stops at ${LIMIT} matches). **raw LIKE** = SQLite \`LIKE '%term%'\` over name, salt and manufacturer, every match, no HTTP. Queries: the ${MISSPELLINGS.length} misspellings of \`misspellings.ts\` and ${WORDS} correctly spelt words from product names. Products: the seeded catalogue plus the seed's scale-mode rows. Top-3 hit rate: the intended medicine among the first 3 results for each misspelling.`,
    '',
    '| Products | catalog-search p50 | catalog-search p99 | Top-3 hit rate | contains p50 | contains p99 | contains top-3 | raw LIKE p50 | raw LIKE p99 | Load |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${size(r)} | ${ms(r.search.p50)} ms | ${ms(r.search.p99)} ms | ${rate(r.searchHits)} | ${ms(r.contains.p50)} ms | ${ms(r.contains.p99)} ms | ${rate(r.containsHits)} | ${ms(r.rawLike.p50)} ms | ${ms(r.rawLike.p99)} ms | ${(r.loadMs / 1000).toFixed(1)} s |`,
    ),
    '',
    `Runs per size: ${MISSPELLINGS.length + WORDS} queries per method after 5 warm-ups. Machine: ${machine()}.`,
    '',
    `**Devanagari and Hinglish** (issue 37 §4): the ${HINGLISH_QUERIES.length} queries of \`hinglish-queries.ts\` (${HINGLISH_QUERIES.filter((q) => q.script === 'devanagari').length} in Devanagari, the rest Hinglish in Latin letters) through the same function. *With transliteration*: as typed. *Without*: the same queries with the Devanagari already in Latin letters (\`toLatin\` run by the benchmark), so the function neither transliterates nor matches by consonants. Interleaved, ${HINGLISH_ROUNDS} rounds.`,
    '',
    '| Products | Top-3 hit rate | Top-3, already in Latin | p50 with | p99 with | p50 without | p99 without | p99 with / without |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${size(r)} | ${hinglishRate(r.hinglishHits)} | ${hinglishRate(r.hinglishHitsWithout)} | ${ms(r.transliterated.p50)} ms | ${ms(r.transliterated.p99)} ms | ${ms(r.untransliterated.p50)} ms | ${ms(r.untransliterated.p99)} ms | ${ratio(r).toFixed(2)} |`,
    ),
  ].join('\n'),
  targets: [
    {
      target: `Issue 6: search p99 < 20 ms at ${size(largest)} products through the SDK (measured ${ms(largest.search.p99)} ms)`,
      met: largest.search.p99 < 20,
    },
    {
      target: `Issue 6: top-3 hit rate 100 % on ${MISSPELLINGS.length} misspellings at ${size(largest)} products (measured ${rate(largest.searchHits)})`,
      met: largest.searchHits === MISSPELLINGS.length,
    },
    {
      target: `Issue 37 §4: Devanagari/Hinglish top-3 hit rate ≥ ${100 * HINGLISH_HIT_RATE_GOAL} % at ${size(largest)} products (measured ${hinglishRate(largest.hinglishHits)})`,
      met: largest.hinglishHits >= HINGLISH_HIT_RATE_GOAL * HINGLISH_QUERIES.length,
    },
  ],
});

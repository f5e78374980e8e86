import { Query, TablesDB } from 'node-appwrite';
import { syntheticProductRow } from '../../seed/src/build.ts';
import { quoteIdent, tableLayout, valueColumn } from '../src/db/layout.ts';
import { benchServer, bulkLoad, emit, machine, ms, prng, time } from './common.ts';

/**
 * Product search over 100k products (the seed's scale-mode rows): `Query.search('name', term)` on
 * the FTS5 fulltext index through node-appwrite over HTTP, next to the same request as
 * `Query.contains('name', term)` (a LIKE '%term%' scan through the same stack) and a raw SQLite
 * `LIKE '%term%'` full scan, in the same run. BENCH_PRODUCTS (default 100000), BENCH_QUERIES (200).
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const LIMIT = 25;

const server = await benchServer();
try {
  const loadMs = bulkLoad(server, 'products', PRODUCTS, (n) => syntheticProductRow(n));
  const tables = new TablesDB(await server.serve());
  // Search terms: words that occur in product names (brands and salts), picked deterministically.
  const words = new Set<string>();
  for (let n = 1; n <= 2_000; n++)
    for (const w of String(syntheticProductRow(n).name)
      .toLowerCase()
      .split(/[^a-z]+/))
      if (w.length >= 4 && w !== 'synthetic') words.add(w);
  const vocabulary = [...words].sort();
  const random = prng(PRODUCTS);
  const terms = Array.from({ length: QUERIES }, () => vocabulary[Math.floor(random() * vocabulary.length)]!);

  const layout = tableLayout(server.table('products'));
  const likeStmt = server.db.prepare(
    `SELECT _id FROM ${quoteIdent(layout.rows)} WHERE ${quoteIdent(valueColumn('name'))} LIKE ?`,
  );
  const search = (term: string) =>
    tables.listRows({
      databaseId: 'instamg',
      tableId: 'products',
      queries: [Query.search('name', term), Query.limit(LIMIT)],
      total: false,
    });
  const contains = (term: string) =>
    tables.listRows({
      databaseId: 'instamg',
      tableId: 'products',
      queries: [Query.contains('name', term), Query.limit(LIMIT)],
      total: false,
    });

  // Both paths must find rows for a term that exists, or the comparison is empty.
  const probe = await search(terms[0]!);
  if (probe.rows.length === 0) throw new Error(`search found nothing for "${terms[0]}"`);

  const fulltext = await time(terms, search);
  const containsScan = await time(terms, contains);
  const rawLike = await time(terms, (term) => likeStmt.all(`%${term}%`));
  console.error(
    `search ${PRODUCTS}: fulltext p50 ${ms(fulltext.p50)} p99 ${ms(fulltext.p99)} · contains p99 ${ms(containsScan.p99)} · raw LIKE p99 ${ms(rawLike.p99)} · load ${ms(loadMs / 1000)} s`,
  );

  emit({
    name: 'Product search (backend)',
    markdown: [
      `\`Query.search('name', term)\` + \`limit(${LIMIT})\` over ${PRODUCTS.toLocaleString('en-IN')} products (FTS5 index \`name_search\`) through node-appwrite over HTTP, against the same request with \`Query.contains('name', term)\` (a \`LIKE '%term%'\` scan through the same stack) and a raw SQLite \`LIKE '%term%' LIMIT ${LIMIT}\` (no HTTP). Terms: ${QUERIES} brand/salt words drawn from the product names.`,
      '',
      '| Products | Query | p50 | p99 |',
      '|---:|---|---:|---:|',
      `| ${PRODUCTS.toLocaleString('en-IN')} | search (FTS5), HTTP | ${ms(fulltext.p50)} ms | ${ms(fulltext.p99)} ms |`,
      `| ${PRODUCTS.toLocaleString('en-IN')} | contains (LIKE scan), HTTP | ${ms(containsScan.p50)} ms | ${ms(containsScan.p99)} ms |`,
      `| ${PRODUCTS.toLocaleString('en-IN')} | raw SQLite LIKE '%term%', all matches (full scan) | ${ms(rawLike.p50)} ms | ${ms(rawLike.p99)} ms |`,
      '',
      `Load: ${(loadMs / 1000).toFixed(1)} s. Machine: ${machine()}.`,
    ].join('\n'),
    targets: [
      {
        target: `search p99 < 20 ms at ${PRODUCTS.toLocaleString('en-IN')} products (measured ${ms(fulltext.p99)} ms)`,
        met: fulltext.p99 < 20,
      },
    ],
  });
} finally {
  await server.close();
}

import { Query } from 'node-appwrite';
import { syntheticStoreRow } from '../../seed/src/build.ts';
import { quoteIdent, lonColumn, latColumn, tableLayout } from '../src/db/layout.ts';
import { parseQueries } from '../src/db/query.ts';
import { RowStores } from '../src/db/rows.ts';
import { EARTH_RADIUS_M } from '../src/db/sql.ts';
import { benchServer, bulkLoad, emit, machine, ms, prng, time, type Timing } from './common.ts';

/**
 * Locator query at 10k / 100k / 1M stores (the seed's scale-mode rows): stores within 5 km of a
 * point, sorted by distance, nearest 10 — as the store-locator function does it (paged
 * `distanceLessThan` 5 km + `is_active` through node-appwrite over HTTP, then sort in JS), next
 * to a full-scan baseline in the same run (every row's point read from SQLite, haversine in JS,
 * sort). The first page alone (`limit 10`, the raw indexed query) is reported too.
 *
 * Sizes: BENCH_LOCATOR_SIZES=10000,100000,1000000 (default); queries per size: BENCH_QUERIES.
 */
const SIZES = (process.env.BENCH_LOCATOR_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const RADIUS_M = 5_000;
const LIMIT = 10;
const PAGE = 500; // the store-locator function's PAGE_SIZE for reading every store in the radius

// The scale-mode centres' neighbourhoods (seed build.ts), where the stores are.
const CENTRES = [[77.209, 28.6139], [72.8777, 19.076], [77.5946, 12.9716], [78.4867, 17.385], [73.8567, 18.5204], [80.2707, 13.0827], [88.3639, 22.5726], [75.7873, 26.9124]] as const;

function haversine(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

interface Row {
  result: { size: number; loadMs: number; indexed: Timing; engine: Timing; firstPage: Timing; scan: Timing; meanInRadius: number };
}

async function measure(size: number): Promise<Row['result']> {
  const server = await benchServer();
  try {
    const loadMs = bulkLoad(server, 'stores', size, (n) => syntheticStoreRow(n));
    const random = prng(size);
    const points = Array.from({ length: QUERIES }, () => {
      const [lon, lat] = CENTRES[Math.floor(random() * CENTRES.length)]!;
      return [lon + (random() - 0.5) * 0.6, lat + (random() - 0.5) * 0.6] as [number, number];
    });
    const layout = tableLayout(server.table('stores'));
    const scanStmt = server.db.prepare(`SELECT _id, ${quoteIdent(lonColumn('location'))} AS lon, ${quoteIdent(latColumn('location'))} AS lat FROM ${quoteIdent(layout.rows)} WHERE c_is_active = 1`).raw();

    const nearestByScan = (p: [number, number]): string[] =>
      (scanStmt.all() as [string, number, number][])
        .map(([id, lon, lat]) => ({ id, d: haversine(p[0], p[1], lon, lat) }))
        .filter((s) => s.d < RADIUS_M)
        .sort((a, b) => a.d - b.d)
        .slice(0, LIMIT)
        .map((s) => s.id);

    let inRadius = 0;
    const nearestByIndex = async (p: [number, number]): Promise<string[]> => {
      const rows: { $id: string; location: [number, number] }[] = [];
      for (;;) {
        const queries = [Query.distanceLessThan('location', p, RADIUS_M, true), Query.equal('is_active', true), Query.limit(PAGE)];
        if (rows.length) queries.push(Query.cursorAfter(rows.at(-1)!.$id));
        const page = await tables.listRows<{ $id: string; location: [number, number] } & import('node-appwrite').Models.Row>({ databaseId: 'instamg', tableId: 'stores', queries, total: false });
        rows.push(...page.rows);
        if (page.rows.length < PAGE) break;
      }
      inRadius += rows.length;
      return rows
        .map((r) => ({ id: r.$id, d: haversine(p[0], p[1], r.location[0], r.location[1]) }))
        .sort((a, b) => a.d - b.d)
        .slice(0, LIMIT)
        .map((s) => s.id);
    };

    // The same query inside the dev server's engine (query parser + SQLite with the R*Tree), no HTTP/JSON.
    const stores = new RowStores(server.db).for(server.table('stores'));
    const nearestByEngine = (p: [number, number]): string[] =>
      stores
        .find(parseQueries([Query.distanceLessThan('location', p, RADIUS_M, true), Query.equal('is_active', true), Query.limit(100_000)], server.table('stores')), null)
        .map((r) => { const [lon, lat] = r.values.location as [number, number]; return { id: r.id, d: haversine(p[0], p[1], lon, lat) }; })
        .sort((a, b) => a.d - b.d)
        .slice(0, LIMIT)
        .map((s) => s.id);

    // The indexed paths must give the same answer as the scan, or their speed means nothing.
    // The synchronous phases (scan, engine) block this process's event loop for a long time at 1M;
    // they run before any HTTP so no idle keep-alive socket goes stale underneath the client.
    const expected = points.slice(0, 5).map(nearestByScan);
    points.slice(0, 5).forEach((p, i) => {
      const c = nearestByEngine(p);
      if (JSON.stringify(c) !== JSON.stringify(expected[i])) throw new Error(`locator mismatch at ${p.join(',')}: engine ${c.join(' ')} vs scan ${expected[i]!.join(' ')}`);
    });
    const engine = await time(points, nearestByEngine);
    // A full scan at 1M takes long: fewer runs keep the benchmark bounded without hiding its p99 much.
    const scan = await time(points.slice(0, Math.max(10, Math.round((QUERIES * 10_000) / size))), nearestByScan, 2);

    const tables = await server.serve();
    for (const [i, p] of points.slice(0, 5).entries()) {
      const a = await nearestByIndex(p);
      if (JSON.stringify(a) !== JSON.stringify(expected[i])) throw new Error(`locator mismatch at ${p.join(',')}: HTTP ${a.join(' ')} vs scan ${expected[i]!.join(' ')}`);
    }
    inRadius = 0;
    const indexed = await time(points, nearestByIndex);
    const meanInRadius = inRadius / (indexed.runs + Math.min(5, points.length));
    const firstPage = await time(points, (p) => tables.listRows({ databaseId: 'instamg', tableId: 'stores', queries: [Query.distanceLessThan('location', p, RADIUS_M, true), Query.limit(LIMIT)], total: false }));
    return { size, loadMs, indexed, engine, firstPage, scan, meanInRadius };
  } finally {
    await server.close();
  }
}

const results: Row['result'][] = [];
for (const size of SIZES) {
  const r = await measure(size);
  results.push(r);
  console.error(`locator ${size}: index p50 ${ms(r.indexed.p50)} p99 ${ms(r.indexed.p99)} ms · engine p99 ${ms(r.engine.p99)} · first page p99 ${ms(r.firstPage.p99)} · scan p50 ${ms(r.scan.p50)} p99 ${ms(r.scan.p99)} · load ${ms(r.loadMs / 1000)} s`);
}

const largest = results.at(-1)!;
const ratio = (r: Row['result']): number => r.scan.p50 / r.indexed.p50;
emit({
  name: 'Locator query (backend)',
  markdown: [
    `Stores within 5 km of a point (random points near the scale-mode city centres), nearest 10. **Locator** = what the store-locator function does: \`distanceLessThan(location, 5000 m)\` + \`is_active\` through node-appwrite over HTTP to the dev server (R*Tree prefilter + exact great-circle check), every page of ${PAGE}, then sort by distance in JS. **Engine** = the same query inside the dev server's query engine (query parser + SQLite + R*Tree, no HTTP/JSON), sorted in JS. **First page** = the single indexed request \`distanceLessThan\` + \`limit(10)\`. **Full scan** = every store's point read from SQLite, haversine in JS, sort (no HTTP). Same data, same process, same run; the locator's top 10 is checked equal to the scan's before timing.`,
    '',
    '| Stores | Locator p50 | Locator p99 | Engine p50 | Engine p99 | First page p99 | Full scan p50 | Full scan p99 | Scan ÷ locator (p50) | Scan ÷ engine (p50) | Stores in 5 km (mean) | Load |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) => `| ${r.size.toLocaleString('en-IN')} | ${ms(r.indexed.p50)} ms | ${ms(r.indexed.p99)} ms | ${ms(r.engine.p50)} ms | ${ms(r.engine.p99)} ms | ${ms(r.firstPage.p99)} ms | ${ms(r.scan.p50)} ms | ${ms(r.scan.p99)} ms | ${ratio(r).toFixed(0)}× | ${(r.scan.p50 / r.engine.p50).toFixed(0)}× | ${r.meanInRadius.toFixed(0)} | ${(r.loadMs / 1000).toFixed(1)} s |`),
    '',
    `Runs per size: ${QUERIES} locator and first-page queries after 5 warm-ups; full scan ${results.map((r) => r.scan.runs).join(' / ')} runs. Machine: ${machine()}.`,
  ].join('\n'),
  targets: [
    { target: `locator p99 < 5 ms at ${largest.size.toLocaleString('en-IN')} stores (measured over HTTP ${ms(largest.indexed.p99)} ms; in the engine ${ms(largest.engine.p99)} ms; first page alone ${ms(largest.firstPage.p99)} ms)`, met: largest.indexed.p99 < 5 },
    { target: `locator ≥ 100× the full scan at ${largest.size.toLocaleString('en-IN')} stores (measured ${ratio(largest).toFixed(0)}×)`, met: ratio(largest) >= 100 },
  ],
});

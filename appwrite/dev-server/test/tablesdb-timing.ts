/**
 * Local timing check for the data layer (not a test; no assertions, nothing runs it in CI):
 * loads STORES stores (default 1,000,000) and 100,000 products through the real storage code and
 * times the hot queries. `STORES=200000 npx tsx appwrite/dev-server/test/tablesdb-timing.ts`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { openDatabase } from '../src/db/connection.ts';
import { loadSchema, findTable, type TableDef } from '../src/db/schema.ts';
import { prepareStorage } from '../src/db/storage.ts';
import { RowStore } from '../src/db/rows.ts';
import { parseQueries } from '../src/db/query.ts';
import { validateRowData, ROWS } from '../src/db/values.ts';
import { Query } from 'node-appwrite';

const N = Number(process.env.STORES ?? 1_000_000);
const dir = mkdtempSync(join(tmpdir(), 'bench-'));
const db = openDatabase(dir);
const schema = loadSchema(resolve(import.meta.dirname, '../../appwrite.json'));
prepareStorage(db, schema.tables);
const stores = findTable(schema, 'instamg', 'stores')!;
const products = findTable(schema, 'instamg', 'products')!;
const ss = new RowStore(db, stores);
const ps = new RowStore(db, products);
let seed = 1;
const rnd = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
const now = new Date().toISOString().replace('Z', '+00:00');
let t0 = performance.now();
const BATCH = 5000;
for (let b = 0; b < N; b += BATCH) {
  db.transaction(() => {
    for (let i = b; i < Math.min(N, b + BATCH); i++) {
      const data = validateRowData(
        ROWS,
        stores,
        {
          name: `Store ${i} Pharmacy`,
          address: 'addr',
          city: 'Pune',
          state: 'MH',
          postal_code: '411001',
          location: [68 + rnd() * 29, 8 + rnd() * 29],
          phone: '+911234567890',
          drug_license_number: 'DL',
          gstin: 'G',
          team_id: `team${i}`,
        },
        'complete',
        true,
      );
      ss.insert({ id: `s${i}`, createdAt: now, updatedAt: now, permissions: [], values: data.values });
    }
  })();
}
console.log(`insert ${N} stores: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const words = [
  'paracetamol',
  'ibuprofen',
  'amoxicillin',
  'cetirizine',
  'metformin',
  'azithromycin',
  'dolo',
  'crocin',
  'pantoprazole',
  'omeprazole',
];
t0 = performance.now();
db.transaction(() => {
  for (let i = 0; i < 100_000; i++) {
    const name = `${words[i % 10]} ${words[(i * 7) % 10]} ${i} mg tablet`;
    const data = validateRowData(
      ROWS,
      products,
      {
        name,
        slug: `p-${i}`,
        salt_composition: words[i % 10],
        salt_key: words[i % 10],
        dosage_form: 'tablet',
        pack_size: '10',
        manufacturer: 'Cipla',
        mrp: 10,
        price: 9,
        schedule: 'none',
        rx_required: false,
        gst_rate: 12,
        hsn: '3004',
        category_id: 'c1',
      },
      'complete',
      true,
    );
    ps.insert({ id: `p${i}`, createdAt: now, updatedAt: now, permissions: [], values: data.values });
  }
})();
console.log(`insert 100k products: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

function time(label: string, store: RowStore, table: TableDef, queries: string[], reps = 50): void {
  const parsed = parseQueries(queries, table);
  store.find(parsed, null);
  const t = performance.now();
  let n = 0;
  for (let i = 0; i < reps; i++) n = store.find(parsed, null).length;
  console.log(`${label}: ${((performance.now() - t) / reps).toFixed(3)} ms/query, ${n} rows`);
}
time('distanceLessThan 5km limit 10', ss, stores, [
  Query.distanceLessThan('location', [77.59, 12.97], 5000),
  Query.limit(10),
]);
time('distanceLessThan 5km limit 100', ss, stores, [
  Query.distanceLessThan('location', [77.59, 12.97], 5000),
  Query.limit(100),
]);
time('distance + equal city', ss, stores, [
  Query.distanceLessThan('location', [77.59, 12.97], 5000),
  Query.equal('is_active', true),
  Query.limit(10),
]);
time('search paracetamol', ps, products, [Query.search('name', 'paracetamol')]);
time('search prefix parac', ps, products, [Query.search('name', 'parac')]);
time('search two words', ps, products, [Query.search('name', 'dolo crocin')]);
const t = performance.now();
const c = ps.count(parseQueries([Query.search('name', 'parac')], products), null);
console.log(`count search: ${(performance.now() - t).toFixed(2)} ms (${c})`);
time('equal slug', ps, products, [Query.equal('slug', 'p-500')]);
time('list first page', ss, stores, []);
time('order price desc', ps, products, [Query.orderDesc('price'), Query.limit(25)]);
db.close();
rmSync(dir, { recursive: true, force: true });

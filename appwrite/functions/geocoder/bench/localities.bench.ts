/**
 * Locality search hit rate (issue 22 item 1): for each well-known locality in localities.json, is
 * the geocoder's FIRST suggestion in the intended city? Today's ranking (the search module as of
 * BASELINE_COMMIT, read from git) and the current one run side by side on the same data.
 *
 *   npm run bench -- --only geocoder
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadAliases } from '../src/aliases.ts';
import { loadPins } from '../src/pins.ts';
import * as current from '../src/search.ts';

/** The last commit before the ranking was tuned. */
const BASELINE_COMMIT = '2e05d05';

interface Dataset {
  cities: Record<string, string>;
  localities: { query: string; city: string }[];
}
// The baseline's buildSearchIndex takes places only and ignores the aliases.
type SearchModule = Pick<typeof current, 'buildSearchIndex' | 'searchPlaces'>;

const dataset = JSON.parse(readFileSync(resolve(import.meta.dirname, 'localities.json'), 'utf8')) as Dataset;
const places = loadPins();
const aliases = loadAliases();

async function baselineModule(): Promise<SearchModule | null> {
  try {
    const source = execFileSync('git', ['show', `${BASELINE_COMMIT}:appwrite/functions/geocoder/src/search.ts`], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const file = join(mkdtempSync(join(tmpdir(), 'geocoder-baseline-')), 'search.ts');
    writeFileSync(file, source);
    return (await import(pathToFileURL(file).href)) as SearchModule;
  } catch {
    return null; // a shallow clone without that commit: report the current ranking alone
  }
}

function measure(module: SearchModule, withAliases = true) {
  const built = performance.now();
  const index = module.buildSearchIndex(places, withAliases ? aliases : []);
  const buildMs = performance.now() - built;
  const misses: string[] = [];
  const started = performance.now();
  for (const { query, city } of dataset.localities) {
    const first = module.searchPlaces(index, query)[0];
    const pattern = new RegExp(dataset.cities[city]!);
    if (!first || !pattern.test(first.postal_code))
      misses.push(`${query} (${city}) → ${first ? first.description : 'nothing'}`);
  }
  const perQueryMs = (performance.now() - started) / dataset.localities.length;
  const hits = dataset.localities.length - misses.length;
  return { hits, rate: hits / dataset.localities.length, misses, perQueryMs, buildMs };
}

const baseline = await baselineModule();
const before = baseline ? measure(baseline) : null;
const withoutAliases = measure(current, false);
const after = measure(current);
const pct = (r: number) => `${(r * 100).toFixed(1)} %`;
const n = dataset.localities.length;
const cityCount = Object.keys(dataset.cities).length;
const markdown = [
  `## Locality search: first suggestion in the intended city`,
  '',
  `${n} well-known localities from ${cityCount} cities (appwrite/functions/geocoder/bench/localities.json), offline geocoder, no user location.`,
  '',
  '| Ranking | Hits | Hit rate | Time per query | Index build (cold start) |',
  '|---|---:|---:|---:|---:|',
  ...(before
    ? [
        `| before (${BASELINE_COMMIT}) | ${before.hits}/${n} | ${pct(before.rate)} | ${before.perQueryMs.toFixed(2)} ms | ${before.buildMs.toFixed(0)} ms |`,
      ]
    : []),
  `| current ranking, without the alias layer | ${withoutAliases.hits}/${n} | ${pct(withoutAliases.rate)} | ${withoutAliases.perQueryMs.toFixed(2)} ms | ${withoutAliases.buildMs.toFixed(0)} ms |`,
  `| current | ${after.hits}/${n} | ${pct(after.rate)} | ${after.perQueryMs.toFixed(2)} ms | ${after.buildMs.toFixed(0)} ms |`,
  '',
  after.misses.length ? `Misses now: ${after.misses.join('; ')}.` : 'No misses now.',
  '',
].join('\n');
console.error(markdown);
console.log(
  `BENCH_RESULT ${JSON.stringify({
    name: 'geocoder-localities',
    markdown,
    targets: [{ target: `locality hit rate ≥ 95 % (now ${pct(after.rate)})`, met: after.rate >= 0.95 }],
  })}`,
);

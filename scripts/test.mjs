// `npm test`: everything a fresh clone needs, then every check: typecheck, lint and format, builds,
// unit and integration tests (Vitest, real SDKs against the dev server), and Playwright in Debian's
// Chromium against the built apps and a freshly seeded dev server. Ends with one summary line.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildIfNeeded } from './lib/stack.mjs';
import { ensureInstalled, log, root, run } from './lib/proc.mjs';
import { failedVitestTests, formatSlowest, slowestPlaywrightSpecs, slowestVitestFiles } from './lib/slowest.mjs';

const resultsDir = resolve(root, '.data/test-results');
mkdirSync(resultsDir, { recursive: true });
const failures = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

async function stage(name, fn) {
  const started = Date.now();
  log(`▶ ${name}`);
  try {
    await fn();
    log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (err) {
    failures.push(name);
    log(`✖ ${name}: ${err instanceof Error ? err.message : err}`);
  }
}

async function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'Debian Chromium is missing at /usr/bin/chromium. Install it with: sudo apt-get install -y chromium',
    );
  }
  log('Installing Debian Chromium for the browser tests (apt-get)…');
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

await stage('install', ensureInstalled);
// Without dependencies every later stage fails for the same reason: stop at the real one.
if (failures.includes('install')) {
  log('tests: install failed; nothing else can run');
  process.exit(1);
}
await stage('chromium', ensureChromium);
// Before the build, which regenerates them: a schema change committed without its row types fails here.
await stage('generated row types', () => run('node', ['scripts/gen-rows.mjs', '--check']));
// Typecheck, lint and format read the sources only, so they run at the same time: tsc runs its
// projects two at a time but its last ones leave a core idle, and ESLint and Prettier use one core each.
await Promise.all([
  stage('typecheck', () => run('node', ['scripts/typecheck.mjs'])),
  // Lint encodes the boundaries (apps, domain/, cycles, shared MUI and router); Prettier the one format.
  // Both run, so one report shows every finding. Fix: `npm run format && npm run lint -- --fix`.
  stage('lint and format', async () => {
    const failed = [];
    await Promise.all([
      run('npx', ['eslint', '.']).catch(() => failed.push('eslint')),
      run('npx', ['prettier', '--check', '--log-level', 'warn', '.']).catch(() => failed.push('prettier')),
    ]);
    if (failed.length) throw new Error(`${failed.join(' and ')} found problems (listed above)`);
  }),
]);
await stage('build', () => buildIfNeeded({ force: Boolean(process.env.CI), firstLoadCheck: true }));

const vitestJson = resolve(resultsDir, 'vitest.json');
await stage('unit and integration tests (vitest)', () =>
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]),
);
const vitest = readJson(vitestJson);
// Where the time went, in every log: the files to make share set-up next (docs/testing.md).
if (vitest) console.log(formatSlowest('Slowest Vitest files (wall s)', slowestVitestFiles(vitest, root)));
if (vitest) {
  counts.passed += vitest.numPassedTests ?? 0;
  counts.failed += vitest.numFailedTests ?? 0;
  counts.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}

const playwrightJson = resolve(resultsDir, 'playwright.json');
await stage('browser tests (playwright, Debian chromium)', () =>
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    env: {
      PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  }),
);
const playwright = readJson(playwrightJson);
if (playwright)
  console.log(formatSlowest('Slowest Playwright specs (s, all runs)', slowestPlaywrightSpecs(playwright)));
if (playwright?.stats) {
  counts.passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  counts.failed += playwright.stats.unexpected ?? 0;
  counts.skipped += playwright.stats.skipped ?? 0;
}

const vitestFailed = failedVitestTests(vitest, root);
if (vitestFailed.length) console.log(['Failed Vitest tests:', ...vitestFailed.map((line) => `  ${line}`)].join('\n'));
if (failures.length) log(`Failed stages: ${failures.join(', ')}`);
// The one closing line CI reads.
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length ? 1 : 0);

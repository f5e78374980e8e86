// CLI: `tsx appwrite/seed/src/main.ts [--force] [--scale-stores N --scale-products M] [--dry-run]`.
// Config from APPWRITE_ENDPOINT / APPWRITE_PROJECT_ID / APPWRITE_API_KEY; flags override.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildBaseDataset, dryRunTeamIds, SEED_VERSION } from './build.js';
import { DEFAULT_BATCH_SIZE, runSeed, validateDataset } from './seed.js';
import { loadAppwriteConfig } from './schema.js';

const USAGE = `Usage: tsx appwrite/seed/src/main.ts [options]

  --endpoint URL         Appwrite endpoint (env APPWRITE_ENDPOINT, e.g. http://localhost:8080/v1)
  --project ID           project id (env APPWRITE_PROJECT_ID, default "instamg")
  --key KEY              API key (env APPWRITE_API_KEY)
  --force                re-seed even if the seed_version marker exists (replaces seeded rows)
  --scale-stores N       add N synthetic stores (≤ 1,000,000) for benchmarks
  --scale-products M     add M synthetic products (≤ 100,000) for benchmarks
  --batch-size N         rows per bulk createRows call (default ${DEFAULT_BATCH_SIZE}; real Appwrite allows 100, max 1000)
  --dry-run              build and validate the data against appwrite.json, print counts, no network
  --help`;

function integerFlag(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a non-negative integer, got "${value}"`);
  return Number(value);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      endpoint: { type: 'string' },
      project: { type: 'string' },
      key: { type: 'string' },
      force: { type: 'boolean', default: false },
      'scale-stores': { type: 'string' },
      'scale-products': { type: 'string' },
      'batch-size': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const now = new Date();
  if (values['dry-run']) {
    const dataset = buildBaseDataset(now, dryRunTeamIds());
    const problems = validateDataset(loadAppwriteConfig(), dataset);
    for (const [table, rows] of Object.entries(dataset)) console.log(`${table}: ${rows.length} rows`);
    if (problems.length > 0) throw new Error(`Seed data does not fit appwrite.json:\n${problems.join('\n')}`);
    console.log(`Seed ${SEED_VERSION}: data is valid against appwrite.json (dry run, nothing sent).`);
    return;
  }
  await runSeed({
    endpoint: values.endpoint ?? process.env.APPWRITE_ENDPOINT ?? '',
    projectId: values.project ?? process.env.APPWRITE_PROJECT_ID ?? 'instamg',
    apiKey: values.key ?? process.env.APPWRITE_API_KEY ?? '',
    force: values.force,
    batchSize: integerFlag('batch-size', values['batch-size'], DEFAULT_BATCH_SIZE),
    scaleStores: integerFlag('scale-stores', values['scale-stores'], 0),
    scaleProducts: integerFlag('scale-products', values['scale-products'], 0),
    // Each data directory gets its own demo passwords: e2e runs write theirs elsewhere so they
    // never overwrite the credentials of the database `npm start` uses.
    credentialsPath:
      process.env.SEED_CREDENTIALS_FILE ?? fileURLToPath(new URL('../../.credentials.json', import.meta.url)),
    now,
    log: (line) => console.log(line),
  });
}

main().catch((error: unknown) => {
  // Only the message: SDK errors carry no secrets, but a full object dump could include request data.
  console.error(`Seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});

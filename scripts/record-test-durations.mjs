// Writes scripts/lib/vitest-durations.json (the order a fresh clone's Vitest run starts its files
// in, longest first) from a Vitest JSON report: by default the last `npm test`'s
// .data/test-results/vitest.json. Run it after a full run when files were added or got slower.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { durationsFromReport } from './lib/test-order.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reportPath = resolve(process.argv[2] ?? resolve(root, '.data/test-results/vitest.json'));
const durations = durationsFromReport(JSON.parse(readFileSync(reportPath, 'utf8')), root);
const out = resolve(root, 'scripts/lib/vitest-durations.json');
writeFileSync(out, `${JSON.stringify(durations, null, 2)}\n`);
console.log(`${Object.keys(durations).length} files → ${out}`);

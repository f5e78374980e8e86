// Strict TypeScript over every workspace, as two programs run side by side: the browser side
// (tsconfig.apps.json) and the server side (tsconfig.backend.json). One program per side reads the
// libraries' types once; one per workspace read MUI's and shared's types eight times over.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { log, root, run } from './lib/proc.mjs';

const PROGRAMS = {
  'tsconfig.apps.json': [
    'shared',
    'shell',
    'mf-catalog',
    'mf-cart-checkout',
    'mf-location',
    'mf-store-panel',
    'mf-admin',
    'e2e',
  ],
  'tsconfig.backend.json': ['appwrite/dev-server', 'appwrite/seed', 'appwrite/functions/*'],
};

// A new workspace must be placed in one of the programs (and its folders in that program's include).
const { workspaces } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const covered = new Set(Object.values(PROGRAMS).flat());
const missing = workspaces.filter((pattern) => !covered.has(pattern));
if (missing.length) {
  console.error(`typecheck: add ${missing.join(', ')} to a program in scripts/typecheck.mjs and its tsconfig`);
  process.exit(1);
}
for (const pattern of covered) {
  const dir = pattern.replace(/\/\*$/, '');
  if (!existsSync(resolve(root, dir)) || (pattern === dir && !existsSync(resolve(root, dir, 'tsconfig.json')))) {
    console.error(`typecheck: ${pattern} is listed but has no tsconfig.json`);
    process.exit(1);
  }
}

// tsc itself rather than through npx (which costs a start-up per program); each is single-threaded.
const tsc = resolve(root, 'node_modules/typescript/bin/tsc');
const failed = [];
await Promise.all(
  Object.keys(PROGRAMS).map(async (project) => {
    try {
      await run(process.execPath, [tsc, '--noEmit', '-p', project]);
      log(`typecheck ${project}: ok`);
    } catch {
      failed.push(project);
    }
  }),
);
if (failed.length) {
  console.error(`typecheck failed in: ${failed.join(', ')}`);
  process.exit(1);
}

// Strict TypeScript over every workspace that has a tsconfig.json, one after the other.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { log, root, run } from './lib/proc.mjs';

const { workspaces } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
// Workspace patterns are plain folders or `parent/*` (Node 20 has no fs.globSync).
const expand = (pattern) => {
  if (!pattern.endsWith('/*')) return [pattern];
  const parent = pattern.slice(0, -2);
  if (!existsSync(resolve(root, parent))) return [];
  return readdirSync(resolve(root, parent), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${parent}/${d.name}`);
};
const dirs = workspaces.flatMap(expand);
// A workspace may add a tsconfig.test.json when its tsconfig.json covers only src. The functions
// and their helpers are checked as one program (appwrite/functions/tsconfig.json covers each one's
// src, test and bench, lib and build.ts), not one tsc per function.
const FUNCTIONS = 'appwrite/functions/';
const projects = [...dirs.filter((dir) => !dir.startsWith(FUNCTIONS)), 'appwrite/functions'].flatMap((dir) =>
  ['tsconfig.json', 'tsconfig.test.json']
    .filter((name) => existsSync(resolve(root, dir, name)))
    .map((name) => `${dir}/${name}`),
);

// One tsc per project, as many at a time as the machine has cores (each is single-threaded), and
// tsc itself rather than through npx (which costs a start-up per project).
const tsc = resolve(root, 'node_modules/typescript/bin/tsc');
const failed = [];
const queue = [...projects];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    try {
      await run(process.execPath, [tsc, '--noEmit', '-p', project]);
      log(`typecheck ${project}: ok`);
    } catch {
      failed.push(project);
    }
  }
}
await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), 4)) }, worker));
if (failed.length) {
  console.error(`typecheck failed in: ${failed.join(', ')}`);
  process.exit(1);
}

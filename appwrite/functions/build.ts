// Bundles each Appwrite function into one self-contained file: `<function>/src/main.ts` with the
// helpers of `lib/`, the `shared/src/domain` modules it imports and node-appwrite → the entrypoint
// appwrite.json names (`dist/main.js`). Appwrite then gets one folder per function that needs no
// install or build step, and the dev server runs the very same file (see README.md here).
//   npx tsx appwrite/functions/build.ts                 every function of appwrite.json
//   npx tsx appwrite/functions/build.ts order-state     only these (ids, or `.` for the current folder)
import { readFileSync, existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOURCE_ENTRY, bundleFunction } from './bundle.ts';

export { SOURCE_ENTRY, bundleFunction, ensureBundle, type BundleResult } from './bundle.ts';

const functionsDir = dirname(fileURLToPath(import.meta.url));
const appwriteDir = resolve(functionsDir, '..');

interface FunctionEntry {
  $id: string;
  path?: string;
  entrypoint: string;
}

/** The functions of appwrite.json whose folder has TypeScript source to bundle. */
export function bundledFunctions(
  schemaPath = join(appwriteDir, 'appwrite.json'),
): { id: string; folder: string; entrypoint: string }[] {
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as { functions?: FunctionEntry[] };
  return (schema.functions ?? [])
    .map((fn) => ({
      id: fn.$id,
      folder: resolve(dirname(schemaPath), fn.path ?? `functions/${fn.$id}`),
      entrypoint: fn.entrypoint,
    }))
    .filter((fn) => existsSync(join(fn.folder, SOURCE_ENTRY)));
}

async function main(args: string[]): Promise<void> {
  const all = bundledFunctions();
  const wanted = args.map((arg) => (arg === '.' ? basename(process.cwd()) : arg));
  const unknown = wanted.filter((id) => !all.some((fn) => fn.id === id));
  if (unknown.length)
    throw new Error(`build: unknown function(s) ${unknown.join(', ')}. Known: ${all.map((fn) => fn.id).join(', ')}`);
  const selected = wanted.length ? all.filter((fn) => wanted.includes(fn.id)) : all;
  const started = Date.now();
  for (const fn of selected) {
    const { outfile, bytes } = await bundleFunction(fn.folder, fn.entrypoint);
    console.log(`✔ function ${fn.id.padEnd(16)} ${relative(process.cwd(), outfile)} (${(bytes / 1000).toFixed(1)} kB)`);
  }
  console.log(`Bundled ${selected.length} function(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

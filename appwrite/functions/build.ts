// Bundles each Appwrite function into one self-contained file: `<function>/src/main.ts` with the
// helpers of `lib/`, the `shared/src/domain` modules it imports and node-appwrite → the entrypoint
// appwrite.json names (`dist/main.js`). Appwrite then gets one folder per function that needs no
// install or build step, and the dev server runs the very same file (see README.md here).
//   npx tsx appwrite/functions/build.ts                 every function of appwrite.json
//   npx tsx appwrite/functions/build.ts order-state     only these (ids, or `.` for the current folder)
import { renameSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const functionsDir = dirname(fileURLToPath(import.meta.url));
const appwriteDir = resolve(functionsDir, '..');

/** The entry every function's code starts from. */
export const SOURCE_ENTRY = 'src/main.ts';

export interface BundleResult {
  /** Absolute path of the written bundle. */
  outfile: string;
  bytes: number;
  /** Absolute paths of our own source files in the bundle (node_modules left out): what to watch. */
  sources: string[];
}

/**
 * Bundles `<folder>/src/main.ts` into `<folder>/<entrypoint>` as an ES module (the folder's
 * package.json says `"type": "module"`; Appwrite's node runtime imports the entrypoint and calls
 * its default export with the open-runtimes context). The file is written to a temporary name
 * and renamed, so a process importing it (another dev server, a test) never reads half of it.
 */
export async function bundleFunction(folder: string, entrypoint = 'dist/main.js'): Promise<BundleResult> {
  const outfile = resolve(folder, entrypoint);
  const result = await build({
    absWorkingDir: folder,
    entryPoints: [join(folder, SOURCE_ENTRY)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node22', // appwrite.json: runtime node-22
    format: 'esm',
    // Some of node-appwrite's dependencies are CommonJS and require() Node built-ins; an ES
    // module has no `require`, so the bundle makes one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    legalComments: 'none',
    // main.js.map beside the bundle: the dev server runs with --enable-source-maps, so stack
    // traces in execution logs name src/*.ts lines.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const output = result.outputFiles.find((file) => file.path === outfile);
  if (!output) throw new Error(`esbuild wrote no ${entrypoint} for ${folder}`);
  mkdirSync(dirname(outfile), { recursive: true });
  // The map first, so a reader of the new bundle finds its map.
  for (const file of [...result.outputFiles.filter((f) => f !== output), output]) {
    const temporary = `${file.path}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  const sources = Object.keys(result.metafile.inputs)
    .filter((input) => !input.split(/[\\/]/).includes('node_modules'))
    .map((input) => resolve(folder, input));
  return { outfile, bytes: output.contents.length, sources };
}

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

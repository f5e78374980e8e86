// One function's bundle: `<function>/src/main.ts` with the helpers of `lib/`, the `shared/src`
// modules it imports and node-appwrite → one self-contained ES module (the entrypoint appwrite.json
// names, `dist/main.js`). build.ts (the CLI, `npm run build:functions`) and the dev server's
// function workers (dev-server/src/functions/worker.ts) both bundle with this module, so what the
// dev server runs is what Appwrite gets. Nothing here reads import.meta: the dev server bundles
// this module into its worker script.
import { createHash } from 'node:crypto';
import { renameSync, mkdirSync, readFileSync, writeFileSync, existsSync, statSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build, version as esbuildVersion, type BuildOptions } from 'esbuild';

/** The entry every function's code starts from. */
export const SOURCE_ENTRY = 'src/main.ts';

/** Everything but the paths; with esbuild's version also the cache key of a bundle, so a change here rebuilds. */
const BUILD_OPTIONS = {
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
} as const satisfies BuildOptions;

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
  const startedAt = Date.now();
  const result = await build({
    ...BUILD_OPTIONS,
    absWorkingDir: folder,
    entryPoints: [join(folder, SOURCE_ENTRY)],
    outfile,
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
  const inputs = Object.keys(result.metafile.inputs);
  const sources = inputs
    .filter((input) => !input.split(/[\\/]/).includes('node_modules'))
    .map((input) => resolve(folder, input));
  writeManifest(folder, outfile, inputs, startedAt);
  return { outfile, bytes: output.contents.length, sources };
}

/**
 * The bundle of `<folder>/src/main.ts` as `bundleFunction` makes it, reusing the one on disk when
 * it was built from exactly the files there now. Every dev server a test file starts forks one
 * worker per function it runs, and each used to bundle again (about a second of esbuild, ~90
 * test files × several functions); the bundle's manifest (`<entrypoint>.inputs.json`: a hash of
 * every input file, node_modules included, and of this file and esbuild's version) says whether
 * a rebuild would produce anything else. Any edit, a new or a moved import (it edits an input),
 * a changed dependency or build option makes it stale, and then this builds.
 */
export async function ensureBundle(folder: string, entrypoint = 'dist/main.js'): Promise<BundleResult> {
  const outfile = resolve(folder, entrypoint);
  const manifest = readManifest(outfile);
  if (manifest && manifest.key === buildKey() && existsSync(`${outfile}.map`)) {
    const current = hashInputs(folder, Object.keys(manifest.inputs));
    if (current && Object.entries(manifest.inputs).every(([input, hash]) => current[input] === hash)) {
      const sources = Object.keys(manifest.inputs)
        .filter((input) => !input.split(/[\\/]/).includes('node_modules'))
        .map((input) => resolve(folder, input));
      return { outfile, bytes: statSync(outfile).size, sources };
    }
  }
  return bundleFunction(folder, entrypoint);
}

interface Manifest {
  /** What else decides the output: the build options and esbuild's version. */
  key: string;
  /** Input path (relative to the folder, as esbuild's metafile names it) → sha1 of its content. */
  inputs: Record<string, string>;
  /** sha1 of the bundle the inputs made: a bundle written since by anything else is not reused. */
  bundle: string;
}

const manifestPath = (outfile: string) => `${outfile}.inputs.json`;

let key: string | undefined;
function buildKey(): string {
  key ??= createHash('sha1').update(esbuildVersion).update(JSON.stringify(BUILD_OPTIONS)).digest('hex');
  return key;
}

const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex');

/** Hashes of the inputs, or null when one is gone. */
function hashInputs(folder: string, inputs: readonly string[]): Record<string, string> | null {
  const hashes: Record<string, string> = {};
  for (const input of inputs) {
    try {
      hashes[input] = sha1(readFileSync(resolve(folder, input)));
    } catch {
      return null;
    }
  }
  return hashes;
}

function readManifest(outfile: string): Manifest | null {
  try {
    const manifest = JSON.parse(readFileSync(manifestPath(outfile), 'utf8')) as Manifest;
    // The bundle itself must be the one the manifest describes (not one written since by older code).
    return manifest.bundle === sha1(readFileSync(outfile)) ? manifest : null;
  } catch {
    return null;
  }
}

function writeManifest(folder: string, outfile: string, inputs: readonly string[], startedAt: number): void {
  const hashes = hashInputs(folder, inputs);
  // An input saved while esbuild ran may not be what it read: leave no manifest, the next start rebuilds.
  if (!hashes || inputs.some((input) => statSync(resolve(folder, input)).mtimeMs >= startedAt)) {
    rmManifest(outfile);
    return;
  }
  const manifest: Manifest = { key: buildKey(), inputs: hashes, bundle: sha1(readFileSync(outfile)) };
  const temporary = `${manifestPath(outfile)}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, JSON.stringify(manifest));
  renameSync(temporary, manifestPath(outfile));
}

function rmManifest(outfile: string): void {
  rmSync(manifestPath(outfile), { force: true });
}

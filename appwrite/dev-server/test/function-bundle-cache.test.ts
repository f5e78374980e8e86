import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleFunction, ensureBundle } from '../../functions/bundle.ts';

/**
 * ensureBundle (what the dev server's function workers call): the bundle on disk is reused only
 * when it was built from exactly the files there now; any change to an input builds again.
 */
let dir: string;
const fn = () => join(dir, 'functions/hello');
const bundle = () => join(fn(), 'dist/main.js');
const greeting = (text: string) => `export const greeting = ${JSON.stringify(text)};\n`;

/** Marks the bundle, so a rebuild (which writes a new file) is told apart from a reuse. */
function mark(): void {
  writeFileSync(bundle(), `${readFileSync(bundle(), 'utf8')}\n// reused`);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'instamg-build-cache-'));
  mkdirSync(join(fn(), 'src'), { recursive: true });
  mkdirSync(join(dir, 'functions/lib'), { recursive: true });
  writeFileSync(join(dir, 'functions/lib/greeting.ts'), greeting('hello'));
  writeFileSync(
    join(fn(), 'src/main.ts'),
    "import { greeting } from '../../lib/greeting.ts';\nexport default async ({ res }) => res.text(greeting);\n",
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Sets every source's mtime a little in the past, as files saved before the build started are. */
function ageSources(): void {
  const past = new Date(Date.now() - 60_000);
  for (const file of ['functions/lib/greeting.ts', 'functions/hello/src/main.ts'])
    utimesSync(join(dir, file), past, past);
}

describe('ensureBundle', () => {
  it('builds when there is no bundle, and reuses it while no input changed', async () => {
    ageSources();
    const first = await ensureBundle(fn());
    expect(readFileSync(bundle(), 'utf8')).toContain('"hello"');
    expect(first.sources.map((s) => s.slice(dir.length))).toEqual(
      expect.arrayContaining(['/functions/lib/greeting.ts', '/functions/hello/src/main.ts']),
    );
    const built = statSync(bundle()).mtimeMs;
    const again = await ensureBundle(fn());
    expect(statSync(bundle()).mtimeMs).toBe(built);
    expect(again.sources.sort()).toEqual(first.sources.sort());
  });

  it('builds again when a shared module the bundle pulled in changes', async () => {
    writeFileSync(join(dir, 'functions/lib/greeting.ts'), greeting('namaste'));
    ageSources();
    await ensureBundle(fn());
    expect(readFileSync(bundle(), 'utf8')).toContain('"namaste"');
  });

  it('builds again when the bundle on disk is not the one its manifest describes', async () => {
    ageSources();
    await bundleFunction(fn());
    mark();
    await ensureBundle(fn());
    expect(readFileSync(bundle(), 'utf8')).not.toContain('// reused');
  });

  it('keeps no manifest for a build whose inputs changed while it ran (their mtime is after its start)', async () => {
    // A source saved "now" (not aged) is newer than a build that starts now: reuse could serve old code.
    writeFileSync(join(dir, 'functions/lib/greeting.ts'), greeting('vanakkam'));
    utimesSync(join(dir, 'functions/lib/greeting.ts'), new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
    await ensureBundle(fn());
    expect(readFileSync(bundle(), 'utf8')).toContain('"vanakkam"');
    mark();
    await ensureBundle(fn());
    expect(readFileSync(bundle(), 'utf8')).not.toContain('// reused');
  });
});

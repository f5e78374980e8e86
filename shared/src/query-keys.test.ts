import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES } from './mf/remotes';

const repoRoot = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The apps on ADR 0004's keys. */
const APPS = [
  REMOTES.mf_catalog,
  REMOTES.mf_cart_checkout,
  REMOTES.mf_location,
  REMOTES.mf_admin,
  REMOTES.mf_store_panel,
].map((remote) => ({
  name: remote.name,
  dir: remote.packageDir,
}));

/**
 * ADR 0004: every React Query key is written once per app, in `api/keys.ts`, and starts with the
 * owning app's remote id, so two apps can never share a key by accident in the shell's one QueryClient.
 */
describe('React Query keys', () => {
  for (const app of [...APPS, { name: 'shell', dir: 'shell' }]) {
    it(`${app.dir} writes no key outside api/keys.ts`, () => {
      const offenders = sourceFiles(join(repoRoot, app.dir, 'src'))
        .filter((file) => !file.endsWith(join('api', 'keys.ts')))
        .filter((file) => /queryKey:\s*\[/.test(readFileSync(file, 'utf8')));
      expect(offenders.map((file) => file.slice(repoRoot.length + 1))).toEqual([]);
    });
  }

  for (const app of APPS) {
    const keys = join(repoRoot, app.dir, 'src', 'api', 'keys.ts');
    it.runIf(existsSync(keys))(`${app.dir}'s keys start with '${app.name}'`, () => {
      expect(readFileSync(keys, 'utf8')).toMatch(new RegExp(`const APP = '${app.name}';`));
    });
  }
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES } from './remotes';

const repoRoot = resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Only the exact package name is a shared singleton: `@mui/material/Button` would bundle a private
 * copy of MUI into the app beside the shared one (icons are not shared and may use paths).
 */
describe('the shell and the remotes import shared singletons by their shared names', () => {
  for (const packageDir of ['shell', ...Object.values(REMOTES).map((remote) => remote.packageDir)]) {
    it(`${packageDir} imports MUI components from '@mui/material'`, () => {
      const offenders = sourceFiles(join(repoRoot, packageDir, 'src')).filter((file) =>
        /from '@mui\/material\/[A-Z]/.test(readFileSync(file, 'utf8')),
      );
      expect(offenders.map((file) => file.slice(repoRoot.length + 1))).toEqual([]);
    });
  }
});

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
 * MUI is shared through '@instamg/shared/mui' (only the components we use); an import from
 * '@mui/material' itself would bundle a second MUI, whose components cannot see the shell's theme.
 * Icons ('@mui/icons-material') are fine: they reach the shared module through a stand-in.
 */
describe('every app takes MUI from @instamg/shared/mui', () => {
  const allowed = [join('shared', 'src', 'mui.ts'), join('shared', 'src', 'mui-panel.ts'), join('shared', 'src', 'mf', 'mui', '')];
  for (const packageDir of ['shell', 'shared', ...Object.values(REMOTES).map((remote) => remote.packageDir)]) {
    it(`${packageDir} never imports '@mui/material' directly`, () => {
      const offenders = sourceFiles(join(repoRoot, packageDir, 'src'))
        .filter((file) => !allowed.some((path) => file.includes(path)))
        .filter((file) => /from '@mui\/material[/']/.test(readFileSync(file, 'utf8')));
      expect(offenders.map((file) => file.slice(repoRoot.length + 1))).toEqual([]);
    });
  }
});

/**
 * MUI X is shared through '@instamg/shared/data-grid' and '@instamg/shared/charts' (on the shared
 * MUI, mf/mui/x/); a direct import would bundle a second grid or chart library into the app.
 */
describe('every app takes MUI X from @instamg/shared/data-grid and /charts', () => {
  const allowed = [join('shared', 'src', 'data-grid.ts'), join('shared', 'src', 'charts.ts')];
  for (const packageDir of ['shell', 'shared', ...Object.values(REMOTES).map((remote) => remote.packageDir)]) {
    it(`${packageDir} never imports '@mui/x-*' directly`, () => {
      const offenders = sourceFiles(join(repoRoot, packageDir, 'src'))
        // Tests may compare the shared modules with the packages themselves.
        .filter((file) => !allowed.some((path) => file.endsWith(path)) && !/\.test\.tsx?$/.test(file))
        .filter((file) => /from '@mui\/x-/.test(readFileSync(file, 'utf8')));
      expect(offenders.map((file) => file.slice(repoRoot.length + 1))).toEqual([]);
    });
  }
});

/**
 * react-router is shared through '@instamg/shared/router' (tree-shaken); a direct import would
 * bundle a second router, whose hooks cannot see the shell's router context.
 */
describe('every app routes through @instamg/shared/router', () => {
  for (const packageDir of ['shell', 'shared', ...Object.values(REMOTES).map((remote) => remote.packageDir)]) {
    it(`${packageDir} never imports react-router directly`, () => {
      const offenders = sourceFiles(join(repoRoot, packageDir, 'src'))
        .filter((file) => !file.endsWith(join('shared', 'src', 'router.ts')))
        .filter((file) => /from 'react-router(-dom)?'/.test(readFileSync(file, 'utf8')));
      expect(offenders.map((file) => file.slice(repoRoot.length + 1))).toEqual([]);
    });
  }
});


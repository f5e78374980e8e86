// The MUI X stand-ins (mf/mui/x/*.ts): every '@mui/material/*' and '@mui/system*' binding the
// installed MUI X imports has a stand-in that hands out MUI's very own binding, taken from the
// shared modules. The test runner does not apply the build aliases, so the path imports here are
// the real modules the stand-ins replace in the bundles.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MUI_X_FILES, MUI_X_PATH_ALIASES } from '../../mui-path-aliases';

const require = createRequire(import.meta.url);

function moduleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : moduleFiles(path);
    return entry.name.endsWith('.mjs') ? [path] : [];
  });
}

/** request → names imported from it ('default' for a default import), over all of MUI X's ESM files. */
function muiImportsOfMuiX(): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  for (const pkg of ['@mui/x-data-grid', '@mui/x-charts', '@mui/x-internals', '@mui/x-virtualizer']) {
    const root = dirname(require.resolve(`${pkg}/package.json`));
    for (const file of moduleFiles(root)) {
      const source = readFileSync(file, 'utf8');
      for (const [, clause, request] of source.matchAll(
        /import\s+([^;]*?)\s+from\s+['"](@mui\/(?:material|system)[^'"]*)['"]/g,
      )) {
        const names = imports.get(request!) ?? new Set<string>();
        const [defaultName, named] = clause!.startsWith('{') ? [undefined, clause] : clause!.split(/,\s*(?=\{)/);
        if (defaultName?.trim()) names.add(clause!.trim().startsWith('* as') ? '*' : 'default');
        for (const name of named?.replace(/[{}]/g, '').split(',') ?? [])
          if (name.trim()) names.add(name.trim().split(/\s+as\s+/)[0]!);
        imports.set(request!, names);
      }
    }
  }
  return imports;
}

describe("MUI X's imports of MUI", () => {
  const imports = muiImportsOfMuiX();

  it('were found (the scan reads the installed packages)', () => {
    expect(imports.size).toBeGreaterThan(30);
    expect(imports.get('@mui/material/styles')).toContain('styled');
  });

  for (const [request, names] of imports) {
    it(`${request} has a stand-in giving MUI's own ${[...names].join(', ')}`, async () => {
      const standInPath = MUI_X_PATH_ALIASES[`${request}$`];
      expect(standInPath, `no stand-in for ${request}`).toBeDefined();
      expect(names.has('*'), 'namespace imports cannot be stood in for').toBe(false);
      const [standIn, real] = await Promise.all([import(standInPath!), import(request)]);
      for (const name of names) {
        expect(standIn[name], `${request} ${name}`).toBeDefined();
        expect(standIn[name], `${request} ${name}`).toBe(real[name]);
      }
    });
  }

  it('are aliased only inside MUI X', () => {
    expect(MUI_X_FILES.test('/repo/node_modules/@mui/x-data-grid/DataGrid/DataGrid.mjs')).toBe(true);
    expect(MUI_X_FILES.test('/repo/node_modules/@mui/material/Tooltip/Tooltip.mjs')).toBe(false);
    expect(MUI_X_FILES.test('/repo/shared/src/mui-panel.ts')).toBe(false);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mayShareModules, splitTestFiles } from './vitest-projects.mjs';

describe('which unit files may share a module graph', () => {
  it('a test of pure functions may', () => {
    expect(mayShareModules("import { paise } from './money';\nit('adds', () => expect(paise(1)).toBe(100));")).toBe(
      true,
    );
    // Reading the environment or comparing is not changing it.
    expect(mayShareModules("if (process.env.CI === '1') skip();\nconst x = globalThis.fetch;")).toBe(true);
  });

  it('a DOM test, a module mock, a stubbed global, a moved clock or a changed environment may not', () => {
    for (const source of [
      '// @vitest-environment happy-dom\n',
      "vi.mock('./api', () => ({}));",
      "vi.doMock('./api');",
      "vi.stubGlobal('fetch', f);",
      "vi.stubEnv('SSR', '0');",
      'vi.useFakeTimers();',
      'vi.setSystemTime(new Date());',
      "process.env.SHELL_PORT = '1';",
      "process.env['SHELL_PORT'] = '1';",
      'globalThis.window = {};',
      "process.chdir('/tmp');",
    ])
      expect(mayShareModules(source), source).toBe(false);
  });

  it('splits the files under the given folders, tests only, outside node_modules and dist', () => {
    const root = mkdtempSync(join(tmpdir(), 'vitest-projects-'));
    const write = (file, text) => {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    write('app/src/a.test.ts', "it('a', () => {});");
    write('app/src/b.test.tsx', '// @vitest-environment happy-dom\n');
    write('app/src/c.ts', 'export const c = 1;');
    write('app/node_modules/x/d.test.ts', '');
    write('app/dist/e.test.ts', '');
    expect(splitTestFiles(root, ['app', 'missing'])).toEqual({
      shared: ['app/src/a.test.ts'],
      isolated: ['app/src/b.test.tsx'],
    });
  });
});

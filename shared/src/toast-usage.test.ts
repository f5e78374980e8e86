import { readdirSync, readFileSync } from 'node:fs';
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

const relative = (file: string) => file.slice(repoRoot.length + 1);

/** The hook itself. */
const TOAST_HOOK = join('shared', 'src', 'toast.ts');
/** The toast area's code, loaded by toast.ts on the first toast: the one user of notistack's hook. */
const TOAST_HOST = join('shared', 'src', 'toast-host.ts');

const packageDirs = ['shell', 'shared', ...Object.values(REMOTES).map((remote) => remote.packageDir)];

/**
 * One way to toast (shared/src/toast.ts): pages call `useToast()` with an entry of a catalogue
 * (constants.ts TEXTS or the app's domain/toasts.ts), so every toast text is written once and has the SPEC's variant and duration.
 */
describe('every toast goes through useToast with a catalogue entry', () => {
  for (const packageDir of packageDirs) {
    it(`${packageDir} never calls notistack's enqueueSnackbar itself`, () => {
      const offenders = sourceFiles(join(repoRoot, packageDir, 'src'))
        .filter((file) => !file.endsWith(TOAST_HOOK) && !file.endsWith(TOAST_HOST))
        .filter((file) => /\b(enqueueSnackbar|useSnackbar)\b/.test(readFileSync(file, 'utf8')));
      expect(offenders.map(relative)).toEqual([]);
    });

    it(`${packageDir} passes no inline text to a toast`, () => {
      // `toast('…')`, `toast(`…`)` or `toast({ title: … })`: the text belongs in the catalogue.
      const inline = /\btoast\(\s*(['"`{]|\w+\s*\?\s*['"`])/;
      const offenders = sourceFiles(join(repoRoot, packageDir, 'src')).filter((file) =>
        inline.test(readFileSync(file, 'utf8')),
      );
      expect(offenders.map(relative)).toEqual([]);
    });
  }
});

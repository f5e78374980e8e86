import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES, REMOTE_NAMES } from '../../shared/src/mf/remotes';
import { SHARED_DEPENDENCIES } from '../../shared/src/mf/shared-deps';

// Contract over each BUILT remote's dist/mf-manifest.json (run `npm run build` first): what the
// shell relies on when it loads the remote at run time.

const repoRoot = resolve(import.meta.dirname, '../..');

interface Manifest {
  name: string;
  metaData: { publicPath?: string; remoteEntry: { name: string } };
  exposes: { name: string; path: string }[];
  shared: { name: string; version: string; singleton?: boolean; requiredVersion?: string }[];
}

/** Shared libraries every remote provides because its exposes render under the shell's providers. */
const MUST_SHARE = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@instamg/shared/router',
  '@instamg/shared/mui',
  '@emotion/react',
  '@emotion/styled',
  '@tanstack/react-query',
];
// Not notistack: the shell's toast area loads it on the first toast (shared/src/toast-host.ts), and
// the customer remotes take the toast module from the shell, so they import none of it.

/** The shared-map key a manifest entry falls under: its exact name, or a `pkg/` prefix key. */
function sharedKeyFor(name: string): keyof typeof SHARED_DEPENDENCIES | undefined {
  if (name in SHARED_DEPENDENCIES) return name as keyof typeof SHARED_DEPENDENCIES;
  const prefix = Object.keys(SHARED_DEPENDENCIES).find((key) => key.endsWith('/') && name.startsWith(key));
  return prefix as keyof typeof SHARED_DEPENDENCIES | undefined;
}

function satisfiesCaret(version: string, range: string): boolean {
  const match = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!match) throw new Error(`unsupported range ${range}`);
  const [major, minor, patch] = version.split('.').map(Number);
  const [, rMajor, rMinor, rPatch] = match.map(Number);
  if (major !== rMajor) return false;
  return minor! > rMinor! || (minor === rMinor && patch! >= rPatch!);
}

function readManifest(folder: string): Manifest {
  const file = join(repoRoot, folder, 'dist', 'mf-manifest.json');
  if (!existsSync(file)) throw new Error(`${folder}/dist/mf-manifest.json is missing — run npm run build first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

describe.each(REMOTE_NAMES)('%s mf-manifest.json', (remote) => {
  const info = REMOTES[remote];
  const manifest = readManifest(info.packageDir);

  it('has the agreed container name and remote entry file', () => {
    expect(manifest.name).toBe(remote);
    expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
  });

  it('has publicPath "auto" so its chunks load from wherever it is deployed', () => {
    expect(manifest.metaData.publicPath).toBe('auto');
  });

  it('exposes exactly the modules of the remote table', () => {
    const exposed = manifest.exposes.map((expose) => expose.path).sort();
    expect(exposed).toEqual(Object.keys(info.exposes).sort());
  });

  it('shares every library as a singleton from the one shared map, in a version the map accepts', () => {
    for (const entry of manifest.shared) {
      const key = sharedKeyFor(entry.name);
      expect(key, `${entry.name} is in SHARED_DEPENDENCIES`).toBeDefined();
      expect(entry.singleton, `${entry.name} is a singleton`).toBe(true);
      const range = SHARED_DEPENDENCIES[key!].requiredVersion;
      expect(satisfiesCaret(entry.version, range), `${entry.name}@${entry.version} satisfies ${range}`).toBe(true);
    }
    const names = manifest.shared.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(MUST_SHARE));
    expect(names.some((name) => name.startsWith('@instamg/shared/'))).toBe(true);
  });
});

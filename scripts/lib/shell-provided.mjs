/**
 * A production customer remote bundles no copy of the shared modules the shell provides
 * (shared/src/mf/shared-deps.ts SHELL_PROVIDED_SHARED_MODULES, issue 34 §3): in its
 * mf-manifest.json such a module has no files. It then runs only if the shell really provides
 * it, so `npm run build` checks the built shell's manifest lists every one of them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The shared modules a remote's manifest names without any file of its own. */
export function modulesWithoutCopy(manifest) {
  return manifest.shared
    .filter((entry) => {
      const { sync = [], async = [] } = entry.assets?.js ?? {};
      return sync.length === 0 && async.length === 0;
    })
    .map((entry) => entry.name);
}

/** `{ remote, module }` for each module a remote takes from the shell that the shell does not provide. */
export function missingFromShell(shellManifest, remoteManifests) {
  const provided = new Set(shellManifest.shared.map((entry) => entry.name));
  return Object.entries(remoteManifests).flatMap(([remote, manifest]) =>
    modulesWithoutCopy(manifest)
      .filter((module) => !provided.has(module))
      .map((module) => ({ remote, module })),
  );
}

const readManifest = (dist) => {
  const file = join(dist, 'mf-manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

/** The check over built dists (null when the shell has not been built). */
export function checkShellProvides(root, remoteDirs) {
  const shell = readManifest(join(root, 'shell/dist'));
  if (!shell) return null;
  const remotes = Object.fromEntries(
    remoteDirs.map((dir) => [dir, readManifest(join(root, dir, 'dist'))]).filter(([, manifest]) => manifest),
  );
  return missingFromShell(shell, remotes);
}

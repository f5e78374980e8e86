// Deploy-map snapshots of the render server (docs/decisions/0005-server-rendering.md, part 2):
// pure functions, no I/O. A snapshot is what one worker pool renders with: for each remote that
// has a node build, its version, its node manifest (loaded by the server) and its web manifest
// (inlined into the page, so the browser hydrates the same version).
import { createHash } from 'node:crypto';

/**
 * The version folder named in a build URL (`…/node/<version>/mf-manifest.json`,
 * `…/web/<version>/mf-manifest.json`), else null.
 */
export function versionFromUrl(url) {
  const match = /\/(?:node|web)\/([A-Za-z0-9-]+)\/[^/]*$/.exec(new URL(url).pathname);
  return match ? match[1] : null;
}

/**
 * Normalises a deploy map into a snapshot. An entry is either a string (the node manifest URL;
 * the browser keeps the web manifest of the runtime config: `web` null) or `{ version?, node, web? }`.
 * `webManifestUrls` is the runtime config's map (remote → web manifest URL): the known remotes.
 * @returns {{ id: string, remotes: Record<string, { version: string, node: string, web: string | null }> }}
 */
export function snapshotFromDeployMap(deployMap, webManifestUrls) {
  if (deployMap === null || typeof deployMap !== 'object' || Array.isArray(deployMap)) {
    throw new Error('the deploy map must be a JSON object: remote → node manifest URL or { version, node, web }');
  }
  const remotes = {};
  for (const name of Object.keys(deployMap).sort()) {
    const entry = typeof deployMap[name] === 'string' ? { node: deployMap[name] } : deployMap[name];
    if (!entry || typeof entry.node !== 'string') throw new Error(`deploy map: ${name} has no node manifest URL`);
    const node = new URL(entry.node).href;
    if (!Object.hasOwn(webManifestUrls, name)) throw new Error(`deploy map: ${name} is not a remote`);
    // Without a web build of its own the page keeps the runtime config's URL (not pinned).
    const web = typeof entry.web === 'string' ? new URL(entry.web).href : null;
    const version = String(entry.version ?? versionFromUrl(node) ?? node);
    remotes[name] = { version, node, web };
  }
  return { id: snapshotId(remotes), remotes };
}

/** A short stable hash of the snapshot's remotes (key order does not matter). */
export function snapshotId(remotes) {
  const canonical = Object.keys(remotes)
    .sort()
    .map((name) => [name, remotes[name].version, remotes[name].node, remotes[name].web]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex').slice(0, 12);
}

/** What changed between two snapshots (null = none before): remote names added, removed, changed. */
export function diffSnapshots(before, after) {
  const a = before?.remotes ?? {};
  const b = after.remotes;
  const changed = Object.keys(b).filter(
    (name) =>
      a[name] && (a[name].version !== b[name].version || a[name].node !== b[name].node || a[name].web !== b[name].web),
  );
  return {
    added: Object.keys(b).filter((name) => !a[name]),
    removed: Object.keys(a).filter((name) => !b[name]),
    changed,
  };
}

/** remote → node manifest URL: what the shell's render bundle loads (`__INSTAMG_SSR_REMOTES__`). */
export const nodeManifests = (snapshot) =>
  Object.fromEntries(Object.entries(snapshot.remotes).map(([name, remote]) => [name, remote.node]));

/**
 * remote → web manifest URL: what the page pins in the browser's `__INSTAMG_CONFIG__.remotes`.
 * Only remotes whose deploy-map entry names a web build; the others keep /runtime-config.js's URL.
 */
export const webManifests = (snapshot) =>
  Object.fromEntries(
    Object.entries(snapshot.remotes).flatMap(([name, remote]) => (remote.web ? [[name, remote.web]] : [])),
  );

/** remote → version, for logs, the health endpoint and the page. */
export const versions = (snapshot) =>
  Object.fromEntries(Object.entries(snapshot.remotes).map(([name, remote]) => [name, remote.version]));

/** Describes a diff for the log: "mf_catalog v1 → v2". */
export function describeChange(before, after) {
  const diff = diffSnapshots(before, after);
  const parts = [
    ...diff.changed.map((name) => `${name} ${before.remotes[name].version} → ${after.remotes[name].version}`),
    ...diff.added.map((name) => `${name} ${after.remotes[name].version} (new)`),
    ...diff.removed.map((name) => `${name} removed`),
  ];
  return parts.join(', ') || 'no change';
}

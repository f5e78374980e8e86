/**
 * Where the served apps live during e2e runs: the same remote table and port overrides
 * (SHELL_PORT, CATALOG_PORT, …) that scripts/serve-apps.mjs uses.
 */
import { REMOTES, REMOTE_NAMES, SHELL_APP, appPort, type RemoteName } from '../../shared/src/mf/remotes';

export const SHELL_ORIGIN = `http://localhost:${appPort(SHELL_APP, process.env)}`;

export function remoteOrigin(remote: RemoteName): string {
  return `http://localhost:${appPort(REMOTES[remote], process.env)}`;
}

/** A glob matching every request to one remote's server, for `page.route`. */
export function remoteUrlPattern(remote: RemoteName): string {
  return `${remoteOrigin(remote)}/**`;
}

export { REMOTES, REMOTE_NAMES, type RemoteName };

/**
 * Wait for a remote to appear after a page load: manifest, remoteEntry and chunks from another
 * server (or the retries before a fallback) on a 2-core machine that is also running the backend.
 */
export const REMOTE_READY = { timeout: 30_000 } as const;

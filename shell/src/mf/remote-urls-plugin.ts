import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Points every remote at the URL the deploy-time map gives (`__INSTAMG_CONFIG__.remotes`, written
 * by /runtime-config.js before the bundle runs). The URLs compiled into the shell are only
 * defaults for a bare local build, so a remote can move or be redeployed without a shell rebuild.
 */

interface RemoteOption {
  name: string;
  entry?: string;
}

/** Reads `remotes` from the runtime config object; ignores anything that is not a string URL. */
export function readRemoteUrlMap(config: unknown): Record<string, string> {
  if (typeof config !== 'object' || config === null) return {};
  const remotes = (config as { remotes?: unknown }).remotes;
  if (typeof remotes !== 'object' || remotes === null) return {};
  const map: Record<string, string> = {};
  for (const [name, url] of Object.entries(remotes)) {
    if (typeof url === 'string' && /^https?:\/\//.test(url)) map[name] = url;
    else
      console.warn(
        `[mf] ignoring runtime-config remote "${name}": expected an absolute http(s) URL, got ${JSON.stringify(url)}`,
      );
  }
  return map;
}

/** Returns the remotes with their `entry` replaced where the map has a URL for that remote name. */
export function applyRemoteUrlMap<R extends RemoteOption>(remotes: readonly R[], map: Record<string, string>): R[] {
  return remotes.map((remote) => {
    const entry = map[remote.name];
    return entry && 'entry' in remote ? { ...remote, entry } : remote;
  });
}

export default function remoteUrlsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'instamg-remote-urls',
    beforeInit(args) {
      const map = readRemoteUrlMap((globalThis as { __INSTAMG_CONFIG__?: unknown }).__INSTAMG_CONFIG__);
      const remotes = applyRemoteUrlMap((args.userOptions.remotes ?? []) as RemoteOption[], map);
      return { ...args, userOptions: { ...args.userOptions, remotes: remotes as typeof args.userOptions.remotes } };
    },
    // Same CORS mode as every app's chunk loading (output.crossOriginLoading in build-config.ts),
    // so preloads are reused and script errors from another origin keep their details.
    createScript({ attrs }) {
      if (attrs) attrs['crossorigin'] ??= 'anonymous';
    },
    createLink({ attrs }) {
      if (attrs) attrs['crossorigin'] ??= 'anonymous';
    },
  };
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { applyRemoteUrlMap, readRemoteUrlMap } from '../mf/remote-urls-plugin';

/**
 * The render server's remote map: each remote's NODE build manifest, from the deploy snapshot of
 * the render worker (`globalThis.__INSTAMG_SSR_REMOTES__`, set by scripts/lib/ssr-worker.mjs before
 * this bundle loads). One worker renders one deploy snapshot; a new snapshot gets new workers.
 */
declare global {
  var __INSTAMG_SSR_REMOTES__: Record<string, string> | undefined;
}

export default function serverRemotesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'instamg-server-remotes',
    beforeInit(args) {
      const map = readRemoteUrlMap({ remotes: globalThis.__INSTAMG_SSR_REMOTES__ ?? {} });
      type Remotes = NonNullable<typeof args.userOptions.remotes>;
      const remotes = applyRemoteUrlMap((args.userOptions.remotes ?? []) as { name: string; entry?: string }[], map);
      return { ...args, userOptions: { ...args.userOptions, remotes: remotes as Remotes } };
    },
  };
}

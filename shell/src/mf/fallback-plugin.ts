import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './remote-errors';

/**
 * Last line of the runtime's error handling (research/mfe.md §2.6): when loading an exposed
 * module fails for good, hand back a stand-in module instead of letting the rejection escape.
 * Its default export throws a RemoteUnavailableError when rendered, so whichever error boundary
 * is nearest shows the "temporarily unavailable" fallback, and shell loaders recognise it by
 * `REMOTE_FALLBACK` and never cache it.
 */

export const REMOTE_FALLBACK = Symbol.for('instamg.remoteFallback');

export interface RemoteFallbackModule {
  readonly [REMOTE_FALLBACK]: RemoteUnavailableError;
  readonly default: () => never;
}

export function createFallbackModule(remote: string, moduleId: string, cause: unknown): RemoteFallbackModule {
  const error = new RemoteUnavailableError(remote, moduleId, { cause });
  return {
    [REMOTE_FALLBACK]: error,
    default: () => {
      throw error;
    },
  };
}

export function isRemoteFallbackModule(value: unknown): value is RemoteFallbackModule {
  return typeof value === 'object' && value !== null && REMOTE_FALLBACK in value;
}

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'instamg-fallback',
    errorLoadRemote({ id, error, from, lifecycle, remote }) {
      // Earlier lifecycles (e.g. afterResolve for a failed manifest) need a manifest-shaped
      // answer, not a module; let them fail through to `onLoad` (research/mfe.md §2.6).
      if (lifecycle !== 'onLoad') return undefined;
      const remoteName = (remote as { name?: string } | undefined)?.name ?? id.split('/')[0] ?? id;
      const fallback = createFallbackModule(remoteName, id, error);
      // A static `import('remote/x')` expects a factory, `loadRemote()` the module itself.
      return from === 'build' ? () => fallback : fallback;
    },
  };
}

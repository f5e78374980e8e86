import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { parseRemoteModuleId, type RemoteModuleId } from '@instamg/shared/mf/remotes';
import { REMOTE_FALLBACK, isRemoteFallbackModule } from './fallback-plugin';
import { RemoteUnavailableError } from './remote-errors';

/**
 * The only way the shell loads federated code. Goes through the MF runtime's `loadRemote`
 * (not static `import('mf_x/Y')`): a failed load is then not cached by the bundler, so Retry
 * really loads again.
 */
export async function loadRemoteModule<T>(id: RemoteModuleId): Promise<T> {
  const { remote } = parseRemoteModuleId(id);
  let loaded: unknown;
  try {
    loaded = await loadRemote<T>(id);
  } catch (cause) {
    throw new RemoteUnavailableError(remote, id, { cause });
  }
  if (isRemoteFallbackModule(loaded)) throw loaded[REMOTE_FALLBACK];
  if (loaded === null || loaded === undefined) {
    throw new RemoteUnavailableError(remote, id, { cause: new Error('the remote returned no module') });
  }
  return loaded as T;
}

/** Loads started ahead of their first render (preloadRemoteModule), each taken once by its lazy component. */
const preloads = new Map<RemoteModuleId, Promise<unknown>>();

/**
 * Starts loading an exposed module before anything renders it; the module's lazy component then
 * takes this load instead of starting its own. A failure is kept for that component, so it shows
 * the remote's usual fallback and Retry (nothing is reported here).
 */
export function preloadRemoteModule(id: RemoteModuleId): void {
  if (preloads.has(id) || lazyComponents.has(id)) return;
  const load = loadRemoteModule(id);
  load.catch(() => {}); // handled where the lazy component awaits it
  preloads.set(id, load);
}

function takePreloadOrLoad<T>(id: RemoteModuleId): Promise<T> {
  const preload = preloads.get(id);
  preloads.delete(id);
  return (preload as Promise<T> | undefined) ?? loadRemoteModule<T>(id);
}

// The cache holds components of every exposed module, whatever their props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props differ per module; callers type them
type AnyComponent = ComponentType<any>;
const lazyComponents = new Map<RemoteModuleId, LazyExoticComponent<AnyComponent>>();

/**
 * One lazy component per exposed module, so moving between routes of the same remote does not
 * suspend again. A failed load is dropped from the cache: the next mount (or Retry) loads afresh.
 */
export function lazyRemoteComponent<P>(id: RemoteModuleId): LazyExoticComponent<ComponentType<P>> {
  const cached = lazyComponents.get(id);
  if (cached) return cached as unknown as LazyExoticComponent<ComponentType<P>>;
  const component = lazy(async () => {
    try {
      const module = await takePreloadOrLoad<{ default?: unknown }>(id);
      if (typeof module.default !== 'function' && typeof module.default !== 'object') {
        throw new RemoteUnavailableError(parseRemoteModuleId(id).remote, id, {
          cause: new Error('the exposed module has no default export component'),
        });
      }
      return module as { default: AnyComponent };
    } catch (error) {
      if (lazyComponents.get(id) === component) lazyComponents.delete(id);
      throw error;
    }
  });
  lazyComponents.set(id, component);
  return component as unknown as LazyExoticComponent<ComponentType<P>>;
}

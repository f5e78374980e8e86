import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { announceRemoteLoaded } from './remote-recovery';
import { RemoteCircuitOpenError } from './remote-errors';
import { CircuitBreaker, retryWithBackoff, type BackoffPolicy } from './resilience';

/**
 * Retries a remote's manifest fetch and remoteEntry script with exponential backoff, and fails
 * fast through a per-remote circuit breaker once a remote has failed repeatedly. Written here
 * rather than taken from @module-federation/retry-plugin (only an old API is published to our
 * registry — research/mfe.md §0.7).
 */

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

export const REMOTE_RETRY_POLICY: BackoffPolicy = { attempts: 3, baseDelayMs: 250, maxDelayMs: 2000 };
/** A manifest that has not answered in this time counts as a failed attempt. */
export const MANIFEST_TIMEOUT_MS = 8000;

/** One breaker per page; keyed by remote name. Two failed load sequences open it for 15 s. */
export const remoteCircuits = new CircuitBreaker({ failureThreshold: 2, cooldownMs: 15_000 });

/** Called by the fallback's Retry button: the user asked for a fresh attempt. */
export function resetRemoteCircuit(remote: string): void {
  remoteCircuits.reset(remote);
}

async function fetchWithTimeout(url: string, init: RequestInit | undefined, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`${url} did not answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    return response;
  } finally {
    clearTimeout(timer);
  }
}

async function guarded<T>(remote: string, load: () => Promise<T>): Promise<T> {
  if (!remoteCircuits.canAttempt(remote)) throw new RemoteCircuitOpenError(remote);
  try {
    const result = await retryWithBackoff(load, REMOTE_RETRY_POLICY);
    remoteCircuits.recordSuccess(remote);
    announceRemoteLoaded(remote);
    return result;
  } catch (error) {
    remoteCircuits.recordFailure(remote);
    throw error;
  }
}

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'instamg-retry',
    // MF fetches a remote's mf-manifest.json through this hook; a down remote fails here first.
    async fetch(url, init, remoteInfo) {
      const remote = remoteInfo?.name ?? String(url);
      return guarded(remote, () => fetchWithTimeout(String(url), init, MANIFEST_TIMEOUT_MS));
    },
    // The manifest loaded but remoteEntry.js did not: try the script again. The failed load is
    // still registered in globalLoading, so it must be cleared or the retry would await it.
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const recovered = guarded(remoteInfo.name, async () => {
        delete globalLoading[uniqueKey];
        const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        if (!entry) throw new Error(`${remoteInfo.name}: remoteEntry loaded but exposed no container`);
        return entry;
      });
      // The hook's declared type wraps the result in a second Promise; at run time it is awaited once.
      return recovered as unknown as LoadEntryErrorResult;
    },
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import retryPlugin, { REMOTE_RETRY_POLICY, remoteCircuits, resetRemoteCircuit } from './retry-plugin';
import { RemoteCircuitOpenError } from './remote-errors';
import { onRemoteLoaded } from './remote-recovery';

const MANIFEST = 'http://localhost:3001/mf-manifest.json';
const remoteInfo = { name: 'mf_catalog', entry: MANIFEST } as never;
const fetchHook = retryPlugin().fetch!;

beforeEach(() => {
  vi.useFakeTimers();
  resetRemoteCircuit('mf_catalog');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function runFetch() {
  const result = fetchHook(MANIFEST, {}, remoteInfo) as Promise<Response>;
  const settled = result.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return settled;
}

describe('retryPlugin fetch hook (remote manifests)', () => {
  it('retries a failing manifest fetch and returns the first good response', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('oops', { status: 503 }))
      .mockResolvedValueOnce(new Response('{"name":"mf_catalog"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    const outcome = await runFetch();
    expect('value' in outcome && (await outcome.value.json())).toEqual({ name: 'mf_catalog' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(remoteCircuits.state('mf_catalog')).toBe('closed');
  });

  it('gives up after the bounded attempts, then fails fast once the circuit is open', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);

    const first = await runFetch();
    expect('error' in first && first.error).toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(REMOTE_RETRY_POLICY.attempts);

    await runFetch(); // second failed sequence opens the circuit
    fetchMock.mockClear();
    const third = await runFetch();
    expect('error' in third && third.error).toBeInstanceOf(RemoteCircuitOpenError);
    expect(fetchMock).not.toHaveBeenCalled();

    // The user's Retry resets the circuit and the fetch goes out again.
    resetRemoteCircuit('mf_catalog');
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    const retried = await runFetch();
    expect('value' in retried).toBe(true);
  });

  it('announces a remote that loaded, so placements still on their fallback load again; a failure announces nothing', async () => {
    const loaded = vi.fn();
    const stop = onRemoteLoaded(loaded);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await runFetch();
    expect(loaded).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 200 })));
    await runFetch();
    expect(loaded).toHaveBeenCalledWith('mf_catalog');
    stop();
  });
});

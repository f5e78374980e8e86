import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@instamg/shared/constants';
import { startSessionLifecycle, type SessionLifecycleDeps } from './session-lifecycle';
import type { AuthSyncEvent, TabSyncOptions } from './tab-sync';

describe('startSessionLifecycle', () => {
  let signedIn: boolean;
  let syncOptions: TabSyncOptions | undefined;
  const publish = vi.fn();
  const stopSync = vi.fn();
  let deps: SessionLifecycleDeps & {
    refresh: ReturnType<typeof vi.fn<() => Promise<void>>>;
    extendSession: ReturnType<typeof vi.fn<() => Promise<void>>>;
    recheckStoreAccess: ReturnType<typeof vi.fn<() => Promise<void>>>;
    setAnnouncer: ReturnType<typeof vi.fn<(send: (event: AuthSyncEvent) => void) => void>>;
  };
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    signedIn = true;
    deps = {
      isSignedIn: () => signedIn,
      lastCheckAt: () => 0,
      refresh: vi.fn<() => Promise<void>>().mockResolvedValue(undefined),
      extendSession: vi.fn<() => Promise<void>>().mockResolvedValue(undefined),
      recheckStoreAccess: vi.fn<() => Promise<void>>().mockResolvedValue(undefined),
      setAnnouncer: vi.fn<(send: (event: AuthSyncEvent) => void) => void>(),
      createSync: (options) => {
        syncOptions = options;
        return { publish, stop: stopSync };
      },
    };
    stop = startSessionLifecycle(deps);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    publish.mockReset();
    stopSync.mockReset();
  });

  it('re-checks store access every 30 s while signed in', async () => {
    await vi.advanceTimersByTimeAsync(TIMINGS.storeAccessRecheckMs - 1);
    expect(deps.recheckStoreAccess).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.recheckStoreAccess).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TIMINGS.storeAccessRecheckMs);
    expect(deps.recheckStoreAccess).toHaveBeenCalledTimes(2);
  });

  it('extends the session and re-reads the account every 15 min', async () => {
    await vi.advanceTimersByTimeAsync(15 * 60 * 1000 - 1);
    expect(deps.extendSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.extendSession).toHaveBeenCalledTimes(1);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
  });

  it('re-reads the account even when extending fails (an expired session signs the tab out)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    deps.extendSession.mockRejectedValue(Object.assign(new Error('expired'), { code: 401 }));
    await vi.advanceTimersByTimeAsync(TIMINGS.sessionRefreshMs);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('does nothing on the timers while signed out', async () => {
    signedIn = false;
    await vi.advanceTimersByTimeAsync(TIMINGS.sessionRefreshMs);
    expect(deps.extendSession).not.toHaveBeenCalled();
    expect(deps.recheckStoreAccess).not.toHaveBeenCalled();
  });

  it("wires tab sync: other tabs' changes re-check, our own sign-in/out is published", () => {
    syncOptions?.onExternalChange('signedOut');
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    deps.setAnnouncer.mock.calls[0]?.[0]('signedIn');
    expect(publish).toHaveBeenCalledWith('signedIn');
  });

  it('stops everything', async () => {
    stop();
    stop = () => {};
    expect(stopSync).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TIMINGS.sessionRefreshMs);
    expect(deps.recheckStoreAccess).not.toHaveBeenCalled();
  });
});

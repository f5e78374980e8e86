import { describe, expect, it } from 'vitest';
import fallbackPlugin, { REMOTE_FALLBACK, createFallbackModule, isRemoteFallbackModule } from './fallback-plugin';
import { RemoteUnavailableError } from './remote-errors';

const hook = fallbackPlugin().errorLoadRemote!;
const failure = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');

describe('fallbackPlugin errorLoadRemote', () => {
  it('answers an onLoad failure of loadRemote() with a fallback module', async () => {
    const result = await hook({
      id: 'mf_catalog/HomePage',
      error: failure,
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {},
    } as never);
    expect(isRemoteFallbackModule(result)).toBe(true);
    const error = (result as ReturnType<typeof createFallbackModule>)[REMOTE_FALLBACK];
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(error.remote).toBe('mf_catalog');
    expect(error.cause).toBe(failure);
  });

  it('answers a static import failure with a factory', async () => {
    const result = await hook({
      id: 'mf_admin/AdminRoutes',
      error: failure,
      from: 'build',
      lifecycle: 'onLoad',
      origin: {},
    } as never);
    expect(typeof result).toBe('function');
    expect(isRemoteFallbackModule((result as () => unknown)())).toBe(true);
  });

  it('leaves earlier lifecycles alone so they fail through to onLoad', async () => {
    for (const lifecycle of ['beforeRequest', 'afterResolve', 'beforeLoadShare']) {
      expect(await hook({ id: 'x', error: failure, from: 'runtime', lifecycle, origin: {} } as never)).toBeUndefined();
    }
  });
});

describe('fallback module', () => {
  it('throws its RemoteUnavailableError when rendered, so the nearest error boundary takes over', () => {
    const fallback = createFallbackModule('mf_location', 'mf_location/DeliverySelector', failure);
    expect(() => fallback.default()).toThrow(RemoteUnavailableError);
    expect(() => fallback.default()).toThrow(/mf_location\/DeliverySelector could not be loaded: .*RUNTIME-003/);
  });

  it('is told apart from a real module', () => {
    expect(isRemoteFallbackModule({ default: () => null })).toBe(false);
    expect(isRemoteFallbackModule(null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { renderRuntimeConfigScript, runtimeConfigFromEnv } from './runtime-config';

describe('runtimeConfigFromEnv', () => {
  it('defaults to the local dev server and local remotes', () => {
    const config = runtimeConfigFromEnv({});
    expect(config.appwrite).toEqual({ endpoint: 'http://localhost:8080/v1', projectId: 'instamg' });
    expect(config.remotes.mf_location).toBe('http://localhost:3003/mf-manifest.json');
    expect(config).not.toHaveProperty('googleMapsKey');
  });

  it('takes backend, remote URLs and optional keys from the environment, ignoring blanks', () => {
    const config = runtimeConfigFromEnv({
      APPWRITE_ENDPOINT: 'https://api.instamg.in/v1',
      APPWRITE_PROJECT_ID: 'instamg-prod',
      CART_CHECKOUT_URL: 'https://cdn.instamg.in/cart/',
      GOOGLE_MAPS_KEY: 'maps-key',
      GOOGLE_CLIENT_ID: '   ',
    });
    expect(config.appwrite).toEqual({ endpoint: 'https://api.instamg.in/v1', projectId: 'instamg-prod' });
    expect(config.remotes.mf_cart_checkout).toBe('https://cdn.instamg.in/cart/mf-manifest.json');
    expect(config.googleMapsKey).toBe('maps-key');
    expect(config).not.toHaveProperty('googleClientId');
  });

  it('rejects an endpoint that is not http(s)', () => {
    expect(() => runtimeConfigFromEnv({ APPWRITE_ENDPOINT: 'localhost:8080/v1' })).toThrow(/APPWRITE_ENDPOINT must start/);
  });
});

describe('renderRuntimeConfigScript', () => {
  it('produces a script that sets globalThis.__INSTAMG_CONFIG__ to the config', () => {
    const config = runtimeConfigFromEnv({ ANALYTICS_PIXEL_ID: '</script><script>alert(1)</script>' });
    const script = renderRuntimeConfigScript(config);
    expect(script).not.toContain('</script>');
    const sandbox: { __INSTAMG_CONFIG__?: unknown } = {};
    new Function('globalThis', script)(sandbox);
    expect(sandbox.__INSTAMG_CONFIG__).toEqual(config);
  });
});

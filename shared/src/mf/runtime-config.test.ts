import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { preconnectHints, renderRuntimeConfigScript, runtimeConfigFromEnv } from './runtime-config';

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
    expect(() => runtimeConfigFromEnv({ APPWRITE_ENDPOINT: 'localhost:8080/v1' })).toThrow(
      /APPWRITE_ENDPOINT must start/,
    );
  });
});

const SHELL_ORIGIN = 'http://localhost:3000';

/** Runs the generated script as the shell's page would, with `globalThis` stubbed to read the config back. */
function runInPage(script: string, globalObject: object) {
  const window = new Window({ url: `${SHELL_ORIGIN}/` });
  new Function('globalThis', 'document', 'location', script)(globalObject, window.document, window.location);
  return window;
}

describe('renderRuntimeConfigScript', () => {
  it('produces a script that sets globalThis.__INSTAMG_CONFIG__ to the config', () => {
    const config = runtimeConfigFromEnv({ ANALYTICS_PIXEL_ID: '</script><script>alert(1)</script>' });
    const script = renderRuntimeConfigScript(config);
    expect(script).not.toContain('</script>');
    const sandbox: { __INSTAMG_CONFIG__?: unknown } = {};
    runInPage(script, sandbox);
    expect(sandbox.__INSTAMG_CONFIG__).toEqual(config);
  });

  it('adds a preconnect link for each other origin, in the mode its requests use', () => {
    const config = runtimeConfigFromEnv({
      APPWRITE_ENDPOINT: 'https://api.instamg.in/v1',
      CATALOG_URL: `${SHELL_ORIGIN}/catalog/`,
    });
    const { document } = runInPage(renderRuntimeConfigScript(config), {});
    const links = [...document.head.querySelectorAll('link[rel="preconnect"]')].map((link) => [
      link.getAttribute('href'),
      link.getAttribute('crossorigin'),
    ]);
    expect(links).toContainEqual(['https://api.instamg.in', null]);
    expect(links).toContainEqual(['http://localhost:3002', 'anonymous']);
    // The page's own origin needs no hint.
    expect(links.map(([href]) => href)).not.toContain(SHELL_ORIGIN);
  });
});

describe('preconnectHints', () => {
  it('lists the backend with cookies and each remote origin once, without', () => {
    const config = runtimeConfigFromEnv({
      APPWRITE_ENDPOINT: 'https://api.instamg.in/v1',
      CATALOG_URL: 'https://cdn.instamg.in/catalog/mf-manifest.json',
      CART_CHECKOUT_URL: 'https://cdn.instamg.in/cart/mf-manifest.json',
    });
    const hints = preconnectHints(config);
    expect(hints[0]).toEqual({ origin: 'https://api.instamg.in', crossOrigin: null });
    expect(hints.filter((hint) => hint.origin === 'https://cdn.instamg.in')).toEqual([
      { origin: 'https://cdn.instamg.in', crossOrigin: 'anonymous' },
    ]);
  });
});

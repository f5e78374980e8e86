import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, readRuntimeConfig } from './config';

afterEach(() => {
  delete globalThis.__INSTAMG_CONFIG__;
});

describe('readRuntimeConfig', () => {
  it('defaults to the embedded dev server when nothing is injected', () => {
    expect(readRuntimeConfig()).toEqual({
      appwrite: { endpoint: 'http://localhost:8080/v1', projectId: 'instamg' },
      remotes: {},
      payments: { mode: 'local' },
    });
  });

  it('returns a copy, so callers cannot change the defaults', () => {
    const config = readRuntimeConfig();
    config.remotes.mf_catalog = 'http://x';
    expect(DEFAULT_RUNTIME_CONFIG.remotes).toEqual({});
  });

  it('reads the injected global', () => {
    globalThis.__INSTAMG_CONFIG__ = {
      appwrite: { endpoint: 'https://appwrite.instamg.in/v1', projectId: 'instamg-prod' },
      remotes: { mf_catalog: 'https://catalog.instamg.in/mf-manifest.json' },
      googleMapsKey: 'maps-key',
      googleClientId: 'client.apps.googleusercontent.com',
      payments: { mode: 'production' },
      analyticsPixelId: '1234567890',
    };
    expect(readRuntimeConfig()).toEqual({
      appwrite: { endpoint: 'https://appwrite.instamg.in/v1', projectId: 'instamg-prod' },
      remotes: { mf_catalog: 'https://catalog.instamg.in/mf-manifest.json' },
      googleMapsKey: 'maps-key',
      googleClientId: 'client.apps.googleusercontent.com',
      payments: { mode: 'production' },
      analyticsPixelId: '1234567890',
    });
  });

  it('fills defaults for missing parts and treats blank strings as unset', () => {
    expect(readRuntimeConfig({ appwrite: { projectId: 'p2' }, googleMapsKey: '  ', payments: {} })).toEqual({
      appwrite: { endpoint: 'http://localhost:8080/v1', projectId: 'p2' },
      remotes: {},
      payments: { mode: 'local' },
    });
  });

  it('names the bad field of a malformed config', () => {
    expect(() => readRuntimeConfig('oops')).toThrow('Invalid runtime config (__INSTAMG_CONFIG__): must be an object');
    expect(() => readRuntimeConfig({ appwrite: { endpoint: 8080 } })).toThrow(/appwrite.endpoint must be a string/);
    expect(() => readRuntimeConfig({ appwrite: [] })).toThrow(/appwrite must be an object/);
    expect(() => readRuntimeConfig({ payments: { mode: 'live' } })).toThrow(
      /payments.mode must be one of local, sandbox, production/,
    );
    expect(() => readRuntimeConfig({ remotes: { mf_catalog: '' } })).toThrow(
      /remotes.mf_catalog must be a non-empty URL/,
    );
    expect(() => readRuntimeConfig({ remotes: ['x'] })).toThrow(/remotes must be an object/);
    expect(() => readRuntimeConfig({ analyticsPixelId: 42 })).toThrow(/analyticsPixelId must be a string/);
  });

  it('takes an http(s) IP-location endpoint and refuses anything else', () => {
    expect(readRuntimeConfig({ ipLocationUrl: 'https://geo.instamg.in/ip' }).ipLocationUrl).toBe(
      'https://geo.instamg.in/ip',
    );
    expect(readRuntimeConfig({ ipLocationUrl: ' ' }).ipLocationUrl).toBeUndefined();
    expect(() => readRuntimeConfig({ ipLocationUrl: 'javascript:alert(1)' })).toThrow(
      /ipLocationUrl must be an http\(s\) URL/,
    );
  });
});

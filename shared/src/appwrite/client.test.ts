import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppwriteClient, type AppwriteConnection } from './client';

function fakeFetch() {
  return vi.fn(
    async () =>
      new Response(JSON.stringify({ $id: 'u1', name: 'Asha' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete globalThis.__INSTAMG_CONFIG__;
});

describe('createAppwriteClient', () => {
  it("throws 'supplyingUrl is required' without an endpoint", () => {
    expect(() => createAppwriteClient({ endpoint: '', projectId: 'instamg' })).toThrow('supplyingUrl is required');
    expect(() => createAppwriteClient({ endpoint: '  ', projectId: 'instamg' })).toThrow('supplyingUrl is required');
    expect(() => createAppwriteClient({ projectId: 'instamg' } as AppwriteConnection)).toThrow(
      'supplyingUrl is required',
    );
  });

  it("throws 'key is required' without a project id", () => {
    expect(() => createAppwriteClient({ endpoint: 'http://localhost:8080/v1', projectId: '' })).toThrow(
      'key is required',
    );
  });

  it('refuses an API key', () => {
    const withKey = { endpoint: 'http://localhost:8080/v1', projectId: 'instamg', key: 'standard_abc' };
    expect(() => createAppwriteClient(withKey)).toThrow(/API key must never reach the browser/);
  });

  it('rejects an endpoint that is not http(s)', () => {
    expect(() => createAppwriteClient({ endpoint: 'localhost:8080/v1', projectId: 'instamg' })).toThrow(
      /Invalid endpoint URL/,
    );
  });

  it('sends requests to the endpoint with the project header', async () => {
    const fetch = fakeFetch();
    vi.stubGlobal('fetch', fetch);
    const { account } = createAppwriteClient({ endpoint: 'http://127.0.0.1:9999/v1', projectId: 'instamg-test' });
    await expect(account.get()).resolves.toMatchObject({ $id: 'u1' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toBe('http://127.0.0.1:9999/v1/account');
    expect((init.headers as Record<string, string>)['X-Appwrite-Project']).toBe('instamg-test');
  });

  it('provides every service the apps use', () => {
    const services = createAppwriteClient({ endpoint: 'http://localhost:8080/v1', projectId: 'instamg' });
    expect(Object.keys(services).sort()).toEqual(
      ['account', 'client', 'functions', 'realtime', 'storage', 'tablesDB', 'teams'].sort(),
    );
    expect(typeof services.tablesDB.listRows).toBe('function');
    expect(typeof services.functions.createExecution).toBe('function');
  });
});

describe('getAppwrite', () => {
  beforeEach(() => {
    vi.resetModules(); // a fresh module per test, so the singleton starts empty
  });

  it('is created lazily from the runtime config and then reused', async () => {
    globalThis.__INSTAMG_CONFIG__ = { appwrite: { endpoint: 'http://127.0.0.1:9998/v1', projectId: 'p-lazy' } };
    const { getAppwrite } = await import('./client');
    const first = getAppwrite();
    expect(getAppwrite()).toBe(first);

    const fetch = fakeFetch();
    vi.stubGlobal('fetch', fetch);
    await first.account.get();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toBe('http://127.0.0.1:9998/v1/account');
    expect((init.headers as Record<string, string>)['X-Appwrite-Project']).toBe('p-lazy');
  });

  it('does not read the config until first use', async () => {
    globalThis.__INSTAMG_CONFIG__ = { appwrite: { endpoint: 8080 as unknown as string } };
    const { getAppwrite } = await import('./client'); // importing alone must not throw
    expect(() => getAppwrite()).toThrow(/appwrite.endpoint must be a string/);
  });
});

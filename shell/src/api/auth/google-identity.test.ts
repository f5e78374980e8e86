import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoogleAccountsId } from './google-identity';

const GSI_CLIENT_URL = 'https://accounts.google.com/gsi/client';
// The loader remembers its one load per page; each test gets a fresh module (a fresh page).
let loadGoogleIdentity: typeof import('./google-identity').loadGoogleIdentity;
beforeEach(async () => {
  vi.resetModules();
  ({ loadGoogleIdentity } = await import('./google-identity'));
});

/** A document whose script tags never touch the network: the test fires load/error itself. */
function fakeDocument() {
  const scripts: Array<EventTarget & { src: string; async: boolean; remove: () => void; removed: boolean }> = [];
  const doc = {
    createElement: () => {
      const script = Object.assign(new EventTarget(), {
        src: '',
        async: false,
        removed: false,
        remove: () => (script.removed = true),
      });
      return script;
    },
    head: { appendChild: (script: (typeof scripts)[number]) => scripts.push(script) },
  };
  return { doc: doc as unknown as Document, scripts };
}

const fakeApi = (): GoogleAccountsId => ({ initialize: vi.fn(), prompt: vi.fn(), cancel: vi.fn() });
const setGoogle = (id?: GoogleAccountsId) => {
  (globalThis as { google?: unknown }).google = id ? { accounts: { id } } : undefined;
};

afterEach(() => setGoogle(undefined));

describe('loadGoogleIdentity', () => {
  it('adds one async script tag for all callers and resolves with google.accounts.id once it has loaded', async () => {
    const { doc, scripts } = fakeDocument();
    const first = loadGoogleIdentity(doc);
    const second = loadGoogleIdentity(doc);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: GSI_CLIENT_URL, async: true });

    const api = fakeApi();
    setGoogle(api);
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
  });

  it('uses an already loaded google.accounts.id without adding a script', async () => {
    const { doc, scripts } = fakeDocument();
    const api = fakeApi();
    setGoogle(api);
    await expect(loadGoogleIdentity(doc)).resolves.toBe(api);
    expect(scripts).toHaveLength(0);
  });

  it('rejects when the script fails, removes it, and tries again on the next call', async () => {
    const { doc, scripts } = fakeDocument();
    const failed = loadGoogleIdentity(doc);
    scripts[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`Could not load ${GSI_CLIENT_URL}`);
    expect(scripts[0]!.removed).toBe(true);

    const retry = loadGoogleIdentity(doc);
    expect(scripts).toHaveLength(2);
    const api = fakeApi();
    setGoogle(api);
    scripts[1]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(api);
  });

  it('rejects a script that loads but defines no google.accounts.id', async () => {
    const { doc, scripts } = fakeDocument();
    const loading = loadGoogleIdentity(doc);
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('without google.accounts.id');
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { AREA_UNSERVICEABLE_KEY } from '../api/selected-store';
import {
  AREA_UNSERVICEABLE_SESSION_KEY,
  STORE_PENDING_ATTRIBUTE,
  STORED_STORE_ATTRIBUTE,
  STRIP_HEIGHT_VAR,
  markStoredStore,
  parseStripHeight,
  rememberStripHeight,
  settleStorePending,
  storeReserveBootScript,
  storeReserveStyles,
} from './store-reserve';

const root = () => document.documentElement;
const boot = () => new Function(storeReserveBootScript())();

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).__instamgStoreSettled;
  root().removeAttribute(STORE_PENDING_ATTRIBUTE);
  root().removeAttribute(STORED_STORE_ATTRIBUTE);
  root().style.removeProperty(STRIP_HEIGHT_VAR);
});

describe('the <head> boot script (issue 40 §6)', () => {
  it('marks <html> only when device storage holds a store', () => {
    boot();
    expect(root().hasAttribute(STORED_STORE_ATTRIBUTE)).toBe(false);
    localStorage.setItem(STORAGE_KEYS.selectedStore, '{not json');
    boot();
    expect(root().hasAttribute(STORED_STORE_ATTRIBUTE)).toBe(false);
    localStorage.setItem(STORAGE_KEYS.selectedStore, JSON.stringify({ id: 'dl-dwarka-sec6', name: 'Dwarka Care' }));
    boot();
    expect(root().hasAttribute(STORED_STORE_ATTRIBUTE)).toBe(true);
  });

  it('reserves the strip height measured at this width, not one measured at another', () => {
    localStorage.setItem(STORAGE_KEYS.selectedStore, JSON.stringify({ id: 's1' }));
    rememberStripHeight(localStorage, { width: window.innerWidth + 1, height: 80 });
    boot();
    expect(root().style.getPropertyValue(STRIP_HEIGHT_VAR)).toBe('');
    rememberStripHeight(localStorage, { width: window.innerWidth, height: 61 });
    boot();
    expect(root().style.getPropertyValue(STRIP_HEIGHT_VAR)).toBe('61px');
  });
});

describe('a first visit with the location allowed (issue 40 §6)', () => {
  const permission = (state: string) => {
    const query = vi.fn(() => Promise.resolve({ state }));
    vi.stubGlobal('navigator', { ...navigator, permissions: { query } });
    return query;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('marks the page pending while the selector will pick a store without a tap, else not', async () => {
    permission('granted');
    boot();
    await settle();
    expect(root().hasAttribute(STORE_PENDING_ATTRIBUTE)).toBe(true);
    expect(root().hasAttribute(STORED_STORE_ATTRIBUTE)).toBe(false);
    root().removeAttribute(STORE_PENDING_ATTRIBUTE);
    permission('prompt');
    boot();
    await settle();
    expect(root().hasAttribute(STORE_PENDING_ATTRIBUTE)).toBe(false);
  });

  it('not in a tab that already located (session coordinates) or found no store, nor once settled', async () => {
    const query = permission('granted');
    sessionStorage.setItem(STORAGE_KEYS.coordinates, JSON.stringify({ latitude: 1, longitude: 2 }));
    boot();
    sessionStorage.clear();
    sessionStorage.setItem(AREA_UNSERVICEABLE_SESSION_KEY, '1');
    boot();
    expect(query).not.toHaveBeenCalled();
    sessionStorage.clear();
    boot();
    settleStorePending(root()); // the location's outcome came before the permission's answer
    await settle();
    expect(root().hasAttribute(STORE_PENDING_ATTRIBUTE)).toBe(false);
  });

  it('a store event settles it (markStoredStore), and the key matches the selected-store reader', async () => {
    permission('granted');
    boot();
    await settle();
    markStoredStore(root(), true);
    expect(root().hasAttribute(STORE_PENDING_ATTRIBUTE)).toBe(false);
    expect(root().hasAttribute(STORED_STORE_ATTRIBUTE)).toBe(true);
    expect(AREA_UNSERVICEABLE_SESSION_KEY).toBe(AREA_UNSERVICEABLE_KEY);
  });
});

describe('strip height and the mark', () => {
  it('reads only sane measurements', () => {
    expect(parseStripHeight(JSON.stringify({ width: 390, height: 57 }))).toEqual({ width: 390, height: 57 });
    for (const raw of [
      null,
      '',
      'x',
      '{}',
      JSON.stringify({ width: 390, height: 0 }),
      JSON.stringify({ width: 390, height: 9000 }),
    ])
      expect(parseStripHeight(raw)).toBeNull();
  });

  it('markStoredStore follows the selection', () => {
    markStoredStore(root(), true);
    expect(root().hasAttribute(STORED_STORE_ATTRIBUTE)).toBe(true);
    markStoredStore(root(), false);
    expect(root().hasAttribute(STORED_STORE_ATTRIBUTE)).toBe(false);
  });

  it('the rules hide pending offers only under the mark and show reserves only under it', () => {
    const css = storeReserveStyles();
    expect(css).toContain(`html[${STORED_STORE_ATTRIBUTE}] [data-offer-pending],`);
    expect(css).toContain(`html[${STORE_PENDING_ATTRIBUTE}] [data-offer-pending]{visibility:hidden}`);
    expect(css).toContain(
      `html:not([${STORED_STORE_ATTRIBUTE}]):not([${STORE_PENDING_ATTRIBUTE}]) [data-store-reserve]{display:none}`,
    );
  });
});

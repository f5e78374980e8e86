// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import {
  STORED_STORE_ATTRIBUTE,
  STRIP_HEIGHT_VAR,
  markStoredStore,
  parseStripHeight,
  rememberStripHeight,
  storeReserveBootScript,
  storeReserveStyles,
} from './store-reserve';

const root = () => document.documentElement;
const boot = () => new Function(storeReserveBootScript())();

afterEach(() => {
  localStorage.clear();
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
    expect(css).toContain(`html[${STORED_STORE_ATTRIBUTE}] [data-offer-pending]{visibility:hidden}`);
    expect(css).toContain(`html:not([${STORED_STORE_ATTRIBUTE}]) [data-store-reserve]{display:none}`);
  });
});

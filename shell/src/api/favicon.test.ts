// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSETS, STORAGE_KEYS } from '@instamg/shared/constants';
import { applyStoredFavicon, readStoredFavicon } from './favicon';

const storageWith = (value: string | null) => ({ getItem: vi.fn(() => value) });
const brokenStorage = () => ({
  getItem: vi.fn(() => {
    throw new DOMException('denied', 'SecurityError');
  }),
});
const iconLinks = () => document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]');

beforeEach(() => {
  document.head.innerHTML = '';
});
afterEach(() => vi.restoreAllMocks());

describe('readStoredFavicon', () => {
  it('returns the stored path', () => {
    const storage = storageWith('/uploads/diwali-favicon.png');
    expect(readStoredFavicon(storage)).toBe('/uploads/diwali-favicon.png');
    expect(storage.getItem).toHaveBeenCalledWith(STORAGE_KEYS.favicon);
  });

  it.each([null, '', '   '])('falls back to the default for %j', (stored) => {
    expect(readStoredFavicon(storageWith(stored))).toBe(ASSETS.defaultFavicon);
  });

  it('logs a storage error and falls back to the default', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readStoredFavicon(brokenStorage())).toBe(ASSETS.defaultFavicon);
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('applyStoredFavicon', () => {
  it('adds an icon link when the page has none', () => {
    applyStoredFavicon(document, storageWith('/custom.png'));
    expect(iconLinks()).toHaveLength(1);
    expect(iconLinks()[0]?.getAttribute('href')).toBe('/custom.png');
  });

  it('updates the existing icon link instead of adding another', () => {
    document.head.innerHTML = '<link rel="shortcut icon" href="/old.ico">';
    applyStoredFavicon(document, storageWith('/new.png'));
    expect(iconLinks()).toHaveLength(1);
    expect(iconLinks()[0]?.getAttribute('href')).toBe('/new.png');
  });

  it('goes back to the default when the stored favicon is removed', () => {
    applyStoredFavicon(document, storageWith('/custom.png'));
    applyStoredFavicon(document, storageWith(null));
    expect(iconLinks()[0]?.getAttribute('href')).toBe(ASSETS.defaultFavicon);
  });
});

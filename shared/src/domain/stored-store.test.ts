import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStoredStore, decideInitialStore, nearestStore, readStoredStore, writeStoredStore } from './stored-store';

const KEY = 'instamg-selected-store';
const apollo = { id: 's1', name: 'Apollo Pharmacy', distance_km: 1.2, gstin: '07AAAAA0000A1Z5' };
const medplus = { id: 's2', name: 'MedPlus', distance_km: 0.6 };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

function brokenStorage() {
  const fail = () => {
    throw new Error('SecurityError: storage disabled');
  };
  return { getItem: fail, setItem: fail, removeItem: fail };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readStoredStore / writeStoredStore', () => {
  it('round-trips a store under instamg-selected-store', () => {
    const storage = memoryStorage();
    writeStoredStore(storage, apollo);
    expect(JSON.parse(storage.data.get(KEY) ?? '')).toEqual(apollo);
    expect(readStoredStore(storage)).toEqual(apollo);
  });

  it('returns null when nothing is stored', () => {
    expect(readStoredStore(memoryStorage())).toBeNull();
    expect(readStoredStore(null)).toBeNull();
  });

  it('deletes corrupted JSON and returns null', () => {
    const storage = memoryStorage({ [KEY]: '{"id":"s1",' });
    expect(readStoredStore(storage)).toBeNull();
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('deletes JSON that is not a store', () => {
    const storage = memoryStorage({ [KEY]: JSON.stringify({ id: 's1', name: 'No distance' }) });
    expect(readStoredStore(storage)).toBeNull();
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('writing null deletes the stored store', () => {
    const storage = memoryStorage({ [KEY]: JSON.stringify(apollo) });
    writeStoredStore(storage, null);
    expect(storage.data.has(KEY)).toBe(false);
    writeStoredStore(storage, apollo);
    clearStoredStore(storage);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('only logs storage failures', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = brokenStorage();
    expect(readStoredStore(storage)).toBeNull();
    expect(() => writeStoredStore(storage, apollo)).not.toThrow();
    expect(() => clearStoredStore(storage)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('decideInitialStore', () => {
  it('selects nothing and deletes the stored store when not serviceable', () => {
    expect(decideInitialStore({ serviceable: false, stored: apollo, nearest: medplus })).toEqual({
      store: null,
      deleteStored: true,
    });
  });

  it('restores the stored store when serviceable', () => {
    expect(decideInitialStore({ serviceable: true, stored: apollo, nearest: medplus })).toEqual({
      store: apollo,
      deleteStored: false,
    });
  });

  it('falls back to the nearest store, or none', () => {
    expect(decideInitialStore({ serviceable: true, stored: null, nearest: medplus }).store).toEqual(medplus);
    expect(decideInitialStore({ serviceable: true, stored: null, nearest: null }).store).toBeNull();
  });
});

it('nearestStore is re-exported for store selection', () => {
  expect(nearestStore([apollo, medplus])).toEqual(medplus);
});

import { describe, expect, it } from 'vitest';
import { isStore, nearestStore, parseStoreLocatorReply, storeFromLocator, storeProblem } from './store';

const apollo = { id: 's1', name: 'Apollo Pharmacy Dwarka', distance_km: 1.2 };

describe('storeProblem / isStore', () => {
  it('accepts a minimal and a full store', () => {
    expect(isStore(apollo)).toBe(true);
    expect(
      isStore({
        ...apollo,
        rating: 4.7,
        reviews: 120,
        hours: '24 Hours',
        image: 'https://img/1.png',
        drug_license_number: 'DL-123',
        gstin: '07AAAAA0000A1Z5',
        address: 'Sector 7, Dwarka',
        latitude: 28.58,
        longitude: 77.05,
      }),
    ).toBe(true);
  });

  it('names the first problem', () => {
    expect(storeProblem(null)).toBe('store must be an object');
    expect(storeProblem({ ...apollo, id: '' })).toBe('store.id must be a non-empty string');
    expect(storeProblem({ ...apollo, name: 3 })).toBe('store.name must be a string');
    expect(storeProblem({ ...apollo, distance_km: '1.2' })).toBe('store.distance_km must be a non-negative number');
    expect(storeProblem({ ...apollo, distance_km: -1 })).toMatch(/distance_km/);
    expect(storeProblem({ ...apollo, rating: 'good' })).toBe('store.rating must be a number when present');
    expect(storeProblem({ ...apollo, gstin: null })).toBe('store.gstin must be a string when present');
  });
});

describe('storeFromLocator', () => {
  it('reads distance as a fallback for distance_km', () => {
    expect(storeFromLocator({ id: 's1', name: 'A', distance: 0.8 })).toEqual({
      id: 's1',
      name: 'A',
      distance_km: 0.8,
    });
    expect(storeFromLocator({ id: 's1', name: 'A', distance_km: 2, distance: 9 })?.distance_km).toBe(2);
  });

  it('drops backend nulls, reads $id and numeric strings, and passes known fields only', () => {
    expect(
      storeFromLocator({
        $id: 'row1',
        name: 'B',
        distance_km: '3.5',
        gstin: null,
        rating: '4.8',
        $permissions: [],
      }),
    ).toEqual({ id: 'row1', name: 'B', distance_km: 3.5, rating: 4.8 });
  });

  it('reads latitude and longitude from an Appwrite [longitude, latitude] point', () => {
    expect(storeFromLocator({ id: 's1', name: 'A', distance_km: 1, location: [77.05, 28.59] })).toEqual({
      id: 's1',
      name: 'A',
      distance_km: 1,
      latitude: 28.59,
      longitude: 77.05,
    });
    expect(storeFromLocator({ id: 's1', name: 'A', distance_km: 1, location: ['x', 28.59] })).toBeNull();
  });

  it('returns null for entries that are not stores', () => {
    expect(storeFromLocator('nope')).toBeNull();
    expect(storeFromLocator({ name: 'no id', distance_km: 1 })).toBeNull();
    expect(storeFromLocator({ id: 's', name: 'no distance' })).toBeNull();
  });
});

describe('parseStoreLocatorReply', () => {
  it('parses the stores list, nearest first, from an object or a JSON string', () => {
    const body = { stores: [{ id: 'far', name: 'Far', distance_km: 4 }, apollo] };
    expect(parseStoreLocatorReply(body).map((s) => s.id)).toEqual(['s1', 'far']);
    expect(parseStoreLocatorReply(JSON.stringify(body)).map((s) => s.id)).toEqual(['s1', 'far']);
  });

  it('gives an empty list for errors and drops invalid entries', () => {
    expect(parseStoreLocatorReply('{not json')).toEqual([]);
    expect(parseStoreLocatorReply({ error: 'boom' })).toEqual([]);
    expect(parseStoreLocatorReply(null)).toEqual([]);
    expect(parseStoreLocatorReply({ stores: [apollo, { id: 'x' }] })).toEqual([apollo]);
  });
});

describe('nearestStore', () => {
  it('picks the smallest distance_km', () => {
    const stores = [
      { id: 'a', name: 'A', distance_km: 3 },
      { id: 'b', name: 'B', distance_km: 0.4 },
      { id: 'c', name: 'C', distance_km: 2 },
    ];
    expect(nearestStore(stores)?.id).toBe('b');
  });

  it('is null for no stores', () => {
    expect(nearestStore([])).toBeNull();
  });
});

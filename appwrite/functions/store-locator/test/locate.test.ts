import { describe, expect, it } from 'vitest';
import { haversineKm, nearestStores, parseLocatorInput, type LocatorInput, type StoreRow } from '../src/locate.ts';

const PUNE = { latitude: 18.5204, longitude: 73.8567 };
/** Degrees of latitude per km on the 6371 km sphere. */
const KM = 1 / ((Math.PI / 180) * 6371);

const store = (id: string, kmNorth: number, extra: Partial<StoreRow> = {}): StoreRow => ({
  $id: id,
  name: `Store ${id}`,
  address: `${id} Road`,
  city: 'Pune',
  location: [PUNE.longitude, PUNE.latitude + kmNorth * KM],
  drug_license_number: `DL-${id}`,
  gstin: '27AAAAA0000A1Z5',
  ...extra,
});

describe('parseLocatorInput', () => {
  const parse = (body: unknown) => parseLocatorInput(typeof body === 'string' ? body : JSON.stringify(body));

  it('defaults radius to 5 km and limit to 100', () => {
    expect(parse({ latitude: 18.52, longitude: 73.85 })).toEqual({ ok: true, value: { latitude: 18.52, longitude: 73.85, radius: 5, limit: 100 } });
    expect(parse({ latitude: -90, longitude: 180, radius: 50, limit: 1 })).toEqual({ ok: true, value: { latitude: -90, longitude: 180, radius: 50, limit: 1 } });
  });

  it.each([
    ['', 'The request body must be a JSON object'],
    ['{not json', 'The request body must be a JSON object'],
    [[1, 2], 'The request body must be a JSON object'],
    [{ longitude: 73.85 }, 'latitude is required.'],
    [{ latitude: 18.5 }, 'longitude is required.'],
    [{ latitude: '18.5', longitude: 73.85 }, 'latitude must be a number from -90 to 90.'],
    [{ latitude: 90.01, longitude: 73.85 }, 'latitude must be a number from -90 to 90.'],
    [{ latitude: 18.5, longitude: -180.5 }, 'longitude must be a number from -180 to 180.'],
    [{ latitude: 18.5, longitude: 73.85, radius: 0 }, 'radius must be a number of kilometres greater than 0 and at most 50.'],
    [{ latitude: 18.5, longitude: 73.85, radius: 50.5 }, 'radius must be a number of kilometres greater than 0 and at most 50.'],
    [{ latitude: 18.5, longitude: 73.85, limit: 0 }, 'limit must be a whole number from 1 to 100.'],
    [{ latitude: 18.5, longitude: 73.85, limit: 2.5 }, 'limit must be a whole number from 1 to 100.'],
    [{ latitude: 18.5, longitude: 73.85, limit: 101 }, 'limit must be a whole number from 1 to 100.'],
  ])('rejects %j', (body, message) => {
    const result = parse(body);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain(message);
  });
});

describe('haversineKm', () => {
  it('measures known distances', () => {
    expect(haversineKm(PUNE, PUNE)).toBe(0);
    expect(haversineKm(PUNE, { latitude: PUNE.latitude + 3 * KM, longitude: PUNE.longitude })).toBeCloseTo(3, 9);
    // One degree along the equator and a quarter meridian on the 6371 km sphere.
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.19493, 4);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo((Math.PI / 2) * 6371, 6);
  });
});

describe('nearestStores', () => {
  const input: LocatorInput = { ...PUNE, radius: 5, limit: 100 };

  it('keeps stores inside the radius, nearest first, distance rounded to 2 decimals', () => {
    const rows = [store('far', 4.5), store('out', 5.2), store('near', 1.234), store('mid', 2.5, { rating: 4.7, reviews: 120, hours: '24 Hours', image: 'https://img/x.png' })];
    const result = nearestStores(rows, input);
    expect(result.map((s) => [s.id, s.distance_km])).toEqual([['near', 1.23], ['mid', 2.5], ['far', 4.5]]);
    expect(result[1]).toEqual({
      id: 'mid', name: 'Store mid', distance_km: 2.5, rating: 4.7, reviews: 120, hours: '24 Hours', image: 'https://img/x.png',
      drug_license_number: 'DL-mid', gstin: '27AAAAA0000A1Z5', address: 'mid Road', city: 'Pune',
      latitude: PUNE.latitude + 2.5 * KM, longitude: PUNE.longitude,
    });
    expect(result[0]).toMatchObject({ rating: null, reviews: null, hours: null, image: null });
  });

  it('honours the limit after sorting', () => {
    const rows = [store('c', 3), store('a', 1), store('b', 2)];
    expect(nearestStores(rows, { ...input, limit: 2 }).map((s) => s.id)).toEqual(['a', 'b']);
  });
});

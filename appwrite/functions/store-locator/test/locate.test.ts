import { describe, expect, it } from 'vitest';
import {
  findNearestStores,
  haversineKm,
  nearestStores,
  parseLocatorInput,
  RadiusHints,
  type FetchWithin,
  type LocatorInput,
  type StoreRow,
} from '../src/locate.ts';
import { istAt } from '@instamg/shared/domain/india-time';
import { ALWAYS_OPEN, everyDay, serializeStoreHours } from '@instamg/shared/domain/store-hours';

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
    expect(parse({ latitude: 18.52, longitude: 73.85 })).toEqual({
      ok: true,
      value: { latitude: 18.52, longitude: 73.85, radius: 5, limit: 100 },
    });
    expect(parse({ latitude: -90, longitude: 180, radius: 50, limit: 1 })).toEqual({
      ok: true,
      value: { latitude: -90, longitude: 180, radius: 50, limit: 1 },
    });
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
    [
      { latitude: 18.5, longitude: 73.85, radius: 0 },
      'radius must be a number of kilometres greater than 0 and at most 50.',
    ],
    [
      { latitude: 18.5, longitude: 73.85, radius: 50.5 },
      'radius must be a number of kilometres greater than 0 and at most 50.',
    ],
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
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo(
      (Math.PI / 2) * 6371,
      6,
    );
  });
});

const NOW = istAt('2026-12-02', 12);

describe('nearestStores', () => {
  const input: LocatorInput = { ...PUNE, radius: 5, limit: 100 };

  it('keeps stores inside the radius, nearest first, distance rounded to 2 decimals', () => {
    const rows = [
      store('far', 4.5),
      store('out', 5.2),
      store('near', 1.234),
      store('mid', 2.5, {
        rating: 4.7,
        reviews: 120,
        opening_hours: serializeStoreHours(ALWAYS_OPEN),
        image: 'https://img/x.png',
      }),
    ];
    const result = nearestStores(rows, input, NOW);
    expect(result.map((s) => [s.id, s.distance_km])).toEqual([
      ['near', 1.23],
      ['mid', 2.5],
      ['far', 4.5],
    ]);
    expect(result[1]).toEqual({
      id: 'mid',
      name: 'Store mid',
      distance_km: 2.5,
      rating: 4.7,
      reviews: 120,
      hours: 'Open 24 hours',
      open_now: true,
      opens_at: null,
      image: 'https://img/x.png',
      drug_license_number: 'DL-mid',
      gstin: '27AAAAA0000A1Z5',
      address: 'mid Road',
      city: 'Pune',
      latitude: PUNE.latitude + 2.5 * KM,
      longitude: PUNE.longitude,
    });
    expect(result[0]).toMatchObject({ rating: null, reviews: null, hours: null, image: null, open_now: true });
  });

  it('marks a store closed by its hours with when it opens, and one not yet live as closed with no opening', () => {
    const rows = [
      store('day', 1, { opening_hours: serializeStoreHours(everyDay('07:00', '23:00')) }),
      store('new', 2, { opening_hours: serializeStoreHours(ALWAYS_OPEN), go_live_pending: true }),
    ];
    // 23:30 IST on 2 Dec 2026 is 18:00 UTC.
    const lateNight = istAt('2026-12-02', 23, 30);
    expect(nearestStores(rows, input, lateNight).map((s) => [s.id, s.open_now, s.opens_at, s.hours])).toEqual([
      ['day', false, istAt('2026-12-03', 7).toISOString(), 'Closed · opens 7:00 am Thu, 3 Dec'],
      ['new', false, null, null],
    ]);
    expect(nearestStores(rows, input, istAt('2026-12-03', 7)).map((s) => s.open_now)).toEqual([true, false]);
  });

  it('honours the limit after sorting', () => {
    const rows = [store('c', 3), store('a', 1), store('b', 2)];
    expect(nearestStores(rows, { ...input, limit: 2 }).map((s) => s.id)).toEqual(['a', 'b']);
  });
});

describe('findNearestStores', () => {
  /** A deterministic PRNG so each layout is the same on every run. */
  const random = (seed: number) => () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  /** Stores scattered uniformly over a square of `sideKm` around Pune, plus optional extra rows. */
  function city(count: number, sideKm: number, seed: number, extra: StoreRow[] = []): StoreRow[] {
    const next = random(seed);
    const lonKm = KM / Math.cos((PUNE.latitude * Math.PI) / 180);
    const scattered = Array.from({ length: count }, (_, i) =>
      store(`s${i}`, 0, {
        location: [PUNE.longitude + (next() - 0.5) * sideKm * lonKm, PUNE.latitude + (next() - 0.5) * sideKm * KM],
      }),
    );
    return [...scattered, ...extra];
  }

  /** The database as Appwrite answers it: radius filter, $sequence order, cursor, capped total. */
  function database(rows: StoreRow[], origin: { latitude: number; longitude: number } = PUNE) {
    const requests: Parameters<FetchWithin>[0][] = [];
    const fetchWithin: FetchWithin = async (request) => {
      requests.push(request);
      const inside = rows.filter(
        (r) => haversineKm(origin, { latitude: r.location[1], longitude: r.location[0] }) < request.radiusKm,
      );
      const start = request.cursor ? inside.findIndex((r) => r.$id === request.cursor) + 1 : 0;
      return {
        rows: inside.slice(start, start + request.limit),
        total: request.withTotal ? Math.min(inside.length, 5000) : 0,
      };
    };
    return { fetchWithin, requests };
  }

  const input = (limit: number, radius = 5): LocatorInput => ({ ...PUNE, radius, limit });

  it.each([
    ['a sparse area (one request)', 40, 30, 1],
    ['a town', 600, 30, 2],
    ['a dense city', 20_000, 40, 3],
    ['a very dense city (total capped at 5,000)', 60_000, 30, 4],
  ])('gives exactly the brute-force answer in %s', async (_name, count, sideKm, maxRequests) => {
    const rows = city(count, sideKm, count);
    const db = database(rows);
    const found = await findNearestStores(db.fetchWithin, input(10));
    expect(found.map((s) => s.id)).toEqual(nearestStores(rows, input(10)).map((s) => s.id));
    expect(db.requests.length).toBeLessThanOrEqual(maxRequests);
    // Only the first request counts; the probes never read more than they need.
    expect(db.requests.filter((r) => r.withTotal)).toHaveLength(1);
  });

  it('finds nothing when no store is inside the radius, in one request', async () => {
    const db = database(
      city(50, 10, 7).map((r) => ({ ...r, location: [r.location[0] + 1, r.location[1]] as [number, number] })),
    );
    expect(await findNearestStores(db.fetchWithin, input(10))).toEqual([]);
    expect(db.requests).toHaveLength(1);
  });

  it('stays exact when density is very uneven (a cluster far from the point, a few stores near it)', async () => {
    const cluster = city(3000, 0.5, 11).map((r) => ({
      ...r,
      location: [r.location[0], r.location[1] + 4 * KM] as [number, number],
    }));
    const near = [store('n1', 0.2), store('n2', -0.4), store('n3', 1.1)];
    const rows = [...cluster, ...near];
    const db = database(rows);
    const found = await findNearestStores(db.fetchWithin, input(10));
    expect(found.map((s) => s.id)).toEqual(nearestStores(rows, input(10)).map((s) => s.id));
    expect(found.slice(0, 3).map((s) => s.id)).toEqual(['n1', 'n2', 'n3']);
  });

  it('returns every store in the radius when fewer than the limit exist, whatever the density elsewhere', async () => {
    const rows = city(5, 2, 3);
    expect((await findNearestStores(database(rows).fetchWithin, input(100))).map((s) => s.id)).toEqual(
      nearestStores(rows, input(100)).map((s) => s.id),
    );
  });

  it('honours a large limit in a dense city', async () => {
    const rows = city(20_000, 40, 5);
    const found = await findNearestStores(database(rows).fetchWithin, input(100));
    expect(found).toHaveLength(100);
    expect(found.map((s) => s.id)).toEqual(nearestStores(rows, input(100)).map((s) => s.id));
  });

  it('is exact for every one of 40 random layouts (clusters and gaps), with and without hints', async () => {
    const hints = new RadiusHints();
    for (let seed = 1; seed <= 40; seed++) {
      const next = random(seed * 7919);
      const clusters = Array.from({ length: 1 + Math.floor(next() * 4) }, (_, c) =>
        city(Math.floor(next() * 8000), 0.5 + next() * 12, seed * 100 + c).map((r, i) => ({
          ...r,
          $id: `c${c}-${i}`,
          location: [r.location[0] + (next() - 0.5) * 0.08, r.location[1] + (next() - 0.5) * 0.08] as [number, number],
        })),
      );
      const rows = clusters.flat();
      const limit = [1, 10, 25, 100][seed % 4]!;
      const want = nearestStores(rows, input(limit)).map((s) => s.id);
      expect((await findNearestStores(database(rows).fetchWithin, input(limit))).map((s) => s.id)).toEqual(want);
      expect((await findNearestStores(database(rows).fetchWithin, input(limit), hints)).map((s) => s.id)).toEqual(want);
    }
  });

  describe('with radius hints (a warm function)', () => {
    it('answers a second query in the same area in one request, still exactly', async () => {
      const rows = city(20_000, 40, 9);
      const hints = new RadiusHints();
      await findNearestStores(database(rows).fetchWithin, input(10), hints);
      const nearby: LocatorInput = {
        latitude: PUNE.latitude + 0.01,
        longitude: PUNE.longitude - 0.01,
        radius: 5,
        limit: 10,
      };
      const db = database(rows, nearby);
      const found = await findNearestStores(db.fetchWithin, nearby, hints);
      expect(db.requests).toHaveLength(1);
      const expected = nearestStores(rows, nearby);
      expect(found.map((s) => s.id)).toEqual(expected.map((s) => s.id));
    });

    it('falls back to the full search when the hinted radius no longer fits (the area got denser)', async () => {
      const hints = new RadiusHints();
      const sparse = city(600, 30, 4);
      await findNearestStores(database(sparse).fetchWithin, input(10), hints);
      expect(hints.get(input(10))).toBe(5);
      const dense = city(30_000, 30, 4);
      const db = database(dense);
      const found = await findNearestStores(db.fetchWithin, input(10), hints);
      expect(found.map((s) => s.id)).toEqual(nearestStores(dense, input(10)).map((s) => s.id));
      expect(db.requests[0]).toMatchObject({ radiusKm: 5, withTotal: false });
      expect(db.requests.length).toBeGreaterThan(1);
    });

    it('keeps hints per area and limit, evicting the oldest past its capacity', () => {
      const hints = new RadiusHints(2);
      const at = (latitude: number, limit = 10): LocatorInput => ({ latitude, longitude: 73.85, radius: 5, limit });
      hints.set(at(18.52), 1);
      hints.set(at(18.52, 100), 2);
      expect(hints.get(at(18.6))).toBe(1); // same 0.25° cell
      expect(hints.get(at(18.52, 100))).toBe(2);
      hints.set(at(19.5), 3);
      expect(hints.get(at(18.52))).toBeUndefined();
      expect(hints.get(at(19.5))).toBe(3);
    });
  });
});

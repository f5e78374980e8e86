import { ALWAYS_OPEN, serializeStoreHours } from '@instamg/shared/domain/store-hours';
import { Client as WebClient, Functions as WebFunctions } from 'appwrite';
import { Functions, TablesDB } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The real store-locator function (appwrite/functions/store-locator) run by the dev server
 * against stores seeded with the API key, called the way the app calls it.
 */
const PUNE = { latitude: 18.5204, longitude: 73.8567 };
/** Degrees of latitude per km on the 6371 km sphere Appwrite's distance queries use. */
const KM = 1 / ((Math.PI / 180) * 6371);

let t: TestServer;
let guest: WebFunctions;

const seeded: { id: string; kmNorth: number; active?: boolean }[] = [
  { id: 'store-near', kmNorth: 0.8 },
  { id: 'store-mid', kmNorth: 2.25 },
  { id: 'store-edge', kmNorth: 4.9 },
  { id: 'store-closed', kmNorth: 1.5, active: false },
  { id: 'store-outside', kmNorth: 6 },
  { id: 'store-far', kmNorth: 40 },
];

beforeAll(async () => {
  t = await startTestServer();
  guest = new WebFunctions(new WebClient().setEndpoint(t.endpoint).setProject(t.projectId));
  const tablesDB = new TablesDB(t.serverClient());
  let n = 0;
  for (const s of seeded) {
    n++;
    await tablesDB.createRow({
      databaseId: 'instamg',
      tableId: 'stores',
      rowId: s.id,
      data: {
        name: `Pharmacy ${s.id}`,
        address: `${n} FC Road`,
        city: 'Pune',
        state: 'Maharashtra',
        postal_code: '411004',
        location: [PUNE.longitude, PUNE.latitude + s.kmNorth * KM],
        phone: '+919800000000',
        drug_license_number: `MH-PZ-${n}`,
        gstin: `27ABCDE${String(n).padStart(4, '0')}F1Z5`,
        rating: 4.6,
        reviews: 100 + n,
        opening_hours: serializeStoreHours(ALWAYS_OPEN),
        team_id: `team-${s.id}`,
        is_active: s.active ?? true,
      },
    });
  }
});
afterAll(async () => {
  await t?.close();
});

async function locate(
  body: unknown,
  client: { createExecution: Functions['createExecution'] } = guest as unknown as Functions,
) {
  const execution = await client.createExecution({
    functionId: 'store-locator',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: execution.responseStatusCode,
    body: JSON.parse(execution.responseBody) as { stores?: Record<string, unknown>[]; message?: string },
  };
}

describe('store-locator through functions.createExecution', () => {
  it('returns the active stores within 5 km, nearest first, with the store fields', async () => {
    const { status, body } = await locate({ ...PUNE, radius: 5 });
    expect(status).toBe(200);
    expect(body.stores!.map((s) => [s.id, s.distance_km])).toEqual([
      ['store-near', 0.8],
      ['store-mid', 2.25],
      ['store-edge', 4.9],
    ]);
    expect(body.stores![0]).toEqual({
      id: 'store-near',
      name: 'Pharmacy store-near',
      distance_km: 0.8,
      rating: 4.6,
      reviews: 101,
      hours: 'Open 24 hours',
      open_now: true,
      opens_at: null,
      image: null,
      drug_license_number: 'MH-PZ-1',
      gstin: '27ABCDE0001F1Z5',
      address: '1 FC Road',
      city: 'Pune',
      latitude: expect.closeTo(PUNE.latitude + 0.8 * KM, 9),
      longitude: PUNE.longitude,
    });
  });

  it('defaults the radius to 5 km and honours limit (the update-for-location variant sends 10)', async () => {
    expect((await locate(PUNE)).body.stores!.map((s) => s.id)).toEqual(['store-near', 'store-mid', 'store-edge']);
    expect((await locate({ ...PUNE, radius: 5, limit: 2 })).body.stores!.map((s) => s.id)).toEqual([
      'store-near',
      'store-mid',
    ]);
    expect((await locate({ ...PUNE, radius: 10, limit: 10 })).body.stores!.map((s) => s.id)).toEqual([
      'store-near',
      'store-mid',
      'store-edge',
      'store-outside',
    ]);
  });

  it('finds nothing far from every store', async () => {
    expect((await locate({ latitude: 28.6139, longitude: 77.209, radius: 5 })).body).toEqual({
      stores: [],
      closed: [],
    });
  });

  it('answers 400 with a clear message for bad input', async () => {
    expect(await locate({ longitude: 73.85 })).toEqual({
      status: 400,
      body: { message: 'latitude is required.', code: 'invalid_input' },
    });
    expect(await locate({ latitude: 'north', longitude: 73.85 })).toEqual({
      status: 400,
      body: { message: 'latitude must be a number from -90 to 90.', code: 'invalid_input' },
    });
    expect(await locate({ latitude: 18.5, longitude: 200 })).toEqual({
      status: 400,
      body: { message: 'longitude must be a number from -180 to 180.', code: 'invalid_input' },
    });
    expect((await locate({ ...PUNE, radius: 100 })).status).toBe(400);
    expect((await locate({ ...PUNE, limit: 0 })).status).toBe(400);
    expect((await locate('not json')).status).toBe(400);
  });

  it('works the same when called with the server SDK', async () => {
    const viaKey = await locate({ ...PUNE, limit: 1 }, new Functions(t.serverClient()));
    expect(viaKey.body.stores!.map((s) => s.id)).toEqual(['store-near']);
  });
});

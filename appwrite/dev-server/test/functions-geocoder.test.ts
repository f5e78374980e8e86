import { Client as WebClient, Functions as WebFunctions } from 'appwrite';
import { Functions, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { specProblems } from './spec-shape.ts';

/** The `geocoder` function (appwrite/functions/geocoder) run by the dev server, called through the SDKs. */

let t: TestServer;
let functions: Functions;
let guest: WebFunctions;

beforeAll(async () => {
  t = await startTestServer();
  functions = new Functions(t.serverClient());
  // The delivery selector calls it as a guest from the browser.
  guest = new WebFunctions(new WebClient().setEndpoint(t.endpoint).setProject(t.projectId));
});
afterAll(async () => {
  await t?.close();
});

async function geocode(
  body: unknown,
  client: Pick<Functions, 'createExecution'> | WebFunctions = guest,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const execution = (await client.createExecution({
    functionId: 'geocoder',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })) as Models.Execution;
  expect(execution.status, execution.errors).toBe('completed');
  expect(specProblems('execution', execution)).toEqual([]);
  return { status: execution.responseStatusCode, body: JSON.parse(execution.responseBody) as Record<string, unknown> };
}

interface Suggestion {
  id: string;
  description: string;
  main_text: string;
  secondary_text: string;
  latitude: number;
  longitude: number;
  postal_code: string;
}
const suggestions = (body: Record<string, unknown>) => body.suggestions as Suggestion[];

describe('geocoder search', () => {
  it("finds Dwarka, Delhi for 'Dwarka'", async () => {
    const { status, body } = await geocode({ action: 'search', query: 'Dwarka' });
    expect(status).toBe(200);
    const delhi = suggestions(body).find((s) => s.postal_code === '110075');
    expect(delhi).toMatchObject({ main_text: 'Dwarka Sec-6', secondary_text: 'South West Delhi, Delhi 110075' });
    expect(delhi!.latitude).toBeCloseTo(28.59, 1);
    expect(delhi!.longitude).toBeCloseTo(77.05, 1);
  });

  it("puts the exact PIN first for '110075'", async () => {
    const { body } = await geocode({ action: 'search', query: '110075' }, functions);
    expect(suggestions(body)[0]).toEqual({
      id: 'pin-110075-dwarka-sec-6',
      description: 'Dwarka Sec-6, South West Delhi, Delhi 110075',
      main_text: 'Dwarka Sec-6',
      secondary_text: 'South West Delhi, Delhi 110075',
      latitude: 28.59,
      longitude: 77.0444,
      postal_code: '110075',
      district: 'South West Delhi',
      state: 'Delhi',
    });
  });

  it("finds Koramangala, Bengaluru for 'Koramangala'", async () => {
    const { body } = await geocode({ action: 'search', query: 'koramangala' });
    const [first] = suggestions(body);
    expect(first).toMatchObject({ main_text: 'Koramangala', postal_code: '560034' });
    expect(first!.latitude).toBeCloseTo(12.93, 1);
    expect(first!.longitude).toBeCloseTo(77.62, 1);
    expect(suggestions(body).length).toBeLessThanOrEqual(8);
  });

  it('answers a short query with no suggestions and a hint', async () => {
    expect(await geocode({ action: 'search', query: 'Dw' })).toEqual({
      status: 200,
      body: { suggestions: [], message: 'Type at least 3 characters to search.' },
    });
  });
});

describe('geocoder reverse', () => {
  it('returns the Delhi PIN around a Delhi point', async () => {
    const { status, body } = await geocode({ action: 'reverse', latitude: 28.5494, longitude: 77.2001 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ postal_code: '110016', district: 'South West Delhi', state: 'Delhi' });
    expect(body.address).toMatch(/, Delhi 110016$/);
    expect(body.distance_km).toBeLessThan(1);
  });

  it('returns no address outside India', async () => {
    const { status, body } = await geocode({ action: 'reverse', latitude: 51.5074, longitude: -0.1278 });
    expect(status).toBe(200);
    expect(body).toEqual({
      address: null,
      message: 'No Indian PIN code within 50 km of this point; we deliver in India only.',
    });
  });
});

describe('geocoder bad input', () => {
  it.each([
    ['not JSON', '{oops', 'The request body must be a JSON object'],
    ['an unknown action', { action: 'geocode', query: 'Delhi' }, 'action must be "search" or "reverse".'],
    ['a missing latitude', { action: 'reverse', longitude: 77.2 }, 'latitude is required.'],
    [
      'a latitude out of range',
      { action: 'reverse', latitude: 128.5, longitude: 77.2 },
      'latitude must be a number from -90 to 90.',
    ],
    ['a numeric query', { action: 'search', query: 110075 }, 'query must be a string.'],
  ])('answers 400 with a message for %s', async (_label, body, message) => {
    const reply = await geocode(body);
    expect(reply.status).toBe(400);
    expect(String(reply.body.message)).toContain(message);
  });
});

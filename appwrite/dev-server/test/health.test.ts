import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('reports its version without credentials, for readiness checks', async () => {
    const res = await fetch(`${t.endpoint}/health/version`);
    expect(await res.json()).toEqual({ version: '1.9.6' });
  });

  it('rejects a forged API key with Appwrite error JSON', async () => {
    const res = await fetch(`${t.endpoint}/health`, {
      headers: { 'X-Appwrite-Project': t.projectId, 'X-Appwrite-Key': 'standard_forged' },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { type: string }).type).toBe('general_unauthorized_scope');
  });

  it('answers unknown routes with Appwrite error JSON', async () => {
    const res = await fetch(`${t.endpoint}/no/such/route`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      message: expect.any(String),
      code: 404,
      type: 'general_route_not_found',
      version: '1.9.6',
    });
  });

  it('rejects an unknown project', async () => {
    const res = await fetch(`${t.endpoint}/health`, { headers: { 'X-Appwrite-Project': 'elsewhere' } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { type: string }).type).toBe('project_not_found');
  });
});

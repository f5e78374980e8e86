import { request } from 'node:http';
import { Client, ID, Query, TablesDB } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthLatency, startChildServer, type ChildServer } from './child-server.ts';

/**
 * Query methods a guest can send that would run super-linear work on the server's one event
 * loop are bounded (SPEC: the dev server must never be stalled by one request). The server runs
 * in its own process, so a stalled server fails these tests instead of freezing them. Limits that
 * real Appwrite does not have are dev-server deviations (docs/backend-verification.md).
 */
let s: ChildServer;
const ROWS = (): string => `${s.endpoint}/tablesdb/instamg/tables/settings/rows`;
const asGuest = (): Record<string, string> => ({ 'x-appwrite-project': s.projectId });
const listAsGuest = (queries: string[], timeoutMs = 10_000): Promise<Response> =>
  fetch(`${ROWS()}?${queries.map((q, i) => `queries[${i}]=${encodeURIComponent(q)}`).join('&')}`, {
    headers: asGuest(),
    signal: AbortSignal.timeout(timeoutMs),
  });

beforeAll(async () => {
  s = await startChildServer();
  const tables = new TablesDB(new Client().setEndpoint(s.endpoint).setProject(s.projectId).setKey(s.apiKey));
  // The classic catastrophic-backtracking victim: many a's that the pattern almost matches.
  await tables.createRow({
    databaseId: 'instamg',
    tableId: 'settings',
    rowId: ID.unique(),
    data: { key: 'redos-victim', value: `${'a'.repeat(4000)}!` },
  });
  await tables.createRow({
    databaseId: 'instamg',
    tableId: 'settings',
    rowId: ID.unique(),
    data: { key: 'plain', value: 'Pune 411001' },
  });
}, 60_000);

afterAll(async () => {
  await s?.close();
});

describe('regex runs in linear time', () => {
  it('(a+)+$ over a 4,000-character value: /v1/health still answers within 1 s while it runs (a stall check), and the query answers', async () => {
    const pending = listAsGuest([Query.regex('value', '(a+)+$')]);
    await new Promise((r) => setTimeout(r, 50));
    expect(await healthLatency(s.endpoint, 1000)).toBeLessThan(1000);
    const res = await pending;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { rows: unknown[] }).rows).toEqual([]);
  });

  it('still matches like a regex: ^Pune \\d+$ finds the plain row', async () => {
    const res = await listAsGuest([Query.regex('value', '^Pune \\d+$')]);
    expect(((await res.json()) as { rows: { key: string }[] }).rows.map((r) => r.key)).toEqual(['plain']);
  });

  it('a back-reference (no linear-time engine runs it) is 400 general_query_invalid', async () => {
    const res = await listAsGuest([Query.regex('value', '(a+)\\1$')]);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { type: string }).type).toBe('general_query_invalid');
  });

  it('a pattern over 512 characters is 400 general_query_invalid', async () => {
    const res = await listAsGuest([Query.regex('value', `${'a?'.repeat(300)}`)]);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/longer than 512/);
  });
});

describe('page size and URL size', () => {
  it('limit above 5,000 is 400 general_query_invalid; 5,000 itself is fine', async () => {
    const huge = await listAsGuest([Query.limit(1_000_000_000)]);
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as { type: string }).type).toBe('general_query_invalid');
    expect((await listAsGuest([Query.limit(5000)])).status).toBe(200);
  });

  it('10,000 values in one URL get Appwrite error JSON (431) instead of a bare refusal, and the server keeps answering', async () => {
    const query = Query.equal(
      'key',
      Array.from({ length: 10_000 }, (_, i) => `k${i}`),
    );
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const url = new URL(ROWS());
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}?queries[0]=${encodeURIComponent(query)}`,
          headers: asGuest(),
          timeout: 5000,
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }),
          );
        },
      );
      req.on('timeout', () => req.destroy(new Error('no answer within 5 s')));
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 431, type: 'general_argument_invalid' });
    expect(await healthLatency(s.endpoint, 1000)).toBeLessThan(1000);
  });
});

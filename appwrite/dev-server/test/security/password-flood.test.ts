import { request } from 'node:http';
import { ID } from 'appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';

/**
 * Issue 14 item 3: a flood of wrong passwords from one address must not stall everyone else's
 * sign-in. Password hashing goes through a gate (src/auth/hashing-gate.ts) that runs two
 * hashes at a time and takes turns between addresses. The flood comes from 127.0.0.2 (any
 * 127/8 address is this machine on Linux), the real customer from 127.0.0.1. Abuse limits
 * are off here, so nothing but the gate stands between the flood and the hashing threads.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'correct horse battery';
const FLOOD = 300;

function signInFrom(localAddress: string, email: string, password: string): Promise<number> {
  const url = new URL(`${t.endpoint}/account/sessions/email`);
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-appwrite-project': t.projectId,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function timed(work: () => Promise<number>): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  const status = await work();
  return { status, ms: performance.now() - start };
}

describe('a flood of wrong passwords', () => {
  it('leaves another address able to sign in (the flood waits its turn, or gets 429 once 32 of its hashes are queued)', async () => {
    const email = `flooded-${Date.now()}@example.in`;
    const created = await fetch(`${t.endpoint}/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-appwrite-project': t.projectId, 'x-appwrite-key': t.apiKey },
      body: JSON.stringify({ userId: ID.unique(), email, password: PASSWORD }),
    });
    expect(created.status).toBe(201);

    // A quiet sign-in first, as the yardstick for "stalled".
    const quiet: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await timed(() => signInFrom('127.0.0.1', email, PASSWORD));
      expect(res.status).toBe(201);
      quiet.push(res.ms);
    }
    const baseline = quiet.sort((a, b) => a - b)[1]!;

    // Wrong passwords for this account and for unknown ones (which cost a hash as well).
    const flood = Array.from({ length: FLOOD }, (_, i) =>
      signInFrom('127.0.0.2', i % 2 ? email : `nobody-${i}@example.in`, `wrong password ${i}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const during = await timed(() => signInFrom('127.0.0.1', email, PASSWORD));
    const statuses = await Promise.all(flood);

    const count = (status: number): number => statuses.filter((s) => s === status).length;
    console.log(
      `[password-flood] quiet sign-in ${baseline.toFixed(0)} ms; during a flood of ${FLOOD}: ${during.ms.toFixed(0)} ms ` +
        `(flood answered ${count(401)}× 401, ${count(429)}× 429)`,
    );
    expect(during.status).toBe(201);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // The flood's excess is refused rather than queued without end.
    expect(count(429)).toBeGreaterThan(0);
    // Generous: unbounded, the sign-in waits for the whole flood (hundreds of hashes).
    expect(during.ms).toBeLessThan(Math.max(5000, 30 * baseline));
  }, 120_000);
});

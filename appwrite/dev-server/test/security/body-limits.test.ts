import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';

/**
 * A request body is read only after routing, the project, the caller and its scope are known,
 * and only up to that route's own limit: small for account/teams, a row for row writes, the bulk
 * size for API keys only, a chunk for uploads.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Sends the headers and the first `sent` bytes of a body that claims `declared` bytes, then
 * waits for an answer WITHOUT sending the rest: a server that waits for the whole body first
 * never answers (rejected after 3 s).
 */
function answerBeforeBody(
  path: string,
  headers: Record<string, string>,
  declared: number,
  sent = 1024,
): Promise<Answer> {
  const url = new URL(t.endpoint);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: `/v1${path}`,
        headers: { ...headers, 'content-length': String(declared) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          clearTimeout(timer);
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error('no answer before the body was complete'));
    }, 3000);
    req.on('error', () => {});
    req.write(Buffer.alloc(sent, 0x20));
  });
}

const guest = (): Record<string, string> => ({ 'x-appwrite-project': t.projectId, 'content-type': 'application/json' });

describe('bodies are read after routing, scope and authentication', () => {
  it('a guest posting a 1 MB body to a key-only route is refused (401 scope) without the server waiting for the body', async () => {
    const answer = await answerBeforeBody('/users', guest(), 1_000_000);
    expect(answer.status).toBe(401);
    expect(answer.body.type).toBe('general_unauthorized_scope');
  });

  it('a bad API key is refused before its 5 MB body is read', async () => {
    const answer = await answerBeforeBody(
      '/tablesdb/instamg/tables/settings/rows',
      { ...guest(), 'x-appwrite-key': 'standard_nope' },
      5_000_000,
    );
    expect(answer.status).toBe(401);
  });
});

describe('each route has its own small limit', () => {
  it('sign-in with a 1 MB body is 413 general_payload_too_large (account routes take 128 KiB)', async () => {
    const answer = await answerBeforeBody('/account/sessions/email', guest(), 1_000_000);
    expect(answer.status).toBe(413);
    expect(answer.body.type).toBe('general_payload_too_large');
  });

  it('an upload takes one chunk (5 MiB) and its multipart wrapping: 6 MiB is 413 even with an API key', async () => {
    const answer = await answerBeforeBody(
      '/storage/buckets/product_images/files',
      { ...guest(), 'x-appwrite-key': t.apiKey, 'content-type': 'multipart/form-data; boundary=x' },
      6 * 1024 * 1024,
    );
    expect(answer.status).toBe(413);
  });

  it('a guest creating rows in bulk is held to the one-row limit (1 MiB); an API key gets the bulk size', async () => {
    const guestAnswer = await answerBeforeBody('/tablesdb/instamg/tables/settings/rows', guest(), 2_000_000);
    expect(guestAnswer.status).toBe(413);
    const rows = Array.from({ length: 3 }, (_, i) => ({ $id: `bulk-${i}`, key: `bulk-${i}`, value: 'x'.repeat(1000) }));
    const padded = JSON.stringify({ rows, padding: 'p'.repeat(2_000_000) });
    const res = await fetch(`${t.endpoint}/tablesdb/instamg/tables/settings/rows`, {
      method: 'POST',
      headers: { ...guest(), 'x-appwrite-key': t.apiKey },
      body: padded,
    });
    expect(res.status).not.toBe(413);
  });
});

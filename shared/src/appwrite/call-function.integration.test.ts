import { Client, Functions } from 'appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '../constants';
import { callFunction, FunctionError } from './call-function';

/**
 * callFunction through the real `appwrite` SDK against the dev server (as a guest): a reply, a
 * function's refusal and Appwrite's own error all come back as the page would see them.
 */

interface TestServer {
  endpoint: string;
  projectId: string;
  close(): Promise<void>;
}
// Loaded by path so the dev server's sources stay out of this package's typecheck.
const harnessPath: string = '../../../appwrite/dev-server/test/harness.ts';

let server: TestServer;
let functions: Functions;

beforeAll(async () => {
  const { startTestServer } = (await import(harnessPath)) as { startTestServer(): Promise<TestServer> };
  server = await startTestServer();
  functions = new Functions(new Client().setEndpoint(server.endpoint).setProject(server.projectId));
});
afterAll(async () => {
  await server?.close();
});

describe('callFunction against the dev server', () => {
  it('resolves with the JSON a function answers', async () => {
    const reply = await callFunction<{ suggestions: string[] }>(
      'catalog-search',
      { action: 'suggest', query: 'dolo' },
      { functions },
    );
    expect(Array.isArray(reply.suggestions)).toBe(true);
  });

  it("rejects with the function's status and message when it refuses", async () => {
    const call = callFunction('catalog-search', { query: 42 }, { functions });
    await expect(call).rejects.toBeInstanceOf(FunctionError);
    const error = (await call.catch((e: unknown) => e)) as FunctionError;
    expect(error.status).toBe(400);
    expect(error.message).not.toBe(TEXTS.functionErrors.generic);
    expect(error.message.length).toBeGreaterThan(0);
  });

  it("rejects with Appwrite's own error for a function that does not exist", async () => {
    await expect(callFunction('no-such-function' as 'payments', {}, { functions })).rejects.toMatchObject({
      functionId: 'no-such-function',
      status: 404,
      code: 'function_not_found',
    });
  });
});

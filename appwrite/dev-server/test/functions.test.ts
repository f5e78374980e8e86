import { resolve } from 'node:path';
import { Account, Client, ExecutionMethod, Functions } from 'node-appwrite';
import { Functions as WebFunctions, Client as WebClient, type Models } from 'appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents } from '../src/events.ts';
import { functionsRuntime } from '../src/services/functions.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { specProblems } from './spec-shape.ts';
import { signUpAndSignIn, type SignedInUser } from './web-client.ts';

const fixtures = resolve(import.meta.dirname, 'fixtures');
let t: TestServer;
let functions: Functions;
let guest: WebFunctions;
let user: SignedInUser;

beforeAll(async () => {
  t = await startTestServer({ schemaPath: resolve(fixtures, 'functions.appwrite.json'), appwriteDir: fixtures });
  functions = new Functions(t.serverClient());
  guest = new WebFunctions(new WebClient().setEndpoint(t.endpoint).setProject(t.projectId));
  user = await signUpAndSignIn(t, { email: 'asha@example.com', password: 'password-123', name: 'Asha' });
});
afterAll(async () => {
  await t?.close();
});

const bodyOf = (e: Models.Execution): Record<string, unknown> => JSON.parse(e.responseBody) as Record<string, unknown>;
const header = (e: Models.Execution, name: string): string | undefined =>
  e.responseHeaders.find((h) => h.name === name)?.value;

async function waitFor(
  functionId: string,
  executionId: string,
  client: Functions = functions,
): Promise<Models.Execution> {
  for (let i = 0; i < 200; i++) {
    const e = await client.getExecution({ functionId, executionId });
    if (e.status === 'completed' || e.status === 'failed') return e;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('execution did not finish');
}

describe('synchronous executions', () => {
  it('answer 201 with the function response as an Execution that matches the spec', async () => {
    const res = await fetch(`${t.endpoint}/functions/echo/executions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Appwrite-Project': t.projectId, 'X-Appwrite-Key': t.apiKey },
      body: JSON.stringify({
        body: '{"a":1}',
        path: '/context?x=1&y=two',
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-Custom': 'c' },
      }),
    });
    expect(res.status).toBe(201);
    const e = (await res.json()) as Models.Execution;
    expect(specProblems('execution', e)).toEqual([]);
    expect(e).toMatchObject({
      functionId: 'echo',
      trigger: 'http',
      status: 'completed',
      requestMethod: 'PUT',
      requestPath: '/context?x=1&y=two',
      responseStatusCode: 200,
      scheduledAt: null,
    });
    expect(e.duration).toBeGreaterThan(0);
    expect(header(e, 'x-echo')).toBe('yes');
    expect(header(e, 'content-type')).toBe('application/json; charset=utf-8');
    expect(e.requestHeaders).toContainEqual({ name: 'x-custom', value: 'c' });
    const ctx = bodyOf(e);
    expect(ctx).toMatchObject({
      bodyText: '{"a":1}',
      bodyJson: { a: 1 },
      bodyBinaryLength: 7,
      method: 'PUT',
      path: '/context',
      query: { x: '1', y: 'two' },
      queryString: 'x=1&y=two',
      scheme: 'http',
    });
    expect(ctx.url).toMatch(/^http:\/\/[^/]+\/context\?x=1&y=two$/);
    const headers = ctx.headers as Record<string, string>;
    expect(headers['x-custom']).toBe('c');
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-appwrite-trigger']).toBe('http');
    expect(headers['x-appwrite-execution-id']).toBe(e.$id);
    expect(headers['x-appwrite-user-id']).toBe('');
    expect(headers['x-appwrite-client-ip']).toMatch(/127\.0\.0\.1/);
    expect(headers).toHaveProperty('x-appwrite-country-code');
    expect(headers['x-appwrite-key']).toMatch(/^ephemeral_/);
  });

  it('injects Appwrite environment variables and the function folder .env, which cannot override them', async () => {
    const e = await functions.createExecution({ functionId: 'echo', xpath: '/env' });
    expect(bodyOf(e)).toMatchObject({
      endpoint: t.endpoint,
      projectId: t.projectId,
      functionId: 'echo',
      functionName: 'Echo',
      deployment: 'dev-echo',
      runtimeName: 'Node.js',
      runtimeVersion: '22',
      cpus: '1',
      memory: '1024',
      version: '1.9.6',
      greeting: 'namaste',
    });
  });

  it('keeps one warm process per function across executions', async () => {
    const a = bodyOf(await functions.createExecution({ functionId: 'echo', xpath: '/env' }));
    const b = bodyOf(await functions.createExecution({ functionId: 'echo', xpath: '/env' }));
    expect(a.pid).toBe(b.pid);
    expect(a.pid).not.toBe(process.pid);
  });

  it('captures log(), error() and console output, shown only to API keys', async () => {
    const e = await functions.createExecution({ functionId: 'echo', xpath: '/logs' });
    expect(e.logs).toBe(
      'plain log\n{"structured":true}\nNative logs detected. Use context.log() or context.error() for better experience.\nfrom console {"n":1}\n',
    );
    expect(e.errors).toBe('an error line\n');
    const asGuest = await guest.createExecution({ functionId: 'echo', xpath: '/logs' });
    expect(asGuest.responseBody).toBe('logged');
    expect(asGuest.logs).toBe('');
    expect(asGuest.errors).toBe('');
  });

  it("turns a missing return into a failed 500 execution with open-runtimes' message", async () => {
    const e = await functions.createExecution({ functionId: 'echo', xpath: '/no-return' });
    expect(e).toMatchObject({ status: 'failed', responseStatusCode: 500, responseBody: '' });
    expect(e.errors).toContain('Return statement missing. return context.res.empty() if no response is expected.');
  });

  it('turns a thrown error into a failed 500 execution with its stack in errors', async () => {
    const e = await functions.createExecution({ functionId: 'echo', xpath: '/throw' });
    expect(e).toMatchObject({ status: 'failed', responseStatusCode: 500 });
    expect(e.errors).toContain('Error: function blew up');
  });

  it('supports res.empty, res.redirect, res.binary and custom status codes', async () => {
    expect(await functions.createExecution({ functionId: 'echo', xpath: '/empty' })).toMatchObject({
      responseStatusCode: 204,
      responseBody: '',
      status: 'completed',
    });
    const redirect = await functions.createExecution({ functionId: 'echo', xpath: '/redirect' });
    expect(redirect.responseStatusCode).toBe(302);
    expect(header(redirect, 'location')).toBe('https://example.com/next');
    const binary = await functions.createExecution({ functionId: 'echo', xpath: '/binary' });
    expect(binary.responseBody).toBe('hi');
    expect(header(binary, 'content-type')).toBe('application/octet-stream; charset=utf-8');
    expect(await functions.createExecution({ functionId: 'echo', xpath: '/status?code=418' })).toMatchObject({
      responseStatusCode: 418,
      status: 'completed',
    });
    expect(await functions.createExecution({ functionId: 'echo', xpath: '/status?code=503' })).toMatchObject({
      responseStatusCode: 503,
      status: 'failed',
    });
  });

  it('passes the signed-in user id and a user JWT that authenticates as that user', async () => {
    const e = await user.functions.createExecution({ functionId: 'echo', xpath: '/context' });
    const headers = bodyOf(e).headers as Record<string, string>;
    expect(headers['x-appwrite-user-id']).toBe(user.user.$id);
    // What a function does with it: act as the caller through the SDK.
    const asUser = new Account(
      new Client().setEndpoint(t.endpoint).setProject(t.projectId).setJWT(headers['x-appwrite-user-jwt']!),
    );
    expect((await asUser.get()).$id).toBe(user.user.$id);
    expect(e.$permissions).toEqual([`read("user:${user.user.$id}")`]);
  });

  it('does not let callers spoof x-appwrite-* headers', async () => {
    const e = await guest.createExecution({
      functionId: 'echo',
      xpath: '/context',
      headers: { 'x-appwrite-user-id': 'admin', 'x-appwrite-key': 'forged' },
    });
    const headers = bodyOf(e).headers as Record<string, string>;
    expect(headers['x-appwrite-user-id']).toBe('');
    expect(headers['x-appwrite-key']).toMatch(/^ephemeral_/);
  });
});

describe('the dynamic API key', () => {
  it("holds exactly the function's scopes", async () => {
    const e = await functions.createExecution({ functionId: 'echo', xpath: '/key' });
    expect(bodyOf(e)).toEqual({ listExecutions: 'allowed', listFiles: '401 general_unauthorized_scope' });
  });
});

describe('execute permissions and lookup', () => {
  it('rejects callers outside the execute roles with user_unauthorized', async () => {
    await expect(guest.createExecution({ functionId: 'members-only', xpath: '/' })).rejects.toMatchObject({
      code: 401,
      type: 'user_unauthorized',
    });
    expect(await user.functions.createExecution({ functionId: 'members-only', xpath: '/hello' })).toMatchObject({
      status: 'completed',
      responseStatusCode: 200,
    });
    // An event-only function (no execute roles) still runs for the API key.
    await expect(guest.createExecution({ functionId: 'listener' })).rejects.toMatchObject({
      code: 401,
      type: 'user_unauthorized',
    });
    expect(await functions.createExecution({ functionId: 'listener', xpath: '/x' })).toMatchObject({
      status: 'completed',
    });
  });

  it('answers function_not_found for unknown and (to clients) disabled functions', async () => {
    await expect(functions.createExecution({ functionId: 'nope' })).rejects.toMatchObject({
      code: 404,
      type: 'function_not_found',
    });
    await expect(guest.createExecution({ functionId: 'switched-off' })).rejects.toMatchObject({
      code: 404,
      type: 'function_not_found',
    });
  });

  it('validates the request', async () => {
    await expect(
      functions.createExecution({ functionId: 'echo', method: 'TRACE' as ExecutionMethod }),
    ).rejects.toMatchObject({ code: 400, type: 'general_argument_invalid' });
  });
});

describe('scheduled executions (scheduledAt), as Appwrite 1.9 checks them', () => {
  /** The start of a minute `minutes` from now (UTC), as an ISO string. */
  const minuteAhead = (minutes: number): string =>
    new Date((Math.floor(Date.now() / 60_000) + minutes) * 60_000).toISOString();
  const invalid = {
    code: 400,
    type: 'general_bad_request',
    message: 'Execution schedule must be a valid date, and at least 1 minute from now',
  };

  it('must be asynchronous, checked before the date', async () => {
    const notAsync = {
      code: 400,
      type: 'general_bad_request',
      message: 'Scheduled executions must run asynchronously. Set scheduledAt to a future date, or set async to true.',
    };
    await expect(functions.createExecution({ functionId: 'echo', scheduledAt: minuteAhead(5) })).rejects.toMatchObject(
      notAsync,
    );
    await expect(functions.createExecution({ functionId: 'echo', scheduledAt: 'not a date' })).rejects.toMatchObject(
      notAsync,
    );
  });

  it('must be a date more than a minute ahead at minute precision', async () => {
    for (const scheduledAt of [
      '2001-01-01T00:00:00.000Z', // past
      minuteAhead(1), // the next minute: at most 60 s ahead, Appwrite wants more
      new Date(Date.now() + 5 * 60_000).toISOString(), // seconds and milliseconds
      minuteAhead(5).replace('.000Z', '.250Z'), // milliseconds only
      minuteAhead(5).replace(':00.000Z', ':30.000Z'), // seconds only
      'tomorrow at noon',
      '',
    ]) {
      await expect(
        functions.createExecution({ functionId: 'echo', async: true, scheduledAt }),
        scheduledAt,
      ).rejects.toMatchObject(invalid);
    }
    await expect(
      functions.createExecution({ functionId: 'echo', async: true, scheduledAt: 'x'.repeat(101) }),
    ).rejects.toMatchObject({ code: 400, type: 'general_argument_invalid' });
  });

  it('is recorded as scheduled with the schedule trigger and the minute it names', async () => {
    const when = minuteAhead(3);
    const created = await functions.createExecution({ functionId: 'echo', async: true, scheduledAt: when });
    expect(created).toMatchObject({
      status: 'scheduled',
      trigger: 'schedule',
      scheduledAt: when.replace('Z', '+00:00'),
    });
    expect(specProblems('execution', created)).toEqual([]);
    // Any ISO 8601 offset names the same instant; a whole minute there is a whole minute in UTC.
    const india = new Date(Date.parse(minuteAhead(4)) + 5.5 * 3600_000).toISOString().replace('.000Z', '+05:30');
    expect(await functions.createExecution({ functionId: 'echo', async: true, scheduledAt: india })).toMatchObject({
      status: 'scheduled',
      scheduledAt: minuteAhead(4).replace('Z', '+00:00'),
    });
  });
});

describe('asynchronous executions, listing and reading', () => {
  it('answers 202 waiting, then completes in the background', async () => {
    const res = await fetch(`${t.endpoint}/functions/echo/executions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Appwrite-Project': t.projectId, 'X-Appwrite-Key': t.apiKey },
      body: JSON.stringify({ async: true, path: '/sleep?ms=100' }),
    });
    expect(res.status).toBe(202);
    const created = (await res.json()) as Models.Execution;
    expect(created.status).toBe('waiting');
    expect(specProblems('execution', created)).toEqual([]);
    const done = await waitFor('echo', created.$id);
    expect(done).toMatchObject({ status: 'completed', responseBody: 'slept', responseStatusCode: 200 });
  });

  it('lists and gets executions; users see only their own, guests lack the scope', async () => {
    const mine = await user.functions.createExecution({ functionId: 'echo', xpath: '/mine' });
    const all = await functions.listExecutions({ functionId: 'echo' });
    expect(specProblems('executionList', all)).toEqual([]);
    expect(all.total).toBeGreaterThan(5);
    expect(all.executions.map((e) => e.$id)).toContain(mine.$id);

    const own = await user.functions.listExecutions({ functionId: 'echo' });
    expect(own.executions.length).toBeGreaterThan(0);
    expect(own.executions.every((e) => e.$permissions.includes(`read("user:${user.user.$id}")`))).toBe(true);
    expect(await user.functions.getExecution({ functionId: 'echo', executionId: mine.$id })).toMatchObject({
      $id: mine.$id,
      logs: '',
    });

    const keyOnly = all.executions.find((e) => e.$permissions.length === 0)!;
    await expect(user.functions.getExecution({ functionId: 'echo', executionId: keyOnly.$id })).rejects.toMatchObject({
      code: 404,
      type: 'execution_not_found',
    });
    await expect(guest.listExecutions({ functionId: 'echo' })).rejects.toMatchObject({
      code: 401,
      type: 'general_unauthorized_scope',
    });
    await expect(functions.getExecution({ functionId: 'echo', executionId: 'missing' })).rejects.toMatchObject({
      code: 404,
      type: 'execution_not_found',
    });
  });

  it('filters and paginates the list with queries', async () => {
    const failed = await functions.listExecutions({
      functionId: 'echo',
      queries: ['{"method":"equal","attribute":"status","values":["failed"]}'],
    });
    expect(failed.total).toBeGreaterThan(0);
    expect(failed.executions.every((e) => e.status === 'failed')).toBe(true);
    const firstTwo = await functions.listExecutions({
      functionId: 'echo',
      queries: ['{"method":"limit","values":[2]}'],
    });
    expect(firstTwo.executions).toHaveLength(2);
  });
});

describe('timeouts and crashes', () => {
  it('fails an execution that runs past the declared timeout and recovers for the next one', async () => {
    const before = bodyOf(await functions.createExecution({ functionId: 'echo', xpath: '/env' })).pid;
    const slow = await functions.createExecution({ functionId: 'echo', xpath: '/sleep?ms=5000' });
    expect(slow).toMatchObject({ status: 'failed', responseStatusCode: 500 });
    expect(slow.errors).toContain('timed out after 2 seconds');
    expect(slow.duration).toBeGreaterThanOrEqual(2);
    expect(slow.duration).toBeLessThan(4);
    const after = bodyOf(await functions.createExecution({ functionId: 'echo', xpath: '/env' })).pid;
    expect(after).not.toBe(before);
  });

  it('times out one execution without failing the others running beside it, as open-runtimes serves them', async () => {
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const before = bodyOf(await functions.createExecution({ functionId: 'echo', xpath: '/env' })).pid;
    const slow = functions.createExecution({ functionId: 'echo', xpath: '/sleep?ms=5000' });
    await pause(1_200);
    // Started before the slow one's 2 s run out, still running when they do.
    const beside = functions.createExecution({ functionId: 'echo', xpath: '/sleep?ms=1800' });
    // Started once the slow one has failed (not after a fixed pause: a loaded machine starts it late),
    // while `beside` still runs: a fresh process serves it while the old one finishes `beside`.
    const timedOut = await slow;
    const during = bodyOf(await functions.createExecution({ functionId: 'echo', xpath: '/env' })).pid;
    const finished = await beside;
    expect(timedOut).toMatchObject({ status: 'failed', responseStatusCode: 500 });
    expect(timedOut.errors).toContain('timed out after 2 seconds');
    expect(finished).toMatchObject({ status: 'completed', responseStatusCode: 200, responseBody: 'slept' });
    expect(during).not.toBe(before);
    // The old process ended once `beside` answered; the new one serves from now on.
    expect(bodyOf(await functions.createExecution({ functionId: 'echo', xpath: '/env' })).pid).toBe(during);
  });

  it('survives function code that crashes its process', async () => {
    const crashed = await functions.createExecution({ functionId: 'echo', xpath: '/crash' });
    expect(crashed).toMatchObject({ status: 'failed', responseStatusCode: 500 });
    expect(crashed.errors).toContain('ended unexpectedly');
    const health = await fetch(`${t.endpoint}/health/version`);
    expect(health.status).toBe(200);
    expect(await functions.createExecution({ functionId: 'echo', xpath: '/hello' })).toMatchObject({
      status: 'completed',
    });
  });
});

describe('the synchronous wait limit', () => {
  it('answers 408 function_synchronous_timeout and lets the execution finish in the background', async () => {
    const runtime = functionsRuntime(t.dev.deps)!;
    runtime.syncLimitMs = 300;
    try {
      await expect(functions.createExecution({ functionId: 'echo', xpath: '/sleep?ms=1000' })).rejects.toMatchObject({
        code: 408,
        type: 'function_synchronous_timeout',
      });
    } finally {
      runtime.syncLimitMs = 30_000;
    }
    const list = await functions.listExecutions({
      functionId: 'echo',
      queries: ['{"method":"equal","attribute":"requestPath","values":["/sleep?ms=1000"]}'],
    });
    expect(list.total).toBe(1);
    const done = await waitFor('echo', list.executions[0]!.$id);
    expect(done).toMatchObject({ status: 'completed', responseBody: 'slept' });
  });
});

describe('event triggers', () => {
  it('runs functions whose event patterns match, with x-appwrite-event and the payload as body', async () => {
    serverEvents.publish({
      events: ['databases.instamg.tables.orders.rows.o1.create', 'databases.*.tables.*.rows.*.create'],
      channels: ['rows'],
      payload: { $id: 'o1', total: 120 },
      readRoles: [],
    });
    serverEvents.publish({
      events: ['databases.instamg.tables.orders.rows.o1.update'],
      channels: ['rows'],
      payload: { $id: 'o1' },
      readRoles: [],
    });
    let list = await functions.listExecutions({
      functionId: 'listener',
      queries: ['{"method":"equal","attribute":"trigger","values":["event"]}'],
    });
    for (let i = 0; i < 100 && !list.executions.every((e) => e.status === 'completed'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      list = await functions.listExecutions({
        functionId: 'listener',
        queries: ['{"method":"equal","attribute":"trigger","values":["event"]}'],
      });
    }
    expect(list.total).toBe(1);
    const e = list.executions[0]!;
    expect(e.status).toBe('completed');
    expect(JSON.parse(e.responseBody)).toEqual({ path: '/', body: '{"$id":"o1","total":120}' });
  });
});

describe('schedules', () => {
  it('run a function whose cron schedule names the minute, with the schedule trigger', async () => {
    const runtime = functionsRuntime(t.dev.deps)!;
    runtime.runSchedules(new Date('2027-01-01T00:01:00Z'));
    runtime.runSchedules(new Date('2027-01-01T00:00:00Z'));
    let list = await functions.listExecutions({ functionId: 'new-year' });
    for (let i = 0; i < 100 && list.executions.some((e) => e.status !== 'completed'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      list = await functions.listExecutions({ functionId: 'new-year' });
    }
    expect(list.total).toBe(1);
    expect(list.executions[0]).toMatchObject({
      trigger: 'schedule',
      status: 'completed',
      requestMethod: 'POST',
      requestPath: '/',
    });
  });
});

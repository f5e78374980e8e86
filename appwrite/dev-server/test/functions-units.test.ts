import { describe, expect, it } from 'vitest';
import { parseCron } from '../src/functions/cron.ts';
import { appwriteEventNames, eventMatches, firstMatchingEvent } from '../src/functions/event-match.ts';
import { applyListQueries, evaluateFilters } from '../src/functions/list-queries.ts';
import {
  createRuntimeContext,
  finalizeOutput,
  formatConsoleArgs,
  formatLogMessage,
} from '../src/functions/open-runtimes.ts';
import { functionEnv, parseDotEnv, runtimeInfo, specificationResources } from '../src/functions/runtime-env.ts';
import type { FunctionDef } from '../src/db/schema.ts';

const at = (iso: string): Date => new Date(iso);

describe('cron schedules', () => {
  it('matches minutes, hours, steps, ranges and lists in UTC', () => {
    const everyFive = parseCron('*/5 * * * *');
    expect(everyFive.matches(at('2026-11-22T10:05:00Z'))).toBe(true);
    expect(everyFive.matches(at('2026-11-22T10:06:00Z'))).toBe(false);
    const office = parseCron('30 9-17/4 * * 1-5');
    expect(office.matches(at('2026-11-23T13:30:00Z'))).toBe(true); // Monday 13:30
    expect(office.matches(at('2026-11-23T14:30:00Z'))).toBe(false);
    expect(office.matches(at('2026-11-22T13:30:00Z'))).toBe(false); // Sunday
    expect(parseCron('0 0 1,15 * *').matches(at('2026-11-15T00:00:00Z'))).toBe(true);
  });

  it('treats 7 as Sunday, ORs restricted day fields, and knows the macros', () => {
    expect(parseCron('0 0 * * 7').matches(at('2026-11-22T00:00:00Z'))).toBe(true);
    const either = parseCron('0 0 13 * 5');
    expect(either.matches(at('2026-11-13T00:00:00Z'))).toBe(true); // the 13th
    expect(either.matches(at('2026-11-20T00:00:00Z'))).toBe(true); // a Friday
    expect(either.matches(at('2026-11-21T00:00:00Z'))).toBe(false);
    expect(parseCron('@hourly').matches(at('2026-11-22T07:00:00Z'))).toBe(true);
    expect(parseCron('@daily').matches(at('2026-11-22T07:00:00Z'))).toBe(false);
  });

  it('rejects malformed expressions with the field at fault', () => {
    expect(() => parseCron('* * * *')).toThrow(/expected 5 fields/);
    expect(() => parseCron('60 * * * *')).toThrow(/bad minute "60"/);
    expect(() => parseCron('* * * 0 *')).toThrow(/bad month "0"/);
    expect(() => parseCron('*/0 * * * *')).toThrow(/bad minute/);
  });
});

describe('event patterns', () => {
  it('match segment by segment with * standing for one segment', () => {
    expect(
      eventMatches('databases.*.tables.orders.rows.*.create', 'databases.instamg.tables.orders.rows.o1.create'),
    ).toBe(true);
    expect(
      eventMatches('databases.*.tables.orders.rows.*.create', 'databases.instamg.tables.orders.rows.o1.update'),
    ).toBe(false);
    expect(eventMatches('databases.*.tables.orders.rows.*', 'databases.instamg.tables.orders.rows.o1.create')).toBe(
      false,
    );
    expect(
      firstMatchingEvent(
        ['users.*.create', 'buckets.*.files.*.create'],
        ['buckets.b.files.f.create', 'buckets.*.files.*.create'],
      ),
    ).toBe('buckets.b.files.f.create');
    expect(firstMatchingEvent(['users.*.create'], ['buckets.b.files.f.create'])).toBeNull();
  });

  it("expand like Appwrite's generateEvents, most specific first", () => {
    expect(
      appwriteEventNames('functions.[functionId].executions.[executionId].create', {
        functionId: 'f',
        executionId: 'e',
      }),
    ).toEqual([
      'functions.f.executions.e.create',
      'functions.*.executions.e.create',
      'functions.f.executions.*.create',
      'functions.*.executions.*.create',
      'functions.f.executions.e',
      'functions.*.executions.e',
      'functions.f.executions.*',
      'functions.*.executions.*',
    ]);
    expect(() => appwriteEventNames('buckets.[bucketId].files', {})).toThrow(/missing value for \[bucketId\]/);
  });
});

describe('function environment', () => {
  const fn: FunctionDef = {
    id: 'store-locator',
    name: 'store-locator',
    runtime: 'node-22',
    path: 'functions/store-locator',
    entrypoint: 'dist/main.js',
    commands: '',
    execute: ['any'],
    events: [],
    schedule: '',
    timeout: 15,
    enabled: true,
    logging: true,
    scopes: ['rows.read'],
    specification: 's-2vcpu-2gb',
  };

  it('parses .env files the way the CLI uploads them', () => {
    expect(
      parseDotEnv(
        '# comment\nA=1\nexport B="two words"\nC=\'single\'\nD=plain # trailing\n\nbad line\nE="line\\nbreak"',
      ),
    ).toEqual({
      A: '1',
      B: 'two words',
      C: 'single',
      D: 'plain',
      E: 'line\nbreak',
    });
  });

  it('names the runtime and the resources of the specification', () => {
    expect(runtimeInfo('node-22')).toEqual({ name: 'Node.js', version: '22' });
    expect(runtimeInfo('bun-1.1')).toEqual({ name: 'Bun', version: '1.1' });
    expect(() => runtimeInfo('python-3.12')).toThrow(/JavaScript\/TypeScript functions only/);
    expect(specificationResources('s-0.5vcpu-512mb')).toEqual({ cpus: '0.5', memory: '512' });
    expect(specificationResources('s-2vcpu-2gb')).toEqual({ cpus: '2', memory: '2048' });
  });

  it("lets Appwrite's own variables win over the function's", () => {
    const env = functionEnv(fn, {
      endpoint: 'http://localhost:8080/v1',
      projectId: 'instamg',
      variables: { APPWRITE_FUNCTION_ID: 'spoofed', MAPS_KEY: 'k' },
    });
    expect(env).toMatchObject({
      APPWRITE_FUNCTION_ID: 'store-locator',
      MAPS_KEY: 'k',
      APPWRITE_FUNCTION_CPUS: '2',
      APPWRITE_FUNCTION_MEMORY: '2048',
      APPWRITE_FUNCTION_DEPLOYMENT: 'dev-store-locator',
    });
  });
});

describe('open-runtimes context', () => {
  const sink = () => {
    const lines = { logs: [] as string[], errors: [] as string[] };
    return { lines, sink: { log: (l: string) => lines.logs.push(l), error: (l: string) => lines.errors.push(l) } };
  };
  const request = (url: string, headers: Record<string, string> = {}, body = '') => ({
    method: 'POST',
    url,
    headers,
    bodyBase64: Buffer.from(body).toString('base64'),
  });

  it('derives host, port, scheme, query and url from the request like open-runtimes', () => {
    const { sink: s } = sink();
    const { req } = createRuntimeContext(
      request('/a/b?x=1&y=a=b&flag', { host: 'fn.local:3000', 'content-type': 'application/json' }, '{"k":2}'),
      s,
    );
    expect(req).toMatchObject({
      host: 'fn.local',
      port: 3000,
      scheme: 'http',
      path: '/a/b',
      queryString: 'x=1&y=a=b&flag',
      query: { x: '1', y: 'a=b', flag: '' },
      url: 'http://fn.local:3000/a/b?x=1&y=a=b&flag',
    });
    expect(req.bodyJson).toEqual({ k: 2 });
    expect(req.body).toEqual({ k: 2 });
    const https = createRuntimeContext(request('/', { host: 'fn.local', 'x-forwarded-proto': 'https' }), s).req;
    expect([https.port, https.url]).toEqual([443, 'https://fn.local/']);
  });

  it('throws from bodyJson on an empty body, exactly like open-runtimes', () => {
    const { sink: s } = sink();
    expect(() => createRuntimeContext(request('/'), s).req.bodyJson).toThrow(SyntaxError);
    expect(createRuntimeContext(request('/', { 'content-type': 'application/json' }), s).req.body).toEqual({});
    expect(Buffer.isBuffer(createRuntimeContext(request('/', { 'content-type': 'image/png' }, 'x'), s).req.body)).toBe(
      true,
    );
  });

  it('finalizes output: missing return, header case, charset, hidden runtime headers', () => {
    const { lines, sink: s } = sink();
    expect(finalizeOutput(undefined, s)).toEqual({
      body: Buffer.alloc(0),
      statusCode: 500,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    expect(lines.errors).toEqual(['Return statement missing. return context.res.empty() if no response is expected.']);
    const { res } = createRuntimeContext(request('/'), s);
    const out = finalizeOutput(res.json({ ok: true }, 201, { 'X-Open-Runtimes-Log-Id': 'x', 'X-Trace': 't' }), s);
    expect(out.statusCode).toBe(201);
    expect(out.headers).toEqual({ 'x-trace': 't', 'content-type': 'application/json; charset=utf-8' });
    expect(out.body.toString()).toBe('{"ok":true}');
    expect(
      finalizeOutput(res.text('multi', 200, { 'content-type': 'multipart/form-data; boundary=b' }), s).headers[
        'content-type'
      ],
    ).toBe('multipart/form-data; boundary=b');
  });

  it('formats log lines like the open-runtimes logger', () => {
    expect(formatLogMessage({ a: 1 })).toBe('{"a":1}');
    expect(formatLogMessage(42)).toBe('42');
    expect(formatLogMessage(new Error('boom'))).toMatch(/^Error: boom\n/);
    expect(formatConsoleArgs(['n =', 1, { b: [2] }, null])).toBe('n = 1 {"b":[2]} null');
  });
});

describe('list queries over models', () => {
  const items = [
    { $id: 'a', $createdAt: '2026-01-01', status: 'completed', duration: 0.5 },
    { $id: 'b', $createdAt: '2026-01-02', status: 'failed', duration: 2 },
    { $id: 'c', $createdAt: '2026-01-03', status: 'completed', duration: 1 },
  ];
  const q = (o: object) => JSON.stringify(o);

  it('filters, orders, pages and counts before paging', () => {
    expect(
      applyListQueries(
        items,
        [q({ method: 'equal', attribute: 'status', values: ['completed'] })],
        ['status', 'duration'],
      ).page.map((i) => i.$id),
    ).toEqual(['a', 'c']);
    const sorted = applyListQueries(
      items,
      [q({ method: 'orderDesc', attribute: 'duration' }), q({ method: 'limit', values: [2] })],
      ['status', 'duration'],
    );
    expect([sorted.total, sorted.page.map((i) => i.$id)]).toEqual([3, ['b', 'c']]);
    expect(applyListQueries(items, [q({ method: 'cursorAfter', values: ['a'] })], []).page.map((i) => i.$id)).toEqual([
      'b',
      'c',
    ]);
    expect(applyListQueries(items, [q({ method: 'offset', values: [2] })], []).page.map((i) => i.$id)).toEqual(['c']);
  });

  it('rejects unknown attributes, methods and cursors with Appwrite errors', () => {
    expect(() =>
      applyListQueries(items, [q({ method: 'equal', attribute: 'secret', values: [1] })], ['status']),
    ).toThrow(expect.objectContaining({ type: 'general_query_invalid' }));
    expect(() => applyListQueries(items, [q({ method: 'teleport', values: [] })], [])).toThrow(
      expect.objectContaining({ type: 'general_query_invalid' }),
    );
    expect(() => applyListQueries(items, ['{oops'], [])).toThrow(
      expect.objectContaining({ type: 'general_query_invalid' }),
    );
    expect(() => applyListQueries(items, [q({ method: 'cursorAfter', values: ['zz'] })], [])).toThrow(
      expect.objectContaining({ type: 'general_cursor_not_found' }),
    );
  });

  it('evaluates filter queries against one payload (realtime subscriptions)', () => {
    expect(
      evaluateFilters({ status: 'placed', total: 120 }, [
        q({ method: 'equal', attribute: 'status', values: ['placed'] }),
        q({ method: 'greaterThan', attribute: 'total', values: [100] }),
      ]),
    ).toBe(true);
    expect(
      evaluateFilters({ status: 'placed', total: 90 }, [
        q({ method: 'greaterThan', attribute: 'total', values: [100] }),
      ]),
    ).toBe(false);
  });
});

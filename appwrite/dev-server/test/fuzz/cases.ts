/**
 * Deterministic generators of malformed Appwrite requests. Every case is invalid on purpose (bad
 * JSON, wrong types, unknown columns, broken queries, bad ids, path tricks, oversized bodies, bad
 * uploads, bad credentials), so the only right answer is Appwrite error JSON with a 4xx status.
 */
export interface FuzzRequest {
  family: string;
  method: string;
  /** Raw request target, sent byte for byte (path tricks must not be normalised by a client). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzContext {
  projectId: string;
  apiKey: string;
  /** A table with fixture rows whose checksum must survive the run. */
  table: string;
  rowIds: string[];
}

const ROWS = (t: string): string => `/v1/tablesdb/instamg/tables/${t}/rows`;
const ALPHABET = 'abcXYZ019_-.:/\\%?#&=+ \'"<>{}[]();$*@!~`|^\u00e9\u0915\u{1F48A}\u0000\u202e';

export function generator(seed: number, ctx: FuzzContext): () => FuzzRequest {
  const rnd = prng(seed);
  const int = (n: number): number => Math.floor(rnd() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const junk = (max: number): string => Array.from({ length: 1 + int(max) }, () => pick([...ALPHABET])).join('');
  // Header values must be visible ASCII: Node's client refuses anything else before it reaches a server.
  const headerJunk = (max: number): string =>
    Array.from({ length: 1 + int(max) }, () => String.fromCharCode(0x21 + int(94))).join('');
  const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));
  const asKey = {
    'x-appwrite-project': ctx.projectId,
    'x-appwrite-key': ctx.apiKey,
    'content-type': 'application/json',
  };
  const asGuest = { 'x-appwrite-project': ctx.projectId, 'content-type': 'application/json' };
  const who = (): Record<string, string> => (rnd() < 0.7 ? asKey : asGuest);
  const row = (): string => pick(ctx.rowIds);
  const queryString = (queries: string[]): string =>
    queries.map((q, i) => `queries[${i}]=${encodeURIComponent(q)}`).join('&');
  const validSetting = (): Record<string, unknown> => ({ key: `fuzz-${int(1e9)}`, value: 'v' });

  const families: (() => FuzzRequest)[] = [
    // Bad JSON bodies.
    () => ({
      family: 'bad-json',
      method: pick(['POST', 'PATCH', 'PUT']),
      path: pick([
        ROWS(ctx.table),
        `${ROWS(ctx.table)}/${row()}`,
        '/v1/account',
        '/v1/account/sessions/email',
        '/v1/teams',
      ]),
      headers: who(),
      body: Buffer.from(
        pick([
          '{',
          '{"data":',
          '[1,2',
          '{"a":}',
          'nul',
          '"str"',
          '42',
          '[]',
          'null',
          '{"rowId":"x",}',
          junk(40),
          '\uFEFF{',
        ]),
      ),
    }),
    // Wrong types for known columns and params.
    () => {
      const data = pick<Record<string, unknown>>([
        { key: 123, value: 'v' },
        { key: 'k', value: { nested: true } },
        { key: ['a'], value: 'v' },
        { key: 'k', value: 'x'.repeat(100_000) },
        { key: null, value: null },
        { key: true, value: 1.5 },
      ]);
      return pick([
        {
          family: 'wrong-types',
          method: 'POST',
          path: ROWS(ctx.table),
          headers: asKey,
          body: json({ rowId: `fz${int(1e9)}`, data }),
        },
        {
          family: 'wrong-types',
          method: 'PATCH',
          path: `${ROWS(ctx.table)}/${row()}`,
          headers: asKey,
          body: json({ data }),
        },
        {
          family: 'wrong-types',
          method: 'POST',
          path: ROWS(ctx.table),
          headers: asKey,
          body: json({ rowId: 12, data: validSetting() }),
        },
        {
          family: 'wrong-types',
          method: 'POST',
          path: ROWS(ctx.table),
          headers: asKey,
          body: json({ rowId: 'unique()', data: 'not an object' }),
        },
        {
          family: 'wrong-types',
          method: 'POST',
          path: ROWS(ctx.table),
          headers: asKey,
          body: json({
            rowId: 'unique()',
            data: validSetting(),
            permissions: pick(['read("any")', [1], ['write(any)'], ['read("nobody:x")']]),
          }),
        },
        {
          family: 'wrong-types',
          method: 'POST',
          path: '/v1/account',
          headers: asGuest,
          body: json({
            userId: 'unique()',
            email: pick([1, 'not-an-email', '', 'a@b']),
            password: pick([1, 'short', '']),
          }),
        },
        {
          family: 'wrong-types',
          method: 'POST',
          path: '/v1/users',
          headers: asKey,
          body: json({ userId: pick([[], {}, 'bad id!']), email: 'x@example.in' }),
        },
      ]);
    },
    // Unknown columns.
    () => ({
      family: 'unknown-columns',
      method: pick(['POST', 'PATCH']),
      path: rnd() < 0.5 ? ROWS(ctx.table) : `${ROWS(ctx.table)}/${row()}`,
      headers: asKey,
      body: json({
        rowId: 'unique()',
        data: {
          ...(rnd() < 0.5 ? validSetting() : {}),
          [`col_${junk(8)}`]: junk(8),
          ...(rnd() < 0.3 ? { $id: 'x', $sequence: 5 } : {}),
        },
      }),
    }),
    // Invalid and oversized queries.
    () => {
      const bad = pick([
        () => [junk(30)],
        () => ['{"method":"equal"}'],
        () => [JSON.stringify({ method: 'nope', attribute: 'key', values: ['a'] })],
        () => [JSON.stringify({ method: 'equal', attribute: `no_${junk(5)}`, values: ['a'] })],
        () => [
          JSON.stringify({
            method: 'equal',
            attribute: 'key',
            values: Array.from({ length: 101 + int(50) }, (_, i) => `v${i}`),
          }),
        ],
        () => [JSON.stringify({ method: 'equal', attribute: 'key', values: ['x'.repeat(4097 + int(2000))] })],
        () => [JSON.stringify({ method: 'limit', values: [pick([-1, 'ten', 2.5, null])] })],
        () => [JSON.stringify({ method: 'offset', values: [pick([-5, 'x', {}])] })],
        () => [JSON.stringify({ method: 'cursorAfter', values: [`missing${int(1e6)}`] })],
        () => [JSON.stringify({ method: 'search', attribute: 'value', values: ['x'] })], // no fulltext index
        () => [JSON.stringify({ method: 'distanceLessThan', attribute: 'key', values: [[[1, 2], 5, true]] })],
        () => {
          let q: unknown = { method: 'equal', attribute: 'key', values: ['a'] };
          for (let i = 0; i < 20 + int(20); i++)
            q = { method: pick(['or', 'and']), values: [q, pick([junk(5), 7, null])] };
          return [JSON.stringify(q)];
        },
        () => Array.from({ length: 101 + int(20) }, () => JSON.stringify({ method: 'limit', values: [1] })),
        () => [JSON.stringify({ method: 'select', values: [pick([[], [1], ['no_col'], [{}]])] })],
        () => [JSON.stringify({ method: 'orderAsc', attribute: `no_${int(100)}` })],
      ])();
      return { family: 'bad-queries', method: 'GET', path: `${ROWS(ctx.table)}?${queryString(bad)}`, headers: who() };
    },
    // Bad ids in every id position.
    () => {
      const id = pick([
        'x'.repeat(37 + int(200)),
        '../users',
        '..%2F..%2Fproject.json',
        '%00',
        '_leading',
        'sp ace',
        'semi;colon',
        'quo"te',
        '\u0915\u093e',
        'a/b',
        '%2e%2e',
        '$id',
        '-dash',
      ]);
      const enc = /[%]/.test(id) ? id : encodeURIComponent(id);
      return pick([
        { family: 'bad-ids', method: 'GET', path: `${ROWS(ctx.table)}/${enc}`, headers: who() },
        { family: 'bad-ids', method: 'GET', path: `/v1/tablesdb/instamg/tables/${enc}/rows`, headers: who() },
        { family: 'bad-ids', method: 'GET', path: `/v1/tablesdb/${enc}/tables/${ctx.table}/rows`, headers: who() },
        {
          family: 'bad-ids',
          method: 'POST',
          path: ROWS(ctx.table),
          headers: asKey,
          body: json({ rowId: id, data: validSetting() }),
        },
        { family: 'bad-ids', method: 'GET', path: `/v1/storage/buckets/${enc}/files`, headers: asKey },
        { family: 'bad-ids', method: 'GET', path: `/v1/users/${enc}`, headers: asKey },
        {
          family: 'bad-ids',
          method: 'POST',
          path: '/v1/users',
          headers: asKey,
          body: json({ userId: id, email: `f${int(1e9)}@example.in`, password: 'long-enough-pass' }),
        },
        { family: 'bad-ids', method: 'GET', path: `/v1/functions/${enc}/executions`, headers: asKey },
      ]);
    },
    // Path tricks.
    () => ({
      family: 'path-tricks',
      method: pick(['GET', 'POST', 'DELETE']),
      path: pick([
        '/v1/tablesdb/instamg/tables/%2e%2e/%2e%2e/users',
        `/v1/tablesdb/instamg/tables/${ctx.table}/rows/%2e%2e`,
        '/v1//tablesdb//instamg',
        '/v1/../v1/users',
        '/v1/%2e%2e/project.json',
        '/v1/tablesdb/instamg/tables/\u00e9/rows',
        `/v1/${'a/'.repeat(200 + int(200))}`,
        '/v1/account%00',
        '/v1/storage/buckets/%ZZ/files',
        '/v2/account',
        `/v1/tablesdb/instamg/tables/${ctx.table}/rows/${row()}/key/increment/extra`,
        '/.env',
        '/v1/dev/outbox/..%2F..%2Fetc%2Fpasswd',
      ]).replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c)),
      headers: { 'x-appwrite-project': ctx.projectId },
    }),
    // Bad uploads: multipart without or with a wrong boundary, broken Content-Range, bad x-appwrite-id.
    () => {
      const boundary = `----fz${int(1e9)}`;
      const part = (name: string, value: string, filename?: string): string =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n${filename ? 'Content-Type: image/png\r\n' : ''}\r\n${value}\r\n`;
      const good = `${part('fileId', 'unique()')}${part('file', 'PNGDATA', 'a.png')}--${boundary}--\r\n`;
      const variants: [Record<string, string>, string][] = [
        [{ 'content-type': 'multipart/form-data' }, good],
        [{ 'content-type': `multipart/form-data; boundary=${boundary}x` }, good],
        [{ 'content-type': `multipart/form-data; boundary=${boundary}` }, good.slice(0, int(good.length))],
        [
          { 'content-type': `multipart/form-data; boundary=${boundary}` },
          `${part('fileId', 'unique()')}--${boundary}--\r\n`,
        ],
        [
          {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-range': pick(['bytes 0-10/5', 'bytes abc', 'bytes 10-5/100', 'bytes 0-6/7x', 'bytes -1-3/4']),
          },
          good,
        ],
        [
          {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-range': 'bytes 5242880-5242886/10485760',
            'x-appwrite-id': pick(['unique()', '../x', 'bad id!']),
          },
          good,
        ],
        [
          { 'content-type': `multipart/form-data; boundary=${boundary}` },
          `${part('fileId', 'unique()')}${part('file', 'MZ', 'evil.exe')}--${boundary}--\r\n`,
        ],
      ];
      const [headers, body] = pick(variants);
      return {
        family: 'bad-uploads',
        method: 'POST',
        path: `/v1/storage/buckets/${pick(['product_images', 'prescriptions', 'no_such_bucket'])}/files`,
        headers: { 'x-appwrite-project': ctx.projectId, 'x-appwrite-key': ctx.apiKey, ...headers },
        body: Buffer.from(body),
      };
    },
    // Bad credentials: keys, JWTs, session cookies, fallback cookies, projects.
    () => ({
      family: 'bad-credentials',
      method: 'GET',
      path: pick(['/v1/account', '/v1/account/sessions', '/v1/users', '/v1/account/prefs', '/v1/account/jwts']),
      headers: pick<Record<string, string>>([
        {
          'x-appwrite-project': ctx.projectId,
          'x-appwrite-key': pick([headerJunk(20), 'standard_00', `${ctx.apiKey}x`, 'ephemeral_a.b.c']),
        },
        {
          'x-appwrite-project': ctx.projectId,
          'x-appwrite-jwt': pick([headerJunk(30), 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOiJ4In0.']),
        },
        { 'x-appwrite-project': ctx.projectId, cookie: `a_session_${ctx.projectId}=${encodeURIComponent(junk(40))}` },
        {
          'x-appwrite-project': ctx.projectId,
          'x-fallback-cookies': pick([
            '{',
            '[]',
            `{"a_session_${ctx.projectId}":"${Buffer.from('{"id":"x","secret":"y"}').toString('base64')}"}`,
            headerJunk(30),
          ]),
        },
        { 'x-appwrite-project': pick(['other', '', headerJunk(10)]) },
        { 'x-appwrite-project': ctx.projectId, 'x-appwrite-session': headerJunk(30) },
      ]),
    }),
  ];

  return () => pick(families)();
}

/** A few requests past the 12 MB body limit, declared and chunked; generated separately because they are big. */
export function oversizedRequests(ctx: FuzzContext): FuzzRequest[] {
  const big = Buffer.alloc(13 * 1024 * 1024, 0x61);
  const headers = {
    'x-appwrite-project': ctx.projectId,
    'x-appwrite-key': ctx.apiKey,
    'content-type': 'application/json',
  };
  return [
    { family: 'oversized', method: 'POST', path: ROWS(ctx.table), headers, body: big },
    {
      family: 'oversized',
      method: 'POST',
      path: '/v1/storage/buckets/product_images/files',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
      body: big,
    },
    { family: 'oversized', method: 'POST', path: '/v1/account', headers, body: big },
    {
      family: 'oversized',
      method: 'PATCH',
      path: `${ROWS(ctx.table)}/${ctx.rowIds[0]}`,
      headers: { ...headers, 'transfer-encoding': 'chunked' },
      body: big,
    },
  ];
}

/**
 * Requests built to cost the server as much work as one request can, all sent as a guest:
 * catastrophic regexes over a long almost-matching value, deep `or`/`and` nesting, 10,000 values,
 * giant limits and offsets, huge `contains`/`search` terms, and oversized bodies. Some are valid
 * (a regex runs, in linear time) and some are refused; none may stall the server (fuzz.test.ts
 * times /v1/health while they run).
 */
export function pathologicalRequests(ctx: FuzzContext): FuzzRequest[] {
  const guest = { 'x-appwrite-project': ctx.projectId, 'content-type': 'application/json' };
  const list = (table: string, queries: unknown[]): FuzzRequest => ({
    family: 'pathological',
    method: 'GET',
    path: `${ROWS(table)}?${queries.map((q, i) => `queries[${i}]=${encodeURIComponent(typeof q === 'string' ? q : JSON.stringify(q))}`).join('&')}`,
    headers: guest,
  });
  const nested = (depth: number): unknown => {
    let q: unknown = { method: 'equal', attribute: 'key', values: ['a'] };
    for (let i = 0; i < depth; i++)
      q = { method: i % 2 ? 'and' : 'or', values: [q, { method: 'equal', attribute: 'key', values: ['b'] }] };
    return q;
  };
  const regexes = [
    '(a+)+$',
    '(a|aa)+$',
    '(a|a?)+$',
    '^(a+)+b',
    '(.*a){25}$',
    '(a*)*b',
    '((a+)+)+$',
    '(\\w+\\s?)+$',
    'a{1,1000}a{1,1000}a{1,1000}!x',
  ];
  const words = (n: number, word: (i: number) => string): string =>
    Array.from({ length: n }, (_, i) => word(i)).join(' ');
  const big = (bytes: number): Buffer => Buffer.alloc(bytes, 0x61);
  return [
    ...regexes.map((pattern) =>
      list(ctx.table, [
        { method: 'regex', attribute: 'value', values: [pattern] },
        { method: 'limit', values: [5000] },
      ]),
    ),
    list(
      ctx.table,
      Array.from({ length: 3 }, () => ({ method: 'regex', attribute: 'value', values: ['(a+)+$'] })),
    ),
    list(ctx.table, [nested(8)]),
    list(ctx.table, [nested(60)]),
    list(ctx.table, [{ method: 'equal', attribute: 'key', values: Array.from({ length: 10_000 }, (_, i) => `k${i}`) }]),
    list(
      ctx.table,
      Array.from({ length: 20 }, () => ({
        method: 'equal',
        attribute: 'key',
        values: Array.from({ length: 100 }, (_, i) => `${i}`),
      })),
    ),
    list(ctx.table, [{ method: 'limit', values: [1e15] }]),
    list(ctx.table, [
      { method: 'limit', values: [5000] },
      { method: 'offset', values: [Number.MAX_SAFE_INTEGER] },
    ]),
    list(ctx.table, [
      { method: 'contains', attribute: 'value', values: ['a'.repeat(3900)] },
      { method: 'limit', values: [5000] },
    ]),
    list(ctx.table, [{ method: 'startsWith', attribute: 'value', values: [`${'a'.repeat(3900)}b`] }]),
    list(ctx.table, [{ method: 'endsWith', attribute: 'value', values: [`b${'a'.repeat(3900)}`] }]),
    list('products', [{ method: 'search', attribute: 'name', values: [words(900, (i) => `par${i}`)] }]),
    list('products', [{ method: 'search', attribute: 'name', values: [`"${words(900, () => 'aa')}"`] }]),
    list('products', [
      { method: 'search', attribute: 'name', values: ['*'.repeat(3000) + '"'.repeat(500) + '('.repeat(500)] },
    ]),
    list('products', [{ method: 'search', attribute: 'name', values: [words(1300, () => 'a*')] }]),
    // Oversized bodies from guests: declared, chunked, to small routes, to an upload, to a function.
    { family: 'pathological', method: 'POST', path: '/v1/account', headers: guest, body: big(13 * 1024 * 1024) },
    {
      family: 'pathological',
      method: 'POST',
      path: '/v1/account/sessions/email',
      headers: { ...guest, 'transfer-encoding': 'chunked' },
      body: big(4 * 1024 * 1024),
    },
    { family: 'pathological', method: 'POST', path: ROWS(ctx.table), headers: guest, body: big(3 * 1024 * 1024) },
    {
      family: 'pathological',
      method: 'POST',
      path: '/v1/storage/buckets/product_images/files',
      headers: { ...guest, 'content-type': 'multipart/form-data; boundary=x' },
      body: big(6 * 1024 * 1024),
    },
    {
      family: 'pathological',
      method: 'POST',
      path: '/v1/functions/catalog-search/executions',
      headers: guest,
      body: Buffer.from(JSON.stringify({ body: '['.repeat(200_000) })),
    },
    {
      family: 'pathological',
      method: 'POST',
      path: '/v1/account',
      headers: guest,
      body: Buffer.from(`{"a":${'['.repeat(100_000)}`),
    },
  ];
}

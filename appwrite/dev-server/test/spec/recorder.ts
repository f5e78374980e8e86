import { findOperation, validate, validateNamed, type Spec } from './openapi.ts';

/**
 * Records every successful call an SDK client makes and checks its body against the spec.
 * Both `appwrite` (web) and `node-appwrite` route every request through `client.call(method,
 * url, …)` (chunked uploads included), so wrapping that one method per client sees exactly
 * what the SDK hands back to the app — against the dev server or a real Appwrite alike.
 */
export interface CallRecord {
  method: string;
  path: string;
  /** Spec operationId, or `server:<METHOD> <path>` for server-only routes outside the client spec. */
  operation: string | null;
  problems: string[];
}

/**
 * Server-only routes (users, table metadata) are not in the client spec; their bodies are
 * checked against the spec's shared models by name.
 */
const SERVER_ONLY_MODELS: { method: string; pattern: RegExp; schema: string }[] = [
  { method: 'GET', pattern: /^\/users$/, schema: 'userList' }, // not in the client spec: USER_LIST below
  { method: 'POST', pattern: /^\/users$/, schema: 'user' },
  { method: 'GET', pattern: /^\/users\/[^/]+$/, schema: 'user' },
  { method: 'PUT', pattern: /^\/users\/[^/]+\/labels$/, schema: 'user' },
  { method: 'GET', pattern: /^\/users\/[^/]+\/prefs$/, schema: 'preferences' },
  { method: 'PATCH', pattern: /^\/users\/[^/]+\/prefs$/, schema: 'preferences' },
  { method: 'PATCH', pattern: /^\/users\/[^/]+\/(name|email|password|phone|status|verification|mfa)$/, schema: 'user' },
  { method: 'GET', pattern: /^\/users\/[^/]+\/sessions$/, schema: 'sessionList' },
  { method: 'POST', pattern: /^\/users\/[^/]+\/sessions$/, schema: 'session' },
  { method: 'GET', pattern: /^\/users\/[^/]+\/memberships$/, schema: 'membershipList' },
  { method: 'POST', pattern: /^\/users\/[^/]+\/jwts$/, schema: 'jwt' },
  { method: 'POST', pattern: /^\/users\/[^/]+\/tokens$/, schema: 'token' },
];
/** The server spec's userList, which the client spec lacks, spelled with the client spec's `user`. */
const USER_LIST = {
  type: 'object',
  required: ['total', 'users'],
  properties: { total: { type: 'integer' }, users: { type: 'array', items: { $ref: '#/components/schemas/user' } } },
};
const BULK_ROWS = /^\/tablesdb\/[^/]+\/tables\/[^/]+\/rows$/;

export class Recorder {
  readonly calls: CallRecord[] = [];
  constructor(readonly spec: Spec | null) {}

  /** Wraps `client.call` so every successful response is validated and recorded. */
  watch<C extends { call: (...args: never[]) => Promise<unknown> }>(client: C): C {
    const original = client.call.bind(client) as (
      method: string,
      url: URL,
      headers?: unknown,
      params?: Record<string, unknown>,
      ...rest: unknown[]
    ) => Promise<unknown>;
    (client as unknown as { call: typeof original }).call = async (method, url, headers, params, ...rest) => {
      const result = await original(method, url, headers, params, ...rest);
      this.record(method.toUpperCase(), new URL(String(url)).pathname, result, params);
      return result;
    };
    return client;
  }

  record(method: string, pathname: string, body: unknown, params: Record<string, unknown> = {}): void {
    const path = pathname.replace(/^\/v1(?=\/)/, '');
    if (!this.spec) {
      this.calls.push({ method, path, operation: null, problems: [] });
      return;
    }
    // Bulk row calls share the single-row path (POST …/rows with `rows`), but are server-only and answer a rowList.
    if (BULK_ROWS.test(path) && (method !== 'POST' || Array.isArray(params.rows)) && method !== 'GET') {
      this.calls.push({
        method,
        path,
        operation: `server:${method} /tablesdb/{databaseId}/tables/{tableId}/rows (bulk)`,
        problems: validateNamed(this.spec, 'rowList', body),
      });
      return;
    }
    const op = findOperation(this.spec, method, path);
    if (op) {
      // Binary responses (view/download/preview) come back as ArrayBuffer; they have no JSON schema.
      const problems =
        op.schema && !(body instanceof ArrayBuffer) ? validate(this.spec, op.schema, body, op.operationId) : [];
      this.calls.push({ method, path, operation: op.operationId, problems });
      return;
    }
    const schema = SERVER_ONLY_MODELS.find((m) => m.method === method && m.pattern.test(path))?.schema;
    this.calls.push({
      method,
      path,
      operation: `server:${method} ${path.replace(/\/users\/[^/]+/, '/users/{userId}')}${schema ? '' : ' (no model to validate against)'}`,
      problems:
        schema === 'userList'
          ? validate(this.spec, USER_LIST, body, 'userList')
          : schema
            ? validateNamed(this.spec, schema, body)
            : [],
    });
  }

  problems(): string[] {
    return this.calls.flatMap((c) => c.problems.map((p) => `${c.method} ${c.path}: ${p}`));
  }

  /** Spec operations exercised with a validated response, and the ones never called. */
  coverage(): { covered: string[]; missing: string[]; serverOnly: string[]; total: number } {
    const seen = new Set(this.calls.map((c) => c.operation).filter((o): o is string => !!o));
    const all = this.spec?.operations.map((o) => o.operationId) ?? [];
    return {
      covered: all.filter((id) => seen.has(id)).sort(),
      missing: all.filter((id) => !seen.has(id)).sort(),
      serverOnly: [...seen].filter((id) => id.startsWith('server:')).sort(),
      total: all.length,
    };
  }
}

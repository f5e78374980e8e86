// A minimal in-memory stand-in for the Appwrite endpoints the seed calls, so the seed's control
// flow (idempotence, --force, credentials, batching) is tested through the real node-appwrite SDK.
// It validates every row against appwrite.json and enforces real Appwrite's 100-row bulk limit.
// The full-fidelity server is appwrite/dev-server; this fake exists so these tests need no build.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadAppwriteConfig, rowProblems, type TableDef } from '../src/schema.js';

export const FAKE_API_KEY = 'test-api-key';
const BULK_LIMIT = 100;

type Row = Record<string, unknown> & { $id: string };
interface Query {
  method: string;
  attribute?: string;
  values?: unknown[];
}

class HttpError extends Error {
  constructor(
    readonly code: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

export interface FakeAppwrite {
  endpoint: string;
  tables: Map<string, Map<string, Row>>;
  users: Map<string, { email: string; password: string; labels: string[]; name: string }>;
  teams: Map<string, { name: string; memberships: Map<string, { userId: string; roles: string[] }> }>;
  calls: string[];
  close(): Promise<void>;
}

function matches(row: Row, query: Query): boolean {
  const value = row[query.attribute ?? ''];
  switch (query.method) {
    case 'equal':
      return (query.values ?? []).includes(value);
    case 'startsWith':
      return typeof value === 'string' && value.startsWith(String(query.values?.[0]));
    default:
      return true; // limit/offset etc. do not filter
  }
}

function parseQueries(raw: unknown[]): Query[] {
  return raw.map((q) => JSON.parse(String(q)) as Query);
}

export async function startFakeAppwrite(): Promise<FakeAppwrite> {
  const config = loadAppwriteConfig();
  const schema = new Map<string, TableDef>(config.tables.map((t) => [t.$id, t]));
  const tables = new Map<string, Map<string, Row>>(config.tables.map((t) => [t.$id, new Map()]));
  const users: FakeAppwrite['users'] = new Map();
  const teams: FakeAppwrite['teams'] = new Map();
  const calls: string[] = [];
  let membershipSeq = 0;

  const tableOf = (databaseId: string, tableId: string) => {
    const table = tables.get(tableId);
    if (databaseId !== 'instamg' || !table) throw new HttpError(404, 'table_not_found', `Table ${tableId} not found`);
    return table;
  };

  /** Validates all rows first, then stores them: bulk create is all-or-nothing in Appwrite. */
  const insert = (tableId: string, rows: Row[]) => {
    const table = tables.get(tableId)!;
    const ids = new Set<string>();
    for (const row of rows) {
      const problems = rowProblems(schema.get(tableId)!, row);
      if (problems.length > 0) throw new HttpError(400, 'row_invalid_structure', problems.join('; '));
      if (table.has(row.$id) || ids.has(row.$id))
        throw new HttpError(409, 'row_already_exists', `Row ${row.$id} already exists`);
      ids.add(row.$id);
    }
    for (const row of rows) table.set(row.$id, row);
  };

  async function handle(req: IncomingMessage, url: URL, body: Record<string, unknown>): Promise<[number, unknown]> {
    if (req.headers['x-appwrite-key'] !== FAKE_API_KEY)
      throw new HttpError(401, 'general_unauthorized_scope', 'missing API key');
    if (req.headers['x-appwrite-project'] !== 'instamg')
      throw new HttpError(404, 'project_not_found', 'unknown project');
    const path = url.pathname.replace(/^\/v1/, '');
    const method = req.method ?? 'GET';
    calls.push(`${method} ${path}`);
    const getQueries = () =>
      parseQueries([...url.searchParams.entries()].filter(([k]) => k.startsWith('queries')).map(([, v]) => v));
    let m: RegExpMatchArray | null;

    if ((m = path.match(/^\/tablesdb\/([^/]+)\/tables\/([^/]+)\/rows$/))) {
      const table = tableOf(m[1]!, m[2]!);
      if (method === 'GET') {
        const queries = getQueries();
        const rows = [...table.values()].filter((r) => queries.every((q) => matches(r, q)));
        const limit = Number(queries.find((q) => q.method === 'limit')?.values?.[0] ?? 25);
        return [200, { total: rows.length, rows: rows.slice(0, limit) }];
      }
      if (method === 'POST' && Array.isArray(body.rows)) {
        if (body.rows.length > BULK_LIMIT)
          throw new HttpError(400, 'general_argument_invalid', `Invalid rows param: more than ${BULK_LIMIT}`);
        insert(m[2]!, body.rows as Row[]);
        return [201, { total: body.rows.length, rows: body.rows }];
      }
      if (method === 'POST') {
        const row = {
          $id: String(body.rowId),
          ...(body.data as object),
          $permissions: (body.permissions as string[]) ?? [],
        } as Row;
        insert(m[2]!, [row]);
        return [201, row];
      }
      if (method === 'DELETE') {
        const queries = parseQueries((body.queries as unknown[]) ?? []);
        const doomed = [...table.values()].filter((r) => queries.every((q) => matches(r, q)));
        for (const row of doomed) table.delete(row.$id);
        return [200, { total: doomed.length, rows: doomed }];
      }
    }
    if ((m = path.match(/^\/tablesdb\/([^/]+)\/tables\/([^/]+)\/rows\/([^/]+)$/))) {
      const table = tableOf(m[1]!, m[2]!);
      const row = table.get(decodeURIComponent(m[3]!));
      if (!row) throw new HttpError(404, 'row_not_found', 'Row with the requested ID could not be found.');
      if (method === 'GET') return [200, row];
      if (method === 'PATCH') {
        const updated = { ...row, ...(body.data as object) } as Row;
        const problems = rowProblems(schema.get(m[2]!)!, updated);
        if (problems.length > 0) throw new HttpError(400, 'row_invalid_structure', problems.join('; '));
        table.set(row.$id, updated);
        return [200, updated];
      }
    }
    if (path === '/users' && method === 'POST') {
      const userId = String(body.userId);
      if (users.has(userId)) throw new HttpError(409, 'user_already_exists', 'exists');
      users.set(userId, {
        email: String(body.email),
        password: String(body.password),
        labels: [],
        name: String(body.name),
      });
      return [201, { $id: userId }];
    }
    if ((m = path.match(/^\/users\/([^/]+)(\/password|\/labels)?$/))) {
      const user = users.get(m[1]!);
      if (!user) throw new HttpError(404, 'user_not_found', 'User with the requested ID could not be found.');
      if (!m[2] && method === 'GET') return [200, { $id: m[1], email: user.email }];
      if (m[2] === '/password' && method === 'PATCH') user.password = String(body.password);
      else if (m[2] === '/labels' && method === 'PUT') user.labels = body.labels as string[];
      else throw new HttpError(404, 'general_route_not_found', path);
      return [200, { $id: m[1] }];
    }
    if (path === '/teams' && method === 'POST') {
      const teamId = String(body.teamId);
      if (teams.has(teamId)) throw new HttpError(409, 'team_already_exists', 'exists');
      teams.set(teamId, { name: String(body.name), memberships: new Map() });
      return [201, { $id: teamId }];
    }
    if ((m = path.match(/^\/teams\/([^/]+)\/memberships(?:\/([^/]+))?$/))) {
      const team = teams.get(m[1]!);
      if (!team) throw new HttpError(404, 'team_not_found', 'Team not found');
      if (method === 'GET' && !m[2]) {
        const queries = getQueries();
        const list = [...team.memberships.entries()]
          .map(([$id, membership]) => ({ $id, ...membership }))
          .filter((membership) => queries.every((q) => matches(membership as unknown as Row, q)));
        return [200, { total: list.length, memberships: list }];
      }
      if (method === 'POST' && !m[2]) {
        const $id = `membership-${++membershipSeq}`;
        if (!users.has(String(body.userId))) throw new HttpError(404, 'user_not_found', 'no user');
        team.memberships.set($id, { userId: String(body.userId), roles: body.roles as string[] });
        return [201, { $id }];
      }
      if (method === 'PATCH' && m[2]) {
        const membership = team.memberships.get(m[2]);
        if (!membership) throw new HttpError(404, 'membership_not_found', 'no membership');
        membership.roles = body.roles as string[];
        return [200, { $id: m[2] }];
      }
    }
    throw new HttpError(404, 'general_route_not_found', `${method} ${path} is not faked`);
  }

  const server: Server = createServer((req, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      Promise.resolve()
        .then(() => handle(req, url, text ? (JSON.parse(text) as Record<string, unknown>) : {}))
        .then(([status, payload]) => send(status, payload))
        .catch((error: unknown) => {
          if (error instanceof HttpError)
            send(error.code, { message: error.message, code: error.code, type: error.type, version: '1.9.6' });
          else send(500, { message: String(error), code: 500, type: 'general_unknown', version: '1.9.6' });
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/v1`,
    tables,
    users,
    teams,
    calls,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

import { Client, Query, TablesDB, type Models } from 'node-appwrite';
import { findNearestStores, parseLocatorInput, RadiusHints, type FetchWithin, type StoreRow } from './locate.ts';
import { answerError } from '../../lib/runtime/errors.ts';
import { takesNewOrdersQuery } from '../../lib/stores/takes-new-orders.ts';

/**
 * store-locator (Appwrite function, open-runtimes Node): partner stores within `radius` km of
 * `{ latitude, longitude }`, nearest first. Body `{ latitude, longitude, radius = 5, limit? }`;
 * reply `{ stores: [...], closed: [...] }` (`stores`: the ones taking orders now; `closed`: the
 * ones closed by their opening hours, each with `opens_at`), or `{ message }` with 400 for bad input.
 *
 * Runs with the execution's dynamic API key (`x-appwrite-key`, scopes rows.read and tables.read
 * from appwrite.json), so the same code works on Appwrite and on the dev server.
 */

const DATABASE_ID = 'instamg';
const STORES_TABLE = 'stores';
/** Lives as long as the warm runtime: later queries near earlier ones need one request. */
const radiusHints = new RadiusHints();

interface Context {
  req: { bodyText: string; headers: Record<string, string | undefined> };
  res: { json(body: unknown, status?: number): unknown };
  log(message: unknown): void;
  error(message: unknown): void;
}

export default async ({ req, res, error }: Context) => {
  const input = parseLocatorInput(req.bodyText);
  if (!input.ok) return answerError(res, 'invalid_input', input.message);
  const { latitude, longitude } = input.value;

  const endpoint = process.env.APPWRITE_FUNCTION_API_ENDPOINT;
  const projectId = process.env.APPWRITE_FUNCTION_PROJECT_ID;
  const key = req.headers['x-appwrite-key'];
  if (!endpoint || !projectId || !key) {
    error('Missing APPWRITE_FUNCTION_API_ENDPOINT, APPWRITE_FUNCTION_PROJECT_ID or the x-appwrite-key header.');
    return answerError(res, 'internal_error', 'Failed to locate nearby stores.');
  }
  const tablesDB = new TablesDB(new Client().setEndpoint(endpoint).setProject(projectId).setKey(key));

  try {
    const fetchWithin: FetchWithin = async ({ radiusKm, limit, cursor, withTotal }) => {
      const queries = [
        Query.distanceLessThan('location', [longitude, latitude], radiusKm * 1000, true),
        Query.equal('is_active', true),
        // A busy or paused store takes no new orders (issue 15) until its timer ends (issue 33).
        takesNewOrdersQuery(new Date()),
        Query.limit(limit),
      ];
      if (cursor) queries.push(Query.cursorAfter(cursor));
      return tablesDB.listRows<StoreRow & Models.Row>({
        databaseId: DATABASE_ID,
        tableId: STORES_TABLE,
        queries,
        total: withTotal,
      });
    };
    const now = new Date();
    const nearby = await findNearestStores(fetchWithin, input.value, radiusHints, now);
    // Only a store that takes orders now serves the address; one closed by its hours is listed
    // apart with when it opens (ADR 0015), one not yet live not at all.
    return res.json({
      stores: nearby.filter((s) => s.open_now),
      closed: nearby.filter((s) => !s.open_now && s.opens_at !== null),
    });
  } catch (err) {
    error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    return answerError(res, 'internal_error', 'Failed to locate nearby stores.');
  }
};

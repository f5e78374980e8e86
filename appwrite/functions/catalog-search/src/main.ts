import { Client, TablesDB } from 'node-appwrite';
import { appwriteCatalogSource } from './appwrite-source.ts';
import { createCatalogueCache } from './catalog.ts';
import { parseSearchRequest } from './input.ts';
import { search, suggest } from './search.ts';
import { logSearchMiss } from './search-misses.ts';
import { answerError } from '../../lib/runtime/errors.ts';

/**
 * catalog-search (Appwrite function, open-runtimes Node): ranked, typo-tolerant medicine search
 * on the server, so the browser never downloads the catalogue (SPEC). A fuzzy layer corrects
 * misspelt words; full-text candidates come from the warm process's product index (the matches
 * the products table's fulltext indexes give) and only the returned page is read from the table.
 * Body `{ query, limit = 20, offset = 0, category_id?, store_id? }` → `{ query, corrected_query?, total, products, suggestions? }`;
 * `{ action: 'suggest', query }` → `{ query, corrected_query?, suggestions }` (≤ 8, for the top-bar box).
 * Bad input → 400 `{ message }`. Reads with the execution's dynamic key (scopes rows.read, tables.read).
 */

interface Context {
  req: { bodyText: string; headers: Record<string, string | undefined> };
  res: { json(body: unknown, status?: number): unknown };
  log(message: unknown): void;
  error(message: unknown): void;
}

// Errors here happen outside any one execution (background refresh), so they go to the runtime's log.
const catalogueCache = createCatalogueCache({
  onError: (err) => console.error('catalog-search: reading the catalogue failed', err),
});

export default async ({ req, res, error }: Context) => {
  const input = parseSearchRequest(req.bodyText);
  if (!input.ok) return answerError(res, 'invalid_input', input.message);

  const endpoint = process.env.APPWRITE_FUNCTION_API_ENDPOINT;
  const projectId = process.env.APPWRITE_FUNCTION_PROJECT_ID;
  const key = req.headers['x-appwrite-key'];
  if (!endpoint || !projectId || !key) {
    error('Missing APPWRITE_FUNCTION_API_ENDPOINT, APPWRITE_FUNCTION_PROJECT_ID or the x-appwrite-key header.');
    return answerError(res, 'internal_error', 'Search is unavailable right now.');
  }
  const tablesDB = new TablesDB(new Client().setEndpoint(endpoint).setProject(projectId).setKey(key));
  const source = appwriteCatalogSource(tablesDB);
  try {
    const catalogue = await catalogueCache.get(source);
    const reply =
      input.value.action === 'suggest'
        ? await suggest(source, catalogue, input.value)
        : await search(source, catalogue, input.value);
    // A first page with nothing in it, over the whole catalogue (issue 19 §6): the admin's
    // "searches with no result". A failure to log never fails the search.
    if (
      input.value.action === 'search' &&
      input.value.offset === 0 &&
      input.value.categoryId === null &&
      'total' in reply &&
      reply.total === 0 &&
      !reply.message
    )
      await logSearchMiss(tablesDB, input.value.query).catch((err: unknown) =>
        error(`search_misses: ${err instanceof Error ? err.message : String(err)}`),
      );
    return res.json(reply);
  } catch (err) {
    error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    return answerError(res, 'internal_error', 'Search is unavailable right now.');
  }
};

/**
 * Reading catalog-search's request body:
 * `{ action?: 'search', query, limit = 20, offset = 0, category_id?, store_id? }` or `{ action: 'suggest', query }`.
 */

import { CANDIDATES_PER_COLUMN, SEARCH_COLUMNS } from './search.ts';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
/** Ranked results come from at most this many full-text candidates, so deeper pages would be empty. */
export const MAX_OFFSET = SEARCH_COLUMNS.length * CANDIDATES_PER_COLUMN;
export const MAX_QUERY_LENGTH = 200;

export interface SearchRequest {
  action: 'search' | 'suggest';
  query: string;
  limit: number;
  offset: number;
  categoryId: string | null;
  storeId: string | null;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Appwrite row ids: up to 36 of a-z, A-Z, 0-9, period, hyphen, underscore; not starting with a special character. */
const ROW_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

const wholeNumber = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

export function parseSearchRequest(bodyText: string): Parsed<SearchRequest> {
  let body: unknown = null;
  try {
    body = bodyText.trim() === '' ? null : JSON.parse(bodyText);
  } catch {
    // reported below as not a JSON object
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return {
      ok: false,
      message:
        'The request body must be a JSON object: { "query": string, "limit"?: number, "offset"?: number, "category_id"?: string, "store_id"?: string } or { "action": "suggest", "query": string }.',
    };
  }
  const {
    action = 'search',
    query,
    limit = DEFAULT_LIMIT,
    offset = 0,
    category_id: categoryId = null,
    store_id: storeId = null,
  } = body as Record<string, unknown>;
  if (action !== 'search' && action !== 'suggest')
    return { ok: false, message: 'action must be "search" or "suggest".' };
  if (typeof query !== 'string') return { ok: false, message: 'query must be a string.' };
  if (query.length > MAX_QUERY_LENGTH)
    return { ok: false, message: `query must be at most ${MAX_QUERY_LENGTH} characters.` };
  if (!wholeNumber(limit, 1, MAX_LIMIT))
    return { ok: false, message: `limit must be a whole number from 1 to ${MAX_LIMIT}.` };
  if (!wholeNumber(offset, 0, MAX_OFFSET))
    return { ok: false, message: `offset must be a whole number from 0 to ${MAX_OFFSET}.` };
  if (categoryId !== null && (typeof categoryId !== 'string' || !ROW_ID.test(categoryId)))
    return { ok: false, message: 'category_id must be a row id.' };
  if (storeId !== null && (typeof storeId !== 'string' || !ROW_ID.test(storeId)))
    return { ok: false, message: 'store_id must be a row id.' };
  return { ok: true, value: { action, query, limit, offset, categoryId, storeId } };
}

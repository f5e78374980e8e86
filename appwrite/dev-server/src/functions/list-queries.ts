import { AppwriteException } from '../errors.ts';

/**
 * The subset of Appwrite queries the executions and files lists accept, evaluated over
 * in-memory models (a dev project holds few of either): filters on the listed attributes,
 * ordering, limit/offset and cursors.
 */
interface ParsedQuery {
  method: string;
  attribute?: string;
  values: unknown[];
}

const FILTERS: Record<string, (actual: unknown, values: unknown[]) => boolean> = {
  equal: (a, v) => v.some((x) => x === a),
  notEqual: (a, v) => v.every((x) => x !== a),
  lessThan: (a, v) => (a as number) < (v[0] as number),
  lessThanEqual: (a, v) => (a as number) <= (v[0] as number),
  greaterThan: (a, v) => (a as number) > (v[0] as number),
  greaterThanEqual: (a, v) => (a as number) >= (v[0] as number),
  startsWith: (a, v) => typeof a === 'string' && a.startsWith(String(v[0])),
  endsWith: (a, v) => typeof a === 'string' && a.endsWith(String(v[0])),
  contains: (a, v) => typeof a === 'string' && v.some((x) => a.includes(String(x))),
  search: (a, v) => typeof a === 'string' && a.toLowerCase().includes(String(v[0]).toLowerCase()),
  isNull: (a) => a === null || a === undefined,
  isNotNull: (a) => a !== null && a !== undefined,
  between: (a, v) => (a as number) >= (v[0] as number) && (a as number) <= (v[1] as number),
};

function parse(raw: string): ParsedQuery {
  let q: unknown;
  try {
    q = JSON.parse(raw);
  } catch {
    throw new AppwriteException('general_query_invalid', `Invalid query: ${raw}`);
  }
  if (!q || typeof q !== 'object' || typeof (q as ParsedQuery).method !== 'string')
    throw new AppwriteException('general_query_invalid', `Invalid query: ${raw}`);
  const { method, attribute, values } = q as { method: string; attribute?: unknown; values?: unknown };
  return {
    method,
    attribute: typeof attribute === 'string' ? attribute : undefined,
    values: Array.isArray(values) ? values : [],
  };
}

/**
 * Whether one item passes the filter queries among `rawQueries` (limit/order/cursor are ignored);
 * realtime subscriptions use this for their per-subscription queries.
 */
export function evaluateFilters(item: Record<string, unknown>, rawQueries: string[]): boolean {
  return rawQueries.map(parse).every((q) => {
    const test = FILTERS[q.method];
    if (!test) return true;
    return q.attribute !== undefined && test(item[q.attribute], q.values);
  });
}

export function applyListQueries<T extends { $id: string }>(
  items: T[],
  rawQueries: string[],
  allowedAttributes: readonly string[],
): { total: number; page: T[] } {
  const queries = rawQueries.map(parse);
  const allowed = new Set([...allowedAttributes, '$id', '$createdAt', '$updatedAt']);
  let result = [...items];
  let limit = 25;
  let offset = 0;
  const orders: { attribute: string; desc: boolean }[] = [];
  let cursor: { id: string; after: boolean } | null = null;
  for (const q of queries) {
    if (q.method === 'limit') {
      const n = q.values[0];
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 5000)
        throw new AppwriteException(
          'general_query_invalid',
          'Invalid query: Invalid limit: Value must be a valid range between 1 and 5,000',
        );
      limit = n;
    } else if (q.method === 'offset') {
      const n = q.values[0];
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
        throw new AppwriteException(
          'general_query_invalid',
          'Invalid query: Invalid offset: Value must be a valid range between 0 and 5,000',
        );
      offset = n;
    } else if (q.method === 'orderAsc' || q.method === 'orderDesc') {
      const attribute = q.attribute ?? '$createdAt';
      if (!allowed.has(attribute))
        throw new AppwriteException(
          'general_query_invalid',
          `Invalid query: Attribute not found in schema: ${attribute}`,
        );
      orders.push({ attribute, desc: q.method === 'orderDesc' });
    } else if (q.method === 'cursorAfter' || q.method === 'cursorBefore') {
      cursor = { id: String(q.values[0]), after: q.method === 'cursorAfter' };
    } else if (q.method in FILTERS) {
      if (!q.attribute || !allowed.has(q.attribute))
        throw new AppwriteException(
          'general_query_invalid',
          `Invalid query: Attribute not found in schema: ${q.attribute ?? ''}`,
        );
      const test = FILTERS[q.method]!;
      const attribute = q.attribute;
      result = result.filter((item) => test((item as Record<string, unknown>)[attribute], q.values));
    } else {
      throw new AppwriteException('general_query_invalid', `Invalid query method: ${q.method}`);
    }
  }
  if (orders.length) {
    result.sort((a, b) => {
      for (const { attribute, desc } of orders) {
        const x = (a as Record<string, unknown>)[attribute] as string | number;
        const y = (b as Record<string, unknown>)[attribute] as string | number;
        if (x < y) return desc ? 1 : -1;
        if (x > y) return desc ? -1 : 1;
      }
      return 0;
    });
  }
  const total = result.length;
  if (cursor) {
    const at = result.findIndex((item) => item.$id === cursor.id);
    if (at < 0) throw new AppwriteException('general_cursor_not_found');
    result = cursor.after ? result.slice(at + 1) : result.slice(Math.max(0, at - limit), at);
  }
  return { total, page: result.slice(offset, offset + limit) };
}

import type { UserListOptions } from '../../auth/store/users.ts';
import { AppwriteException } from '../../errors.ts';

const EQUAL_FIELDS = ['email', 'name', 'phone', '$id', 'status', 'labels'] as const;

/**
 * The subset of Appwrite queries the users and memberships lists take: limit, offset,
 * cursorAfter, and equal on a few user fields. Anything else is a clear general_query_invalid.
 */
export function parseUserQueries(raw: unknown): Omit<UserListOptions, 'search'> {
  const options: Omit<UserListOptions, 'search'> = { limit: 25, offset: 0, equal: [] };
  if (raw === undefined) return options;
  const list = Array.isArray(raw) ? raw : [raw];
  for (const item of list) {
    let query: { method?: unknown; attribute?: unknown; values?: unknown };
    try {
      query = JSON.parse(String(item)) as typeof query;
    } catch {
      throw new AppwriteException('general_query_invalid', `Invalid query: ${String(item).slice(0, 100)}`);
    }
    const values = Array.isArray(query.values) ? query.values : [];
    switch (query.method) {
      case 'limit':
        if (!Number.isInteger(values[0]) || (values[0] as number) < 0 || (values[0] as number) > 5000)
          throw new AppwriteException('general_query_invalid', 'Invalid query: Invalid limit param');
        options.limit = values[0] as number;
        break;
      case 'offset':
        if (!Number.isInteger(values[0]) || (values[0] as number) < 0)
          throw new AppwriteException('general_query_invalid', 'Invalid query: Invalid offset param');
        options.offset = values[0] as number;
        break;
      case 'cursorAfter':
        if (typeof values[0] !== 'string')
          throw new AppwriteException('general_query_invalid', 'Invalid query: Invalid cursor param');
        options.cursorAfter = values[0];
        break;
      case 'equal': {
        const field = query.attribute as (typeof EQUAL_FIELDS)[number];
        if (!EQUAL_FIELDS.includes(field))
          throw new AppwriteException(
            'general_query_invalid',
            `Invalid query: Attribute not found in schema: ${String(query.attribute)}`,
          );
        if (values.length === 0 || values.some((v) => typeof v !== 'string' && typeof v !== 'boolean'))
          throw new AppwriteException('general_query_invalid', 'Invalid query: equal needs string or boolean values');
        options.equal!.push({ field, values: values as (string | boolean)[] });
        break;
      }
      default:
        throw new AppwriteException(
          'general_query_invalid',
          `Invalid query method: ${String(query.method)}. The dev server's users list supports limit, offset, cursorAfter and equal.`,
        );
    }
  }
  return options;
}

import { Query } from 'node-appwrite';
import { describe, expect, it } from 'vitest';
import { parseUserQueries } from '../src/services/users/queries.ts';

describe('users list queries', () => {
  it('defaults to 25 from the start', () => {
    expect(parseUserQueries(undefined)).toEqual({ limit: 25, offset: 0, equal: [] });
  });

  it('reads limit, offset, cursorAfter and equal as the SDK writes them', () => {
    expect(
      parseUserQueries([Query.limit(5), Query.offset(10), Query.cursorAfter('u1'), Query.equal('labels', ['admin'])]),
    ).toEqual({
      limit: 5,
      offset: 10,
      cursorAfter: 'u1',
      equal: [{ field: 'labels', values: ['admin'] }],
    });
  });

  it('rejects what it cannot serve with general_query_invalid', () => {
    for (const bad of [
      [Query.greaterThan('email', 'a')],
      [Query.equal('password', ['x'])],
      ['{not json'],
      [Query.limit(-1)],
    ]) {
      expect(() => parseUserQueries(bad)).toThrowError(expect.objectContaining({ type: 'general_query_invalid' }));
    }
  });
});

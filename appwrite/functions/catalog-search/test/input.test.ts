import { describe, expect, it } from 'vitest';
import { MAX_LIMIT, MAX_OFFSET, MAX_QUERY_LENGTH, parseSearchRequest } from '../src/input.ts';

const parse = (body: unknown) => parseSearchRequest(typeof body === 'string' ? body : JSON.stringify(body));

describe('parseSearchRequest', () => {
  it('defaults to a search of 20 from the start, with no category or store', () => {
    expect(parse({ query: 'dolo' })).toEqual({
      ok: true,
      value: { action: 'search', query: 'dolo', limit: 20, offset: 0, categoryId: null, storeId: null },
    });
  });

  it('reads every option and the suggest action', () => {
    expect(parse({ query: 'dolo', limit: 5, offset: 10, category_id: 'cat-pain-fever', store_id: 'store_01' })).toEqual(
      {
        ok: true,
        value: {
          action: 'search',
          query: 'dolo',
          limit: 5,
          offset: 10,
          categoryId: 'cat-pain-fever',
          storeId: 'store_01',
        },
      },
    );
    expect(parse({ action: 'suggest', query: 'do' })).toMatchObject({
      ok: true,
      value: { action: 'suggest', query: 'do' },
    });
  });

  it.each([
    ['', 'The request body must be a JSON object'],
    ['[', 'The request body must be a JSON object'],
    ['"dolo"', 'The request body must be a JSON object'],
    [{ action: 'browse', query: 'x' }, 'action must be "search" or "suggest".'],
    [{}, 'query must be a string.'],
    [{ query: ['dolo'] }, 'query must be a string.'],
    [{ query: 'x'.repeat(MAX_QUERY_LENGTH + 1) }, `query must be at most ${MAX_QUERY_LENGTH} characters.`],
    [{ query: 'dolo', limit: 0 }, `limit must be a whole number from 1 to ${MAX_LIMIT}.`],
    [{ query: 'dolo', limit: 2.5 }, `limit must be a whole number from 1 to ${MAX_LIMIT}.`],
    [{ query: 'dolo', limit: '10' }, `limit must be a whole number from 1 to ${MAX_LIMIT}.`],
    [{ query: 'dolo', offset: -1 }, `offset must be a whole number from 0 to ${MAX_OFFSET}.`],
    [{ query: 'dolo', offset: MAX_OFFSET + 1 }, `offset must be a whole number from 0 to ${MAX_OFFSET}.`],
    [{ query: 'dolo', category_id: '' }, 'category_id must be a row id.'],
    [{ query: 'dolo', category_id: 7 }, 'category_id must be a row id.'],
    [{ query: 'dolo', store_id: '../stores' }, 'store_id must be a row id.'],
  ])('rejects %j', (body, message) => {
    const parsed = parse(body);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toContain(message);
  });
});

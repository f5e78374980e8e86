import { describe, expect, it } from 'vitest';
import { parsePermission, rowProblems, type TableDef } from '../src/schema.js';

describe('parsePermission', () => {
  it.each([
    ['read("any")', 'read', 'any'],
    ['create("users")', 'create', 'users'],
    ['update("team:store-dl-dwarka-sec6/owner")', 'update', 'team:store-dl-dwarka-sec6/owner'],
    ['delete("user:demo-admin")', 'delete', 'user:demo-admin'],
    ['read("label:admin")', 'read', 'label:admin'],
    ['read("users/verified")', 'read', 'users/verified'],
  ])('parses %s', (text, action, role) => {
    expect(parsePermission(text)).toEqual({ action, role });
  });

  it.each([
    'read(any)',
    "read('any')",
    'grant("any")',
    'read("label:ad-min")',
    'read("team:")',
    'read("everyone")',
    'read("any") ',
  ])('rejects %s', (text) => {
    expect(() => parsePermission(text)).toThrow(/Invalid/);
  });
});

describe('rowProblems', () => {
  const table: TableDef = {
    $id: 't',
    $permissions: [],
    databaseId: 'instamg',
    name: 't',
    enabled: true,
    rowSecurity: true,
    columns: [
      { key: 'name', type: 'string', required: true, size: 5 },
      { key: 'kind', type: 'string', required: false, format: 'enum', elements: ['a', 'b'] },
      { key: 'count', type: 'integer', required: false, min: 0, max: 10 },
      { key: 'at', type: 'datetime', required: false },
      { key: 'where', type: 'point', required: false },
      { key: 'tags', type: 'string', required: false, size: 3, array: true },
      { key: 'link', type: 'string', required: false, size: 100, format: 'url' },
    ],
    indexes: [],
  };

  it('accepts a fitting row with inline $id/$permissions', () => {
    expect(
      rowProblems(table, {
        $id: 'x',
        $permissions: ['read("any")'],
        name: 'ok',
        kind: 'a',
        count: 3,
        at: '2026-01-01T00:00:00.000Z',
        where: [77, 28],
        tags: ['abc'],
        link: 'https://x.test/a',
      }),
    ).toEqual([]);
  });

  it('reports each kind of misfit', () => {
    const problems = rowProblems(table, {
      $id: 'x',
      $permissions: ['create("any")'],
      extra: 1,
      kind: 'c',
      count: 11.5,
      at: 'yesterday',
      where: [28],
      tags: ['toolong'],
      link: '/relative',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        't.extra: unknown column',
        't.name: required',
        't.kind: must be one of a|b',
        't.count: must be an integer',
        't.at: must be an ISO-8601 datetime',
        't.where: must be [longitude, latitude]',
        't.tags[]: longer than 3 chars',
        't.link: must be an absolute http(s) URL',
        't: row permission create("any") cannot grant create',
      ]),
    );
    expect(rowProblems(table, { name: 'toolong' })).toEqual(['t.name: longer than 5 chars']);
    expect(rowProblems(table, { name: 'ok', count: -1 })).toEqual(['t.count: below min 0']);
  });
});

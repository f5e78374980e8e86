import { describe, expect, it } from 'vitest';
import {
  APPWRITE_DATETIME,
  findOperation,
  loadSpec,
  SPEC_PATH,
  validate,
  validateNamed,
  type SchemaNode,
} from './openapi.ts';

const schemas: Record<string, SchemaNode> = {
  thing: {
    type: 'object',
    required: ['$id', 'count', 'when'],
    properties: {
      $id: { type: 'string' },
      count: { type: 'integer' },
      ratio: { type: 'number', nullable: true },
      when: { type: 'string', 'x-example': '2020-10-15T06:38:00.000+00:00' },
      tags: { type: 'array', items: { type: 'string' } },
      kind: { type: 'string', enum: ['a', 'b'] },
      child: { $ref: '#/components/schemas/child' },
    },
    additionalProperties: false,
  },
  child: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } },
  either: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
};
const spec = { schemas };
const good = { $id: 'x', count: 2, when: '2026-11-22T10:00:00.000+00:00' };

describe('spec validator (OpenAPI 3.0 subset)', () => {
  it('accepts a conforming value', () => {
    expect(validateNamed(spec, 'thing', { ...good, ratio: null, tags: ['a'], kind: 'b', child: { ok: true } })).toEqual(
      [],
    );
  });
  it('reports missing required keys, wrong types, nullability, enums and extra keys', () => {
    const problems = validateNamed(spec, 'thing', {
      $id: 5,
      count: 1.5,
      ratio: 'x',
      tags: [1],
      kind: 'c',
      child: {},
      extra: 1,
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'thing.when: required but missing',
        'thing.$id: expected string, got number 5',
        'thing.count: expected integer, got number 1.5',
        'thing.ratio: expected number, got string "x"',
        'thing.tags[0]: expected string, got number 1',
        'thing.kind: "c" is not one of ["a","b"]',
        'thing.child.ok: required but missing',
        'thing.extra: not allowed by the schema',
      ]),
    );
    expect(validateNamed(spec, 'thing', { ...good, count: null })).toEqual([
      'thing.count: is null but the schema is not nullable',
    ]);
  });
  it('holds datetimes to the +00:00 millisecond wire format, allowing "" for never', () => {
    expect(validateNamed(spec, 'thing', { ...good, when: '2026-11-22T10:00:00Z' })).toHaveLength(1);
    expect(validateNamed(spec, 'thing', { ...good, when: '' })).toEqual([]);
    expect(APPWRITE_DATETIME.test('2026-11-22T10:00:00.000+00:00')).toBe(true);
  });
  it('supports oneOf and fails loudly on unknown refs', () => {
    expect(validateNamed(spec, 'either', 3)).toEqual([]);
    expect(validateNamed(spec, 'either', true)).toHaveLength(1);
    expect(() => validate(spec, { $ref: '#/components/schemas/nope' }, {})).toThrow(/no schema "nope"/);
  });
});

const official = loadSpec();
describe.runIf(official)('official Appwrite 1.9.x client spec', () => {
  it('resolves operations by method and path, literal segments first', () => {
    expect(findOperation(official!, 'POST', '/v1/account/sessions/email')?.operationId).toBe(
      'accountCreateEmailPasswordSession',
    );
    expect(findOperation(official!, 'GET', '/v1/account/sessions/current')?.operationId).toBe('accountGetSession');
    expect(findOperation(official!, 'GET', '/v1/tablesdb/instamg/tables/products/rows')?.operationId).toBe(
      'tablesDBListRows',
    );
  });
  it('finds functionsCreateExecution 201 schema under multipart/form-data', () => {
    const op = findOperation(official!, 'POST', '/functions/store-locator/executions')!;
    expect([op.status, op.mediaType, op.schema?.$ref]).toEqual([
      201,
      'multipart/form-data',
      '#/components/schemas/execution',
    ]);
  });
  it('rejects a row without its system fields', () => {
    expect(validateNamed(official!, 'row', { $id: 'x' }).length).toBeGreaterThan(3);
  });
});
if (!official) it.skip(`official spec not found at ${SPEC_PATH}: schema validation SKIPPED`, () => {});

describe.runIf(official)('call recorder', () => {
  it('validates each call against its operation, tells bulk rows from single rows, and reports coverage', async () => {
    const { Recorder } = await import('./recorder.ts');
    const r = new Recorder(official);
    const row = {
      $id: 'a',
      $sequence: '1',
      $tableId: 't',
      $databaseId: 'instamg',
      $createdAt: '2026-11-22T10:00:00.000+00:00',
      $updatedAt: '2026-11-22T10:00:00.000+00:00',
      $permissions: [],
    };
    r.record('POST', '/v1/tablesdb/instamg/tables/t/rows', row, { rowId: 'a', data: {} });
    r.record('POST', '/v1/tablesdb/instamg/tables/t/rows', { total: 1, rows: [row] }, { rows: [{}] });
    r.record('GET', '/v1/tablesdb/instamg/tables/t/rows/a', { ...row, $createdAt: '2026-11-22' });
    r.record('GET', '/v1/users', { total: 1, users: [{}] });
    expect(r.calls.map((c) => c.operation)).toEqual([
      'tablesDBCreateRow',
      'server:POST /tablesdb/{databaseId}/tables/{tableId}/rows (bulk)',
      'tablesDBGetRow',
      'server:GET /users',
    ]);
    expect(r.calls[2]!.problems).toEqual([
      'tablesDBGetRow.$createdAt: "2026-11-22" is not an ISO 8601 datetime like 2020-10-15T06:38:00.000+00:00',
    ]);
    expect(r.calls[3]!.problems.length).toBeGreaterThan(5); // an empty user misses every required field
    const coverage = r.coverage();
    expect(coverage.covered).toEqual(['tablesDBCreateRow', 'tablesDBGetRow']);
    expect(coverage.total).toBe(official!.operations.length);
  });
});

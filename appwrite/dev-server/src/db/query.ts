import { AppwriteException } from '../errors.ts';
import { compileRegex } from './regex.ts';
import { normalizeDatetime } from './values.ts';
import type { ColumnDef, TableDef } from './schema.ts';

/**
 * Appwrite's query language, parsed and validated against a table. The wire format is one JSON
 * string per query, `{"method":"equal","attribute":"city","values":["Pune"]}`; `and`/`or` carry
 * nested query objects in `values`. Validation follows utopia-php/database's wording
 * ("Invalid query: Attribute not found in schema: x"); everything becomes general_query_invalid.
 */

export const MAX_QUERIES = 100;
export const MAX_QUERY_LENGTH = 4096;
/** Appwrite's cap on values in one query (general_query_limit_exceeded). */
export const MAX_QUERY_VALUES = 100;
export const DEFAULT_LIMIT = 25;
/**
 * Dev-server caps that real Appwrite does not have (docs/backend-verification.md, deviations): a
 * page of at most 5,000 rows (Appwrite's APP_LIMIT_COUNT) and regex patterns of at most 512
 * characters, so no single request can keep the one event loop busy for long.
 */
export const MAX_LIMIT = 5000;
export const MAX_REGEX_LENGTH = 512;
/** `and`/`or` inside `and`/`or`: deeper is general_query_invalid. */
export const MAX_NESTING_DEPTH = 5;

const COMPARISON = ['equal', 'notEqual', 'lessThan', 'lessThanEqual', 'greaterThan', 'greaterThanEqual'] as const;
const STRING_MATCH = ['startsWith', 'notStartsWith', 'endsWith', 'notEndsWith'] as const;
const CONTAINS = ['contains', 'containsAny', 'containsAll', 'notContains'] as const;
const RANGE = ['between', 'notBetween'] as const;
const NULLS = ['isNull', 'isNotNull'] as const;
const FULLTEXT = ['search', 'notSearch'] as const;
const DISTANCE = ['distanceEqual', 'distanceNotEqual', 'distanceGreaterThan', 'distanceLessThan'] as const;

export type ComparisonMethod = (typeof COMPARISON)[number];
export type StringMatchMethod = (typeof STRING_MATCH)[number];
export type ContainsMethod = (typeof CONTAINS)[number];
export type DistanceMethod = (typeof DISTANCE)[number];

/** A queryable attribute: a column or one of the system attributes. */
export type Attribute = { kind: 'column'; column: ColumnDef } | { kind: 'system'; key: SystemKey };

export type SystemKey = '$id' | '$sequence' | '$createdAt' | '$updatedAt';

export type Filter =
  | { method: ComparisonMethod; attribute: Attribute; values: unknown[] }
  | { method: StringMatchMethod; attribute: Attribute; value: string }
  | { method: ContainsMethod; attribute: Attribute; values: unknown[] }
  | { method: 'between' | 'notBetween'; attribute: Attribute; from: unknown; to: unknown }
  | { method: 'isNull' | 'isNotNull'; attribute: Attribute }
  | { method: 'search' | 'notSearch'; attribute: Attribute; indexKey: string; value: string }
  | { method: 'regex'; attribute: Attribute; pattern: string }
  | { method: 'exists' | 'notExists'; attributes: Attribute[] }
  | {
      method: DistanceMethod;
      attribute: Attribute;
      lon: number;
      lat: number;
      distance: number;
      meters: boolean;
      rtree: boolean;
    }
  | { method: 'and' | 'or'; filters: Filter[] };

export interface Order {
  attribute: Attribute;
  direction: 'ASC' | 'DESC';
}

export interface ParsedQueries {
  filters: Filter[];
  /** Column keys to return; null = all (`select` absent or `*`). */
  select: string[] | null;
  orders: Order[];
  random: boolean;
  limit: number;
  offset: number;
  cursor: { direction: 'after' | 'before'; rowId: string } | null;
}

interface RawQuery {
  method: string;
  attribute?: unknown;
  values?: unknown;
}

const invalid = (message: string): AppwriteException => new AppwriteException('general_query_invalid', message);

function decode(raw: unknown): RawQuery {
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_QUERY_LENGTH)
      throw invalid(`Invalid query: Query is longer than ${MAX_QUERY_LENGTH} characters.`);
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalid(`Invalid query: ${raw.slice(0, 200)}`);
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw invalid('Invalid query: must be a JSON object with "method", "attribute" and "values".');
  const q = value as Record<string, unknown>;
  if (typeof q.method !== 'string') throw invalid('Invalid query method: missing "method".');
  if (q.values !== undefined && q.values !== null && !Array.isArray(q.values))
    throw invalid(`Invalid query: "values" of ${q.method} must be an array.`);
  return { method: q.method, attribute: q.attribute, values: q.values ?? undefined };
}

const SYSTEM_ATTRIBUTES = ['$id', '$sequence', '$createdAt', '$updatedAt'] as const;

function resolveAttribute(table: TableDef, name: unknown): Attribute {
  if (typeof name !== 'string' || name === '') throw invalid('Invalid query: Attribute is missing.');
  if ((SYSTEM_ATTRIBUTES as readonly string[]).includes(name)) return { kind: 'system', key: name as SystemKey };
  const column = table.columns.find((c) => c.key === name);
  if (!column) throw invalid(`Invalid query: Attribute not found in schema: ${name}`);
  return { kind: 'column', column };
}

export const attributeName = (a: Attribute): string => (a.kind === 'column' ? a.column.key : a.key);

/** The scalar type a query value must have for this attribute. */
function scalarType(a: Attribute): 'string' | 'integer' | 'double' | 'boolean' | 'datetime' | 'sequence' | 'spatial' {
  if (a.kind === 'system') return a.key === '$id' ? 'string' : a.key === '$sequence' ? 'sequence' : 'datetime';
  const t = a.column.type;
  return t === 'point' || t === 'linestring' || t === 'polygon' ? 'spatial' : t;
}

/** Checks and normalises one filter value (datetimes to Appwrite's stored form). */
function coerceValue(a: Attribute, value: unknown): unknown {
  const bad = (): never => {
    throw invalid(`Invalid query: Query value is invalid for attribute "${attributeName(a)}"`);
  };
  switch (scalarType(a)) {
    case 'string':
      return typeof value === 'string' ? value : bad();
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) ? value : bad();
    case 'double':
      return typeof value === 'number' && Number.isFinite(value) ? value : bad();
    case 'boolean':
      return typeof value === 'boolean' ? (value ? 1 : 0) : bad();
    case 'datetime':
      return normalizeDatetime(value) ?? bad();
    case 'sequence':
      if (typeof value === 'number' && Number.isInteger(value)) return value;
      if (typeof value === 'string' && /^\d{1,18}$/.test(value)) return Number(value);
      return bad();
    case 'spatial':
      return bad();
  }
}

function valuesOf(q: RawQuery, min = 1): unknown[] {
  const values = (q.values as unknown[] | undefined) ?? [];
  if (values.length < min)
    throw invalid(`Invalid query: ${q.method} queries require at least ${min} value${min === 1 ? '' : 's'}.`);
  if (values.length > MAX_QUERY_VALUES) throw new AppwriteException('general_query_limit_exceeded');
  return values;
}

function noArrays(a: Attribute, method: string): void {
  if (a.kind === 'column' && a.column.array)
    throw invalid(`Invalid query: Cannot query ${method} on attribute "${a.column.key}" because it is an array.`);
}

function noSpatial(a: Attribute, method: string): void {
  if (scalarType(a) === 'spatial')
    throw invalid(`Invalid query: Cannot query ${method} on spatial attribute "${attributeName(a)}".`);
}

function parseFilter(q: RawQuery, table: TableDef, depth: number): Filter {
  const m = q.method;
  if (m === 'and' || m === 'or') {
    if (depth > MAX_NESTING_DEPTH) throw invalid('Invalid query: Maximum nesting depth of logical queries exceeded.');
    const nested = valuesOf(q).map((v) => decode(v));
    if (nested.length < 2)
      throw invalid(`Invalid query: ${m === 'and' ? 'And' : 'Or'} queries require at least two queries`);
    const filters = nested.map((n) => {
      if (!isFilterMethod(n.method)) {
        if (!KNOWN_METHODS.has(n.method)) throw invalid(`Invalid query method: ${n.method}`);
        throw invalid(`Invalid query: ${m === 'and' ? 'And' : 'Or'} queries can only contain filter queries`);
      }
      return parseFilter(n, table, depth + 1);
    });
    return { method: m, filters };
  }
  if (m === 'exists' || m === 'notExists') {
    const names = valuesOf(q);
    return { method: m, attributes: names.map((n) => resolveAttribute(table, n)) };
  }
  const attribute = resolveAttribute(table, q.attribute);
  const name = attributeName(attribute);
  if ((COMPARISON as readonly string[]).includes(m)) {
    noArrays(attribute, m);
    noSpatial(attribute, m);
    const values = valuesOf(q);
    if (m !== 'equal' && m !== 'notEqual' && values.length !== 1)
      throw invalid(`Invalid query: ${m} queries require exactly one value.`);
    return { method: m as ComparisonMethod, attribute, values: values.map((v) => coerceValue(attribute, v)) };
  }
  if ((STRING_MATCH as readonly string[]).includes(m)) {
    noArrays(attribute, m);
    const values = valuesOf(q);
    if (values.length !== 1 || typeof values[0] !== 'string' || scalarType(attribute) !== 'string') {
      throw invalid(`Invalid query: Query value is invalid for attribute "${name}"`);
    }
    return { method: m as StringMatchMethod, attribute, value: values[0] };
  }
  if ((CONTAINS as readonly string[]).includes(m)) {
    noSpatial(attribute, m);
    const isArray = attribute.kind === 'column' && attribute.column.array;
    if (!isArray && scalarType(attribute) !== 'string')
      throw invalid(`Invalid query: Cannot query ${m} on attribute "${name}" because it is not an array or string.`);
    if (!isArray && (m === 'containsAny' || m === 'containsAll'))
      throw invalid(`Invalid query: Cannot query ${m} on attribute "${name}" because it is not an array.`);
    return { method: m as ContainsMethod, attribute, values: valuesOf(q).map((v) => coerceValue(attribute, v)) };
  }
  if ((RANGE as readonly string[]).includes(m)) {
    noArrays(attribute, m);
    noSpatial(attribute, m);
    const values = valuesOf(q, 2);
    if (values.length !== 2) throw invalid(`Invalid query: ${m} queries require exactly two values.`);
    return {
      method: m as 'between' | 'notBetween',
      attribute,
      from: coerceValue(attribute, values[0]),
      to: coerceValue(attribute, values[1]),
    };
  }
  if ((NULLS as readonly string[]).includes(m)) return { method: m as 'isNull' | 'isNotNull', attribute };
  if ((FULLTEXT as readonly string[]).includes(m)) {
    const values = valuesOf(q);
    if (values.length !== 1 || typeof values[0] !== 'string')
      throw invalid(`Invalid query: Query value is invalid for attribute "${name}"`);
    const index = table.indexes.find((i) => i.type === 'fulltext' && i.columns.length === 1 && i.columns[0] === name);
    if (!index) throw invalid(`Searching by attribute "${name}" requires a fulltext index.`);
    return { method: m as 'search' | 'notSearch', attribute, indexKey: index.key, value: values[0] };
  }
  if (m === 'regex') {
    const values = valuesOf(q);
    if (values.length !== 1 || typeof values[0] !== 'string' || scalarType(attribute) !== 'string')
      throw invalid(`Invalid query: Query value is invalid for attribute "${name}"`);
    if (values[0].length > MAX_REGEX_LENGTH)
      throw invalid(
        `Invalid query: Regular expression for attribute "${name}" is longer than ${MAX_REGEX_LENGTH} characters.`,
      );
    // Compiled here so a bad pattern is a 400 before any SQL runs; matched in linear time (db/regex.ts).
    if (!compileRegex(values[0])) throw invalid(`Invalid query: Invalid regular expression for attribute "${name}"`);
    return { method: 'regex', attribute, pattern: values[0] };
  }
  if ((DISTANCE as readonly string[]).includes(m)) {
    if (attribute.kind !== 'column' || attribute.column.type !== 'point' || attribute.column.array) {
      throw invalid(
        `Invalid query: Distance queries are only supported on point attributes; "${name}" is not a point.`,
      );
    }
    const values = valuesOf(q);
    const spec = values[0];
    const ok =
      Array.isArray(spec) &&
      spec.length >= 2 &&
      spec.length <= 3 &&
      Array.isArray(spec[0]) &&
      spec[0].length === 2 &&
      spec[0].every((n: unknown) => typeof n === 'number' && Number.isFinite(n)) &&
      typeof spec[1] === 'number' &&
      Number.isFinite(spec[1]) &&
      spec[1] >= 0 &&
      (spec[2] === undefined || typeof spec[2] === 'boolean');
    if (!ok || values.length !== 1)
      throw invalid(
        `Invalid query: Distance query on "${name}" needs values [[[longitude, latitude], distance, meters]].`,
      );
    const [[lon, lat], distance, meters] = spec as [[number, number], number, boolean | undefined];
    if (Math.abs(lon) > 180 || Math.abs(lat) > 90)
      throw invalid(`Invalid query: Query value is invalid for attribute "${name}"`);
    const rtree = table.indexes.some((i) => i.type === 'spatial' && i.columns[0] === name);
    return { method: m as DistanceMethod, attribute, lon, lat, distance, meters: meters ?? false, rtree };
  }
  if (KNOWN_METHODS.has(m)) throw invalid(`Invalid query: Query method "${m}" is not supported by the dev server.`);
  throw invalid(`Invalid query method: ${m}`);
}

const FILTER_METHODS = new Set<string>([
  ...COMPARISON,
  ...STRING_MATCH,
  ...CONTAINS,
  ...RANGE,
  ...NULLS,
  ...FULLTEXT,
  ...DISTANCE,
  'regex',
  'exists',
  'notExists',
  'and',
  'or',
]);
const OTHER_METHODS = [
  'select',
  'orderAsc',
  'orderDesc',
  'orderRandom',
  'limit',
  'offset',
  'cursorAfter',
  'cursorBefore',
];
/** Appwrite methods this server recognises but does not implement (answered with a clear 400). */
const UNSUPPORTED_METHODS = [
  'elemMatch',
  'intersects',
  'notIntersects',
  'crosses',
  'notCrosses',
  'overlaps',
  'notOverlaps',
  'touches',
  'notTouches',
  'vectorDot',
  'vectorCosine',
  'vectorEuclidean',
];
const KNOWN_METHODS = new Set<string>([...FILTER_METHODS, ...OTHER_METHODS, ...UNSUPPORTED_METHODS]);
const isFilterMethod = (m: string): boolean => FILTER_METHODS.has(m) || UNSUPPORTED_METHODS.includes(m);

function nonNegativeInt(q: RawQuery, max = Number.MAX_SAFE_INTEGER): number {
  const values = valuesOf(q);
  const v = values[0];
  if (values.length !== 1 || typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > max) {
    throw invalid(
      `Invalid query: Invalid ${q.method}: Value must be a valid range between 0 and ${max.toLocaleString('en-US')}`,
    );
  }
  return v;
}

/**
 * Parses the `queries` param of a list/get/bulk request. `raw` is whatever arrived (array of
 * JSON strings, or undefined); anything malformed is a 400 general_query_invalid.
 */
export function parseQueries(
  raw: unknown,
  table: TableDef,
  options: {
    allow?: 'all' | 'select';
    defaultLimit?: number;
    /** In-process callers (benchmarks) may lift the HTTP page cap. */ maxLimit?: number;
  } = {},
): ParsedQueries {
  const parsed: ParsedQueries = {
    filters: [],
    select: null,
    orders: [],
    random: false,
    limit: options.defaultLimit ?? DEFAULT_LIMIT,
    offset: 0,
    cursor: null,
  };
  if (raw === undefined || raw === null || raw === '') return parsed;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : null;
  if (!list) throw invalid('Invalid `queries` param: Value must be an array of query strings.');
  if (list.length > MAX_QUERIES)
    throw invalid(`Invalid \`queries\` param: Value must be an array of no more than ${MAX_QUERIES} queries.`);
  let sawLimit = false;
  let sawOffset = false;
  let sawSelect = false;
  let selectAll = false;
  const selected = new Set<string>();
  for (const item of list) {
    const q = decode(item);
    if (options.allow === 'select' && q.method !== 'select')
      throw invalid(`Invalid query: Only select queries are allowed here, got ${q.method}.`);
    switch (q.method) {
      case 'select': {
        for (const n of valuesOf(q)) {
          if (n === '*') {
            selectAll = true;
            continue;
          }
          if (typeof n !== 'string') throw invalid('Invalid query: select values must be attribute names.');
          if (
            (SYSTEM_ATTRIBUTES as readonly string[]).includes(n) ||
            ['$permissions', '$tableId', '$databaseId', '$collectionId'].includes(n)
          )
            continue;
          if (!table.columns.some((c) => c.key === n))
            throw invalid(`Invalid query: Attribute not found in schema: ${n}`);
          selected.add(n);
        }
        sawSelect = true;
        break;
      }
      case 'orderAsc':
      case 'orderDesc': {
        const attribute = resolveAttribute(table, q.attribute);
        if (attribute.kind === 'column' && (attribute.column.array || scalarType(attribute) === 'spatial')) {
          throw invalid(
            `Invalid query: Cannot order by attribute "${attribute.column.key}" because it is an array or spatial.`,
          );
        }
        parsed.orders.push({ attribute, direction: q.method === 'orderAsc' ? 'ASC' : 'DESC' });
        break;
      }
      case 'orderRandom':
        parsed.random = true;
        break;
      case 'limit':
        if (!sawLimit) parsed.limit = nonNegativeInt(q, options.maxLimit ?? MAX_LIMIT);
        sawLimit = true;
        break;
      case 'offset':
        if (!sawOffset) parsed.offset = nonNegativeInt(q);
        sawOffset = true;
        break;
      case 'cursorAfter':
      case 'cursorBefore': {
        const values = valuesOf(q);
        if (values.length !== 1 || typeof values[0] !== 'string' || values[0] === '')
          throw invalid('Invalid query: Cursor must be a row ID.');
        if (parsed.cursor) throw invalid('Invalid query: Only one cursor is allowed.');
        parsed.cursor = { direction: q.method === 'cursorAfter' ? 'after' : 'before', rowId: values[0] };
        break;
      }
      default:
        parsed.filters.push(parseFilter(q, table, 0));
    }
  }
  parsed.select = sawSelect && !selectAll ? [...selected] : null;
  if (parsed.random && (parsed.orders.length > 0 || parsed.cursor))
    throw invalid('Invalid query: orderRandom cannot be combined with other orders or cursors.');
  return parsed;
}

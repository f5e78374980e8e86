import { isIP } from 'node:net';
import { AppwriteException } from '../errors.ts';
import { nowIso } from '../util/ids.ts';
import type { ColumnDef, TableDef } from './schema.ts';

/**
 * Row values: validation against the table's columns (Appwrite's Structure validator, with its
 * wording) and conversion between JSON values and what SQLite stores.
 */

/** TablesDB speaks of rows and columns; the legacy Databases API of documents and attributes. */
export interface Vocabulary {
  row: 'row' | 'document';
  column: 'column' | 'attribute';
  invalidStructure: 'row_invalid_structure' | 'document_invalid_structure';
}
export const ROWS: Vocabulary = { row: 'row', column: 'column', invalidStructure: 'row_invalid_structure' };
export const DOCUMENTS: Vocabulary = {
  row: 'document',
  column: 'attribute',
  invalidStructure: 'document_invalid_structure',
};

const capital = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

export function structureError(vocab: Vocabulary, problem: string): AppwriteException {
  return new AppwriteException(vocab.invalidStructure, `Invalid ${vocab.row} structure: ${problem}`);
}

/** PHP's number_format, which Appwrite's Range validator uses in its messages. */
const numberFormat = (n: number): string => Math.round(n).toLocaleString('en-US');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// PHP's int64 range; 2^63 - 1 has no exact double, so the upper bound is written as the double it rounds to.
const INT64_MIN = -(2 ** 63);
const INT64_MAX = 2 ** 63;

/** A datetime value as Appwrite stores it, or null if it is not a date. */
export function normalizeDatetime(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  // Appwrite accepts `YYYY-MM-DD HH:MM:SS` (no zone → UTC) as well as ISO 8601.
  let source = value.trim();
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(source)) source = `${source.replace(' ', 'T')}Z`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(source)) source = `${source}T00:00:00Z`;
  const date = new Date(source);
  if (Number.isNaN(date.getTime())) return null;
  return nowIso(date);
}

const isLonLat = (v: unknown): v is [number, number] =>
  Array.isArray(v) &&
  v.length === 2 &&
  v.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(v[0] as number) <= 180 &&
  Math.abs(v[1] as number) <= 90;

/** Why `value` does not fit `column` (Appwrite's description), or null when it fits. */
function scalarProblem(column: ColumnDef, value: unknown): { kind: 'type' | 'format'; reason: string } | null {
  switch (column.type) {
    case 'string': {
      const size = column.size ?? 255;
      // Sizes count characters (code points); UTF-16 length is an upper bound, so only count when it exceeds.
      if (typeof value !== 'string' || (value.length > size && [...value].length > size)) {
        return { kind: 'type', reason: `Value must be a valid string and no longer than ${size} chars` };
      }
      if (column.format === 'email' && !EMAIL.test(value))
        return { kind: 'format', reason: 'Value must be a valid email address' };
      if (column.format === 'url') {
        try {
          const u = new URL(value);
          if (!u.protocol || !u.host) throw new Error('no host');
        } catch {
          return { kind: 'format', reason: 'Value must be a valid URL' };
        }
      }
      if (column.format === 'ip' && isIP(value) === 0)
        return { kind: 'format', reason: 'Value must be a valid IP address' };
      if (column.format === 'enum' && !column.elements!.includes(value))
        return { kind: 'format', reason: `Value must be one of (${column.elements!.join(', ')})` };
      return null;
    }
    case 'integer': {
      const min = column.min ?? INT64_MIN;
      const max = column.max ?? INT64_MAX;
      if (typeof value !== 'number' || !Number.isInteger(value))
        return { kind: 'type', reason: 'Value must be a valid integer' };
      if (value < min || value > max)
        return {
          kind: 'type',
          reason: `Value must be a valid range between ${numberFormat(min)} and ${numberFormat(max)}`,
        };
      return null;
    }
    case 'double': {
      const min = column.min ?? -Number.MAX_VALUE;
      const max = column.max ?? Number.MAX_VALUE;
      if (typeof value !== 'number' || !Number.isFinite(value))
        return { kind: 'type', reason: 'Value must be a valid float' };
      if (value < min || value > max)
        return {
          kind: 'type',
          reason: `Value must be a valid range between ${numberFormat(min)} and ${numberFormat(max)}`,
        };
      return null;
    }
    case 'boolean':
      return typeof value === 'boolean' ? null : { kind: 'type', reason: 'Value must be a valid boolean' };
    case 'datetime':
      return normalizeDatetime(value)
        ? null
        : { kind: 'type', reason: 'Value must be valid date between 0000-01-01 00:00:00 and 9999-12-31 23:59:59.' };
    case 'point':
      return isLonLat(value)
        ? null
        : {
            kind: 'type',
            reason:
              'Value must be a valid point: [longitude, latitude] with longitude in [-180, 180] and latitude in [-90, 90]',
          };
    case 'linestring':
      return Array.isArray(value) && value.length >= 2 && value.every(isLonLat)
        ? null
        : { kind: 'type', reason: 'Value must be a valid line: an array of at least two [longitude, latitude] points' };
    case 'polygon':
      return Array.isArray(value) &&
        value.length >= 1 &&
        value.every((ring) => Array.isArray(ring) && ring.length >= 4 && ring.every(isLonLat))
        ? null
        : {
            kind: 'type',
            reason: 'Value must be a valid polygon: an array of closed rings of [longitude, latitude] points',
          };
  }
}

/** The stored form of a valid value: datetimes normalised, everything else as given. */
function normalizeScalar(column: ColumnDef, value: unknown): unknown {
  return column.type === 'datetime' ? normalizeDatetime(value) : value;
}

/** Checks one column value (null allowed unless required); returns its normalised form. */
export function validateValue(vocab: Vocabulary, column: ColumnDef, value: unknown): unknown {
  const label = `${capital(vocab.column)} "${column.key}"`;
  if (value === null || value === undefined) {
    if (column.required) throw structureError(vocab, `Missing required ${vocab.column} "${column.key}"`);
    return null;
  }
  if (column.array) {
    if (!Array.isArray(value)) throw structureError(vocab, `${label} must be an array`);
    return value.map((item) => {
      const problem = item === null ? { kind: 'type', reason: 'Value must not be null' } : scalarProblem(column, item);
      if (problem) throw structureError(vocab, `${label} has invalid ${problem.kind}. ${problem.reason}`);
      return normalizeScalar(column, item);
    });
  }
  const problem = scalarProblem(column, value);
  if (problem) throw structureError(vocab, `${label} has invalid ${problem.kind}. ${problem.reason}`);
  return normalizeScalar(column, value);
}

/** System fields a client may send back unchanged in `data` (e.g. a fetched row); ignored. */
const IGNORED_SYSTEM_KEYS = new Set(['$id', '$sequence', '$tableId', '$collectionId', '$databaseId', '$permissions']);

export interface ValidatedData {
  /** Column values to store, keyed by column key, already normalised. */
  values: Record<string, unknown>;
  /** `$createdAt`/`$updatedAt` overrides (API keys only, as in Appwrite). */
  createdAt?: string;
  updatedAt?: string;
}

/**
 * Validates `data` for a new row (`complete`: defaults filled, required columns enforced) or a
 * partial update (only the given columns). Unknown columns are rejected.
 */
export function validateRowData(
  vocab: Vocabulary,
  table: TableDef,
  data: unknown,
  mode: 'complete' | 'partial',
  allowTimestamps: boolean,
): ValidatedData {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new AppwriteException('general_argument_invalid', 'Invalid `data` param: Value must be a valid object.');
  }
  const out: ValidatedData = { values: {} };
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (key.startsWith('$')) {
      if (IGNORED_SYSTEM_KEYS.has(key)) continue;
      if ((key === '$createdAt' || key === '$updatedAt') && allowTimestamps) {
        const iso = normalizeDatetime(value);
        if (!iso)
          throw structureError(vocab, `${capital(vocab.column)} "${key}" has invalid type. Value must be a valid date`);
        if (key === '$createdAt') out.createdAt = iso;
        else out.updatedAt = iso;
        continue;
      }
    }
    const column = table.columns.find((c) => c.key === key);
    if (!column) throw structureError(vocab, `Unknown ${vocab.column}: "${key}"`);
    out.values[key] = validateValue(vocab, column, value);
  }
  if (mode === 'complete') {
    for (const column of table.columns) {
      if (column.key in out.values) continue;
      if (column.required) throw structureError(vocab, `Missing required ${vocab.column} "${column.key}"`);
      out.values[column.key] =
        column.default === null || column.default === undefined ? null : validateValue(vocab, column, column.default);
    }
  }
  return out;
}

/** JSON value → the SQLite value(s) of a column (points give [lon, lat]). */
export function toSql(column: ColumnDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (column.array || column.type === 'linestring' || column.type === 'polygon') return JSON.stringify(value);
  if (column.type === 'boolean') return value ? 1 : 0;
  return value;
}

/** SQLite value → JSON value of a (non-point) column. */
export function fromSql(column: ColumnDef, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  if (column.array || column.type === 'linestring' || column.type === 'polygon')
    return JSON.parse(raw as string) as unknown;
  if (column.type === 'boolean') return raw === 1 || raw === 1n;
  if (column.type === 'integer' && typeof raw === 'bigint') return Number(raw);
  return raw;
}

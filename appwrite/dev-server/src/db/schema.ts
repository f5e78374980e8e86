import { readFileSync } from 'node:fs';

/**
 * The project's one schema definition, `appwrite/appwrite.json` (appwrite-cli 12 format), read
 * into typed, validated shapes. The dev server builds its SQLite storage from this and answers
 * the TablesDB metadata endpoints with it; storage and functions read buckets and functions.
 */

export type ColumnType = 'string' | 'integer' | 'double' | 'boolean' | 'datetime' | 'point' | 'linestring' | 'polygon';
export type ColumnFormat = 'email' | 'url' | 'ip' | 'enum';
export type IndexType = 'key' | 'unique' | 'fulltext' | 'spatial';

export interface ColumnDef {
  key: string;
  type: ColumnType;
  required: boolean;
  array: boolean;
  /** Max length for strings (characters). */
  size?: number;
  default: unknown;
  min?: number;
  max?: number;
  format?: ColumnFormat;
  elements?: string[];
}

export interface IndexDef {
  key: string;
  type: IndexType;
  columns: string[];
  orders: string[];
}

export interface TableDef {
  id: string;
  databaseId: string;
  name: string;
  enabled: boolean;
  permissions: string[];
  rowSecurity: boolean;
  columns: ColumnDef[];
  indexes: IndexDef[];
}

export interface DatabaseDef {
  id: string;
  name: string;
  enabled: boolean;
}

export interface BucketDef {
  id: string;
  name: string;
  enabled: boolean;
  permissions: string[];
  fileSecurity: boolean;
  maximumFileSize: number;
  allowedFileExtensions: string[];
  compression: string;
  encryption: boolean;
  antivirus: boolean;
}

export interface FunctionDef {
  id: string;
  name: string;
  runtime: string;
  path: string;
  entrypoint: string;
  commands: string;
  execute: string[];
  events: string[];
  schedule: string;
  timeout: number;
  enabled: boolean;
  logging: boolean;
  scopes: string[];
  specification?: string;
}

export interface TeamDef {
  id: string;
  name: string;
}

export interface Schema {
  projectId: string;
  databases: DatabaseDef[];
  tables: TableDef[];
  buckets: BucketDef[];
  functions: FunctionDef[];
  teams: TeamDef[];
}

/** Why appwrite.json was rejected, with the JSON path of the offending entry. */
export class SchemaError extends Error {
  constructor(where: string, problem: string) {
    super(`appwrite.json ${where}: ${problem}`);
    this.name = 'SchemaError';
  }
}

/** Column and index keys (Appwrite's Key validator): a-z A-Z 0-9 . - _, max 36, no special first char. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,35}$/;
const UID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/** Newer column types the CLI may emit, mapped onto the storage types this server knows. */
const TYPE_ALIASES: Record<string, ColumnType> = {
  string: 'string',
  varchar: 'string',
  text: 'string',
  mediumtext: 'string',
  longtext: 'string',
  integer: 'integer',
  bigint: 'integer',
  double: 'double',
  float: 'double',
  boolean: 'boolean',
  datetime: 'datetime',
  point: 'point',
  linestring: 'linestring',
  line: 'linestring',
  polygon: 'polygon',
};
const TEXT_SIZES: Record<string, number> = { text: 65_535, mediumtext: 16_777_215, longtext: 4_294_967_295 };

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const list = (v: unknown, where: string): unknown[] => {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new SchemaError(where, 'must be an array');
  return v;
};
const text = (o: Json, key: string, where: string, fallback?: string): string => {
  const v = o[key] ?? fallback;
  if (typeof v !== 'string') throw new SchemaError(`${where}.${key}`, 'must be a string');
  return v;
};
const flag = (o: Json, key: string, fallback: boolean): boolean =>
  typeof o[key] === 'boolean' ? (o[key] as boolean) : fallback;
const num = (o: Json, key: string): number | undefined => (typeof o[key] === 'number' ? (o[key] as number) : undefined);
const strings = (v: unknown, where: string): string[] =>
  list(v, where).map((s, i) => {
    if (typeof s !== 'string') throw new SchemaError(`${where}[${i}]`, 'must be a string');
    return s;
  });

function parseColumn(raw: unknown, where: string): ColumnDef {
  if (!isObject(raw)) throw new SchemaError(where, 'must be an object');
  const key = text(raw, 'key', where);
  if (!KEY.test(key))
    throw new SchemaError(
      `${where}.key`,
      `"${key}" is not a valid column key (a-z, A-Z, 0-9, period, hyphen and underscore, at most 36, not starting with a special char)`,
    );
  const rawType = text(raw, 'type', where);
  const type = TYPE_ALIASES[rawType];
  if (!type) throw new SchemaError(`${where}.type`, `column type "${rawType}" is not supported by the dev server`);
  const column: ColumnDef = {
    key,
    type,
    required: flag(raw, 'required', false),
    array: flag(raw, 'array', false),
    default: raw.default ?? null,
  };
  if (type === 'string') column.size = num(raw, 'size') ?? TEXT_SIZES[rawType] ?? 255;
  const min = num(raw, 'min');
  const max = num(raw, 'max');
  if (min !== undefined) column.min = min;
  if (max !== undefined) column.max = max;
  if (raw.format !== undefined && raw.format !== null && raw.format !== '') {
    const format = text(raw, 'format', where);
    if (!['email', 'url', 'ip', 'enum'].includes(format))
      throw new SchemaError(`${where}.format`, `unknown format "${format}"`);
    column.format = format as ColumnFormat;
  }
  if (column.format === 'enum') {
    column.elements = strings(raw.elements, `${where}.elements`);
    if (column.elements.length === 0) throw new SchemaError(`${where}.elements`, 'an enum needs at least one element');
  }
  return column;
}

function parseIndex(raw: unknown, where: string, columns: ColumnDef[]): IndexDef {
  if (!isObject(raw)) throw new SchemaError(where, 'must be an object');
  const key = text(raw, 'key', where);
  if (!KEY.test(key)) throw new SchemaError(`${where}.key`, `"${key}" is not a valid index key`);
  const type = text(raw, 'type', where) as IndexType;
  if (!['key', 'unique', 'fulltext', 'spatial'].includes(type))
    throw new SchemaError(`${where}.type`, `unknown index type "${type}"`);
  const cols = strings(raw.columns ?? raw.attributes, `${where}.columns`);
  if (cols.length === 0) throw new SchemaError(`${where}.columns`, 'an index needs at least one column');
  const systemKeys = ['$id', '$createdAt', '$updatedAt', '$sequence'];
  for (const c of cols) {
    const column = columns.find((col) => col.key === c);
    if (!column && !systemKeys.includes(c)) throw new SchemaError(`${where}.columns`, `unknown column "${c}"`);
    if (type === 'fulltext' && column?.type !== 'string')
      throw new SchemaError(`${where}.columns`, `fulltext index column "${c}" must be a string column`);
    if (type === 'spatial' && column?.type !== 'point' && column?.type !== 'linestring' && column?.type !== 'polygon') {
      throw new SchemaError(`${where}.columns`, `spatial index column "${c}" must be a spatial column`);
    }
  }
  if (type === 'spatial' && cols.length !== 1)
    throw new SchemaError(`${where}.columns`, 'a spatial index covers exactly one column');
  const orders = strings(raw.orders, `${where}.orders`).map((o) => o.toUpperCase());
  return { key, type, columns: cols, orders };
}

function parseTable(raw: unknown, where: string): TableDef {
  if (!isObject(raw)) throw new SchemaError(where, 'must be an object');
  const id = text(raw, '$id', where);
  if (!UID.test(id)) throw new SchemaError(`${where}.$id`, `"${id}" is not a valid id`);
  const columns = list(raw.columns ?? raw.attributes, `${where}.columns`).map((c, i) =>
    parseColumn(c, `${where}.columns[${i}]`),
  );
  const seen = new Set<string>();
  for (const c of columns) {
    if (seen.has(c.key)) throw new SchemaError(`${where}.columns`, `duplicate column "${c.key}"`);
    seen.add(c.key);
  }
  const indexes = list(raw.indexes, `${where}.indexes`).map((x, i) => parseIndex(x, `${where}.indexes[${i}]`, columns));
  return {
    id,
    databaseId: text(raw, 'databaseId', where),
    name: text(raw, 'name', where, id),
    enabled: flag(raw, 'enabled', true),
    permissions: strings(raw.$permissions, `${where}.$permissions`),
    rowSecurity: flag(raw, 'rowSecurity', flag(raw, 'documentSecurity', false)),
    columns,
    indexes,
  };
}

/** Parses an already-decoded appwrite.json object. */
export function parseSchema(raw: unknown): Schema {
  if (!isObject(raw)) throw new SchemaError('(root)', 'must be a JSON object');
  const databases = list(raw.tablesDB ?? raw.databases, 'tablesDB').map((d, i): DatabaseDef => {
    const where = `tablesDB[${i}]`;
    if (!isObject(d)) throw new SchemaError(where, 'must be an object');
    const id = text(d, '$id', where);
    return { id, name: text(d, 'name', where, id), enabled: flag(d, 'enabled', true) };
  });
  const tables = list(raw.tables ?? raw.collections, 'tables').map((t, i) => parseTable(t, `tables[${i}]`));
  for (const t of tables) {
    if (!databases.some((d) => d.id === t.databaseId))
      throw new SchemaError(`tables "${t.id}"`, `unknown database "${t.databaseId}"`);
    if (tables.filter((o) => o.id === t.id && o.databaseId === t.databaseId).length > 1)
      throw new SchemaError(`tables "${t.id}"`, 'duplicate table id');
  }
  const buckets = list(raw.buckets, 'buckets').map((b, i): BucketDef => {
    const where = `buckets[${i}]`;
    if (!isObject(b)) throw new SchemaError(where, 'must be an object');
    const id = text(b, '$id', where);
    return {
      id,
      name: text(b, 'name', where, id),
      enabled: flag(b, 'enabled', true),
      permissions: strings(b.$permissions, `${where}.$permissions`),
      fileSecurity: flag(b, 'fileSecurity', false),
      maximumFileSize: num(b, 'maximumFileSize') ?? 30_000_000,
      allowedFileExtensions: strings(b.allowedFileExtensions, `${where}.allowedFileExtensions`),
      compression: typeof b.compression === 'string' ? b.compression : 'none',
      encryption: flag(b, 'encryption', true),
      antivirus: flag(b, 'antivirus', true),
    };
  });
  const functions = list(raw.functions, 'functions').map((f, i): FunctionDef => {
    const where = `functions[${i}]`;
    if (!isObject(f)) throw new SchemaError(where, 'must be an object');
    const id = text(f, '$id', where);
    const fn: FunctionDef = {
      id,
      name: text(f, 'name', where, id),
      runtime: text(f, 'runtime', where),
      path: text(f, 'path', where, `functions/${id}`),
      entrypoint: text(f, 'entrypoint', where),
      commands: text(f, 'commands', where, ''),
      execute: strings(f.execute, `${where}.execute`),
      events: strings(f.events, `${where}.events`),
      schedule: text(f, 'schedule', where, ''),
      timeout: num(f, 'timeout') ?? 15,
      enabled: flag(f, 'enabled', true),
      logging: flag(f, 'logging', true),
      scopes: strings(f.scopes, `${where}.scopes`),
    };
    if (typeof f.specification === 'string') fn.specification = f.specification;
    return fn;
  });
  const teams = list(raw.teams, 'teams').map((t, i): TeamDef => {
    const where = `teams[${i}]`;
    if (!isObject(t)) throw new SchemaError(where, 'must be an object');
    const id = text(t, '$id', where);
    return { id, name: text(t, 'name', where, id) };
  });
  return {
    projectId: typeof raw.projectId === 'string' ? raw.projectId : '',
    databases,
    tables,
    buckets,
    functions,
    teams,
  };
}

/** Reads and validates appwrite.json; throws SchemaError with the path of the first problem. */
export function loadSchema(path: string): Schema {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new SchemaError(path, `cannot be read as JSON (${(err as Error).message})`);
  }
  return parseSchema(raw);
}

export function findTable(schema: Schema, databaseId: string, tableId: string): TableDef | undefined {
  return schema.tables.find((t) => t.databaseId === databaseId && t.id === tableId);
}

// Typed view of appwrite/appwrite.json (appwrite-cli 12 format) plus two pure checks the seed and
// its tests share: permission-string parsing and "does this row fit that table".
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type ColumnType =
  'string' | 'integer' | 'double' | 'boolean' | 'datetime' | 'point' | 'linestring' | 'polygon' | 'relationship';
export type IndexType = 'key' | 'fulltext' | 'unique' | 'spatial';

export interface ColumnDef {
  key: string;
  type: ColumnType;
  required: boolean;
  array?: boolean;
  size?: number;
  default?: unknown;
  min?: number;
  max?: number;
  format?: 'email' | 'url' | 'ip' | 'enum';
  elements?: string[];
}

export interface IndexDef {
  key: string;
  type: IndexType;
  status?: string;
  columns: string[];
  orders?: string[];
}

export interface TableDef {
  $id: string;
  $permissions: string[];
  databaseId: string;
  name: string;
  enabled: boolean;
  rowSecurity: boolean;
  columns: ColumnDef[];
  indexes: IndexDef[];
}

export interface BucketDef {
  $id: string;
  $permissions: string[];
  fileSecurity: boolean;
  name: string;
  enabled: boolean;
  maximumFileSize: number;
  allowedFileExtensions: string[];
  compression: 'none' | 'gzip' | 'zstd';
  encryption: boolean;
  antivirus: boolean;
}

export interface FunctionDef {
  $id: string;
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
  specification?: string;
  scopes: string[];
  /** Paths `appwrite push functions` leaves out of the uploaded code. */
  ignore?: string[];
}

export interface AppwriteConfig {
  projectId: string;
  projectName: string;
  tablesDB: { $id: string; name: string; enabled: boolean }[];
  tables: TableDef[];
  buckets: BucketDef[];
  teams: { $id: string; name: string }[];
  functions: FunctionDef[];
}

/** Absolute path of the one schema definition, resolved from this file so any cwd works. */
export const APPWRITE_JSON_PATH = fileURLToPath(new URL('../../appwrite.json', import.meta.url));

export function loadAppwriteConfig(path: string = APPWRITE_JSON_PATH): AppwriteConfig {
  return JSON.parse(readFileSync(path, 'utf8')) as AppwriteConfig;
}

export function tableDef(config: AppwriteConfig, tableId: string): TableDef {
  const table = config.tables.find((t) => t.$id === tableId);
  if (!table) throw new Error(`appwrite.json has no table "${tableId}"`);
  return table;
}

export type PermissionAction = 'read' | 'create' | 'update' | 'delete' | 'write';
export interface ParsedPermission {
  action: PermissionAction;
  role: string;
}

// Role grammar from the SDKs' Role helper (research/appwrite.md §7). Ids follow Appwrite's UID rule:
// ≤ 36 chars of a-z A-Z 0-9 . - _ and not starting with a special char.
const ID = '[A-Za-z0-9][A-Za-z0-9._-]{0,35}';
const ROLE_PATTERNS: RegExp[] = [
  /^any$/,
  /^guests$/,
  /^users(\/(verified|unverified))?$/,
  new RegExp(`^user:${ID}(\\/(verified|unverified))?$`),
  new RegExp(`^team:${ID}(\\/[A-Za-z0-9._-]{1,81})?$`),
  new RegExp(`^member:${ID}$`),
  /^label:[A-Za-z0-9]{1,36}$/,
];

/** Parses `read("any")`-style strings; throws with the offending text so a typo is easy to find. */
export function parsePermission(permission: string): ParsedPermission {
  const match = /^(read|create|update|delete|write)\("([^"]+)"\)$/.exec(permission);
  if (!match) throw new Error(`Invalid permission string: ${permission}`);
  const [, action, role] = match as unknown as [string, PermissionAction, string];
  if (!ROLE_PATTERNS.some((pattern) => pattern.test(role))) {
    throw new Error(`Invalid role "${role}" in permission ${permission}`);
  }
  return { action, role };
}

const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

function isPoint(value: unknown): boolean {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [lon, lat] = value as unknown[];
  return typeof lon === 'number' && typeof lat === 'number' && Math.abs(lon) <= 180 && Math.abs(lat) <= 90;
}

function scalarProblem(column: ColumnDef, value: unknown): string | null {
  switch (column.type) {
    case 'string': {
      if (typeof value !== 'string') return 'must be a string';
      if (column.format === 'enum')
        return column.elements?.includes(value) ? null : `must be one of ${column.elements?.join('|')}`;
      if (column.size !== undefined && value.length > column.size) return `longer than ${column.size} chars`;
      if (column.format === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) return 'must be an email';
      if (column.format === 'url' && !/^https?:\/\/\S+$/.test(value)) return 'must be an absolute http(s) URL';
      return null;
    }
    case 'integer':
    case 'double': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a finite number';
      if (column.type === 'integer' && !Number.isInteger(value)) return 'must be an integer';
      if (column.min !== undefined && value < column.min) return `below min ${column.min}`;
      if (column.max !== undefined && value > column.max) return `above max ${column.max}`;
      return null;
    }
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be a boolean';
    case 'datetime':
      return typeof value === 'string' && ISO_DATETIME.test(value) ? null : 'must be an ISO-8601 datetime';
    case 'point':
      return isPoint(value) ? null : 'must be [longitude, latitude]';
    default:
      return `column type ${column.type} is not used by the seed`;
  }
}

/**
 * Lists every way `row` would be rejected by Appwrite's structure validator for `table`
 * (unknown keys, missing required values, wrong types, sizes, ranges, enum values).
 * `$id` / `$permissions` are allowed because bulk createRows carries them inline.
 */
export function rowProblems(table: TableDef, row: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const byKey = new Map(table.columns.map((c) => [c.key, c]));
  for (const key of Object.keys(row)) {
    if (key === '$id' || key === '$permissions') continue;
    if (!byKey.has(key)) problems.push(`${table.$id}.${key}: unknown column`);
  }
  for (const column of table.columns) {
    const value = row[column.key];
    if (value === undefined || value === null) {
      if (column.required) problems.push(`${table.$id}.${column.key}: required`);
      continue;
    }
    if (column.array) {
      if (!Array.isArray(value)) {
        problems.push(`${table.$id}.${column.key}: must be an array`);
        continue;
      }
      for (const item of value) {
        const problem = scalarProblem(column, item);
        if (problem) problems.push(`${table.$id}.${column.key}[]: ${problem}`);
      }
      continue;
    }
    const problem = scalarProblem(column, value);
    if (problem) problems.push(`${table.$id}.${column.key}: ${problem}`);
  }
  if (row.$permissions !== undefined) {
    for (const permission of row.$permissions as string[]) {
      try {
        const { action } = parsePermission(permission);
        // Row permissions may only be read/update/delete (write expands to those); create is table-level.
        if (action === 'create') problems.push(`${table.$id}: row permission ${permission} cannot grant create`);
      } catch (error) {
        problems.push(`${table.$id}: ${(error as Error).message}`);
      }
    }
  }
  return problems;
}

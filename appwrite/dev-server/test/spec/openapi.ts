import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Loads Appwrite's official OpenAPI 3.0 client spec (1.9.x) and validates response bodies
 * against it. The spec is read from `../shared/appwrite-spec/` beside the repo at test time and
 * never copied into the project; `loadSpec()` returns null when it is absent so suites can skip.
 */
export const SPEC_PATH = resolve(
  import.meta.dirname,
  '../../../../../shared/appwrite-spec/open-api3-1.9.x-client.json',
);

export interface SchemaNode {
  type?: string;
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  $ref?: string;
  enum?: unknown[];
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  'x-example'?: unknown;
}

export interface SpecOperation {
  operationId: string;
  method: string; // upper case
  /** Path without the /v1 prefix, in the spec's `{param}` spelling. */
  path: string;
  /** The success response: status and the schema it declares (null when it has no JSON body). */
  status: number;
  mediaType: string | null;
  schema: SchemaNode | null;
  regex: RegExp;
}

export interface Spec {
  path: string;
  schemas: Record<string, SchemaNode>;
  operations: SpecOperation[];
}

interface RawOperation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: SchemaNode }> }>;
}

const cache = new Map<string, Spec | null>();

export function loadSpec(path = SPEC_PATH): Spec | null {
  if (cache.has(path)) return cache.get(path)!;
  if (!existsSync(path)) {
    cache.set(path, null);
    return null;
  }
  const raw = JSON.parse(readFileSync(path, 'utf8')) as {
    paths: Record<string, Record<string, RawOperation>>;
    components: { schemas: Record<string, SchemaNode> };
  };
  const operations: SpecOperation[] = [];
  for (const [p, methods] of Object.entries(raw.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!op || typeof op !== 'object' || !op.operationId) continue;
      // The first 2xx response is the one the SDK returns; its schema may sit under any media type
      // (functionsCreateExecution declares its 201 under multipart/form-data).
      const success = Object.entries(op.responses ?? {}).find(([code]) => code.startsWith('2'));
      const content = success?.[1].content ?? {};
      const [mediaType, body] = Object.entries(content).find(([, c]) => c.schema) ?? [null, undefined];
      const source = p
        .split('/')
        .map((s) => (/^\{\w+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: p,
        status: success ? Number(success[0]) : 0,
        mediaType,
        schema: body?.schema ?? null,
        regex: new RegExp(`^${source}$`),
      });
    }
  }
  const spec: Spec = { path, schemas: raw.components.schemas, operations };
  cache.set(path, spec);
  return spec;
}

/** The operation a request hits: literal segments win over `{param}`, as in Appwrite's router. */
export function findOperation(spec: Spec, method: string, pathname: string): SpecOperation | null {
  const path = pathname.replace(/^\/v1(?=\/)/, '').replace(/\/$/, '') || '/';
  const hits = spec.operations.filter((op) => op.method === method.toUpperCase() && op.regex.test(path));
  hits.sort((a, b) => literalCount(b.path) - literalCount(a.path));
  return hits[0] ?? null;
}

function literalCount(p: string): number {
  return p.split('/').filter((s) => s && !s.startsWith('{')).length;
}

/** Appwrite's datetime wire format: milliseconds and an explicit +00:00 offset. */
export const APPWRITE_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/;
const DATETIME_EXAMPLE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;

/**
 * Problems with `value` against `schema` (empty = conforms). OpenAPI 3.0 semantics: `nullable`
 * allows null, `required` lists keys that must be present, `additionalProperties` false forbids
 * extra keys (a schema validates them). The spec has no `format: date-time`; a string property
 * whose `x-example` is an ISO datetime is held to Appwrite's wire format (empty string allowed
 * for "never", as Appwrite sends for unset datetimes). `example` blocks are ignored.
 */
export function validate(spec: Pick<Spec, 'schemas'>, schema: SchemaNode, value: unknown, at = '$'): string[] {
  const out: string[] = [];
  check(spec.schemas, schema, value, at, out, 0);
  return out;
}

export function validateNamed(spec: Pick<Spec, 'schemas'>, name: string, value: unknown): string[] {
  return validate(spec, { $ref: `#/components/schemas/${name}` }, value, name);
}

function check(
  schemas: Record<string, SchemaNode>,
  node: SchemaNode,
  value: unknown,
  at: string,
  out: string[],
  depth: number,
): void {
  if (depth > 64) throw new Error(`schema nesting too deep at ${at}`);
  if (node.$ref) {
    const name = node.$ref.replace('#/components/schemas/', '');
    const target = schemas[name];
    if (!target) throw new Error(`spec has no schema "${name}" (referenced at ${at})`);
    check(schemas, target, value, at, out, depth + 1);
    return;
  }
  if (value === null) {
    if (!node.nullable) out.push(`${at}: is null but the schema is not nullable`);
    return;
  }
  if (value === undefined) {
    out.push(`${at}: is undefined`);
    return;
  }
  for (const [kind, options] of [
    ['oneOf', node.oneOf],
    ['anyOf', node.anyOf],
  ] as const) {
    if (!options) continue;
    const matching = options.filter((o) => validate({ schemas }, o, value, at).length === 0).length;
    if (kind === 'oneOf' ? matching !== 1 : matching === 0)
      out.push(`${at}: matches ${matching} of the ${kind} alternatives`);
  }
  if (node.enum && !node.enum.includes(value))
    out.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(node.enum)}`);
  switch (node.type) {
    case 'string':
      if (typeof value !== 'string') out.push(`${at}: expected string, got ${describe(value)}`);
      else if (
        typeof node['x-example'] === 'string' &&
        DATETIME_EXAMPLE.test(node['x-example']) &&
        value !== '' &&
        !APPWRITE_DATETIME.test(value)
      )
        out.push(`${at}: "${value}" is not an ISO 8601 datetime like 2020-10-15T06:38:00.000+00:00`);
      return;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value))
        out.push(`${at}: expected integer, got ${describe(value)}`);
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        out.push(`${at}: expected number, got ${describe(value)}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') out.push(`${at}: expected boolean, got ${describe(value)}`);
      return;
    case 'array':
      if (!Array.isArray(value)) out.push(`${at}: expected array, got ${describe(value)}`);
      else if (node.items) value.forEach((item, i) => check(schemas, node.items!, item, `${at}[${i}]`, out, depth + 1));
      return;
    case 'object':
    case undefined: {
      if (node.type === undefined && !node.properties && !node.required) return; // unconstrained
      if (typeof value !== 'object' || Array.isArray(value)) {
        out.push(`${at}: expected object, got ${describe(value)}`);
        return;
      }
      const obj = value as Record<string, unknown>;
      for (const key of node.required ?? []) if (!(key in obj)) out.push(`${at}.${key}: required but missing`);
      const props = node.properties ?? {};
      for (const [key, child] of Object.entries(obj)) {
        if (props[key]) check(schemas, props[key], child, `${at}.${key}`, out, depth + 1);
        else if (node.additionalProperties === false) out.push(`${at}.${key}: not allowed by the schema`);
        else if (node.additionalProperties && typeof node.additionalProperties === 'object')
          check(schemas, node.additionalProperties, child, `${at}.${key}`, out, depth + 1);
      }
      return;
    }
    default:
      throw new Error(`validator does not know schema type "${node.type}" at ${at}`);
  }
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') return `string ${JSON.stringify(value.slice(0, 40))}`;
  if (typeof value === 'object') return 'object';
  return `${typeof value} ${String(value)}`;
}

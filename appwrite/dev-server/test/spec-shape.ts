import { readFileSync } from 'node:fs';

/**
 * Checks a response against a model of the official Appwrite 1.9.x OpenAPI spec
 * (components.schemas): required fields present, declared types right (nullable honoured),
 * `$ref` items checked recursively, datetimes ISO 8601 with an explicit +00:00 offset.
 * Returns the problems found, empty when the value conforms.
 */
const SPEC_PATH = '/work/shared/appwrite-spec/open-api3-1.9.x-client.json';

interface SchemaNode {
  type?: string;
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  $ref?: string;
  enum?: unknown[];
  format?: string;
  'x-example'?: unknown;
}

let schemas: Record<string, SchemaNode> | null = null;
function spec(): Record<string, SchemaNode> {
  schemas ??= (JSON.parse(readFileSync(SPEC_PATH, 'utf8')) as { components: { schemas: Record<string, SchemaNode> } })
    .components.schemas;
  return schemas;
}

const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/;

function check(value: unknown, node: SchemaNode, path: string, out: string[]): void {
  if (node.$ref) {
    const name = node.$ref.split('/').pop()!;
    const target = spec()[name];
    if (!target) throw new Error(`spec has no schema ${name}`);
    check(value, target, path, out);
    return;
  }
  if (value === null) {
    if (!node.nullable) out.push(`${path}: null but not nullable`);
    return;
  }
  switch (node.type) {
    case 'string':
      if (typeof value !== 'string') out.push(`${path}: expected string, got ${typeof value}`);
      else if (
        typeof node['x-example'] === 'string' &&
        /^\d{4}-\d{2}-\d{2}T.*\+00:00$/.test(node['x-example']) &&
        !DATETIME.test(value)
      )
        out.push(`${path}: "${value}" is not an ISO datetime with +00:00`);
      break;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value))
        out.push(`${path}: expected integer, got ${JSON.stringify(value)}`);
      break;
    case 'number':
      if (typeof value !== 'number') out.push(`${path}: expected number, got ${typeof value}`);
      break;
    case 'boolean':
      if (typeof value !== 'boolean') out.push(`${path}: expected boolean, got ${typeof value}`);
      break;
    case 'array':
      if (!Array.isArray(value)) out.push(`${path}: expected array`);
      else if (node.items) value.forEach((v, i) => check(v, node.items!, `${path}[${i}]`, out));
      break;
    case 'object':
    default:
      if (node.properties || node.required) {
        if (typeof value !== 'object' || Array.isArray(value)) {
          out.push(`${path}: expected object`);
          break;
        }
        const obj = value as Record<string, unknown>;
        for (const key of node.required ?? []) if (!(key in obj)) out.push(`${path}.${key}: required but missing`);
        for (const [key, child] of Object.entries(node.properties ?? {}))
          if (key in obj) check(obj[key], child, `${path}.${key}`, out);
      }
  }
  if (node.enum && !node.enum.includes(value))
    out.push(`${path}: ${JSON.stringify(value)} not in ${JSON.stringify(node.enum)}`);
}

export function specProblems(schemaName: string, value: unknown): string[] {
  const node = spec()[schemaName];
  if (!node) throw new Error(`spec has no schema ${schemaName}`);
  const out: string[] = [];
  check(value, node, schemaName, out);
  return out;
}

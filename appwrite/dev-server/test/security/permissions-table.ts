// docs/permissions.json — the one machine-readable statement of who may write which table — loaded
// and typed for the security tests, and rendered into docs/permissions.md's "Writers" section.
// `npx tsx appwrite/dev-server/test/security/permissions-table.ts` rewrites that section.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PRINCIPALS = [
  'guest',
  'customerA',
  'customerB',
  'staffX',
  'managerX',
  'adminX',
  'ownerX',
  'pharmacistX',
  'staffY',
  'admin',
  'key',
] as const;
export type Principal = (typeof PRINCIPALS)[number];
export type WriteOperation = 'create' | 'update' | 'delete';

export interface TablePermissions {
  /** Exactly the table's `$permissions` in appwrite.json. */
  table: string[];
  /** Row permissions the seed and functions set; `{owner}` / `{storeTeam}` are filled in per row. */
  rows: string[];
  /** The principal whose row the tests write to (rows of store X otherwise). */
  owner?: Principal;
  read: string;
  create: Principal[];
  update: Principal[];
  delete: Principal[];
}

export interface PermissionsTable {
  principals: Record<Principal, string>;
  tables: Record<string, TablePermissions>;
  /** Function id → every action of it only admins may take (`$comment` aside). */
  adminActions: Record<string, string[] | string>;
}

const docsDir = resolve(import.meta.dirname, '../../../../docs');
export const PERMISSIONS_JSON = resolve(docsDir, 'permissions.json');
export const PERMISSIONS_MD = resolve(docsDir, 'permissions.md');

export function loadPermissionsTable(): PermissionsTable {
  return JSON.parse(readFileSync(PERMISSIONS_JSON, 'utf8')) as PermissionsTable;
}

export const mayWrite = (table: TablePermissions, operation: WriteOperation, who: Principal): boolean =>
  table[operation].includes(who);

/** Row permissions for a row of `ownerId` at the store whose team is `storeTeam`. */
export const rowPermissions = (table: TablePermissions, ownerId: string, storeTeam: string): string[] =>
  table.rows.map((p) => p.replaceAll('{owner}', ownerId).replaceAll('{storeTeam}', storeTeam));

const BEGIN = '<!-- writers:begin (generated from permissions.json) -->';
const END = '<!-- writers:end -->';

/** The Markdown table of writers: ✓ where the principal may write, · where it gets 401. */
export function renderWriters(permissions: PermissionsTable): string {
  const head = `| Table | Operation | ${PRINCIPALS.join(' | ')} |`;
  const rule = `|---|---|${PRINCIPALS.map(() => '---').join('|')}|`;
  const lines = Object.entries(permissions.tables).flatMap(([id, table]) =>
    (['create', 'update', 'delete'] as const).map(
      (op) => `| \`${id}\` | ${op} | ${PRINCIPALS.map((p) => (mayWrite(table, op, p) ? '✓' : '·')).join(' | ')} |`,
    ),
  );
  return [BEGIN, head, rule, ...lines, END].join('\n');
}

/** docs/permissions.md with its writers section replaced by the rendering of permissions.json. */
export function renderedDoc(permissions = loadPermissionsTable(), doc = readFileSync(PERMISSIONS_MD, 'utf8')): string {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/permissions.md lacks the ${BEGIN} … ${END} section`);
  return doc.slice(0, start) + renderWriters(permissions) + doc.slice(end + END.length);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(PERMISSIONS_MD, renderedDoc());
  console.log('docs/permissions.md: writers section regenerated from docs/permissions.json');
}

import { serverEvents } from '../../events.ts';
import { rolesFor } from '../../db/permissions.ts';
import type { TableDef } from '../../db/schema.ts';

export type RowAction = 'create' | 'update' | 'upsert' | 'delete';

/**
 * Appwrite's event names for a row change, as Event::generateEvents expands them: every mix of
 * concrete ids and `*`, with and without the action, and the shorter parents — for both the
 * TablesDB (`tables.….rows`) and legacy (`collections.….documents`) spellings. Most specific first.
 * The names only vary in the row id, so each (database, table, action) keeps a template: bulk
 * loads publish one event per row.
 */
export function rowEventNames(databaseId: string, tableId: string, rowId: string, action: RowAction): string[] {
  const key = `${databaseId}\u0000${tableId}\u0000${action}`;
  let template = eventTemplates.get(key);
  if (!template) {
    template = buildTemplate(databaseId, tableId, action);
    if (eventTemplates.size > 1000) eventTemplates.clear();
    eventTemplates.set(key, template);
  }
  return template.map((part) => (typeof part === 'string' ? part : part[0] + rowId + part[1]));
}

/** A fixed name, or [before, after] around the row id. */
type TemplatePart = string | [string, string];
const eventTemplates = new Map<string, TemplatePart[]>();
const ROW_ID = '\u0000row\u0000';

function buildTemplate(databaseId: string, tableId: string, action: RowAction): TemplatePart[] {
  const out = new Set<string>();
  for (const [tables, rows] of [
    ['tables', 'rows'],
    ['collections', 'documents'],
  ] as const) {
    for (const d of [databaseId, '*']) {
      for (const t of [tableId, '*']) {
        for (const r of [ROW_ID, '*']) {
          out.add(`databases.${d}.${tables}.${t}.${rows}.${r}.${action}`);
          out.add(`databases.${d}.${tables}.${t}.${rows}.${r}`);
        }
      }
    }
    for (const d of [databaseId, '*']) for (const t of [tableId, '*']) out.add(`databases.${d}.${tables}.${t}`);
  }
  out.add(`databases.${databaseId}`);
  out.add('databases.*');
  return [...out].map((name): TemplatePart => {
    const at = name.indexOf(ROW_ID);
    return at < 0 ? name : [name.slice(0, at), name.slice(at + ROW_ID.length)];
  });
}

/** Realtime channels a row change is delivered on (both channel families, like Appwrite). */
export function rowChannels(databaseId: string, tableId: string, rowId: string): string[] {
  return [
    'rows',
    `databases.${databaseId}.tables.${tableId}.rows`,
    `databases.${databaseId}.tables.${tableId}.rows.${rowId}`,
    `tablesdb.${databaseId}.tables.${tableId}.rows`,
    `tablesdb.${databaseId}.tables.${tableId}.rows.${rowId}`,
    'documents',
    `databases.${databaseId}.collections.${tableId}.documents`,
    `databases.${databaseId}.collections.${tableId}.documents.${rowId}`,
  ];
}

/** Who may see a row event: table read ∪ row read (the latter only with row security). */
export function rowReadRoles(table: TableDef, rowPermissions: readonly string[]): string[] {
  const roles = new Set(rolesFor('read', table.permissions));
  if (table.rowSecurity) for (const role of rolesFor('read', rowPermissions)) roles.add(role);
  return [...roles];
}

export function publishRowEvent(
  table: TableDef,
  action: RowAction,
  row: Record<string, unknown> & { $id: string; $permissions: string[] },
): void {
  // Bulk loads publish one event per row; skip building names when nobody listens.
  if (serverEvents.listenerCount('event') === 0) return;
  serverEvents.publish({
    events: rowEventNames(table.databaseId, table.id, row.$id, action),
    channels: rowChannels(table.databaseId, table.id, row.$id),
    payload: row,
    readRoles: rowReadRoles(table, row.$permissions),
  });
}

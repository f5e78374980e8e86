import { AppwriteException, ID, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';

/** One row of the append-only audit log (issue 17 §4): who did what to which entity, before and after. */
export interface AuditEntry {
  /** The admin's user id, or `system` for a scheduled function. */
  actorId: string;
  actorRole: 'admin' | 'system';
  action: string;
  entityType: 'store_application' | 'store';
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note?: string | null;
  /** A fixed row id makes the entry once-only (a repeated or concurrent approval logs one row). */
  rowId?: string;
}

/**
 * Writes the entry with the function's key; only admins read the table, nobody updates or deletes.
 * Answers false when an entry with the same fixed `rowId` was already there (a repeated run).
 */
export async function writeAudit(tablesDB: TablesDB, entry: AuditEntry): Promise<boolean> {
  try {
    await tablesDB.createRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.auditLog,
      rowId: entry.rowId ?? ID.unique(),
      data: {
        actor_id: entry.actorId,
        actor_role: entry.actorRole,
        action: entry.action,
        entity_type: entry.entityType,
        entity_id: entry.entityId,
        before: entry.before ? JSON.stringify(entry.before) : null,
        after: entry.after ? JSON.stringify(entry.after) : null,
        note: entry.note ?? null,
      },
    });
    return true;
  } catch (error) {
    if (entry.rowId && error instanceof AppwriteException && error.code === 409) return false;
    throw error;
  }
}

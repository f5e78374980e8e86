import { AppwriteException, ID, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';

/** The audit_log's before/after columns hold at most this many characters. */
const AUDIT_JSON_MAX = 3000;
/** A long text (a description) is cut to this in the log, so before and after both fit. */
const AUDIT_TEXT_MAX = 400;

/** One row of the append-only audit log: who did what to which entity, before and after. */
export interface AuditEntry {
  /** The admin's user id, or `system` for a scheduled function. */
  actorId: string;
  /** `store`: a store's owner or admin managing its staff (store-staff). */
  actorRole: 'admin' | 'system' | 'store';
  action: string;
  /** What was changed: `store`, `store_application`, `product`, `setting`, `rate`, `user` … */
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note?: string | null;
  /** A fixed row id makes the entry once-only (a repeated or concurrent approval logs one row). */
  rowId?: string;
}

/** JSON of the values, long texts shortened so the column's 3,000 characters are never exceeded. */
export function auditJson(values: Record<string, unknown> | null): string | null {
  if (!values) return null;
  const short = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value.length > AUDIT_TEXT_MAX ? `${value.slice(0, AUDIT_TEXT_MAX)}…` : value,
    ]),
  );
  const json = JSON.stringify(short);
  return json.length <= AUDIT_JSON_MAX ? json : `${json.slice(0, AUDIT_JSON_MAX - 1)}…`;
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
        before: auditJson(entry.before),
        after: auditJson(entry.after),
        note: entry.note ?? null,
      },
    });
    return true;
  } catch (error) {
    if (entry.rowId && error instanceof AppwriteException && error.code === 409) return false;
    throw error;
  }
}

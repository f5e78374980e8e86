import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export type Sqlite = Database.Database;

/** The one database file of a data directory. */
export const DATABASE_FILE = 'appwrite.sqlite';

/**
 * One SQLite file per data directory. WAL keeps readers off the writer's back, and with
 * synchronous=NORMAL a committed transaction survives the process being killed (kill -9);
 * only an OS crash or power loss could drop the last commits.
 */
export function openDatabase(dataDir: string): Sqlite {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Spatial and fulltext lookups jump around a large file (1M stores ≈ 0.5 GB): a bigger page cache
  // and memory-mapped reads cut a 5 km count at 1M stores from ~11 to ~7 ms (measured in-process).
  db.pragma('cache_size = -65536');
  db.pragma('mmap_size = 268435456');
  return db;
}

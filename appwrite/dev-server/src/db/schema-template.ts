import Database from 'better-sqlite3';
import { createHash, randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATABASE_FILE } from './connection.ts';
import type { TableDef } from './schema.ts';
import { prepareStorage, restampTables } from './storage.ts';

/**
 * A fresh data directory starts from a copy of an empty database whose storage already matches the
 * schema. Building that storage costs ~2 s of CPU (every table's rows, permissions, indexes, FTS5 and
 * R*Tree tables and triggers: SQLite re-reads its whole schema after each DDL statement); copying it
 * costs milliseconds, and every integration test file starts its own server.
 *
 * The copy is only a shortcut: `prepareStorage` still runs over it on start, so a template that no
 * longer matches the code (its key missed a change) is brought in line like any older database.
 */
const require = createRequire(import.meta.url);
const CACHE_DIR = join(dirname(require.resolve('better-sqlite3/package.json')), '..', '.cache', 'instamg-dev-schema');
// The code that lays tables out is part of the key: a change to it builds a new template.
const LAYOUT_SOURCES = ['./storage.ts', './connection.ts'].map((file) =>
  readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8'),
);

/** Where the template for these tables lives (one file per schema and storage code). */
export function templatePath(tables: TableDef[], cacheDir = CACHE_DIR): string {
  const key = createHash('sha256')
    .update(JSON.stringify(tables))
    .update(LAYOUT_SOURCES.join('\0'))
    .update(String(require('better-sqlite3/package.json').version))
    .digest('hex')
    .slice(0, 24);
  return join(cacheDir, `${key}.sqlite`);
}

/** Copies the schema's empty database into `dataDir` when it has none yet (building the template once). */
export function startFromSchemaTemplate(dataDir: string, tables: TableDef[], cacheDir = CACHE_DIR): boolean {
  const target = join(dataDir, DATABASE_FILE);
  // A schema without tables has no storage to copy.
  if (existsSync(target) || tables.length === 0) return false;
  const template = templatePath(tables, cacheDir);
  if (!existsSync(template)) buildTemplate(template, tables);
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(template, target);
  // The tables' metadata timestamps are the template's: this database's tables are created now.
  const db = new Database(target);
  try {
    restampTables(db);
  } finally {
    db.close();
  }
  return true;
}

function buildTemplate(template: string, tables: TableDef[]): void {
  mkdirSync(dirname(template), { recursive: true });
  // Written aside and renamed: a test file starting beside this one sees no template or a whole one.
  const partial = `${template}.${process.pid}.${randomUUID()}`;
  try {
    const db = new Database(partial);
    try {
      prepareStorage(db, tables);
    } finally {
      db.close();
    }
    renameSync(partial, template);
  } finally {
    rmSync(partial, { force: true });
  }
}

import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../src/db/connection.ts';
import { tableLayout } from '../src/db/layout.ts';
import { loadSchema } from '../src/db/schema.ts';
import { startFromSchemaTemplate, templatePath } from '../src/db/schema-template.ts';
import { prepareStorage } from '../src/db/storage.ts';

const tables = loadSchema(resolve(import.meta.dirname, '../../appwrite.json')).tables;
const scratch = mkdtempSync(join(tmpdir(), 'instamg-schema-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function layout(file: string): { type: string; name: string; sql: string | null }[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT type, name, sql FROM sqlite_master ORDER BY type, name`).all() as never;
  } finally {
    db.close();
  }
}

describe('a fresh data directory starts from the schema template', () => {
  const cache = join(scratch, 'cache');

  it('has the same storage as one migrated from nothing, with no rows and its own creation dates', () => {
    const direct = join(scratch, 'direct.sqlite');
    const db = new Database(direct);
    prepareStorage(db, tables);
    db.close();

    const before = new Date().toISOString();
    const dataDir = join(scratch, 'first');
    expect(startFromSchemaTemplate(dataDir, tables, cache)).toBe(true);
    expect(existsSync(templatePath(tables, cache))).toBe(true);
    const copied = join(dataDir, DATABASE_FILE);
    expect(layout(copied)).toEqual(layout(direct));

    const check = new Database(copied, { readonly: true });
    const stamps = check.prepare(`SELECT created_at, updated_at FROM _tablesdb_tables`).all() as {
      created_at: string;
      updated_at: string;
    }[];
    expect(stamps).toHaveLength(tables.length);
    for (const stamp of stamps) {
      expect(stamp.created_at >= before).toBe(true);
      expect(stamp.updated_at).toBe(stamp.created_at);
    }
    for (const table of tables)
      expect(check.prepare(`SELECT count(*) AS n FROM "${tableLayout(table).rows}"`).get()).toEqual({ n: 0 });
    check.close();
    // Only the finished template is left in the cache (no partial files).
    expect(readdirSync(cache)).toEqual([templatePath(tables, cache).split('/').at(-1)]);
    // Two full builds of the storage (~2 s of CPU each on an idle core).
  }, 120_000);

  it('leaves an existing database alone', () => {
    const dataDir = join(scratch, 'existing');
    startFromSchemaTemplate(dataDir, tables, cache);
    writeFileSync(join(dataDir, 'marker'), '');
    const file = join(dataDir, DATABASE_FILE);
    const db = new Database(file);
    db.exec(`CREATE TABLE kept (x)`);
    db.close();
    expect(startFromSchemaTemplate(dataDir, tables, cache)).toBe(false);
    expect(layout(file).some((entry) => entry.name === 'kept')).toBe(true);
  });

  it('keys the template by the schema: another table list gets another file', () => {
    expect(templatePath(tables.slice(1), cache)).not.toBe(templatePath(tables, cache));
    expect(templatePath(tables, cache)).toBe(templatePath(structuredClone(tables), cache));
  });
});

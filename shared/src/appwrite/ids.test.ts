// The ids the front end uses must exist in the backend definition, or calls fail at run time
// with a 404 that no unit test of the caller would catch.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUCKETS, DATABASE_ID, FUNCTIONS, PROJECT_ID, TABLES } from './ids';

const APPWRITE_JSON = fileURLToPath(new URL('../../../appwrite/appwrite.json', import.meta.url));

interface AppwriteJson {
  projectId?: string;
  tablesDB?: Array<{ $id: string }>;
  tables?: Array<{ $id: string; databaseId: string }>;
  buckets?: Array<{ $id: string }>;
  functions?: Array<{ $id: string }>;
}

function load(): AppwriteJson {
  return JSON.parse(readFileSync(APPWRITE_JSON, 'utf8')) as AppwriteJson;
}

/** The ids of `ours` that `declared` lacks (so a failure lists them all at once). */
function missing(ours: Record<string, string>, declared: Array<{ $id: string }> | undefined): string[] {
  const ids = new Set((declared ?? []).map((entry) => entry.$id));
  return Object.values(ours).filter((id) => !ids.has(id));
}

describe('ids match appwrite/appwrite.json', () => {
  it('project and database', () => {
    const json = load();
    expect(json.projectId).toBe(PROJECT_ID);
    expect((json.tablesDB ?? []).map((db) => db.$id)).toContain(DATABASE_ID);
  });

  it('every table id is declared in the instamg database', () => {
    const tables = (load().tables ?? []).filter((table) => table.databaseId === DATABASE_ID);
    expect(missing(TABLES, tables)).toEqual([]);
  });

  it('every bucket id is declared', () => {
    expect(missing(BUCKETS, load().buckets)).toEqual([]);
  });

  it('every function id is declared', () => {
    expect(missing(FUNCTIONS, load().functions)).toEqual([]);
  });
});

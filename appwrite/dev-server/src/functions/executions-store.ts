import type { Sqlite } from '../db/connection.ts';

export type ExecutionStatus = 'waiting' | 'processing' | 'completed' | 'failed' | 'scheduled';
export type ExecutionTrigger = 'http' | 'schedule' | 'event';

export interface HeaderPair {
  name: string;
  value: string;
}

/** The Execution model as Appwrite 1.9 returns it for response format 1.9.x (`functionId`). */
export interface Execution {
  $id: string;
  $createdAt: string;
  $updatedAt: string;
  $permissions: string[];
  functionId: string;
  deploymentId: string;
  trigger: ExecutionTrigger;
  status: ExecutionStatus;
  requestMethod: string;
  requestPath: string;
  requestHeaders: HeaderPair[];
  responseStatusCode: number;
  responseBody: string;
  responseHeaders: HeaderPair[];
  logs: string;
  errors: string;
  /** Seconds. */
  duration: number;
  scheduledAt: string | null;
}

/** Executions persist in the dev server's SQLite file, one JSON document per row. */
export class ExecutionsStore {
  constructor(private readonly db: Sqlite) {
    db.exec(`create table if not exists fn_executions (
      seq integer primary key autoincrement,
      id text not null unique,
      function_id text not null,
      doc text not null
    )`);
    db.exec('create index if not exists fn_executions_function on fn_executions (function_id, seq)');
  }

  save(execution: Execution): void {
    this.db
      .prepare(
        'insert into fn_executions (id, function_id, doc) values (?, ?, ?) on conflict(id) do update set doc = excluded.doc',
      )
      .run(execution.$id, execution.functionId, JSON.stringify(execution));
  }

  get(functionId: string, executionId: string): Execution | null {
    const row = this.db
      .prepare('select doc from fn_executions where function_id = ? and id = ?')
      .get(functionId, executionId) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as Execution) : null;
  }

  listForFunction(functionId: string): Execution[] {
    const rows = this.db
      .prepare('select doc from fn_executions where function_id = ? order by seq')
      .all(functionId) as { doc: string }[];
    return rows.map((r) => JSON.parse(r.doc) as Execution);
  }

  /** Executions left unfinished by a previous run of the dev server (killed mid-execution). */
  unfinished(): Execution[] {
    const rows = this.db.prepare('select doc from fn_executions order by seq').all() as { doc: string }[];
    return rows
      .map((r) => JSON.parse(r.doc) as Execution)
      .filter((e) => e.status === 'waiting' || e.status === 'processing' || e.status === 'scheduled');
  }
}

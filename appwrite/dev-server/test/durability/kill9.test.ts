import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client, ID, Query, TablesDB } from 'node-appwrite';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * kill -9 the dev server (a separate process, as `npm start` runs it) in the middle of a
 * concurrent write load, restart it on the same data directory, and check that every write the
 * server acknowledged is there and that no row is torn (a half-applied update).
 */
const repoRoot = resolve(import.meta.dirname, '../../../..');
const mainTs = resolve(repoRoot, 'appwrite/dev-server/src/main.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'instamg-durability-'));
const WORKERS = 12;
/** Kill once this many writes are acknowledged (so the load is real), with every worker still writing. */
const KILL_AFTER_WRITES = 400;
const START_STOCK = 1_000;

let child: ChildProcess | undefined;

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
    s.on('error', fail);
  });
}

/** The real entry point in one process (`node --import tsx`, no tsx wrapper), so SIGKILL hits the server itself. */
async function startServer(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', mainTs, '--port', String(port), '--data-dir', dataDir], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr!.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-2000)));
  for (let i = 0; i < 200; i++) {
    if (proc.exitCode !== null) throw new Error(`dev server exited (${proc.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/v1/health/version`)).ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error(`dev server did not start: ${stderr}`);
}

function tablesFor(port: number): TablesDB {
  const { secret } = (
    JSON.parse(readFileSync(join(dataDir, 'project.json'), 'utf8')) as { apiKeys: { secret: string }[] }
  ).apiKeys[0]!;
  return new TablesDB(new Client().setEndpoint(`http://127.0.0.1:${port}/v1`).setProject('instamg').setKey(secret));
}

/** What the client knows about one row: acknowledged state, and the write in flight when the server died. */
interface Ledger {
  created: boolean;
  price: number; // acknowledged selling_price; batch is always `b<price>` in the same update
  decrements: number; // acknowledged decrements of stock
  inFlight: { kind: 'create' | 'update' | 'decrement' } | null;
}

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('durability', () => {
  it('every acknowledged createRow/updateRow/decrement survives kill -9 mid-load, and no row is torn', async () => {
    const port = await freePort();
    child = await startServer(port);
    const tables = tablesFor(port);
    const ledger = new Map<string, Ledger>();
    let stop = false;
    let acknowledged = 0;

    const worker = async (w: number): Promise<void> => {
      for (let i = 0; !stop; i++) {
        const id = `dur-${w}-${i}`;
        const entry: Ledger = { created: false, price: 0, decrements: 0, inFlight: { kind: 'create' } };
        ledger.set(id, entry);
        try {
          await tables.createRow({
            databaseId: 'instamg',
            tableId: 'store_inventory',
            rowId: id,
            data: {
              store_id: 'durability',
              product_id: id,
              batch: 'b0',
              expiry: '2027-12-31T00:00:00.000+00:00',
              stock: START_STOCK,
              selling_price: 0,
              mrp: 1_000_000,
            },
          });
          entry.created = true;
          acknowledged++;
          for (let round = 1; round <= 3 && !stop; round++) {
            entry.inFlight = { kind: 'update' };
            await tables.updateRow({
              databaseId: 'instamg',
              tableId: 'store_inventory',
              rowId: id,
              data: { batch: `b${round}`, selling_price: round },
            });
            entry.price = round;
            acknowledged++;
            entry.inFlight = { kind: 'decrement' };
            await tables.decrementRowColumn({
              databaseId: 'instamg',
              tableId: 'store_inventory',
              rowId: id,
              column: 'stock',
              value: 1,
            });
            entry.decrements++;
            acknowledged++;
          }
          entry.inFlight = null;
        } catch {
          return; // the server is gone; whatever was in flight stays recorded as in flight
        }
      }
    };

    const load = Array.from({ length: WORKERS }, (_, w) => worker(w));
    const started = Date.now();
    while (acknowledged < KILL_AFTER_WRITES && Date.now() - started < 40_000)
      await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(load);
    await new Promise<void>((r) =>
      child!.exitCode !== null || child!.signalCode ? r() : child!.once('exit', () => r()),
    );
    expect(child.signalCode).toBe('SIGKILL');
    expect(acknowledged).toBeGreaterThanOrEqual(KILL_AFTER_WRITES); // a real load, not a handful of writes

    child = await startServer(port);
    const after = tablesFor(port);
    const rows = new Map<string, Record<string, unknown>>();
    let cursor: string | undefined;
    for (;;) {
      const page = await after.listRows({
        databaseId: 'instamg',
        tableId: 'store_inventory',
        queries: [
          Query.equal('store_id', 'durability'),
          Query.orderAsc('$id'),
          Query.limit(500),
          ...(cursor ? [Query.cursorAfter(cursor)] : []),
        ],
      });
      for (const r of page.rows) rows.set(r.$id, r);
      if (page.rows.length < 500) break;
      cursor = page.rows.at(-1)!.$id;
    }

    const lost: string[] = [];
    for (const [id, entry] of ledger) {
      const row = rows.get(id);
      if (!entry.created) continue; // its create was never acknowledged: either outcome is fine
      if (!row) {
        lost.push(`${id}: acknowledged create missing`);
        continue;
      }
      const price = row.selling_price as number;
      const stock = row.stock as number;
      const priceOk = price === entry.price || (entry.inFlight?.kind === 'update' && price === entry.price + 1);
      const stockOk =
        stock === START_STOCK - entry.decrements ||
        (entry.inFlight?.kind === 'decrement' && stock === START_STOCK - entry.decrements - 1);
      if (!priceOk) lost.push(`${id}: selling_price ${price}, acknowledged ${entry.price}`);
      if (!stockOk) lost.push(`${id}: stock ${stock}, acknowledged ${START_STOCK - entry.decrements}`);
      if (row.batch !== `b${price}`)
        lost.push(`${id}: torn row, batch ${String(row.batch)} with selling_price ${price}`);
    }
    console.log(
      `durability: ${acknowledged} acknowledged writes on ${[...ledger.values()].filter((e) => e.created).length} rows before kill -9; ${rows.size} rows after restart`,
    );
    expect(lost).toEqual([]);
    // Nothing appeared that the client never tried to create.
    expect([...rows.keys()].filter((id) => !ledger.has(id))).toEqual([]);
    // The restarted server takes writes again.
    await after.createRow({
      databaseId: 'instamg',
      tableId: 'store_inventory',
      rowId: ID.unique(),
      data: {
        store_id: 'durability',
        product_id: 'after',
        batch: 'b0',
        expiry: '2027-12-31T00:00:00.000+00:00',
        stock: 1,
        selling_price: 0,
        mrp: 1,
      },
    });
    child.kill('SIGTERM');
  }, 90_000);
});

// The generated row types stay in step with appwrite/appwrite.json (scripts/gen-rows.mjs).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Models as WebModels } from 'appwrite';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus, type PaymentStatus } from '../domain/order';
import { ORDERS_PAYMENT_STATUS, ORDERS_STATUS, type OrdersRow, type Rows } from './rows';

const root = resolve(import.meta.dirname, '../../..');
const generator = resolve(root, 'scripts/gen-rows.mjs');
const schemaFile = resolve(root, 'appwrite/appwrite.json');

function check(args: string[]): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync(process.execPath, [generator, '--check', ...args], { encoding: 'utf8' }) };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

interface SchemaColumn {
  key: string;
  type: string;
  required?: boolean;
  elements?: string[];
}
interface Schema {
  tables: { $id: string; columns: SchemaColumn[] }[];
}

describe('generated row types (shared/src/appwrite/rows.ts)', () => {
  it('are current: the committed file is what the generator writes from appwrite.json', () => {
    const result = check([]);
    expect(result.output).toContain('up to date');
    expect(result.ok).toBe(true);
  });

  it('go stale when a column changes in appwrite.json without regenerating', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gen-rows-'));
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as Schema;
    const orders = schema.tables.find((t) => t.$id === 'orders')!;
    orders.columns.find((c) => c.key === 'status')!.elements!.push('on_hold');
    const changed = join(dir, 'appwrite.json');
    writeFileSync(changed, JSON.stringify(schema));
    const result = check(['--schema', changed]);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('stale');

    // Regenerated into its own file, the change shows up where it should.
    const out = join(dir, 'rows.ts');
    execFileSync(process.execPath, [generator, '--schema', changed, '--out', out]);
    expect(readFileSync(out, 'utf8')).toMatch(/export const ORDERS_STATUS = \[[^\]]*'on_hold',?\s*\] as const;/);
    expect(check(['--schema', changed, '--out', out]).ok).toBe(true);
  });

  it('give every table a row type, and an optional column without a default may be null', () => {
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as Schema;
    const text = readFileSync(resolve(import.meta.dirname, 'rows.ts'), 'utf8');
    for (const table of schema.tables) expect(text).toContain(`  ${table.$id}: `);
    expect(text).toMatch(/\n {2}order_number: string \| null;/);
    expect(text).toMatch(/\n {2}status: OrdersStatus;/);
  });

  it('name the same order and payment statuses as the order contract', () => {
    expect([...ORDERS_STATUS]).toEqual([...ORDER_STATUSES]);
    // Compile-time: the contract's unions are exactly the schema's enums, both ways.
    const same: [OrderStatus, OrdersRow['status'], PaymentStatus, OrdersRow['payment_status']] = [
      ORDERS_STATUS[0] as OrdersRow['status'] satisfies OrderStatus,
      ORDER_STATUSES[0] satisfies OrdersRow['status'],
      ORDERS_PAYMENT_STATUS[0] satisfies PaymentStatus,
      'paid' satisfies PaymentStatus satisfies OrdersRow['payment_status'],
    ];
    expect(same).toHaveLength(4);
  });

  it('are rows to the web SDK (a row type may be the generic of getRow/listRows)', () => {
    const asRow = <T extends WebModels.Row>(row: T) => row.$id;
    const row = { $id: 'x' } as Rows['orders'];
    expect(asRow(row)).toBe('x');
  });
});

// The admin's search: a phone finds the orders placed with it (order_contacts, then the orders).
import { describe, expect, it } from 'vitest';
import { classifySearch } from '@instamg/shared/domain/panel-search';
import { searchAdmin } from './panel-search';

type Call = { tableId: string; queries: { method: string; attribute?: string; values?: unknown[] }[] };

function fakeTables(rows: Record<string, unknown[]>) {
  const calls: Call[] = [];
  const tablesDB = {
    listRows: async ({ tableId, queries }: { tableId: string; queries: string[] }) => {
      calls.push({ tableId, queries: queries.map((q) => JSON.parse(q)) });
      return { total: (rows[tableId] ?? []).length, rows: rows[tableId] ?? [] };
    },
  };
  return { calls, tablesDB: tablesDB as unknown as Parameters<typeof searchAdmin>[0] };
}

describe('searchAdmin', () => {
  it('finds a customer’s orders by the phone they were placed with', async () => {
    const { calls, tablesDB } = fakeTables({
      order_contacts: [{ $id: 'o1', order_id: 'o1' }],
      orders: [
        {
          $id: 'o1',
          order_number: 'IMG-2026-000009',
          status: 'delivered',
          total: 250,
          store_name: 'Dwarka Care',
          recipient_name: 'Asha',
        },
      ],
    });
    const results = await searchAdmin(tablesDB, classifySearch('+91 98765-43210'));
    expect(calls.map((c) => c.tableId)).toEqual(['order_contacts', 'orders']);
    expect(calls[0]!.queries).toContainEqual({ method: 'equal', attribute: 'phone', values: ['+919876543210'] });
    expect(calls[1]!.queries).toContainEqual({ method: 'equal', attribute: '$id', values: ['o1'] });
    expect(results).toEqual([
      expect.objectContaining({ kind: 'order', title: 'IMG-2026-000009', href: '/admin/orders/o1' }),
    ]);
    expect(results[0]!.detail).toContain('Asha');
  });

  it('looks a GSTIN up exactly and a phone nobody used finds nothing more', async () => {
    const { calls, tablesDB } = fakeTables({});
    await searchAdmin(tablesDB, classifySearch('07bakfd9153q1zn'));
    expect(calls.filter((c) => c.tableId === 'stores').flatMap((c) => c.queries)).toContainEqual({
      method: 'equal',
      attribute: 'gstin',
      values: ['07BAKFD9153Q1ZN'],
    });
    const phone = fakeTables({});
    expect(await searchAdmin(phone.tablesDB, classifySearch('9876543210'))).toEqual([]);
    expect(phone.calls.map((c) => c.tableId)).toEqual(['order_contacts']);
  });

  it('finds a product by its barcode, exactly and only in the catalogue', async () => {
    const { calls, tablesDB } = fakeTables({
      products: [{ $id: 'p1', name: 'Dolo 650 Tablet', salt_composition: 'Paracetamol', strength: '650 mg' }],
    });
    const results = await searchAdmin(tablesDB, classifySearch('890 1234 567890'));
    expect(calls.map((c) => c.tableId)).toEqual(['products']);
    expect(calls[0]!.queries).toContainEqual({ method: 'equal', attribute: 'barcode', values: ['8901234567890'] });
    expect(results).toEqual([expect.objectContaining({ kind: 'product', id: 'p1', href: '/admin/inventory/edit/p1' })]);
  });
});

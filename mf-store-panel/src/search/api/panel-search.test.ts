// The store panel's search asks only for the current store's rows, and never by a phone.
import { describe, expect, it } from 'vitest';
import { classifySearch } from '@instamg/shared/domain/panel-search';
import { searchStore } from './panel-search';

type Call = { tableId: string; queries: { method: string; attribute?: string; values?: unknown[] }[] };

function fakeTables(rows: Record<string, unknown[]>) {
  const calls: Call[] = [];
  const tablesDB = {
    listRows: async ({ tableId, queries }: { tableId: string; queries: string[] }) => {
      calls.push({ tableId, queries: queries.map((q) => JSON.parse(q)) });
      return { total: (rows[tableId] ?? []).length, rows: rows[tableId] ?? [] };
    },
  };
  return { calls, tablesDB: tablesDB as unknown as Parameters<typeof searchStore>[0] };
}

describe('searchStore', () => {
  it('finds an order by its number in the current store only', async () => {
    const { calls, tablesDB } = fakeTables({
      orders: [{ $id: 'o1', order_number: 'IMG-2026-000005', status: 'placed', item_count: 2, total: 120 }],
    });
    const results = await searchStore(tablesDB, 'store-a', classifySearch('img-2026-5'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.tableId).toBe('orders');
    expect(calls[0]!.queries).toEqual(
      expect.arrayContaining([
        { method: 'equal', attribute: 'order_number', values: ['IMG-2026-000005'] },
        { method: 'equal', attribute: 'store_id', values: ['store-a'] },
      ]),
    );
    expect(results).toEqual([
      expect.objectContaining({ kind: 'order', title: 'IMG-2026-000005', href: '/store/orders/o1' }),
    ]);
  });

  it('never looks anything up by a phone number', async () => {
    const { calls, tablesDB } = fakeTables({});
    expect(await searchStore(tablesDB, 'store-a', classifySearch('98765 43210'))).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('finds the store’s products by brand or salt, every word', async () => {
    const { calls, tablesDB } = fakeTables({
      inventory_products: [
        { $id: 'i1', product_id: 'p1', name: 'Dolo 650', salt_composition: 'Paracetamol', stock: 3 },
      ],
    });
    const results = await searchStore(tablesDB, 'store-a', classifySearch('dolo 650'));
    expect(calls.map((c) => c.tableId)).toEqual(['inventory_products', 'inventory_products']);
    for (const call of calls) {
      expect(call.queries).toContainEqual({ method: 'equal', attribute: 'store_id', values: ['store-a'] });
      const column = call.queries.find((q) => q.method === 'search')!.attribute;
      expect(call.queries.filter((q) => q.method === 'contains')).toEqual([
        { method: 'contains', attribute: column, values: ['dolo'] },
        { method: 'contains', attribute: column, values: ['650'] },
      ]);
    }
    // Found by name and by salt: listed twice here, shown once (groupSearchResults).
    expect(results.map((r) => r.id)).toEqual(['p1', 'p1']);
    expect(results[0]).toMatchObject({ kind: 'product', href: '/store/inventory?q=Dolo%20650&product=p1' });
  });

  it('finds a product by its barcode in the catalogue, then only in this store’s stock', async () => {
    const { calls, tablesDB } = fakeTables({
      products: [{ $id: 'p1' }],
      inventory_products: [
        { $id: 'i1', product_id: 'p1', name: 'Dolo 650', salt_composition: 'Paracetamol', stock: 3 },
      ],
    });
    const results = await searchStore(tablesDB, 'store-a', classifySearch('8901234567890'));
    expect(calls.map((c) => c.tableId)).toEqual(['products', 'inventory_products']);
    expect(calls[0]!.queries).toContainEqual({ method: 'equal', attribute: 'barcode', values: ['8901234567890'] });
    expect(calls[1]!.queries).toEqual(
      expect.arrayContaining([
        { method: 'equal', attribute: 'store_id', values: ['store-a'] },
        { method: 'equal', attribute: 'product_id', values: ['p1'] },
      ]),
    );
    expect(results).toEqual([expect.objectContaining({ kind: 'product', id: 'p1', title: 'Dolo 650' })]);
    // A code no product has asks nothing of the store's stock.
    const none = fakeTables({});
    expect(await searchStore(none.tablesDB, 'store-a', classifySearch('8901234567890'))).toEqual([]);
    expect(none.calls.map((c) => c.tableId)).toEqual(['products']);
  });
});

import { Query } from 'appwrite';
import { describe, expect, it } from 'vitest';
import {
  GridViewError,
  defaultGridView,
  formatRowCount,
  isDay,
  pageFromRows,
  pageQueries,
  viewQueries,
  type GridSort,
  type GridView,
} from './grid-query';
import { INVENTORY_GRID, ORDERS_GRID, PRODUCTS_GRID, STORES_GRID } from './grid-specs';

const view = (changes: Partial<GridView> = {}): GridView => ({ ...defaultGridView(ORDERS_GRID), ...changes });

describe('viewQueries', () => {
  it("writes filters and the one sort in the SDK's wire format", () => {
    const queries = viewQueries(
      ORDERS_GRID,
      view({
        filters: { status: 'delivered', from: '2026-11-01', to: '2026-11-30' },
        sort: { field: 'total', direction: 'asc' },
      }),
    );
    expect(queries).toEqual([
      Query.equal('status', ['delivered']),
      // Days are India's (IST); "to" includes the whole day.
      Query.greaterThanEqual('$createdAt', '2026-11-01T00:00:00.000+05:30'),
      Query.lessThan('$createdAt', '2026-12-01T00:00:00.000+05:30'),
      Query.orderAsc('total'),
    ]);
  });

  it('sorts newest first by default', () => {
    expect(viewQueries(ORDERS_GRID, view())).toEqual([Query.orderDesc('$createdAt')]);
  });

  it('refuses filters, values and sorts the grid does not offer', () => {
    expect(() => viewQueries(ORDERS_GRID, view({ filters: { customer_id: 'x' } }))).toThrow(GridViewError);
    expect(() => viewQueries(ORDERS_GRID, view({ filters: { status: 'lost' } }))).toThrow(GridViewError);
    expect(() => viewQueries(ORDERS_GRID, view({ filters: { from: '2026-02-30' } }))).toThrow(GridViewError);
    expect(() => viewQueries(ORDERS_GRID, view({ sort: { field: 'payment_session_id', direction: 'asc' } }))).toThrow(
      GridViewError,
    );
    expect(() => viewQueries(ORDERS_GRID, view({ sort: { field: 'total', direction: 'up' as 'asc' } }))).toThrow(
      GridViewError,
    );
  });
});

describe('pageQueries', () => {
  it('asks for one row more than the page, after or before a cursor', () => {
    expect(pageQueries(ORDERS_GRID, view())).toEqual([Query.orderDesc('$createdAt'), Query.limit(26)]);
    expect(
      pageQueries(ORDERS_GRID, view({ pageSize: 50, page: 2, cursor: { direction: 'after', rowId: 'o1' } })),
    ).toEqual([Query.orderDesc('$createdAt'), Query.limit(51), Query.cursorAfter('o1')]);
    expect(pageQueries(ORDERS_GRID, view({ page: 3, cursor: { direction: 'before', rowId: 'o9' } })).at(-1)).toBe(
      Query.cursorBefore('o9'),
    );
  });
});

describe('pageFromRows', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('forward: the extra last row means a next page', () => {
    expect(pageFromRows({ cursor: null, pageSize: 3 }, rows(4))).toEqual({
      rows: [0, 1, 2],
      hasPrevious: false,
      hasNext: true,
    });
    expect(pageFromRows({ cursor: null, pageSize: 3 }, rows(3))).toEqual({
      rows: [0, 1, 2],
      hasPrevious: false,
      hasNext: false,
    });
    expect(pageFromRows({ cursor: { direction: 'after', rowId: 'x' }, pageSize: 3 }, rows(2))).toEqual({
      rows: [0, 1],
      hasPrevious: true,
      hasNext: false,
    });
  });

  it('backward: the extra first row means a previous page; there is always a next one', () => {
    expect(pageFromRows({ cursor: { direction: 'before', rowId: 'x' }, pageSize: 3 }, rows(4))).toEqual({
      rows: [1, 2, 3],
      hasPrevious: true,
      hasNext: true,
    });
    expect(pageFromRows({ cursor: { direction: 'before', rowId: 'x' }, pageSize: 3 }, rows(3))).toEqual({
      rows: [0, 1, 2],
      hasPrevious: false,
      hasNext: true,
    });
  });
});

describe('helpers', () => {
  it('formats counts at and below the 5,000 cap', () => {
    expect(formatRowCount(1234)).toBe('1,234');
    expect(formatRowCount(5000)).toBe('5,000+');
  });

  it('knows real days', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-1-1')).toBe(false);
  });
});

describe('preset and row id filters (the store inbox)', () => {
  it('write one equal per preset condition and the store id', async () => {
    const { STORE_ORDERS_GRID } = await import('./grid-specs');
    const queries = viewQueries(STORE_ORDERS_GRID, {
      filters: { store: 'store-1', tab: 'preparing' },
      sort: STORE_ORDERS_GRID.defaultSort,
    });
    expect(queries).toEqual([
      Query.equal('store_id', ['store-1']),
      Query.equal('status', ['confirmed', 'processing']),
      Query.equal('payment_status', ['paid', 'cod_pending']),
      Query.orderDesc('$createdAt'),
    ]);
  });

  it('refuse an unknown preset and a store id that is not a row id', async () => {
    const { STORE_ORDERS_GRID } = await import('./grid-specs');
    const sort = STORE_ORDERS_GRID.defaultSort;
    expect(() => viewQueries(STORE_ORDERS_GRID, { filters: { tab: 'toString' }, sort })).toThrow(GridViewError);
    expect(() => viewQueries(STORE_ORDERS_GRID, { filters: { store: '"x"' }, sort })).toThrow(GridViewError);
  });
});

describe('the stores grid’s filters (issue 17 §3)', () => {
  const stores = (changes: Partial<GridView> = {}): GridView => ({ ...defaultGridView(STORES_GRID), ...changes });
  it('searches the name, matches the city, maps a status to its queries and ends licences at a day', () => {
    expect(
      viewQueries(
        STORES_GRID,
        stores({ filters: { q: ' green cross ', city: 'Bengaluru', status: 'suspended', licence_by: '2026-12-25' } }),
      ),
    ).toEqual([
      Query.search('name', 'green cross'),
      Query.equal('city', ['Bengaluru']),
      Query.isNotNull('suspended_at'),
      Query.lessThanEqual('licence_expires_on', '2026-12-25'),
      Query.orderAsc('name'),
    ]);
    expect(viewQueries(STORES_GRID, stores({ filters: { status: 'live' } }))[0]).toBe(Query.equal('is_active', [true]));
  });
  it('refuses a status it does not know, an empty or huge search and a non-day', () => {
    expect(() => viewQueries(STORES_GRID, stores({ filters: { status: 'hasOwnProperty' } }))).toThrow(GridViewError);
    expect(() => viewQueries(STORES_GRID, stores({ filters: { q: ' ' } }))).toThrow(GridViewError);
    expect(() => viewQueries(STORES_GRID, stores({ filters: { q: 'x'.repeat(101) } }))).toThrow(GridViewError);
    expect(() => viewQueries(STORES_GRID, stores({ filters: { licence_by: 'soon' } }))).toThrow(GridViewError);
  });
});

describe('the inventory grid’s filters (issue 18)', () => {
  const now = new Date('2026-11-25T03:00:00.000Z');
  const inventoryView = (filters: Record<string, string>, sort: GridSort = INVENTORY_GRID.defaultSort) => ({
    filters,
    sort,
  });

  it('scopes to the store, searches brand or salt, filters category, schedule, low stock; SDK wire format', () => {
    expect(
      viewQueries(
        INVENTORY_GRID,
        inventoryView(
          { store: 'dl-dwarka', q: ' dolo ', category: 'pain-relief', schedule: 'H', low: 'yes' },
          { field: 'stock', direction: 'desc' },
        ),
        now,
      ),
    ).toEqual([
      Query.equal('store_id', ['dl-dwarka']),
      Query.or([Query.search('name', 'dolo'), Query.search('salt_composition', 'dolo')]),
      Query.equal('category_id', ['pain-relief']),
      Query.equal('schedule', ['H']),
      Query.equal('low_stock', [true]),
      Query.orderDesc('stock'),
    ]);
  });

  it('expiry bands are relative to now: expired, within 3 months, within 6 months', () => {
    const at = (expiry: string) => viewQueries(INVENTORY_GRID, inventoryView({ expiry }), now).slice(0, -1);
    expect(at('expired')).toEqual([Query.lessThanEqual('next_expiry', '2026-11-25T03:00:00.000Z')]);
    expect(at('under_3_months')).toEqual([
      Query.greaterThan('next_expiry', '2026-11-25T03:00:00.000Z'),
      Query.lessThan('next_expiry', '2027-02-25T03:00:00.000Z'),
    ]);
    expect(at('under_6_months')).toEqual([
      Query.greaterThan('next_expiry', '2026-11-25T03:00:00.000Z'),
      Query.lessThan('next_expiry', '2027-05-25T03:00:00.000Z'),
    ]);
  });

  it('refuses values the filters do not allow', () => {
    for (const filters of [
      { store: 'bad id!' },
      { q: '   ' },
      { q: 'x'.repeat(65) },
      { low: 'maybe' },
      { expiry: 'soon' },
      { schedule: 'Z' },
    ] as Record<string, string>[])
      expect(() => viewQueries(INVENTORY_GRID, inventoryView(filters), now), JSON.stringify(filters)).toThrow(
        GridViewError,
      );
    expect(() => viewQueries(INVENTORY_GRID, inventoryView({}, { field: 'mrp', direction: 'asc' }), now)).toThrow(
      GridViewError,
    );
  });
});

describe('search, id and flag filters (the products grid)', () => {
  const products = (filters: Record<string, string>) =>
    viewQueries(PRODUCTS_GRID, { filters, sort: PRODUCTS_GRID.defaultSort });

  it('searches brand, salt and manufacturer at once, and filters by category id, schedule and active', () => {
    expect(products({ q: ' dolo ', category: 'cat-pain', schedule: 'H', active: 'no' })).toEqual([
      Query.or([
        Query.search('name', 'dolo'),
        Query.search('salt_composition', 'dolo'),
        Query.search('manufacturer', 'dolo'),
      ]),
      Query.equal('category_id', ['cat-pain']),
      Query.equal('schedule', ['H']),
      Query.equal('is_active', [false]),
      Query.orderDesc('$updatedAt'),
    ]);
    expect(products({ active: 'yes' })[0]).toBe(Query.equal('is_active', [true]));
  });

  it('refuses an empty or long search, a malformed id and a flag other than yes/no', () => {
    const refused: Record<string, string>[] = [
      { q: '  ' },
      { q: 'x'.repeat(101) },
      { category: '../x' },
      { active: 'true' },
    ];
    for (const filters of refused) expect(() => products(filters)).toThrow(GridViewError);
  });
});

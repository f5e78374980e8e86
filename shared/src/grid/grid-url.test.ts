import { describe, expect, it } from 'vitest';
import { defaultGridView } from './grid-query';
import { ORDERS_GRID } from './grid-specs';
import { gridViewToSearch, nextPage, parseGridView, previousPage, withFilters } from './grid-url';

const parse = (search: string) => parseGridView(ORDERS_GRID, new URLSearchParams(search));

describe('grid view in the URL', () => {
  it('the default view is the bare path', () => {
    expect(gridViewToSearch(ORDERS_GRID, defaultGridView(ORDERS_GRID)).toString()).toBe('');
    expect(parse('')).toEqual({ view: defaultGridView(ORDERS_GRID), problems: [] });
  });

  it('round-trips filters, sort, page size and the page cursor', () => {
    const search = 'status=placed&from=2026-11-01&to=2026-11-24&sort=total.desc&size=50&page=3&after=order_123';
    const { view, problems } = parse(search);
    expect(problems).toEqual([]);
    expect(view).toEqual({
      filters: { status: 'placed', from: '2026-11-01', to: '2026-11-24' },
      sort: { field: 'total', direction: 'desc' },
      pageSize: 50,
      page: 3,
      cursor: { direction: 'after', rowId: 'order_123' },
    });
    expect(gridViewToSearch(ORDERS_GRID, view).toString()).toBe(search);
  });

  it('ignores and reports what a hand-edited URL gets wrong, without throwing', () => {
    const { view, problems } = parse('status=lost&from=yesterday&sort=customer_id.asc&size=1000&page=2&after=%24bad');
    expect(view).toEqual(defaultGridView(ORDERS_GRID));
    expect(problems).toHaveLength(5);
    expect(parse('page=2&after=a&before=b').view.cursor).toBeNull();
    // A cursor without its page number (or on page 1) is the first page.
    expect(parse('after=abc').view.cursor).toBeNull();
    expect(parse('page=1&after=abc').view.cursor).toBeNull();
  });

  it('pages with cursors, and starts over when filters or sort change', () => {
    const first = defaultGridView(ORDERS_GRID);
    const second = nextPage(first, 'o25');
    const third = nextPage(second, 'o50');
    expect(third).toMatchObject({ page: 3, cursor: { direction: 'after', rowId: 'o50' } });
    expect(previousPage(third, 'o51')).toMatchObject({ page: 2, cursor: { direction: 'before', rowId: 'o51' } });
    // Back to page 1 is the plain first page, not "before" a row.
    expect(previousPage(second, 'o26')).toEqual(first);
    expect(withFilters(third, { filters: { status: 'delivered' } })).toMatchObject({
      page: 1,
      cursor: null,
      filters: { status: 'delivered' },
    });
  });
});

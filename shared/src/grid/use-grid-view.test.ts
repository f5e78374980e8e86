// @vitest-environment happy-dom
import { createElement } from 'react';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from '@instamg/shared/router';
import { ORDERS_GRID } from './grid-specs';
import { nextPage, withFilters } from './grid-url';
import { useGridView } from './use-grid-view';

function renderGridView(route: string) {
  return renderHook(() => ({ grid: useGridView(ORDERS_GRID), location: useLocation() }), {
    wrapper: ({ children }) => createElement(MemoryRouter, { initialEntries: [route] }, children),
  });
}

describe('useGridView', () => {
  it('reads the view from the URL and writes changes back to it', () => {
    const { result } = renderGridView('/admin/orders?status=placed&sort=total.asc');
    expect(result.current.grid.view).toMatchObject({
      filters: { status: 'placed' },
      sort: { field: 'total', direction: 'asc' },
    });
    act(() => result.current.grid.updateView((view) => nextPage(view, 'ord_25')));
    expect(result.current.location.search).toBe('?status=placed&sort=total.asc&page=2&after=ord_25');
  });

  it('keeps both of two quick changes (the URL is written in a transition, after both ran)', () => {
    const { result } = renderGridView('/admin/orders');
    act(() => {
      result.current.grid.updateView((view) => withFilters(view, { filters: { ...view.filters, from: '2026-11-01' } }));
      result.current.grid.updateView((view) => withFilters(view, { filters: { ...view.filters, to: '2026-11-30' } }));
    });
    expect(result.current.location.search).toBe('?from=2026-11-01&to=2026-11-30');
    expect(result.current.grid.view.filters).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('reports what it ignored in a hand-edited URL', () => {
    const { result } = renderGridView('/admin/orders?status=lost');
    expect(result.current.grid.problems).toEqual(['Ignored status "lost"']);
  });
});

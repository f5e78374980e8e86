// A grid view kept in the URL, so a filtered list is shareable and Back works:
//   /admin/orders?status=placed&from=2026-11-01&to=2026-11-24&sort=total.desc&page=2&after=<rowId>
// parseGridView never throws on a hand-edited URL (unknown values fall back to defaults and are
// reported in `problems`), and gridViewToSearch writes only non-default values, so the default
// view is the bare path.
import {
  GRID_PAGE_SIZES,
  defaultGridView,
  isValidFilterValue,
  type GridPageSize,
  type GridSpec,
  type GridView,
} from './grid-query';

/** Appwrite row ids: up to 36 of a-z, A-Z, 0-9, '.', '-', '_', not starting with a special character. */
const ROW_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

export interface ParsedGridView {
  view: GridView;
  /** What was ignored in the URL, for a visible note rather than a silent change. */
  problems: string[];
}

export function parseGridView(spec: GridSpec, params: URLSearchParams): ParsedGridView {
  const problems: string[] = [];
  const view = defaultGridView(spec);
  const filters: Record<string, string> = {};
  for (const filter of spec.filters) {
    const value = params.get(filter.param);
    if (value === null || value === '') continue;
    if (isValidFilterValue(filter, value)) filters[filter.param] = value;
    else problems.push(`Ignored ${filter.param} "${value}"`);
  }
  view.filters = filters;

  const sort = params.get('sort');
  if (sort) {
    const [field = '', direction = ''] = sort.split('.');
    if (spec.sortable.includes(field) && (direction === 'asc' || direction === 'desc'))
      view.sort = { field, direction };
    else problems.push(`Ignored sort "${sort}"`);
  }

  const size = params.get('size');
  if (size) {
    const pageSize = Number(size) as GridPageSize;
    if (GRID_PAGE_SIZES.includes(pageSize)) view.pageSize = pageSize;
    else problems.push(`Ignored page size "${size}"`);
  }

  // A cursor only means something with its page number; either alone starts at page 1.
  const after = params.get('after');
  const before = params.get('before');
  const page = Number(params.get('page'));
  const cursorId = after ?? before;
  if (cursorId !== null) {
    if (after !== null && before !== null) problems.push('Ignored a page with both after and before');
    else if (!ROW_ID.test(cursorId)) problems.push(`Ignored page cursor "${cursorId}"`);
    else if (!Number.isInteger(page) || page < 2) problems.push(`Ignored page "${params.get('page') ?? ''}"`);
    else {
      view.cursor = { direction: after !== null ? 'after' : 'before', rowId: cursorId };
      view.page = page;
    }
  }
  return { view, problems };
}

/** The URL search of a view; defaults are left out. */
export function gridViewToSearch(spec: GridSpec, view: GridView): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of spec.filters) {
    const value = view.filters[filter.param];
    if (value !== undefined && value !== '') params.set(filter.param, value);
  }
  if (view.sort.field !== spec.defaultSort.field || view.sort.direction !== spec.defaultSort.direction) {
    params.set('sort', `${view.sort.field}.${view.sort.direction}`);
  }
  if (view.pageSize !== spec.defaultPageSize) params.set('size', String(view.pageSize));
  if (view.cursor && view.page > 1) {
    params.set('page', String(view.page));
    params.set(view.cursor.direction, view.cursor.rowId);
  }
  return params;
}

/** A change of filters, sort or page size starts again at page 1. */
export function withFilters(
  view: GridView,
  changes: Partial<Pick<GridView, 'filters' | 'sort' | 'pageSize'>>,
): GridView {
  return { ...view, ...changes, cursor: null, page: 1 };
}

/** The next page starts after the last row shown. */
export function nextPage(view: GridView, lastRowId: string): GridView {
  return { ...view, cursor: { direction: 'after', rowId: lastRowId }, page: view.page + 1 };
}

/** The previous page ends before the first row shown; page 1 is the plain first page. */
export function previousPage(view: GridView, firstRowId: string): GridView {
  if (view.page <= 2) return { ...view, cursor: null, page: 1 };
  return { ...view, cursor: { direction: 'before', rowId: firstRowId }, page: view.page - 1 };
}

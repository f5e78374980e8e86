// What a panel's server-side grid shows — a table, its filters, one sort column and a cursor — as
// Appwrite queries. Pure and SDK-free, so the browser (ServerDataGrid) and the export-csv function
// build the very same queries from the same view; the strings are Appwrite's wire format
// (research/appwrite.md §5.1), checked against the SDK's Query builder in the test.

import { expiryBounds } from '../domain/inventory';
import { addDays, isDay as isCalendarDay } from '../domain/india-time';

/** Appwrite counts `total` only up to this many rows (APP_LIMIT_COUNT); a page shows "5,000+". */
export const TOTAL_COUNT_CAP = 5000;

/** MUI X Data Grid Community shows at most 100 rows a page (research/supply-side.md §D). */
export const GRID_PAGE_SIZES = [25, 50, 100] as const;
export type GridPageSize = (typeof GRID_PAGE_SIZES)[number];

/** India has one time zone and no daylight saving: a date filter's day starts at 00:00 IST. */
const IST_OFFSET = '+05:30';

export type SortDirection = 'asc' | 'desc';

/** Community grids sort by one column only; the wrapper never offers more. */
export interface GridSort {
  field: string;
  direction: SortDirection;
}

/** One filter of a grid, named by its URL parameter. */
export type GridFilterDef =
  /** `field` equals the chosen value (one of `values`). */
  | { kind: 'oneOf'; param: string; field: string; values: readonly string[] }
  /** `field` (a datetime) on or after the start of the chosen day (YYYY-MM-DD, IST). */
  | { kind: 'dateFrom'; param: string; field: string }
  /** `field` (a datetime) before the end of the chosen day (YYYY-MM-DD, IST). */
  | { kind: 'dateTo'; param: string; field: string }
  /** `field` equals the given row id (a grid scoped to one store: its page sets the value, not a menu; row security still applies). */
  | { kind: 'id'; param: string; field: string }
  /** `field` (a YYYY-MM-DD text column) on or before the chosen day. */
  | { kind: 'dayTo'; param: string; field: string }
  /** Full-text search of the words in any of `fields` (each needs a fulltext index). */
  | { kind: 'search'; param: string; fields: readonly string[] }
  /** `field` equals the typed text (e.g. a city), at most `maxLength` characters. */
  | { kind: 'equals'; param: string; field: string; maxLength: number }
  /** A boolean `field`: `yes` (true) or `no` (false). */
  | { kind: 'flag'; param: string; field: string }
  /** `field` (a datetime) in an expiry band of shared/src/domain/inventory.ts, relative to now. */
  | { kind: 'expiry'; param: string; field: string; values: readonly ExpiryFilterValue[] }
  /**
   * One of a fixed set of named query lists (the store inbox's tabs; status `suspended` →
   * suspended_at is not null): the chosen preset's every query holds.
   */
  | { kind: 'preset'; param: string; presets: Readonly<Record<string, readonly GridPresetQuery[]>> };

/** One query of a preset filter, in the SDKs' wire shape (`equal` with several values: one of them). */
export interface GridPresetQuery {
  method: 'equal' | 'notEqual' | 'isNull' | 'isNotNull';
  attribute: string;
  values?: readonly (string | number | boolean)[];
}

/** The expiry filter's choices: already expired, or expiring within 3 or 6 months. */
export type ExpiryFilterValue = 'expired' | 'under_3_months' | 'under_6_months';

/** Appwrite row ids: up to 36 of a-z, A-Z, 0-9, '.', '-', '_', not starting with a special character. */
export const ROW_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/** Longest search text a grid sends (Appwrite's query values are short). */
export const MAX_GRID_SEARCH = 64;

/** A CSV/grid column that may leave the server: the whitelist of a table's export. */
export interface GridExportColumn {
  field: string;
  header: string;
  /**
   * `paise`: an integer paise column, written as rupees with two decimals. `product_csv`: a
   * column of the product import template (header = template column; product-csv.ts productCsvCell).
   */
  format?: 'paise' | 'product_csv';
}

/** Everything both ends must agree on about one panel grid. */
export interface GridSpec {
  /** Stable id the export function is called with (`orders`, not a table id the caller picks). */
  id: string;
  databaseId: string;
  tableId: string;
  filters: readonly GridFilterDef[];
  /** Columns a caller may sort by; the first sort is the default. */
  sortable: readonly string[];
  defaultSort: GridSort;
  defaultPageSize: GridPageSize;
  /** The only columns an export writes, in order (no private or internal columns). */
  exportColumns: readonly GridExportColumn[];
}

export type GridCursor = { direction: 'after' | 'before'; rowId: string };

/** One view of a grid: what is filtered and sorted, and which page. */
export interface GridView {
  /** Filter param → chosen value (only set filters). */
  filters: Readonly<Record<string, string>>;
  sort: GridSort;
  /** The page starts after this row, or ends before it (Previous); null for the first page. */
  cursor: GridCursor | null;
  /** 1-based page number, for "Page 3" and the row range shown; the cursor is what pages. */
  page: number;
  pageSize: GridPageSize;
}

export function defaultGridView(spec: GridSpec): GridView {
  return { filters: {}, sort: spec.defaultSort, cursor: null, page: 1, pageSize: spec.defaultPageSize };
}

// The wire format of the SDKs' Query builder: JSON without an attribute key when there is none.
const query = (method: string, attribute: string | undefined, values?: unknown[]): string =>
  JSON.stringify(
    attribute === undefined
      ? { method, values }
      : values === undefined
        ? { method, attribute }
        : { method, attribute, values },
  );

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  return isCalendarDay(value);
}

/** The next calendar day of a YYYY-MM-DD day. */
const nextDay = (day: string): string => addDays(day, 1);

/** Whether `value` is acceptable for this filter (the URL codec and the function both check). */
export function isValidFilterValue(filter: GridFilterDef, value: string): boolean {
  switch (filter.kind) {
    case 'oneOf':
      return filter.values.includes(value);
    case 'id':
      return ROW_ID_PATTERN.test(value);
    case 'search':
      return value.trim().length > 0 && value.length <= MAX_GRID_SEARCH;
    case 'equals':
      return value.trim() !== '' && value.length <= filter.maxLength;
    case 'preset':
      return Object.hasOwn(filter.presets, value);
    case 'flag':
      return value === 'yes' || value === 'no';
    case 'expiry':
      return (filter.values as readonly string[]).includes(value);
    default:
      return isDay(value);
  }
}

export class GridViewError extends Error {}

/**
 * The filter and sort queries of a view (no paging): what the export re-runs. Throws
 * GridViewError for a filter, value or sort the spec does not allow, so a hand-made request
 * cannot filter or sort on columns the grid does not offer.
 */
export function viewQueries(
  spec: GridSpec,
  view: Pick<GridView, 'filters' | 'sort'>,
  now: Date = new Date(),
): string[] {
  const queries: string[] = [];
  for (const [param, value] of Object.entries(view.filters)) {
    const filter = spec.filters.find((candidate) => candidate.param === param);
    if (!filter) throw new GridViewError(`Unknown filter "${param}".`);
    if (!isValidFilterValue(filter, value)) throw new GridViewError(`Invalid value for filter "${param}".`);
    if (filter.kind === 'oneOf' || filter.kind === 'id') queries.push(query('equal', filter.field, [value]));
    else if (filter.kind === 'equals') queries.push(query('equal', filter.field, [value.trim()]));
    else if (filter.kind === 'dayTo') queries.push(query('lessThanEqual', filter.field, [value]));
    else if (filter.kind === 'preset')
      for (const preset of filter.presets[value]!)
        queries.push(query(preset.method, preset.attribute, preset.values ? [...preset.values] : undefined));
    else if (filter.kind === 'search') {
      const words = value.trim();
      const each = filter.fields.map((field) => query('search', field, [words]));
      queries.push(
        each.length === 1
          ? each[0]!
          : query(
              'or',
              undefined,
              each.map((q) => JSON.parse(q) as unknown),
            ),
      );
    } else if (filter.kind === 'flag') queries.push(query('equal', filter.field, [value === 'yes']));
    else if (filter.kind === 'expiry') {
      const { threeMonths, sixMonths } = expiryBounds(now);
      if (value === 'expired') queries.push(query('lessThanEqual', filter.field, [now.toISOString()]));
      else {
        queries.push(query('greaterThan', filter.field, [now.toISOString()]));
        const until = value === 'under_3_months' ? threeMonths : sixMonths;
        queries.push(query('lessThan', filter.field, [until.toISOString()]));
      }
    } else if (filter.kind === 'dateFrom')
      queries.push(query('greaterThanEqual', filter.field, [`${value}T00:00:00.000${IST_OFFSET}`]));
    else queries.push(query('lessThan', filter.field, [`${nextDay(value)}T00:00:00.000${IST_OFFSET}`]));
  }
  if (!spec.sortable.includes(view.sort.field)) throw new GridViewError(`Cannot sort by "${view.sort.field}".`);
  if (view.sort.direction !== 'asc' && view.sort.direction !== 'desc')
    throw new GridViewError('Sort direction must be asc or desc.');
  queries.push(query(view.sort.direction === 'asc' ? 'orderAsc' : 'orderDesc', view.sort.field));
  return queries;
}

/**
 * The queries of one page. One row more than the page is asked for, so the answer tells whether
 * there is a page beyond it without trusting `total` (capped at 5,000): see pageFromRows.
 */
export function pageQueries(spec: GridSpec, view: GridView, now: Date = new Date()): string[] {
  const queries = [...viewQueries(spec, view, now), query('limit', undefined, [view.pageSize + 1])];
  if (view.cursor)
    queries.push(
      query(view.cursor.direction === 'after' ? 'cursorAfter' : 'cursorBefore', undefined, [view.cursor.rowId]),
    );
  return queries;
}

export interface GridPage<Row> {
  rows: Row[];
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * Trims the extra row pageQueries asked for. Forward (first page or after a cursor) the extra
 * row is the last one and means a next page exists; backward (before a cursor) Appwrite answers
 * the rows just before the cursor in display order, so the extra row is the first one and means
 * a previous page exists — and a next page always does (the cursor row is on it).
 */
export function pageFromRows<Row>(
  view: { cursor: GridCursor | null; pageSize: number },
  rows: readonly Row[],
): GridPage<Row> {
  const extra = rows.length > view.pageSize;
  if (view.cursor?.direction === 'before') {
    return { rows: extra ? rows.slice(1) : [...rows], hasPrevious: extra, hasNext: true };
  }
  return { rows: extra ? rows.slice(0, view.pageSize) : [...rows], hasPrevious: view.cursor !== null, hasNext: extra };
}

/** "1,234" or, at Appwrite's count cap, "5,000+". */
export function formatRowCount(total: number): string {
  const shown = Math.min(total, TOTAL_COUNT_CAP).toLocaleString('en-IN');
  return total >= TOTAL_COUNT_CAP ? `${shown}+` : shown;
}

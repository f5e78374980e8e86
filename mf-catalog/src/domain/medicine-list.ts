// The /medicines list state, kept entirely in the URL so a list is shareable and Back works:
//   /medicines?category=diabetes&rx=otc&form=Tablet&min=20&max=200&stock=1&sort=price-asc&after=<id>
// parseListState never throws on a hand-edited URL (unknown values fall back to defaults and are
// reported in `problems`), and listStateToSearch writes only non-default values, so the default
// list is bare /medicines.

export const SORTS = ['relevance', 'price-asc', 'price-desc', 'discount', 'name'] as const;
export type SortOrder = (typeof SORTS)[number];

export const SORT_LABELS: Record<SortOrder, string> = {
  relevance: 'Relevance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  discount: 'Discount',
  name: 'Name A–Z',
};

export const RX_FILTERS = ['any', 'rx', 'otc'] as const;
export type RxFilter = (typeof RX_FILTERS)[number];

/** Form filter choices; a choice also matches its variants ('Tablet' finds 'Tablet SR'). */
export const DOSAGE_FORMS = [
  'Tablet',
  'Capsule',
  'Syrup',
  'Oral Suspension',
  'Cream',
  'Gel',
  'Ointment',
  'Eye Drops',
  'Ear Drops',
  'Nasal Spray',
  'Inhaler',
  'Injection',
  'Sachet',
  'Device',
] as const;

export const PAGE_SIZE = 24;

export interface ListState {
  /** Category slug, or null for all categories. */
  category: string | null;
  rx: RxFilter;
  form: string | null;
  /** Selling-price bounds in ₹, inclusive. */
  minPrice: number | null;
  maxPrice: number | null;
  /** Only products in stock at the selected store. */
  inStock: boolean;
  sort: SortOrder;
  /** Page cursor: the row id the page starts after, or the one it ends before (Previous). */
  cursor: { direction: 'after' | 'before'; id: string } | null;
}

export const DEFAULT_LIST_STATE: ListState = {
  category: null,
  rx: 'any',
  form: null,
  minPrice: null,
  maxPrice: null,
  inStock: false,
  sort: 'relevance',
  cursor: null,
};

import { isRowId } from './row-id';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function parsePrice(raw: string | null, name: string, problems: string[]): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    problems.push(`${name} must be a non-negative amount in ₹, got "${raw}"`);
    return null;
  }
  return value;
}

export interface ParsedListState {
  state: ListState;
  /** What was ignored in the URL, for a visible note rather than a silent change. */
  problems: string[];
}

export function parseListState(params: URLSearchParams): ParsedListState {
  const problems: string[] = [];
  const state: ListState = { ...DEFAULT_LIST_STATE };

  const category = params.get('category');
  if (category !== null && category !== '') {
    if (SLUG.test(category)) state.category = category;
    else problems.push(`Unknown category "${category}"`);
  }
  const rx = params.get('rx');
  if (rx !== null) {
    if ((RX_FILTERS as readonly string[]).includes(rx)) state.rx = rx as RxFilter;
    else problems.push(`rx must be one of ${RX_FILTERS.join(', ')}, got "${rx}"`);
  }
  const form = params.get('form');
  if (form !== null && form !== '') {
    if ((DOSAGE_FORMS as readonly string[]).includes(form)) state.form = form;
    else problems.push(`Unknown form "${form}"`);
  }
  state.minPrice = parsePrice(params.get('min'), 'min', problems);
  state.maxPrice = parsePrice(params.get('max'), 'max', problems);
  if (state.minPrice !== null && state.maxPrice !== null && state.minPrice > state.maxPrice) {
    problems.push(`min ₹${state.minPrice} is above max ₹${state.maxPrice}; the two were swapped`);
    [state.minPrice, state.maxPrice] = [state.maxPrice, state.minPrice];
  }
  state.inStock = params.get('stock') === '1';
  const sort = params.get('sort');
  if (sort !== null) {
    if ((SORTS as readonly string[]).includes(sort)) state.sort = sort as SortOrder;
    else problems.push(`Unknown sort "${sort}"`);
  }
  for (const direction of ['after', 'before'] as const) {
    const id = params.get(direction);
    if (id === null || state.cursor) continue;
    if (isRowId(id)) state.cursor = { direction, id };
    else problems.push(`Invalid page cursor "${id}"`);
  }
  return { state, problems };
}

/** The query string for a state (without '?'); defaults are left out. */
export function listStateToSearch(state: ListState): string {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  if (state.rx !== 'any') params.set('rx', state.rx);
  if (state.form) params.set('form', state.form);
  if (state.minPrice !== null) params.set('min', String(state.minPrice));
  if (state.maxPrice !== null) params.set('max', String(state.maxPrice));
  if (state.inStock) params.set('stock', '1');
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.cursor) params.set(state.cursor.direction, state.cursor.id);
  return params.toString();
}

/**
 * A state with some filters changed. Any filter or sort change goes back to the first page,
 * because a cursor only means something within the list it came from.
 */
export function withFilters(state: ListState, change: Partial<Omit<ListState, 'cursor'>>): ListState {
  return { ...state, ...change, cursor: null };
}

export function withCursor(state: ListState, cursor: ListState['cursor']): ListState {
  return { ...state, cursor };
}

/**
 * Number of filters set in the phone's filter sheet (its "Filters (2)" button). The category is
 * not one of them: its chips stay on the page.
 */
export function activeFilterCount(state: ListState): number {
  return [
    state.rx !== 'any',
    state.form !== null,
    state.minPrice !== null || state.maxPrice !== null,
    state.inStock,
  ].filter(Boolean).length;
}

/** The list with every sheet filter cleared; category and sort stay. */
export function withoutFilters(state: ListState): ListState {
  return withFilters(state, { rx: 'any', form: null, minPrice: null, maxPrice: null, inStock: false });
}

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  activeFilterCount,
  listStateToSearch,
  parseListState,
  withCursor,
  withFilters,
  withoutFilters,
  type ListState,
} from './medicine-list';

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('medicine list URL state', () => {
  it('reads every filter, the sort and the cursor', () => {
    const { state, problems } = parse(
      'category=diabetes&rx=otc&form=Tablet&min=20&max=200.5&stock=1&sort=price-asc&after=dolo-650-tablet',
    );
    expect(problems).toEqual([]);
    expect(state).toEqual({
      category: 'diabetes',
      rx: 'otc',
      form: 'Tablet',
      minPrice: 20,
      maxPrice: 200.5,
      inStock: true,
      sort: 'price-asc',
      cursor: { direction: 'after', id: 'dolo-650-tablet' },
    });
  });

  it('round-trips through the query string, writing defaults as nothing', () => {
    const state: ListState = {
      ...DEFAULT_LIST_STATE,
      category: 'pain-fever',
      sort: 'discount',
      cursor: { direction: 'before', id: 'x1' },
    };
    expect(listStateToSearch(state)).toBe('category=pain-fever&sort=discount&before=x1');
    expect(parse(listStateToSearch(state)).state).toEqual(state);
    expect(listStateToSearch(DEFAULT_LIST_STATE)).toBe('');
  });

  it('ignores hand-edited nonsense with a reason instead of throwing', () => {
    const { state, problems } = parse(
      'category=%3Cscript%3E&rx=maybe&form=Potion&min=-3&max=abc&sort=random&after=..%2F..',
    );
    expect(state).toEqual(DEFAULT_LIST_STATE);
    expect(problems).toEqual([
      'Unknown category "<script>"',
      'rx must be one of any, rx, otc, got "maybe"',
      'Unknown form "Potion"',
      'min must be a non-negative amount in ₹, got "-3"',
      'max must be a non-negative amount in ₹, got "abc"',
      'Unknown sort "random"',
      'Invalid page cursor "../.."',
    ]);
  });

  it('swaps a price range given upside down, and says so', () => {
    const { state, problems } = parse('min=300&max=100');
    expect([state.minPrice, state.maxPrice]).toEqual([100, 300]);
    expect(problems).toHaveLength(1);
  });

  it('goes back to the first page when a filter or the sort changes', () => {
    const paged = withCursor({ ...DEFAULT_LIST_STATE }, { direction: 'after', id: 'abc' });
    expect(withFilters(paged, { rx: 'rx' })).toMatchObject({ rx: 'rx', cursor: null });
    expect(withFilters(paged, { sort: 'name' }).cursor).toBeNull();
  });

  it("counts the filter sheet's active filters (not the category or the sort)", () => {
    expect(activeFilterCount(DEFAULT_LIST_STATE)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_LIST_STATE,
        category: 'x',
        minPrice: 1,
        maxPrice: 2,
        inStock: true,
        sort: 'name',
      }),
    ).toBe(2);
    expect(activeFilterCount({ ...DEFAULT_LIST_STATE, rx: 'otc', form: 'Syrup', maxPrice: 50 })).toBe(3);
  });

  it("clears the sheet's filters and the cursor, keeping category and sort", () => {
    const busy: ListState = {
      ...DEFAULT_LIST_STATE,
      category: 'x',
      rx: 'rx',
      form: 'Tablet',
      minPrice: 1,
      maxPrice: 9,
      inStock: true,
      sort: 'name',
      cursor: { direction: 'after', id: 'p1' },
    };
    expect(withoutFilters(busy)).toEqual({ ...DEFAULT_LIST_STATE, category: 'x', sort: 'name' });
    expect(activeFilterCount(withoutFilters(busy))).toBe(0);
  });
});

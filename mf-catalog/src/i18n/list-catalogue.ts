/**
 * The medicine list's messages (/medicines and its category pages; issue 37, ADR 0012): filters,
 * sorting, the filter sheet, notices and paging. A catalogue of its own so only this route loads
 * its Hindi. Sort names equal domain/medicine-list.ts SORT_LABELS (the catalogue test checks it);
 * dosage forms and category names are data. The list's result count is ./catalogue.ts search.count.
 */
import { defineCatalogue, translator, useT } from '@instamg/shared/i18n';
import { SORT_LABELS, type SortOrder } from '../domain/medicine-list';

export const en = {
  'list.allMedicines': 'All medicines',
  'list.priceRange': 'Price range',
  'list.min': 'Min ₹',
  'list.max': 'Max ₹',
  'list.amountInvalid': 'Enter amounts of ₹0 or more',
  'list.apply': 'Apply',
  'list.prescription': 'Prescription',
  'list.rxAny': 'All',
  'list.rxOtc': 'No prescription',
  'list.rxNeeded': 'Prescription needed',
  'list.form': 'Form',
  'list.anyForm': 'Any form',
  'list.inStockAt': 'In stock at {store}',
  'list.inStockMine': 'In stock at my store',
  'list.sortBy': 'Sort by',
  'sort.relevance': SORT_LABELS.relevance,
  'sort.price-asc': SORT_LABELS['price-asc'],
  'sort.price-desc': SORT_LABELS['price-desc'],
  'sort.discount': SORT_LABELS.discount,
  'sort.name': SORT_LABELS.name,
  'list.categories': 'Categories',
  'list.allCategories': 'All',
  'list.whatCategories': 'categories',
  'list.whatMedicines': 'medicines',
  'list.filtersAndSorting': 'Filters and sorting',
  'list.filters': 'Filters',
  'list.filtersCount': 'Filters ({count})',
  'list.clearAll': 'Clear all',
  'list.show': 'Show {count, plural, one {# medicine} other {# medicines}}',
  'list.showMedicines': 'Show medicines',
  'list.problems': "Some of the link's filters were not understood and were ignored: {problems}.",
  'list.showAll': 'Show all',
  'list.unknownCategory': 'There is no category “{category}”.',
  'list.chooseLocation': 'Choose your delivery location to filter by what your nearest store has in stock.',
  'list.discountNote': 'Sorted by discount among the first 500 matching medicines.',
  'list.noMatch': 'No medicines match these filters. Try removing one.',
  'list.pages': 'Pages',
  'list.previous': 'Previous',
  'list.next': 'Next',
};

export const LIST_CATALOGUE = defineCatalogue('mf-catalog-list', {
  'en-IN': en,
  'hi-IN': () => import('./list-hi'),
});

export const LIST_EN = translator(LIST_CATALOGUE, 'en-IN');
export type ListT = typeof LIST_EN;

export function useListT(): ListT {
  return useT(LIST_CATALOGUE);
}

/** A sort order's name (domain/medicine-list.ts SORT_LABELS) in the current language. */
export const sortLabel = (t: ListT, sort: SortOrder): string => t(`sort.${sort}`);

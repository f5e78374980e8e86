/**
 * The /stores page's messages (issue 37): a catalogue of its own, so its Hindi is loaded with that
 * page only (the selector's catalogue, ./catalogue.ts, is on every page and in the widget). The
 * page also reads the selector's distance, estimate and rating texts from there.
 */
import { TEXTS } from '@instamg/shared/constants';
import { defineCatalogue, useT } from '@instamg/shared/i18n';

export const en = {
  'stores.title': 'Find Stores',
  'stores.finding': 'Finding stores',
  'stores.failed': TEXTS.errors.failedToLocateStores,
  'stores.notServiceable': TEXTS.toast.areaNotServiceable.description,
  'stores.retry': 'Retry',
  'stores.selected': 'Selected',
  'stores.select': 'Select store',
  'stores.drugLicence': TEXTS.pageFrame.drugLicence('{number}'),
  'stores.gstin': TEXTS.pageFrame.gstin('{gstin}'),
};

export const STORES_CATALOGUE = defineCatalogue('mf-location-stores', {
  'en-IN': en,
  'hi-IN': () => import(/* webpackChunkName: "stores-page-hi" */ './stores-hi'),
});

export function useStoresT() {
  return useT(STORES_CATALOGUE);
}

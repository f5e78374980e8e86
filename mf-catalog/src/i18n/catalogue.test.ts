import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { catalogueProblems, componentFiles, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import { AREA_NOT_SERVICEABLE, availabilityLine, type Availability } from '../domain/offer';
import { groupResults, type SearchHit } from '../domain/search-results';
import { CATALOG_TEXTS, medicineCount, toProduct } from '../domain/product';
import { productDescription } from '../domain/seo';
import { CART_TOASTS, STOCK_ALERT_TOASTS } from '../domain/toasts';
import { deliveryPromiseText } from '@instamg/shared/domain/delivery-promise';
import { formatDistance } from '@instamg/shared/domain/distance';
import {
  CATALOG_CATALOGUE,
  CATALOG_EN,
  availabilityText,
  cartToasts,
  homeStepText,
  sectionTitle,
  stockAlertToasts,
} from './catalogue';
import {
  PRODUCT_CATALOGUE,
  PRODUCT_EN,
  deliveryPromiseWords,
  distanceWords,
  productDescriptionText,
} from './product-catalogue';
import { BLOG_CATALOGUE } from './blog-catalogue';
import { LIST_CATALOGUE, LIST_EN, sortLabel } from './list-catalogue';
import { HOME_LOADING_STEPS } from '../domain/home-loading';
import { SORTS, SORT_LABELS } from '../domain/medicine-list';
import { POLICY, TEXTS } from '@instamg/shared/constants';

// Issue 37: mf-catalog's catalogue is complete in Hindi, its English is the SPEC's, and the files
// converted to it show no English of their own.
beforeAll(() =>
  Promise.all([
    loadCatalogue(CATALOG_CATALOGUE, 'hi-IN'),
    loadCatalogue(PRODUCT_CATALOGUE, 'hi-IN'),
    loadCatalogue(BLOG_CATALOGUE, 'hi-IN'),
    loadCatalogue(LIST_CATALOGUE, 'hi-IN'),
  ]),
);

/**
 * mf-catalog's components not converted to a catalogue yet (issue 37). Every other .tsx file of the
 * app — including any new one — must show no English of its own; a file here must still have some
 * (so the list only shrinks: convert a file, then take it off).
 */
const NOT_CONVERTED: string[] = [];

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** Every component file of the app (tests excluded), relative to src/, with / separators. */
const COMPONENT_FILES = componentFiles(SRC);

describe('the mf-catalog catalogue', () => {
  it('has every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    // "MRP" is printed as MRP on Indian packs, in Hindi too.
    expect(await catalogueProblems(CATALOG_CATALOGUE, { latinOnly: ['price.mrp'] })).toEqual([]);
    expect(await catalogueProblems(PRODUCT_CATALOGUE, { latinOnly: ['rx.mark'] })).toEqual([]);
    expect(await catalogueProblems(BLOG_CATALOGUE)).toEqual([]);
    expect(await catalogueProblems(LIST_CATALOGUE)).toEqual([]);
  });

  it('gives the list’s sort names, the home steps and the delivery tile in the SPEC’s English', () => {
    for (const sort of SORTS) expect(sortLabel(LIST_EN, sort)).toBe(SORT_LABELS[sort]);
    for (const count of [1, 2, 40]) expect(LIST_EN('list.show', { count })).toBe(`Show ${medicineCount(count)}`);
    for (const step of HOME_LOADING_STEPS) expect(homeStepText(CATALOG_EN, step)).toBe(step.message);
    const hi = translator(CATALOG_CATALOGUE, 'hi-IN');
    expect(new Set(HOME_LOADING_STEPS.map((step) => homeStepText(hi, step))).size).toBe(HOME_LOADING_STEPS.length);
    expect(CATALOG_EN('home.timesText')).toContain(POLICY.delivery.express);
    expect(CATALOG_EN('home.notServiceableText')).toContain(TEXTS.toast.areaNotServiceable.description);
  });

  it('gives the product page’s domain English: delivery promise, distance, Rx texts, meta description', () => {
    for (const km of [0, 0.3, 2.5, 14.9, 20, 40])
      expect(deliveryPromiseWords(PRODUCT_EN, km)).toBe(deliveryPromiseText(km));
    for (const km of [null, undefined, -1, Number.NaN, 0.25, 0.9996, 1, 3.14])
      expect(distanceWords(PRODUCT_EN, km)).toBe(formatDistance(km));
    expect(PRODUCT_EN('rx.notice')).toBe(
      `${CATALOG_TEXTS.prescriptionRequired}. A pharmacist checks your prescription before dispatch.`,
    );
    expect(PRODUCT_EN('product.addToCart')).toBe(CATALOG_TEXTS.addToCart);
    const base = {
      $id: 'dolo-650-tablet',
      name: 'Dolo 650 Tablet',
      salt_composition: 'Paracetamol',
      strength: '650 mg',
      pack_size: 'strip of 15 tablets',
      manufacturer: 'Micro Labs Ltd',
      mrp: 33.6,
      price: 30.24,
      schedule: 'none',
    };
    for (const raw of [
      base,
      { ...base, strength: '', manufacturer: '', pack_size: '' },
      { ...base, salt_composition: '' },
    ])
      expect(productDescriptionText(PRODUCT_EN, toProduct(raw))).toBe(productDescription(toProduct(raw)));
    const hi = translator(PRODUCT_CATALOGUE, 'hi-IN');
    expect(deliveryPromiseWords(hi, 3)).toBe('24 मिनट में डिलीवरी');
    expect(productDescriptionText(hi, toProduct(base))).toMatch(
      /^Dolo 650 Tablet \(Paracetamol 650 mg\), .*निर्माता Micro Labs Ltd। MRP ₹/,
    );
  });

  it('gives the catalogue toasts’ English (domain/toasts.ts) and Hindi with the names as printed', () => {
    const alerts = stockAlertToasts(CATALOG_EN);
    expect(alerts.subscribed('Dolo 650', 'Apollo')).toEqual(STOCK_ALERT_TOASTS.subscribed('Dolo 650', 'Apollo'));
    expect(alerts.cancelled('Dolo 650')).toEqual(STOCK_ALERT_TOASTS.cancelled('Dolo 650'));
    expect(alerts.signInNeeded).toEqual(STOCK_ALERT_TOASTS.signInNeeded);
    expect(alerts.failed('offline')).toEqual(STOCK_ALERT_TOASTS.failed('offline'));
    const cart = cartToasts(CATALOG_EN);
    expect(cart.added(2, 'Dolo 650')).toEqual(CART_TOASTS.added(2, 'Dolo 650'));
    expect(cart.cartUnavailable('Dolo 650')).toEqual(CART_TOASTS.cartUnavailable('Dolo 650'));
    expect(cart.notSoldOnline('Dolo 650')).toEqual(CART_TOASTS.notSoldOnline('Dolo 650'));
    expect(cart.notAdded('Dolo 650', 'x')).toEqual(CART_TOASTS.notAdded('Dolo 650', 'x'));
    expect(cartToasts(translator(CATALOG_CATALOGUE, 'hi-IN')).added(1, 'Dolo 650').title).toBe(
      '1 × Dolo 650 आपके कार्ट में जोड़ा गया',
    );
  });

  it('keeps the SPEC texts in English, and counts with ICU plurals per locale', () => {
    const en = translator(CATALOG_CATALOGUE, 'en-IN');
    const hi = translator(CATALOG_CATALOGUE, 'hi-IN');
    expect(en('availability.notServiceable')).toBe(AREA_NOT_SERVICEABLE);
    expect(en('card.rx')).toBe(CATALOG_TEXTS.prescriptionRequired);
    for (const count of [0, 1, 2, 23]) expect(en('search.count', { count })).toBe(medicineCount(count));
    expect(hi('search.count', { count: 1 })).toBe('1 दवा');
    expect(hi('search.count', { count: 23 })).toBe('23 दवाइयाँ');
    expect(hi('search.count', { count: 1500 })).toBe('1,500 दवाइयाँ');
    expect(en('search.tooLong', { max: 200 })).toBe(
      "Search text can be at most 200 characters. Search by the medicine's name or the salt printed on the strip.",
    );
    expect(hi('availability.inStockAt', { store: 'Apollo Pharmacy' })).toBe('Apollo Pharmacy पर स्टॉक में');
  });

  it('gives the domain rules’ English for availability lines and result sections', () => {
    const kinds: Availability[] = [
      'in-stock',
      'out-of-stock',
      'not-serviceable',
      'checking',
      'no-store',
      'not-sold-online',
    ];
    for (const availability of kinds)
      for (const store of ['Apollo Pharmacy', null])
        expect(availabilityText(CATALOG_EN, availability, store)).toBe(availabilityLine(availability, store));
    const hit = (match: SearchHit['match'], salt: string | null): SearchHit =>
      ({ match, product: { id: `p-${match}`, salt_composition: salt } }) as unknown as SearchHit;
    for (const hits of [
      [hit('brand', 'Paracetamol'), hit('salt', 'Paracetamol'), hit('manufacturer', 'Ibuprofen')],
      [hit('salt', '')],
    ])
      for (const section of groupResults(hits, 'dolo'))
        expect(sectionTitle(CATALOG_EN, section, 'dolo')).toBe(section.title);
  });

  it('every component file outside NOT_CONVERTED reads its user-visible text from a catalogue', () => {
    const converted = COMPONENT_FILES.filter((file) => !NOT_CONVERTED.includes(file));
    // The walk found the app's files (the product page among them).
    for (const file of ['pages/ProductPage.tsx', 'components/RxNotice.tsx', 'pages/SearchPage.tsx'])
      expect(converted).toContain(file);
    expect(converted.flatMap((file) => untranslatedStrings(join(SRC, file)).map((hit) => `${file}:${hit}`))).toEqual(
      [],
    );
  });

  it('each file still listed as not converted does have English of its own (the list only shrinks)', () => {
    for (const file of NOT_CONVERTED) {
      expect(COMPONENT_FILES).toContain(file);
      expect(untranslatedStrings(join(SRC, file)), file).not.toEqual([]);
    }
  });

  it('the check does find English written into a component', () => {
    const probe = join(mkdtempSync(join(tmpdir(), 'catalogue-check-')), 'Probe.tsx');
    writeFileSync(probe, 'export const A = () => <p aria-label="Quantity">Add to cart</p>;\n');
    try {
      expect(untranslatedStrings(probe)).toEqual(['1: "Quantity"', '1: Add to cart']);
    } finally {
      rmSync(dirname(probe), { recursive: true });
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { catalogueProblems, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import { AREA_NOT_SERVICEABLE, availabilityLine, type Availability } from '../domain/offer';
import { groupResults, type SearchHit } from '../domain/search-results';
import { CATALOG_TEXTS, medicineCount } from '../domain/product';
import { CATALOG_CATALOGUE, CATALOG_EN, availabilityText, sectionTitle } from './catalogue';

// Issue 37: mf-catalog's catalogue is complete in Hindi, its English is the SPEC's, and the files
// converted to it show no English of their own.
beforeAll(() => loadCatalogue(CATALOG_CATALOGUE, 'hi-IN'));

describe('the mf-catalog catalogue', () => {
  it('has every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    // "MRP" is printed as MRP on Indian packs, in Hindi too.
    expect(await catalogueProblems(CATALOG_CATALOGUE, { latinOnly: ['price.mrp'] })).toEqual([]);
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

  it('the converted files read every user-visible text from the catalogue', () => {
    const files = [
      'components/ProductCard',
      'components/PriceBlock',
      'pages/SearchPage',
      'pages/home/HomePage',
      'pages/home/CategoryCircles',
    ].map((name) => fileURLToPath(new URL(`../${name}.tsx`, import.meta.url)));
    expect(files.flatMap((file) => untranslatedStrings(file).map((hit) => `${file}:${hit}`))).toEqual([]);
  });

  it('the check does find English in a file not converted yet (the product page notice)', () => {
    const notice = untranslatedStrings(fileURLToPath(new URL('../components/RxNotice.tsx', import.meta.url)));
    expect(notice.some((hit) => /A pharmacist checks your prescription/.test(hit))).toBe(true);
  });
});

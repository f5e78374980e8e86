import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';
import { IntlMessageFormat as LibraryFormat } from 'intl-messageformat';
import { TEXTS } from '@instamg/shared/constants';
import { formatDistance } from '@instamg/shared/domain/distance';
import { formatMinutesSelection } from '@instamg/shared/domain/delivery';
import { addressDisplayText } from '@instamg/shared/domain/location';
import { storeRatingText } from '@instamg/shared/domain/store-rating';
import { toastToShow } from '@instamg/shared/toast';
import { LOCALES, loadCatalogue, translator, type Messages } from '@instamg/shared/i18n';
import { catalogueProblems, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import { deliveryEstimate } from '../domain/store-text';
import { IntlMessageFormat as WidgetFormat } from '../embed/message-format';
import {
  LOCATION_CATALOGUE,
  LOCATION_EN,
  LOCATION_TOASTS,
  addressText,
  distanceText,
  estimateText,
  minutesText,
  ratingLine,
  toastEntry,
} from './catalogue';
import { STORES_CATALOGUE } from './stores';

// Issue 37: mf-location's catalogues (the selector's, also the partner widget's, and the /stores
// page's) are complete in Hindi, their English is the SPEC's and the domain rules', and no
// component of mf-location shows English of its own.
beforeAll(() => Promise.all([loadCatalogue(LOCATION_CATALOGUE, 'hi-IN'), loadCatalogue(STORES_CATALOGUE, 'hi-IN')]));

const hi = () => translator(LOCATION_CATALOGUE, 'hi-IN');

describe('the mf-location catalogues', () => {
  it('have every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    // '...' is the SPEC's placeholder while no estimate is known; GST is printed as GST on bills.
    expect(await catalogueProblems(LOCATION_CATALOGUE, { latinOnly: ['status.noEstimate'] })).toEqual([]);
    expect(await catalogueProblems(STORES_CATALOGUE, { latinOnly: ['stores.gstin'] })).toEqual([]);
  });

  it('keep the SPEC texts in English', () => {
    const en = LOCATION_EN;
    const spec = TEXTS.deliverySelector;
    expect(en('status.calculating')).toBe(spec.calculating);
    expect(en('status.deliveryIn', { time: '24 min' })).toBe(spec.deliveryIn('24 min'));
    expect(en('status.notServiceable')).toBe(spec.notServiceable);
    expect(en('selector.title')).toBe(spec.popoverTitle);
    expect(en('selector.useCurrentLocation')).toBe(spec.useCurrentLocation);
    expect(en('search.placeholder')).toBe(spec.addressSearchPlaceholder);
    expect(en('saved.addNew')).toBe(spec.addNewAddress);
    expect(en('saved.login')).toBe(spec.loginToSaveAddresses);
    const stores = translator(STORES_CATALOGUE, 'en-IN');
    expect(stores('stores.drugLicence', { number: 'DL-123456' })).toBe(TEXTS.pageFrame.drugLicence('DL-123456'));
    expect(stores('stores.gstin', { gstin: '07AAAAA0000A1Z5' })).toBe(TEXTS.pageFrame.gstin('07AAAAA0000A1Z5'));
    expect(stores('stores.notServiceable')).toBe(TEXTS.toast.areaNotServiceable.description);
  });

  it('give the domain rules’ English for distances, estimates, ratings and the address line', () => {
    for (const km of [null, undefined, -1, Number.NaN, 0, 0.0004, 0.45, 0.9996, 1, 2.345, 16.2, 30])
      expect(distanceText(LOCATION_EN, km)).toBe(formatDistance(km));
    for (const minutes of [0, 15, 59, 60, 61, 120, 135])
      expect(minutesText(LOCATION_EN, minutes)).toBe(formatMinutesSelection(minutes));
    for (const km of [0, 0.45, 16.2, 25])
      expect(estimateText(LOCATION_EN, km)).toBe(deliveryEstimate({ distance_km: km }));
    for (const store of [
      {},
      { rating: 4.2 },
      { rating: 4.2, reviews: 0 },
      { rating: 4.25, reviews: 1 },
      { rating: 3, reviews: 1234 },
    ])
      expect(ratingLine(LOCATION_EN, store)).toBe(storeRatingText(store));
    const coordinates = { latitude: 28.59, longitude: 77.04 };
    for (const loading of [true, false])
      for (const at of [coordinates, null])
        for (const address of [
          null,
          '',
          '  ',
          TEXTS.address.locatingAddress,
          TEXTS.address.unknownLocation,
          TEXTS.address.locationNotAvailable,
          'Sector 6, Dwarka',
        ])
          expect(addressText(LOCATION_EN, { loading, coordinates: at, address })).toBe(
            addressDisplayText({ loading, coordinates: at, address }),
          );
  });

  it('translate the domain texts, keeping store names, addresses and numbers', () => {
    const t = hi();
    expect(distanceText(t, 0.45)).toBe('450 मीटर दूर');
    expect(distanceText(t, 16.2)).toBe('16.2 km दूर');
    expect(minutesText(t, 24)).toBe('24 मिनट');
    expect(minutesText(t, 75)).toBe('1 घंटा 15 मिनट');
    expect(t('status.deliveryIn', { time: estimateText(t, 3) })).toBe('24 मिनट में डिलीवरी');
    expect(ratingLine(t, { rating: 4.25, reviews: 1 })).toBe('4.3 (1 रिव्यू)');
    expect(ratingLine(t, { rating: 3, reviews: 1234 })).toBe('3.0 (1234 रिव्यू)');
    expect(ratingLine(t, {})).toBe('नया');
    expect(addressText(t, { loading: false, coordinates: null, address: '' })).toBe('डिलीवरी का पता चुनें');
    expect(addressText(t, { loading: false, coordinates: {}, address: TEXTS.address.unknownLocation })).toBe(
      'अनजान लोकेशन',
    );
    expect(addressText(t, { loading: false, coordinates: {}, address: 'Sector 6, Dwarka' })).toBe('Sector 6, Dwarka');
  });

  it('show every location toast with the SPEC’s English, and in Hindi with the store name', () => {
    for (const key of LOCATION_TOASTS)
      expect(toastToShow(toastEntry(LOCATION_EN, key), 'Apollo Pharmacy')).toEqual(
        toastToShow(TEXTS.toast[key], 'Apollo Pharmacy'),
      );
    // Not a location toast: the SPEC entry as it is.
    expect(toastEntry(LOCATION_EN, 'signedOut')).toBe(TEXTS.toast.signedOut);
    const shown = toastToShow(toastEntry(hi(), 'deliveryAddressUpdated'), 'Apollo Pharmacy');
    expect(shown).toEqual({
      title: 'डिलीवरी का पता बदल गया',
      description: 'आपकी दवाइयाँ Apollo Pharmacy से डिलीवर होंगी',
      variant: TEXTS.toast.deliveryAddressUpdated.variant,
      durationMs: TEXTS.toast.deliveryAddressUpdated.durationMs,
    });
    expect(toastToShow(toastEntry(hi(), 'locationPermissionOff')).description).toMatch(/^आपका ब्राउज़र/);
  });

  it('format every message the same through the widget’s formatter and intl-messageformat', () => {
    const values = {
      time: '24 min',
      metres: '450',
      km: '16.2',
      minutes: '5',
      hours: '1',
      rating: '4.5',
      store: 'Apollo {Pharmacy} #1',
      number: 'DL-1',
      gstin: 'G',
    };
    for (const catalogue of [LOCATION_CATALOGUE, STORES_CATALOGUE])
      for (const locale of LOCALES)
        for (const [key, message] of Object.entries(catalogue.loaded[locale] as Messages))
          for (const reviews of [1, 2, 0, 1500]) {
            const all = { ...values, reviews, count: String(reviews) };
            const expected = new LibraryFormat(message, locale, undefined, { ignoreTag: true }).format(all);
            expect(new WidgetFormat(message, locale).format(all), `${locale} ${key}`).toBe(expected);
          }
    // And '#' in a plural, which the catalogue does not use today.
    const plural = '{n, plural, =0 {none} one {# item} other {# items}} left';
    for (const n of [0, 1, 2, 12345])
      expect(new WidgetFormat(plural, 'en-IN').format({ n })).toBe(new LibraryFormat(plural, 'en-IN').format({ n }));
  });

  it('the widget’s formatter refuses ICU it does not implement instead of printing it', () => {
    for (const message of [
      '{n, number}',
      '{g, select, a {x} other {y}}',
      "it''s {n}",
      "'{n}'",
      '{n, plural, one {x}}',
      '{a',
    ])
      expect(() => new WidgetFormat(message, 'en-IN'), message).toThrow();
    expect(() => new WidgetFormat('{store}', 'en-IN').format({})).toThrow(/store/);
  });

  it('every component, page and widget file of mf-location reads its texts from a catalogue', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx$/.test(path) && !/\.test\.tsx$/.test(path))
      .map((path) => join(src, path));
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((file) => untranslatedStrings(file).map((hit) => `${relative(src, file)}:${hit}`))).toEqual(
      [],
    );
    // The SPEC texts, too, come through the catalogue: no component reads TEXTS itself.
    const code = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(files.filter((file) => /\bTEXTS\b/.test(code(file))).map((file) => relative(src, file))).toEqual([]);
  });
});

import { Locale } from 'appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authShapeProblems } from './account-shapes.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createWebClient } from './web-client.ts';

let t: TestServer;
let locale: Locale;
beforeAll(async () => {
  t = await startTestServer();
  locale = new Locale(createWebClient(t.endpoint, t.projectId).client);
});
afterAll(async () => {
  await t.close();
});

describe('locale (guests allowed)', () => {
  it('places a loopback caller in India with INR', async () => {
    const here = await locale.get();
    expect(authShapeProblems('locale', here)).toEqual([]);
    expect(here).toEqual({
      ip: '127.0.0.1',
      countryCode: 'IN',
      country: 'India',
      continentCode: 'AS',
      continent: 'Asia',
      eu: false,
      currency: 'INR',
    });
  });

  it('serves every list in the shape of the spec', async () => {
    const lists = [
      ['localeCodeList', await locale.listCodes()],
      ['countryList', await locale.listCountries()],
      ['countryList', await locale.listCountriesEU()],
      ['phoneList', await locale.listCountriesPhones()],
      ['continentList', await locale.listContinents()],
      ['currencyList', await locale.listCurrencies()],
      ['languageList', await locale.listLanguages()],
    ] as const;
    for (const [schema, list] of lists) {
      expect(authShapeProblems(schema, list), schema).toEqual([]);
      const items = Object.values(list).find(Array.isArray) as unknown[];
      expect(list.total).toBe(items.length);
      expect(items.length).toBeGreaterThan(0);
    }
  });

  it('has the facts the product relies on', async () => {
    expect((await locale.listCountriesPhones()).phones).toContainEqual({
      code: '+91',
      countryCode: 'IN',
      countryName: 'India',
    });
    expect((await locale.listCurrencies()).currencies).toContainEqual(
      expect.objectContaining({ code: 'INR', symbol: '₹', decimalDigits: 2 }),
    );
    const eu = (await locale.listCountriesEU()).countries;
    expect(eu).toHaveLength(27);
    expect(eu.map((c) => c.code)).not.toContain('IN');
    expect((await locale.listLanguages()).languages).toContainEqual({ name: 'Hindi', code: 'hi', nativeName: 'हिन्दी' });
  });
});

import type { ServiceDeps } from '../deps.ts';
import { json } from '../http/context.ts';
import type { Router } from '../http/router.ts';

/**
 * Appwrite's Locale service with short English lists (no translations). The dev server has no
 * GeoIP database and the product serves India only, so every caller — loopback and LAN addresses
 * included — is placed in India.
 */

const EU = [
  ['AT', 'Austria'],
  ['BE', 'Belgium'],
  ['BG', 'Bulgaria'],
  ['HR', 'Croatia'],
  ['CY', 'Cyprus'],
  ['CZ', 'Czech Republic'],
  ['DK', 'Denmark'],
  ['EE', 'Estonia'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['GR', 'Greece'],
  ['HU', 'Hungary'],
  ['IE', 'Ireland'],
  ['IT', 'Italy'],
  ['LV', 'Latvia'],
  ['LT', 'Lithuania'],
  ['LU', 'Luxembourg'],
  ['MT', 'Malta'],
  ['NL', 'Netherlands'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['RO', 'Romania'],
  ['SK', 'Slovakia'],
  ['SI', 'Slovenia'],
  ['ES', 'Spain'],
  ['SE', 'Sweden'],
] as const;

const OTHER_COUNTRIES = [
  ['AF', 'Afghanistan'],
  ['AU', 'Australia'],
  ['BD', 'Bangladesh'],
  ['BT', 'Bhutan'],
  ['CA', 'Canada'],
  ['CN', 'China'],
  ['IN', 'India'],
  ['ID', 'Indonesia'],
  ['JP', 'Japan'],
  ['MY', 'Malaysia'],
  ['MV', 'Maldives'],
  ['MM', 'Myanmar'],
  ['NP', 'Nepal'],
  ['NZ', 'New Zealand'],
  ['NO', 'Norway'],
  ['OM', 'Oman'],
  ['PK', 'Pakistan'],
  ['QA', 'Qatar'],
  ['SA', 'Saudi Arabia'],
  ['SG', 'Singapore'],
  ['ZA', 'South Africa'],
  ['LK', 'Sri Lanka'],
  ['CH', 'Switzerland'],
  ['TH', 'Thailand'],
  ['AE', 'United Arab Emirates'],
  ['GB', 'United Kingdom'],
  ['US', 'United States'],
] as const;

const byName = (a: { name: string }, b: { name: string }): number => a.name.localeCompare(b.name);

export const COUNTRIES = [...EU, ...OTHER_COUNTRIES].map(([code, name]) => ({ name, code })).sort(byName);
export const EU_COUNTRIES = EU.map(([code, name]) => ({ name, code })).sort(byName);

const DIAL_CODES: Record<string, string> = {
  AF: '+93',
  AT: '+43',
  AU: '+61',
  BD: '+880',
  BE: '+32',
  BG: '+359',
  BT: '+975',
  CA: '+1',
  CH: '+41',
  CN: '+86',
  CY: '+357',
  CZ: '+420',
  DE: '+49',
  DK: '+45',
  EE: '+372',
  ES: '+34',
  FI: '+358',
  FR: '+33',
  GB: '+44',
  GR: '+30',
  HR: '+385',
  HU: '+36',
  ID: '+62',
  IE: '+353',
  IN: '+91',
  IT: '+39',
  JP: '+81',
  LK: '+94',
  LT: '+370',
  LU: '+352',
  LV: '+371',
  MM: '+95',
  MT: '+356',
  MV: '+960',
  MY: '+60',
  NL: '+31',
  NO: '+47',
  NP: '+977',
  NZ: '+64',
  OM: '+968',
  PK: '+92',
  PL: '+48',
  PT: '+351',
  QA: '+974',
  RO: '+40',
  SA: '+966',
  SE: '+46',
  SG: '+65',
  SI: '+386',
  SK: '+421',
  TH: '+66',
  AE: '+971',
  US: '+1',
  ZA: '+27',
};

export const PHONES = COUNTRIES.map((c) => ({ code: DIAL_CODES[c.code]!, countryCode: c.code, countryName: c.name }));

export const CONTINENTS = [
  { name: 'Africa', code: 'AF' },
  { name: 'Antarctica', code: 'AN' },
  { name: 'Asia', code: 'AS' },
  { name: 'Europe', code: 'EU' },
  { name: 'North America', code: 'NA' },
  { name: 'Oceania', code: 'OC' },
  { name: 'South America', code: 'SA' },
];

export const CURRENCIES = [
  {
    symbol: '₹',
    name: 'Indian Rupee',
    symbolNative: '₹',
    decimalDigits: 2,
    rounding: 0,
    code: 'INR',
    namePlural: 'Indian rupees',
  },
  {
    symbol: '$',
    name: 'US Dollar',
    symbolNative: '$',
    decimalDigits: 2,
    rounding: 0,
    code: 'USD',
    namePlural: 'US dollars',
  },
  { symbol: '€', name: 'Euro', symbolNative: '€', decimalDigits: 2, rounding: 0, code: 'EUR', namePlural: 'euros' },
  {
    symbol: '£',
    name: 'British Pound Sterling',
    symbolNative: '£',
    decimalDigits: 2,
    rounding: 0,
    code: 'GBP',
    namePlural: 'British pounds sterling',
  },
  {
    symbol: 'AED',
    name: 'United Arab Emirates Dirham',
    symbolNative: 'د.إ.‏',
    decimalDigits: 2,
    rounding: 0,
    code: 'AED',
    namePlural: 'UAE dirhams',
  },
  {
    symbol: 'NPRs',
    name: 'Nepalese Rupee',
    symbolNative: 'नेरू',
    decimalDigits: 2,
    rounding: 0,
    code: 'NPR',
    namePlural: 'Nepalese rupees',
  },
  {
    symbol: 'Tk',
    name: 'Bangladeshi Taka',
    symbolNative: '৳',
    decimalDigits: 2,
    rounding: 0,
    code: 'BDT',
    namePlural: 'Bangladeshi takas',
  },
  {
    symbol: 'SLRs',
    name: 'Sri Lankan Rupee',
    symbolNative: 'SL Re',
    decimalDigits: 2,
    rounding: 0,
    code: 'LKR',
    namePlural: 'Sri Lankan rupees',
  },
];

export const LANGUAGES = [
  { name: 'Assamese', code: 'as', nativeName: 'অসমীয়া' },
  { name: 'Bengali', code: 'bn', nativeName: 'বাংলা' },
  { name: 'English', code: 'en', nativeName: 'English' },
  { name: 'Gujarati', code: 'gu', nativeName: 'ગુજરાતી' },
  { name: 'Hindi', code: 'hi', nativeName: 'हिन्दी' },
  { name: 'Kannada', code: 'kn', nativeName: 'ಕನ್ನಡ' },
  { name: 'Malayalam', code: 'ml', nativeName: 'മലയാളം' },
  { name: 'Marathi', code: 'mr', nativeName: 'मराठी' },
  { name: 'Odia', code: 'or', nativeName: 'ଓଡ଼ିଆ' },
  { name: 'Punjabi', code: 'pa', nativeName: 'ਪੰਜਾਬੀ' },
  { name: 'Tamil', code: 'ta', nativeName: 'தமிழ்' },
  { name: 'Telugu', code: 'te', nativeName: 'తెలుగు' },
  { name: 'Urdu', code: 'ur', nativeName: 'اردو' },
];

export const LOCALE_CODES = [
  { code: 'en', name: 'English' },
  { code: 'en-IN', name: 'English (India)' },
  { code: 'en-US', name: 'English (United States)' },
  { code: 'bn', name: 'Bengali' },
  { code: 'gu', name: 'Gujarati' },
  { code: 'hi', name: 'Hindi' },
  { code: 'kn', name: 'Kannada' },
  { code: 'ml', name: 'Malayalam' },
  { code: 'mr', name: 'Marathi' },
  { code: 'pa', name: 'Punjabi' },
  { code: 'ta', name: 'Tamil' },
  { code: 'te', name: 'Telugu' },
  { code: 'ur', name: 'Urdu' },
];

export function register(router: Router, _deps: ServiceDeps): void {
  const read = { scope: 'locale.read' };
  router.get(
    '/v1/locale',
    (ctx) =>
      json(200, {
        ip: ctx.ip.replace(/^::ffff:/, ''),
        countryCode: 'IN',
        country: 'India',
        continentCode: 'AS',
        continent: 'Asia',
        eu: false,
        currency: 'INR',
      }),
    read,
  );
  router.get('/v1/locale/codes', () => json(200, { total: LOCALE_CODES.length, localeCodes: LOCALE_CODES }), read);
  router.get('/v1/locale/countries', () => json(200, { total: COUNTRIES.length, countries: COUNTRIES }), read);
  router.get('/v1/locale/countries/eu', () => json(200, { total: EU_COUNTRIES.length, countries: EU_COUNTRIES }), read);
  router.get('/v1/locale/countries/phones', () => json(200, { total: PHONES.length, phones: PHONES }), read);
  router.get('/v1/locale/continents', () => json(200, { total: CONTINENTS.length, continents: CONTINENTS }), read);
  router.get('/v1/locale/currencies', () => json(200, { total: CURRENCIES.length, currencies: CURRENCIES }), read);
  router.get('/v1/locale/languages', () => json(200, { total: LANGUAGES.length, languages: LANGUAGES }), read);
}

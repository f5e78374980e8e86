/**
 * mf-catalog's messages (issue 37; docs/decisions/0012-i18n.md): the home hero and category row,
 * the product card, prices, and the search page. English references the SPEC texts where they
 * live (TEXTS, CATALOG_TEXTS). The domain rules keep their English (domain/ stays free of the
 * i18n layer); availabilityText and sectionTitle are their translated forms, and the catalogue
 * test checks both give the same English. Hindi keeps medicine, salt, brand
 * and company names as printed on the pack; "MRP" stays MRP, as on the strip.
 */
import { TEXTS } from '@instamg/shared/constants';
import { defineCatalogue, translator, useT } from '@instamg/shared/i18n';
import { CATALOG_TEXTS } from '../domain/product';
import type { Availability } from '../domain/offer';
import type { ResultSection } from '../domain/search-results';

const notServiceable = TEXTS.toast.areaNotServiceable;

const en = {
  'home.heroTitle': 'Medicines delivered to your home from a licensed pharmacy near you',
  'home.heroText': 'Genuine medicines at up to MRP, with cheaper same-salt brands shown on every product.',
  'home.browse': 'Browse medicines',
  'home.upload': 'Upload prescription',
  'home.categories': 'Shop by category',
  'card.add': 'Add',
  'card.addNamed': 'Add {name} to cart',
  'card.sameSalt': 'Same salt',
  'card.rx': CATALOG_TEXTS.prescriptionRequired,
  'card.rxH1': 'Rx · Schedule H1',
  'card.notSoldOnline': CATALOG_TEXTS.notSoldOnline,
  'availability.inStockAt': 'In stock at {store}',
  'availability.inStockNear': 'In stock near you',
  'availability.outOfStockAt': 'Out of stock at {store}',
  'availability.outOfStockYours': 'Out of stock at your store',
  'availability.notServiceable': `${notServiceable.title}: ${notServiceable.description}`,
  'price.mrp': 'MRP',
  'price.off': '{percent}% off',
  'search.emptyTitle': 'Search medicines',
  'search.emptyHelp':
    'Type a brand (Dolo 650), a salt (paracetamol) or a manufacturer in the search box above. Small spelling mistakes are fine.',
  'search.popular': 'Popular searches',
  'search.browseAll': 'Browse all medicines',
  'search.resultsFor': 'Results for “{query}”',
  'search.tooLong':
    "Search text can be at most {max} characters. Search by the medicine's name or the salt printed on the strip.",
  'search.showingFor': 'Showing results for {corrected}',
  'search.noResults':
    'No medicines match “{query}”. Check the spelling, or search by the salt name printed on the strip.',
  'search.trySearching': 'Try searching for',
  'search.count': '{count, plural, one {# medicine} other {# medicines}}',
  'search.sectionTop': 'Best matches',
  'search.sectionSalt': 'All brands of {salt}',
  'search.sectionContaining': 'Medicines containing {query}',
  'search.sectionMaker': 'From this manufacturer',
  'search.pages': 'Result pages',
  'search.previous': 'Previous',
  'search.next': 'Next',
};

export type CatalogMessageKey = keyof typeof en;

export const CATALOG_CATALOGUE = defineCatalogue('mf-catalog', {
  'en-IN': en,
  'hi-IN': {
    'home.heroTitle': 'आपके पास की लाइसेंस-प्राप्त फ़ार्मेसी से दवाइयाँ, सीधे आपके घर तक',
    'home.heroText': 'असली दवाइयाँ, MRP से ज़्यादा कभी नहीं — और हर प्रोडक्ट पर उसी सॉल्ट वाले सस्ते ब्रांड भी।',
    'home.browse': 'दवाइयाँ देखें',
    'home.upload': 'प्रिस्क्रिप्शन अपलोड करें',
    'home.categories': 'कैटेगरी के अनुसार खरीदें',
    'card.add': 'जोड़ें',
    'card.addNamed': '{name} कार्ट में जोड़ें',
    'card.sameSalt': 'उसी सॉल्ट वाली',
    'card.rx': 'प्रिस्क्रिप्शन ज़रूरी',
    'card.rxH1': 'Rx · शेड्यूल H1',
    'card.notSoldOnline': 'ऑनलाइन नहीं बिकती',
    'availability.inStockAt': '{store} पर स्टॉक में',
    'availability.inStockNear': 'आपके पास स्टॉक में',
    'availability.outOfStockAt': '{store} पर स्टॉक में नहीं',
    'availability.outOfStockYours': 'आपके स्टोर पर स्टॉक में नहीं',
    'availability.notServiceable': 'इस इलाके में सेवा उपलब्ध नहीं: इस लोकेशन के 5 km के अंदर अभी हमारा कोई पार्टनर स्टोर नहीं है।',
    'price.mrp': 'MRP',
    'price.off': '{percent}% की छूट',
    'search.emptyTitle': 'दवाइयाँ खोजें',
    'search.emptyHelp':
      'ऊपर सर्च बॉक्स में ब्रांड (Dolo 650), सॉल्ट (paracetamol) या कंपनी का नाम लिखें। स्पेलिंग की छोटी-मोटी गलती से फ़र्क नहीं पड़ता।',
    'search.popular': 'लोकप्रिय खोजें',
    'search.browseAll': 'सभी दवाइयाँ देखें',
    'search.resultsFor': '“{query}” के नतीजे',
    'search.tooLong': 'खोज में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं। दवा का नाम या स्ट्रिप पर छपा सॉल्ट लिखकर खोजें।',
    'search.showingFor': '{corrected} के नतीजे दिखाए जा रहे हैं',
    'search.noResults': '“{query}” से मिलती कोई दवा नहीं मिली। स्पेलिंग जाँचें, या स्ट्रिप पर छपे सॉल्ट के नाम से खोजें।',
    'search.trySearching': 'ये खोजकर देखें',
    'search.count': '{count, plural, one {# दवा} other {# दवाइयाँ}}',
    'search.sectionTop': 'सबसे मिलते-जुलते नतीजे',
    'search.sectionSalt': '{salt} के सभी ब्रांड',
    'search.sectionContaining': '{query} वाली दवाइयाँ',
    'search.sectionMaker': 'इसी कंपनी की दवाइयाँ',
    'search.pages': 'नतीजों के पेज',
    'search.previous': 'पिछला',
    'search.next': 'अगला',
  },
});

/** English (tests compare it with the domain rules' English). */
export const CATALOG_EN = translator(CATALOG_CATALOGUE, 'en-IN');

export type CatalogT = typeof CATALOG_EN;

/** domain/offer.ts `availabilityLine` in the current language (the catalogue test keeps the English equal). */
export function availabilityText(t: CatalogT, availability: Availability, storeName: string | null): string | null {
  switch (availability) {
    case 'in-stock':
      return storeName ? t('availability.inStockAt', { store: storeName }) : t('availability.inStockNear');
    case 'out-of-stock':
      return storeName ? t('availability.outOfStockAt', { store: storeName }) : t('availability.outOfStockYours');
    case 'not-serviceable':
      return t('availability.notServiceable');
    default:
      return null;
  }
}

/** A search result section's heading (domain/search-results.ts `groupResults` titles, in English there). */
export function sectionTitle(t: CatalogT, section: Pick<ResultSection, 'key' | 'hits'>, query: string): string {
  if (section.key === 'top') return t('search.sectionTop');
  if (section.key === 'manufacturer') return t('search.sectionMaker');
  const salt = section.hits[0]?.product.salt_composition;
  return salt ? t('search.sectionSalt', { salt }) : t('search.sectionContaining', { query });
}

/** mf-catalog's `t` in the current language. */
export function useCatalogT(): CatalogT {
  return useT(CATALOG_CATALOGUE);
}

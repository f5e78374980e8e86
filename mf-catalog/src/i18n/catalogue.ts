/**
 * mf-catalog's messages (issue 37; docs/decisions/0012-i18n.md): the home hero and category row,
 * the product card, prices, and the search page. English references the SPEC texts where they
 * live (TEXTS, CATALOG_TEXTS). The domain rules keep their English (domain/ stays free of the
 * i18n layer); availabilityText and sectionTitle are their translated forms, and the catalogue
 * test checks both give the same English. Hindi keeps medicine, salt, brand
 * and company names as printed on the pack; "MRP" stays MRP, as on the strip.
 */
import { POLICY, TEXTS } from '@instamg/shared/constants';
import { defineCatalogue, translator, useT } from '@instamg/shared/i18n';
import { CATALOG_TEXTS } from '../domain/product';
import type { Availability } from '../domain/offer';
import { STOCK_ALERT_TOASTS } from '../domain/toasts';
import { HOME_LOADING_STEPS, type HomeLoadingStep } from '../domain/home-loading';
import type { ResultSection } from '../domain/search-results';

const notServiceable = TEXTS.toast.areaNotServiceable;

export const en = {
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
  'search.cantFind':
    'Can’t find your medicine? Upload your prescription and a pharmacist will build the order for you.',
  'search.cantFindAction': 'Upload prescription',
  'search.count': '{count, plural, one {# medicine} other {# medicines}}',
  'search.sectionTop': 'Best matches',
  'search.sectionSalt': 'All brands of {salt}',
  'search.sectionContaining': 'Medicines containing {query}',
  'search.sectionMaker': 'From this manufacturer',
  'search.pages': 'Result pages',
  'search.previous': 'Previous',
  'search.next': 'Next',
  // Shared components (ErrorState, CartStepper, NotifyMe) and the toasts of domain/toasts.ts.
  'error.couldNotLoad': 'Could not load {what}. {reason}',
  'error.retry': 'Retry',
  'stepper.inCart': '{name} in cart',
  'stepper.remove': 'Remove {name} from cart',
  'stepper.less': 'One less {name}',
  'stepper.more': 'One more {name}',
  'notify.set': 'We will e-mail you when it is back',
  'notify.cancelNamed': 'Cancel alert for {name}',
  'notify.cancel': 'Cancel alert',
  'notify.signIn': 'Sign in',
  'notify.signInNeeded': `${STOCK_ALERT_TOASTS.signInNeeded.title}: ${STOCK_ALERT_TOASTS.signInNeeded.description}`,
  'notify.named': 'Notify me when {name} is back at {store}',
  'notify.button': 'Notify me',
  'toast.alertSubscribed': 'We will e-mail you when {store} has {name} again',
  'toast.alertCancelled': 'You will not be e-mailed about {name}',
  'toast.alertSignIn': STOCK_ALERT_TOASTS.signInNeeded.title,
  'toast.alertSignInText': STOCK_ALERT_TOASTS.signInNeeded.description,
  'toast.alertFailed': 'The stock alert was not set',
  'toast.added': 'Added {quantity} × {name} to your cart',
  'toast.cartUnavailable':
    '{name} was not added: the cart is temporarily unavailable. Your cart is unchanged — please try again in a moment.',
  'toast.notSoldOnline': '{name} is a Schedule X / NDPS medicine and cannot be ordered online.',
  'toast.notAdded': '{name} was not added to your cart: {reason}',
  'grid.loading': 'Loading medicines',
  // The home page's lower sections (pages/home/HomeBelowFold.tsx, BannerCarousel.tsx) and its placeholder.
  'home.loading': 'Loading',
  'home.loadingPage': 'Loading your home page',
  // SPEC §2 "Home loading placeholder" steps (domain/home-loading.ts), by the step's percent.
  'homeStep.13': HOME_LOADING_STEPS[0].message,
  'homeStep.45': HOME_LOADING_STEPS[1].message,
  'homeStep.66': HOME_LOADING_STEPS[2].message,
  'homeStep.85': HOME_LOADING_STEPS[3].message,
  'home.banners': 'Offers and news',
  'home.bannerOf': '{index} of {total}',
  'home.explore': 'Explore',
  'home.showBanner': 'Show banner {index}',
  'home.popular': 'Popular near you',
  'home.notServiceableTitle': `${notServiceable.title}.`,
  'home.notServiceableText': `${notServiceable.description} You can still browse the `,
  'home.catalogue': 'catalogue',
  'home.or': ' or ',
  'home.findStore': 'find a store',
  'home.end': '.',
  'home.chooseLocation':
    'Choose your delivery location at the top to see what the nearest partner pharmacy has in stock.',
  'home.whatStock': 'what {store} stocks',
  'home.nothingInStock': '{store} has nothing in stock right now.',
  'home.popularAt': 'Popular at {store}',
  'home.about': 'About instamg',
  'home.howTitle': 'How it works',
  'home.howText':
    'Search or browse, add medicines to your cart, and a partner pharmacy within 5 km packs and delivers your order.',
  'home.licensedTitle': 'Licensed pharmacies only',
  'home.licensedText':
    'Every order is fulfilled by a licensed partner pharmacy with a drug licence and GSTIN shown on the store strip.',
  'home.rxTitle': 'Prescription upload',
  'home.rxText':
    'Upload a photo of your prescription; a registered pharmacist verifies it before Rx medicines are dispatched.',
  'home.timesTitle': 'Delivery times',
  'home.timesText': `Express: ${POLICY.delivery.express}. Standard: ${POLICY.delivery.standard}. Scheduled: ${POLICY.delivery.scheduled}.`,
  'home.whatTestimonials': 'testimonials',
  'home.testimonials': 'What our customers say',
  'home.reviews': 'Customer reviews',
  'home.rating': '{rating} out of 5',
  'suggest.label': 'Search suggestions',
};

export type CatalogMessageKey = keyof typeof en;

export const CATALOG_CATALOGUE = defineCatalogue('mf-catalog', {
  'en-IN': en,
  // Hindi is its own chunk: English pages never download it (ADR 0012).
  'hi-IN': () => import('./hi'),
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

/** domain/toasts.ts `STOCK_ALERT_TOASTS` in the current language (the catalogue test keeps the English equal). */
export function stockAlertToasts(t: CatalogT) {
  return {
    subscribed: (productName: string, storeName: string) =>
      ({ title: t('toast.alertSubscribed', { name: productName, store: storeName }), variant: 'default' }) as const,
    cancelled: (productName: string) =>
      ({ title: t('toast.alertCancelled', { name: productName }), variant: 'default' }) as const,
    signInNeeded: {
      title: t('toast.alertSignIn'),
      description: t('toast.alertSignInText'),
      variant: 'destructive',
    } as const,
    failed: (reason: string) =>
      ({ title: t('toast.alertFailed'), description: reason, variant: 'destructive' }) as const,
  };
}

/** domain/toasts.ts `CART_TOASTS` in the current language. */
export function cartToasts(t: CatalogT) {
  return {
    added: (quantity: number, productName: string) =>
      ({ title: t('toast.added', { quantity: String(quantity), name: productName }), variant: 'default' }) as const,
    cartUnavailable: (productName: string) =>
      ({ title: t('toast.cartUnavailable', { name: productName }), variant: 'destructive' }) as const,
    notSoldOnline: (productName: string) =>
      ({ title: t('toast.notSoldOnline', { name: productName }), variant: 'destructive' }) as const,
    notAdded: (productName: string, reason: string) =>
      ({ title: t('toast.notAdded', { name: productName, reason }), variant: 'destructive' }) as const,
  };
}

/** A home loading step's message (SPEC §2, domain/home-loading.ts) in the current language. */
export const homeStepText = (t: CatalogT, step: HomeLoadingStep): string => t(`homeStep.${step.percent}`);

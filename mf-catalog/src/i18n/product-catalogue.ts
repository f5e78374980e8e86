/**
 * The product page's messages (issue 37; docs/decisions/0012-i18n.md): details, the legal Rx
 * notices, availability, quantity and Add to cart, substitutes, not-found, and the words its
 * loader writes into the head (meta description, breadcrumb names). A catalogue of its own so only
 * the product route loads its Hindi (issue 37 §5). English references CATALOG_TEXTS (the SPEC's)
 * and equals the domain rules' English (the catalogue test checks it); medicine, salt, company and
 * store names are arguments, as printed.
 */
import { TEXTS } from '@instamg/shared/constants';
import { DEFAULT_DELIVERY_TIME, deliveryMinutes } from '@instamg/shared/domain/delivery';
import { formatINR } from '@instamg/shared/domain/money';
import { defineCatalogue, translator, useT } from '@instamg/shared/i18n';
import { CATALOG_TEXTS, type Product } from '../domain/product';

export const en = {
  'product.loading': 'Loading medicine',
  'product.form': 'Form',
  'product.packSize': 'Pack size',
  'product.manufacturer': 'Manufacturer',
  'product.mrpInclusive': CATALOG_TEXTS.mrpInclusive,
  'product.gstIncluded': ' (GST {rate}% included)',
  'product.quantity': 'Quantity',
  'product.addToCart': CATALOG_TEXTS.addToCart,
  'product.usualTime': DEFAULT_DELIVERY_TIME,
  'product.chooseLocation':
    'Choose your delivery location to check stock and price at the nearest partner pharmacy. Usual delivery: {time}.',
  'product.inStock': 'In stock at {store} at {price} · {promise}',
  'product.deliveryIn': 'Delivery in {estimate}',
  'product.minutes': '{minutes} min',
  'product.hours': '{hours} hr',
  'product.hoursMinutes': '{hours} hr {minutes} min',
  'product.emailWhenBack': '{line}. We can e-mail you once it is back there.',
  // {store} is shown in bold: the component splits the sentence around it.
  'product.nearest': 'In stock at {store} ({distance}) at {price}.',
  'product.distanceUnknown': TEXTS.distance.unknown,
  'product.distanceMetres': '{metres} m away',
  'product.distanceKm': '{km} km away',
  'product.chooseStore': 'Choose another store',
  'product.noOtherStore': 'No other partner pharmacy near you has it right now.',
  'product.substitutesTitle': 'Substitutes with the same salt and strength',
  'product.substitutesIntro':
    'Other brands of {salt}, cheapest first. Ask your doctor or pharmacist before switching brands.',
  'product.substitutesIntroStore':
    'Other brands of {salt}, what {store} has first, then cheapest first. Ask your doctor or pharmacist before switching brands.',
  'product.noSubstitutes': 'No other brands of this medicine are listed yet.',
  'product.substitutesList': 'Substitutes',
  'product.save': 'Save {amount} ({percent}%)',
  'product.whatSubstitutes': 'substitutes',
  'product.whatMedicine': 'this medicine',
  'product.notFoundTitle': 'Medicine not found',
  'product.notFoundText': 'We could not find this medicine. It may have been removed from the catalogue.',
  'product.browseAll': 'Browse all medicines',
  'product.orSearch': ' or use the search box above.',
  'rx.notice': `${CATALOG_TEXTS.prescriptionRequired}. A pharmacist checks your prescription before dispatch.`,
  'rx.h1Label': 'Schedule H1 warning',
  'rx.mark': 'Rx',
  'rx.h1Title': CATALOG_TEXTS.h1WarningTitle,
  'rx.h1Body': CATALOG_TEXTS.h1WarningBody,
  'rx.notSoldOnline': CATALOG_TEXTS.notSoldOnline,
  'rx.notSoldOnlineBody': CATALOG_TEXTS.notSoldOnlineBody,
  // The head (loaders.ts): seo.ts productDescription's words and the breadcrumb names.
  'seo.byMaker': 'by {maker}',
  'seo.description': '{parts}. MRP {mrp}. Delivered from a licensed pharmacy near you.',
  'crumb.home': 'Home',
  'crumb.medicines': 'Medicines',
};

export const PRODUCT_CATALOGUE = defineCatalogue('mf-catalog-product', {
  'en-IN': en,
  'hi-IN': () => import('./product-hi'),
});

export const PRODUCT_EN = translator(PRODUCT_CATALOGUE, 'en-IN');
export type ProductT = typeof PRODUCT_EN;

export function useProductT(): ProductT {
  return useT(PRODUCT_CATALOGUE);
}

/** shared/domain/delivery-promise `deliveryPromiseText` in the current language ('Delivery in 24 min'). */
export function deliveryPromiseWords(t: ProductT, distanceKm: number): string {
  const minutes = deliveryMinutes(distanceKm);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const estimate =
    hours === 0
      ? t('product.minutes', { minutes: String(minutes) })
      : rest === 0
        ? t('product.hours', { hours: String(hours) })
        : t('product.hoursMinutes', { hours: String(hours), minutes: String(rest) });
  return t('product.deliveryIn', { estimate });
}

/** shared/domain/distance `formatDistance` in the current language. */
export function distanceWords(t: ProductT, distanceKm?: number | null): string {
  if (distanceKm == null || !Number.isFinite(distanceKm) || distanceKm < 0) return t('product.distanceUnknown');
  const metres = Math.round(distanceKm * 1000);
  if (metres < 1000) return t('product.distanceMetres', { metres: String(metres) });
  return t('product.distanceKm', { km: distanceKm.toFixed(1) });
}

/** seo.ts `productDescription` in the page's language (the meta description of a Hindi page). */
export function productDescriptionText(t: ProductT, product: Product): string {
  const salt = [product.salt_composition, product.strength].filter(Boolean).join(' ');
  const parts = [
    `${product.name}${salt ? ` (${salt})` : ''}`,
    product.pack_size && `${product.pack_size}`,
    product.manufacturer && t('seo.byMaker', { maker: product.manufacturer }),
  ].filter(Boolean);
  return t('seo.description', { parts: parts.join(', '), mrp: formatINR(product.mrp) });
}

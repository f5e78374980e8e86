// The product page's loader for server rendering (see loaders.ts): a module of its own, as it reads
// the product page's catalogue, which no other page may register (issue 37 §5).
import type { PageLoader } from '@instamg/shared/mf/page-loader';
import { PRODUCT_NAME } from '@instamg/shared/constants';
import { localeHref } from '@instamg/shared/domain/locale-url';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { PRODUCT_CATALOGUE, productDescriptionText } from '../i18n/product-catalogue';
import { breadcrumbJsonLd, productJsonLd, productTitle } from '../domain/seo';
import { fetchProduct, fetchSameSalt } from './catalog-api';
import { catalogKeys } from './keys';

// A Hindi page's JSON-LD and breadcrumbs name its `/hi` URLs and Hindi words (ADR 0012 §8); the
// loader waits for its own catalogue (the render's components would wait for it anyway).
export const productLoader: PageLoader = async ({ queryClient, params, siteUrl, locale }) => {
  const id = params.id ?? '';
  const [product] = await Promise.all([
    queryClient.fetchQuery({ queryKey: catalogKeys.product(id), queryFn: () => fetchProduct(id) }),
    loadCatalogue(PRODUCT_CATALOGUE, locale),
  ]);
  const t = translator(PRODUCT_CATALOGUE, locale);
  if (product === null) return { status: 404, title: `${t('product.notFoundTitle')} · ${PRODUCT_NAME}` };
  const saltKey = product.salt_key;
  if (saltKey !== null) {
    await queryClient.prefetchQuery({ queryKey: catalogKeys.sameSalt(saltKey), queryFn: () => fetchSameSalt(saltKey) });
  }
  const path = localeHref(`/product/${encodeURIComponent(product.id)}`, locale);
  return {
    title: productTitle(product),
    description: productDescriptionText(t, product),
    ogType: 'product',
    ...(product.image_url ? { image: product.image_url } : {}),
    jsonLd: [
      productJsonLd(siteUrl, path, product),
      breadcrumbJsonLd(siteUrl, [
        { name: t('crumb.home'), path: localeHref('/', locale) },
        { name: t('crumb.medicines'), path: localeHref('/medicines', locale) },
        { name: product.name, path },
      ]),
    ],
  };
};

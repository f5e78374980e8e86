// What search engines read about catalogue pages (issue 20 §5): titles, descriptions and
// schema.org JSON-LD. Prices are the catalogue's (location-independent, integer paise → INR);
// the chosen store's own price shows in the browser only. Catalogue prices are rupees (products.price, .mrp).
import { PRODUCT_NAME } from '@instamg/shared/constants';
import { formatINR } from '@instamg/shared/domain/money';
import type { BlogPost } from './blog';
import type { Product } from './product';

/** A rupee amount as the decimal string schema.org expects ("12.50"). */
export function schemaPrice(rupees: number): string {
  return (Math.round(rupees * 100) / 100).toFixed(2);
}

export function productTitle(product: Product): string {
  return `${product.name} · ${PRODUCT_NAME}`;
}

/** The titles of the data-dependent pages: the render server's <title> and the browser's document.title. */
export const categoryTitle = (category: { name: string }): string => `${category.name} · ${PRODUCT_NAME}`;
export const searchTitle = (query: string): string => `${query} · Search · ${PRODUCT_NAME}`;
export const blogPostTitle = (post: { title: string }): string => `${post.title} · ${PRODUCT_NAME}`;

export function productDescription(product: Product): string {
  const salt = [product.salt_composition, product.strength].filter(Boolean).join(' ');
  const parts = [
    `${product.name}${salt ? ` (${salt})` : ''}`,
    product.pack_size && `${product.pack_size}`,
    product.manufacturer && `by ${product.manufacturer}`,
  ].filter(Boolean);
  return `${parts.join(', ')}. MRP ${formatINR(product.mrp)}. Delivered from a licensed pharmacy near you.`;
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}

/** schema.org Product with one Offer: the catalogue price, and the MRP as its list price. */
export function productJsonLd(siteUrl: string, path: string, product: Product): object {
  const price = Math.min(product.price, product.mrp);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.id,
    url: `${siteUrl}${path}`,
    description: productDescription(product),
    ...(product.image_url ? { image: product.image_url } : {}),
    ...(product.manufacturer ? { brand: { '@type': 'Brand', name: product.manufacturer } } : {}),
    ...(product.salt_composition ? { activeIngredient: product.salt_composition } : {}),
    offers: {
      '@type': 'Offer',
      url: `${siteUrl}${path}`,
      priceCurrency: 'INR',
      price: schemaPrice(price),
      priceSpecification: [
        { '@type': 'UnitPriceSpecification', priceCurrency: 'INR', price: schemaPrice(price) },
        {
          '@type': 'UnitPriceSpecification',
          priceType: 'https://schema.org/ListPrice',
          priceCurrency: 'INR',
          price: schemaPrice(product.mrp),
        },
      ],
    },
  };
}

export function blogPostingJsonLd(siteUrl: string, path: string, post: BlogPost): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url: `${siteUrl}${path}`,
    author: { '@type': 'Person', name: post.author },
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...(post.coverImage ? { image: post.coverImage } : {}),
  };
}

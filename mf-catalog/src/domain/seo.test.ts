import { describe, expect, it } from 'vitest';
import { toProduct } from './product';
import { breadcrumbJsonLd, productDescription, productJsonLd, schemaPrice } from './seo';

const dolo = toProduct({
  $id: 'dolo-650-tablet',
  name: 'Dolo 650 Tablet',
  salt_composition: 'Paracetamol',
  strength: '650 mg',
  pack_size: 'strip of 15 tablets',
  manufacturer: 'Micro Labs Ltd',
  mrp: 33.6,
  price: 28.22,
  schedule: 'none',
});

describe('schemaPrice', () => {
  it('writes rupees with two decimals, without float noise', () => {
    expect(schemaPrice(33.6)).toBe('33.60');
    expect(schemaPrice(16)).toBe('16.00');
    expect(schemaPrice(0.1 + 0.2)).toBe('0.30');
  });
});

describe('productJsonLd', () => {
  it('offers the catalogue price in INR with the MRP as list price', () => {
    const ld = productJsonLd('https://instamg.in', '/product/dolo-650-tablet', dolo) as Record<string, any>;
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe('Dolo 650 Tablet');
    expect(ld.url).toBe('https://instamg.in/product/dolo-650-tablet');
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Micro Labs Ltd' });
    expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'INR', price: '28.22' });
    expect(ld.offers.priceSpecification[1]).toMatchObject({
      priceType: 'https://schema.org/ListPrice',
      price: '33.60',
      priceCurrency: 'INR',
    });
  });

  it('never offers above the MRP', () => {
    const odd = { ...dolo, price: 40 };
    expect((productJsonLd('https://x.in', '/p', odd) as Record<string, any>).offers.price).toBe('33.60');
  });
});

describe('productDescription', () => {
  it('names the salt, pack, maker and MRP', () => {
    expect(productDescription(dolo)).toBe(
      'Dolo 650 Tablet (Paracetamol 650 mg), strip of 15 tablets, by Micro Labs Ltd. MRP ₹33.60. Delivered from a licensed pharmacy near you.',
    );
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd('https://instamg.in', [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://instamg.in/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://instamg.in/blog' },
      ],
    });
  });
});

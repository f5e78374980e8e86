// Invariants of the illustrative seed data, checked without a server.
import { describe, expect, it } from 'vitest';
import { DEFAULT_INTAKE_TIMERS, INTAKE_SETTINGS, intakeTimersFrom } from '@instamg/shared/domain/order-intake';
import {
  buildBaseDataset,
  dryRunTeamIds,
  syntheticProductRow,
  syntheticStoreRow,
  MAX_SCALE_PRODUCTS,
  MAX_SCALE_STORES,
  type SeedRow,
} from '../src/build.js';
import { isValidEan13 } from '@instamg/shared/domain/barcode';
import { CATEGORIES } from '../src/data/categories.js';
import { istAt } from '@instamg/shared/domain/india-time';
import { hasOpeningHours, isOpenAt, parseStoreHours } from '@instamg/shared/domain/store-hours';
import { SALT_GROUPS } from '../src/data/medicines.js';
import { DEMO_PEOPLE } from '../src/data/people.js';
import { DEMO_STORE_ID, NOT_SERVICEABLE_POINT, OTHER_STORE_ID, SERVICE_CITIES } from '../src/data/stores.js';
import { isValidDrugLicenceNumber } from '../src/domain/drug-licence.js';
import { GST_STATE_CODES, isValidGstin, type GstState } from '../src/domain/gstin.js';
import { loadAppwriteConfig, rowProblems, tableDef } from '../src/schema.js';
import { IMPORT_TEMPLATE, batchKey, checkImport, parseCsv } from '@instamg/shared/domain/inventory-csv';
import { PRODUCT_IMPORT_TEMPLATE, checkProductCsv } from '@instamg/shared/domain/catalog/product-csv';

const NOW = new Date('2026-11-22T00:00:00.000Z');
const DAY_MS = 86_400_000;
const TEAM_IDS = dryRunTeamIds();
const data = buildBaseDataset(NOW, TEAM_IDS);
const config = loadAppwriteConfig();

/** Great-circle distance in metres, R = 6 371 000 m like Appwrite's ST_DISTANCE_SPHERE. */
function distanceMetres([lon1, lat1]: readonly number[], [lon2, lat2]: readonly number[]): number {
  const rad = Math.PI / 180;
  const dLat = (lat2! - lat1!) * rad;
  const dLon = (lon2! - lon1!) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1! * rad) * Math.cos(lat2! * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

const location = (store: SeedRow) => store.location as [number, number];
const byId = (rows: SeedRow[]) => new Map(rows.map((r) => [r.$id, r]));

describe('every seeded row fits appwrite.json', () => {
  it.each(Object.keys(data))('%s rows pass the column validator', (tableId) => {
    const table = tableDef(config, tableId);
    const problems = (data[tableId as keyof typeof data] as SeedRow[]).flatMap((row) => rowProblems(table, row));
    expect(problems).toEqual([]);
  });

  it.each(Object.keys(data))('%s ids are unique, ≤ 36 chars and Appwrite-valid', (tableId) => {
    const ids = (data[tableId as keyof typeof data] as SeedRow[]).map((r) => r.$id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]{0,35}$/);
  });

  it('is deterministic for a given date', () => {
    expect(buildBaseDataset(NOW, TEAM_IDS)).toEqual(data);
  });
});

describe('catalogue', () => {
  it('has ≥ 300 products in ≥ 12 categories, each category non-empty', () => {
    expect(data.products.length).toBeGreaterThanOrEqual(300);
    expect(data.categories.length).toBeGreaterThanOrEqual(12);
    const used = new Set(data.products.map((p) => p.category_id));
    for (const category of data.categories) expect(used.has(category.$id), category.slug as string).toBe(true);
    for (const product of data.products) expect(byId(data.categories).has(product.category_id as string)).toBe(true);
  });

  it('sells every salt (salt_key) under at least two brands, from ~60+ distinct salts', () => {
    const brandsPerSalt = new Map<string, number>();
    for (const p of data.products)
      brandsPerSalt.set(p.salt_key as string, (brandsPerSalt.get(p.salt_key as string) ?? 0) + 1);
    for (const [key, count] of brandsPerSalt) expect(count, key).toBeGreaterThanOrEqual(2);
    expect(brandsPerSalt.size).toBeGreaterThanOrEqual(60);
  });

  it('never prices above MRP', () => {
    for (const p of data.products) {
      expect(p.price as number, p.name as string).toBeLessThanOrEqual(p.mrp as number);
      expect(p.price as number).toBeGreaterThan(0);
    }
  });

  it('has unique slugs', () => {
    const slugs = data.products.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('gives the first brand of every salt group a unique, check-digit-valid in-store EAN-13 (issue 33 §2)', () => {
    const codes = data.products.map((p) => p.barcode).filter((code): code is string => typeof code === 'string');
    expect(codes).toHaveLength(SALT_GROUPS.length);
    expect(new Set(codes).size).toBe(codes.length);
    // GS1 prefix 200 (in-store use): never a real pack's code.
    for (const code of codes) expect([code.slice(0, 3), isValidEan13(code)]).toEqual(['200', true]);
  });

  it('includes the brands people search for', () => {
    const names = data.products.map((p) => p.name as string);
    for (const brand of [
      'Dolo 650',
      'Crocin Advance',
      'Calpol',
      'Azithral 500',
      'Augmentin 625 Duo',
      'Pan 40',
      'Allegra 120',
      'Glycomet',
      'Telma 40',
      'Shelcal',
      'Becosules',
      'Volini',
    ]) {
      expect(
        names.some((n) => n.startsWith(brand)),
        brand,
      ).toBe(true);
    }
  });

  it('marks prescription need from the schedule, and includes blocked X/NDPS products', () => {
    for (const p of data.products) {
      if (p.schedule !== 'none') expect(p.rx_required, p.name as string).toBe(true);
    }
    const schedules = new Set(data.products.map((p) => p.schedule));
    for (const s of ['none', 'H', 'H1', 'X', 'NDPS']) expect(schedules.has(s), s).toBe(true);
    const bySalt = (salt: string) => data.products.filter((p) => p.salt_composition === salt).map((p) => p.schedule);
    expect(new Set(bySalt('Cefixime'))).toEqual(new Set(['H1']));
    expect(new Set(bySalt('Azithromycin'))).toEqual(new Set(['H']));
    expect(new Set(bySalt('Methylphenidate'))).toEqual(new Set(['X']));
    expect(new Set(bySalt('Alprazolam'))).toEqual(new Set(['NDPS']));
  });

  it('uses post-22-Sep-2025 GST rates and sensible HSN codes', () => {
    const rates = new Set(data.products.map((p) => p.gst_rate));
    for (const rate of rates) expect([0, 5, 18]).toContain(rate);
    expect(rates.has(0)).toBe(true);
    expect(data.products.filter((p) => p.gst_rate === 5).length / data.products.length).toBeGreaterThan(0.9);
    for (const p of data.products) {
      if (p.category_id === 'cat-devices') {
        expect(p.gst_rate, p.name as string).toBe(5);
        expect(['9018', '9025', '9027', '3822']).toContain(p.hsn);
      } else if (p.schedule !== 'none') {
        expect(p.hsn, p.name as string).toBe('3004'); // every prescription medicine is a dosed medicament
      }
      expect(p.hsn).toMatch(/^\d{4,8}$/);
    }
  });

  it('labels the data illustrative', () => {
    for (const p of data.products) expect(p.description as string).toContain('Illustrative');
    expect(data.settings.find((s) => s.key === 'catalogue_source')?.value).toBe('illustrative');
    for (const post of data.blog_posts) expect(post.content as string).toMatch(/Illustrative demo content/);
  });

  it('data modules stay in step with the categories they reference', () => {
    const slugs = new Set<string>(CATEGORIES.map((c) => c.slug));
    for (const group of SALT_GROUPS) expect(slugs.has(group.category), group.salt).toBe(true);
  });
});

describe('stores', () => {
  it('gives every store real opening hours; the stores the tests order from are open at every hour (CI runs at any UTC hour)', () => {
    for (const store of data.stores) {
      const hours = parseStoreHours(store.opening_hours as string);
      expect(hasOpeningHours(hours), String(store.$id)).toBe(true);
      if (['New Delhi', 'Noida', 'Gurugram'].includes(String(store.city)))
        for (let h = 0; h < 24; h++) expect(isOpenAt(hours!, istAt('2026-12-02', h, 30)), String(store.$id)).toBe(true);
    }
    expect(
      data.stores.some((s) => !isOpenAt(parseStoreHours(s.opening_hours as string)!, istAt('2026-12-02', 3))),
    ).toBe(true);
  });

  it('has ≥ 40 stores across all service cities, dense in South West Delhi', () => {
    expect(data.stores.length).toBeGreaterThanOrEqual(40);
    const cities = new Set(data.stores.map((s) => s.city));
    for (const city of SERVICE_CITIES) expect(cities.has(city), city).toBe(true);
    const demo = byId(data.stores).get(DEMO_STORE_ID)!;
    const nearDemo = data.stores.filter((s) => distanceMetres(location(s), location(demo)) <= 5000);
    expect(nearDemo.length).toBeGreaterThanOrEqual(8);
  });

  it("has checksum-valid GSTINs whose state code matches the store's state", () => {
    for (const store of data.stores) {
      expect(isValidGstin(store.gstin as string), store.gstin as string).toBe(true);
      expect((store.gstin as string).slice(0, 2)).toBe(GST_STATE_CODES[store.state as GstState]);
    }
  });

  it('has format-valid, unique drug licence numbers', () => {
    const numbers = data.stores.map((s) => s.drug_license_number as string);
    for (const n of numbers) expect(isValidDrugLicenceNumber(n), n).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("records the team id it is given and grants the store's team no row write (admins and functions only)", () => {
    for (const store of data.stores) {
      expect(store.team_id).toBe(TEAM_IDS.get(store.$id));
      expect(store.team_id).not.toBe(`store-${store.$id}`);
      expect(store.$permissions).toBeUndefined();
    }
  });

  it('gives every store one payout account: the full number admin-only, the masked row for its team’s owner/admin roles', () => {
    const full = byId(data.store_bank_accounts);
    const masked = byId(data.store_bank_details);
    expect(full.size).toBe(data.stores.length);
    expect(masked.size).toBe(data.stores.length);
    for (const store of data.stores) {
      const account = full.get(store.$id)!;
      const shown = masked.get(store.$id)!;
      expect(account.$permissions).toEqual([]);
      expect(account.account_number as string).toMatch(/^\d{9,18}$/);
      expect(account.request_id).toBeNull();
      expect(shown.account_masked).toBe(`XXXXXX${(account.account_number as string).slice(-4)}`);
      expect(shown.$permissions).toEqual([
        `read("team:${String(store.team_id)}/owner")`,
        `read("team:${String(store.team_id)}/admin")`,
      ]);
      expect(JSON.stringify(shown)).not.toContain(account.account_number as string);
    }
  });

  it('leaves the documented Rajasthan village unserviceable (no store within 5 km)', () => {
    const nearest = Math.min(...data.stores.map((s) => distanceMetres(location(s), NOT_SERVICEABLE_POINT.location)));
    expect(nearest).toBeGreaterThan(5000);
  });
});

describe('inventory', () => {
  const products = byId(data.products);
  const stores = byId(data.stores);

  it('stocks most products in every store and everything in the demo store', () => {
    const perStore = new Map<string, number>();
    for (const row of data.store_inventory)
      perStore.set(row.store_id as string, (perStore.get(row.store_id as string) ?? 0) + 1);
    expect(perStore.size).toBe(data.stores.length);
    for (const [storeId, count] of perStore) expect(count / data.products.length, storeId).toBeGreaterThan(0.7);
    expect(perStore.get(DEMO_STORE_ID)).toBe(data.products.length);
  });

  it('references real rows, keeps selling price ≤ MRP, and batch MRP equals the product MRP', () => {
    for (const row of data.store_inventory) {
      const product = products.get(row.product_id as string);
      expect(product, row.$id).toBeDefined();
      expect(stores.has(row.store_id as string)).toBe(true);
      expect(row.selling_price as number).toBeLessThanOrEqual(row.mrp as number);
      expect(row.selling_price as number).toBeLessThanOrEqual(product!.price as number);
      expect(row.mrp).toBe(product!.mrp);
    }
  });

  it('is unique per store + product + batch', () => {
    const keys = data.store_inventory.map((r) => `${r.store_id}|${r.product_id}|${r.batch}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has mostly long expiries, some near-expiry (< 3 months) batches and some zero stock', () => {
    const daysLeft = data.store_inventory.map((r) => (Date.parse(r.expiry as string) - NOW.getTime()) / DAY_MS);
    const nearExpiry = daysLeft.filter((d) => d < 90).length;
    const overSixMonths = daysLeft.filter((d) => d > 180).length;
    expect(Math.min(...daysLeft)).toBeGreaterThan(0);
    expect(nearExpiry).toBeGreaterThan(0);
    expect(overSixMonths / daysLeft.length).toBeGreaterThan(0.9);
    const zero = data.store_inventory.filter((r) => r.stock === 0).length;
    expect(zero).toBeGreaterThan(0);
    expect(zero / data.store_inventory.length).toBeLessThan(0.15);
  });

  it('grants no team a direct write: stock and prices change only through the inventory function', () => {
    for (const row of data.store_inventory) expect(row.$permissions).toBeUndefined();
  });
});

describe('the CSV templates on the demo catalogue (issue 33 §7)', () => {
  // What an owner or an admin meets first: the downloaded template, checked as it is.
  it('the store’s stock template passes its own dry run in the demo store', () => {
    const products = new Map(
      data.products.map((p) => [p.slug as string, { id: p.$id, name: p.name as string, mrp: p.mrp as number }]),
    );
    const existingBatches = new Set(
      data.store_inventory
        .filter((row) => row.store_id === DEMO_STORE_ID)
        .map((row) => batchKey(row.product_id as string, row.batch as string)),
    );
    const result = checkImport(parseCsv(IMPORT_TEMPLATE), { products, existingBatches, now: NOW });
    expect(result.rows.map((row) => row.errors)).toEqual([[], []]);
  });

  it('the admin’s product template passes its own dry run: new brands in seeded categories', () => {
    const categories = new Map(
      data.categories.flatMap((c) => [[c.$id, c.$id] as const, [c.slug as string, c.$id] as const]),
    );
    const slugs = new Map(data.products.map((p) => [p.slug as string, p.$id]));
    const result = checkProductCsv(parseCsv(PRODUCT_IMPORT_TEMPLATE), {
      categories,
      products: new Set(),
      slugs,
      newProductId: (line) => `template-line-${line}`,
    });
    expect(result.rows.map((row) => row.errors)).toEqual([[], []]);
    expect(result.creates).toBe(2);
  });
});

describe('people, memberships and addresses', () => {
  it('has the demo people on .test e-mails, one admin label', () => {
    expect(DEMO_PEOPLE.map((p) => p.key).sort()).toEqual([
      'admin',
      'customerA',
      'customerB',
      'owner',
      'pharmacist',
      'rider',
      'staff',
      'staffOther',
    ]);
    for (const p of DEMO_PEOPLE) expect(p.email).toMatch(/@instamg\.test$/);
    expect(DEMO_PEOPLE.filter((p) => p.labels.includes('admin')).map((p) => p.key)).toEqual(['admin']);
  });

  it('creates store_admins rows readable only by their user: owner + staff of the demo store, staff of another', () => {
    const rows = data.store_admins.map((r) => ({
      user: r.user_id,
      store: r.store_id,
      role: r.role,
      perms: r.$permissions,
    }));
    expect(rows).toEqual([
      { user: 'demo-owner', store: DEMO_STORE_ID, role: 'owner', perms: ['read("user:demo-owner")'] },
      { user: 'demo-staff', store: DEMO_STORE_ID, role: 'staff', perms: ['read("user:demo-staff")'] },
      { user: 'demo-pharmacist', store: DEMO_STORE_ID, role: 'staff', perms: ['read("user:demo-pharmacist")'] },
      { user: 'demo-rider', store: DEMO_STORE_ID, role: 'delivery', perms: ['read("user:demo-rider")'] },
      { user: 'demo-staff-other', store: OTHER_STORE_ID, role: 'staff', perms: ['read("user:demo-staff-other")'] },
    ]);
    expect(byId(data.stores).get(DEMO_STORE_ID)!.city).toBe('New Delhi');
    expect(byId(data.stores).get(DEMO_STORE_ID)!.address as string).toMatch(/Dwarka/);
  });

  it("registers the demo store's pharmacist: council, registration number, confirmed by the demo admin, readable by them and the store's team", () => {
    expect(data.store_pharmacists).toEqual([
      {
        $id: 'sp-demo-pharmacist',
        $permissions: ['read("user:demo-pharmacist")', `read("team:${TEAM_IDS.get(DEMO_STORE_ID)}")`],
        user_id: 'demo-pharmacist',
        store_id: DEMO_STORE_ID,
        name: 'Farah Pharmacist',
        pharmacy_council: 'Delhi Pharmacy Council',
        registration_number: 'DPC/R/2019/04417',
        confirmed_by: 'demo-admin',
        confirmed_at: NOW.toISOString(),
        is_active: true,
      },
    ]);
  });

  it('sets the prescription validity (months) as a setting', () => {
    expect(data.settings.find((r) => r.key === 'prescription_validity_months')?.value).toBe('6');
  });

  it('sets the order intake timers as settings rows the functions read (issue 15)', () => {
    const values = Object.fromEntries(data.settings.map((r) => [r.key as string, r.value as string]));
    for (const { key } of Object.values(INTAKE_SETTINGS)) expect(values[key], key).toBeDefined();
    expect(intakeTimersFrom(values)).toEqual(DEFAULT_INTAKE_TIMERS);
  });

  it('gives customer A ≥ 2 Delhi addresses (one default, one without coordinates) and B exactly one', () => {
    const a = data.addresses.filter((r) => r.user_id === 'demo-customer-a');
    const b = data.addresses.filter((r) => r.user_id === 'demo-customer-b');
    expect(a.length).toBeGreaterThanOrEqual(2);
    expect(a.filter((r) => r.is_default)).toHaveLength(1);
    expect(a.some((r) => r.latitude === null && r.longitude === null)).toBe(true);
    for (const r of a) expect(r.state).toBe('Delhi');
    expect(b).toHaveLength(1);
    for (const r of data.addresses) {
      const uid = r.user_id as string;
      expect(r.$permissions).toEqual([`read("user:${uid}")`, `update("user:${uid}")`, `delete("user:${uid}")`]);
    }
  });

  it('has ≥ 6 blog posts, ≥ 6 testimonials, ≥ 4 banners', () => {
    expect(data.blog_posts.length).toBeGreaterThanOrEqual(6);
    expect(data.testimonials.length).toBeGreaterThanOrEqual(6);
    expect(data.banners.length).toBeGreaterThanOrEqual(4);
    for (const post of data.blog_posts) expect(Date.parse(post.published_at as string)).toBeLessThan(NOW.getTime());
  });
});

describe('scale mode rows', () => {
  it('are deterministic, schema-valid and keep ids within limits at the maximum counts', () => {
    const stores = tableDef(config, 'stores');
    const products = tableDef(config, 'products');
    for (const n of [1, 2, 999, MAX_SCALE_STORES]) {
      const row = syntheticStoreRow(n);
      expect(rowProblems(stores, row)).toEqual([]);
      expect(syntheticStoreRow(n)).toEqual(row);
      expect(isValidGstin(row.gstin as string)).toBe(true);
      expect((row.team_id as string).length).toBeLessThanOrEqual(36);
    }
    for (const n of [1, 2, 345, MAX_SCALE_PRODUCTS]) {
      const row = syntheticProductRow(n);
      expect(rowProblems(products, row)).toEqual([]);
      expect(row.price as number).toBeLessThanOrEqual(row.mrp as number);
    }
  });

  it('do not collide with each other or with the base data', () => {
    const storeIds = new Set(Array.from({ length: 5000 }, (_, i) => syntheticStoreRow(i + 1).$id));
    expect(storeIds.size).toBe(5000);
    const productSlugs = new Set(Array.from({ length: 2000 }, (_, i) => syntheticProductRow(i + 1).slug));
    expect(productSlugs.size).toBe(2000);
    for (const p of data.products) expect(productSlugs.has(p.slug)).toBe(false);
  });
});

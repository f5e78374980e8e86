// Pure builders: turn the illustrative data in ./data into rows for appwrite.json's tables.
// No I/O here, so tests check every invariant without a server; seed.ts only ships the rows.
import { createHash } from 'node:crypto';
import { BANNERS, BLOG_POSTS, ILLUSTRATIVE_NOTE, TESTIMONIALS } from './data/content.js';
import { CATEGORIES } from './data/categories.js';
import { SALT_GROUPS, type SaltGroup } from './data/medicines.js';
import { DEMO_ADDRESSES, DEMO_PEOPLE } from './data/people.js';
import { DEMO_STORE_ID, NOT_SERVICEABLE_POINT } from './data/stores.js';
import { makeDrugLicenceNumber } from './domain/drug-licence.js';
import { GST_STATE_CODES, illustrativeFirmPan, makeGstin, type GstState } from './domain/gstin.js';
import { createRandom, hashString, pick, randomInt, type Random } from './domain/random.js';
import { saltKey } from './domain/salt-key.js';
import { ean13CheckDigit } from '@instamg/shared/domain/barcode';
import { rowIdFromSlug, slugify } from './domain/slug.js';
import { buildStoreBankAccounts, buildStores, licenceSerial } from './build-stores.js';
import { teamOf, type SeedRow, type StoreTeamIds } from './seed-row.js';

export { buildStoreBankAccounts, buildStoreRow, buildStores } from './build-stores.js';
export { dryRunTeamIds, type SeedRow, type StoreTeamIds } from './seed-row.js';

/** Bump when the seeded data changes; the `seed_version` settings row marks a finished seed. */
export const SEED_VERSION = '2026-12-07.1';
export const DATA_SOURCE = 'illustrative';
export const DATABASE_ID = 'instamg';

export const categoryRowId = (slug: string) => `cat-${slug}`;

const DAY_MS = 24 * 60 * 60 * 1000;

export function buildCategories(): SeedRow[] {
  return CATEGORIES.map((category, index) => ({
    $id: categoryRowId(category.slug),
    name: category.name,
    slug: category.slug,
    description: category.description,
    icon: category.icon,
    sort_order: (index + 1) * 10,
    is_active: true,
  }));
}

/**
 * A demo barcode (issue 33 §2) for the first brand of each salt group, so both panels' search can
 * find a product by one. GS1 keeps prefixes 20–29 for in-store codes, so these 13 digits (prefix
 * 200, then 9 digits of the slug's hash, then the check digit) are never a real pack's EAN-13.
 */
export function demoBarcode(slug: string): string {
  const body = `200${String(hashString(`barcode:${slug}`) % 1_000_000_000).padStart(9, '0')}`;
  return `${body}${ean13CheckDigit(body)}`;
}

function productRow(group: SaltGroup, brandIndex: number, slugSuffix = ''): SeedRow {
  const [name, manufacturer, mrp, packOverride] = group.brands[brandIndex]!;
  const slug = slugify(name) + slugSuffix;
  // A deterministic 4–18 % discount, rounded down to the paisa so price never exceeds MRP.
  const discount = 0.04 + (hashString(slug) % 15) / 100;
  const price = Math.floor(mrp * (1 - discount) * 100) / 100;
  const pack = packOverride ?? group.pack;
  const strengthText = group.strength ? ` ${group.strength}` : '';
  return {
    $id: rowIdFromSlug(slug),
    name,
    slug,
    salt_composition: group.salt,
    strength: group.strength,
    salt_key: saltKey(group.salt, group.strength),
    dosage_form: group.form,
    pack_size: pack,
    manufacturer,
    mrp,
    price,
    schedule: group.schedule,
    rx_required: group.rxRequired ?? group.schedule !== 'none',
    gst_rate: group.gst,
    hsn: group.hsn,
    category_id: categoryRowId(group.category),
    description: `${group.salt}${strengthText} ${group.form.toLowerCase()}, ${pack}. Illustrative listing (source: ${DATA_SOURCE}); MRP and price are demo values, not real prices.`,
    is_active: true,
    // Issue 16 §6: devices are non-medicinal (returnable unopened within 7 days); injections
    // (cold chain) and personal care items are never returnable (SPEC §5).
    medicinal: group.medicinal ?? group.category !== 'devices',
    non_returnable:
      group.nonReturnable ??
      (group.form === 'Injection' ? 'temperature_controlled' : group.form === 'Shampoo' ? 'personal_care' : null),
    barcode: brandIndex === 0 && slugSuffix === '' ? demoBarcode(slug) : null,
  };
}

export function buildProducts(): SeedRow[] {
  return SALT_GROUPS.flatMap((group) => group.brands.map((_, brandIndex) => productRow(group, brandIndex)));
}

export interface InventoryOptions {
  /** "Today" for expiry dates; injected so tests are deterministic. */
  now: Date;
  /** Share of products a store stocks (the demo store stocks everything). */
  coverage?: number;
}

function batchCode(random: Random, now: Date): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const year = String(now.getUTCFullYear() % 100).padStart(2, '0');
  return `${pick(random, [...letters])}${pick(random, [...letters])}${year}${String(randomInt(random, 0, 9999)).padStart(4, '0')}`;
}

function expiryDate(random: Random, now: Date): Date {
  const roll = random();
  // ~4 % of batches expire within 3 months, to exercise the near-expiry rules (SPEC §5, domain §2.7).
  const days = roll < 0.04 ? randomInt(random, 20, 85) : randomInt(random, 200, 900);
  return new Date(now.getTime() + days * DAY_MS);
}

export function buildInventory(
  products: readonly SeedRow[],
  stores: readonly SeedRow[],
  options: InventoryOptions,
): SeedRow[] {
  const coverage = options.coverage ?? 0.85;
  const rows: SeedRow[] = [];
  stores.forEach((store, storeIndex) => {
    const random = createRandom(hashString(`inventory:${store.$id}`));
    // Each store prices a little differently, never above the product's own selling price.
    const storeDiscount = random() * 0.03;
    products.forEach((product, productIndex) => {
      const stocked = store.$id === DEMO_STORE_ID || random() < coverage;
      if (!stocked) return;
      const mrp = product.mrp as number;
      const sellingPrice = Math.min(mrp, Math.floor((product.price as number) * (1 - storeDiscount) * 100) / 100);
      rows.push({
        $id: `inv-${storeIndex.toString(36)}-${productIndex.toString(36)}`,
        // No row permissions: only the inventory function writes, keeping the stock_movements ledger.
        store_id: store.$id,
        product_id: product.$id,
        batch: batchCode(random, options.now),
        expiry: expiryDate(random, options.now).toISOString(),
        stock: random() < 0.06 ? 0 : randomInt(random, 5, 240),
        selling_price: sellingPrice,
        mrp,
        import_id: null,
        visible: true,
      });
    });
  });
  return rows;
}

/** Low stock at or below this many units unless the store sets another level (shared/src/domain/inventory.ts). */
const SEED_LOW_STOCK_THRESHOLD = 10;

/**
 * The /store/inventory grid's rows: one per store × stocked product, as the inventory function's
 * refresh (appwrite/functions/lib/stores/inventory-summary.ts) computes them, with the same row id.
 */
export function buildInventoryProducts(
  products: readonly SeedRow[],
  stores: readonly SeedRow[],
  inventory: readonly SeedRow[],
): SeedRow[] {
  const productOf = new Map(products.map((p) => [p.$id, p]));
  const teamOfStore = new Map(stores.map((s) => [s.$id, String(s.team_id)]));
  const groups = new Map<string, SeedRow[]>();
  for (const row of inventory) {
    const key = `${String(row.store_id)}|${String(row.product_id)}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.entries()].map(([key, batches]) => {
    const [storeId, productId] = key.split('|') as [string, string];
    const product = productOf.get(productId)!;
    const inStock = batches.filter((b) => (b.stock as number) > 0);
    const stock = inStock.reduce((sum, b) => sum + (b.stock as number), 0);
    return {
      $id: createHash('sha256').update(key).digest('hex').slice(0, 36),
      $permissions: [`read("team:${teamOfStore.get(storeId)!}")`],
      store_id: storeId,
      product_id: productId,
      name: product.name,
      salt_composition: product.salt_composition,
      category_id: product.category_id,
      schedule: product.schedule,
      stock,
      batches: batches.length,
      next_expiry: inStock.length
        ? inStock.map((b) => String(b.expiry)).sort((a, b) => Date.parse(a) - Date.parse(b))[0]!
        : null,
      selling_price: inStock.length ? Math.min(...inStock.map((b) => b.selling_price as number)) : null,
      mrp: inStock.length ? Math.max(...inStock.map((b) => b.mrp as number)) : null,
      low_stock_threshold: SEED_LOW_STOCK_THRESHOLD,
      low_stock: stock <= SEED_LOW_STOCK_THRESHOLD,
    };
  });
}

export function buildBlogPosts(now: Date): SeedRow[] {
  return BLOG_POSTS.map((post) => ({
    $id: rowIdFromSlug(post.slug),
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: [...post.paragraphs, `_${ILLUSTRATIVE_NOTE}_`].join('\n\n'),
    author: post.author,
    tags: [...post.tags, DATA_SOURCE],
    published_at: new Date(now.getTime() - post.daysAgo * DAY_MS).toISOString(),
  }));
}

export function buildTestimonials(): SeedRow[] {
  return TESTIMONIALS.map((t, index) => ({
    $id: `testimonial-${index + 1}`,
    name: t.name,
    city: t.city,
    rating: t.rating,
    text: t.text,
    is_active: true,
  }));
}

export function buildBanners(): SeedRow[] {
  return BANNERS.map((banner, index) => ({
    $id: `banner-${index + 1}`,
    title: banner.title,
    subtitle: banner.subtitle,
    image_url: banner.imageUrl,
    link: banner.link,
    sort_order: (index + 1) * 10,
    is_active: true,
  }));
}

export const SEED_VERSION_KEY = 'seed_version';
export const SCALE_MARKER_KEY = 'seed_scale';

/** Public configuration rows (settings is world-readable: never put secrets here). */
export function buildSettings(): SeedRow[] {
  const entries: [string, string][] = [
    ['catalogue_source', DATA_SOURCE],
    ['store_search_radius_km', '5'],
    ['near_expiry_block_days', '90'],
    // A prescription is usable for this many months from its issue date (issue 14 §6).
    ['prescription_validity_months', '6'],
    // Order intake timers in minutes (issue 15; shared/src/domain/order-intake.ts INTAKE_SETTINGS).
    ['accept_window_minutes', '3'],
    ['rx_review_pause_max_minutes', '15'],
    ['slot_accept_lead_minutes', '60'],
    ['support_email', 'support@instamg.test'],
    ['support_phone', '+91 11 4000 0000'],
    ['not_serviceable_test_point', JSON.stringify(NOT_SERVICEABLE_POINT)],
    // Issue 14 §8: how long an unpaid order holds its stock, and how many a customer may have at once.
    ['unpaid_order_hold_minutes', '20'],
    ['max_unpaid_orders', '3'],
    // Issue 16: the fee added per redelivery after a failed delivery (paise; Shipping Policy), and
    // the wrong delivery codes before the code locks (appwrite/functions/lib/orders/fulfilment.ts).
    ['redelivery_fee_paise', '2500'],
    ['delivery_code_max_attempts', '5'],
    // Issue 16 §5: minutes the customer has to answer a substitute (shared/src/domain/substitution.ts).
    ['substitution_consent_minutes', '10'],
    // Issue 16 §6: how long after delivery an item may be reported for return (shared/src/domain/returns.ts).
    ['return_window_medicine_hours', '24'],
    ['return_window_non_medicinal_days', '7'],
    // Issue 18 §6: days in a store settlement cycle (weekly: Monday to Sunday in India).
    ['payout_cycle_days', '7'],
    // Issue 22 §6: cash on delivery for orders up to ₹2,000 (shared/src/domain/payment-method.ts).
    ['cod_max_order_paise', '200000'],
    // Issue 31 §2: cash-on-delivery orders one customer may have on the way at once. The demo
    // customers place several across the e2e specs on one backend, so the seed allows more than
    // the platform default (COD_SETTINGS.maxOpenOrdersPerCustomer, 3).
    ['cod_max_open_orders_per_customer', '10'],
  ];
  return entries.map(([key, value]) => ({ $id: key, key, value }));
}

/**
 * Rates with effective-from dates (issue 19 §7; research/domain.md): GST TCS 1% → 0.5% from
 * 10 Jul 2024, income-tax TDS (194-O) 1% → 0.1% from 1 Oct 2024, GST 18% on the platform's fees,
 * and an illustrative 10% commission. Each from the start of its day in India.
 */
export function buildRates(): SeedRow[] {
  const rates: [string, string, number, string, string][] = [
    ['rate-gst-tcs-2018', 'gst_tcs', 100, '2018-10-01', 'GST TCS 1% (Section 52 CGST Act)'],
    ['rate-gst-tcs-2024', 'gst_tcs', 50, '2024-07-10', 'GST TCS cut to 0.5% (Notification 15/2024)'],
    ['rate-tds-194o-2020', 'income_tax_tds', 100, '2020-10-01', 'TDS 1% u/s 194-O'],
    ['rate-tds-194o-2024', 'income_tax_tds', 10, '2024-10-01', 'TDS cut to 0.1% u/s 194-O (Finance Act 2024)'],
    ['rate-gst-fees-2017', 'gst_on_fees', 1800, '2017-07-01', 'GST 18% on commission and platform fees'],
    ['rate-commission-2026', 'commission', 1000, '2026-01-01', 'Illustrative platform commission'],
  ];
  return rates.map(([$id, kind, rate_bps, day, note]) => ({
    $id,
    kind,
    rate_bps,
    effective_from: new Date(`${day}T00:00:00.000+05:30`).toISOString(),
    note,
    created_by: 'seed',
  }));
}

/**
 * Demo coupons (issue 22 §6; rules in shared/src/domain/coupons.ts): one valid, one expired.
 * Admin/key-only rows: customers never list them, place-order checks a code they type.
 */
export function buildCoupons(now: Date): SeedRow[] {
  const day = 86_400_000;
  return [
    {
      $id: 'coupon-welcome10',
      code: 'WELCOME10',
      description: '10% off your order, up to ₹100, on items worth ₹199 or more',
      kind: 'percent',
      value: 10,
      max_discount_paise: 10_000,
      min_order_paise: 19_900,
      valid_from: new Date(now.getTime() - day).toISOString(),
      valid_until: new Date(now.getTime() + 365 * day).toISOString(),
      per_user_limit: 1,
      active: true,
      funded_by: 'platform',
      // Advertised in checkout's offers list (issue 40 §7); codes without it are private.
      listed: true,
    },
    {
      $id: 'coupon-diwali50',
      code: 'DIWALI50',
      description: '₹50 off (expired festival offer)',
      kind: 'flat',
      value: 5_000,
      max_discount_paise: null,
      min_order_paise: 0,
      valid_from: new Date(now.getTime() - 40 * day).toISOString(),
      valid_until: new Date(now.getTime() - 10 * day).toISOString(),
      per_user_limit: 1,
      active: true,
      funded_by: 'platform',
      listed: true,
    },
  ];
}

export function settingRow(key: string, value: string): SeedRow {
  return { $id: key, key, value };
}

export function buildStoreAdmins(): SeedRow[] {
  return DEMO_PEOPLE.filter((person) => person.store).map((person) => ({
    $id: `sa-${person.id}`,
    // Readable only by that user (and admins via the table); written only with an API key.
    $permissions: [`read("user:${person.id}")`],
    user_id: person.id,
    store_id: person.store!.storeId,
    role: person.store!.role,
  }));
}

/** The demo store's registered pharmacist, confirmed by the demo admin (issue 14 §6). */
export function buildStorePharmacists(teamIds: StoreTeamIds, now: Date): SeedRow[] {
  const admin = DEMO_PEOPLE.find((person) => person.labels.includes('admin'))!;
  return DEMO_PEOPLE.filter((person) => person.store?.pharmacist).map((person) => ({
    $id: `sp-${person.id}`,
    $permissions: [`read("user:${person.id}")`, `read("team:${teamOf(teamIds, person.store!.storeId)}")`],
    user_id: person.id,
    store_id: person.store!.storeId,
    name: person.name,
    pharmacy_council: person.store!.pharmacist!.council,
    registration_number: person.store!.pharmacist!.registrationNumber,
    confirmed_by: admin.id,
    confirmed_at: now.toISOString(),
    is_active: true,
  }));
}

export function buildAddresses(): SeedRow[] {
  const idOf = new Map(DEMO_PEOPLE.map((p) => [p.key, p.id]));
  return DEMO_ADDRESSES.map((address) => {
    const userId = idOf.get(address.owner)!;
    return {
      $id: address.id,
      // What Appwrite grants a client-created row by default (research/appwrite.md §7).
      $permissions: [`read("user:${userId}")`, `update("user:${userId}")`, `delete("user:${userId}")`],
      user_id: userId,
      name: address.name,
      address_line1: address.addressLine1,
      address_line2: address.addressLine2,
      city: address.city,
      state: address.state,
      postal_code: address.postalCode,
      latitude: address.latitude,
      longitude: address.longitude,
      is_default: address.isDefault,
    };
  });
}

export interface BaseDataset {
  categories: SeedRow[];
  products: SeedRow[];
  stores: SeedRow[];
  store_bank_accounts: SeedRow[];
  store_bank_details: SeedRow[];
  store_inventory: SeedRow[];
  inventory_products: SeedRow[];
  blog_posts: SeedRow[];
  testimonials: SeedRow[];
  banners: SeedRow[];
  settings: SeedRow[];
  rates: SeedRow[];
  coupons: SeedRow[];
  store_admins: SeedRow[];
  store_pharmacists: SeedRow[];
  addresses: SeedRow[];
}

export function buildBaseDataset(now: Date, teamIds: StoreTeamIds): BaseDataset {
  const products = buildProducts();
  const stores = buildStores(teamIds, now);
  const inventory = buildInventory(products, stores, { now });
  const bank = buildStoreBankAccounts(stores, now);
  return {
    categories: buildCategories(),
    products,
    stores,
    store_bank_accounts: bank.full,
    store_bank_details: bank.masked,
    store_inventory: inventory,
    inventory_products: buildInventoryProducts(products, stores, inventory),
    blog_posts: buildBlogPosts(now),
    testimonials: buildTestimonials(),
    banners: buildBanners(),
    settings: buildSettings(),
    rates: buildRates(),
    coupons: buildCoupons(now),
    store_admins: buildStoreAdmins(),
    store_pharmacists: buildStorePharmacists(teamIds, now),
    addresses: buildAddresses(),
  };
}

// ── Scale mode (benchmarks): deterministic synthetic rows, generated lazily ─────────────────────

export const SCALE_ID_PREFIX = 'scale-';
export const MAX_SCALE_STORES = 1_000_000;
export const MAX_SCALE_PRODUCTS = 100_000;

/** Centres synthetic stores scatter around: the serviced cities plus a few more large towns. */
const SCALE_CENTRES: { city: string; state: GstState; lon: number; lat: number; licence: [string, string] }[] = [
  { city: 'New Delhi', state: 'Delhi', lon: 77.209, lat: 28.6139, licence: ['DL', 'ND'] },
  { city: 'Mumbai', state: 'Maharashtra', lon: 72.8777, lat: 19.076, licence: ['MH', 'MUM'] },
  { city: 'Bengaluru', state: 'Karnataka', lon: 77.5946, lat: 12.9716, licence: ['KA', 'BLR'] },
  { city: 'Hyderabad', state: 'Telangana', lon: 78.4867, lat: 17.385, licence: ['TS', 'HYD'] },
  { city: 'Pune', state: 'Maharashtra', lon: 73.8567, lat: 18.5204, licence: ['MH', 'PUN'] },
  { city: 'Chennai', state: 'Tamil Nadu', lon: 80.2707, lat: 13.0827, licence: ['TN', 'CHN'] },
  { city: 'Kolkata', state: 'West Bengal', lon: 88.3639, lat: 22.5726, licence: ['WB', 'KOL'] },
  { city: 'Jaipur', state: 'Rajasthan', lon: 75.7873, lat: 26.9124, licence: ['RJ', 'JPR'] },
];

const scaleId = (kind: 's' | 'p', n: number) => `${SCALE_ID_PREFIX}${kind}-${n.toString(36).padStart(4, '0')}`;

export function syntheticStoreRow(n: number): SeedRow {
  const random = createRandom(hashString(`scale-store:${n}`));
  const centre = SCALE_CENTRES[n % SCALE_CENTRES.length]!;
  const id = scaleId('s', n);
  const name = `Synthetic Pharmacy ${n}`;
  return {
    $id: id,
    name,
    address: `Synthetic address ${n}, ${centre.city}`,
    city: centre.city,
    state: centre.state,
    postal_code: String(110001 + (n % 800000)).slice(0, 6),
    // ±0.35° (~35 km) around the centre keeps density realistic for radius queries.
    location: [round6(centre.lon + (random() - 0.5) * 0.7), round6(centre.lat + (random() - 0.5) * 0.7)],
    phone: `+91 ${String(7000000000 + (n % 999999999))}`,
    drug_license_number: makeDrugLicenceNumber(centre.licence[0], centre.licence[1], licenceSerial(n)),
    gstin: makeGstin(GST_STATE_CODES[centre.state], illustrativeFirmPan(name, n)),
    // No made-up rating (ADR 0015): the store-ratings function writes a store's figure.
    is_active: true,
    // Synthetic stores (benchmarks only) get no Appwrite team: 1M teams would dwarf the benchmark.
    // Anyone could create a team with this id, so scale mode never runs on a production project.
    team_id: `scale-team-${id}`,
  };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function syntheticProductRow(n: number): SeedRow {
  const group = SALT_GROUPS[n % SALT_GROUPS.length]!;
  const base = productRow(group, n % group.brands.length, `-synthetic-${n}`);
  const id = scaleId('p', n);
  return { ...base, $id: id, name: `${base.name as string} (synthetic ${n})` };
}

export function* syntheticRows(count: number, make: (n: number) => SeedRow): Generator<SeedRow> {
  for (let n = 1; n <= count; n++) yield make(n);
}

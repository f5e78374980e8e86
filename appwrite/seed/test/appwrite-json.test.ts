// Validates appwrite/appwrite.json: it must be pushable by appwrite-cli@12 (`push all --all --force`)
// and must carry the tables, indexes, permissions and buckets the product relies on.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadAppwriteConfig, parsePermission, tableDef, type ColumnDef, type TableDef } from '../src/schema.js';

const config = loadAppwriteConfig();

// Whitelists from appwrite-cli 12 lib/config.js (research/appwrite.md §12). Keys outside them are
// silently dropped by the CLI, so a typo would deploy a different schema than the dev server uses.
const TOP_LEVEL_KEYS = new Set([
  'projectId',
  'projectName',
  'endpoint',
  'settings',
  'functions',
  'sites',
  'tablesDB',
  'tables',
  'databases',
  'collections',
  'buckets',
  'teams',
  'topics',
]);
const DATABASE_KEYS = new Set(['$id', 'name', 'enabled']);
const TABLE_KEYS = new Set([
  '$id',
  '$permissions',
  'databaseId',
  'name',
  'enabled',
  'rowSecurity',
  'columns',
  'indexes',
]);
const COLUMN_KEYS = new Set([
  'key',
  'type',
  'required',
  'array',
  'size',
  'default',
  'min',
  'max',
  'format',
  'elements',
  'relatedTable',
  'relationType',
  'twoWay',
  'twoWayKey',
  'onDelete',
  'side',
  'encrypt',
]);
const INDEX_KEYS = new Set(['key', 'type', 'status', 'columns', 'orders']);
const BUCKET_KEYS = new Set([
  '$id',
  '$permissions',
  'fileSecurity',
  'name',
  'enabled',
  'maximumFileSize',
  'allowedFileExtensions',
  'compression',
  'encryption',
  'antivirus',
]);
// `ignore` is not in the CLI's whitelist (init/pull drop it) but `push functions` reads it from the
// file to leave paths out of the uploaded code (lib/commands/functions.js createDeployment).
const FUNCTION_KEYS = new Set([
  'path',
  '$id',
  'execute',
  'name',
  'enabled',
  'logging',
  'runtime',
  'specification',
  'scopes',
  'events',
  'schedule',
  'timeout',
  'entrypoint',
  'commands',
  'vars',
  'ignore',
]);
const TEAM_KEYS = new Set(['$id', 'name']);
const COLUMN_TYPES = new Set([
  'string',
  'integer',
  'double',
  'boolean',
  'datetime',
  'relationship',
  'point',
  'linestring',
  'polygon',
]);
const STRING_FORMATS = new Set(['email', 'url', 'ip', 'enum']);
const INDEX_TYPES = new Set(['key', 'fulltext', 'unique', 'spatial']);
const SPATIAL_TYPES = new Set(['point', 'linestring', 'polygon']);

const TABLE_IDS = [
  'categories',
  'products',
  'stores',
  'store_inventory',
  'store_admins',
  'addresses',
  'blog_posts',
  'testimonials',
  'banners',
  'settings',
  'orders',
  'order_items',
  'order_events',
  'prescriptions',
  'refund_requests',
  'order_refunds',
  'order_substitutions',
  'store_pharmacists',
  'prescription_verifications',
  'stock_movements',
  'store_order_decisions',
  'notifications',
  'store_applications',
  'audit_log',
  'order_contacts',
  'delivery_codes',
  'delivery_code_checks',
  'store_change_requests',
  'store_bank_accounts',
  'store_bank_details',
  'refund_bank_accounts',
  'refund_bank_details',
  'inventory_products',
  'inventory_imports',
  'listing_requests',
  'store_daily_stats',
  'rates',
  'admin_locks',
  'counters',
  'store_order_earnings',
  'ledger_entries',
  'reconciliation_exceptions',
  'store_payouts',
  'staff_invitations',
  'stock_alerts',
  'store_customers',
  'search_misses',
  'coupons',
  'coupon_redemptions',
  'phone_sign_in_codes',
  'consent_records',
  'data_requests',
  'grievance_tickets',
  'rx_requests',
  'rx_request_lines',
  'refills',
  'refill_runs',
  'push_subscriptions',
  'order_deliveries',
  'store_ratings',
  'store_earning_adjustments',
  'tracking_links',
];

// Every column the product searches with Query.search (which needs a fulltext index on exactly that column).
const SEARCHED_COLUMNS: Record<string, string[]> = {
  products: ['name', 'salt_composition', 'manufacturer'],
  stores: ['name'],
  blog_posts: ['title'],
  inventory_products: ['name', 'salt_composition'],
  store_customers: ['name'],
};

const ADMIN_WRITES = ['create("label:admin")', 'update("label:admin")', 'delete("label:admin")'];
const PUBLIC_CATALOGUE = ['read("any")', ...ADMIN_WRITES];

function extraKeys(object: object, allowed: Set<string>): string[] {
  return Object.keys(object).filter((key) => !allowed.has(key));
}

function column(table: TableDef, key: string): ColumnDef {
  const found = table.columns.find((c) => c.key === key);
  if (!found) throw new Error(`${table.$id} has no column ${key}`);
  return found;
}

/** MariaDB row width as utopia-php/database counts it (utf8mb4, strings > 16381 chars become TEXT). */
function rowWidthBytes(table: TableDef): number {
  return table.columns.reduce((total, c) => {
    if (c.array) return total + 20;
    switch (c.type) {
      case 'string': {
        const size = c.format === 'enum' ? Math.max(...(c.elements ?? ['']).map((e) => e.length)) : (c.size ?? 0);
        return total + (size > 16381 ? 20 : size * 4 + (size > 255 ? 2 : 1));
      }
      case 'boolean':
        return total + 1;
      default:
        return total + 8;
    }
  }, 0);
}

describe('appwrite.json — CLI 12 shape', () => {
  it('has only CLI-12 top-level keys and the fixed project/database ids', () => {
    expect(extraKeys(config, TOP_LEVEL_KEYS)).toEqual([]);
    expect(config.projectId).toBe('instamg');
    expect(config.projectName).toEqual(expect.any(String));
    expect(config.tablesDB).toEqual([{ $id: 'instamg', name: expect.any(String), enabled: true }]);
    for (const database of config.tablesDB) expect(extraKeys(database, DATABASE_KEYS)).toEqual([]);
  });

  it('declares exactly the product tables, all in database instamg', () => {
    expect(config.tables.map((t) => t.$id).sort()).toEqual([...TABLE_IDS].sort());
    for (const table of config.tables) {
      expect(extraKeys(table, TABLE_KEYS), table.$id).toEqual([]);
      expect(table.databaseId).toBe('instamg');
      expect(table.enabled).toBe(true);
      expect(typeof table.rowSecurity).toBe('boolean');
    }
  });

  it.each(TABLE_IDS)('%s: columns use only CLI-12 keys, types and sane options', (tableId) => {
    const table = tableDef(config, tableId);
    const keys = table.columns.map((c) => c.key);
    expect(new Set(keys).size, 'duplicate column key').toBe(keys.length);
    for (const c of table.columns) {
      const where = `${tableId}.${c.key}`;
      expect(extraKeys(c, COLUMN_KEYS), where).toEqual([]);
      expect(c.key, where).toMatch(/^[a-z][a-z0-9_]{0,35}$/);
      expect(COLUMN_TYPES.has(c.type), `${where} type ${c.type}`).toBe(true);
      expect(typeof c.required, where).toBe('boolean');
      // Appwrite rejects a default on a required column ("Cannot set default value for required attribute").
      if (c.required) expect(c.default ?? null, where).toBeNull();
      if (c.format !== undefined) {
        expect(c.type, where).toBe('string');
        expect(STRING_FORMATS.has(c.format), where).toBe(true);
      }
      if (c.format === 'enum') {
        expect(c.elements?.length, where).toBeGreaterThan(0);
        if (c.default != null) expect(c.elements, where).toContain(c.default);
      } else if (c.type === 'string') {
        expect(c.size, `${where} needs a size`).toBeGreaterThan(0);
        expect(c.elements, where).toBeUndefined();
      }
      if (c.type === 'integer' || c.type === 'double') {
        if (c.min !== undefined && c.max !== undefined) expect(c.min, where).toBeLessThanOrEqual(c.max);
        if (c.default != null) expect(typeof c.default, where).toBe('number');
        if (c.type === 'integer' && c.default != null) expect(Number.isInteger(c.default), where).toBe(true);
      } else {
        expect(c.min, where).toBeUndefined();
        expect(c.max, where).toBeUndefined();
      }
      if (c.type === 'boolean' && c.default != null) expect(typeof c.default, where).toBe('boolean');
      if (SPATIAL_TYPES.has(c.type)) expect(c.array ?? false, where).toBe(false);
    }
    expect(rowWidthBytes(table), `${tableId} row width`).toBeLessThan(65535);
  });

  it.each(TABLE_IDS)('%s: every index is CLI-12 shaped and names existing columns', (tableId) => {
    const table = tableDef(config, tableId);
    const indexKeys = table.indexes.map((i) => i.key);
    expect(new Set(indexKeys).size, 'duplicate index key').toBe(indexKeys.length);
    for (const index of table.indexes) {
      const where = `${tableId}.${index.key}`;
      expect(extraKeys(index, INDEX_KEYS), where).toEqual([]);
      expect(INDEX_TYPES.has(index.type), where).toBe(true);
      expect(index.columns.length, where).toBeGreaterThan(0);
      for (const key of index.columns) column(table, key);
      if (index.orders && index.orders.length > 0) {
        expect(index.orders.length, where).toBe(index.columns.length);
        for (const order of index.orders) expect(['ASC', 'DESC'], where).toContain(order);
      }
      if (index.type === 'fulltext') {
        for (const key of index.columns) expect(column(table, key).type, where).toBe('string');
      }
      if (index.type === 'spatial') {
        // Appwrite: "Spatial columns that are not required cannot be indexed".
        expect(index.columns, where).toHaveLength(1);
        const indexed = column(table, index.columns[0]!);
        expect(SPATIAL_TYPES.has(indexed.type), where).toBe(true);
        expect(indexed.required, where).toBe(true);
      } else {
        for (const key of index.columns) expect(SPATIAL_TYPES.has(column(table, key).type), where).toBe(false);
      }
    }
  });
});

describe('appwrite.json — what the product queries', () => {
  it.each(Object.entries(SEARCHED_COLUMNS))(
    '%s has a single-column fulltext index per searched column',
    (tableId, searched) => {
      const table = tableDef(config, tableId);
      for (const key of searched) {
        const fulltext = table.indexes.find(
          (i) => i.type === 'fulltext' && i.columns.length === 1 && i.columns[0] === key,
        );
        expect(fulltext, `${tableId}.${key}`).toBeDefined();
      }
    },
  );

  it("stores.location is a required point with a spatial index (store-locator's distanceLessThan)", () => {
    const stores = tableDef(config, 'stores');
    expect(column(stores, 'location')).toMatchObject({ type: 'point', required: true });
    expect(stores.indexes).toContainEqual(expect.objectContaining({ type: 'spatial', columns: ['location'] }));
  });

  it('indexes the filters the apps use', () => {
    const firstColumns = (tableId: string) => tableDef(config, tableId).indexes.map((i) => i.columns[0]);
    expect(firstColumns('products')).toEqual(expect.arrayContaining(['category_id', 'salt_key', 'schedule']));
    expect(firstColumns('addresses')).toContain('user_id'); // SPEC §7: filtered by user_id
    expect(firstColumns('store_admins')).toContain('user_id'); // SPEC §7: filtered by user_id, limit 1
    expect(firstColumns('store_inventory')).toEqual(expect.arrayContaining(['store_id', 'product_id']));
  });

  it('uniqueness: one inventory row per store+product+batch, unique slugs and setting keys', () => {
    const unique = (tableId: string) =>
      tableDef(config, tableId)
        .indexes.filter((i) => i.type === 'unique')
        .map((i) => i.columns);
    expect(unique('store_inventory')).toContainEqual(['store_id', 'product_id', 'batch']);
    expect(unique('products')).toContainEqual(['slug']);
    expect(unique('categories')).toContainEqual(['slug']);
    expect(unique('settings')).toContainEqual(['key']);
  });

  it('products carries the regulatory columns with the agreed domains', () => {
    const products = tableDef(config, 'products');
    expect(column(products, 'schedule')).toMatchObject({
      format: 'enum',
      elements: ['none', 'H', 'H1', 'X', 'NDPS'],
      required: true,
    });
    expect(column(products, 'rx_required')).toMatchObject({ type: 'boolean', required: true });
    expect(column(products, 'gst_rate')).toMatchObject({ type: 'integer', required: true, min: 0 });
    for (const key of ['mrp', 'price'])
      expect(column(products, key)).toMatchObject({ type: 'double', required: true, min: 0 });
    expect(column(tableDef(config, 'store_inventory'), 'stock')).toMatchObject({
      type: 'integer',
      min: 0,
      required: true,
    });
    expect(column(tableDef(config, 'store_admins'), 'role')).toMatchObject({
      format: 'enum',
      elements: ['owner', 'admin', 'manager', 'staff', 'delivery'],
    });
  });

  it('addresses match SPEC §3 (optional line 2 and coordinates)', () => {
    const addresses = tableDef(config, 'addresses');
    const required = addresses.columns
      .filter((c) => c.required)
      .map((c) => c.key)
      .sort();
    expect(required).toEqual(['address_line1', 'city', 'name', 'postal_code', 'state', 'user_id']);
    expect(column(addresses, 'latitude')).toMatchObject({ type: 'double', min: -90, max: 90 });
    expect(column(addresses, 'longitude')).toMatchObject({ type: 'double', min: -180, max: 180 });
    expect(column(addresses, 'is_default')).toMatchObject({ type: 'boolean', default: false });
    // Issue 22 §5: the recipient, optional (older addresses fall back to the account's name and phone).
    expect(column(addresses, 'recipient_name')).toMatchObject({ type: 'string', size: 128, required: false });
    expect(column(addresses, 'recipient_phone')).toMatchObject({ type: 'string', size: 13, required: false });
  });
});

describe('appwrite.json — permissions', () => {
  it('every table and bucket permission string parses', () => {
    const all = [...config.tables.flatMap((t) => t.$permissions), ...config.buckets.flatMap((b) => b.$permissions)];
    expect(all.length).toBeGreaterThan(0);
    for (const permission of all) expect(() => parsePermission(permission)).not.toThrow();
  });

  it.each(['categories', 'products', 'blog_posts', 'banners'])(
    '%s: public read, admin-only writes, no row security',
    (tableId) => {
      const table = tableDef(config, tableId);
      expect([...table.$permissions].sort()).toEqual([...PUBLIC_CATALOGUE].sort());
      expect(table.rowSecurity).toBe(false);
    },
  );

  it("every table's permissions are exactly what docs/permissions.json (the writers' source) states", () => {
    const documented = (
      JSON.parse(readFileSync(fileURLToPath(new URL('../../../docs/permissions.json', import.meta.url)), 'utf8')) as {
        tables: Record<string, { table: string[] }>;
      }
    ).tables;
    expect(Object.keys(documented).sort()).toEqual([...TABLE_IDS].sort());
    for (const table of config.tables)
      expect([...table.$permissions].sort(), table.$id).toEqual([...documented[table.$id]!.table].sort());
  });

  it('testimonials: public read, written only through admin-moderation (validated, audited; issue 19 §5)', () => {
    expect(tableDef(config, 'testimonials').$permissions).toEqual(['read("any")']);
    expect(tableDef(config, 'testimonials').rowSecurity).toBe(false);
  });

  it('settings: public read, written only through admin-settings (validated, audited), no row security', () => {
    expect(tableDef(config, 'settings').$permissions).toEqual(['read("any")']);
    expect(tableDef(config, 'settings').rowSecurity).toBe(false);
  });

  it('store_order_earnings: admins read the table; rows name the store owner and store admins; only functions write', () => {
    expect(tableDef(config, 'store_order_earnings').$permissions).toEqual(['read("label:admin")']);
    expect(tableDef(config, 'store_order_earnings').rowSecurity).toBe(true);
  });

  it('ledger_entries: admins read the table; rows name the store owner and store admins; only functions write; one line per (event, line_no)', () => {
    expect(tableDef(config, 'ledger_entries').$permissions).toEqual(['read("label:admin")']);
    expect(tableDef(config, 'ledger_entries').rowSecurity).toBe(true);
    const unique = tableDef(config, 'ledger_entries').indexes.find(
      (i: { key: string }) => i.key === 'event_line_unique',
    );
    expect(unique).toMatchObject({ type: 'unique', columns: ['event_key', 'line_no'] });
  });

  it('admin_locks: no permission at all (only the admin-users function, with its key)', () => {
    expect(tableDef(config, 'admin_locks').$permissions).toEqual([]);
    expect(tableDef(config, 'admin_locks').rowSecurity).toBe(true);
  });

  it('stores: public read, written only with a key (store-admin, store-onboarding: audited; issue 17 §3), no team grant; store_inventory: public read, written only with a key (the inventory function)', () => {
    expect(tableDef(config, 'stores').$permissions).toEqual(['read("any")']);
    expect(tableDef(config, 'store_inventory').$permissions).toEqual(['read("any")']);
  });

  it.each([
    'orders',
    'refund_requests',
    'order_refunds',
    'order_substitutions',
    'prescriptions',
    'store_pharmacists',
    'prescription_verifications',
    'stock_movements',
    'store_order_decisions',
    'notifications',
    'store_applications',
    'audit_log',
    'store_change_requests',
    'store_bank_accounts',
    'store_bank_details',
    'refund_bank_accounts',
    'refund_bank_details',
    'rates',
    'staff_invitations',
    'coupon_redemptions',
    'consent_records',
    'data_requests',
    'grievance_tickets',
    'rx_requests',
    'rx_request_lines',
    'refills',
    'refill_runs',
    'order_deliveries',
    'store_ratings',
  ])('%s: admins read; no client writes (functions only)', (tableId) => {
    expect(tableDef(config, tableId).$permissions).toEqual(['read("label:admin")']);
    expect(tableDef(config, tableId).rowSecurity).toBe(true);
  });

  it('coupons: only admins read and write (no guest or customer lists them); no row security', () => {
    const table = tableDef(config, 'coupons');
    expect(table.$permissions).toEqual(['read("label:admin")', ...ADMIN_WRITES]);
    expect(table.rowSecurity).toBe(false);
  });

  it('store_admins: only admins read the table; each row is granted to its user; only API keys write', () => {
    const table = tableDef(config, 'store_admins');
    expect(table.$permissions).toEqual(['read("label:admin")']);
    expect(table.rowSecurity).toBe(true);
  });

  it('addresses: signed-in users may create; everything else comes from row permissions', () => {
    const table = tableDef(config, 'addresses');
    expect(table.$permissions).toEqual(['create("users")']);
    expect(table.rowSecurity).toBe(true);
  });

  it('no table grants anything to guests or all users beyond read/create above', () => {
    for (const table of config.tables) {
      for (const permission of table.$permissions) {
        const { action, role } = parsePermission(permission);
        if (role === 'any' || role === 'guests') expect(action, `${table.$id} ${permission}`).toBe('read');
        if (role === 'users') expect(action, `${table.$id} ${permission}`).toBe('create');
        expect(action, `${table.$id}: use explicit actions, not write`).not.toBe('write');
      }
    }
  });
});

describe('appwrite.json — buckets, teams, functions', () => {
  const bucket = (id: string) => {
    const found = config.buckets.find((b) => b.$id === id);
    if (!found) throw new Error(`no bucket ${id}`);
    return found;
  };

  it('declares the eight buckets with CLI-12 keys', () => {
    expect(config.buckets.map((b) => b.$id).sort()).toEqual([
      'data_exports',
      'exports',
      'invoices',
      'prescriptions',
      'problem_photos',
      'product_images',
      'rx_request_files',
      'store_documents',
    ]);
    for (const b of config.buckets) {
      expect(extraKeys(b, BUCKET_KEYS), b.$id).toEqual([]);
      expect(['none', 'gzip', 'zstd']).toContain(b.compression);
      for (const ext of b.allowedFileExtensions) expect(ext).toMatch(/^[a-z0-9]+$/);
    }
  });

  it('data_exports: no bucket permission (each file its owner only, issue 39 §2), file security, json and its html summary, encrypted', () => {
    expect(bucket('data_exports')).toMatchObject({
      $permissions: [],
      fileSecurity: true,
      allowedFileExtensions: ['json', 'html'],
      encryption: true,
      enabled: true,
    });
  });

  it('prescriptions: private, create by users, admins read (issue 19 §5), file security, 10 MB, images + pdf + heic', () => {
    expect(bucket('prescriptions')).toMatchObject({
      $permissions: ['create("users")', 'read("label:admin")'],
      fileSecurity: true,
      maximumFileSize: 10485760,
      enabled: true,
    });
    expect([...bucket('prescriptions').allowedFileExtensions].sort()).toEqual(['heic', 'jpeg', 'jpg', 'pdf', 'png']);
  });

  it('product_images: world-readable, admin-written, image types only', () => {
    const b = bucket('product_images');
    expect([...b.$permissions].sort()).toEqual([...PUBLIC_CATALOGUE].sort());
    expect(b.fileSecurity).toBe(false);
    for (const ext of b.allowedFileExtensions)
      expect(['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'heic']).toContain(ext);
  });

  it('store_documents: private, create by users, file security, 10 MB, pdf + images', () => {
    expect(bucket('store_documents')).toMatchObject({
      $permissions: ['create("users")'],
      fileSecurity: true,
      maximumFileSize: 10485760,
    });
    expect([...bucket('store_documents').allowedFileExtensions].sort()).toEqual(['jpeg', 'jpg', 'pdf', 'png']);
  });

  it('per-store teams are data, not schema', () => {
    expect(config.teams).toEqual([]);
    for (const team of config.teams) expect(extraKeys(team, TEAM_KEYS)).toEqual([]);
  });

  it('declares only CLI-12 function keys, each with its code folder', () => {
    for (const fn of config.functions) {
      expect(extraKeys(fn, FUNCTION_KEYS)).toEqual([]);
      expect(existsSync(fileURLToPath(new URL(`../../${fn.path}/package.json`, import.meta.url)))).toBe(true);
    }
  });

  it('deploys every function as its prebuilt bundle: nothing to install or build on Appwrite, no .env in the code', () => {
    for (const fn of config.functions) {
      expect(fn, fn.$id).toMatchObject({ entrypoint: 'dist/main.js', commands: '' });
      expect(fn.ignore, fn.$id).toEqual(expect.arrayContaining(['.env', 'node_modules', 'src']));
      expect(fn.ignore, fn.$id).not.toContain('dist');
    }
  });

  it('declares store-locator as agreed', () => {
    const fn = config.functions.find((f) => f.$id === 'store-locator')!;
    expect(extraKeys(fn, FUNCTION_KEYS)).toEqual([]);
    expect(fn).toMatchObject({
      $id: 'store-locator',
      path: 'functions/store-locator',
      runtime: 'node-22',
      entrypoint: 'dist/main.js',
      commands: '',
      execute: ['any'],
      scopes: ['rows.read', 'tables.read'],
      timeout: 15,
      enabled: true,
    });
  });
});

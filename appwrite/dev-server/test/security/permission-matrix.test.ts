import { readFileSync } from 'node:fs';
import { teamRolesOf } from '@instamg/shared/domain/store-staff';
import { resolve } from 'node:path';
import {
  Client as WebClient,
  ID,
  Permission,
  Role,
  TablesDB as WebTablesDB,
  type AppwriteException as WebException,
  type Models,
} from 'appwrite';
import { TablesDB as ServerTablesDB, Teams, Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { signIn, type SignedInUser } from '../web-client.ts';
import { loadPermissionsTable, rowPermissions, type Principal } from './permissions-table.ts';

/**
 * The permission matrix of docs/permissions.md, asserted cell by cell against the dev server:
 * every actor × every table in appwrite.json × list/get/create/update/delete. EXPECTED below is
 * the one place the expectations live; it is a transcription of docs/permissions.md (where the
 * docs split "row X"/"row Y", the row under test is store X's / customer A's / staff X's).
 */
type Actor = 'guest' | 'customerA' | 'customerB' | 'staffX' | 'ownerX' | 'staffY' | 'admin' | 'key';
type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';
/**
 * ok = allowed; own = list shows only the caller's rows; none = list answers 200 with no rows;
 * sees / hidden = list answers 200 with / without the row under test; 401/404 = that error.
 */
type Outcome = 'ok' | 'own' | 'none' | 'sees' | 'hidden' | 401 | 404;

const ACTORS: Actor[] = ['guest', 'customerA', 'customerB', 'staffX', 'ownerX', 'staffY', 'admin', 'key'];
const OPERATIONS: Operation[] = ['list', 'get', 'create', 'update', 'delete'];

const all = (o: Outcome): Record<Actor, Outcome> =>
  Object.fromEntries(ACTORS.map((a) => [a, o])) as Record<Actor, Outcome>;
const only = (allowed: Actor[], otherwise: Outcome): Record<Actor, Outcome> =>
  Object.fromEntries(ACTORS.map((a) => [a, allowed.includes(a) ? 'ok' : otherwise])) as Record<Actor, Outcome>;
const PERMISSIONS = loadPermissionsTable();
/** create/update/delete cells of a table, from docs/permissions.json. */
const writes = (table: string): Record<'create' | 'update' | 'delete', Record<Actor, Outcome>> => {
  const rules = PERMISSIONS.tables[table]!;
  const cell = (op: 'create' | 'update' | 'delete') =>
    only(
      ACTORS.filter((a) => rules[op].includes(a as Principal)),
      401,
    );
  return { create: cell('create'), update: cell('update'), delete: cell('delete') };
};
const publicRead = { list: all('ok'), get: all('ok') };
const listedFor = (who: Actor[]): Record<Actor, Outcome> =>
  Object.fromEntries(ACTORS.map((a) => [a, who.includes(a) ? 'sees' : 'hidden'])) as Record<Actor, Outcome>;
/** Readers of customer A's order data at store X: A, X's team, admins (docs/permissions.md). */
const orderReaders: Actor[] = ['customerA', 'staffX', 'ownerX', 'admin', 'key'];
const readBy = (who: Actor[]) => ({ list: listedFor(who), get: only(who, 404) });

const READS: Record<string, Record<'list' | 'get', Record<Actor, Outcome>>> = {
  categories: publicRead,
  products: publicRead,
  blog_posts: publicRead,
  testimonials: publicRead,
  banners: publicRead,
  settings: publicRead,
  stores: publicRead,
  store_inventory: publicRead,
  // Row under test: staff X's own membership row.
  store_admins: {
    list: {
      guest: 'none',
      customerA: 'none',
      customerB: 'none',
      staffX: 'own',
      ownerX: 'own',
      staffY: 'own',
      admin: 'ok',
      key: 'ok',
    },
    get: only(['staffX', 'admin', 'key'], 404),
  },
  // Row under test: staff X's registration as X's pharmacist; X's team sees it (who may verify).
  store_pharmacists: readBy(['staffX', 'ownerX', 'admin', 'key']),
  // Row under test: customer A's address.
  addresses: {
    list: {
      guest: 'none',
      customerA: 'own',
      customerB: 'own',
      staffX: 'own',
      ownerX: 'own',
      staffY: 'own',
      admin: 'own',
      key: 'ok',
    },
    get: only(['customerA', 'key'], 404),
  },
  orders: readBy(orderReaders),
  order_items: readBy(orderReaders),
  order_events: readBy(orderReaders),
  refund_requests: readBy(orderReaders),
  order_refunds: readBy(orderReaders),
  order_substitutions: readBy(orderReaders),
  prescription_verifications: readBy(orderReaders),
  // A prescription row readable by its customer (before it is attached to an order); admins review it.
  prescriptions: readBy(['customerA', 'admin', 'key']),
  // Store X's ledger: X's team and admins.
  stock_movements: readBy(['staffX', 'ownerX', 'admin', 'key']),
  // Store X's decisions on its orders (issue 15): X's team and admins, never the customer.
  store_order_decisions: readBy(['staffX', 'ownerX', 'admin', 'key']),
  // Store X's inbox: X's team reads; marking read goes through store-notifications (Appwrite cannot limit an update to one column).
  notifications: readBy(['staffX', 'ownerX', 'admin', 'key']),
  // Store X's day in figures (issue 15 §7): X's owner, admins and managers (issue 18 §8: not staff) and
  // platform admins; recomputed only by the order functions (key).
  store_daily_stats: readBy(['ownerX', 'admin', 'key']),
  // A partner application: its applicant reads it, admins read every one; only store-onboarding (key) writes.
  store_applications: readBy(['customerA', 'admin', 'key']),
  // Append-only: functions write with the key, admins read, nobody changes a row.
  audit_log: readBy(['admin', 'key']),
  // The recipient's phone (issue 16 §2): like the order while it is active (order-contacts.sdk.test.ts: gone for the team after delivery).
  order_contacts: readBy(orderReaders),
  // An order's delivery view (issue 38, ADR 0011): like the order; the assigned rider reads it by user id (fulfilment.sdk.test.ts).
  order_deliveries: readBy(orderReaders),
  // The delivery code the customer shows the rider: the customer alone, not the store, not admins (issue 16 §4).
  delivery_codes: readBy(['customerA', 'key']),
  // Its salted hash and the failed tries: functions only.
  delivery_code_checks: readBy(['key']),
  // SMS sign-in codes (ADR 0007): the phone-sign-in function only, nobody else reads or writes.
  phone_sign_in_codes: readBy(['key']),
  // A store's requests to change its licences (issue 17 §3): its team and admins read; store-admin (key) writes.
  store_change_requests: readBy(['staffX', 'ownerX', 'admin', 'key']),
  // A store's payout account with the full number (issue 17): admins and functions only, never the store.
  store_bank_accounts: readBy(['admin', 'key']),
  // Its masked projection: the store team's owner (and admin role) and admins; not staff/manager/pharmacist, not store Y.
  store_bank_details: readBy(['ownerX', 'admin', 'key']),
  // A cash-on-delivery refund's bank account with the full number (issue 22 §6): admins and functions only.
  refund_bank_accounts: readBy(['admin', 'key']),
  // Its masked projection: the order's customer and admins; not another customer, not the store's team.
  refund_bank_details: readBy(['customerA', 'admin', 'key']),
  // Store X's inventory grid rows, CSV imports and listing requests (issue 18): X's team and admins.
  inventory_products: readBy(['staffX', 'ownerX', 'admin', 'key']),
  inventory_imports: readBy(['staffX', 'ownerX', 'admin', 'key']),
  listing_requests: readBy(['staffX', 'ownerX', 'admin', 'key']),
  // Commission and tax rates with effective-from dates (issue 19 §7): admins read; only admin-settings (key) writes.
  rates: readBy(['admin', 'key']),
  // The admin-users function's lock row (serialises admin revokes): nobody but the key.
  admin_locks: readBy(['key']),
  // place-order's order-number counters: nobody but the key (no skipped or reused numbers).
  counters: readBy(['key']),
  // A store's earnings per delivered order (issue 18 §5, §8): its owner and store admins, not staff
  // or managers (earnings.sdk.test.ts tries manager and pharmacist); only the functions (key) write.
  store_order_earnings: readBy(['ownerX', 'admin', 'key']),
  // The ledger (issue 31): the same readers as earnings for store X's lines; only the functions (key) write, never update.
  ledger_entries: readBy(['ownerX', 'admin', 'key']),
  // A store's settlement cycles (issue 18 §6): the same readers; settle-payouts and store-earnings (key) write.
  store_payouts: readBy(['ownerX', 'admin', 'key']),
  // A store's refund adjustments, one per refund (issue 31): the same readers as earnings; only the
  // functions (key) write — the order functions create them, settle-payouts marks the payout.
  store_earning_adjustments: readBy(['ownerX', 'admin', 'key']),
  // Reconciliation exceptions (issue 31 §3): admins read; reconcile-payments (key) writes, also when an admin resolves one.
  // No row security: anyone else's list is refused outright (401), a get answers 404.
  reconciliation_exceptions: { list: only(['admin', 'key'], 401), get: only(['admin', 'key'], 404) },
  // Customer A's "Notify me" (issue 22 §4): A alone reads (and deletes) it; only stock-alerts and inventory (key) write.
  stock_alerts: readBy(['customerA', 'key']),
  // A store's staff invitations (issue 18 §7): its owner and store admins; only store-staff (key) writes.
  staff_invitations: readBy(['ownerX', 'admin', 'key']),
  // A store's customers (issue 18 §3): its owner, store admins and managers (store-customers.sdk.test.ts
  // tries the manager), not staff, not store Y, never a customer; only the order functions (key) write.
  store_customers: readBy(['ownerX', 'admin', 'key']),
  // Searches without a result (issue 19 §6): admins read; catalog-search (key) writes; no user id.
  search_misses: readBy(['admin', 'key']),
  // Coupons (issue 22 §6): nobody but admins lists or reads them, not a guest with the code, not a
  // customer; place-order (key) checks the code the customer typed. Redemptions: admins and the key.
  // No row security and no table read but admins': a list is refused outright (401), a get is 404.
  coupons: { list: only(['admin', 'key'], 401), get: only(['admin', 'key'], 404) },
  coupon_redemptions: readBy(['admin', 'key']),
  // Consent records (issue 39 §1): customer A and admins read A's; only privacy-consents (key) writes.
  consent_records: readBy(['customerA', 'admin', 'key']),
  // Download my data and grievances (issue 39 §2, §5): A and admins read A's; only privacy-requests (key) writes.
  data_requests: readBy(['customerA', 'admin', 'key']),
  // Web Push devices (issue 35 §3): only the device's user reads; only push-subscriptions (key) writes.
  push_subscriptions: readBy(['customerA', 'key']),
  grievance_tickets: readBy(['customerA', 'admin', 'key']),
  // Orders by prescription photo (issue 36 §4): the customer and the store's pharmacists (not its
  // staff: staffX is role staff; rx-requests.sdk.test.ts tries a pharmacist), admins; only rx-requests (key) writes.
  rx_requests: readBy(['customerA', 'admin', 'key']),
  rx_request_lines: readBy(['customerA', 'admin', 'key']),
  // Refills (issue 36 §3): the customer alone (and admins); only the refills function (key) writes.
  refills: readBy(['customerA', 'admin', 'key']),
  refill_runs: readBy(['customerA', 'admin', 'key']),
  // Ratings (issue 33 §6): the author and admins; not the store's team (store-ratings store_reviews
  // gives it first names only); only store-ratings (key) writes.
  store_ratings: readBy(['customerA', 'admin', 'key']),
  // Family tracking links (issue 38 §4): only their hashes are stored, and only delivery-tracking
  // (key) reads or writes them — not the customer who shared one, not the store, not admins.
  tracking_links: readBy(['key']),
};
const EXPECTED: Record<string, Record<Operation, Record<Actor, Outcome>>> = Object.fromEntries(
  Object.entries(READS).map(([table, reads]) => [table, { ...reads, ...writes(table) }]),
);

const DB = 'instamg';
const X = 'dl-dwarka-sec6';
const Y = 'dl-janakpuri-c';
const PASSWORD = 'Matrix-pass-2026';
const schemaTables = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../appwrite.json'), 'utf8')) as {
    tables: { $id: string }[];
  }
).tables.map((t) => t.$id);

let t: TestServer;
let tables: ServerTablesDB;
/** Store X's team, created as the seed does: a server-chosen id (issue 14 §9). */
let teamX = '';
const people = {} as Record<Exclude<Actor, 'guest' | 'key'>, SignedInUser>;

let counter = 0;
const unique = (): string => `${Date.now().toString(36)}${++counter}`;

/** A valid new row for each table (unique columns made unique). */
function rowData(table: string, owner = 'nobody'): Record<string, unknown> {
  const u = unique();
  switch (table) {
    case 'categories':
      return { name: `Cat ${u}`, slug: `cat-${u}` };
    case 'products':
      return {
        name: `Med ${u}`,
        slug: `med-${u}`,
        salt_composition: 'Paracetamol 500mg',
        salt_key: 'paracetamol-500',
        dosage_form: 'tablet',
        pack_size: '10 tablets',
        manufacturer: 'Cipla',
        mrp: 20,
        price: 18,
        schedule: 'none',
        rx_required: false,
        gst_rate: 5,
        hsn: '3004',
        category_id: 'c1',
      };
    case 'blog_posts':
      return { title: `Post ${u}`, slug: `post-${u}`, excerpt: 'e', content: 'c', author: 'a' };
    case 'testimonials':
      return { name: 'Ravi', city: 'Pune', rating: 5, text: 'Fast' };
    case 'banners':
      return { title: `Banner ${u}`, image_url: '/b.png' };
    case 'settings':
      return { key: `k-${u}`, value: 'v' };
    case 'stores':
      return {
        name: `Store ${u}`,
        address: 'a',
        city: 'Delhi',
        state: 'Delhi',
        postal_code: '110075',
        location: [77.04, 28.59],
        phone: '+911100000000',
        drug_license_number: 'DL-1',
        gstin: '07AAAAA0000A1Z5',
        team_id: `team-${u}`,
      };
    case 'store_inventory':
      return {
        store_id: X,
        product_id: 'p1',
        batch: `B-${u}`,
        expiry: '2027-01-31T00:00:00.000+00:00',
        stock: 5,
        selling_price: 10,
        mrp: 12,
      };
    case 'store_admins':
      return { user_id: `u-${u}`, store_id: `s-${u}`, role: 'staff' }; // (user_id, store_id) is unique
    case 'addresses':
      return {
        user_id: owner,
        name: 'Home',
        address_line1: '1 Main Rd',
        city: 'Delhi',
        state: 'Delhi',
        postal_code: '110075',
      };
    case 'orders':
      return {
        customer_id: owner,
        store_id: X,
        store_team_id: teamX,
        store_name: 'Store X',
        store_licence: 'DL-1',
        store_gstin: '07AAAAA0000A1Z5',
        status: 'placed',
        payment_status: 'pending',
        delivery_mode: 'express',
        address_line1: '1 Main Rd',
        city: 'Delhi',
        state: 'Delhi',
        postal_code: '110075',
        latitude: 28.59,
        longitude: 77.04,
        distance_km: 1.2,
        item_count: 1,
        items_mrp_total: 12,
        items_total: 10,
        discount: 0,
        delivery_fee: 0,
        gst_total: 0.5,
        total: 10,
        currency: 'INR',
        rx_status: 'not_required',
      };
    case 'order_items':
      return {
        order_id: `o-${u}`,
        product_id: 'p1',
        inventory_id: 'i1',
        batch: 'B1',
        product_name: 'Dolo 650',
        schedule: 'none',
        rx_required: false,
        quantity: 1,
        mrp: 12,
        unit_price: 10,
        line_total: 10,
        gst_rate: 5,
        gst_amount: 0.48,
      };
    case 'order_events':
      return { order_id: `o-${u}`, type: 'placed', actor_role: 'customer' };
    case 'prescriptions':
      return { user_id: owner, file_id: `f-${u}`, status: 'pending' };
    case 'refund_requests':
      return { order_id: `o-${u}`, user_id: owner, store_id: X, reason: 'Damaged strip', status: 'open', amount: 10 };
    case 'order_refunds':
      return { order_id: `o-${u}`, refund_id: `rf_o-${u}_s1`, amount: 10, status: 'pending' };
    case 'order_substitutions':
      return {
        order_id: `o-${u}`,
        item_id: `i-${u}`,
        number: 1,
        status: 'proposed',
        original_product_id: 'p1',
        original_product_name: 'Dolo 650',
        original_unit_price: 30,
        original_line_total: 30,
        product_id: 'p2',
        product_name: 'Calpol 650',
        schedule: 'none',
        rx_required: false,
        inventory_id: `inv-${u}`,
        batch: 'B1',
        quantity: 1,
        mrp: 32,
        unit_price: 28,
        line_total: 28,
        gst_rate: 12,
        gst_amount: 3,
        refund_amount: 2,
        proposed_by: 'staff',
        expires_at: '2026-11-01T00:10:00.000+00:00',
      };
    case 'store_pharmacists':
      return {
        user_id: owner,
        store_id: `s-${u}`, // (user_id, store_id) is unique
        name: 'Farah',
        pharmacy_council: 'Delhi Pharmacy Council',
        registration_number: `DPC/${u}`,
        confirmed_by: 'admin',
        confirmed_at: '2026-11-01T00:00:00.000+00:00',
      };
    case 'prescription_verifications':
      return {
        order_id: `o-${u}`,
        store_id: X,
        prescription_id: `rx-${u}`,
        decision: 'verified',
        lines: '[{"product_id":"p1","strength":"650mg","quantity":1}]',
        pharmacist_user_id: 'ph',
        pharmacist_name: 'Farah',
        pharmacy_council: 'Delhi Pharmacy Council',
        registration_number: 'DPC/1',
        verified_at: '2026-11-01T00:00:00.000+00:00',
      };
    case 'stock_movements':
      return {
        store_id: X,
        inventory_id: `i-${u}`,
        product_id: 'p1',
        batch: 'B1',
        kind: 'stock_adjusted',
        reason: 'Damaged strip',
        quantity_change: -1,
        stock_after: 4,
        actor_id: 'u1',
        actor_role: 'store',
      };
    case 'store_order_decisions':
      return {
        order_id: `o-${u}`,
        store_id: X,
        kind: 'rejected',
        reason: 'out_of_stock',
        actor_id: 'u1',
        actor_role: 'store',
        decided_at: '2026-11-01T00:00:00.000+00:00',
      };
    case 'notifications':
      return {
        store_id: X,
        kind: 'new_order',
        order_id: `o-${u}`,
        title: 'New order',
        body: 'Order #ABC123',
        dedupe_key: `n-${u}`,
      };
    case 'store_daily_stats':
      // One row per store and day (unique index): the day is made unique per fixture row.
      return {
        store_id: X,
        day: u.slice(-10),
        status_counts: '{}',
        rejections_by_reason: '{}',
        computed_at: '2026-11-01T00:00:00.000+00:00',
      };
    // applicant_id is unique (one application per applicant); who reads the row is its permission.
    case 'store_applications':
      return { applicant_id: `a-${u}`, status: 'submitted', legal_name: 'Matrix Pharma' };
    case 'audit_log':
      return {
        actor_id: 'admin',
        actor_role: 'admin',
        action: 'approve',
        entity_type: 'store_application',
        entity_id: `a-${u}`,
      };
    case 'order_contacts':
      return { order_id: `o-${u}`, recipient_name: 'Asha Rao', phone: '+919800000001' };
    case 'delivery_codes':
      return { order_id: `o-${u}`, code: '4821', issued_at: '2026-11-01T00:00:00.000+00:00' };
    case 'order_deliveries':
      return {
        order_id: `o-${u}`,
        store_id: X,
        order_number: `IMG-${u}`,
        order_status: 'ready_for_pickup',
        rider_id: 'rider',
        rider_first_name: 'Ravi',
        assigned_at: '2026-11-01T00:00:00.000+00:00',
        item_count: 1,
        address: '12 Janpath, New Delhi',
        recipient_first_name: 'Asha',
        cod_amount_paise: 0,
      };
    case 'delivery_code_checks':
      return { order_id: `o-${u}`, code_hash: 'a'.repeat(64), salt: 'b'.repeat(32), failed_attempts: 0 };
    case 'store_change_requests':
      return { store_id: X, kind: 'licence', requested_by: 'u1', changes: '{}', status: 'pending' };
    case 'store_bank_accounts':
      return {
        store_id: X,
        account_holder: 'Asha Medicos',
        account_number: '501001234567',
        account_last4: '4567',
        account_masked: 'XXXXXX4567',
        ifsc: 'HDFC0001234',
        updated_at: '2026-11-01T00:00:00.000+00:00',
      };
    case 'store_bank_details':
      // store_id is unique (one row per store): made unique per fixture row.
      return {
        store_id: `s-${u}`,
        account_holder: 'Asha Medicos',
        account_last4: '4567',
        account_masked: 'XXXXXX4567',
        ifsc: 'HDFC0001234',
        updated_at: '2026-11-01T00:00:00.000+00:00',
      };
    case 'refund_bank_accounts':
      return {
        order_id: `o-${u}`,
        customer_id: 'customerA',
        account_holder: 'Asha Rao',
        account_number: '501001234567',
        account_last4: '4567',
        ifsc: 'HDFC0001234',
        submitted_at: '2026-11-01T00:00:00.000+00:00',
      };
    case 'refund_bank_details':
      return {
        order_id: `o-${u}`,
        account_holder: 'Asha Rao',
        account_last4: '4567',
        ifsc: 'HDFC0001234',
        submitted_at: '2026-11-01T00:00:00.000+00:00',
      };
    case 'inventory_products':
      return {
        store_id: X,
        product_id: `p-${u}`,
        name: 'Paracip 500 Tablet',
        salt_composition: 'Paracetamol (500mg)',
        category_id: 'c1',
        schedule: 'none',
        stock: 5,
        batches: 1,
        low_stock_threshold: 10,
        low_stock: true,
      };
    case 'inventory_imports':
      return { store_id: X, status: 'done', total: 1, processed: 1, created_by: 'u1' };
    case 'listing_requests':
      return { store_id: X, product_name: 'New Medicine 10mg', requested_by: 'u1', status: 'open' };
    case 'admin_locks':
      return { holder: `h-${u}`, acquired_at: '2026-01-01T00:00:00.000+00:00' };
    case 'counters':
      return { value: 1 };
    case 'rates':
      return {
        kind: 'commission',
        rate_bps: 1000,
        effective_from: '2026-01-01T00:00:00.000+00:00',
        created_by: 'admin',
      };
    case 'store_order_earnings': {
      const money = Object.fromEntries(
        [
          'item_value_paise',
          'delivery_fee_paise',
          'platform_coupon_paise',
          'gst_included_paise',
          'gross_paise',
          'taxable_value_paise',
          'commission_paise',
          'commission_gst_paise',
          'tcs_paise',
          'tds_paise',
          'cod_collected_paise',
          'net_paise',
          'refund_paise',
          'adjustment_gross_paise',
          'adjustment_commission_paise',
          'adjustment_commission_gst_paise',
          'adjustment_tcs_paise',
          'adjustment_tds_paise',
          'adjustment_net_paise',
        ].map((key) => [key, 100]),
      );
      return {
        store_id: X,
        order_id: `o-${u}`,
        delivered_at: '2026-01-01T00:00:00.000+00:00',
        order_status: 'delivered',
        ...money,
        commission_bps: 1000,
        gst_on_fees_bps: 1800,
        tcs_bps: 50,
        tds_bps: 10,
        computed_at: '2026-01-01T00:00:00.000+00:00',
      };
    }
    case 'reconciliation_exceptions':
      return {
        day: '2026-11-01',
        kind: 'refund_missing_in_books',
        order_id: `o-${u}`,
        ref: `rf_${u}`.slice(0, 64),
        expected_paise: 0,
        actual_paise: 100,
        status: 'open',
        detected_at: '2026-11-02T00:00:00.000+00:00',
      };
    case 'ledger_entries':
      return {
        event_key: `sale:o-${u}`,
        line_no: 0,
        event_kind: 'sale',
        account: 'store_payable',
        amount_paise: -100,
        occurred_at: '2026-01-01T00:00:00.000+00:00',
        order_id: `o-${u}`,
        store_id: X,
      };
    case 'store_earning_adjustments':
      return {
        store_id: X,
        order_id: `o-${u}`,
        event_key: `refund:rf_o-${u}`,
        kind: 'return',
        refund_paise: 100,
        gross_paise: -100,
        commission_paise: -10,
        commission_gst_paise: -2,
        tcs_paise: -1,
        tds_paise: 0,
        net_paise: -87,
        occurred_at: '2026-01-02T00:00:00.000+00:00',
        computed_at: '2026-01-02T00:00:00.000+00:00',
      };
    case 'store_payouts':
      return {
        store_id: X,
        cycle_start: '2026-01-01T00:00:00.000+00:00',
        // (store_id, cycle_end) is unique: one cycle per fixture row.
        cycle_end: new Date(Date.UTC(2026, 0, 8) + counter * 60_000).toISOString(),
        status: 'pending',
        orders_count: 1,
        adjustments_count: 0,
        gross_paise: 100,
        commission_paise: 10,
        commission_gst_paise: 2,
        tcs_paise: 1,
        tds_paise: 0,
        cod_collected_paise: 0,
        sales_net_paise: 87,
        adjustments_net_paise: 0,
        net_paise: 87,
        computed_at: '2026-01-08T00:00:00.000+00:00',
      };
    case 'stock_alerts':
      return { user_id: owner, product_id: `p-${u}`, store_id: X, sent: 0 };
    case 'staff_invitations':
      return {
        store_id: X,
        email: `invitee-${u}@example.in`,
        role: 'staff',
        pharmacist: false,
        status: 'pending',
        invited_by: 'u1',
        expires_at: '2026-11-04T00:00:00.000+00:00',
      };
    case 'store_customers':
      // (store_id, customer_id) is unique: one customer per fixture row.
      return {
        store_id: X,
        customer_id: `c-${u}`.slice(0, 36),
        name: 'Matrix Customer',
        order_count: 1,
        delivered_count: 1,
        cancelled_count: 0,
        active_count: 0,
        total_spent_paise: 100,
        first_order_at: '2026-01-01T00:00:00.000+00:00',
        last_order_at: '2026-01-01T00:00:00.000+00:00',
        computed_at: '2026-01-01T00:00:00.000+00:00',
      };
    case 'search_misses':
      // (day, query) is unique: one query per fixture row.
      return { day: '2026-01-01', query: `q ${u}`.slice(0, 64), count: 1, last_at: '2026-01-01T00:00:00.000+00:00' };
    case 'coupons':
      // code is unique: one per fixture row.
      return { code: `T${u}`.slice(0, 32).toUpperCase(), kind: 'percent', value: 10, min_order_paise: 0 };
    case 'phone_sign_in_codes':
      return {
        phone: `+9199${String(u).replace(/\D/g, '').padStart(8, '0').slice(-8)}`,
        challenge_id: `c${u}`.replace(/[^a-zA-Z0-9]/g, '').slice(0, 36),
        code_hash: 'a'.repeat(64),
        expires_at: '2026-11-01T00:00:00.000+00:00',
        tries: 0,
        sends: 1,
        window_started_at: '2026-11-01T00:00:00.000+00:00',
      };
    case 'coupon_redemptions':
      return {
        coupon_id: `c-${u}`,
        coupon_code: 'SAVE10',
        user_id: owner,
        slot: 1,
        order_id: `o-${u}`,
        discount_paise: 100,
      };
    case 'consent_records':
      return {
        user_id: owner,
        purpose: 'marketing',
        granted: true,
        text_version: 'marketing-2026-12-01',
        recorded_at: '2026-12-01T00:00:00.000+00:00',
      };
    case 'data_requests':
      return {
        user_id: owner,
        kind: 'export',
        status: 'ready',
        requested_at: '2026-12-01T00:00:00.000+00:00',
        due_at: '2027-03-01T00:00:00.000+00:00',
      };
    case 'grievance_tickets':
      return {
        ticket_number: `GRV-${String(u)
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(-12)}`,
        user_id: owner,
        subject: 'Late refund',
        message: 'My refund has not arrived.',
        status: 'open',
        created_at: '2026-12-01T00:00:00.000+00:00',
        ack_due_at: '2026-12-03T00:00:00.000+00:00',
        resolve_due_at: '2027-01-01T00:00:00.000+00:00',
      };
    case 'push_subscriptions':
      return {
        user_id: owner,
        endpoint: `https://fcm.googleapis.com/fcm/send/${u}`,
        p256dh: 'B'.repeat(87),
        auth: 'a'.repeat(22),
      };
    case 'rx_requests':
      return {
        customer_id: owner,
        address_id: `a-${u}`,
        latitude: 28.6,
        longitude: 77.2,
        file_ids: [`f-${u}`],
        state: 'reading',
        store_id: X,
        store_team_id: teamX,
        submitted_at: '2026-12-01T00:00:00.000+00:00',
      };
    case 'rx_request_lines':
      return {
        request_id: `r-${u}`,
        product_id: 'p1',
        product_name: 'Azee 500',
        schedule: 'H',
        quantity: 1,
        unit_price: 110,
        mrp: 120,
      };
    case 'refills':
      return {
        customer_id: owner,
        source_order_id: `o-${u}`,
        address_id: `a-${u}`,
        lines: '[]',
        interval_days: 30,
        state: 'active',
        run_out_day: '2026-12-30',
      };
    case 'refill_runs':
      return { refill_id: `r-${u}`, customer_id: owner, run_out_day: '2026-12-30', outcome: 'claimed' };
    case 'store_ratings':
      // order_id is unique: one order per fixture row.
      return {
        order_id: `o-${u}`.slice(0, 36),
        store_id: X,
        customer_id: owner,
        store_rating: 4,
        delivery_rating: 5,
        delivered_at: '2026-12-01T00:00:00.000+00:00',
        editable_until: '2026-12-08T00:00:00.000+00:00',
        rated_at: '2026-12-01T01:00:00.000+00:00',
        visibility: 'visible',
      };
    case 'tracking_links':
      // token_hash is unique: a fresh one per fixture row.
      return {
        order_id: `o-${u}`.slice(0, 36),
        token_hash: `${u}`.padEnd(64, '0').slice(0, 64),
        created_by: owner,
        created_at: '2026-12-01T00:00:00.000+00:00',
        expires_at: '2026-12-01T06:00:00.000+00:00',
      };
    default:
      throw new Error(`no fixture row for table ${table}: add one when appwrite.json gains a table`);
  }
}

/** The column each table's update cell changes, and a harmless new value. */
const UPDATE: Record<string, Record<string, unknown>> = {
  categories: { description: 'changed' },
  products: { description: 'changed' },
  blog_posts: { excerpt: 'changed' },
  testimonials: { city: 'Mumbai' },
  banners: { subtitle: 'changed' },
  settings: { value: 'changed' },
  stores: { hours: '9-21' },
  store_inventory: { stock: 7 },
  store_admins: { role: 'manager' },
  addresses: { name: 'Work' },
  orders: { rx_reason: 'checked' },
  order_items: { pack_size: '10 tablets' },
  order_events: { note: 'checked' },
  prescriptions: { note: 'checked' },
  refund_requests: { reason: 'Seal broken' },
  order_refunds: { status: 'refunded' },
  order_substitutions: { status: 'accepted' },
  store_pharmacists: { is_active: false },
  prescription_verifications: { reason: 'checked' },
  stock_movements: { reason: 'Recount' },
  store_order_decisions: { note: 'checked' },
  notifications: { read_at: '2026-11-01T00:00:00.000+00:00' },
  store_daily_stats: { sales_paise: 100 },
  store_applications: { reviewer_note: 'checked' },
  audit_log: { note: 'changed' },
  order_contacts: { phone: '+919800000002' },
  delivery_codes: { code: '1111' },
  order_deliveries: { rider_latitude: 28.6 },
  delivery_code_checks: { failed_attempts: 0 },
  store_change_requests: { note: 'changed' },
  store_bank_accounts: { account_number: '999999999999' },
  store_bank_details: { account_holder: 'Changed' },
  refund_bank_accounts: { account_number: '999999999999' },
  refund_bank_details: { account_holder: 'Changed' },
  inventory_products: { low_stock_threshold: 0 },
  inventory_imports: { status: 'failed' },
  listing_requests: { status: 'listed' },
  rates: { note: 'changed' },
  admin_locks: { holder: 'changed' },
  counters: { value: 2 },
  store_order_earnings: { net_paise: 1 },
  ledger_entries: { amount_paise: 1 },
  store_payouts: { utr: 'UTR000000000001' },
  store_earning_adjustments: { payout_id: 'po-someone-else' },
  reconciliation_exceptions: { status: 'resolved' },
  stock_alerts: { sent: 1 },
  staff_invitations: { status: 'revoked' },
  store_customers: { name: 'Changed' },
  search_misses: { count: 2 },
  coupons: { value: 90 },
  coupon_redemptions: { discount_paise: 1 },
  phone_sign_in_codes: { tries: 3 },
  consent_records: { granted: false },
  data_requests: { status: 'failed' },
  grievance_tickets: { status: 'resolved' },
  push_subscriptions: { store_id: 'store-x' },
  rx_requests: { note: 'changed' },
  rx_request_lines: { quantity: 2 },
  refills: { state: 'paused' },
  refill_runs: { outcome: 'placed' },
  store_ratings: { visibility: 'hidden' },
  tracking_links: { revoked_at: '2026-12-01T01:00:00.000+00:00' },
};

/** Row permissions as the seed and functions set them (docs/permissions.json). */
const fixturePermissions = (table: string, ownerId: string): string[] =>
  rowPermissions(PERMISSIONS.tables[table]!, ownerId, teamX);

/** Whose row the matrix's "row under test" is. */
const CUSTOMER_ROWS = [
  'addresses',
  'orders',
  'order_items',
  'order_events',
  'prescriptions',
  'refund_requests',
  'order_refunds',
  'order_substitutions',
  'prescription_verifications',
  'store_applications',
  'order_contacts',
  'order_deliveries',
  'delivery_codes',
  'stock_alerts',
  'refund_bank_details',
  'consent_records',
  'data_requests',
  'grievance_tickets',
  'push_subscriptions',
  'rx_requests',
  'rx_request_lines',
  'refills',
  'refill_runs',
  'store_ratings',
];
const rowOwner = (table: string): Actor =>
  CUSTOMER_ROWS.includes(table)
    ? 'customerA'
    : table === 'store_admins' || table === 'store_pharmacists'
      ? 'staffX'
      : 'key';
const userIdOf = (actor: Actor): string => (actor === 'guest' || actor === 'key' ? 'nobody' : people[actor].user.$id);

async function fixtureRow(table: string): Promise<Models.Row> {
  const owner = userIdOf(rowOwner(table));
  const data = table === 'store_admins' ? { ...rowData(table), user_id: owner } : rowData(table, owner);
  return tables.createRow({
    databaseId: DB,
    tableId: table,
    rowId: ID.unique(),
    data,
    permissions: fixturePermissions(table, owner),
  });
}

async function newUser(name: string, labels: string[] = []): Promise<string> {
  const users = new Users(t.serverClient());
  const user = await users.create({
    userId: ID.unique(),
    email: `${name.toLowerCase()}-${unique()}@example.in`,
    password: PASSWORD,
    name,
  });
  if (labels.length) await users.updateLabels({ userId: user.$id, labels });
  return user.email;
}

beforeAll(async () => {
  t = await startTestServer();
  tables = new ServerTablesDB(t.serverClient());
  const emails = {
    customerA: await newUser('CustomerA'),
    customerB: await newUser('CustomerB'),
    staffX: await newUser('StaffX'),
    ownerX: await newUser('OwnerX'),
    staffY: await newUser('StaffY'),
    admin: await newUser('Admin', ['admin']),
  };
  for (const [actor, email] of Object.entries(emails))
    people[actor as keyof typeof people] = await signIn(t, { email, password: PASSWORD });
  const teams = new Teams(t.serverClient());
  teamX = (await teams.create({ teamId: ID.unique(), name: `Store ${X}` })).$id;
  const teamY = (await teams.create({ teamId: ID.unique(), name: `Store ${Y}` })).$id;
  await teams.createMembership({ teamId: teamX, roles: ['staff'], userId: people.staffX.user.$id });
  // The owner as onboarding makes them: store_owner + admin, never Appwrite's team `owner` (security round 3).
  await teams.createMembership({ teamId: teamX, roles: teamRolesOf('owner'), userId: people.ownerX.user.$id });
  await teams.createMembership({ teamId: teamY, roles: ['staff'], userId: people.staffY.user.$id });
  // Each store person's own store_admins row, and an address for each customer, so "own" lists have something to show.
  for (const [actor, store, role] of [
    ['staffX', X, 'staff'],
    ['ownerX', X, 'owner'],
    ['staffY', Y, 'staff'],
  ] as const) {
    const id = people[actor].user.$id;
    await tables.createRow({
      databaseId: DB,
      tableId: 'store_admins',
      rowId: ID.unique(),
      data: { user_id: id, store_id: store, role },
      permissions: [Permission.read(Role.user(id))],
    });
  }
  for (const actor of ['customerA', 'customerB'] as const) {
    const id = people[actor].user.$id;
    await tables.createRow({
      databaseId: DB,
      tableId: 'addresses',
      rowId: ID.unique(),
      data: rowData('addresses', id),
      permissions: fixturePermissions('addresses', id),
    });
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Rows = Pick<ServerTablesDB, 'listRows' | 'getRow' | 'createRow' | 'updateRow' | 'deleteRow'>;
function client(actor: Actor): Rows {
  if (actor === 'key') return tables;
  // A guest is the web SDK without a session: exactly what a visitor's browser sends.
  if (actor === 'guest')
    return new WebTablesDB(new WebClient().setEndpoint(t.endpoint).setProject(t.projectId)) as unknown as Rows;
  return people[actor].tablesDB as unknown as Rows;
}

/** What actually happened: ok, or the error code (with the Appwrite type for the report). */
async function attempt(
  run: () => Promise<unknown>,
): Promise<{ outcome: 'ok' | number; type?: string; value?: unknown }> {
  try {
    return { outcome: 'ok', value: await run() };
  } catch (err) {
    const e = err as WebException;
    if (typeof e.code !== 'number' || !e.type) throw err;
    return { outcome: e.code, type: e.type };
  }
}

describe('permission matrix: every actor × every table in appwrite.json × list/get/create/update/delete', () => {
  it('EXPECTED covers exactly the tables appwrite.json declares', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...schemaTables].sort());
  });

  for (const table of schemaTables) {
    describe(table, () => {
      const expected = EXPECTED[table];
      let target: Models.Row;
      beforeAll(async () => {
        target = await fixtureRow(table);
      });

      for (const operation of OPERATIONS) {
        for (const actor of ACTORS) {
          const want = expected?.[operation][actor];
          it(`${actor} ${operation} → ${want ?? 'MISSING FROM EXPECTED'}`, async () => {
            if (!want) throw new Error(`EXPECTED has no cell for ${table}/${operation}/${actor}`);
            const rows = client(actor);
            const self = userIdOf(actor);
            let victim = target;
            if (operation === 'delete') victim = await fixtureRow(table); // deleting must not remove the shared row
            const result = await attempt(() => {
              switch (operation) {
                case 'list':
                  return rows.listRows({ databaseId: DB, tableId: table });
                case 'get':
                  return rows.getRow({ databaseId: DB, tableId: table, rowId: victim.$id });
                case 'create': {
                  const data = rowData(table, self);
                  return rows.createRow({ databaseId: DB, tableId: table, rowId: ID.unique(), data: data as never });
                }
                case 'update':
                  return rows.updateRow({
                    databaseId: DB,
                    tableId: table,
                    rowId: victim.$id,
                    data: UPDATE[table] as never,
                  });
                case 'delete':
                  return rows.deleteRow({ databaseId: DB, tableId: table, rowId: victim.$id });
              }
            });
            if (typeof want === 'number') {
              expect(
                result.outcome,
                `${actor} ${operation} on ${table}: got ${result.outcome} ${result.type ?? ''}`,
              ).toBe(want);
              expect(result.type).toBe(want === 404 ? 'row_not_found' : 'user_unauthorized');
              return;
            }
            expect(
              result.outcome,
              `${actor} ${operation} on ${table}: got ${result.outcome} ${result.type ?? ''}`,
            ).toBe('ok');
            if (operation === 'list') {
              const list = result.value as Models.RowList<Models.Row & { user_id?: string }>;
              if (want === 'none') expect(list.rows).toEqual([]);
              if (want === 'sees') expect(list.rows.map((r) => r.$id)).toContain(victim.$id);
              if (want === 'hidden') expect(list.rows.map((r) => r.$id)).not.toContain(victim.$id);
              if (want === 'own') {
                expect(list.rows.every((r) => r.user_id === self)).toBe(true);
                expect(list.total).toBe(list.rows.length);
              }
              if (want === 'ok' && (table === 'addresses' || table === 'store_admins')) {
                // "all": rows of several different users are visible.
                expect(new Set(list.rows.map((r) => r.user_id)).size).toBeGreaterThan(1);
              }
            }
            if (operation === 'get') expect((result.value as Models.Row).$id).toBe(victim.$id);
            if (operation === 'update') expect(result.value).toMatchObject(UPDATE[table]!);
            if (operation === 'delete')
              expect(
                (await attempt(() => tables.getRow({ databaseId: DB, tableId: table, rowId: victim.$id }))).outcome,
              ).toBe(404);
          });
        }
      }
    });
  }

  it('owner-only lists really show the caller’s rows: staff X sees exactly one store_admins row, customer A exactly their addresses', async () => {
    const staffRows = await people.staffX.tablesDB.listRows({ databaseId: DB, tableId: 'store_admins' });
    expect(staffRows.total).toBeGreaterThan(0);
    expect(staffRows.rows.every((r) => r.user_id === people.staffX.user.$id)).toBe(true);
    const aRows = await people.customerA.tablesDB.listRows({ databaseId: DB, tableId: 'addresses' });
    expect(aRows.total).toBeGreaterThan(0);
    expect(aRows.rows.every((r) => r.user_id === people.customerA.user.$id)).toBe(true);
    const bRows = await people.customerB.tablesDB.listRows({ databaseId: DB, tableId: 'addresses' });
    expect(bRows.rows.some((r) => r.user_id === people.customerA.user.$id)).toBe(false);
  });
});

describe("store team (security round 3): the store team's Appwrite owner is the platform, not the store owner", () => {
  it('through the Teams API every person is refused re-roling, inviting, removing, renaming and deleting; only the key may', async () => {
    const server = new Teams(t.serverClient());
    const members = (await server.listMemberships({ teamId: teamX })).memberships;
    const staffMembership = members.find((m) => m.userId === people.staffX.user.$id)!;
    const ownerMembership = members.find((m) => m.userId === people.ownerX.user.$id)!;
    const outcome = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'allowed',
        (e: { code?: number }) => e.code ?? 'error',
      );
    const seen: Record<string, unknown[]> = {};
    for (const actor of ['customerA', 'staffX', 'ownerX', 'staffY', 'admin'] as const) {
      const teams = people[actor].teams;
      seen[actor] = [
        await outcome(teams.updateMembership({ teamId: teamX, membershipId: staffMembership.$id, roles: ['owner'] })),
        await outcome(
          teams.createMembership({
            teamId: teamX,
            roles: ['owner'],
            userId: people.customerB.user.$id,
            url: 'http://localhost:3000/accept',
          }),
        ),
        // Someone else's membership (leaving one's own team is allowed, as in Appwrite).
        await outcome(
          teams.deleteMembership({
            teamId: teamX,
            membershipId: actor === 'staffX' ? ownerMembership.$id : staffMembership.$id,
          }),
        ),
        await outcome(teams.updateName({ teamId: teamX, name: 'Taken over' })),
        await outcome(teams.delete({ teamId: teamX })),
      ];
    }
    const member = [401, 401, 401, 401, 401];
    const outsider = [404, 404, 404, 404, 404];
    expect(seen).toEqual({ customerA: outsider, staffX: member, ownerX: member, staffY: outsider, admin: outsider });
    expect((await server.get({ teamId: teamX })).name).toBe(`Store ${X}`);
    expect((await server.getMembership({ teamId: teamX, membershipId: staffMembership.$id })).roles).toEqual(['staff']);
    // The platform (the functions' key) is the team's only writer.
    expect(
      (await server.updateMembership({ teamId: teamX, membershipId: staffMembership.$id, roles: ['staff'] })).roles,
    ).toEqual(['staff']);
  });
});

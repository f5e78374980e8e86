// Journey (issue 34, docs/decisions/0014-fast-panels.md): the panels' code now loads in a new
// order — on a panel route the shell fetches the panel remote beside its session check instead of
// after it, the remote starts the opened section's chunk as its routes module runs, and no
// mf_location code (the customer frame's delivery selector) is fetched at all. With every session
// check (GET /account) held back, the store panel's manifest and the order page's own chunks (as
// the build's dist/page-chunks.json names them) and the admin's orders page chunks are already
// requested; once the checks answer, each panel page still shows its data: an order of the demo
// store, the dashboard, the inventory grid, and the admin's orders grid.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { Permission, Role, TablesDB } from 'node-appwrite';
import { REMOTE_READY, remoteOrigin, type RemoteName } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { APPWRITE_ENDPOINT, seedCredentials, signInByApi } from '../auth/auth-helpers';
import { keyClient } from '../support/key-client';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const ORDER_ID = 'e2e-chunk-order';
const ORDER_NUMBER = 'IMG-2020-910001';

/** The page's own chunk files, from the remote's build report (scripts/lib/panel-chunks.mjs). */
function pageChunks(app: 'mf-store-panel' | 'mf-admin', page: string): string[] {
  const report = JSON.parse(readFileSync(join(repoRoot, app, 'dist/page-chunks.json'), 'utf8')) as {
    pages: { page: string; chunks: string[] }[];
  };
  const row = report.pages.find((entry) => entry.page === page);
  if (!row || row.chunks.length === 0) throw new Error(`${app}/dist/page-chunks.json has no chunks for ${page}`);
  return row.chunks;
}

test.beforeAll(async () => {
  const tables = new TablesDB(keyClient());
  const exists = await tables.getRow({ databaseId: 'instamg', tableId: 'orders', rowId: ORDER_ID }).then(
    () => true,
    () => false,
  );
  if (exists) return;
  const storeId = seedCredentials().stores.demo;
  const store = await tables.getRow({ databaseId: 'instamg', tableId: 'stores', rowId: storeId });
  const product = (await tables.listRows({ databaseId: 'instamg', tableId: 'products' })).rows[0]!;
  const customerId = seedCredentials().users.customerA.id;
  const permissions = [Permission.read(Role.user(customerId)), Permission.read(Role.team(String(store.team_id)))];
  await tables.createRow({
    databaseId: 'instamg',
    tableId: 'orders',
    rowId: ORDER_ID,
    permissions,
    data: {
      order_number: ORDER_NUMBER,
      customer_id: customerId,
      store_id: storeId,
      store_team_id: store.team_id,
      store_name: store.name,
      store_licence: store.drug_license_number,
      store_gstin: store.gstin,
      status: 'confirmed',
      payment_status: 'paid',
      payment_method: 'online',
      paid_at: new Date().toISOString(),
      delivery_mode: 'express',
      recipient_name: 'Chunk Order Customer',
      address_line1: '1 Test Road',
      city: 'New Delhi',
      state: 'Delhi',
      postal_code: '110075',
      latitude: 28.59,
      longitude: 77.04,
      distance_km: 1.2,
      item_count: 1,
      items_mrp_total: product.mrp,
      items_total: product.price,
      discount: 0,
      delivery_fee: 0,
      gst_total: 0,
      total: product.price,
      placed_total: product.price,
      currency: 'INR',
      rx_status: 'not_required',
    },
  });
  await tables.createRow({
    databaseId: 'instamg',
    tableId: 'order_items',
    rowId: `${ORDER_ID}-1`,
    permissions,
    data: {
      order_id: ORDER_ID,
      product_id: product.$id,
      inventory_id: 'e2e-chunk-batch',
      batch: 'B-1',
      product_name: product.name,
      pack_size: product.pack_size,
      schedule: product.schedule,
      rx_required: false,
      hsn: product.hsn,
      quantity: 1,
      mrp: product.mrp,
      unit_price: product.price,
      line_total: product.price,
      gst_rate: product.gst_rate,
      gst_amount: 0,
    },
  });
});

/**
 * Holds every session check (GET /account) until `release()`, and records each request's URL in
 * the order the page made them.
 */
async function holdSessionChecks(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  let release = () => {};
  const released = new Promise<void>((resolveHold) => (release = resolveHold));
  let held = 0;
  await page.route(`${APPWRITE_ENDPOINT()}/account`, async (route) => {
    if (route.request().method() === 'GET') {
      held += 1;
      await released;
    }
    await route.continue();
  });
  return { requested, release, held: () => held };
}

const fromRemote = (requested: string[], remote: RemoteName) =>
  requested.filter((url) => url.startsWith(`${remoteOrigin(remote)}/`));

test('the store panel’s remote and the section’s chunk load during the session check; the pages show their data', async ({
  page,
}) => {
  test.slow();
  await signInByApi(page, seedCredentials().users.owner);
  const session = await holdSessionChecks(page);
  await page.goto(`/store/orders/${ORDER_ID}`);
  await expect.poll(session.held, REMOTE_READY).toBeGreaterThan(0);
  const orderPage = pageChunks('mf-store-panel', '../order-detail/pages/OrderDetailPage');
  await expect
    .poll(() => {
      const files = fromRemote(session.requested, 'mf_store_panel');
      return (
        files.some((url) => url.endsWith('/mf-manifest.json')) &&
        orderPage.every((chunk) => files.some((url) => url.endsWith(chunk)))
      );
    }, REMOTE_READY)
    .toBe(true);
  // Nothing has answered who is signed in yet: the panel cannot have been rendered by the guard.
  await expect(page.getByRole('heading', { level: 1, name: `Order ${ORDER_NUMBER}` })).toHaveCount(0);
  session.release();

  await expect(page.getByRole('heading', { level: 1, name: `Order ${ORDER_NUMBER}` })).toBeVisible(REMOTE_READY);
  await expect(page.getByText('Chunk Order Customer').first()).toBeVisible();

  await page
    .getByRole('link', { name: /^Dashboard/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(REMOTE_READY);
  await page.goto('/store/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible(REMOTE_READY);
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible(REMOTE_READY);
  // The customer frame's delivery selector is never fetched on a panel route.
  expect(fromRemote(session.requested, 'mf_location')).toEqual([]);
});

test('the admin’s orders page chunks load during the session check, and its grid shows orders', async ({ page }) => {
  test.slow();
  await signInByApi(page, seedCredentials().users.admin);
  const session = await holdSessionChecks(page);
  await page.goto('/admin/orders');
  await expect.poll(session.held, REMOTE_READY).toBeGreaterThan(0);
  const ordersPage = pageChunks('mf-admin', '../orders/pages/OrderListPage');
  await expect
    .poll(
      () => ordersPage.every((chunk) => fromRemote(session.requested, 'mf_admin').some((url) => url.endsWith(chunk))),
      REMOTE_READY,
    )
    .toBe(true);
  session.release();

  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible(REMOTE_READY);
  await expect(page.getByRole('grid', { name: 'Orders' }).getByRole('row').nth(1)).toBeVisible(REMOTE_READY);
  expect(fromRemote(session.requested, 'mf_location')).toEqual([]);
});

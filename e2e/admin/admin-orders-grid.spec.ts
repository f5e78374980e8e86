// Journey: the admin opens /admin/orders (the panels' shared server-side grid over every order),
// sees rows, filters by dates and status, pages forward and back, sorts by total and exports the
// whole filtered view as CSV; the page runs MUI X on the shell's one MUI, and customer pages never
// load the grid. Orders are inserted with the e2e backend's API key, dated March 2020 so the date
// filter isolates this spec's rows from orders other specs create.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { Permission, Role, TablesDB } from 'node-appwrite';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { keyClient } from '../support/key-client';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const ORDERS = 60;
const STATUSES = ['placed', 'confirmed', 'delivered'] as const;
const orderId = (i: number) => `e2e-grid-${String(i).padStart(2, '0')}`;
/** The number people see (orders.order_number is unique; 2020's counter is never reached by real orders). */
const orderNumber = (i: number) => `IMG-2020-${String(700000 + i)}`;
const DELIVERED = Array.from({ length: ORDERS }, (_, i) => i).filter((i) => STATUSES[i % 3] === 'delivered');

function keyTables(): TablesDB {
  return new TablesDB(keyClient());
}

test.beforeAll(async () => {
  const customerId = seedCredentials().users.customerA.id;
  // A worker restarted after a failure runs this again on the same backend: insert once.
  const inserted = await keyTables()
    .getRow({ databaseId: 'instamg', tableId: 'orders', rowId: orderId(0) })
    .then(
      () => true,
      () => false,
    );
  if (inserted) return;
  const start = Date.parse('2020-03-02T09:00:00.000+05:30');
  await keyTables().createRows({
    databaseId: 'instamg',
    tableId: 'orders',
    rows: Array.from({ length: ORDERS }, (_, i) => ({
      $id: orderId(i),
      order_number: orderNumber(i),
      $createdAt: new Date(start + i * 6 * 3600_000).toISOString(),
      $permissions: [Permission.read(Role.user(customerId))],
      customer_id: customerId,
      store_id: 'store-x',
      store_team_id: 'store-store-x',
      store_name: `Grid Test Pharmacy ${i % 4}`,
      store_licence: 'DL-TEST-1',
      store_gstin: '07AAAAA0000A1Z5',
      status: STATUSES[i % 3],
      payment_status: i % 3 === 0 ? 'pending' : 'paid',
      delivery_mode: 'express',
      address_line1: '1 Test Road',
      city: 'New Delhi',
      state: 'Delhi',
      postal_code: '110001',
      latitude: 28.63,
      longitude: 77.21,
      distance_km: 1.2,
      item_count: 1,
      items_mrp_total: 500,
      items_total: 500,
      discount: 0,
      delivery_fee: 0,
      gst_total: 0,
      total: 100 + ((i * 37) % ORDERS) * 10 + 0.5,
      currency: 'INR',
      rx_status: 'not_required',
    })),
  });
});

const grid = (page: Page) => page.getByRole('grid', { name: 'Orders' });
const rowCount = (page: Page) => page.getByTestId('grid-row-count');

async function openFilteredOrders(page: Page): Promise<void> {
  await signInByApi(page, seedCredentials().users.admin);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible(REMOTE_READY);
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible(REMOTE_READY);
  const filters = page.getByRole('search', { name: 'Filter orders' });
  await filters.getByLabel('Placed from').fill('2020-03-01');
  await filters.getByLabel('Placed to').fill('2020-03-31');
  await expect(page).toHaveURL(/from=2020-03-01&to=2020-03-31/);
  await expect(rowCount(page)).toHaveText(`Rows 1–25 of ${ORDERS}`);
}

test('the admin filters, pages, sorts and exports every order of the view', async ({ page }) => {
  test.slow();
  await openFilteredOrders(page);
  // Newest first: the last inserted order tops the list.
  await expect(grid(page).getByRole('row').nth(1)).toContainText(orderNumber(ORDERS - 1));

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(rowCount(page)).toHaveText(`Rows 26–50 of ${ORDERS}`);
  await expect(grid(page).getByRole('row').nth(1)).toContainText(orderNumber(ORDERS - 26));
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(rowCount(page)).toHaveText(`Rows 51–60 of ${ORDERS}`);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(rowCount(page)).toHaveText(`Rows 26–50 of ${ORDERS}`);
  await expect(page).toHaveURL(/page=2&before=/);

  // Status filter starts again at page 1.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Delivered' }).click();
  await expect(page).toHaveURL(/status=delivered/);
  await expect(rowCount(page)).toHaveText(`Rows 1–${DELIVERED.length} of ${DELIVERED.length}`);

  // One sort column: total, cheapest first.
  await grid(page).getByRole('columnheader', { name: 'Total (₹)' }).click();
  await expect(page).toHaveURL(/sort=total\.asc/);
  const cheapest = DELIVERED.reduce((a, b) => ((a * 37) % ORDERS <= (b * 37) % ORDERS ? a : b));
  await expect(grid(page).getByRole('row').nth(1)).toContainText(orderNumber(cheapest));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(
    csv.startsWith(
      '\uFEFF"Order ID","Order number","Placed at","Status","Store","City","Delivery","Items","Total (INR)","Payment"\r\n',
    ),
  ).toBe(true);
  const lines = csv.slice(1).split('\r\n').slice(1, -1);
  expect(lines).toHaveLength(DELIVERED.length);
  // Every text cell is quoted (shared/src/domain/csv.ts); none of these holds a comma.
  const cells = (line: string) => line.split(',').map((cell) => cell.replace(/^"(.*)"$/, '$1'));
  expect(cells(lines[0]!)[0]).toBe(orderId(cheapest));
  expect(lines.every((line) => cells(line)[3] === 'delivered')).toBe(true);
  // Every order is named by its number too (IMG-YYYY-NNNNNN), next to the id.
  expect(cells(lines[0]!)[1]).toBe(orderNumber(cheapest));
  await expect(page.getByRole('status').filter({ hasText: `CSV downloaded (${DELIVERED.length} rows)` })).toBeVisible();
});

test('the admin finds an order by the number people quote, typed in any case', async ({ page }) => {
  await openFilteredOrders(page);
  const field = page.getByRole('search', { name: 'Filter orders' }).getByLabel('Order number');
  await field.fill('img-2020-70000x');
  await field.press('Enter');
  await expect(page.getByText('An order number reads like IMG-2026-000123.')).toBeVisible();
  await field.fill('img-2020-700007');
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`number=${orderNumber(7)}`));
  await expect(rowCount(page)).toHaveText('Rows 1–1 of 1');
  await expect(grid(page).getByRole('row').nth(1)).toContainText(orderNumber(7));
});

/** The JS files an app's build lists for one of its shared modules (its mf-manifest.json). */
function sharedAssets(app: 'shell' | 'mf-admin', name: string): string[] {
  const manifest = JSON.parse(readFileSync(join(repoRoot, app, 'dist', 'mf-manifest.json'), 'utf8')) as {
    shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
  };
  const entry = manifest.shared.find((shared) => shared.name === name);
  if (!entry) throw new Error(`${app} does not list ${name} in its manifest`);
  return [...entry.assets.js.sync, ...entry.assets.js.async];
}

test("the orders grid runs on the shell's one React and MUI, with one copy of the grid", async ({ page }) => {
  test.slow();
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        inject: (r: unknown) => renderers.push(r),
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await openFilteredOrders(page);
  const scope = await page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; useIn: string[] };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Record<string, Entry>> }> };
      }
    ).__FEDERATION__;
    const shell = Object.entries(federation.__SHARE__).find(([key]) => key.startsWith('shell:'))![1].default;
    const pick = (name: string) =>
      Object.entries(shell[name] ?? {}).map(([version, e]) => ({
        version,
        from: e.from,
        loaded: Boolean(e.loaded),
        useIn: e.useIn,
      }));
    return {
      renderers: (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: unknown[] } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.length,
      mui: pick('@instamg/shared/mui'),
      muiPanel: pick('@instamg/shared/mui-panel'),
      dataGrid: pick('@instamg/shared/data-grid'),
    };
  });
  expect(scope.renderers).toBe(1);
  // One version each of MUI, the MUI components only MUI X uses, and the data grid, all in use by mf_admin.
  expect(scope.mui).toEqual([
    expect.objectContaining({ from: 'shell', useIn: expect.arrayContaining(['shell', 'mf_admin']) }),
  ]);
  expect(scope.muiPanel).toEqual([expect.objectContaining({ loaded: true, useIn: ['mf_admin'] })]);
  expect(scope.dataGrid).toEqual([expect.objectContaining({ loaded: true, useIn: ['mf_admin'] })]);
  // `from` names the first app to load a module, not whose copy it is: the files fetched tell.
  // mui-panel came from the shell's build (on its MUI core), and none of mf-admin's own MUI copies was fetched.
  const fetched = (origin: string, file: string) =>
    requested.some((url) => url.startsWith(origin) && url.endsWith(file));
  const shellOrigin = `http://localhost:${process.env.SHELL_PORT}/`;
  const adminOrigin = `http://localhost:${process.env.ADMIN_PORT}/`;
  for (const file of sharedAssets('shell', '@instamg/shared/mui-panel'))
    expect(fetched(shellOrigin, file), file).toBe(true);
  const gridFiles = sharedAssets('mf-admin', '@instamg/shared/data-grid');
  const adminMuiCopies = [
    ...sharedAssets('mf-admin', '@instamg/shared/mui-panel'),
    ...sharedAssets('mf-admin', '@instamg/shared/mui'),
  ];
  expect(adminMuiCopies.filter((file) => !gridFiles.includes(file) && fetched(adminOrigin, file))).toEqual([]);
  // The grid takes the shell theme's text colour (a private MUI would fall back to MUI's default).
  const textColour = await grid(page).evaluate((element) => getComputedStyle(element).color);
  expect(textColour).not.toBe('rgba(0, 0, 0, 0.87)');
});

test('empty, failed and stale-page states say what happened and how to go on', async ({ page }) => {
  test.slow();
  await signInByApi(page, seedCredentials().users.admin);
  // No order on a day long ago.
  await page.goto('/admin/orders?from=2001-01-01&to=2001-01-02');
  await expect(grid(page).getByText('No orders match these filters.')).toBeVisible(REMOTE_READY);
  await expect(rowCount(page)).toHaveText('Rows 0 of 0');

  // A hand-edited link: what the grid could not use is said above it, and the rest still applies.
  await page.goto('/admin/orders?from=2001-01-01&to=2001-01-02&sort=nonsense');
  await expect(page.getByText('Some filters in the link were ignored: Ignored sort "nonsense".')).toBeVisible(
    REMOTE_READY,
  );
  await expect(rowCount(page)).toHaveText('Rows 0 of 0');

  // A page cursor whose row no longer exists (a hand-edited or old link).
  await page.goto('/admin/orders?page=2&after=no-such-order');
  await expect(page.getByText('This page of the list no longer exists')).toBeVisible(REMOTE_READY);
  await page.getByRole('button', { name: 'Back to the first page' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();

  // The backend failing: an error with Try again, which recovers.
  let failing = true;
  await page.route('**/tablesdb/instamg/tables/orders/rows?**', (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'Service unavailable',
            code: 503,
            type: 'general_server_error',
            version: '1.9.0',
          }),
        })
      : route.fallback(),
  );
  await page.goto('/admin/orders?status=delivered');
  await expect(page.getByText('Could not load the list.')).toBeVisible(REMOTE_READY);
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Could not load the list.')).toHaveCount(0);
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
});

test('on a 390 px phone the orders page fits the screen and the grid scrolls inside itself', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await openFilteredOrders(page);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeInViewport();
  // The columns are wider than the phone: the grid scrolls sideways, the page does not.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const scroller = grid(page).locator('.MuiDataGrid-virtualScroller');
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('orders-390.png') });
  const next = page.getByRole('button', { name: 'Next page' });
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await expect(rowCount(page)).toHaveText(`Rows 26–50 of ${ORDERS}`);
});

test('customer pages never load the grid or its extra MUI components', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/medicines');
  await expect(page.locator('main [data-boundary="mf-catalog"]').first()).toBeVisible(REMOTE_READY);
  const loaded = await page.evaluate(() => {
    type Entry = { loaded?: boolean };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Record<string, Entry>> }> };
      }
    ).__FEDERATION__;
    return Object.values(federation.__SHARE__).flatMap((scope) =>
      Object.entries(scope.default)
        .filter(
          ([name, versions]) =>
            /data-grid|mui-panel|charts|grid\//.test(name) && Object.values(versions).some((e) => e.loaded),
        )
        .map(([name]) => name),
    );
  });
  expect(loaded).toEqual([]);
  expect(requested.filter((url) => url.includes(`:${process.env.ADMIN_PORT}/`))).toEqual([]);
});

// Journey (issue 18 §4): the seeded owner opens /store/analytics for a custom range of three past
// days (in the URL) whose store_daily_stats rows this spec writes with the e2e backend's API key —
// the rows the order functions keep (appwrite/functions/lib/orders/rollups.ts); no other spec touches
// those days. The totals and the day-by-day table carry exactly the rows' figures (the day without a
// row reads as zeros), the four charts are drawn, a preset rewrites the URL, and the page passes
// axe's WCAG 2.1 A/AA rules at 390 px. The rows' `top_products` and `lost_items` (three seeded
// catalogue products) come back as the Top products and Lost sales tables with the products' names,
// and the stock value expiring in 30 / 90 days equals the sums of the demo store's batches the spec
// reads with the API key (the seed makes ~4 % of batches near-expiry).
import { Query, TablesDB, type Models } from 'node-appwrite';
import { storeDayRowId } from '../../shared/src/domain/store-daily-stats';
import { expiringStock, expiringWindow, type ExpiringBatchInput } from '../../shared/src/domain/expiring-stock';
import { formatPaise } from '../../shared/src/domain/settlement/settlement';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { keyClient } from './store-fixtures';
import { expectNoViolations } from '../support/axe';

const DB = 'instamg';
const FROM = '2025-03-01';
const TO = '2025-03-03';

const ROWS = [
  {
    day: '2025-03-01',
    received_count: 4,
    accepted_count: 3,
    acceptance_seconds_sum: 100,
    rejected_count: 1,
    rejections_by_reason: { out_of_stock: 1 },
    timed_out_count: 0,
    sales_paise: 123_456,
    delivered_paise: 50_000,
  },
  {
    day: '2025-03-03',
    received_count: 5,
    accepted_count: 2,
    acceptance_seconds_sum: 61,
    rejected_count: 2,
    rejections_by_reason: { out_of_stock: 1, store_closing: 1 },
    timed_out_count: 1,
    sales_paise: 99_999,
    delivered_paise: 0,
  },
];

test.use({ viewport: { width: 390, height: 844 } });

test('the owner reads sales, orders, acceptance and rejections of a range from the daily rollups', async ({ page }) => {
  test.slow();
  const { users, stores } = seedCredentials();
  const tablesDB = new TablesDB(keyClient());
  const store = await tablesDB.getRow({ databaseId: DB, tableId: 'stores', rowId: stores.demo });
  // Three seeded catalogue products for the product columns.
  const products = (
    await tablesDB.listRows<Models.DefaultRow>({
      databaseId: DB,
      tableId: 'products',
      queries: [Query.orderAsc('$id'), Query.limit(3), Query.select(['$id', 'name'])],
    })
  ).rows;
  const [p1, p2, p3] = products.map((p) => ({ id: p.$id, name: String(p.name) }));
  const productColumns: Record<string, { top_products: string; lost_items: string }> = {
    '2025-03-01': {
      top_products: JSON.stringify([
        [p1!.id, 2, 10_000],
        [p2!.id, 1, 500],
      ]),
      lost_items: JSON.stringify([[p1!.id, 'out_of_stock', 3, 3_000]]),
    },
    '2025-03-03': {
      top_products: JSON.stringify([[p2!.id, 30, 15_000]]),
      lost_items: JSON.stringify([
        [p3!.id, 'substitute_declined', 1, 1_250],
        [p1!.id, 'moved_away', 1, 1_000],
      ]),
    },
  };
  for (const row of ROWS) {
    await tablesDB.upsertRow({
      databaseId: DB,
      tableId: 'store_daily_stats',
      rowId: storeDayRowId(stores.demo, row.day),
      permissions: [`read("team:${String(store.team_id)}")`],
      data: {
        store_id: stores.demo,
        ...row,
        waiting_count: 0,
        rerouted_away_count: 0,
        routed_here_count: 0,
        rx_verified_count: 0,
        rx_rejected_count: 0,
        status_counts: JSON.stringify({ delivered: 1 }),
        rejections_by_reason: JSON.stringify(row.rejections_by_reason),
        ...productColumns[row.day],
        computed_at: new Date().toISOString(),
      },
    });
  }

  await signInByApi(page, users.owner);
  await page.goto(`/store/analytics?from=${FROM}&to=${TO}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible(REMOTE_READY);
  await expect(page.getByRole('button', { name: 'Custom', pressed: true })).toBeVisible();

  const totals = page.getByTestId('analytics-totals');
  const line = (label: string) => totals.getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(line('Orders received')).toContainText('9', { timeout: 20_000 });
  await expect(line('Sales')).toContainText('₹2,234.55');
  await expect(line('Delivered')).toContainText('₹500.00');
  await expect(line('Accepted')).toContainText('5');
  await expect(line('Timed out')).toContainText('1');
  // 5 of 9 decided (5 accepted, 3 rejected, 1 timed out); 161 s over 5 acceptances.
  await expect(line('Acceptance rate')).toContainText('56%');
  await expect(line('Average time to accept')).toContainText('32 s');
  await expect(line('Rejected: Out of stock')).toContainText('2');
  await expect(line('Rejected: Store closing')).toContainText('1');

  // Day by day, newest first; the day without a row is zeros.
  const daily = page.getByTestId('analytics-daily');
  const cells = async (day: string) =>
    (await daily.locator(`tr[data-day="${day}"]`).locator('th, td').allInnerTexts()).map((t) => t.trim());
  await expect(daily.locator('tbody tr')).toHaveCount(3);
  expect(await cells('2025-03-03')).toEqual(['3 Mar', '5', '₹999.99', '2', '2', '40%', '31 s']);
  expect(await cells('2025-03-02')).toEqual(['2 Mar', '0', '₹0.00', '0', '0', '—', '—']);
  expect(await cells('2025-03-01')).toEqual(['1 Mar', '4', '₹1,234.56', '3', '1', '75%', '33 s']);

  // The four charts are drawn, each captioned.
  for (const id of ['sales', 'orders', 'acceptance', 'rejections']) {
    const chart = page.getByTestId(`chart-analytics-${id}`);
    await expect(chart.locator('svg').first()).toBeVisible();
  }
  await expect(page.getByRole('figure', { name: 'Sales per day (₹)' })).toContainText('1 Mar');

  // Top products of the range: the days' top_products added up, best sales first, by name.
  // Cells of a table row, waited for (names arrive after the figures).
  const expectRow = (testId: string, key: string, cells: string[]) =>
    expect(page.getByTestId(testId).locator(`tr[data-row="${key}"]`).locator('th, td')).toHaveText(cells);
  const top = page.getByTestId('analytics-top-products');
  await expect(top.locator('tbody tr')).toHaveCount(2);
  await expectRow('analytics-top-products', p2!.id, [p2!.name, '31', '₹155.00']);
  await expectRow('analytics-top-products', p1!.id, [p1!.name, '2', '₹100.00']);
  await expect(top.locator('tbody tr').first()).toHaveAttribute('data-row', p2!.id);

  // Lost sales: the definition on the page, every product with quantity, value and why, and the total.
  await expect(page.getByTestId('lost-sales-definition')).toContainText('rejected as out of stock');
  const lost = page.getByTestId('analytics-lost');
  await expect(lost.locator('tbody tr')).toHaveCount(3);
  await expectRow('analytics-lost', p1!.id, [
    p1!.name,
    '4',
    '₹40.00',
    'Rejected: out of stock 3; Moved away unaccepted 1',
  ]);
  await expectRow('analytics-lost', p3!.id, [p3!.name, '1', '₹12.50', 'Substitute declined 1']);
  await expectRow('analytics-lost', 'total', ['Total', '5', '₹52.50', '']);
  for (const id of ['top-products', 'lost']) {
    const chart = page.getByTestId(`chart-analytics-${id}`);
    await expect(chart.locator('svg').first()).toBeVisible();
  }

  // Stock value expiring within 30 / 90 days: the demo store's batches in the window, summed.
  const now = new Date();
  const window = expiringWindow(now);
  const batches = (
    await tablesDB.listRows<Models.Row & ExpiringBatchInput>({
      databaseId: DB,
      tableId: 'store_inventory',
      queries: [
        Query.equal('store_id', stores.demo),
        Query.greaterThanEqual('expiry', window.from),
        Query.lessThan('expiry', window.to),
        Query.limit(5000),
      ],
    })
  ).rows;
  const expected = expiringStock(batches, now);
  const bands = page.getByTestId('analytics-expiring-bands');
  for (const band of expected.bands)
    await expect(bands.locator(`tr[data-band="${band.days}"]`).locator('th, td')).toHaveText([
      `${band.days} days`,
      String(band.batches),
      String(band.units),
      formatPaise(band.value_paise),
    ]);
  if (expected.batch_count > 0)
    await expect(page.getByTestId('analytics-expiring-batches').locator('tbody tr')).toHaveCount(
      expected.batches.length,
    );
  await expect(page.getByRole('link', { name: 'Near-expiry inventory' })).toHaveAttribute(
    'href',
    '/store/inventory?expiry=under_3_months',
  );

  await expectNoViolations(page);

  // A preset puts its range into the URL.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('button', { name: 'Last 7 days', pressed: true })).toBeVisible();
  await expect(daily.locator('tbody tr')).toHaveCount(7);
});

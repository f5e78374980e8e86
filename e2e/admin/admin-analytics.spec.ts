// Journey (issue 19 §6): the seeded admin opens /admin/analytics for three past days (in the URL)
// whose rollups this spec writes with the e2e backend's API key — two seeded stores' store_daily_stats
// rows (with their products), a store_customers row of a customer new in the range and two
// searches without a result; no other spec touches those days. The totals and the tables behind
// the charts carry exactly those figures, added up by the admin-analytics function.
import { Query, TablesDB } from 'node-appwrite';
import { storeDayRowId } from '../../shared/src/domain/store-daily-stats';
import { storeCustomerRowId } from '../../shared/src/domain/store-customers';
import { searchMissRowId } from '../../shared/src/domain/platform-analytics';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { keyClient } from '../store-panel/store-fixtures';
import { openAdmin } from './admin-helpers';

const DB = 'instamg';
const FROM = '2024-02-10';
const TO = '2024-02-12';

test('the admin reads GMV, orders, acceptance, top products, customers and missed searches of a range', async ({
  page,
}) => {
  test.slow();
  const { users, stores } = seedCredentials();
  const tablesDB = new TablesDB(keyClient());
  const demo = await tablesDB.getRow({ databaseId: DB, tableId: 'stores', rowId: stores.demo });
  const other = await tablesDB.getRow({ databaseId: DB, tableId: 'stores', rowId: stores.other });
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const products = (
    await tablesDB.listRows({ databaseId: DB, tableId: 'products', queries: [Query.orderAsc('$id'), Query.limit(2)] })
  ).rows;
  const [p1, p2] = products as [(typeof products)[number], (typeof products)[number]];
  const day = (store: typeof demo, d: string, f: Record<string, number | string>, top: unknown[]) =>
    tablesDB.upsertRow({
      databaseId: DB,
      tableId: 'store_daily_stats',
      rowId: storeDayRowId(store.$id, d),
      permissions: [`read("team:${String(store.team_id)}")`],
      data: {
        store_id: store.$id,
        day: d,
        waiting_count: 0,
        acceptance_seconds_sum: 0,
        routed_here_count: 0,
        rx_verified_count: 0,
        rx_rejected_count: 0,
        delivered_paise: 0,
        status_counts: '{}',
        rejections_by_reason: '{}',
        top_products: JSON.stringify(top),
        computed_at: new Date().toISOString(),
        ...f,
      },
    });
  const counts = { rejected_count: 0, timed_out_count: 0, rerouted_away_count: 0 };
  await Promise.all([
    // Its deliveries (issue 38 §5): 20, 20 and 40 minutes from acceptance, one after its promise.
    day(
      demo,
      '2024-02-10',
      {
        ...counts,
        received_count: 3,
        accepted_count: 3,
        sales_paise: 150_000,
        delivered_count: 3,
        delivered_late_count: 1,
        delivery_minutes: '{"20":2,"40":1}',
      },
      [
        [p1.$id, 4, 100_000],
        [p2.$id, 1, 50_000],
      ],
    ),
    day(
      demo,
      '2024-02-12',
      { ...counts, received_count: 2, accepted_count: 1, rejected_count: 1, sales_paise: 20_000 },
      [[p2.$id, 2, 20_000]],
    ),
    day(
      other,
      '2024-02-12',
      { ...counts, received_count: 1, accepted_count: 0, timed_out_count: 1, rerouted_away_count: 1, sales_paise: 0 },
      [],
    ),
  ]);
  const customerId = `e2e-analytics-customer`;
  await tablesDB.upsertRow({
    databaseId: DB,
    tableId: 'store_customers',
    rowId: storeCustomerRowId(stores.demo, customerId),
    permissions: [],
    data: {
      store_id: stores.demo,
      customer_id: customerId,
      name: 'Analytics Fixture',
      order_count: 2,
      delivered_count: 0,
      cancelled_count: 0,
      active_count: 0,
      total_spent_paise: 0,
      first_order_at: '2024-02-10T06:00:00.000Z',
      last_order_at: '2024-02-12T06:00:00.000Z',
      computed_at: new Date().toISOString(),
    },
  });
  for (const [query, count, d] of [
    ['e2e zzqx cream', 3, '2024-02-11'],
    ['e2e qqvv syrup', 1, '2024-02-12'],
  ] as const)
    await tablesDB.upsertRow({
      databaseId: DB,
      tableId: 'search_misses',
      rowId: searchMissRowId(query, d),
      data: { day: d, query, count, last_at: `${d}T06:00:00.000Z` },
    });

  // Issue 36 §2: a prescription photo the demo store priced 5 minutes after submission, today.
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'rx_requests',
    rowId: `e2e-rxsl-${Date.now().toString(36)}`,
    data: {
      customer_id: users.customerA.id,
      address_id: 'e2e-address',
      latitude: 28.58,
      longitude: 77.05,
      file_ids: ['e2e-file'],
      state: 'priced',
      store_id: demo.$id,
      store_team_id: String(demo.team_id),
      store_name: String(demo.name),
      submitted_at: new Date(Date.now() - 300_000).toISOString(),
      priced_at: new Date().toISOString(),
    },
  });
  await signInByApi(page, users.admin);
  await openAdmin(page, `/admin/analytics?from=${FROM}&to=${TO}`, 'Analytics');
  await expect(page.getByRole('button', { name: 'Custom', pressed: true })).toBeVisible();
  const totals = page.getByTestId('analytics-totals');
  const line = (label: string) => totals.getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(line('GMV')).toContainText('₹1,700.00', { timeout: 30_000 });
  await expect(line('Orders')).toContainText('6');
  // 4 accepted of 6 decided (1 rejected, 1 timed out).
  await expect(line('Acceptance rate')).toContainText('67%');
  await expect(line('Re-routes')).toContainText('1');
  await expect(line('New customers')).toContainText('1');
  await expect(line('Repeat rate')).toContainText('100% (1 of 1)');

  // The table behind the GMV chart: every day, newest first; the day without rows is zero.
  const gmv = page.getByTestId('chart-admin-analytics-gmv');
  await expect(gmv.locator('svg').first()).toBeAttached();
  const cells = async (name: string) =>
    (
      await gmv
        .getByRole('row', { name: new RegExp(`^${name}`) })
        .locator('th, td')
        .allInnerTexts()
    ).map((t) => t.trim());
  await expect(page.getByTestId('table-admin-analytics-gmv').locator('tbody tr')).toHaveCount(3);
  expect(await cells('12 Feb')).toEqual(['12 Feb', '₹200.00', '₹0.00']);
  expect(await cells('11 Feb')).toEqual(['11 Feb', '₹0.00', '₹0.00']);
  expect(await cells('10 Feb')).toEqual(['10 Feb', '₹1,500.00', '₹0.00']);

  const byStore = page.getByTestId('table-admin-analytics-stores');
  const demoRow = byStore.getByRole('row', { name: new RegExp(escape(String(demo.name))) });
  await expect(demoRow).toContainText('₹1,700.00');
  expect((await demoRow.locator('th, td').allInnerTexts()).slice(4).map((t) => t.trim())).toEqual([
    '3',
    '20 / 40 min',
    '1',
  ]);
  const top = page.getByTestId('table-admin-analytics-products');
  await expect(top.locator('tbody tr').first()).toContainText(String(p1.name));
  await expect(top.locator('tbody tr').first()).toContainText('₹1,000.00');
  await expect(top.getByRole('row', { name: new RegExp(escape(String(p2.name))) })).toContainText('₹700.00');
  const misses = page.getByTestId('table-admin-analytics-searches');
  await expect(misses.locator('tbody tr').first()).toContainText('e2e zzqx cream');
  await expect(misses.locator('tbody tr').first()).toContainText('3');

  // Today's prescription photo → priced cart per store.
  const service = page.getByTestId('rx-service-levels');
  await expect(service.getByRole('row', { name: new RegExp(escape(String(demo.name))) })).toContainText(/\d+ (s|min)/);
});

// Journey (issue 38 §5): the seeded admin opens /admin/analytics/delivery-times for three past days
// (in the URL) whose day rollups this spec writes with the e2e backend's API key — the two seeded
// stores' delivered orders as the order functions record them (minutes from acceptance to delivery
// and minutes after the SPEC §9 promise, as histograms; the late count); no other spec touches
// those days. The grid (1280 px) and the cards (390 px) carry exactly the figures the
// admin-analytics function ranks from them, sorted on the server; axe finds nothing at either size.
import { TablesDB } from 'node-appwrite';
import type { Page } from '@playwright/test';
import { storeDayRowId } from '../../shared/src/domain/store-daily-stats';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { keyClient } from '../store-panel/store-fixtures';
import { expectNoViolations } from '../support/axe';
import { openAdmin } from './admin-helpers';

const DB = 'instamg';
const FROM = '2024-03-04';
const TO = '2024-03-06';
const PATH = `/admin/analytics/delivery-times?from=${FROM}&to=${TO}`;

/** Minutes as the rollup keeps them: `{ "<minutes>": count }`. */
const histogram = (minutes: number[]) => {
  const out: Record<string, number> = {};
  for (const m of minutes) out[m] = (out[m] ?? 0) + 1;
  return JSON.stringify(out);
};

async function seedDays(): Promise<{ demo: string; other: string }> {
  const { stores } = seedCredentials();
  const tablesDB = new TablesDB(keyClient());
  const [demo, other] = await Promise.all(
    [stores.demo, stores.other].map((rowId) => tablesDB.getRow({ databaseId: DB, tableId: 'stores', rowId })),
  );
  const day = (store: typeof demo, d: string, actual: number[], late: number[]) =>
    tablesDB.upsertRow({
      databaseId: DB,
      tableId: 'store_daily_stats',
      rowId: storeDayRowId(store!.$id, d),
      permissions: [`read("team:${String(store!.team_id)}")`],
      data: {
        store_id: store!.$id,
        day: d,
        status_counts: JSON.stringify({ delivered: actual.length }),
        rejections_by_reason: '{}',
        computed_at: new Date().toISOString(),
        received_count: actual.length,
        delivered_count: actual.length,
        delivered_late_count: late.filter((m) => m > 0).length,
        delivery_minutes: histogram(actual),
        late_minutes: histogram(late),
      },
    });
  await Promise.all([
    // Demo: 20, 20 and 40 minutes (the 40 ten minutes after its promise), then 25 and 70 (10 late).
    day(demo, '2024-03-04', [20, 20, 40], [0, 0, 10]),
    day(demo, '2024-03-06', [25, 70], [0, 10]),
    // Other: one delivery in 15 minutes, on time.
    day(other, '2024-03-06', [15], [0]),
  ]);
  return { demo: String(demo!.name), other: String(other!.name) };
}

const gridRow = (page: Page, storeId: string) => page.locator(`[role="row"][data-id="${storeId}"]`);
const cell = (page: Page, storeId: string, field: string) => gridRow(page, storeId).locator(`[data-field="${field}"]`);

test.describe('delivery times by store', () => {
  test('1280 px: the grid shows each store’s deliveries, on time %, late and actual p50/p90, sorted on the server', async ({
    page,
  }) => {
    test.slow();
    const { users, stores } = seedCredentials();
    const names = await seedDays();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInByApi(page, users.admin);
    await openAdmin(page, PATH, 'Delivery times');
    await expect(page.getByRole('button', { name: 'Custom', pressed: true })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Delivery times by store' });
    await expect(gridRow(page, stores.demo)).toBeVisible({ timeout: 30_000 });

    const figures = async (storeId: string) =>
      Promise.all(
        ['store_name', 'deliveries', 'on_time_rate', 'late_p50', 'late_p90', 'actual_p50', 'actual_p90'].map(
          async (field) => (await cell(page, storeId, field).innerText()).trim(),
        ),
      );
    expect(await figures(stores.demo)).toEqual([names.demo, '5', '60% (3)', '0 min', '10 min', '25 min', '70 min']);
    expect(await figures(stores.other)).toEqual([names.other, '1', '100% (1)', '0 min', '0 min', '15 min', '15 min']);
    // Least often on time first; sorting by deliveries (ascending) asks the function again.
    const order = async () =>
      grid.locator('[role="row"][data-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));
    expect(await order()).toEqual([stores.demo, stores.other]);
    await grid.getByRole('columnheader', { name: 'Deliveries' }).click();
    await expect.poll(order).toEqual([stores.other, stores.demo]);
    // The store's name opens its admin page.
    await expect(cell(page, stores.demo, 'store_name').getByRole('link')).toHaveAttribute(
      'href',
      `/admin/stores/${stores.demo}`,
    );
    // The clicked header's "Sort" tooltip follows the pointer: move off so axe reads the page, not a
    // tooltip fading in (its contrast mid-fade failed axe once in CI).
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expectNoViolations(page);

    // The presets: the last 30 days read other days (no 2024 row in them).
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await expect(page.getByRole('button', { name: 'Last 30 days', pressed: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^By store, / })).not.toContainText('2024');
    await expect(gridRow(page, stores.other).or(page.getByTestId('delivery-times-empty')).first()).toBeVisible();
  });

  test('390 px: one card per store with the same figures; axe clean', async ({ page }) => {
    test.slow();
    const { users, stores } = seedCredentials();
    const names = await seedDays();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page, users.admin);
    await openAdmin(page, PATH, 'Delivery times');
    const cards = page.getByTestId('delivery-times-card');
    await expect(cards).toHaveCount(2, { timeout: 30_000 });
    const first = cards.first();
    await expect(first.getByRole('link', { name: names.demo })).toHaveAttribute('href', `/admin/stores/${stores.demo}`);
    const line = (card: typeof first, label: string) =>
      card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(line(first, 'Deliveries')).toHaveText('5');
    await expect(line(first, 'On time')).toHaveText('60% (3)');
    await expect(line(first, 'Late p50 / p90')).toHaveText('0 min / 10 min');
    await expect(line(first, 'Actual p50 / p90')).toHaveText('25 min / 70 min');
    await expect(cards.nth(1).getByRole('link', { name: names.other })).toBeVisible();
    await expect(line(cards.nth(1), 'Actual p50 / p90')).toHaveText('15 min / 15 min');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoViolations(page);
  });
});

// Journey (issue 38 §5): the other seeded store's staff opens the dashboard while two of its
// deliveries are out — rows this spec writes with the e2e backend's API key, as order-state writes
// them (no other spec delivers for that store): one past its SPEC §9 promise whose rider last sent
// a position 5 minutes ago, one on time with a fresh position. "Deliveries in progress" lists both
// with rider and ETA, the late and not-moving one first with both flags, the other unflagged.
import { TablesDB } from 'node-appwrite';
import { expect, test } from '../support/fixtures';
import { REMOTE_READY } from '../support/apps';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { keyClient } from './store-fixtures';
import { expectNoViolations } from '../support/axe';

const DB = 'instamg';

test('the dashboard flags a late delivery and a rider who stopped moving, first', async ({ page }) => {
  test.slow();
  const { users, stores } = seedCredentials();
  const tablesDB = new TablesDB(keyClient());
  const store = await tablesDB.getRow({ databaseId: DB, tableId: 'stores', rowId: stores.other });
  const stamp = Date.now().toString(36);
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  const delivery = (id: string, number: string, rider: string, data: Record<string, unknown>) =>
    tablesDB.upsertRow({
      databaseId: DB,
      tableId: 'order_deliveries',
      rowId: id,
      permissions: [`read("team:${String(store.team_id)}")`],
      data: {
        order_id: id,
        store_id: store.$id,
        order_number: number,
        order_status: 'out_for_delivery',
        rider_id: `e2e-rider-${rider.toLowerCase()}`,
        rider_first_name: rider,
        assigned_at: minutesAgo(40),
        out_at: minutesAgo(30),
        item_count: 1,
        address: '12 Test Lane, New Delhi',
        recipient_first_name: 'Asha',
        cod_amount_paise: 0,
        ...data,
      },
    });
  const late = { id: `e2e-dl-late-${stamp}`, number: `IMG-E2E-L${stamp}`.slice(0, 20) };
  const fine = { id: `e2e-dl-fine-${stamp}`, number: `IMG-E2E-F${stamp}`.slice(0, 20) };
  await Promise.all([
    delivery(fine.id, fine.number, 'Meena', {
      promised_by: new Date(Date.now() + 20 * 60_000).toISOString(),
      rider_located_at: minutesAgo(0.2),
      eta_minutes: 6,
    }),
    delivery(late.id, late.number, 'Ravi', {
      promised_by: minutesAgo(10),
      rider_located_at: minutesAgo(5),
      eta_minutes: 12,
    }),
  ]);
  try {
    await signInByApi(page, users.staffOther);
    await page.goto('/store/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(REMOTE_READY);
    const section = page.getByRole('region', { name: 'Deliveries in progress' });
    const rows = section.getByTestId('dashboard-delivery');
    await expect(rows).toHaveCount(2, REMOTE_READY);
    await expect(section.getByTestId('deliveries-summary')).toHaveText('2 in progress · 1 late · 1 not moving');
    await expect(rows.first()).toContainText(late.number);
    await expect(rows.first()).toContainText('Ravi · about 12 min');
    await expect(rows.first().getByTestId('dashboard-flag-late')).toHaveText('Late');
    await expect(rows.first().getByTestId('dashboard-flag-stalled')).toHaveText('Not moving');
    await expect(rows.nth(1)).toContainText(fine.number);
    await expect(rows.nth(1)).toContainText('Meena · about 6 min');
    await expect(rows.nth(1).locator('[data-testid^="dashboard-flag-"]')).toHaveCount(0);
    await expect(section.getByRole('link', { name: 'All deliveries' })).toHaveAttribute('href', '/store/deliveries');
    await expectNoViolations(page);
  } finally {
    await Promise.all(
      [late.id, fine.id].map((rowId) => tablesDB.deleteRow({ databaseId: DB, tableId: 'order_deliveries', rowId })),
    );
  }
});

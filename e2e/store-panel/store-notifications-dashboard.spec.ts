// Journeys of issue 15 §6–7, each on a fixture store of its own (store-fixtures.ts: made with the
// e2e backend's API key; orders through the real place-order, sandbox payment and order-state):
// a new order reaches the open inbox live and the navigation's unread badge counts it, mark all
// read clears it; the owner pauses the store and a customer next to it cannot order from it, then
// opens it again; the dashboard shows the day's figures from the rollups the functions keep.
import type { Page } from '@playwright/test';
import { formatINR } from '@instamg/shared/domain/money';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { signInByApi } from '../auth/auth-helpers';
import { FixtureCustomer, createFixtureStore, orderActionAs, orderOf } from './store-fixtures';

const panelNav = (page: Page) => page.getByRole('navigation', { name: 'Store panel' });

async function openSection(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`/store/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(REMOTE_READY);
}

test.beforeEach(() => test.slow());
test.use({ viewport: { width: 1280, height: 800 } });

test('a new order appears in the open inbox live with the unread badge; mark all read clears it', async ({ page }) => {
  const store = await createFixtureStore('inbox');
  const customer = await FixtureCustomer.near(store);
  await signInByApi(page, store.owner);
  await openSection(page, 'notifications', 'Notifications');
  await expect(page.getByTestId('empty-state')).toContainText('No notifications yet');
  await expect(panelNav(page).getByTestId('nav-unread-badge')).toHaveCount(0);

  const orderId = await customer.paidOrder();
  // No reload: Realtime brings the row, the badge and the list.
  const badge = panelNav(page).getByTestId('nav-unread-badge');
  await expect(badge).toHaveText('1', { timeout: 15_000 });
  await expect(panelNav(page).getByRole('link', { name: 'Notifications (1 unread)' })).toBeVisible();
  const item = page.getByTestId('notification');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item).toContainText('New order');
  await expect(item).toContainText(`Order ${String((await orderOf(orderId)).order_number)} is waiting`);
  await expect(item.getByRole('link', { name: 'Open order' })).toHaveAttribute(
    'href',
    new RegExp(`/store/orders/${orderId}$`),
  );

  // A second order counts up.
  await customer.paidOrder();
  await expect(badge).toHaveText('2', { timeout: 15_000 });
  await expect(page.getByTestId('unread-summary')).toHaveText('2 unread');

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByTestId('unread-summary')).toHaveText('All read');
  await expect(panelNav(page).getByTestId('nav-unread-badge')).toHaveCount(0);
  await expect(page.getByTestId('notification').first()).toHaveAttribute('data-unread', 'false');
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  // Read state is the server's: it survives a reload.
  await page.reload();
  await expect(page.getByTestId('unread-summary')).toHaveText('All read', REMOTE_READY);
});

test('the owner pauses the store: a customer next to it cannot order from it; open again, they can', async ({
  page,
}) => {
  const store = await createFixtureStore('status', { staff: true });
  const customer = await FixtureCustomer.near(store);
  expect(await customer.nearbyStores()).toContain(store.storeId);

  await signInByApi(page, store.owner);
  await openSection(page, 'dashboard', 'Dashboard');
  const group = page.getByRole('group', { name: 'Store status' });
  await expect(group.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
  await group.getByRole('button', { name: 'Paused' }).click();
  await expect(page.getByTestId('store-status-text')).toHaveText(
    'Paused: Your store takes no new orders until you open it again.',
  );
  await expect(group.getByRole('button', { name: 'Paused' })).toHaveAttribute('aria-pressed', 'true');

  // Checkout: the locator no longer offers it, and an order placed at it directly is refused.
  expect(await customer.nearbyStores()).not.toContain(store.storeId);
  const refused = await customer.place();
  expect(refused.status, JSON.stringify(refused.body)).toBe(422);
  expect(refused.body.code).toBe('store_out_of_range');
  const anyStore = await customer.place(null);
  expect(anyStore.body.code).toBe('not_serviceable');

  // Staff see the switch but cannot use it (the function would refuse them too).
  const staffPage = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await signInByApi(staffPage, store.staff!);
    await openSection(staffPage, 'dashboard', 'Dashboard');
    const staffGroup = staffPage.getByRole('group', { name: 'Store status' });
    await expect(staffGroup.getByRole('button', { name: 'Paused' })).toHaveAttribute('aria-pressed', 'true');
    await expect(staffGroup.getByRole('button', { name: 'Open' })).toBeDisabled();
    await expect(staffPage.getByText(/^Only the store.s owner, admin or manager can change this\.$/)).toBeVisible();
  } finally {
    await staffPage.close();
  }

  await group.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('store-status-text')).toHaveText('Open: Customers nearby can order from your store.');
  expect(await customer.nearbyStores()).toContain(store.storeId);
  const placed = await customer.place();
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  expect((placed.body.order as { store_id: string }).store_id).toBe(store.storeId);

  // Busy for a while (issue 33): it says until when, in India's time, and Resume now opens it.
  await page.getByTestId('store-status-duration').getByRole('combobox').click();
  await page.getByRole('option', { name: '15 min' }).click();
  await group.getByRole('button', { name: 'Busy' }).click();
  await expect(page.getByTestId('store-status-text')).toHaveText(
    /^Busy until \d{1,2}:\d{2} [ap]m: no new orders reach your store; it opens again by itself\.$/,
  );
  expect(await customer.nearbyStores()).not.toContain(store.storeId);
  await page.getByRole('button', { name: 'Resume now' }).click();
  await expect(page.getByTestId('store-status-text')).toHaveText('Open: Customers nearby can order from your store.');
  expect(await customer.nearbyStores()).toContain(store.storeId);
});

test('the dashboard shows the day’s figures from the rollups, and orders waiting with their countdowns', async ({
  page,
}) => {
  const store = await createFixtureStore('dashboard');
  const customer = await FixtureCustomer.near(store);
  await signInByApi(page, store.owner);
  await openSection(page, 'dashboard', 'Dashboard');
  // A store with nothing today.
  await expect(page.getByTestId('empty-state')).toContainText('No orders yet today');
  await expect(page.getByTestId('figure-orders')).toHaveText('0');
  await expect(page.getByTestId('figure-sales')).toHaveText('₹0');
  await expect(page.getByTestId('figure-acceptance')).toHaveText('—');

  // One order accepted, one waiting.
  const accepted = await customer.paidOrder();
  const confirm = await orderActionAs(store.owner, { action: 'confirm', order_id: accepted });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  const waiting = await customer.paidOrder();
  const total = Number((await orderOf(accepted)).total);

  // Live: the rollup row and the orders arrive through Realtime.
  await expect(page.getByTestId('figure-orders')).toHaveText('2', { timeout: 15_000 });
  await expect(page.getByTestId('figure-waiting')).toHaveText('1');
  await expect(page.getByTestId('figure-rx-waiting')).toHaveText('0');
  // Issue 36 §2: today's prescription photo → priced cart, p50 / p90 (a dash before the first).
  await expect(page.getByTestId('figure-rx-service')).toHaveText(/^—$|^\d+ (s|min).* \/ \d+ (s|min)/);
  await expect(page.getByTestId('figure-sales')).toHaveText(formatINR(total));
  await expect(page.getByTestId('figure-acceptance')).toHaveText(/^\d+ s$|^\d+ min( \d+ s)?$/);
  await expect(page.getByTestId('orders-by-state')).toContainText('Confirmed: 1');
  await expect(page.getByTestId('orders-by-state')).toContainText('Placed: 1');
  const row = page.getByTestId('waiting-order');
  await expect(row).toHaveCount(1);
  // Named by the number people quote, never a slice of the id.
  const waitingNumber = String((await orderOf(waiting)).order_number);
  expect(waitingNumber).toMatch(/^IMG-\d{4}-\d{6}$/);
  await expect(row).toContainText(`Order ${waitingNumber}`);
  // The countdown runs (3-minute window by default).
  const first = await row.getByTestId('countdown').textContent();
  expect(first).toMatch(/^[0-3]:\d\d$/);
  await expect(row.getByTestId('countdown')).not.toHaveText(first!, { timeout: 3_000 });

  // The same figures after a reload (they are stored, not counted in this browser).
  await page.reload();
  await expect(page.getByTestId('figure-orders')).toHaveText('2', REMOTE_READY);
  await expect(page.getByTestId('figure-sales')).toHaveText(formatINR(total));
});

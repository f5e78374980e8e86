// Journey (issue 33 §7): rejected and moved orders stay visible under the inbox's Closed tab. A
// fixture store of its own, with a cheaper one ~1 km away that stocks the same medicine (so both
// orders really move there, not only get cancelled), gets two paid orders (place-order and the
// sandbox, nothing mocked). On
// a 390 px phone its owner rejects one from the New tab ("Out of stock"); the other waits until the
// re-routing sweeper (an API-key execution, clock driven past the accept window, for this order
// only) takes it away. Both leave New and appear under Closed as cards with their numbers, outcomes
// and the reason; neither number links anywhere, and the order page of one shows no customer data:
// the store's session gets 404 on the order and nothing of its items (row permissions, not the UI).
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { signInByApi } from '../auth/auth-helpers';
import { expectNoViolations } from '../support/axe';
import { PHONE } from '../support/panel-frame';
import { openInbox, orderCard, readStatus, sweep } from './inbox-helpers';
import { FixtureCustomer, createFixtureStore, orderOf, type FixtureStore } from './store-fixtures';
import { createStoreBeside } from '../catalog/stock-fixtures';

test.beforeEach(() => test.setTimeout(240_000));

const MINUTE = 60_000;

async function paidOrderAt(store: FixtureStore, customer: FixtureCustomer) {
  const id = await customer.paidOrder();
  // The sandbox's webhook marks it paid a moment later.
  await expect.poll(async () => (await orderOf(id)).payment_status, { timeout: 20_000 }).toBe('paid');
  const row = await orderOf(id);
  expect(row.store_id).toBe(store.storeId);
  return { id, number: String(row.order_number), paidAt: Date.parse(String(row.paid_at)) };
}

test('a rejected and a timed-out order leave New and stay under Closed, without the customer’s data', async ({
  browser,
}) => {
  const store = await createFixtureStore('closed');
  // Cheaper than the fixture store: a move never costs the customer more than was paid.
  const beside = await createStoreBeside(store, { id: store.productId, mrp: Math.floor(store.price * 0.8) });
  const customer = await FixtureCustomer.near(store);
  const rejected = await paidOrderAt(store, customer);
  const timedOut = await paidOrderAt(store, customer);

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInByApi(page, store.owner);
  // No shift: the full-screen accept sheet would cover the New tab's cards.
  await openInbox(page, { startShift: false });
  await expect(orderCard(page, rejected.id)).toBeVisible({ timeout: 30_000 });
  await expect(orderCard(page, timedOut.id)).toBeVisible();

  // Reject one from its card, with a reason.
  await orderCard(page, rejected.id).getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject order ${rejected.number}?` });
  await dialog.getByRole('radio', { name: 'Out of stock' }).check();
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  // Re-routing finds the next store and moves the stock: slow on a busy two-core machine.
  await expect(page.getByText(`Order ${rejected.number} rejected: it moves to the next store`)).toBeVisible({
    timeout: 45_000,
  });
  await expect(orderCard(page, rejected.id)).toHaveCount(0);
  expect(await orderOf(rejected.id)).toMatchObject({ store_id: beside.storeId, status: 'placed' });

  // Let the other one's window pass: the sweeper takes it away.
  expect(await sweep([timedOut.id], new Date(timedOut.paidAt + 4 * MINUTE))).toMatchObject({ checked: 1, moved: 1 });
  expect(await orderOf(timedOut.id)).toMatchObject({ store_id: beside.storeId, status: 'placed' });
  await expect(orderCard(page, timedOut.id)).toHaveCount(0, { timeout: 30_000 });

  // The Closed tab lists both as cards on a phone: number, outcome, reason; no link to either order.
  await page.getByRole('tab', { name: 'Closed' }).click();
  await expect(page).toHaveURL(/[?&]tab=closed/);
  const panel = page.getByRole('tabpanel', { name: 'Closed orders' });
  const cardOf = (number: string) => panel.getByTestId('grid-card').filter({ hasText: number });
  await expect(cardOf(rejected.number)).toHaveCount(1, { timeout: 30_000 });
  await expect(cardOf(rejected.number)).toContainText('Rejected');
  await expect(cardOf(rejected.number)).toContainText('Out of stock');
  await expect(cardOf(timedOut.number)).toHaveCount(1);
  await expect(cardOf(timedOut.number)).toContainText('Not accepted in time');
  await expect(panel.getByTestId('grid-card')).toHaveCount(2);
  await expect(panel.getByRole('link', { name: rejected.number })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: timedOut.number })).toHaveCount(0);
  await expectNoViolations(page);

  // Its number search (as people type it) keeps one card; a number that is not there says so.
  const number = panel.getByRole('searchbox', { name: 'Order number' });
  const [year, seq] = rejected.number.split('-').slice(1);
  await number.fill(`img-${year}-${Number(seq)}`);
  await number.press('Enter');
  await expect(panel.getByTestId('grid-card')).toHaveCount(1, { timeout: 20_000 });
  await expect(cardOf(rejected.number)).toHaveCount(1);
  await number.fill(`IMG-${year}-999999`);
  await number.press('Enter');
  await expect(panel.getByText('No closed order with this number.')).toBeVisible({ timeout: 20_000 });

  // The moved orders are another store's now: the session reads neither them nor their lines, and
  // the order page, opened by its address, shows an error and nothing of the customer.
  for (const order of [rejected, timedOut]) {
    expect(await readStatus(page, 'orders', { rowId: order.id })).toMatchObject({ status: 404 });
    expect(await readStatus(page, 'order_items', { orderId: order.id })).toEqual({ status: 200, total: 0 });
  }
  await page.goto(`/store/orders/${rejected.id}`);
  await expect(page.getByText(/^We could not load this order\./)).toBeVisible(REMOTE_READY);
  await expect(page.getByText('2 Fixture Lane')).toHaveCount(0);
  await expect(page.getByText('Fixture Customer')).toHaveCount(0);
  await expect(page.getByText(store.productName)).toHaveCount(0);
  await context.close();
});

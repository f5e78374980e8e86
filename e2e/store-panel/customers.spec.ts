// Journey (issue 18 §3): a fixture store of its own and a customer near it. The customer places and
// pays two orders through the real functions; the owner takes the first to delivered. The order
// functions keep the customer's store_customers row, so the owner's /store/customers lists them
// with 2 orders and the delivered order's total as spent; a search by name finds them; their page
// shows the figures, the phone line of the active order (from order_contacts) and both orders,
// and links to an order. The page passes axe's WCAG 2.1 A/AA rules.
import { TablesDB } from 'node-appwrite';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { signInByApi } from '../auth/auth-helpers';
import { createFixtureStore, FixtureCustomer, keyClient, orderActionAs } from './store-fixtures';
import { expectNoViolations } from '../support/axe';
import { formatINR } from '@instamg/shared/domain/money';

test.beforeEach(() => test.setTimeout(180_000));

const DB = 'instamg';
const rupees = (value: number) => formatINR(value, { paise: 'always' });

test('the owner sees a customer with their order count and spending, and opens their orders', async ({ page }) => {
  const store = await createFixtureStore('customers');
  const customer = await FixtureCustomer.near(store);
  const tablesDB = new TablesDB(keyClient());
  const delivered = await customer.paidOrder();
  for (const action of ['confirm', 'start_processing', 'ready_for_pickup', 'out_for_delivery']) {
    const reply = await orderActionAs(store.owner, { action, order_id: delivered });
    expect(reply.status, `${action}: ${JSON.stringify(reply.body)}`).toBe(200);
  }
  const code = await tablesDB.getRow({ databaseId: DB, tableId: 'delivery_codes', rowId: delivered });
  const done = await orderActionAs(store.owner, { action: 'delivered', order_id: delivered, delivery_code: code.code });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  const active = await customer.paidOrder();
  const spent = Number((await tablesDB.getRow({ databaseId: DB, tableId: 'orders', rowId: delivered })).total);

  await signInByApi(page, store.owner);
  await page.goto('/store/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible(REMOTE_READY);
  const grid = page.getByRole('grid', { name: 'Customers' });
  const row = grid.getByRole('row').filter({ hasText: 'Fixture Customer' });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(row).toContainText(`Nagpur ${store.postalCode}`);
  await expect(row.getByRole('gridcell').nth(2)).toHaveText('2');
  await expect(row).toContainText(rupees(spent));

  // Search by name (in the URL).
  await page.getByRole('textbox', { name: 'Search by name' }).fill('Fixture');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page).toHaveURL(/q=Fixture/);
  await expect(grid.getByRole('row').filter({ hasText: 'Fixture Customer' })).toHaveCount(1);
  await expectNoViolations(page);

  await row.getByRole('link', { name: 'Fixture Customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fixture Customer' })).toBeVisible();
  const summary = page.getByTestId('customer-summary');
  await expect(summary.getByRole('row', { name: /^Orders/ })).toContainText('2');
  await expect(summary.getByRole('row', { name: /^Total spent/ })).toContainText(rupees(spent));
  // The active order's phone line (the customer gave none) — none for the delivered one.
  const contacts = page.getByTestId('active-contacts');
  await expect(contacts.getByText(/is active: no phone number given$/)).toHaveCount(1);
  const orders = page.getByRole('grid', { name: 'Orders of Fixture Customer' });
  await expect(orders.getByRole('row')).toHaveCount(3); // header + 2 orders
  await expect(orders).toContainText('Delivered');
  await orders.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/store/orders/(${active}|${delivered})$`));
});

// Journeys (issue 19 §1–2), as the seeded admin against the built apps and the e2e backend:
// 1. A customer made for this run pays an order at the demo store; the admin opens
//    /admin/orders/{id}, reassigns it (confirmation dialog: the new pharmacy and a reason) to a
//    nearby store that can take it (the dialog lists order-state's reassign_options with distance
//    and stock, the stores that cannot take it disabled with the reason, issue 33) → toast, the page
//    shows the new store and the move in the timeline; a member of the new store (made for this run) sees it in their orders inbox.
// 2. The dashboard's tiles: "Payment expired" counts this spec's own expired orders (dated 2020,
//    inserted with the API key) among every other, the same number the linked orders list shows;
//    the queue and store tiles link to their filtered lists; axe finds nothing at 390 px.
// 3. /admin/profile, as an admin made for this run: name saved, a wrong current password refused,
//    the password changed (and signs in), MFA status, the link to the account's Security tab.
// The SDK half (stock, read access, audit rows, refusals) is appwrite/functions/order-state/test/admin-actions.sdk.test.ts.
import type { Page } from '@playwright/test';
import { ID, Permission, Query, Role, Users } from 'node-appwrite';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials, uniqueEmail, signInByApi } from '../auth/auth-helpers';
import {
  DB,
  buyAndPay,
  keyClient,
  newCustomer,
  newStoreMember,
  openInbox,
  orderCard,
  orderRow,
  signedInPage,
  tables,
  apiSignedInPage,
} from '../store-panel/inbox-helpers';
import { expectNoViolations } from '../support/axe';

const DOLO = { id: 'dolo-650-tablet', name: 'Dolo 650 Tablet' };

test('the admin reassigns a paid order to another store, whose member then sees it in their inbox', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const customer = await apiSignedInPage(browser, await newCustomer('admin-reassign'));
  const orderId = await buyAndPay(customer.page, baseURL, DOLO);
  expect((await orderRow(orderId)).store_id).toBe(seedCredentials().stores.demo);

  const admin = await apiSignedInPage(browser, seedCredentials().users.admin);
  await admin.page.goto(`/admin/orders/${orderId}`);
  await expect(admin.page.getByRole('heading', { level: 1, name: /^Order (#|IMG-\d{4}-)/ })).toBeVisible(REMOTE_READY);
  await expect(admin.page.getByTestId('order-status')).toHaveText('Placed');
  // The timeline says the payment in words, with how it was paid (UPI, the sandbox page's default).
  await expect(admin.page.getByRole('list', { name: 'Order events' })).toContainText('Payment received (UPI)');
  await admin.page.getByRole('button', { name: 'Reassign to another store' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Move this order to another pharmacy?' });
  // Without a pharmacy and a reason nothing is sent.
  await dialog.getByRole('button', { name: 'Move order' }).click();
  await expect(dialog.getByText('Choose the pharmacy to move the order to.')).toBeVisible();
  // The dialog lists order-state's reassign_options (issue 33 §7): every nearby store with its
  // distance and lines in stock; the ones that cannot take the order are disabled with the reason.
  await dialog.getByRole('combobox', { name: 'New pharmacy' }).click();
  const listbox = admin.page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible({ timeout: 45_000 });
  const options = await listbox.getByRole('option').all();
  for (const option of options) {
    await expect(option).toContainText(/\d+\.\d km · \d+ of \d+ lines? in stock/);
    if ((await option.getAttribute('data-can-take')) === 'false') {
      await expect(option).toHaveAttribute('aria-disabled', 'true');
      await expect(option).toContainText(/in stock · \S/);
    }
  }
  // The order's own store is never offered.
  await expect(listbox.locator(`[data-store="${seedCredentials().stores.demo}"]`)).toHaveCount(0);
  const capable = listbox.locator('[data-can-take="true"]').first();
  const targetId = await capable.getAttribute('data-store');
  if (!targetId) throw new Error(`No store near order ${orderId} could take it`);
  const target = {
    id: targetId,
    name: (await capable.locator('.MuiListItemText-primary').textContent()) ?? '',
  };
  await capable.click();
  await dialog.getByRole('button', { name: 'Move order' }).click();
  await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The demo store reported a power cut');
  await dialog.getByRole('button', { name: 'Move order' }).click();
  await expect(admin.page.getByText(`Order moved to ${target.name}`)).toBeVisible({ timeout: 45_000 });
  await expect(dialog).toHaveCount(0);
  await expect(admin.page.getByTestId('order-store')).toHaveText(target.name);
  await expect(admin.page.getByRole('list', { name: 'Order events' })).toContainText(
    `Moved to ${target.name}: The demo store reported a power cut`,
  );
  expect(await orderRow(orderId)).toMatchObject({ store_id: target.id, status: 'placed', reroute_count: 1 });
  await expect(admin.page.getByRole('table', { name: 'Order lines' })).toContainText(DOLO.name);
  await expectNoViolations(admin.page);

  const member = await apiSignedInPage(browser, await newStoreMember(target.id, 'manager'));
  await openInbox(member.page);
  await expect(orderCard(member.page, orderId)).toBeVisible({ timeout: 30_000 });
  for (const c of [customer, admin, member]) await c.context.close();
});

const EXPIRED = 3;
const expiredId = (i: number) => `e2e-dash-expired-${i}`;

test.beforeAll(async () => {
  const customerId = seedCredentials().users.customerA.id;
  const exists = await tables()
    .getRow({ databaseId: DB, tableId: 'orders', rowId: expiredId(0) })
    .then(
      () => true,
      () => false,
    );
  if (exists) return;
  await tables().createRows({
    databaseId: DB,
    tableId: 'orders',
    rows: Array.from({ length: EXPIRED }, (_, i) => ({
      $id: expiredId(i),
      $createdAt: new Date(Date.parse('2020-04-02T09:00:00.000+05:30') + i * 3600_000).toISOString(),
      $permissions: [Permission.read(Role.user(customerId))],
      customer_id: customerId,
      store_id: 'store-x',
      store_team_id: 'store-store-x',
      store_name: 'Dashboard Test Pharmacy',
      store_licence: 'DL-TEST-1',
      store_gstin: '07AAAAA0000A1Z5',
      status: 'expired',
      payment_status: 'pending',
      delivery_mode: 'standard',
      address_line1: '1 Test Road',
      city: 'New Delhi',
      state: 'Delhi',
      postal_code: '110001',
      latitude: 28.63,
      longitude: 77.21,
      distance_km: 1.2,
      item_count: 1,
      items_mrp_total: 100,
      items_total: 100,
      discount: 0,
      delivery_fee: 0,
      gst_total: 0,
      total: 100,
      currency: 'INR',
      rx_status: 'not_required',
    })),
  });
});

const expiredTotal = async () =>
  (
    await tables().listRows({
      databaseId: DB,
      tableId: 'orders',
      queries: [Query.equal('status', 'expired'), Query.limit(1)],
    })
  ).total;
const count = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(REMOTE_READY);
}

test('the dashboard counts match the data and every tile opens its filtered list', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await apiSignedInPage(browser, seedCredentials().users.admin);
  const page = admin.page;
  const before = await expiredTotal();
  await openDashboard(page);
  const tile = page.getByTestId('tile-status_expired');
  await expect(tile).toHaveText(/^\d[\d,]*$/, REMOTE_READY);
  const shown = count(await tile.textContent());
  const after = await expiredTotal();
  // Other specs may expire orders meanwhile: the tile lies between the two reads, and holds this spec's own.
  expect(shown).toBeGreaterThanOrEqual(Math.max(EXPIRED, Math.min(before, after)));
  expect(shown).toBeLessThanOrEqual(Math.max(before, after));

  await page.getByRole('link', { name: /^Payment expired [\d,]+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=expired$/);
  const rows = page.getByTestId('grid-row-count');
  await expect(rows).toHaveText(/of [\d,]+$/, REMOTE_READY);
  const listed = count((await rows.textContent())!.split(' of ')[1]!);
  expect(listed).toBeGreaterThanOrEqual(shown);
  expect(listed).toBeLessThanOrEqual(await expiredTotal());

  // A queue tile opens the orders list with its queue chosen.
  await openDashboard(page);
  await expect(page.getByTestId('tile-awaiting_acceptance')).toHaveText(/^\d[\d,]*$/);
  await page.getByRole('link', { name: /^Waiting for store acceptance [\d,]+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?queue=awaiting_acceptance$/);
  await expect(page.getByRole('combobox', { name: 'Queue' })).toHaveText('Waiting for the store to accept');

  // A store tile opens the stores list with its status.
  await openDashboard(page);
  await expect(page.getByTestId('tile-stores_open')).toHaveText(/^\d[\d,]*$/);
  await page.getByRole('link', { name: /^Online [\d,]+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/stores\?status=open$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Live: open', REMOTE_READY);

  // GMV tiles show rupees.
  await openDashboard(page);
  await expect(page.getByTestId('tile-gmv_week')).toHaveText(/^₹[\d,.]+$/);
  await admin.context.close();
});

test('the dashboard fits a 390 px screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInByApi(page, seedCredentials().users.admin);
  await openDashboard(page);
  await expect(page.getByTestId('tile-status_placed')).toHaveText(/^\d[\d,]*$/, REMOTE_READY);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByTestId('tile-gmv_today')).toHaveText(/^₹/);
  await expectNoViolations(page);
  await context.close();
});

test('the admin changes their name and password on /admin/profile and sees the MFA status', async ({ browser }) => {
  test.setTimeout(120_000);
  // An admin of this spec's own, so no other spec's admin changes.
  const person = { id: ID.unique(), email: uniqueEmail('admin-profile'), password: 'Admin-profile-2026' };
  const users = new Users(keyClient());
  await users.create({ userId: person.id, email: person.email, password: person.password, name: 'Profile Admin' });
  await users.updateLabels({ userId: person.id, labels: ['admin'] });
  const admin = await apiSignedInPage(browser, person);
  const page = admin.page;
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible(REMOTE_READY);
  await expect(page.getByTestId('mfa-status')).toHaveText('Off');

  const name = page.getByRole('form', { name: 'Your name' }).getByLabel('Name');
  await expect(name).toHaveValue('Profile Admin');
  await name.fill('Profile Admin Renamed');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name saved')).toBeVisible();
  expect((await users.get({ userId: person.id })).name).toBe('Profile Admin Renamed');

  const password = page.getByRole('form', { name: 'Password' });
  await password.getByLabel('Current password').fill('not-the-password');
  await password.getByLabel('New password', { exact: true }).fill('Admin-profile-2027');
  await password.getByLabel('Repeat the new password').fill('Admin-profile-2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Could not save')).toBeVisible();
  await password.getByLabel('Current password').fill(person.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  await page.getByRole('link', { name: 'Manage in your account’s Security tab' }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await admin.context.close();
  // The new password signs in.
  const again = await signedInPage(browser, { ...person, password: 'Admin-profile-2027' });
  await again.context.close();
});

// Issue 39 §2 and §5, each on its own data:
// - a customer with a known order asks for "Download my data" in Account → Privacy, waits for
//   "Preparing your file…" to turn into Download, and the downloaded JSON holds that order;
// - a signed-in customer raises a grievance ticket on /grievance and gets its number; the admin
//   finds it in /admin/grievances with the 48-hour acknowledgement clock running.
import { readFileSync } from 'node:fs';
import { ID, Permission, Role } from 'node-appwrite';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { keyTables, keyUsers, openAdmin } from '../admin/admin-helpers';
import { REMOTE_READY } from '../support/apps';

/** A customer of this test alone, with one delivered order (inserted with the key). */
async function customerWithOrder(orderNumber: string) {
  const email = `privacy.${Date.now()}@example.in`;
  const password = 'Privacy-e2e-2026';
  const user = await keyUsers().create({ userId: ID.unique(), email, password, name: 'Privacy Test' });
  await keyTables().createRow({
    databaseId: 'instamg',
    tableId: 'orders',
    rowId: ID.unique(),
    permissions: [Permission.read(Role.user(user.$id))],
    data: {
      order_number: orderNumber,
      customer_id: user.$id,
      store_id: seedCredentials().stores.demo,
      store_team_id: `store-${seedCredentials().stores.demo}`,
      store_name: 'Demo Pharmacy',
      store_licence: 'DL-1',
      store_gstin: '07AAAAA0000A1Z5',
      status: 'delivered',
      payment_status: 'paid',
      delivery_mode: 'express',
      address_line1: '12 Janpath',
      city: 'New Delhi',
      state: 'Delhi',
      postal_code: '110001',
      latitude: 28.63,
      longitude: 77.21,
      distance_km: 0.3,
      item_count: 1,
      items_mrp_total: 30,
      items_total: 27.45,
      discount: 0,
      delivery_fee: 0,
      gst_total: 2.94,
      total: 27.45,
      currency: 'INR',
      rx_status: 'not_required',
    },
  });
  return { email, password };
}

test('Download my data: the file is prepared, downloaded and holds a known order', async ({ page }) => {
  test.slow();
  const orderNumber = `IMG-E2E-${Date.now().toString(36).toUpperCase()}`;
  await signInByApi(page, await customerWithOrder(orderNumber));
  await page.goto('/account/privacy');
  const section = page.getByTestId('data-export');
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(section.getByText('Preparing your file…')).toBeVisible();
  // The function's first run on this backend builds its bundle.
  const download = section.getByRole('button', { name: 'Download', exact: true });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(section).toContainText('Available until');
  const saved = page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^instamg-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8'));
  expect(data.account.name).toBe('Privacy Test');
  expect(data.orders.map((order: { order_number: string }) => order.order_number)).toEqual([orderNumber]);
  // And the same as a page a person reads.
  const savedSummary = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Readable summary' }).click();
  const summary = await savedSummary;
  expect(summary.suggestedFilename()).toMatch(/^instamg-my-data-\d{4}-\d{2}-\d{2}\.html$/);
  expect(readFileSync((await summary.path())!, 'utf8')).toContain(orderNumber);
});

test('a grievance ticket is created and the admin sees it with its clock', async ({ page, browser }) => {
  test.slow();
  const subject = `Late refund ${Date.now()}`;
  await signInByApi(page, seedCredentials().users.customerB);
  await page.goto('/grievance');
  await expect(page.getByTestId('grievance-officer')).toContainText('Grievance Officer');
  const form = page.getByRole('form', { name: 'Raise a ticket' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('What went wrong').fill('My refund for a returned strip has not arrived yet.');
  await form.getByRole('button', { name: 'Raise a ticket' }).click();
  const received = page.getByRole('status').filter({ hasText: 'received' });
  // The function's first run on this backend builds its bundle.
  await expect(received).toBeVisible({ timeout: 45_000 });
  const ticketNumber = (await received.textContent())!.match(/GRV-\d{6}-[A-Z2-9]{6}/)![0];
  await expect(page.getByTestId('my-tickets')).toContainText(ticketNumber);

  const admin = await browser.newPage();
  await signInByApi(admin, seedCredentials().users.admin);
  await openAdmin(admin, '/admin/grievances?status=open', 'Grievances');
  const row = admin.getByRole('grid', { name: 'Grievance tickets' }).getByRole('row').filter({ hasText: ticketNumber });
  await expect(row).toBeVisible(REMOTE_READY);
  await expect(row).toContainText(subject);
  await expect(row).toContainText('Received');
  await expect(row).toContainText(/Acknowledge within 4[78] h/);
});

test('Delete my account: signs in again, deletes, the account is gone and the admin queue lists it', async ({
  page,
  browser,
}) => {
  test.slow();
  const orderNumber = `IMG-E2E-${Date.now().toString(36).toUpperCase()}D`;
  const customer = await customerWithOrder(orderNumber);
  await signInByApi(page, customer);
  await page.goto('/account/privacy');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('form', { name: 'Delete your account' });
  await dialog.getByLabel('Password').fill(customer.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('cannot be undone');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  // The function's first run on this backend builds its bundle.
  await expect(page.getByTestId('account-deleted')).toBeVisible({ timeout: 45_000 });
  const rows = await keyTables().listRows({
    databaseId: 'instamg',
    tableId: 'orders',
    queries: [`{"method":"equal","attribute":"order_number","values":["${orderNumber}"]}`],
  });
  expect(rows.rows[0]).toMatchObject({ address_line1: 'Deleted user', city: 'New Delhi' });
  await expect(
    keyUsers().list({ queries: [`{"method":"equal","attribute":"email","values":["${customer.email}"]}`] }),
  ).resolves.toMatchObject({ total: 0 });

  // The admin's data-request queue lists the erasure, answered.
  const admin = await browser.newPage();
  await signInByApi(admin, seedCredentials().users.admin);
  await openAdmin(admin, '/admin/data-requests?kind=erasure', 'Data requests');
  const grid = admin.getByRole('grid', { name: 'Data requests' });
  const row = grid.getByRole('row').filter({ hasText: 'Delete my account' }).first();
  await expect(row).toBeVisible(REMOTE_READY);
  await expect(row).toContainText('Answered');
});

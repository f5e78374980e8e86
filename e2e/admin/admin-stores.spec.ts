// Journeys (issue 17 §3): the admin lists the partner stores on the shared grid, searches them,
// filters "licence expiring in 30 days", opens one and suspends it with a reason — a customer
// standing at it then gets the next store — and reinstates it, after which the customer gets it
// again; and the admin adds a store, the shared validators showing what is wrong before it saves.
// The two stores are this run's own (made with the e2e backend's API key) in Shillong, where no
// seeded store is, each run's pair moved at random so earlier runs' stores are never nearer.
import { ID, Query, TablesDB, Users } from 'node-appwrite';
import { addDays, istToday } from '@instamg/shared/domain/india-time';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { FIRST_RESULT, grantLocation, selector } from '../location/location-helpers';
import { keyClient } from '../support/key-client';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
/** India's day `offset` days from today: the page counts "(in N days)" on India's calendar too. */
const day = (offset: number) => addDays(istToday(new Date()), offset);

/** Shillong, moved up to ~3 km at random; B is ~1.1 km east of A. */
const A = {
  latitude: Number((25.5788 + (Math.random() - 0.5) * 0.05).toFixed(6)),
  longitude: Number((91.8933 + (Math.random() - 0.5) * 0.05).toFixed(6)),
};
const B = { latitude: A.latitude, longitude: Number((A.longitude + 0.011).toFixed(6)) };
const NAME_A = `Pinewood Chemists ${RUN}`;
const NAME_B = `Laitumkhrah Medicals ${RUN}`;

function keyTables(): TablesDB {
  return new TablesDB(keyClient());
}

async function liveStore(name: string, at: { latitude: number; longitude: number }, licenceExpiresOn: string) {
  const id = ID.unique();
  await keyTables().createRow({
    databaseId: 'instamg',
    tableId: 'stores',
    rowId: id,
    data: {
      name,
      address: 'Police Bazar Road',
      city: 'Shillong',
      state: 'Meghalaya',
      postal_code: '793001',
      location: [at.longitude, at.latitude],
      phone: '9876543210',
      drug_license_number: `ML-EKH-20-${RUN}`,
      form21_number: `ML-EKH-21-${RUN}`,
      form20_expires_on: day(400),
      form21_expires_on: licenceExpiresOn,
      licence_expires_on: licenceExpiresOn,
      gstin: '17AAGCB7383J1Z9',
      team_id: ID.unique(),
      is_active: true,
    },
  });
  return id;
}

/** The store a customer standing at `at` gets in the delivery selector (a fresh context: nothing remembered). */
async function storeFor(browser: import('@playwright/test').Browser, at: { latitude: number; longitude: number }) {
  const context = await browser.newContext();
  await grantLocation(context, at);
  const page = await context.newPage();
  await page.goto('/');
  const text = selector(page).getByTestId('delivery-store');
  await expect(text).toBeVisible(FIRST_RESULT);
  return { text, close: () => context.close() };
}

test('the admin finds a store whose licence expires within 30 days, suspends it (its customers get the next store) and reinstates it', async ({
  page,
  browser,
}) => {
  // Three customer page loads besides the admin's: more than test.slow() allows on a busy two-core machine.
  test.setTimeout(240_000);
  const idA = await liveStore(NAME_A, A, day(20));
  await liveStore(NAME_B, B, day(500));

  await signInByApi(page, seedCredentials().users.admin);
  await page.goto('/admin/stores');
  await expect(page.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible(REMOTE_READY);
  const grid = page.getByRole('grid', { name: 'Stores' });
  await page.getByLabel('Search by name').fill(RUN);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${RUN}`));
  await expect(grid.getByRole('link', { name: NAME_A })).toBeVisible();
  await expect(grid.getByRole('link', { name: NAME_B })).toBeVisible();

  // The checkbox reads the URL, which the router writes in a transition: click, then wait for both.
  await page.getByLabel('Licence expiring in 30 days').click();
  await expect(page).toHaveURL(/licence_by=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByLabel('Licence expiring in 30 days')).toBeChecked();
  await expect(grid.getByRole('link', { name: NAME_B })).toHaveCount(0);
  await grid.getByRole('link', { name: NAME_A }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/stores/${idA}$`));
  await expect(page.getByRole('heading', { name: NAME_A, level: 1 })).toBeVisible(REMOTE_READY);
  await expect(page.getByTestId('store-state')).toHaveText('Live');
  await expect(page.getByTestId('licence-Form 21')).toContainText('(in 20 days)');
  await expect(page.getByRole('region', { name: 'Team' })).toContainText('Nobody is on this store’s team yet.');

  const customerBefore = await storeFor(browser, A);
  await expect(customerBefore.text).toHaveText(`${NAME_A} · 0 m away`);
  await customerBefore.close();

  // Suspend: a reason is required.
  await page.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend this store?' });
  await dialog.getByRole('button', { name: 'Suspend store' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Licence renewal papers not received');
  await dialog.getByRole('button', { name: 'Suspend store' }).click();
  // The first store-admin execution of a worker is a cold start.
  await expect(dialog).toBeHidden(FIRST_RESULT);
  await expect(page.getByTestId('store-state')).toHaveText('Suspended by an admin');
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'Suspended by ' + seedCredentials().users.admin.id + ' — Licence renewal papers not received',
  );

  // A customer standing at the suspended store now gets the next one.
  const customerDuring = await storeFor(browser, A);
  await expect(customerDuring.text).toHaveText(new RegExp(`^${NAME_B} · 1(\\.\\d)? km away$`));
  await customerDuring.close();

  await page.getByRole('button', { name: 'Reinstate' }).click();
  const back = page.getByRole('dialog', { name: 'Reinstate this store?' });
  await back.getByLabel('Reason').fill('Renewed licence received');
  await back.getByRole('button', { name: 'Reinstate store' }).click();
  await expect(page.getByTestId('store-state')).toHaveText('Live', FIRST_RESULT);

  const customerAfter = await storeFor(browser, A);
  await expect(customerAfter.text).toHaveText(`${NAME_A} · 0 m away`);
  await customerAfter.close();
});

test('the admin adds a store: the validators show what is wrong, then it saves and opens not live', async ({
  page,
}) => {
  test.slow();
  await signInByApi(page, seedCredentials().users.admin);
  await page.goto('/admin/stores/add');
  await expect(page.getByRole('heading', { name: 'Add store', level: 1 })).toBeVisible(REMOTE_READY);
  const form = page.getByRole('form', { name: 'Store details' });

  await form.getByRole('button', { name: 'Add store' }).click();
  await expect(form.getByText(/^Please correct \d+ fields below\.$/)).toBeVisible();
  await expect(form.getByText('Enter the name customers will see')).toBeVisible();
  await expect(form.getByText('Enter the Form 20 licence number')).toBeVisible();

  const name = `Umiam Lake Pharmacy ${RUN}`;
  await form.getByLabel('Pharmacy name').fill(name);
  await form.getByLabel('Phone').fill('9876543210');
  await form.getByLabel('GSTIN').fill('17AAGCB7383J1ZA'); // wrong check character
  await form.getByLabel('Address').fill('GS Road, Umiam');
  await form.getByLabel('City').fill('Shillong');
  await form.getByLabel('PIN code').fill('793103');
  await form.getByLabel('Latitude').fill(String(A.latitude + 0.2));
  await form.getByLabel('Longitude').fill(String(A.longitude));
  await form.getByLabel('Form 20 licence number').fill(`ML-RB-20-${RUN}`);
  await form.getByLabel('Form 20 expires on').fill(day(10));
  await form.getByLabel('Form 21 licence number').fill(`ML-RB-21-${RUN}`);
  await form.getByLabel('Form 21 expires on').fill(day(700));
  await form.getByRole('button', { name: 'Add store' }).click();
  await expect(form.getByText('Please correct 2 fields below.')).toBeVisible();
  await expect(form.getByText('This GSTIN has a typo: its last character does not match')).toBeVisible();
  await expect(form.getByText('This licence expires within 30 days. Enter the renewed licence')).toBeVisible();

  await form.getByLabel('GSTIN').fill('17AAGCB7383J1Z9');
  await form.getByLabel('Form 20 expires on').fill(day(365));
  // The owner is named by the e-mail of an existing account: an unknown one is refused by the function.
  await form.getByLabel("Owner's e-mail").fill(`nobody-${RUN}@example.in`);
  await form.getByRole('button', { name: 'Add store' }).click();
  await expect(form.getByText('No instamg account uses this e-mail. Ask the owner to sign up first')).toBeVisible(
    FIRST_RESULT,
  );
  const owner = await new Users(keyTables().client).create({
    userId: ID.unique(),
    email: `umiam-owner-${RUN}@example.in`,
    password: `pass-${RUN}-owner`,
    name: 'Umiam Owner',
  });
  await form.getByLabel("Owner's e-mail").fill(owner.email);
  await form.getByRole('button', { name: 'Add store' }).click();

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(REMOTE_READY);
  // The owner is on the store's team (store_admins row, role owner).
  const storeId = page.url().split('/').pop()!;
  const owners = await keyTables().listRows({
    databaseId: 'instamg',
    tableId: 'store_admins',
    queries: [Query.equal('store_id', storeId)],
  });
  expect(owners.rows.map((r) => [r.user_id, r.role])).toEqual([[owner.$id, 'owner']]);
  await expect(page).toHaveURL(/\/admin\/stores\/[a-zA-Z0-9]+$/);
  await expect(page.getByTestId('store-state')).toHaveText('Not live');
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Meghalaya');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Added by');
});

test('the admin approves a store’s licence change request: the store’s licences change', async ({ page }) => {
  test.slow();
  const name = `Mawlai Pharmacy ${RUN}`;
  const storeId = await liveStore(name, { latitude: A.latitude - 0.3, longitude: A.longitude }, day(15));
  // The request as store-admin's request_licence_change writes it (its own SDK test covers who may ask).
  await keyTables().createRow({
    databaseId: 'instamg',
    tableId: 'store_change_requests',
    rowId: ID.unique(),
    data: {
      store_id: storeId,
      kind: 'licence',
      requested_by: seedCredentials().users.admin.id,
      changes: JSON.stringify({
        form20_number: `ML-EKH-20-NEW${RUN}`,
        form20_expires_on: day(800),
        form21_number: `ML-EKH-21-NEW${RUN}`,
        form21_expires_on: day(700),
      }),
      status: 'pending',
    },
  });

  await signInByApi(page, seedCredentials().users.admin);
  await page.goto(`/admin/stores/${storeId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(REMOTE_READY);
  await expect(page.getByTestId('licence-Form 21')).toContainText('(in 15 days)');
  const request = page.getByRole('article', { name: 'Licence change request' });
  await expect(request).toContainText(`ML-EKH-20-NEW${RUN}`);
  await request.getByRole('button', { name: 'Approve change' }).click();
  await expect(page.getByRole('region', { name: 'Change requests' })).toContainText(
    'No requests waiting.',
    FIRST_RESULT,
  );
  await expect(page.getByTestId('licence-Form 20')).toContainText(`ML-EKH-20-NEW${RUN}`);
  await expect(page.getByTestId('licence-Form 21')).toContainText('(in 700 days)');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Licence change approved');
});

// Journey (issue 33 §2): the panels' search. Two fixture stores of their own each get a paid order
// (place-order and the sandbox, nothing mocked). On a 390 px phone the owner of store A opens the
// search with `/`, types A's order number and opens it with Enter; B's number finds nothing ("No
// order IMG-… in this store": row permissions and the store scope keep other stores' orders out).
// A seeded medicine's barcode (issue 33 §2), typed with spaces as printed, finds it once A stocks it;
// another seeded code A does not stock, and a well-formed code no product has, find nothing there.
// The admin, on a desktop, finds A's order by its number, store A by its name, and the unstocked
// medicine by its barcode from the top bar; the unknown code finds nothing there either.
import type { Page } from '@playwright/test';
import { Query, TablesDB } from 'node-appwrite';
import { addDays, istToday } from '@instamg/shared/domain/india-time';
import { ean13CheckDigit } from '@instamg/shared/domain/barcode';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { expectNoViolations } from '../support/axe';
import { PHONE } from '../support/panel-frame';
import { FixtureCustomer, createFixtureStore, keyClient, orderOf, type FixtureStore } from './store-fixtures';
import { runAs } from '../catalog/stock-fixtures';

test.beforeEach(() => test.setTimeout(180_000));

interface PaidOrder {
  id: string;
  number: string;
}

async function paidOrderAt(store: FixtureStore): Promise<PaidOrder> {
  const id = await (await FixtureCustomer.near(store)).paidOrder();
  let row = await orderOf(id);
  // The sandbox's webhook marks it paid a moment later; the team reads it from then on.
  for (let i = 0; i < 40 && row.payment_status !== 'paid'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    row = await orderOf(id);
  }
  expect(row.payment_status).toBe('paid');
  return { id, number: String(row.order_number) };
}

/** Two seeded over-the-counter medicines with a barcode (the seed's in-store EAN-13s), not the fixture's own. */
async function barcodedOtcProducts(store: FixtureStore) {
  const { rows } = await new TablesDB(keyClient()).listRows({
    databaseId: 'instamg',
    tableId: 'products',
    queries: [
      Query.isNotNull('barcode'),
      Query.equal('rx_required', false),
      Query.equal('schedule', 'none'),
      Query.equal('is_active', true),
      Query.limit(5),
    ],
  });
  const products = rows
    .filter((row) => row.$id !== store.productId)
    .map((row) => ({ id: row.$id, name: String(row.name), mrp: Number(row.mrp), barcode: String(row.barcode) }));
  expect(products.length).toBeGreaterThanOrEqual(2);
  return products;
}

/** A valid EAN-13 (its check digit right) that no product in the catalogue has. */
async function unknownEan13(): Promise<string> {
  for (;;) {
    const first12 = `890${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const code = `${first12}${ean13CheckDigit(first12)}`;
    const { total } = await new TablesDB(keyClient()).listRows({
      databaseId: 'instamg',
      tableId: 'products',
      queries: [Query.equal('barcode', code), Query.limit(1)],
    });
    if (total === 0) return code;
  }
}

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchBox = (page: Page) => searchDialog(page).getByRole('combobox', { name: 'Search' });

test('panel search finds an order by number, in the store panel only that store’s', async ({ browser }) => {
  const [storeA, storeB] = await Promise.all([createFixtureStore('search-a'), createFixtureStore('search-b')]);
  const [orderA, orderB] = await Promise.all([paidOrderAt(storeA), paidOrderAt(storeB)]);

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInByApi(page, storeA.owner);
  await page.goto('/store/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(REMOTE_READY);

  // `/` opens it from anywhere; the number as people type it (lower case, no leading zeros) finds the order.
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  const [year, seq] = orderA.number.split('-').slice(1);
  await searchBox(page).fill(`img-${year}-${Number(seq)}`);
  const results = searchDialog(page).getByRole('listbox', { name: 'Search results' });
  const orders = results.getByRole('group', { name: 'Orders' });
  await expect(orders.getByRole('option')).toHaveCount(1, { timeout: 20_000 });
  await expect(orders.getByRole('option').first()).toContainText(orderA.number);
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await expectNoViolations(page);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/store/orders/${orderA.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderA.number}` })).toBeVisible(REMOTE_READY);

  // Another store's order is not found here; the phone opens the search from its icon.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await searchBox(page).fill(orderB.number);
  await expect(searchDialog(page).getByText(`No order ${orderB.number} in this store.`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(searchDialog(page).getByRole('option')).toHaveCount(0);
  await searchDialog(page).getByRole('button', { name: 'Close search' }).click();
  await expect(searchDialog(page)).toBeHidden();

  // A product result opens its sheet on the inventory page, whose own search box shows the link's
  // words (not what was typed there before); closing the sheet takes the product out of the URL.
  await page.goto('/store/inventory');
  const inventorySearch = page.getByRole('textbox', { name: 'Search brand or salt' });
  await inventorySearch.fill('zzz');
  await expect(page).toHaveURL(/[?&]q=zzz/);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await searchBox(page).fill(storeA.productName);
  const product = searchDialog(page).getByRole('group', { name: 'Products' }).getByRole('option').first();
  await expect(product).toContainText(storeA.productName, { timeout: 20_000 });
  await product.click();
  const sheet = page.getByRole('dialog', { name: storeA.productName });
  await expect(sheet).toBeVisible(REMOTE_READY);
  await expect(page).toHaveURL(/[?&]product=/);
  await sheet.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]product=/);
  await expect(inventorySearch).toHaveValue(storeA.productName);

  // By barcode: the owner receives a seeded medicine (the inventory function, as the panel does);
  // its code, spaced as printed under the bars, finds it among the Products.
  const [coded, notStocked] = await barcodedOtcProducts(storeA);
  const received = await runAs(storeA.owner, 'inventory', {
    action: 'add_batch',
    store_id: storeA.storeId,
    product_id: coded!.id,
    batch: 'CODE1',
    expiry: addDays(istToday(new Date()), 400),
    quantity: 5,
    mrp: coded!.mrp,
    selling_price: coded!.mrp,
  });
  expect(received.status, JSON.stringify(received.body)).toBe(201);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const spaced = `${coded!.barcode.slice(0, 1)} ${coded!.barcode.slice(1, 7)} ${coded!.barcode.slice(7)}`;
  await searchBox(page).fill(spaced);
  const byCode = searchDialog(page).getByRole('group', { name: 'Products' }).getByRole('option');
  await expect(byCode).toHaveCount(1, { timeout: 20_000 });
  await expect(byCode).toContainText(coded!.name);
  // A code in the catalogue that this store does not stock finds nothing here.
  await searchBox(page).fill(notStocked!.barcode);
  await expect(
    searchDialog(page).getByText(`No product in this store has the barcode ${notStocked!.barcode}.`),
  ).toBeVisible({ timeout: 20_000 });
  await expect(searchDialog(page).getByRole('option')).toHaveCount(0);
  // A well-formed code no product in the catalogue has: the same empty state.
  const unknown = await unknownEan13();
  await searchBox(page).fill(unknown);
  await expect(searchDialog(page).getByText(`No product in this store has the barcode ${unknown}.`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(searchDialog(page).getByRole('option')).toHaveCount(0);
  await searchDialog(page).getByRole('button', { name: 'Close search' }).click();
  await context.close();

  // The admin finds the order by its number and the store by its name.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await adminContext.newPage();
  await signInByApi(admin, seedCredentials().users.admin);
  await admin.goto('/admin/dashboard');
  await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(REMOTE_READY);
  await admin.getByRole('button', { name: /^Search: / }).click();
  await searchBox(admin).fill(orderA.number);
  const adminOrder = searchDialog(admin).getByRole('group', { name: 'Orders' }).getByRole('option');
  await expect(adminOrder).toHaveCount(1, { timeout: 20_000 });
  await expect(adminOrder).toContainText(storeA.name);
  await adminOrder.click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderA.id}$`));

  await admin.keyboard.press('/');
  await searchBox(admin).fill(storeA.name);
  const store = searchDialog(admin).getByRole('group', { name: 'Stores' }).getByRole('option');
  await expect(store).toHaveCount(1, { timeout: 20_000 });
  await expect(store).toContainText(storeA.name);
  // The two paid orders wait for their stores: the nav's count badge is on screen, under the backdrop, for axe.
  await expect(admin.getByTestId('admin-nav-count').first()).toBeVisible();
  await expectNoViolations(admin);
  await searchBox(admin).press('ArrowDown');
  await searchBox(admin).press('Enter');
  await expect(admin).toHaveURL(new RegExp(`/admin/stores/${storeA.storeId}$`));
  await expect(admin.getByRole('heading', { level: 1, name: storeA.name })).toBeVisible(REMOTE_READY);

  // The admin finds any catalogue product by its barcode (stocked anywhere or not); an unknown code finds nothing.
  await admin.keyboard.press('/');
  await searchBox(admin).fill(notStocked!.barcode);
  const adminProduct = searchDialog(admin).getByRole('group', { name: 'Products' }).getByRole('option');
  await expect(adminProduct).toHaveCount(1, { timeout: 20_000 });
  await expect(adminProduct).toContainText(notStocked!.name);
  await searchBox(admin).fill(unknown);
  await expect(searchDialog(admin).getByText(`No product has the barcode ${unknown}.`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(searchDialog(admin).getByRole('option')).toHaveCount(0);
  await adminContext.close();
});

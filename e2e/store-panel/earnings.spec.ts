// Journey (issue 18 §5): a fixture store of its own (owner + staff) sells one ₹450.00 item (GST 5 %)
// with the ₹25.00 delivery fee — order A of the settlement unit test (shared/src/domain/settlement/
// settlement.test.ts: gross ₹475.00, taxable ₹449.76, commission 10 % ₹45.00, GST on it ₹8.10,
// TCS 0.5 % ₹2.25, TDS 0.1 % ₹0.45, net ₹419.20, at the seeded rates of today). The order goes
// through the real functions to delivered; the owner opens /store/earnings and reads exactly those
// figures in the totals and on the order's row; the week's payout (settle-payouts) and its statement
// CSV come to the same ₹419.20 (both pages pass axe's WCAG 2.1 A/AA rules); the staff member is
// told earnings are not theirs.
import { readFileSync } from 'node:fs';
import { Functions, ID, Query, TablesDB } from 'node-appwrite';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { signInByApi } from '../auth/auth-helpers';
import { createFixtureStore, FixtureCustomer, keyClient, orderActionAs } from './store-fixtures';
import { expectNoViolations } from '../support/axe';

test.beforeEach(() => test.setTimeout(180_000));

const DB = 'instamg';

test('the owner sees a delivered order’s earnings, matching the unit-tested breakdown; staff may not', async ({
  page,
  browser,
  baseURL,
}) => {
  const store = await createFixtureStore('earnings', { staff: true });
  const tablesDB = new TablesDB(keyClient());
  // An OTC product taxed at 5 % whose MRP allows a ₹450.00 selling price.
  const product = (
    await tablesDB.listRows({
      databaseId: DB,
      tableId: 'products',
      queries: [
        Query.equal('rx_required', false),
        Query.equal('is_active', true),
        Query.equal('gst_rate', 5),
        Query.greaterThanEqual('mrp', 450),
        Query.limit(1),
      ],
    })
  ).rows[0];
  expect(product, 'the seed has an OTC 5 % product with MRP ≥ ₹450').toBeTruthy();
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_inventory',
    rowId: ID.unique(),
    data: {
      store_id: store.storeId,
      product_id: product!.$id,
      batch: 'E2E450',
      // Expires before the fixture's own batch (400 days), so FEFO sells this one if the product is the same.
      expiry: new Date(Date.now() + 200 * 86400_000).toISOString(),
      stock: 20,
      selling_price: 450,
      mrp: Number(product!.mrp),
    },
  });

  const customer = await FixtureCustomer.near({ ...store, productId: product!.$id });
  const orderId = await customer.paidOrder();
  const order = await tablesDB.getRow({ databaseId: DB, tableId: 'orders', rowId: orderId });
  // The sale of the unit test's order A.
  expect({ items: order.items_total, fee: order.delivery_fee, gst: order.gst_total }).toEqual({
    items: 450,
    fee: 25,
    gst: 25.24,
  });
  for (const action of ['confirm', 'start_processing', 'ready_for_pickup', 'out_for_delivery']) {
    const reply = await orderActionAs(store.owner, { action, order_id: orderId });
    expect(reply.status, `${action}: ${JSON.stringify(reply.body)}`).toBe(200);
  }
  const code = await tablesDB.getRow({ databaseId: DB, tableId: 'delivery_codes', rowId: orderId });
  const delivered = await orderActionAs(store.owner, {
    action: 'delivered',
    order_id: orderId,
    delivery_code: code.code,
  });
  expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);

  await signInByApi(page, store.owner);
  await page.goto('/store/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible(REMOTE_READY);
  await expect(page.getByRole('button', { name: 'Last 7 days', pressed: true })).toBeVisible();

  const totals = page.getByTestId('earnings-totals');
  const line = (label: string) => totals.getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(line('Gross')).toContainText('₹475.00', { timeout: 20_000 });
  await expect(line('Platform commission')).toContainText('−₹45.00');
  await expect(line('GST on commission')).toContainText('−₹8.10');
  await expect(line('GST TCS')).toContainText('−₹2.25');
  await expect(line('Income-tax TDS')).toContainText('−₹0.45');
  await expect(line('Net payable')).toContainText('₹419.20');
  await expect(page.getByText(/1 delivered order$/)).toBeVisible();

  const grid = page.getByRole('grid', { name: 'Earnings per order' });
  const row = grid.getByRole('row').filter({ hasText: String(order.order_number) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₹450.00');
  await expect(row).toContainText('₹45.00 (10%)');
  await expect(row).toContainText('₹2.25 (0.5%)');
  await expect(row).toContainText('₹0.45 (0.1%)');
  await expect(row).toContainText('₹419.20');

  await expectNoViolations(page);

  // The weekly cycle closes (settle-payouts, as its schedule would, a week on): one payout of ₹419.20
  // whose statement lines add up to it, shown at /store/payouts and downloadable as CSV.
  const settled = await new Functions(keyClient()).createExecution({
    functionId: 'settle-payouts',
    body: JSON.stringify({ now: new Date(Date.now() + 8 * 86400_000).toISOString(), store_ids: [store.storeId] }),
  });
  expect(settled.responseStatusCode, settled.responseBody).toBe(200);
  await page.goto('/store/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible(REMOTE_READY);
  const payouts = page.getByRole('grid', { name: 'Payouts' });
  const payoutRow = payouts.getByRole('row').filter({ hasText: 'Pending' });
  await expect(payoutRow).toHaveCount(1, { timeout: 20_000 });
  await expect(payoutRow).toContainText('₹419.20');
  await payoutRow.getByRole('button', { name: /^Statement/ }).click();
  const statement = page.getByRole('dialog', { name: /^Payout statement/ });
  const lines = statement.getByTestId('statement-lines');
  await expect(lines.getByRole('row')).toHaveCount(3, { timeout: 20_000 });
  await expect(lines.getByRole('row', { name: /^Total/ })).toContainText('₹419.20');
  await expectNoViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    statement.getByRole('button', { name: 'Download statement (CSV)' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv).toHaveLength(3);
  expect(csv[1]).toMatch(
    new RegExp(
      `^"Sale","${orderId}","${String(order.order_number)}",.*,475\\.00,45\\.00,8\\.10,2\\.25,0\\.45,0\\.00,419\\.20$`,
    ),
  );
  expect(csv[2]).toMatch(/^"Total",,,,475\.00,45\.00,8\.10,2\.25,0\.45,0\.00,419\.20$/);
  await statement.getByRole('button', { name: 'Close' }).click();

  // The staff member of the same store: no Earnings in the navigation, and a clear refusal on the link.
  const staffContext = await browser.newContext({ baseURL });
  const staffPage = await staffContext.newPage();
  try {
    await signInByApi(staffPage, store.staff!);
    await staffPage.goto('/store/earnings');
    await expect(staffPage.getByText('Only the owner or a store admin can see earnings.')).toBeVisible(REMOTE_READY);
    await expect(
      staffPage.getByRole('navigation', { name: 'Store panel' }).getByRole('link', { name: 'Earnings' }),
    ).toHaveCount(0);
    await expect(staffPage.getByText('₹419.20')).toHaveCount(0);
  } finally {
    await staffContext.close();
  }
});

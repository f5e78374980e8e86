// Journeys (issue 16 §5), two browser contexts: the store is out of the customer's Dolo 650 and
// offers a substitute of the same salt, strength and form from its order page; the customer sees the
// offer live on the order page and accepts it (the line, the totals and a partial refund follow) or
// declines it (the line is removed and refunded; it was the only line, so the order is cancelled).
// The consent timeout is proven through the SDK with an injected clock (order-state/test/substitution.sdk.test.ts).
import type { Browser, Page } from '@playwright/test';
import { ID, Query, TablesDB } from 'node-appwrite';
import { formatINR } from '@instamg/shared/domain/money';
import { expect, test } from '../support/fixtures';
import { REMOTE_READY } from '../support/apps';
import { cartCheckout, FIRST_LOAD_MS, runOrderStateAs } from '../checkout/checkout-helpers';
import { keyTablesDB, orderRowByKey, paidOrderOfCustomerA, signInAsStaffOfOrder } from './fulfilment-helpers';

test.beforeEach(() => test.setTimeout(180_000));

const DAY = 86_400_000;

/**
 * This spec's own batch of `slug` at the order's store: cheaper than the line and the earliest to
 * expire with more than 3 months left, so FEFO proposes it (seed batches expire after 200 days).
 */
async function substituteBatch(orderId: string, slug: string, price: number): Promise<{ id: string; name: string }> {
  const tablesDB: TablesDB = keyTablesDB();
  const order = await orderRowByKey(orderId);
  const product = (
    await tablesDB.listRows({ databaseId: 'instamg', tableId: 'products', queries: [Query.equal('slug', slug)] })
  ).rows[0]!;
  await tablesDB.createRow({
    databaseId: 'instamg',
    tableId: 'store_inventory',
    rowId: ID.unique(),
    data: {
      store_id: order.store_id,
      product_id: product.$id,
      batch: `E2E-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      expiry: new Date(Date.now() + 100 * DAY).toISOString(),
      stock: 5,
      selling_price: price,
      mrp: product.mrp,
    },
  });
  return { id: product.$id, name: product.name as string };
}

/** The store confirms the order, opens its page and offers `substitute` for the Dolo line. */
async function offerSubstitute(store: Page, orderId: string, substitute: string): Promise<void> {
  expect(await runOrderStateAs(store, { action: 'confirm', order_id: orderId })).toMatchObject({ status: 200 });
  await store.goto(`/store/orders/${orderId}`);
  await expect(
    store.getByRole('heading', { level: 1, name: `Order ${String((await orderRowByKey(orderId)).order_number)}` }),
  ).toBeVisible(REMOTE_READY);
  await expect(store.getByTestId('order-status')).toHaveText('Confirmed');
  await store.getByRole('button', { name: 'Offer substitute for Dolo 650 Tablet' }).click();
  const dialog = store.getByRole('dialog', { name: 'Offer a substitute' });
  await dialog.getByRole('radio', { name: new RegExp(`^${substitute}`) }).check();
  await dialog.getByRole('button', { name: 'Send to customer' }).click();
  await expect(store.getByTestId('open-substitution')).toContainText(`Substitute offered: ${substitute}`, {
    timeout: 20_000,
  });
}

async function storeOfOrder(browser: Browser, baseURL: string | undefined, orderId: string) {
  const context = await browser.newContext({ baseURL });
  const store = await context.newPage();
  await signInAsStaffOfOrder(store, orderId);
  return { context, store };
}

test('substitute proposed → the customer accepts live: the line, the totals and the partial refund follow', async ({
  page,
  browser,
  baseURL,
}) => {
  const orderId = await paidOrderOfCustomerA(page, baseURL);
  const calpol = await substituteBatch(orderId, 'calpol-650-tablet', 20);
  const before = await orderRowByKey(orderId);
  const { context, store } = await storeOfOrder(browser, baseURL, orderId);
  try {
    // The customer's page is open before the offer: it arrives over Realtime.
    await page.goto(`/orders/${orderId}`);
    const customer = cartCheckout(page);
    await expect(customer.getByTestId('order-status')).toHaveText('Placed', { timeout: FIRST_LOAD_MS });
    await offerSubstitute(store, orderId, calpol.name);

    const offer = customer.getByTestId('substitution-offer');
    await expect(offer).toBeVisible({ timeout: 20_000 });
    await expect(offer.getByTestId('substitute-name')).toHaveText(calpol.name);
    const proposal = (
      await keyTablesDB().listRows({
        databaseId: 'instamg',
        tableId: 'order_substitutions',
        queries: [Query.equal('order_id', orderId)],
      })
    ).rows[0]!;
    const refund = proposal.refund_amount as number;
    expect(proposal.unit_price).toBe(20);
    expect(refund).toBeCloseTo((proposal.original_line_total as number) - 20, 2);
    await expect(offer.getByTestId('substitute-price')).toContainText(`${formatINR(refund)} back`);
    await expect(offer.getByTestId('substitute-countdown')).toContainText(/Answer within (10:00|9:\d\d)/);

    await offer.getByRole('button', { name: 'Accept substitute' }).click();
    await expect(page.getByText('Substitute accepted. Any difference is refunded.')).toBeVisible();
    await expect(offer).toHaveCount(0);
    const items = customer.getByRole('region', { name: 'Items' });
    await expect(items).toContainText(calpol.name, { timeout: 20_000 });
    await expect(items).not.toContainText('Dolo 650 Tablet');
    const total = Math.round(((before.total as number) - refund) * 100) / 100;
    await expect(customer.getByTestId('order-total')).toContainText(formatINR(total));
    const refunds = customer.getByTestId('refunds');
    await expect(refunds).toContainText(`Refund ${formatINR(refund)}`);
    // The sandbox settles the refund a moment later; the page follows.
    await expect(refunds.locator('[data-refund-status="refunded"]')).toHaveCount(1, { timeout: 20_000 });
    await expect(customer.getByTestId('payment-status')).toHaveText('Payment: Paid');
    // The store's page follows too: the line is the substitute and the proposal is closed.
    await expect(store.getByTestId('open-substitution')).toHaveCount(0, { timeout: 20_000 });
    await expect(store.getByTestId('order-line')).toContainText(calpol.name);
    await expect(store.getByTestId('store-timeline')).toContainText(
      `Accepted ${calpol.name} instead of Dolo 650 Tablet`,
    );

    expect(await orderRowByKey(orderId)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      total,
      placed_total: before.placed_total,
      refund_id: `rf_${orderId}_s1`,
      refund_amount: refund,
      refunded_paise: Math.round(refund * 100),
      substitution_id: null,
    });
  } finally {
    await context.close();
  }
});

test('substitute proposed → the customer declines: the only line is removed, the order cancelled and refunded in full', async ({
  page,
  browser,
  baseURL,
}) => {
  const orderId = await paidOrderOfCustomerA(page, baseURL);
  const crocin = await substituteBatch(orderId, 'crocin-650-tablet', 21);
  const before = await orderRowByKey(orderId);
  const { context, store } = await storeOfOrder(browser, baseURL, orderId);
  try {
    await page.goto(`/orders/${orderId}`);
    const customer = cartCheckout(page);
    await expect(customer.getByTestId('order-status')).toHaveText('Placed', { timeout: FIRST_LOAD_MS });
    await offerSubstitute(store, orderId, crocin.name);

    const offer = customer.getByTestId('substitution-offer');
    await expect(offer.getByTestId('substitute-name')).toHaveText(crocin.name, { timeout: 20_000 });
    await offer.getByRole('button', { name: 'Decline and remove item' }).click();
    await expect(page.getByText('Item removed. Its amount is refunded.')).toBeVisible();
    await expect(customer.getByTestId('order-status')).toHaveText('Cancelled', { timeout: 20_000 });
    await expect(
      customer.getByText(/^Cancellation reason: You declined the substitute for Dolo 650 Tablet/),
    ).toBeVisible();
    await expect(customer.getByTestId('refunds')).toContainText(`Refund ${formatINR(before.placed_total as number)}`);
    await expect(customer.getByTestId('payment-status')).toHaveText('Payment: Refunded', { timeout: 20_000 });
    await expect(store.getByTestId('order-status')).toHaveText('Cancelled', { timeout: 20_000 });
    await expect(store.getByTestId('store-timeline')).toContainText(
      `Declined ${crocin.name} instead of Dolo 650 Tablet`,
    );
    expect(await orderRowByKey(orderId)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refund_id: `rf_${orderId}`,
      refund_amount: before.placed_total,
    });
  } finally {
    await context.close();
  }
});

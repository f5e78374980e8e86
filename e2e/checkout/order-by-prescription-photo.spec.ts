// Journey (issue 36 §1), two browser contexts: customer A sends a photo of a prescription from
// /upload-prescription; the demo store's registered pharmacist reads it in the store panel and
// sends a two-line priced cart; the customer sees it naming the pharmacist, removes one line and
// pays through the sandbox: a normal order, its prescription already verified.
import { expect, test } from '../support/fixtures';
import { Query, TablesDB } from 'node-appwrite';
import { signInByApi } from '../auth/auth-helpers';
import { keyClient } from '../support/key-client';
import {
  FIRST_LOAD_MS,
  cartCheckout,
  finishSandboxPayment,
  pharmacistOfStore,
  prescriptionDate,
  sendPhotoRequest,
  signInAsCustomerAByApi,
  storeOfRequest,
} from './checkout-helpers';

test.beforeEach(() => test.setTimeout(240_000));

/**
 * Two medicines in stock at the store, the demo pair where it has them: the store the request
 * reaches depends on which specs ran before (see the test), and so does its shelf.
 */
async function twoStockedProducts(storeId: string): Promise<[string, string]> {
  const { rows } = await new TablesDB(keyClient()).listRows({
    databaseId: 'instamg',
    tableId: 'inventory_products',
    queries: [Query.equal('store_id', storeId), Query.greaterThanEqual('stock', 5), Query.limit(500)],
  });
  const names = rows.map((r) => r.name as string);
  const chosen = ['Azithral 500 Tablet', 'Dolo 650 Tablet'].filter((n) => names.includes(n));
  // Neither name may be part of the other, or the search for one would also list the other.
  for (const n of names) if (chosen.length < 2 && chosen.every((c) => !c.includes(n) && !n.includes(c))) chosen.push(n);
  expect(chosen.length).toBeGreaterThanOrEqual(2);
  return [chosen[0]!, chosen[1]!];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a pharmacist builds the cart from a photo; the customer removes a line and pays', async ({
  page,
  browser,
  baseURL,
}) => {
  const note = `all medicines, 1 month ${Date.now()}`;
  await signInAsCustomerAByApi(page);
  await sendPhotoRequest(page, note);
  const root = cartCheckout(page);

  // The request goes to the nearest open store with a registered pharmacist: specs that ran
  // earlier register pharmacists at other stores near customer A, so it need not be the demo
  // store. A pharmacist of whichever store has it reads it.
  const store = await browser.newContext();
  const panel = await store.newPage();
  const storeId = await storeOfRequest(note);
  const [first, second] = await twoStockedProducts(storeId);
  await signInByApi(panel, await pharmacistOfStore(storeId));
  await panel.goto('/store/prescriptions?tab=requests');
  await panel
    .getByRole('list', { name: 'Prescription requests' })
    .getByRole('button', { name: new RegExp(note) })
    .click({
      timeout: FIRST_LOAD_MS,
    });
  await expect(panel.getByRole('img', { name: 'Prescription' })).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('button', { name: 'Rotate' }).click();
  for (const name of [first, second]) {
    await panel.getByLabel('Search stock by name or salt').fill(name);
    await panel
      .getByRole('list', { name: 'Stock' })
      .getByRole('button', { name: new RegExp(escapeRegExp(name)) })
      .first()
      .click({
        timeout: 30_000,
      });
  }
  await panel.getByLabel('Prescriber’s name').fill('Dr R. Iyer');
  await panel.getByLabel('Prescriber’s registration').fill('DMC-44120');
  await panel.getByLabel('Date on the prescription').fill(prescriptionDate());
  await panel.getByRole('button', { name: 'Send priced cart' }).click();

  await expect(root.getByText('Your priced cart')).toBeVisible({ timeout: 30_000 });
  await expect(root.getByTestId('rx-pharmacist')).toContainText('registration');
  const cart = root.getByRole('list', { name: 'Priced cart' });
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  await cart.getByRole('button', { name: new RegExp(`^Remove ${escapeRegExp(second)}`) }).click();
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await root.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/v1\/dev\/payments\/checkout\?payment_session_id=/, { timeout: 30_000 });
  const orderId = await finishSandboxPayment(page, /^Pay /, baseURL);
  await expect(cartCheckout(page).getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid', {
    timeout: 30_000,
  });
  // The order names the pharmacist whose cart it is, its prescription already verified.
  await page.goto(`/orders/${orderId}`);
  await expect(cartCheckout(page).getByTestId('rx-verified-by')).toContainText('registration', {
    timeout: FIRST_LOAD_MS,
  });
  // So does its tax invoice (the draft e-pharmacy rules).
  await cartCheckout(page).getByRole('button', { name: 'View invoice' }).click();
  await expect(page.getByRole('dialog', { name: /^Tax invoice/ }).getByTestId('invoice-pharmacist')).toHaveText(
    /^Prescription verified by .+, registered pharmacist \(.*registration no\. DPC\/E2E\/.+\)$/,
    { timeout: 30_000 },
  );
  await store.close();
});

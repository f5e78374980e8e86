// Issue 36: the pharmacist's queue of prescription photos is live. With the queue open, a request
// the customer sends appears, and one the customer cancels leaves, without a reload, well inside
// the queue's fallback poll (60 s): Realtime on rx_requests, which sends only rows the pharmacist may read.
import { expect, test } from '../support/fixtures';
import { signInByApi } from '../auth/auth-helpers';
import {
  FIRST_LOAD_MS,
  cartCheckout,
  pharmacistOfStore,
  sendPhotoRequest,
  signInAsCustomerAByApi,
  storeOfRequest,
} from '../checkout/checkout-helpers';

test.beforeEach(() => test.setTimeout(180_000));

/** Well under the poll: only a pushed change can meet it. */
const LIVE_MS = 15_000;

test('a request sent while the queue is open shows there without a reload, and leaves it when cancelled', async ({
  page,
  browser,
}) => {
  const first = `live queue, first ${Date.now()}`;
  const second = `live queue, second ${Date.now()}`;
  await signInAsCustomerAByApi(page);
  const firstUrl = await sendPhotoRequest(page, first);
  const storeId = await storeOfRequest(first);

  const context = await browser.newContext();
  const panel = await context.newPage();
  await signInByApi(panel, await pharmacistOfStore(storeId));
  await panel.goto('/store/prescriptions?tab=requests');
  const queue = panel.getByRole('list', { name: 'Prescription requests' });
  await expect(queue.getByRole('button', { name: new RegExp(first) })).toBeVisible({ timeout: FIRST_LOAD_MS });

  // The same customer and address reach the same store.
  const secondUrl = await sendPhotoRequest(page, second);
  expect(await storeOfRequest(second)).toBe(storeId);
  await expect(queue.getByRole('button', { name: new RegExp(second) })).toBeVisible({ timeout: LIVE_MS });

  // Cancelled by the customer while it waits, each leaves the open queue without a reload (and
  // nothing is left for other specs): rx-requests writes the cancelled state while the store still
  // reads the row, so its Realtime update reaches the pharmacist, and only then drops the store's read.
  for (const [url, note] of [
    [secondUrl, second],
    [firstUrl, first],
  ] as const) {
    await page.goto(url);
    const cancel = cartCheckout(page).getByRole('button', { name: 'Cancel request' });
    await cancel.click({ timeout: FIRST_LOAD_MS });
    await expect(cancel).toHaveCount(0, { timeout: 30_000 });
    await expect(queue.getByRole('button', { name: new RegExp(note) })).toHaveCount(0, { timeout: LIVE_MS });
  }
  await context.close();
});

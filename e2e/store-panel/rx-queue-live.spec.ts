// Issue 36: the pharmacist's queue of prescription photos is live. With the queue open, a request
// the customer sends appears without a reload, well inside the queue's fallback poll (60 s):
// Realtime on rx_requests, which sends only rows the pharmacist may read.
import { Query, TablesDB } from 'node-appwrite';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInByApi } from '../auth/auth-helpers';
import { keyClient } from '../support/key-client';
import {
  FIRST_LOAD_MS,
  cartCheckout,
  openCartCheckout,
  pharmacistOfStore,
  signInAsCustomerAByApi,
} from '../checkout/checkout-helpers';

test.beforeEach(() => test.setTimeout(180_000));

/** Well under the poll: only a pushed change can meet it. */
const LIVE_MS = 15_000;

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function storeOfRequest(note: string): Promise<string> {
  const { rows } = await new TablesDB(keyClient()).listRows({
    databaseId: 'instamg',
    tableId: 'rx_requests',
    queries: [Query.equal('note', note), Query.limit(1)],
  });
  expect(rows[0]?.state).toBe('reading');
  return rows[0]!.store_id as string;
}

/** Sends a photo request with `note` from /upload-prescription; answers its page's URL. */
async function sendRequest(page: Page, note: string): Promise<string> {
  await openCartCheckout(page, '/upload-prescription');
  const root = cartCheckout(page);
  await root.getByLabel('Prescription photos').setInputFiles({ name: 'rx.png', mimeType: 'image/png', buffer: PNG });
  await root.getByLabel('Your note (optional)').fill(note);
  await root.getByRole('button', { name: 'Send to a pharmacist' }).click();
  await expect(root.getByText('Being read by a pharmacist')).toBeVisible({ timeout: 30_000 });
  return page.url();
}

test('a request sent while the queue is open shows there without a reload', async ({ page, browser }) => {
  const first = `live queue, first ${Date.now()}`;
  const second = `live queue, second ${Date.now()}`;
  await signInAsCustomerAByApi(page);
  const firstUrl = await sendRequest(page, first);
  const storeId = await storeOfRequest(first);

  const context = await browser.newContext();
  const panel = await context.newPage();
  await signInByApi(panel, await pharmacistOfStore(storeId));
  await panel.goto('/store/prescriptions?tab=requests');
  const queue = panel.getByRole('list', { name: 'Prescription requests' });
  await expect(queue.getByRole('button', { name: new RegExp(first) })).toBeVisible({ timeout: FIRST_LOAD_MS });

  // The same customer and address reach the same store.
  const secondUrl = await sendRequest(page, second);
  expect(await storeOfRequest(second)).toBe(storeId);
  await expect(queue.getByRole('button', { name: new RegExp(second) })).toBeVisible({ timeout: LIVE_MS });

  // Cancelled by the customer while it waits (and so nothing is left for other specs).
  for (const url of [secondUrl, firstUrl]) {
    await page.goto(url);
    const cancel = cartCheckout(page).getByRole('button', { name: 'Cancel request' });
    await cancel.click({ timeout: FIRST_LOAD_MS });
    await expect(cancel).toHaveCount(0, { timeout: 30_000 });
  }
  // Cancelled requests leave the queue by the next read (a full CI run saw the cancel's event not
  // reach the pharmacist within 15 s: its permissions may change with the state; not yet looked into).
  await panel.reload();
  await expect(queue.getByRole('button', { name: new RegExp(second) })).toHaveCount(0, { timeout: FIRST_LOAD_MS });
  await expect(queue.getByRole('button', { name: new RegExp(first) })).toHaveCount(0, { timeout: FIRST_LOAD_MS });
  await context.close();
});

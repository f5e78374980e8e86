import type { Page } from '@playwright/test';
import { ID, Query, TablesDB, Teams, Users } from 'node-appwrite';
import { addDays, istToday } from '@instamg/shared/domain/india-time';
import { expect } from '../support/fixtures';
import { catalog, openCatalog } from '../catalog/catalog-helpers';
import { seedCredentials, signIn, signInByApi } from '../auth/auth-helpers';
import { keyClient } from '../support/key-client';

/** Everything mf_cart_checkout renders. */
export const cartCheckout = (page: Page) => page.locator('[data-boundary="mf-cart-checkout"]');

// A busy two-core machine: a remote's first load can take well over 10 s.
export const FIRST_LOAD_MS = 45_000;

export async function openCartCheckout(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(cartCheckout(page).first()).toBeVisible({ timeout: FIRST_LOAD_MS });
}

/** Adds a medicine from its product page (mf_catalog), as a customer would. */
export async function addFromProductPage(page: Page, productId: string, name: string): Promise<void> {
  await openCatalog(page, `/product/${productId}`);
  await catalog(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`Added 1 × ${name} to your cart`)).toBeVisible();
}

/** The date on a prescription issued `days` ago in India, as the upload form takes it (YYYY-MM-DD). */
/** A 1×1 PNG: the smallest photo the prescription uploads accept. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The store the photo request with this (unique) note is being read at (it must be `reading`). */
export async function storeOfRequest(note: string): Promise<string> {
  const { rows } = await new TablesDB(keyClient()).listRows({
    databaseId: 'instamg',
    tableId: 'rx_requests',
    queries: [Query.equal('note', note), Query.limit(1)],
  });
  expect(rows[0]?.state).toBe('reading');
  return rows[0]!.store_id as string;
}

/** Customer: sends a photo request with `note` from /upload-prescription; answers the request page's URL. */
export async function sendPhotoRequest(page: Page, note: string): Promise<string> {
  await openCartCheckout(page, '/upload-prescription');
  const root = cartCheckout(page);
  await root
    .getByLabel('Prescription photos')
    .setInputFiles({ name: 'rx.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await root.getByLabel('Your note (optional)').fill(note);
  await root.getByRole('button', { name: 'Send to a pharmacist' }).click();
  await expect(root.getByText('Being read by a pharmacist')).toBeVisible({ timeout: 30_000 });
  return page.url();
}

export const prescriptionDate = (days = 3): string => addDays(istToday(new Date()), -days);

/**
 * A registered pharmacist of the store fulfilling `orderId` (team role `pharmacist` plus a
 * confirmed store_pharmacists row), made with the e2e dev server's API key: the seed registers
 * one for the demo store only, and the nearest stocking store need not be that one. Only such a
 * person may verify or reject the order's prescription (issue 14 §6).
 */
export async function pharmacistOfOrder(orderId: string): Promise<{ email: string; password: string }> {
  const order = await new TablesDB(keyClient()).getRow({ databaseId: 'instamg', tableId: 'orders', rowId: orderId });
  return pharmacistOfStore(order.store_id as string);
}

/**
 * A new registered pharmacist of `storeId`. Specs that run earlier register pharmacists at other
 * stores, so a request or an order can reach a store other than the demo one: make one there.
 */
export async function pharmacistOfStore(storeId: string): Promise<{ email: string; password: string }> {
  const client = keyClient();
  const tablesDB = new TablesDB(client);
  const store = await tablesDB.getRow({ databaseId: 'instamg', tableId: 'stores', rowId: storeId });
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const credentials = { email: `pharmacist-${tag}@instamg.test`, password: `Rx-check-${tag}` };
  const user = await new Users(client).create({
    userId: ID.unique(),
    email: credentials.email,
    password: credentials.password,
    name: 'Test Pharmacist',
  });
  await new Teams(client).createMembership({
    teamId: store.team_id as string,
    roles: ['pharmacist'],
    userId: user.$id,
  });
  await tablesDB.createRow({
    databaseId: 'instamg',
    tableId: 'store_pharmacists',
    rowId: ID.unique(),
    permissions: [`read("user:${user.$id}")`, `read("team:${store.team_id as string}")`],
    data: {
      user_id: user.$id,
      store_id: store.$id,
      name: 'Test Pharmacist',
      pharmacy_council: 'Delhi Pharmacy Council',
      registration_number: `DPC/E2E/${tag}`,
      confirmed_by: 'demo-admin',
      confirmed_at: new Date().toISOString(),
      is_active: true,
    },
  });
  // The panel's projection of the membership (store-staff's ensureAdminRow): without it the
  // store panel does not know them; the functions need only the membership and registration.
  await tablesDB.createRow({
    databaseId: 'instamg',
    tableId: 'store_admins',
    rowId: ID.unique(),
    permissions: [`read("user:${user.$id}")`],
    data: { user_id: user.$id, store_id: store.$id, role: 'staff' },
  });
  return credentials;
}

export async function signInAsCustomerA(page: Page): Promise<void> {
  await signIn(page, seedCredentials().users.customerA);
}

/** Customer A signed in by the API (signInByApi): the page is blank, navigate next. */
export async function signInAsCustomerAByApi(page: Page): Promise<void> {
  await signInByApi(page, seedCredentials().users.customerA);
}

/**
 * On /checkout with customerA's saved addresses: keeps the default (Home, Dwarka, near the demo
 * store), standard delivery, and places the order; ends on the local sandbox's checkout page.
 */
export async function placeOrderFromCheckout(page: Page): Promise<void> {
  const root = cartCheckout(page);
  await expect(root.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(root.getByRole('radio', { name: /^Home:/ })).toBeChecked();
  await root.getByRole('radio', { name: /^Standard:/ }).check();
  await root.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/v1\/dev\/payments\/checkout\?payment_session_id=/, { timeout: 30_000 });
}

/**
 * Presses a button on the sandbox checkout page and follows its redirect to the shell's payment
 * status page (the e2e backend gets PUBLIC_APP_URL = this test shell, see scripts/lib/stack.mjs).
 */
export async function finishSandboxPayment(page: Page, button: RegExp, baseURL: string | undefined): Promise<string> {
  if (!baseURL) throw new Error('finishSandboxPayment needs the test baseURL (the shell)');
  const shell = new URL(baseURL).origin;
  await page.getByRole('button', { name: button }).click();
  // The gateway returns to …?returned=1; the status page then replaces that entry with the
  // order page and pushes the bare status page (Back lands on the order, not the gateway).
  await expect(page).toHaveURL(new RegExp(`^${shell}/payment/status/[^/?]+$`), { timeout: 30_000 });
  return page.url().split('/payment/status/')[1]!;
}

/**
 * Runs the order-state function as the user signed in on `page` (e.g. the store owner in a second
 * browser context), with the session the web SDK keeps on this localhost origin.
 */
export async function runOrderStateAs(
  page: Page,
  body: Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  const endpoint = process.env.APPWRITE_ENDPOINT;
  if (!endpoint) throw new Error('APPWRITE_ENDPOINT is not set; run through e2e/playwright.config.ts');
  return page.evaluate(
    async ({ endpoint, body }) => {
      const response = await fetch(`${endpoint}/functions/order-state/executions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-appwrite-project': 'instamg',
          'x-fallback-cookies': localStorage.getItem('cookieFallback') ?? '',
        },
        credentials: 'include',
        body: JSON.stringify({
          body: JSON.stringify(body),
          async: false,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        }),
      });
      const execution = (await response.json()) as { responseStatusCode: number; responseBody: string };
      return { status: execution.responseStatusCode, body: JSON.parse(execution.responseBody || 'null') as unknown };
    },
    { endpoint, body },
  );
}

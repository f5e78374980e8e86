// Fixtures of the orders inbox journeys (issue 15): a fresh customer with a saved address near the
// demo store (so no other spec's cart or orders are touched), paying through the real checkout and
// the sandbox; store members made with the e2e backend's API key; the re-routing sweeper run for
// this spec's own orders only (`order_ids`), with the clock driven through `now`.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { Functions, ID, Permission, Role, TablesDB, Teams, Users, type Models } from 'node-appwrite';
import { REMOTE_READY } from '../support/apps';
import { expect } from '../support/fixtures';
import {
  APPWRITE_ENDPOINT,
  seedCredentials,
  signIn,
  signInByApi,
  uniqueEmail,
  type DemoUser,
} from '../auth/auth-helpers';
import { addFromProductPage, finishSandboxPayment, placeOrderFromCheckout } from '../checkout/checkout-helpers';
import { keyClient } from '../support/key-client';

export const DB = 'instamg';

export { keyClient };

export const tables = () => new TablesDB(keyClient());

export async function orderRow(orderId: string): Promise<Models.DefaultRow> {
  return tables().getRow({ databaseId: DB, tableId: 'orders', rowId: orderId });
}

/** A new customer whose default address is customer A's seeded home in Dwarka (near the demo store). */
export async function newCustomer(label: string): Promise<DemoUser> {
  const person = {
    id: ID.unique(),
    email: uniqueEmail(label),
    password: `Pass-${Math.random().toString(36).slice(2)}`,
  };
  await new Users(keyClient()).create({
    userId: person.id,
    email: person.email,
    password: person.password,
    name: 'Inbox Customer',
  });
  const home = await tables().getRow({ databaseId: DB, tableId: 'addresses', rowId: 'addr-customer-a-home' });
  await tables().createRow({
    databaseId: DB,
    tableId: 'addresses',
    rowId: ID.unique(),
    permissions: [
      Permission.read(Role.user(person.id)),
      Permission.update(Role.user(person.id)),
      Permission.delete(Role.user(person.id)),
    ],
    data: {
      user_id: person.id,
      name: 'Home',
      address_line1: home.address_line1,
      address_line2: home.address_line2,
      city: home.city,
      state: home.state,
      postal_code: home.postal_code,
      latitude: home.latitude,
      longitude: home.longitude,
      is_default: true,
    },
  });
  return person;
}

/** A new member of `storeId` (team role + store_admins row), as an owner would add one. */
export async function newStoreMember(storeId: string, role = 'manager'): Promise<DemoUser> {
  const store = await tables().getRow({ databaseId: DB, tableId: 'stores', rowId: storeId });
  const person = {
    id: ID.unique(),
    email: uniqueEmail('member'),
    password: `Pass-${Math.random().toString(36).slice(2)}`,
  };
  await new Users(keyClient()).create({
    userId: person.id,
    email: person.email,
    password: person.password,
    name: 'Inbox Member',
  });
  await new Teams(keyClient()).createMembership({ teamId: store.team_id as string, roles: [role], userId: person.id });
  await tables().createRow({
    databaseId: DB,
    tableId: 'store_admins',
    rowId: ID.unique(),
    permissions: [Permission.read(Role.user(person.id))],
    data: { user_id: person.id, store_id: storeId, role },
  });
  return person;
}

/** The seeded demo pharmacist (team role + confirmed store_pharmacists row at the demo store). */
export function demoPharmacist(): DemoUser {
  const users = seedCredentials().users as Record<string, DemoUser>;
  return users.pharmacist!;
}

/** A signed-in browser context of its own (signed in through the /auth form; the page is left where it lands). */
export async function signedInPage(
  browser: Browser,
  user: Pick<DemoUser, 'email' | 'password'>,
  permissions: string[] = [],
  options: { byApi?: boolean } = {},
) {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (permissions.length) await context.grantPermissions(permissions);
  const page = await context.newPage();
  await (options.byApi ? signInByApi : signIn)(page, user);
  return { context, page };
}

/** signedInPage signed in by the API (signInByApi): the page is blank, navigate next. */
export const apiSignedInPage = (
  browser: Browser,
  user: Pick<DemoUser, 'email' | 'password'>,
  permissions: string[] = [],
) => signedInPage(browser, user, permissions, { byApi: true });

/** The customer buys one pack of a medicine through cart, checkout and the sandbox: the paid order's id. */
export async function buyAndPay(
  page: Page,
  baseURL: string | undefined,
  product: { id: string; name: string },
): Promise<string> {
  await addFromProductPage(page, product.id, product.name);
  await page.goto('/checkout');
  await placeOrderFromCheckout(page);
  return finishSandboxPayment(page, /^Pay /, baseURL);
}

export const inbox = (page: Page) => page.getByTestId('orders-inbox');
/** The accept sheet of one new order (the dialog carries the order's id). */
export const acceptSheet = (page: Page, orderId: string) => page.locator(`[role="dialog"][data-order-id="${orderId}"]`);

/**
 * The accept sheet of `orderId` once it rings. Other specs' orders may ring at the demo store too:
 * "Later" on theirs until this order's sheet shows. `later` names the Later button in the panel's
 * language (/^Later/ in English, /^बाद में/ in Hindi).
 */
export async function acceptSheetFor(page: Page, orderId: string, later: RegExp = /^Later/): Promise<Locator> {
  // Any order's accept sheet, whatever the language (only the sheet carries data-order-id on a dialog).
  const anySheet = page.locator('[role="dialog"][data-order-id]').first();
  await expect
    .poll(
      async () => {
        if (await acceptSheet(page, orderId).isVisible()) return true;
        if (await anySheet.isVisible())
          await anySheet
            .getByRole('button', { name: later })
            .click({ timeout: 2_000 })
            .catch(() => undefined);
        return false;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
  return acceptSheet(page, orderId);
}
export const orderCard = (page: Page, orderId: string) => page.locator(`article[data-order-id="${orderId}"]`);
/** An order's link in the inbox grid, named by its order number ("IMG-2026-000123"), to the order's page. */
export const orderLink = (page: Page, orderId: string) =>
  page.getByRole('link', { name: /^IMG-\d{4}-\d{6,}$/ }).and(page.locator(`a[href$="/store/orders/${orderId}"]`));

/** Opens /store/orders (the New tab) and starts the shift (sound unlocked by the click). */
export async function openInbox(page: Page, options: { startShift?: boolean } = {}): Promise<void> {
  await page.goto('/store/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible(REMOTE_READY);
  await expect(inbox(page)).toBeVisible();
  if (options.startShift !== false) {
    await page.getByRole('button', { name: 'Start shift' }).click();
    await expect(page.getByTestId('shift-bar')).toHaveAttribute('data-shift', 'on');
  }
}

/** Runs the re-routing sweeper for these orders only, at `now` (an API-key execution, as the schedule runs it). */
export async function sweep(orderIds: string[], now: Date): Promise<Record<string, number>> {
  const execution = await new Functions(keyClient()).createExecution({
    functionId: 'reroute-unaccepted-orders',
    body: JSON.stringify({ now: now.toISOString(), order_ids: orderIds }),
  });
  expect(execution.responseStatusCode, execution.responseBody).toBe(200);
  return JSON.parse(execution.responseBody) as Record<string, number>;
}

/** What the signed-in user of `page` gets reading a row with the web SDK's session: its HTTP status. */
export async function readStatus(page: Page, tableId: string, query: { rowId?: string; orderId?: string }) {
  const endpoint = APPWRITE_ENDPOINT();
  return page.evaluate(
    async ({ endpoint, tableId, query }) => {
      const headers = {
        'x-appwrite-project': 'instamg',
        'x-fallback-cookies': localStorage.getItem('cookieFallback') ?? '',
      };
      const base = `${endpoint}/tablesdb/instamg/tables/${tableId}/rows`;
      if (query.rowId) {
        const response = await fetch(`${base}/${query.rowId}`, { headers, credentials: 'include' });
        return { status: response.status, total: null as number | null };
      }
      const q = JSON.stringify({ method: 'equal', attribute: 'order_id', values: [query.orderId] });
      const response = await fetch(`${base}?queries[]=${encodeURIComponent(q)}`, { headers, credentials: 'include' });
      const body = (await response.json()) as { total?: number };
      return { status: response.status, total: body.total ?? null };
    },
    { endpoint, tableId, query },
  );
}

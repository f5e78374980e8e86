// Fulfilment journeys (issue 16): a paid order of customer A and a staff member of the store that
// got it, made with the e2e dev server's API key (team membership for order-state, a store_admins
// row for the panel), so each spec has its own order and its own store person.
import type { Page } from '@playwright/test';
import { ID, Permission, Role, TablesDB, Teams, Users } from 'node-appwrite';
import { expect } from '../support/fixtures';
import { seedCredentials, signIn, signInByApi, uniqueEmail } from '../auth/auth-helpers';
import {
  addFromProductPage,
  cartCheckout,
  finishSandboxPayment,
  placeOrderFromCheckout,
} from '../checkout/checkout-helpers';
import { keyClient } from '../support/key-client';
import { REMOTE_READY } from '../support/apps';

/** Customer A orders Dolo 650 from checkout and pays in the sandbox; returns the order id. */
export async function paidOrderOfCustomerA(page: Page, baseURL: string | undefined): Promise<string> {
  await signInByApi(page, seedCredentials().users.customerA);
  await addFromProductPage(page, 'dolo-650-tablet', 'Dolo 650 Tablet');
  await page.goto('/checkout');
  await placeOrderFromCheckout(page);
  const orderId = await finishSandboxPayment(page, /^Pay /, baseURL);
  await expect(cartCheckout(page).getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid', {
    timeout: 30_000,
  });
  return orderId;
}

/** A new staff member (or `role`) of the store fulfilling `orderId`, signed in on `page`. */
export async function signInAsStaffOfOrder(page: Page, orderId: string, role = 'staff'): Promise<void> {
  const client = keyClient();
  const tablesDB = new TablesDB(client);
  const order = await tablesDB.getRow({ databaseId: 'instamg', tableId: 'orders', rowId: orderId });
  const store = await tablesDB.getRow({ databaseId: 'instamg', tableId: 'stores', rowId: order.store_id as string });
  const person = { email: uniqueEmail('fulfil-staff'), password: `Pick-${Math.random().toString(36).slice(2)}` };
  const user = await new Users(client).create({
    userId: ID.unique(),
    email: person.email,
    password: person.password,
    name: 'Packing Staff',
  });
  await new Teams(client).createMembership({ teamId: store.team_id as string, roles: [role], userId: user.$id });
  await tablesDB.createRow({
    databaseId: 'instamg',
    tableId: 'store_admins',
    rowId: ID.unique(),
    permissions: [Permission.read(Role.user(user.$id))],
    data: { user_id: user.$id, store_id: store.$id, role },
  });
  await signIn(page, person);
}

export const storeOrderPage = (page: Page) => page.locator('main');

/** The e2e backend's tables with the API key (a spec's own fixture rows). */
export const keyTablesDB = (): TablesDB => new TablesDB(keyClient());

/** The order row as the back end has it (API key): amounts a page does not show. */
export async function orderRowByKey(orderId: string): Promise<Record<string, unknown>> {
  return new TablesDB(keyClient()).getRow({ databaseId: 'instamg', tableId: 'orders', rowId: orderId });
}

/** The delivery code order-state issued for the order at or after `since` (its row is the customer's alone). */
export async function issuedDeliveryCode(orderId: string, since: number): Promise<string> {
  const read = () =>
    new TablesDB(keyClient()).getRow({ databaseId: 'instamg', tableId: 'delivery_codes', rowId: orderId });
  await expect
    .poll(async () => Date.parse(String((await read()).$updatedAt)), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(since);
  return String((await read()).code);
}

/** The store's page of the order, opened by its staff (signed in already); waits for its heading. */
export async function openStoreOrder(store: Page, orderId: string): Promise<void> {
  await store.goto(`/store/orders/${orderId}`);
  await expect(
    store.getByRole('heading', { level: 1, name: `Order ${String((await orderRowByKey(orderId)).order_number)}` }),
  ).toBeVisible(REMOTE_READY);
}

const FULFIL_STEPS = [
  ['Accept order', 'Confirmed'],
  ['Start processing', 'Processing'],
  ['Ready for pickup', 'Ready for pickup'],
  ['Out for delivery', 'Out for delivery'],
] as const;

/** Taps the order page's next-step buttons from Placed until the order reads `until`. */
export async function stepOrderTo(store: Page, until: (typeof FULFIL_STEPS)[number][1]): Promise<void> {
  for (const [button, status] of FULFIL_STEPS) {
    await store.getByRole('button', { name: button, exact: true }).click();
    await expect(store.getByTestId('order-status')).toHaveText(status, { timeout: 20_000 });
    if (status === until) return;
  }
}

/** A rider of the order's store as store-staff's accept leaves them: a store_admins row, no team membership. */
export async function riderOfOrder(orderId: string): Promise<{ email: string; password: string }> {
  const client = keyClient();
  const tablesDB = new TablesDB(client);
  const order = await orderRowByKey(orderId);
  const person = { email: uniqueEmail('rider'), password: `Ride-${Math.random().toString(36).slice(2)}` };
  const user = await new Users(client).create({
    userId: ID.unique(),
    email: person.email,
    password: person.password,
    name: 'Ravi Rider',
  });
  await new Users(client).updatePhone({ userId: user.$id, number: `+9198${String(Date.now()).slice(-8)}` });
  await tablesDB.createRow({
    databaseId: 'instamg',
    tableId: 'store_admins',
    rowId: ID.unique(),
    permissions: [Permission.read(Role.user(user.$id))],
    data: { user_id: user.$id, store_id: order.store_id as string, role: 'delivery' },
  });
  return person;
}

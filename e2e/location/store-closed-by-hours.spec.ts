// Journey (issue 33 §5): a store closed by its hours is not serviceable. A fixture store of its own
// (the only one within 5 km of its customer) serves the customer; then its hours get a temporary
// closure running now (written with the e2e backend's API key, as store-status stores a validated
// value: the editor has its own journey in the partner-approval spec). Now the locator no longer
// offers it, place-order refuses it and finds no other store, and /stores at that address lists no
// store. The closure lifted, the customer is served again: the hours, not the fixture, closed it.
import { TablesDB } from 'node-appwrite';
import { ALWAYS_OPEN, serializeStoreHours, type StoreHours } from '@instamg/shared/domain/store-hours';
import { expect, test } from '../support/fixtures';
import { FIRST_RESULT, grantLocation } from './location-helpers';
import { FixtureCustomer, createFixtureStore, keyClient } from '../store-panel/store-fixtures';

test.beforeEach(() => test.setTimeout(120_000));

const HOUR = 3_600_000;

async function setHours(storeId: string, hours: StoreHours): Promise<void> {
  await new TablesDB(keyClient()).updateRow({
    databaseId: 'instamg',
    tableId: 'stores',
    rowId: storeId,
    data: { opening_hours: serializeStoreHours(hours) },
  });
}

test('a store closed by its hours is not offered, refuses orders, and serves again once open', async ({ browser }) => {
  const store = await createFixtureStore('hours');
  const customer = await FixtureCustomer.near(store);
  await setHours(store.storeId, ALWAYS_OPEN);
  expect(await customer.nearbyStores()).toContain(store.storeId);

  const now = Date.now();
  await setHours(store.storeId, {
    ...ALWAYS_OPEN,
    closure: { from: new Date(now - HOUR).toISOString(), until: new Date(now + 3 * HOUR).toISOString(), reason: null },
  });
  expect(await customer.nearbyStores()).not.toContain(store.storeId);
  const refused = await customer.place();
  expect(refused.status, JSON.stringify(refused.body)).toBe(422);
  const anyStore = await customer.place(null);
  expect(anyStore.body.code).toBe('not_serviceable');

  // The customer's /stores at the address: no store to order from.
  const context = await browser.newContext();
  await grantLocation(context, { longitude: store.location[0] + 0.002, latitude: store.location[1] + 0.002 });
  const page = await context.newPage();
  await page.goto('/stores');
  await expect(page.getByText("We don't have partner stores within 5km of this location yet.")).toBeVisible(
    FIRST_RESULT,
  );
  await expect(page.getByTestId('store-card').filter({ hasText: store.name })).toHaveCount(0);
  await context.close();

  // The closure lifted: the same store serves the same address again.
  await setHours(store.storeId, ALWAYS_OPEN);
  expect(await customer.nearbyStores()).toContain(store.storeId);
  expect((await customer.place()).status).toBe(201);
});

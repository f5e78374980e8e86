// Journey (issue 19 tests): the admin changes the order acceptance window on /admin/settings → the
// store panel's countdown on a waiting order uses the new window. The window is a platform setting
// every intake spec reads, so this file is a `.global.spec.ts`: the config runs it after every
// other spec (its own Playwright project), and it puts the old value back. Alone: add `--no-deps`.
import { INTAKE_SETTINGS } from '@instamg/shared/domain/order-intake';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { createFixtureStore, FixtureCustomer } from '../store-panel/store-fixtures';
import { openInbox, orderCard } from '../store-panel/inbox-helpers';
import { keyTables, openAdmin } from './admin-helpers';

const KEY = INTAKE_SETTINGS.acceptWindowMinutes.key;

test('a longer acceptance window set by the admin is the countdown the store sees', async ({ page, browser }) => {
  test.slow();
  const tables = keyTables();
  const original = String((await tables.getRow({ databaseId: 'instamg', tableId: 'settings', rowId: KEY })).value);
  const store = await createFixtureStore('window');
  const orderId = await (await FixtureCustomer.near(store)).paidOrder();
  try {
    await signInByApi(page, seedCredentials().users.admin);
    await openAdmin(page, '/admin/settings', 'Settings');
    const field = page.getByRole('textbox', { name: 'Order acceptance window (minutes)' });
    await expect(field).toHaveValue(original);
    await field.fill('25');
    await page.getByRole('button', { name: 'Save Order acceptance window' }).click();
    await expect(page.getByText('Order acceptance window: 25 minutes')).toBeVisible();

    // The owner's countdown counts down from 25 minutes since the order was paid (seconds ago).
    const context = await browser.newContext();
    const owner = await context.newPage();
    await signInByApi(owner, store.owner);
    await openInbox(owner, { startShift: false });
    const card = orderCard(owner, orderId);
    await expect(card).toHaveAttribute('data-countdown', 'running', { timeout: 30_000 });
    await expect(card.getByTestId('countdown')).toHaveText(/^2[34]:\d\d left to accept$/);
    await context.close();
  } finally {
    await tables.updateRow({ databaseId: 'instamg', tableId: 'settings', rowId: KEY, data: { value: original } });
  }
});

// Journey (issue 15): two browser contexts. The demo store's owner has /store/orders open with the
// shift started; a customer (made for this run) pays in the sandbox → the order appears in the
// owner's New tab with no reload (Realtime), rings (the alert state in the DOM, tones played) and
// shows its accept countdown → the owner accepts through the dialog → it leaves New and is listed
// under Preparing (tab in the URL). The owner works on a phone (390 px): the New tab is big cards
// with one-handed Accept / Reject.
import { expect, test } from '../support/fixtures';
import { seedCredentials } from '../auth/auth-helpers';
import {
  buyAndPay,
  inbox,
  newCustomer,
  openInbox,
  orderCard,
  orderLink,
  orderRow,
  apiSignedInPage,
} from './inbox-helpers';
import { expectNoViolations } from '../support/axe';

test.beforeEach(() => test.setTimeout(240_000));

test('a paid order appears live, rings, and moves to Preparing once accepted', async ({ browser, baseURL }) => {
  const owner = await apiSignedInPage(browser, seedCredentials().users.owner, ['notifications']);
  await owner.page.setViewportSize({ width: 390, height: 844 });
  await openInbox(owner.page);
  await expect(owner.page.getByTestId('shift-sound')).toHaveText('Sound on');
  await expect(owner.page.getByTestId('shift-notifications')).toHaveText('Notifications on');

  const customer = await apiSignedInPage(browser, await newCustomer('inbox-live'));
  const orderId = await buyAndPay(customer.page, baseURL, { id: 'dolo-650-tablet', name: 'Dolo 650 Tablet' });
  expect((await orderRow(orderId)).store_id).toBe(seedCredentials().stores.demo);

  // Live: the owner's page was not reloaded.
  const card = orderCard(owner.page, orderId);
  await expect(card).toBeVisible({ timeout: 30_000 });
  // It came through Realtime (the socket delivered this store's order events), not a reload.
  expect(Number(await inbox(owner.page).getAttribute('data-live-events'))).toBeGreaterThan(0);
  await expect(card).toHaveAttribute('data-ringing', 'true');
  await expect(inbox(owner.page)).toHaveAttribute('data-ringing', 'true');
  await expect(owner.page.getByTestId('ringing-banner')).toContainText('New order ringing');
  await expect(card).toHaveAttribute('data-countdown', 'running');
  await expect(card.getByTestId('countdown')).toHaveText(/^[0-3]:\d\d left to accept$/);
  const acceptBox = await card.getByRole('button', { name: 'Accept' }).boundingBox();
  expect(acceptBox!.height).toBeGreaterThanOrEqual(48);
  expect(acceptBox!.width).toBeGreaterThanOrEqual(120);
  // The tone repeats while the order waits (Web Audio, unlocked by Start shift).
  await expect
    .poll(async () => Number(await owner.page.getByTestId('shift-bar').getAttribute('data-tones')), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(2);

  await card.getByRole('button', { name: 'Accept' }).click();
  const dialog = owner.page.getByRole('dialog', { name: /^Accept order IMG-\d{4}-\d{6}/ });
  await dialog.getByRole('button', { name: 'Accept order' }).click();
  // order-state runs as a function: slow on a busy two-core machine.
  await expect(owner.page.getByText(/^Order IMG-\d{4}-\d{6} accepted$/)).toBeVisible({ timeout: 45_000 });
  await expect(card).toHaveCount(0);
  expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed' });
  // Focus moved on, to the next waiting order's Accept or the emptied New list, not the page body.
  await expect
    .poll(() =>
      owner.page.evaluate(() => {
        const focused = document.activeElement;
        return Boolean(focused?.matches('[data-action="accept"], [role="tabpanel"][aria-label="New orders"]'));
      }),
    )
    .toBe(true);

  await owner.page.getByRole('tab', { name: /^Preparing/ }).click();
  await expect(owner.page).toHaveURL(/\/store\/orders\?tab=preparing$/);
  await expect(orderLink(owner.page, orderId)).toBeVisible({ timeout: 15_000 });
  await expect(orderLink(owner.page, orderId)).toHaveAttribute('href', `/store/orders/${orderId}`);
  await owner.context.close();
  await customer.context.close();
});

test('without Start shift a banner says sound is off; tabs show counts and live in the URL', async ({ browser }) => {
  const owner = await apiSignedInPage(browser, seedCredentials().users.owner);
  await openInbox(owner.page, { startShift: false });
  await expect(owner.page.getByText('Sound is off: new orders will not ring.')).toBeVisible();
  await expect(owner.page.getByTestId('shift-bar')).toHaveAttribute('data-shift', 'off');
  await expect(owner.page.getByTestId('shift-sound')).toHaveText('Sound off');
  await expect(owner.page.getByRole('tab', { name: /^New/ })).toHaveAttribute('aria-selected', 'true');
  await expect(owner.page.getByRole('tab', { name: /^Completed \(\d+\)$/ })).toBeVisible();
  await expectNoViolations(owner.page);

  // A shared link opens its tab: the grid of that tab.
  await owner.page.goto('/store/orders?tab=cancelled');
  await expect(owner.page.getByRole('tab', { name: /^Cancelled/ })).toHaveAttribute('aria-selected', 'true', {
    timeout: 30_000,
  });
  await expect(owner.page.getByRole('grid', { name: 'Cancelled orders' })).toBeVisible();
  await expectNoViolations(owner.page);
  await owner.page.getByRole('tab', { name: /^New/ }).click();
  await expect(owner.page).toHaveURL(/\/store\/orders$/);

  await owner.page.getByRole('button', { name: 'Start shift' }).focus();
  await owner.page.keyboard.press('Enter');
  await expect(owner.page.getByText('Sound is off: new orders will not ring.')).toHaveCount(0);
  // The keyboard stays where it was: the same button, now saying the shift is on.
  await expect(owner.page.getByTestId('shift-control')).toHaveText('On shift');
  await expect(owner.page.getByTestId('shift-control')).toBeFocused();
  await expect(owner.page.getByTestId('shift-sound')).toHaveText('Sound on');
  await owner.context.close();
});

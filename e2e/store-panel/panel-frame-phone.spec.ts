// Journey (issue 33 §1, §3, §4) on a 390 × 844 phone: the store panel wears its own frame, not the
// customer's (no customer header, search, cart, store strip, customer bottom bar or footer). During
// a shift a new paid order rings on any screen — here the dashboard, then after a reload (the shift
// resumed with one tap) the inventory — and opens the accept sheet with its items, the Accept
// button in full view and not covered; the Orders entry counts it. Accepted, the order's page keeps
// its next step in one sticky bar above the panel's bottom bar; the screens pass axe.
import type { Page } from '@playwright/test';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials } from '../auth/auth-helpers';
import { expectNoViolations } from '../support/axe';
import { acceptSheet, acceptSheetFor, apiSignedInPage, buyAndPay, newCustomer, orderRow } from './inbox-helpers';
import { PHONE, expectInViewAndUncovered, expectNoCustomerFrame } from '../support/panel-frame';

const panelNav = (page: Page) => page.getByRole('navigation', { name: 'Store panel' });
test.beforeEach(() => test.setTimeout(240_000));

test('a new order rings on the dashboard and, after a reload and one tap, on the inventory; accepted, the order page has its next step in reach', async ({
  browser,
  baseURL,
}) => {
  const owner = await apiSignedInPage(browser, seedCredentials().users.owner);
  const page = owner.page;
  await page.setViewportSize(PHONE);
  await page.goto('/store/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(REMOTE_READY);
  await expectNoCustomerFrame(page);
  // The panel's own bottom bar sits at the screen's edge (no customer bar under it).
  const navBox = (await panelNav(page).boundingBox())!;
  expect(navBox.y + navBox.height).toBeGreaterThanOrEqual(PHONE.height - 1);
  await expectNoViolations(page);

  // The shift starts from the top bar, on any screen.
  await page.getByRole('button', { name: 'Start shift' }).click();
  await expect(page.getByTestId('shift-control')).toHaveAttribute('data-shift', 'on');

  const customer = await apiSignedInPage(browser, await newCustomer('panel-alert'));
  const orderId = await buyAndPay(customer.page, baseURL, { id: 'dolo-650-tablet', name: 'Dolo 650 Tablet' });
  const reference = String((await orderRow(orderId)).order_number);

  const onDashboard = await acceptSheetFor(page, orderId);
  await expect(onDashboard.getByRole('heading', { name: `New order ${reference}` })).toBeVisible();
  await expect(onDashboard.getByTestId('accept-sheet-items')).toContainText('Dolo 650 Tablet');
  await expect(onDashboard.getByTestId('accept-sheet-items')).toContainText('× 1');
  await expect(onDashboard.getByTestId('accept-sheet-countdown')).toHaveText(/^[0-3]:\d\d left to accept$/);
  // It rings (Web Audio, unlocked by Start shift), repeating.
  await expect
    .poll(async () => Number(await page.getByTestId('shift-control').getAttribute('data-tones')), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  await expectInViewAndUncovered(onDashboard.getByRole('button', { name: 'Accept', exact: true }));
  await expectInViewAndUncovered(onDashboard.getByRole('button', { name: 'Reject', exact: true }));
  await expectNoViolations(page);
  // "Later": it stops ringing here and stays in Orders → New, whose entry counts it.
  await onDashboard.getByRole('button', { name: /^Later/ }).click();
  await expect(acceptSheet(page, orderId)).toHaveCount(0);
  await expect(panelNav(page).getByRole('link', { name: /^Orders \(\d+ waiting\)$/ })).toBeVisible({
    timeout: 20_000,
  });

  // The shift is the device's: after a reload one tap resumes it, and the order rings on the inventory.
  await page.goto('/store/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible(REMOTE_READY);
  await expectNoCustomerFrame(page);
  await page.getByRole('button', { name: 'Resume shift' }).click();
  await expect(page.getByTestId('shift-control')).toHaveAttribute('data-shift', 'on');
  const onInventory = await acceptSheetFor(page, orderId);
  const accept = onInventory.getByRole('button', { name: 'Accept', exact: true });
  await expectInViewAndUncovered(accept);
  await accept.click();
  await expect(page.getByText(`Order ${reference} accepted`)).toBeVisible({ timeout: 45_000 });
  await expect(acceptSheet(page, orderId)).toHaveCount(0);
  expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed' });

  // The order's page: the next step in one sticky bar, above the panel's bottom bar, never under it.
  await page.goto(`/store/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible(REMOTE_READY);
  const bar = page.getByRole('region', { name: 'Next step' });
  const next = bar.getByRole('button', { name: 'Start processing' });
  await expect(next).toBeVisible();
  await expectInViewAndUncovered(next);
  const barBox = (await bar.boundingBox())!;
  const navNow = (await panelNav(page).boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(navNow.y + 1);
  // Order lines are cards on a phone, the batch in view.
  await expect(page.getByTestId('order-line')).toContainText('Dolo 650 Tablet');
  await expect(page.getByTestId('line-batch')).toBeVisible();
  await expectNoViolations(page);

  await next.click();
  await expect(page.getByTestId('order-status')).toHaveText('Processing', { timeout: 45_000 });
  // Processing: the batch to pick, the FEFO proposal marked; the bar moves on to the next step.
  await expect(page.getByTestId('fefo-pick')).toBeVisible({ timeout: 20_000 });
  await expectInViewAndUncovered(bar.getByRole('button', { name: 'Ready for pickup' }));

  await owner.context.close();
  await customer.context.close();
});

test('the inventory at 390 px: rows as cards, the product sheet full screen with Adjust stock and Edit price in reach, the team as cards; axe at 390 and 1280', async ({
  browser,
}) => {
  const owner = await apiSignedInPage(browser, seedCredentials().users.owner);
  const page = owner.page;
  await page.setViewportSize(PHONE);
  await page.goto('/store/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible(REMOTE_READY);
  const cards = page.getByTestId('grid-card');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  // No sideways table: the page is no wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoViolations(page);
  await cards
    .first()
    .getByRole('button', { name: /: batches and ledger/ })
    .click();
  const productSheet = page.getByRole('dialog');
  const firstBatch = productSheet.getByTestId('batch-card').first();
  await expect(firstBatch).toBeVisible({ timeout: 20_000 });
  await expectInViewAndUncovered(firstBatch.getByRole('button', { name: 'Adjust stock' }));
  await expectInViewAndUncovered(firstBatch.getByRole('button', { name: 'Edit price' }));
  await expectNoViolations(page);

  // The team on /store/settings: one card per member, the e-mail on a line or two, not a letter a line.
  await page.goto('/store/settings');
  const member = page.getByTestId('staff-member').first();
  await expect(member).toBeVisible(REMOTE_READY);
  const card = (await member.boundingBox())!;
  expect(card.x + card.width).toBeLessThanOrEqual(PHONE.width);
  const email = (await member.locator('td').nth(1).boundingBox())!;
  expect(email.height).toBeLessThan(60);
  expect(email.width).toBeGreaterThan(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/store/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible(REMOTE_READY);
  // Desktop grids stay grids.
  await expect(page.getByRole('grid', { name: 'Inventory' })).toBeVisible();
  await expectNoCustomerFrame(page);
  await expectNoViolations(page);
  await owner.context.close();
});

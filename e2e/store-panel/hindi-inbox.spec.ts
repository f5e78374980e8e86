// Journey (issue 37) on a 390 × 844 phone with the language chosen as Hindi (the instamg_locale
// cookie, the customer site's choice): the panel frame, a new paid order's accept sheet and the
// orders inbox read in Hindi under <html lang="hi-IN">; accepted from the sheet, the order's page
// heading, status and next step are Hindi; nothing scrolls sideways.
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials } from '../auth/auth-helpers';
import { acceptSheet, acceptSheetFor, apiSignedInPage, buyAndPay, newCustomer, orderRow } from './inbox-helpers';
import { PHONE } from '../support/panel-frame';
import { expectNoSidewaysScroll } from '../frame/frame-helpers';

test.beforeEach(() => test.setTimeout(240_000));

test('in Hindi a paid order rings with a Hindi accept sheet, the inbox and the accepted order read Hindi at 390 px', async ({
  browser,
  baseURL,
}) => {
  const owner = await apiSignedInPage(browser, seedCredentials().users.owner);
  const page = owner.page;
  await owner.context.addCookies([{ name: 'instamg_locale', value: 'hi-IN', url: baseURL! }]);
  await page.setViewportSize(PHONE);
  await page.goto('/store/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'ऑर्डर' })).toBeVisible(REMOTE_READY);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // The frame: the bottom bar, the tabs (Closed too) and the shift control in Hindi.
  await expect(page.getByRole('navigation', { name: 'स्टोर पैनल' }).getByRole('link', { name: /^ऑर्डर/ })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'ऑर्डर टैब' });
  await expect(tabs.getByRole('tab', { name: /^नए/ })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'बंद' })).toBeAttached();
  await expect(page.getByText(/मिनट में स्वीकार न होने पर ऑर्डर अगले नज़दीकी स्टोर को चला जाता है/)).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'शिफ़्ट शुरू करें' }).click();
  await expect(page.getByTestId('shift-control')).toHaveAttribute('data-shift', 'on');
  await expect(page.getByTestId('shift-control')).toHaveText('शिफ़्ट पर');
  await expect(page.getByTestId('shift-sound')).toHaveText(/^आवाज़ /);

  // The sheet opens on any screen but the orders list: go to the dashboard within the app (the shift stays on).
  const panelNav = page.getByRole('navigation', { name: 'स्टोर पैनल' });
  await panelNav.getByRole('link', { name: /^डैशबोर्ड/ }).click();
  await expect(page).toHaveURL(/\/store\/dashboard$/);

  const customer = await apiSignedInPage(browser, await newCustomer('panel-hindi'));
  const orderId = await buyAndPay(customer.page, baseURL, { id: 'dolo-650-tablet', name: 'Dolo 650 Tablet' });
  const reference = String((await orderRow(orderId)).order_number);

  // The accept sheet: Hindi words, the medicine's name as printed.
  const accepting = await acceptSheetFor(page, orderId, /^बाद में/);
  await expect(accepting.getByRole('heading', { name: `नया ऑर्डर ${reference}` })).toBeVisible();
  await expect(accepting.getByTestId('accept-sheet-items')).toContainText('Dolo 650 Tablet');
  await expect(accepting.getByTestId('accept-sheet-countdown')).toHaveText(/^स्वीकार करने के लिए [0-3]:\d\d बाकी$/);
  await expect(accepting.getByText(/^कुल ₹/)).toBeVisible();
  await expect(accepting.getByRole('button', { name: 'अस्वीकार करें', exact: true })).toBeVisible();
  await expect(accepting.getByRole('button', { name: 'बाद में (ऑर्डर में रखें)' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Later: the order waits in the New tab as a Hindi card.
  await accepting.getByRole('button', { name: 'बाद में (ऑर्डर में रखें)' }).click();
  await expect(acceptSheet(page, orderId)).toHaveCount(0);
  await panelNav.getByRole('link', { name: /^ऑर्डर/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ऑर्डर' })).toBeVisible(REMOTE_READY);
  const card = page.locator(`article[data-order-id="${orderId}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toHaveAccessibleName(`ऑर्डर ${reference}`);
  await expect(card).toContainText('1 आइटम · ₹');
  await expect(card).toContainText('पेमेंट');
  await expect(card.getByTestId('countdown')).toHaveText(/बाकी$/);
  await expectNoSidewaysScroll(page);

  // Accept from the card's confirmation; the toast is Hindi.
  await card.getByRole('button', { name: 'स्वीकार करें', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `ऑर्डर ${reference} स्वीकार करें?` });
  await expect(confirm).toContainText('स्वीकार करके आप ग्राहक से वादा करते हैं');
  await confirm.getByRole('button', { name: 'ऑर्डर स्वीकार करें' }).click();
  await expect(page.getByText(`ऑर्डर ${reference} स्वीकार किया गया`)).toBeVisible({ timeout: 45_000 });
  expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed' });

  // The order's page: heading, status word (the shared status table's, in Hindi) and the next step.
  await page.goto(`/store/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `ऑर्डर ${reference}` })).toBeVisible(REMOTE_READY);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByTestId('order-status')).toHaveText('कन्फ़र्म');
  const bar = page.getByRole('region', { name: 'अगला कदम' });
  await expect(bar.getByRole('button', { name: 'तैयार करना शुरू करें' })).toBeVisible();
  await expect(page.getByTestId('order-line')).toContainText('Dolo 650 Tablet');
  await expectNoSidewaysScroll(page);

  await owner.context.close();
  await customer.context.close();
});

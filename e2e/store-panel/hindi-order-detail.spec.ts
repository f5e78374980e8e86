// Journey (issue 37) on a 390 × 844 phone with the language chosen as Hindi (the instamg_locale
// cookie): a staff member opens a paid order's page and takes it from Placed to Out for delivery.
// Every part of the page reads Hindi — payment, whom to deliver to, the lines with batch and
// expiry (the medicine's name as printed), the FEFO pick, the rider, the actions, the timeline,
// the toast and the delivery-code dialog — nothing scrolls sideways and axe finds nothing.
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { expectNoViolations } from '../support/axe';
import { PHONE } from '../support/panel-frame';
import { expectNoSidewaysScroll } from '../frame/frame-helpers';
import { orderRowByKey, paidOrderOfCustomerA, signInAsStaffOfOrder } from './fulfilment-helpers';

test.beforeEach(() => test.setTimeout(240_000));

test('in Hindi the store’s order page reads Hindi from Placed to Out for delivery at 390 px, axe clean', async ({
  page,
  browser,
  baseURL,
}) => {
  const orderId = await paidOrderOfCustomerA(page, baseURL);
  const reference = String((await orderRowByKey(orderId)).order_number);

  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const store = await context.newPage();
  try {
    // Signed in first (the sign-in helper reads the English form), then Hindi chosen on the device.
    await signInAsStaffOfOrder(store, orderId);
    await context.addCookies([{ name: 'instamg_locale', value: 'hi-IN', url: baseURL! }]);
    await store.goto(`/store/orders/${orderId}`);
    await expect(store.getByRole('heading', { level: 1, name: `ऑर्डर ${reference}` })).toBeVisible(REMOTE_READY);
    await expect(store.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(store.getByTestId('order-status')).toHaveText('ऑर्डर हो गया');
    await expect(store.getByText(/^पेमेंट: हो गया/)).toBeVisible();
    await expect(store.getByRole('heading', { name: 'किसे डिलीवर करना है' })).toBeVisible();
    await expect(store.getByText(/^(स्टैंडर्ड|एक्सप्रेस) डिलीवरी|^तय स्लॉट/)).toBeVisible();
    await expect(store.getByRole('heading', { name: 'आइटम' })).toBeVisible();
    const line = store.getByTestId('order-line');
    await expect(line).toContainText('Dolo 650 Tablet');
    await expect(line).toContainText(/MRP ₹[\d,.]+ · कीमत ₹/);
    await expect(line).toContainText('बैच');
    await expect(line).toContainText('एक्सपायरी');
    await expect(store.getByRole('heading', { name: 'टाइमलाइन' })).toBeVisible();
    await expect(store.getByTestId('store-timeline')).toContainText('पेमेंट मिला');
    await expect(store.getByRole('button', { name: 'पिक स्लिप प्रिंट करें' })).toBeVisible();
    await expect(store.getByRole('button', { name: 'टैक्स इनवॉइस प्रिंट करें' })).toBeVisible();
    await expectNoSidewaysScroll(store);
    await expectNoViolations(store);

    // The next step, under the thumb; the toast says what changed, in Hindi.
    const bar = store.getByRole('region', { name: 'अगला कदम' });
    const step = async (button: string, status: string) => {
      await bar.getByRole('button', { name: button, exact: true }).click();
      await expect(store.getByTestId('order-status')).toHaveText(status, { timeout: 20_000 });
    };
    await step('ऑर्डर स्वीकार करें', 'कन्फ़र्म');
    await expect(store.getByText('ऑर्डर अपडेट हुआ').first()).toBeVisible();
    await expect(store.getByTestId('store-timeline')).toContainText(/स्वीकार किया — .+ द्वारा/);

    // Picking: the FEFO batch proposed, the chooser named in Hindi with the medicine's own name.
    await step('तैयार करना शुरू करें', 'तैयार हो रहा है');
    await expect(store.getByLabel('Dolo 650 Tablet का बैच')).toBeVisible();
    await expect(store.getByTestId('fefo-pick')).toHaveText('FEFO');
    await expectNoSidewaysScroll(store);

    // Ready: the rider section, then out for delivery.
    await step('पिकअप के लिए तैयार', 'पिकअप के लिए तैयार');
    await expect(store.getByRole('heading', { name: 'डिलीवरी राइडर' })).toBeVisible();
    await expect(store.getByTestId('assigned-rider')).toHaveText('अभी कोई राइडर तय नहीं।');
    await expect(store.getByRole('button', { name: 'डिलीवरी पार्टनर बुक करें' })).toBeVisible();
    await expectNoSidewaysScroll(store);
    // Settled: the step's buttons enabled again (axe once read the red Cancel mid-change) and its toast gone.
    await expect(store.getByRole('button', { name: 'ऑर्डर रद्द करें' })).toBeEnabled();
    await expect(store.getByText('ऑर्डर अपडेट हुआ')).toHaveCount(0, { timeout: 15_000 });
    await expectNoViolations(store);
    await step('डिलीवरी के लिए भेजें', 'डिलीवरी के लिए निकला');

    // Delivered asks for the customer's code first: a Hindi dialog; Back leaves the order as it is.
    await bar.getByRole('button', { name: 'डिलीवर हुआ', exact: true }).click();
    const dialog = store.getByRole('dialog', { name: 'डिलीवर हुआ' });
    await expect(dialog.getByLabel('ग्राहक से मिला डिलीवरी कोड')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'डिलीवर हुआ' })).toBeDisabled();
    await expectNoViolations(store);
    await dialog.getByRole('button', { name: 'वापस' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(store.getByTestId('order-status')).toHaveText('डिलीवरी के लिए निकला');
    await expectNoSidewaysScroll(store);
  } finally {
    await context.close();
  }
});

// Issue 37 on a 390 px phone with cookie instamg_locale=hi-IN: a placed and paid order's page is
// Hindi — the status from the shared table, the lines (medicine names as printed), help, the
// amounts — and its tax invoice is bilingual ("Tax Invoice / कर चालान", GSTIN and HSN in Latin);
// nothing overflows. A tracking link's page (/track/…) is Hindi too: a link that was never made
// shows the expired state, which needs no rider on the road.
import { expect, test } from '../support/fixtures';
import { PHONE_VIEWPORT, expectNoSidewaysScroll } from '../frame/frame-helpers';
import { cartCheckout, FIRST_LOAD_MS } from './checkout-helpers';
import { buyAndPay, newCustomer, orderRow, signedInPage } from '../store-panel/inbox-helpers';

// A whole purchase through functions and the sandbox on a shared two-core machine.
test.beforeEach(() => test.setTimeout(240_000));

test('a paid order’s page, its help and its tax invoice in Hindi at 390 px', async ({ browser, baseURL }) => {
  const customer = await signedInPage(browser, await newCustomer('hindi-order-page'));
  try {
    const { page, context } = customer;
    const orderId = await buyAndPay(page, baseURL, { id: 'dolo-650-tablet', name: 'Dolo 650 Tablet' });
    const row = await orderRow(orderId);
    await context.addCookies([{ name: 'instamg_locale', value: 'hi-IN', url: baseURL! }]);
    await page.setViewportSize(PHONE_VIEWPORT);

    await page.goto(`/orders/${orderId}`);
    const root = cartCheckout(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(root.getByTestId('order-status').first()).toHaveText('ऑर्डर हो गया', { timeout: FIRST_LOAD_MS });
    await expect(root.getByRole('heading', { level: 1, name: `ऑर्डर ${String(row.order_number)}` })).toBeVisible();
    await expect(root.getByTestId('payment-status')).toHaveText('पेमेंट: पेमेंट हो गया');
    await expect(root.getByTestId('payment-method')).toHaveText(/^ऑनलाइन पेमेंट हो गया/);
    const lines = root.getByRole('region', { name: 'आइटम' });
    await expect(lines).toContainText('Dolo 650 Tablet');

    // Help: Hindi words around the SPEC's support phone; the e-mail subject stays for support to read.
    const help = root.getByRole('region', { name: 'मदद' });
    await expect(help.getByRole('heading', { name: 'मदद चाहिए?' })).toBeVisible();
    await expect(help).toContainText('सपोर्ट: 24/7 फ़ोन और ई-मेल पर।');
    await expect(help.getByRole('link', { name: 'सपोर्ट को कॉल करें +91 11 4084 7722' })).toHaveAttribute(
      'href',
      'tel:+911140847722',
    );
    await expect(help.getByRole('link', { name: 'सपोर्ट को ई-मेल करें' })).toBeVisible();
    await expect(help.getByRole('link', { name: 'समस्या बताएँ' })).toBeVisible();
    await expect(root.getByRole('region', { name: 'रकम' })).toContainText('कुल');
    // No English of the order page's own is left around the Hindi.
    for (const english of ['Need help?', 'E-mail support', 'Items at MRP', 'Delivery fee'])
      await expect(root.getByText(english, { exact: true })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // The tax invoice: bilingual headings, GSTIN and HSN in Latin, the lines as cards on a phone.
    await root.getByRole('button', { name: 'इनवॉइस देखें' }).click();
    const dialog = page.getByRole('dialog', { name: /^Tax Invoice \/ कर चालान · ऑर्डर IMG-\d{4}-\d{6,}$/ });
    await expect(dialog.getByTestId('invoice-number')).toHaveText(/^Invoice no\. \/ चालान नंबर \d{4}-\d{2}\/\d{6} · /, {
      timeout: 30_000,
    });
    await expect(dialog).toContainText(`GSTIN: ${String(row.store_gstin)}`);
    await expect(dialog).toContainText('ड्रग लाइसेंस:');
    await expect(dialog.getByTestId('invoice-payment')).toHaveText(/^पेमेंट: ऑनलाइन पेमेंट हो गया/);
    const invoiceLines = dialog.getByRole('list', { name: 'चालान की पंक्तियाँ' });
    await expect(invoiceLines).toContainText('Dolo 650 Tablet');
    await expect(invoiceLines).toContainText(/HSN \d+ · बैच \S+ · एक्सपायरी \d{2}\/\d{4}/);
    await expect(invoiceLines).toContainText('GST शामिल');
    await expect(invoiceLines).toContainText('कुल');
    await expect(dialog.getByRole('button', { name: 'PDF डाउनलोड करें' })).toBeEnabled();
    await expect(dialog.getByText('Billed to', { exact: false })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await dialog.getByRole('button', { name: 'बंद करें' }).click();
    await expect(dialog).toHaveCount(0);
  } finally {
    await customer.context.close();
  }
});

test('a tracking link’s page in Hindi at 390 px (a link that was never made has expired)', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'instamg_locale', value: 'hi-IN', url: baseURL! }]);
  await page.setViewportSize(PHONE_VIEWPORT);
  // 43 base64url characters, the shape of a real token, that no order ever shared.
  await page.goto(`/track/${'A'.repeat(43)}`);
  const root = cartCheckout(page);
  await expect(root.getByRole('heading', { level: 1, name: 'लाइव ट्रैकिंग' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(root.getByTestId('tracking-expired')).toHaveText('इस ट्रैकिंग लिंक की अवधि खत्म हो गई है', {
    timeout: 30_000,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expectNoSidewaysScroll(page);
});

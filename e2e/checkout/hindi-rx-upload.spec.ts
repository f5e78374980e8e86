// Issue 37: /upload-prescription in Hindi (cookie instamg_locale=hi-IN) at 390 px: the page and
// the photo-order form read Hindi, a photo sent to a pharmacist shows "being read by a
// pharmacist" in Hindi (the shared status table's words, through the prescription catalogue),
// cancelling it reads Hindi too, nothing overflows the phone's width and no React error is logged.
import { expect, test } from '../support/fixtures';
import { PHONE_VIEWPORT, expectNoSidewaysScroll, reactErrors } from '../frame/frame-helpers';
import { FIRST_LOAD_MS, ONE_PIXEL_PNG, cartCheckout, signInAsCustomerAByApi } from './checkout-helpers';

test.use({ viewport: PHONE_VIEWPORT });
test.beforeEach(() => test.setTimeout(180_000));

test('upload a prescription photo in Hindi: the form, "being read by a pharmacist" and cancelling', async ({
  page,
  context,
  baseURL,
}) => {
  const errors = reactErrors(page);
  await signInAsCustomerAByApi(page);
  await context.addCookies([{ name: 'instamg_locale', value: 'hi-IN', url: baseURL! }]);
  await page.goto('/upload-prescription');
  const root = cartCheckout(page);
  await expect(root.getByRole('heading', { level: 1, name: 'प्रिस्क्रिप्शन अपलोड करें' })).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(root.getByRole('heading', { name: 'सिर्फ़ प्रिस्क्रिप्शन से ऑर्डर करें' })).toBeVisible();
  await expect(root.getByRole('heading', { name: 'मेरे प्रिस्क्रिप्शन' })).toBeVisible();
  const form = root.getByRole('form', { name: 'प्रिस्क्रिप्शन से ऑर्डर करें' });
  await expect(form).toContainText('सबसे नज़दीकी फ़ार्मेसी का फ़ार्मासिस्ट');
  await expect(root.getByText('Upload prescription', { exact: true })).toHaveCount(0);
  await expect(root.getByText('Send to a pharmacist')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await form
    .getByLabel('प्रिस्क्रिप्शन की फ़ोटो')
    .setInputFiles({ name: 'rx.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await form.getByLabel('आपका नोट (ज़रूरी नहीं)').fill(`hindi e2e ${Date.now()}`);
  await form.getByRole('button', { name: 'फ़ार्मासिस्ट को भेजें' }).click();

  await expect(root.getByRole('heading', { name: 'फ़ार्मासिस्ट पढ़ रहे हैं' })).toBeVisible({ timeout: 30_000 });
  await expect(root.getByText(/फ़ार्मासिस्ट आपका प्रिस्क्रिप्शन पढ़ रहे हैं।/)).toBeVisible();
  await expect(root.getByText('Being read by a pharmacist')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // Cancelled, so no pharmacist's queue keeps this test's request.
  await root.getByRole('button', { name: 'अनुरोध रद्द करें' }).click();
  await expect(root.getByText('रद्द किया गया।')).toBeVisible({ timeout: 30_000 });
  await expect(root.getByText('आपने यह अनुरोध रद्द कर दिया।')).toBeVisible();
  await expect(root.getByRole('button', { name: 'दूसरा प्रिस्क्रिप्शन भेजें' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(errors).toEqual([]);
});

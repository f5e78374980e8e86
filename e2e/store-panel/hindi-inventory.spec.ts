// Journey (issue 37) on a 390 × 844 phone with Hindi chosen (the instamg_locale cookie): the
// inventory's filters, its rows as cards with Hindi headers, a product's sheet (batches, a refused
// adjustment worded in Hindi, the ledger) and the add-stock page read Hindi under
// <html lang="hi-IN">; medicine names stay as printed; nothing scrolls sideways; axe is clean.
// Then the rest of the back office this slice translated (earnings, payouts, customers, analytics,
// settings) opens in Hindi at the same width without sideways scrolling.
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials } from '../auth/auth-helpers';
import { expectNoViolations } from '../support/axe';
import { apiSignedInPage } from './inbox-helpers';
import { PHONE } from '../support/panel-frame';
import { expectNoSidewaysScroll } from '../frame/frame-helpers';

test.beforeEach(() => test.setTimeout(180_000));

test('in Hindi the inventory, a product’s sheet and the add-stock page read Hindi at 390 px, axe clean', async ({
  browser,
  baseURL,
}) => {
  const owner = await apiSignedInPage(browser, seedCredentials().users.owner);
  const page = owner.page;
  await owner.context.addCookies([{ name: 'instamg_locale', value: 'hi-IN', url: baseURL! }]);
  await page.setViewportSize(PHONE);
  await page.goto('/store/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'स्टॉक' })).toBeVisible(REMOTE_READY);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // The filters and the grid's rows as cards, headed by the columns' Hindi names.
  const search = page.getByRole('search');
  await expect(search.getByRole('textbox', { name: 'ब्रांड या सॉल्ट खोजें' })).toBeVisible();
  await expect(search.getByRole('combobox', { name: 'कैटेगरी' })).toBeVisible();
  await expect(search.getByRole('combobox', { name: 'एक्सपायरी' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'स्टॉक जोड़ें' })).toBeVisible();
  const cards = page.getByTestId('grid-card');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  await expect(cards.first()).toContainText('अगली एक्सपायरी');
  await expect(cards.first()).toContainText('शेड्यूल');
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  // A product's sheet: the name as printed, its batches and ledger in Hindi.
  await cards
    .first()
    .getByRole('button', { name: /: बैच और लेजर/ })
    .click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.locator('#product-sheet-title')).toHaveText(/^[A-Za-z0-9]/);
  const firstBatch = sheet.getByTestId('batch-card').first();
  await expect(firstBatch).toBeVisible({ timeout: 20_000 });
  await expect(firstBatch).toContainText(/^बैच /);
  await expect(sheet.getByRole('heading', { name: 'लेजर' })).toBeVisible();
  await expectNoViolations(page);

  // A damaged count that adds units is refused in Hindi (nothing is written).
  await firstBatch.getByRole('button', { name: 'स्टॉक बदलें' }).click();
  const adjust = sheet.getByRole('form', { name: /^बैच .* का स्टॉक बदलें$/ });
  await adjust.getByRole('combobox', { name: 'कारण' }).click();
  await page.getByRole('option', { name: 'खराब' }).click();
  await adjust.getByLabel('यूनिट (+ जोड़ें, − घटाएँ)').fill('2');
  await adjust.getByRole('button', { name: 'बदलाव सेव करें' }).click();
  await expect(adjust.getByText('खराब स्टॉक यूनिट घटाता है: ऋणात्मक संख्या डालें।')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await sheet.getByRole('button', { name: 'बंद करें' }).click();
  await expect(sheet).toHaveCount(0);

  // The add-stock page: its sections and the CSV import's help (the column names stay the file's).
  await page.getByRole('link', { name: 'स्टॉक जोड़ें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'स्टॉक जोड़ें' })).toBeVisible(REMOTE_READY);
  await expect(page.getByRole('heading', { name: 'बैच जोड़ें' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'CSV फ़ाइल इम्पोर्ट करें' })).toBeVisible();
  await expect(page.getByText(/^कॉलम: product_slug, batch, expiry/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'टेम्पलेट डाउनलोड करें' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  await owner.context.close();
});

test('in Hindi the back office reads Hindi at 390 px: earnings, payouts, customers, analytics and settings', async ({
  browser,
  baseURL,
}) => {
  const owner = await apiSignedInPage(browser, seedCredentials().users.owner);
  const page = owner.page;
  await owner.context.addCookies([{ name: 'instamg_locale', value: 'hi-IN', url: baseURL! }]);
  await page.setViewportSize(PHONE);

  await page.goto('/store/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'कमाई' })).toBeVisible(REMOTE_READY);
  await expect(page.getByRole('group', { name: 'अवधि' }).getByRole('button', { name: 'पिछले 7 दिन' })).toBeVisible();
  await expect(page.getByTestId('earnings-totals')).toContainText('नेट देय रकम');
  await expectNoSidewaysScroll(page);

  await page.goto('/store/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'पेआउट' })).toBeVisible(REMOTE_READY);
  await expect(page.getByText(/^हर सेटलमेंट साइकिल/)).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/store/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'ग्राहक' })).toBeVisible(REMOTE_READY);
  await expect(page.getByRole('textbox', { name: 'नाम से खोजें' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/store/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'एनालिटिक्स' })).toBeVisible(REMOTE_READY);
  await expect(page.getByRole('heading', { name: 'दिन-ब-दिन' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'जल्द एक्सपायर होने वाले स्टॉक की कीमत' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/store/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible(REMOTE_READY);
  await expect(page.getByRole('region', { name: 'स्टोर प्रोफ़ाइल' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'सोमवार' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'टीम' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await owner.context.close();
});

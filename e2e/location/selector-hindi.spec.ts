import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, waitForFrame } from '../frame/frame-helpers';
import {
  FIRST_RESULT,
  DWARKA_SEC6,
  DWARKA_SEC6_NAME,
  grantLocation,
  selector,
  toast,
  warmUpLocationFunctions,
} from './location-helpers';

// Issue 37: on a Hindi page (the instamg_locale cookie) the top bar's delivery selector, its
// popover, address search and toasts, and the /stores page are Hindi, server-rendered and
// hydrated without errors; English pages never fetch mf-location's Hindi chunks.

test.use({ viewport: DESKTOP_VIEWPORT });
test.beforeAll(async () => warmUpLocationFunctions());
test.describe.configure({ timeout: 90_000 });

async function hindi(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: 'instamg_locale', value: 'hi-IN', url: baseURL ?? 'http://localhost' }]);
}

/**
 * Console errors and uncaught errors of the page (React reports hydration mismatches and render
 * errors there). The browser's own network lines are not the page's errors: a guest's account
 * check answers 401 by design.
 */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the selector in Hindi: status, store line, popover, address search and toast', async ({
  page,
  context,
  baseURL,
}) => {
  await hindi(page, baseURL);
  await grantLocation(context, DWARKA_SEC6);
  const errors = errorsOf(page);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/');
  await waitForFrame(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  await expect(selector(page).getByTestId('delivery-status')).toHaveText('15 मिनट में डिलीवरी', FIRST_RESULT);
  await expect(selector(page).getByTestId('delivery-store')).toHaveText(`${DWARKA_SEC6_NAME} · 0 मीटर दूर`);
  // The page loaded the selector's Hindi, not the /stores page's.
  expect(scripts.some((url) => /delivery-selector-hi/.test(url))).toBe(true);
  expect(scripts.some((url) => /stores-page-hi/.test(url))).toBe(false);

  await selector(page).click();
  const popover = page.getByRole('dialog', { name: 'डिलीवरी का पता चुनें' });
  await expect(popover).toBeVisible();
  await expect(popover.getByRole('heading', { name: 'डिलीवरी का पता चुनें' })).toBeVisible();
  await expect(popover.getByRole('group', { name: 'डिलीवरी का तरीका' })).toBeVisible();
  await expect(popover.getByRole('button', { name: 'स्टैंडर्ड' })).toBeVisible();
  await expect(popover.getByRole('link', { name: 'पते सेव करने के लिए लॉगिन करें' })).toBeVisible();
  await expect(popover.getByTestId('nearby-stores')).toHaveAccessibleName('आस-पास के स्टोर');

  await popover.getByRole('button', { name: 'पता खोजें' }).click();
  await expect(popover.getByRole('textbox', { name: 'गली, शहर या पिन कोड लिखें' })).toBeVisible();
  await expect(popover.getByText('लिस्ट में से अपना पता चुनें')).toBeVisible();
  await popover.getByRole('button', { name: 'वापस' }).click();

  await popover.getByTestId('nearby-stores').getByRole('button').nth(1).click();
  await expect(toast(page, 'स्टोर चुन लिया गया')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a Hindi page hydrates, then its selector loads in Hindi, without errors at 390 px', async ({ page, baseURL }) => {
  await hindi(page, baseURL);
  // The selector is location-dependent, so client-only (ADR 0005): the server HTML is the Hindi page
  // with the selector's placeholder, and no English text of the selector.
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<html lang="hi-IN"/);
  for (const english of ['Select a delivery address', 'Calculating...', 'Detecting...', 'Select Delivery Address'])
    expect(html).not.toContain(english);

  const errors = errorsOf(page);
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/');
  await waitForFrame(page);
  // Location denied and the IP locale names no city (e2e/location/ip-fallback.spec.ts in English).
  await expect(toast(page, 'लोकेशन उपलब्ध नहीं')).toContainText('सही डिलीवरी के लिए कृपया अपना पता खुद डालें।', FIRST_RESULT);
  await expect(selector(page).getByTestId('delivery-status')).toHaveText('यहाँ डिलीवरी उपलब्ध नहीं', FIRST_RESULT);
  await expect(selector(page).getByTestId('delivery-address')).toHaveText('लोकेशन उपलब्ध नहीं');
  // Hindi fits the phone's top bar: nothing runs off the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  expect(errors).toEqual([]);
});

test('/stores in Hindi: title, cards and their buttons, with its own Hindi chunk', async ({
  page,
  context,
  baseURL,
}) => {
  await hindi(page, baseURL);
  await grantLocation(context, DWARKA_SEC6);
  const errors = errorsOf(page);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/stores');
  await expect(page.getByRole('heading', { level: 1, name: 'स्टोर खोजें' })).toBeVisible(FIRST_RESULT);
  const first = page.getByTestId('store-card').first();
  await expect(first).toContainText(DWARKA_SEC6_NAME, FIRST_RESULT);
  await expect(first.getByTestId('store-distance')).toHaveText('0 मीटर दूर');
  await expect(first).toContainText('15 मिनट में डिलीवरी');
  await expect(first).toContainText('ड्रग लाइसेंस: ');
  await expect(page.getByRole('list', { name: 'आस-पास के स्टोर' })).toBeVisible();
  const second = page.getByTestId('store-card').nth(1);
  await second.getByRole('button', { name: 'यह स्टोर चुनें' }).click();
  await expect(second.getByRole('button', { name: 'चुना गया' })).toHaveAttribute('aria-pressed', 'true');
  expect(scripts.some((url) => /stores-page-hi/.test(url))).toBe(true);
  expect(errors).toEqual([]);
});

test('an English page keeps the SPEC texts and fetches none of mf-location’s Hindi', async ({ page, context }) => {
  await grantLocation(context, DWARKA_SEC6);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/');
  await expect(selector(page).getByTestId('delivery-status')).toHaveText('Delivery in 15 min', FIRST_RESULT);
  expect(scripts.filter((url) => /-hi[.-]/.test(url))).toEqual([]);
});

test('the top bar’s language switch turns the selector Hindi in place, keeping its store', async ({
  page,
  context,
}) => {
  await grantLocation(context, DWARKA_SEC6);
  const errors = errorsOf(page);
  await page.goto('/');
  await expect(selector(page).getByTestId('delivery-status')).toHaveText('Delivery in 15 min', FIRST_RESULT);
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(selector(page).getByTestId('delivery-status')).toHaveText('15 मिनट में डिलीवरी');
  await expect(selector(page).getByTestId('delivery-store')).toHaveText(`${DWARKA_SEC6_NAME} · 0 मीटर दूर`);
  await page.getByTestId('language-switch').click();
  await expect(selector(page).getByTestId('delivery-status')).toHaveText('Delivery in 15 min');
  expect(errors).toEqual([]);
});

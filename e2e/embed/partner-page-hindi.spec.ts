import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { FIRST_RESULT, warmUpLocationFunctions } from '../location/location-helpers';
import { partnerPort, startPartnerServer } from './embed-server';
import { DWARKA_SEC6, DWARKA_SEC6_NAME, ENDPOINT, expectIsolation } from './widget-helpers';

// Issue 37: <delivery-selector lang="hi"> speaks Hindi: its texts arrive as one async chunk beside
// the widget's script (dist-embed/async/delivery-selector-hi.js), which an English widget never
// fetches. Store names stay as they are; the partner page's own <html lang> is left alone.

const HINDI_CHUNK = /\/dist-embed\/async\/delivery-selector-hi\.js$/;

let partner: Awaited<ReturnType<typeof startPartnerServer>>;
test.beforeAll(async ({}, info) => {
  await warmUpLocationFunctions();
  partner = await startPartnerServer(partnerPort('plain', info.parallelIndex));
});
test.afterAll(async () => partner?.close());

test.describe.configure({ timeout: 90_000 });

function widgetPage(lang?: string): string {
  const query = `endpoint=${encodeURIComponent(ENDPOINT())}&project=instamg${lang ? `&lang=${lang}` : ''}`;
  return `${partner.origin}/embed/partner.html?${query}`;
}

function watch(page: Page): { scripts: string[]; errors: string[] } {
  const seen = { scripts: [] as string[], errors: [] as string[] };
  page.on('response', (response: Response) => {
    if (response.url().endsWith('.js')) seen.scripts.push(new URL(response.url()).pathname);
  });
  // The page's errors, not the browser's network lines (the demo page has no favicon).
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

test('lang="hi": the widget finds the store and shows its popover and toast in Hindi', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(DWARKA_SEC6);
  const seen = watch(page);
  await page.goto(widgetPage('hi'));

  const widget = page.locator('delivery-selector');
  await expect(widget).toHaveAttribute('lang', 'hi');
  await expect(widget.getByTestId('delivery-status')).toHaveText('15 मिनट में डिलीवरी', FIRST_RESULT);
  await expect(widget.getByTestId('delivery-store')).toHaveText(`${DWARKA_SEC6_NAME} · 0 मीटर दूर`);
  await expect(page.locator('#last-store')).toHaveText(DWARKA_SEC6_NAME);
  expect(seen.scripts.filter((path) => HINDI_CHUNK.test(path))).toHaveLength(1);

  await widget.getByTestId('delivery-selector').click();
  const popover = widget.getByRole('dialog', { name: 'डिलीवरी का पता चुनें' });
  await expect(popover).toBeVisible();
  await expect(popover.getByRole('button', { name: 'मेरी मौजूदा लोकेशन इस्तेमाल करें' })).toBeVisible();
  await expect(popover.getByRole('button', { name: 'एक्सप्रेस' })).toBeVisible();
  await expect(popover.getByRole('link', { name: 'पते सेव करने के लिए लॉगिन करें' })).toHaveAttribute('href', /\/auth$/);
  // Another nearby store: the toast is Hindi too.
  const other = popover.getByTestId('nearby-stores').getByRole('button').nth(1);
  await expect(other).toContainText('दूर');
  await other.click();
  await expect(widget.getByText('स्टोर चुन लिया गया')).toBeVisible();

  // The widget's Hindi is the widget's: the partner page keeps its own language.
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(await page.evaluate(() => document.cookie)).not.toContain('instamg_locale');
  await expectIsolation(page, 'delivery-selector');
  expect(seen.errors).toEqual([]);
});

test('without lang the widget is English and never downloads the Hindi chunk', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(DWARKA_SEC6);
  const seen = watch(page);
  await page.goto(widgetPage());
  const widget = page.locator('delivery-selector');
  await expect(widget.getByTestId('delivery-status')).toHaveText('Delivery in 15 min', FIRST_RESULT);
  await widget.getByTestId('delivery-selector').click();
  await expect(widget.getByRole('dialog', { name: 'Select Delivery Address' })).toBeVisible();
  expect(seen.scripts.some((path) => HINDI_CHUNK.test(path))).toBe(false);

  // Switching the attribute later turns the same widget Hindi in place.
  await page.keyboard.press('Escape');
  await page.evaluate(() => document.querySelector('delivery-selector')!.setAttribute('lang', 'hi-IN'));
  await expect(widget.getByTestId('delivery-status')).toHaveText('15 मिनट में डिलीवरी');
  expect(seen.errors).toEqual([]);
});

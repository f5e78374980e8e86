import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, waitForFrame } from './frame-helpers';

// Remote pages lay out only their content; the shell's page column gives them the top bar's
// width and side gutters, so nothing touches the edge of a phone screen.

const REMOTE_PAGES = [
  { path: '/', heading: /Medicines delivered to your home/ },
  { path: '/medicines', heading: 'All medicines' },
  { path: '/product/dolo-650-tablet', heading: 'Dolo 650 Tablet' },
  { path: '/blog', heading: /blog/i },
  { path: '/stores', heading: 'Find Stores' },
] as const;

async function headingBox(page: Page, heading: string | RegExp) {
  const h1 = page.getByRole('main').getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible({ timeout: 15_000 });
  const box = await h1.boundingBox();
  if (!box) throw new Error('the page heading has no box');
  return box;
}

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  for (const { path, heading } of REMOTE_PAGES) {
    test(`${path} keeps its content off the screen edges`, async ({ page }) => {
      await page.goto(path);
      await waitForFrame(page);
      await headingBox(page, heading);
      // The remote's root element, not its heading: a padded banner would hide a missing gutter.
      const box = await page.getByRole('main').locator('[data-boundary]').first().boundingBox();
      if (!box) throw new Error('the remote page has no box');
      expect(box.x).toBeGreaterThanOrEqual(12);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width - 12);
    });
  }
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test('a product page starts where the top bar starts', async ({ page }) => {
    await page.goto('/product/dolo-650-tablet');
    await waitForFrame(page);
    const box = await headingBox(page, 'Dolo 650 Tablet');
    const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
    if (!logo) throw new Error('the top bar has no first link');
    // The image sits left of the heading on wide screens: the column edge is the content's left.
    const columnLeft = await page.getByTestId('page-column').evaluate((el) => {
      const style = getComputedStyle(el);
      return el.getBoundingClientRect().left + parseFloat(style.paddingLeft);
    });
    expect(Math.abs(columnLeft - logo.x)).toBeLessThanOrEqual(8);
    expect(box.x).toBeGreaterThan(columnLeft);
  });
});

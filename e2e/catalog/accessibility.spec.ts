import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { catalog, openCatalog, searchBox } from './catalog-helpers';
import { expectNoViolations } from '../support/axe';

// Every catalogue screen passes axe's WCAG 2.1 A and AA rules, on a phone and on a desktop,
// frame included (top bar, delivery selector, bottom bar): what a screen-reader user meets.

// Four long tests and two short ones: spread over both workers.
test.describe.configure({ mode: 'parallel' });

const PAGES = [
  '/',
  '/medicines',
  '/medicines?category=diabetes&rx=rx&sort=price-asc',
  '/product/dolo-650-tablet',
  '/product/taxim-o-200-tablet', // Schedule H1: the boxed warning
  '/product/addwize-10-tablet', // Schedule X: not sold online
  '/product/no-such-medicine',
  '/search?q=paracetmol',
  '/search?q=qqqzzzxxv',
  '/search',
  '/blog',
  '/blog/no-such-post',
] as const;

/**
 * The first page of the list is loaded (server HTML, then hydration); the others are reached in the
 * page as a user reaches them, the router following the history entry (as panel-routes-axe does):
 * one boot of the shell and mf_catalog per list, instead of 12 (the boot was most of this spec's time).
 */
async function moveTo(page: Page, path: string): Promise<void> {
  const main = page.getByRole('main');
  const before = await main.innerText();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(main).not.toHaveText(before, { timeout: 30_000 });
  await expect(catalog(page).locator('[aria-busy="true"]').first()).toBeHidden({ timeout: 30_000 });
}

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    // Two halves of the list per size, so the four tests share both workers evenly.
    for (const half of [PAGES.slice(0, 6), PAGES.slice(6)]) {
      test(`${half.join(', ')} have no WCAG A/AA violations`, async ({ page }) => {
        test.setTimeout(180_000);
        for (const [index, path] of half.entries()) {
          await test.step(path, async () => {
            if (index === 0) await openCatalog(page, path);
            else await moveTo(page, path);
            // Findings are collected per page (expect.soft), so one run names every page that fails.
            await expect.soft(async () => expectNoViolations(page), path).toPass({ timeout: 30_000 });
          });
        }
      });
    }

    test('the top bar with typing suggestions open has no violations', async ({ page }) => {
      test.slow();
      await openCatalog(page, '/');
      await searchBox(page).pressSequentially('azithro');
      await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible({ timeout: 15_000 });
      await expectNoViolations(page);
    });
  });
}

test('the phone filter sheet has no violations', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await openCatalog(page, '/medicines');
  await catalog(page).getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await expectNoViolations(page);
});

// Issue 33's test list: axe on every panel route at 390 px and 1280 px. The seeded store owner
// opens each store-panel section (STORE_SECTIONS, the panel's own list), the seeded admin each
// admin navigation entry (ADMIN_NAV, the same list the console draws), at both sizes; every page
// must pass axe's WCAG 2.1 A/AA rules once its content is on screen and its grids have loaded.
// Findings are collected per route (expect.soft), so one run names every page that fails. Single
// pages below a section (an order, a product) are covered by their own journeys.
import type { Page } from '@playwright/test';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { expectNoViolations } from '../support/axe';
import { ADMIN_NAV } from '../../mf-admin/src/app/nav';
import { STORE_SECTIONS } from '../../mf-store-panel/src/domain/store-permissions';

const SIZES = [
  ['390 px', { width: 390, height: 844 }],
  ['1280 px', { width: 1280, height: 800 }],
] as const;

/**
 * The first route is loaded, the others reached in the page as a user reaches them (the router
 * follows the history entry): one boot of the shell and the panel for the whole list.
 */
async function open(page: Page, path: string, first: boolean): Promise<void> {
  if (first) {
    await page.goto(path);
    return;
  }
  // The new page's content replaces the last before axe reads it (two routes may share a heading).
  const main = page.getByRole('main');
  const before = await main.innerText();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(main).not.toHaveText(before, REMOTE_READY);
}

async function checkRoutes(page: Page, paths: readonly string[]): Promise<void> {
  for (const [index, path] of paths.entries()) {
    await test.step(path, async () => {
      await open(page, path, index === 0);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(REMOTE_READY);
      await expect.soft(async () => expectNoViolations(page), path).toPass({ timeout: 60_000 });
    });
  }
}

// Four long tests: spread over both workers.
test.describe.configure({ mode: 'parallel' });

for (const [size, viewport] of SIZES) {
  test.describe(`at ${size}`, () => {
    test.use({ viewport });
    test.beforeEach(() => test.setTimeout(300_000));

    test('every store-panel section passes axe', async ({ page }) => {
      await signInByApi(page, seedCredentials().users.owner);
      await checkRoutes(
        page,
        STORE_SECTIONS.map((section) => `/store/${section}`),
      );
    });

    test('every admin route passes axe', async ({ page }) => {
      await signInByApi(page, seedCredentials().users.admin);
      await checkRoutes(
        page,
        ADMIN_NAV.map((entry) => `/admin/${entry.path}`),
      );
    });
  });
}

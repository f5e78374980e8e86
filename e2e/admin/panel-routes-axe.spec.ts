// Issue 33's test list: axe on every panel route at 390 px and 1280 px. The seeded store owner opens
// each store-panel section, the seeded admin each admin navigation entry (ADMIN_NAV, the same list
// the console draws), at both sizes; every page must pass axe's WCAG 2.1 A/AA rules once its
// heading is on screen and its grids have loaded. Findings are collected per route (expect.soft),
// so one run names every page that fails. Single pages below a section (an order, a product) are
// covered by their own journeys.
import type { Page } from '@playwright/test';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { expectNoViolations } from '../support/axe';
import { ADMIN_NAV } from '../../mf-admin/src/app/nav';

const STORE_SECTIONS = [
  'dashboard',
  'orders',
  'inventory',
  'customers',
  'analytics',
  'settings',
  'prescriptions',
  'earnings',
  'payouts',
  'notifications',
  'deliveries',
] as const;

const SIZES = [
  ['390 px', { width: 390, height: 844 }],
  ['1280 px', { width: 1280, height: 800 }],
] as const;

async function checkRoutes(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(REMOTE_READY);
      await expect.soft(async () => expectNoViolations(page), path).toPass({ timeout: 60_000 });
    });
  }
}

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

// Journey (issue 33 §1): the admin console wears its own frame (no customer header, search, cart,
// store strip, bottom bar or footer). On a desktop its left navigation reaches every admin page,
// each marked current when open, with the waiting counts beside Orders, Prescriptions and Store
// applications; on a 390 px phone a bottom bar and its "More" sheet reach them. The dashboard passes
// axe at 1280 and 390 px.
import type { Page } from '@playwright/test';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { expectNoViolations } from '../support/axe';
import { ADMIN_NAV, adminPhoneNav } from '../../mf-admin/src/app/nav';
import { expectNoCustomerFrame } from '../support/panel-frame';

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
/** An entry's accessible name: its label, and " (N waiting…)" when something waits. */
const entryName = (label: string) => new RegExp(`^${label}( \\(\\d+ [a-z ]+\\))?$`);
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openDashboard(page: Page): Promise<void> {
  await signInByApi(page, seedCredentials().users.admin);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(REMOTE_READY);
}

test.beforeEach(() => test.slow());

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the left navigation reaches every admin page and marks the one open', async ({ page }) => {
    await openDashboard(page);
    await expectNoCustomerFrame(page);
    await expect(adminNav(page).getByRole('link')).toHaveCount(ADMIN_NAV.length);
    for (const entry of ADMIN_NAV) {
      const link = adminNav(page).getByRole('link', { name: entryName(escapeRe(entry.label)) });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/admin/${escapeRe(entry.path)}(\\?.*)?$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(REMOTE_READY);
      await expect(link).toHaveAttribute('aria-current', 'page');
    }
  });

  test('/admin/dashboard with its navigation has no WCAG 2.1 A/AA violations', async ({ page }) => {
    await openDashboard(page);
    await expectNoViolations(page);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no customer frame; the bottom bar and More reach the sections; no axe violations', async ({ page }) => {
    await openDashboard(page);
    await expectNoCustomerFrame(page);
    const { bar, more } = adminPhoneNav();
    await expect(adminNav(page).getByRole('link')).toHaveCount(bar.length);
    const navBox = (await adminNav(page).boundingBox())!;
    expect(navBox.y + navBox.height).toBeGreaterThanOrEqual(843);
    await expectNoViolations(page);

    await adminNav(page)
      .getByRole('link', { name: entryName('Stores') })
      .click();
    await expect(page).toHaveURL(/\/admin\/stores$/);
    for (const entry of [more[0]!, more[more.length - 1]!]) {
      await adminNav(page).getByRole('button', { name: 'More' }).click();
      const sheet = page.getByRole('dialog', { name: 'More sections' });
      await sheet.getByRole('link', { name: entryName(escapeRe(entry.label)) }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${escapeRe(entry.path)}$`));
      await expect(sheet).toHaveCount(0);
    }
  });
});

// Journey: the seeded store owner opens /store and lands on the dashboard with their store's name,
// licence and role; every one of the ten sections opens from the panel's navigation (its page or a
// plain "not available yet"), by the side list on a desktop and by the bottom bar and its "More"
// sheet at 390 px; the dashboard passes axe's WCAG 2.1 A/AA rules at both sizes. A member of two
// stores (made here with the e2e backend's API key) switches store, and the choice survives a reload.
import type { Page } from '@playwright/test';
import { ID, Permission, Role, TablesDB, Users } from 'node-appwrite';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi, uniqueEmail } from '../auth/auth-helpers';
import { expectNoViolations } from '../support/axe';
import { keyClient } from '../support/key-client';
import { expectNoCustomerFrame } from '../support/panel-frame';

const SECTIONS = [
  ['Dashboard', 'dashboard'],
  ['Orders', 'orders'],
  ['Inventory', 'inventory'],
  ['Customers', 'customers'],
  ['Analytics', 'analytics'],
  ['Settings', 'settings'],
  ['Prescriptions', 'prescriptions'],
  ['Earnings', 'earnings'],
  ['Payouts', 'payouts'],
  ['Notifications', 'notifications'],
  ['Deliveries', 'deliveries'],
] as const;
const PHONE_BAR = ['Dashboard', 'Orders', 'Inventory', 'Prescriptions'];
/** Sections whose page has landed (their own specs cover them; the others show "not available yet"). */
const BUILT = new Set([
  'dashboard',
  'orders',
  'prescriptions',
  'notifications',
  'inventory',
  'earnings',
  'payouts',
  'settings',
  'analytics',
  'customers',
  'deliveries',
]);
const PHONE = { width: 390, height: 844 };
/**
 * A nav entry's text: its label, and when other specs left notifications unread or orders waiting,
 * the badge's digits and " (N unread)" / " (N waiting)".
 */
const navText = (label: string) => new RegExp(`^(\\d+\\+?)?${label}( \\(\\d+ (unread|waiting)\\))?$`);
/** A nav entry's accessible name: its label, and " (N unread)" / " (N waiting)" when other specs left some. */
const navName = (label: string) => new RegExp(`^${label}( \\(\\d+ (unread|waiting)\\))?$`);
const DESKTOP = { width: 1280, height: 800 };

interface StoreFacts {
  name: string;
  licence: string;
}

async function storeFacts(storeId: string): Promise<StoreFacts> {
  const row = await new TablesDB(keyClient()).getRow({ databaseId: 'instamg', tableId: 'stores', rowId: storeId });
  return { name: String(row.name), licence: String(row.drug_license_number) };
}

const panelNav = (page: Page) => page.getByRole('navigation', { name: 'Store panel' });
const storeHeader = (page: Page) => page.getByRole('region', { name: 'Your store' });

async function openPanel(page: Page, path = '/store'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/store\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(REMOTE_READY);
}

/** The section's page is on screen: its heading, and either its content or the not-available state. */
async function expectSection(page: Page, label: string, path: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/store/${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible(REMOTE_READY);
  if (!BUILT.has(path)) await expect(page.getByText(`${label}: not available yet`)).toBeVisible();
}

test.beforeEach(() => test.slow());

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the owner lands on the dashboard with the store and opens every section from the side list', async ({
    page,
  }) => {
    const { users, stores } = seedCredentials();
    const demo = await storeFacts(stores.demo);
    await signInByApi(page, users.owner);
    await openPanel(page);
    // The panel's own frame (issue 33 §1): none of the customer's header, search, cart or footer.
    await expectNoCustomerFrame(page);
    await expect(storeHeader(page).getByTestId('store-name')).toHaveText(demo.name);
    await expect(storeHeader(page).getByTestId('store-licence')).toHaveText(`DL: ${demo.licence}`);
    await expect(storeHeader(page).getByTestId('member-role')).toHaveText('Owner');
    await expect(storeHeader(page).getByTestId('pharmacist-badge')).toHaveCount(0);
    // One store: nothing to pick.
    await expect(storeHeader(page).getByLabel('Store')).toHaveCount(0);

    await expect(panelNav(page).getByRole('link')).toHaveText(SECTIONS.map(([label]) => navText(label)));
    for (const [label, path] of SECTIONS) {
      await panelNav(page)
        .getByRole('link', { name: navName(label) })
        .click();
      await expectSection(page, label, path);
      await expect(panelNav(page).getByRole('link', { name: navName(label) })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('/store/dashboard has no WCAG 2.1 A/AA violations, and the side list works from the keyboard', async ({
    page,
  }) => {
    await signInByApi(page, seedCredentials().users.owner);
    await openPanel(page, '/store/dashboard');
    await expectNoViolations(page);
    await panelNav(page)
      .getByRole('link', { name: navName('Dashboard') })
      .focus();
    await page.keyboard.press('Tab');
    await expect(panelNav(page).getByRole('link', { name: navName('Orders') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectSection(page, 'Orders', 'orders');
  });
});

test.describe("the member's role", () => {
  test.use({ viewport: DESKTOP });

  test('the seeded staff member sees the Staff role and no Pharmacist badge', async ({ page }) => {
    await signInByApi(page, seedCredentials().users.staff);
    await openPanel(page);
    await expect(storeHeader(page).getByTestId('member-role')).toHaveText('Staff');
    await expect(storeHeader(page).getByTestId('pharmacist-badge')).toHaveCount(0);
  });

  test('the seeded pharmacist (staff, registration confirmed by an admin) carries the Pharmacist badge', async ({
    page,
  }) => {
    // The demo pharmacist comes with the seed's store_pharmacists row (appwrite/seed/src/data/people.ts).
    await signInByApi(page, seedCredentials().users.pharmacist);
    await openPanel(page);
    await expect(storeHeader(page).getByTestId('member-role')).toHaveText('Staff');
    await expect(storeHeader(page).getByTestId('pharmacist-badge')).toHaveText('Pharmacist');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the bottom bar and its More sheet reach every section', async ({ page }) => {
    await signInByApi(page, seedCredentials().users.owner);
    await openPanel(page);
    const nav = panelNav(page);
    await expect(nav.getByRole('link')).toHaveText(PHONE_BAR.map(navText));
    // Within thumb reach: the bar sits in the bottom part of the screen.
    const bar = await nav.boundingBox();
    expect(bar!.y).toBeGreaterThan(PHONE.height * 0.75);

    for (const [label, path] of SECTIONS) {
      if (PHONE_BAR.includes(label)) {
        await nav.getByRole('link', { name: navName(label) }).click();
      } else {
        await nav.getByRole('button', { name: 'More' }).click();
        const sheet = page.getByRole('dialog', { name: 'More sections' });
        await expect(sheet).toBeVisible();
        await sheet.getByRole('link', { name: navName(label) }).click();
        await expect(sheet).toBeHidden();
      }
      await expectSection(page, label, path);
    }
  });

  test('/store/dashboard and the More sheet have no WCAG 2.1 A/AA violations; Escape closes the sheet', async ({
    page,
  }) => {
    await signInByApi(page, seedCredentials().users.owner);
    await openPanel(page, '/store/dashboard');
    await expectNoViolations(page);
    await panelNav(page).getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('dialog', { name: 'More sections' })).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'More sections' })).toBeHidden();
    // Focus goes back to where it was, so a keyboard or screen-reader user is not lost.
    await expect(panelNav(page).getByRole('button', { name: 'More' })).toBeFocused();
  });
});

test('a member of two stores switches store, and this device remembers the choice', async ({ page }) => {
  const { stores } = seedCredentials();
  const [demo, other] = await Promise.all([storeFacts(stores.demo), storeFacts(stores.other)]);
  // A fresh person per run: owner at the demo store, manager at the other (rows only an API key writes).
  const person = {
    id: ID.unique(),
    email: uniqueEmail('two-stores'),
    password: `pass-${Math.random().toString(36).slice(2)}`,
  };
  await new Users(keyClient()).create({
    userId: person.id,
    email: person.email,
    password: person.password,
    name: 'Two Stores',
  });
  const membership = (storeId: string, role: string) => ({
    $id: ID.unique(),
    $permissions: [Permission.read(Role.user(person.id))],
    user_id: person.id,
    store_id: storeId,
    role,
  });
  await new TablesDB(keyClient()).createRows({
    databaseId: 'instamg',
    tableId: 'store_admins',
    rows: [membership(stores.demo, 'owner'), membership(stores.other, 'manager')],
  });

  await signInByApi(page, person);
  await openPanel(page);
  const picker = storeHeader(page).getByLabel('Store');
  const [first, second] = [
    { id: stores.demo, role: 'Owner', ...demo },
    { id: stores.other, role: 'Manager', ...other },
  ].sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
  await expect(storeHeader(page).getByTestId('store-name')).toHaveText(first!.name);
  await expect(storeHeader(page).getByTestId('member-role')).toHaveText(first!.role);
  await expect(picker.locator('option')).toHaveCount(2);

  await picker.selectOption(second!.id);
  await expect(storeHeader(page).getByTestId('store-name')).toHaveText(second!.name);
  await expect(storeHeader(page).getByTestId('store-licence')).toHaveText(`DL: ${second!.licence}`);
  await expect(storeHeader(page).getByTestId('member-role')).toHaveText(second!.role);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(REMOTE_READY);
  await expect(storeHeader(page).getByTestId('store-name')).toHaveText(second!.name);
});

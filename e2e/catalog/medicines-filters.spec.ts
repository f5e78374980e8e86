import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { catalog, openCatalog } from './catalog-helpers';

/** Selling prices of the cards on screen, in ₹. */
const shownPrices = async (page: Page) =>
  (await catalog(page).getByTestId('selling-price').allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, '')),
  );
/** No previous page is being kept on screen while the next one loads. */
const listSettled = (page: Page) =>
  expect(catalog(page).getByTestId('medicine-list')).toHaveAttribute('aria-busy', 'false');

test.beforeEach(() => test.slow());

// /medicines: category navigation from home, filters and sort held in the URL, Back, cursor pages.

test('a category from home opens /medicines with it, and every filter lands in the URL', async ({ page }) => {
  await openCatalog(page, '/');
  await catalog(page)
    .getByRole('navigation', { name: 'Shop by category' })
    .getByRole('link', { name: 'Diabetes Care' })
    .click();
  await expect(page).toHaveURL(/\/medicines\?category=diabetes$/);
  await expect(catalog(page).getByRole('heading', { level: 1, name: 'Diabetes Care' })).toBeVisible();
  await expect(catalog(page).getByTestId('product-card').first()).toBeVisible();

  await catalog(page).getByRole('button', { name: 'Prescription needed' }).click();
  await expect(page).toHaveURL(/[?&]rx=rx(&|$)/);

  await catalog(page).getByLabel('Form').click();
  await page.getByRole('option', { name: 'Tablet', exact: true }).click();
  await expect(page).toHaveURL(/[?&]form=Tablet(&|$)/);

  await catalog(page).getByLabel('Sort by').click();
  await page.getByRole('option', { name: 'Price: low to high' }).click();
  await expect(page).toHaveURL(/\/medicines\?category=diabetes&rx=rx&form=Tablet&sort=price-asc$/);

  // The list really is sorted by the price shown (polled: the URL changes a moment before the list).
  await listSettled(page);
  await expect
    .poll(async () => {
      const amounts = await shownPrices(page);
      return amounts.length > 1 && amounts.every((amount, i) => i === 0 || amounts[i - 1]! <= amount);
    })
    .toBe(true);

  await catalog(page).getByLabel('Min ₹').fill('50');
  await catalog(page).getByLabel('Max ₹').fill('150');
  await catalog(page).getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/&min=50&max=150&sort=price-asc$/);
  await listSettled(page);
  await expect
    .poll(async () => {
      const amounts = await shownPrices(page);
      return amounts.length > 0 && amounts.every((amount) => amount >= 50 && amount <= 150);
    })
    .toBe(true);

  // Back undoes the last change; a shared link restores the whole list.
  await page.goBack();
  await expect(page).toHaveURL(/\/medicines\?category=diabetes&rx=rx&form=Tablet&sort=price-asc$/);
  await expect(catalog(page).getByLabel('Sort by')).toContainText('Price: low to high');
});

test('Next and Previous page with cursors kept in the URL', async ({ page }) => {
  await openCatalog(page, '/medicines?sort=name');
  const names = catalog(page).getByTestId('product-name');
  await expect(names.first()).toBeVisible();
  const firstPage = await names.allTextContents();
  expect(firstPage).toHaveLength(24);

  await catalog(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/medicines\?sort=name&after=[\w.-]+$/);
  await expect(names.first()).not.toHaveText(firstPage[0]!);
  const secondPage = await names.allTextContents();
  expect(secondPage[0]!.localeCompare(firstPage[23]!)).toBeGreaterThanOrEqual(0);

  await catalog(page).getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/medicines\?sort=name&before=[\w.-]+$/);
  await expect(names).toHaveText(firstPage);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters open in a sheet whose button counts them, and Clear all empties it', async ({ page }) => {
    await openCatalog(page, '/medicines');
    // The list comes first on a small screen: no filter controls on the page itself.
    await expect(catalog(page).getByRole('button', { name: 'Prescription needed' })).toHaveCount(0);
    await catalog(page).getByRole('button', { name: 'Filters', exact: true }).click();

    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('button', { name: 'No prescription' }).click();
    await expect(page).toHaveURL(/\/medicines\?rx=otc$/);
    await sheet.getByLabel('Form').click();
    await page.getByRole('option', { name: 'Syrup', exact: true }).click();
    await expect(page).toHaveURL(/\/medicines\?rx=otc&form=Syrup$/);

    // The URL changes a moment before the list: wait for the syrups themselves, then read the count.
    await expect(catalog(page).getByTestId('product-card').first()).toContainText('Syrup');
    await listSettled(page);
    const count = Number((await catalog(page).getByTestId('result-count').textContent())?.match(/\d+/)?.[0]);
    await sheet.getByRole('button', { name: `Show ${count} ${count === 1 ? 'medicine' : 'medicines'}` }).click();
    await expect(sheet).toBeHidden();
    await expect(catalog(page).getByText('Prescription required')).toHaveCount(0);

    await catalog(page).getByRole('button', { name: 'Filters (2)' }).click();
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/medicines$/);
    await expect(
      page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear all' }),
    ).toBeDisabled();
  });
});

import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { catalog, openCatalog } from './catalog-helpers';

/** The list shown is the one for the current URL, not the previous one kept on screen while loading. */
const listSettled = (page: Page) => expect(catalog(page).getByTestId('medicine-list')).toHaveAttribute('aria-busy', 'false');

test.beforeEach(() => test.slow());

// /medicines: category navigation from home, filters and sort held in the URL, Back, cursor pages.

test('a category from home opens /medicines with it, and every filter lands in the URL', async ({ page }) => {
  await openCatalog(page, '/');
  await catalog(page).getByRole('navigation', { name: 'Shop by category' }).getByRole('link', { name: 'Diabetes Care' }).click();
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

  // The list really is sorted by the price shown.
  await listSettled(page);
  const prices = await catalog(page).getByTestId('selling-price').allTextContents();
  const amounts = prices.map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(amounts.length).toBeGreaterThan(1);
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

  await catalog(page).getByLabel('Min ₹').fill('50');
  await catalog(page).getByLabel('Max ₹').fill('150');
  await catalog(page).getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/&min=50&max=150&sort=price-asc$/);
  await listSettled(page);
  for (const text of await catalog(page).getByTestId('selling-price').allTextContents()) {
    const amount = Number(text.replace(/[^\d.]/g, ''));
    expect(amount).toBeGreaterThanOrEqual(50);
    expect(amount).toBeLessThanOrEqual(150);
  }

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

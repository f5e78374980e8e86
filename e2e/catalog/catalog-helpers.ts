import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** The backend the e2e config started (a freshly seeded dev server). */
export const APPWRITE_ENDPOINT =
  process.env.APPWRITE_ENDPOINT ?? `http://localhost:${process.env.APPWRITE_DEV_PORT ?? 8180}/v1`;

/** A product row as the seed wrote it, read straight from the backend so prices are not hard-coded. */
export async function productRow(
  id: string,
): Promise<{ name: string; mrp: number; price: number; salt_key: string; schedule: string }> {
  const response = await fetch(`${APPWRITE_ENDPOINT}/tablesdb/instamg/tables/products/rows/${id}`, {
    headers: { 'X-Appwrite-Project': 'instamg' },
  });
  if (!response.ok) throw new Error(`Reading product ${id} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The same ₹ text the pages show (shared formatINR rules: paise only when not whole). */
export function rupees(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(rounded) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(rounded) ? 0 : 2,
  }).format(rounded);
}

export const catalog = (page: Page) => page.locator('[data-boundary="mf-catalog"]');

/** The shell's top-bar search box. */
export const searchBox = (page: Page) => page.getByRole('banner').getByRole('searchbox', { name: 'Search medicines' });

// The machine these run on is often busy with other builds: the first load of a remote can take
// well over the default 10 s, after which the page itself answers quickly.
const FIRST_LOAD_MS = 45_000;

/** Opens a catalogue route and waits for mf_catalog to render in it. */
export async function openCatalog(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(catalog(page)).toBeVisible({ timeout: FIRST_LOAD_MS });
  // Server HTML shows the page before its buttons work: wait until mf_catalog has hydrated.
  await expect(catalog(page).first()).toHaveAttribute('data-hydrated', 'true', { timeout: FIRST_LOAD_MS });
  await expect(catalog(page).locator('[aria-busy="true"]').first()).toBeHidden({ timeout: FIRST_LOAD_MS });
}

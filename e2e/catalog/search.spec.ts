import { expect, test } from '../support/fixtures';
import { catalog, openCatalog, searchBox } from './catalog-helpers';

test.beforeEach(() => test.slow());

// Search through the UI: typo tolerance (ranked on the server), blank search, no results.

const MISSPELLINGS = [
  { typed: 'paracetmol', finds: /paracetamol/i, in: 'composition' },
  { typed: 'azithromicin', finds: /azithromycin/i, in: 'composition' },
  { typed: 'crocin advanse', finds: /^Crocin Advance Tablet$/, in: 'name' },
] as const;

for (const { typed, finds, in: field } of MISSPELLINGS) {
  test(`"${typed}" finds the intended medicine in the top 3`, async ({ page }) => {
    await openCatalog(page, '/medicines');
    await searchBox(page).fill(typed);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(typed)}`);
    const results = catalog(page).getByTestId('search-result');
    await expect(results.first()).toBeVisible({ timeout: 15_000 });
    const top3 = await results.evaluateAll((items) =>
      items.slice(0, 3).map((item) => ({
        name: item.querySelector('[data-testid="product-name"]')?.textContent ?? '',
        composition: item.querySelector('.MuiTypography-caption')?.textContent ?? '',
      })),
    );
    expect(
      top3.some((hit) => finds.test(hit[field])),
      JSON.stringify(top3),
    ).toBe(true);
  });
}

test('a salt search lists every brand of it together', async ({ page }) => {
  await openCatalog(page, '/search?q=cefixime');
  const section = catalog(page).getByRole('region', { name: 'All brands of Cefixime' });
  await expect(section).toBeVisible({ timeout: 15_000 });
  await expect(section.getByTestId('product-name')).toHaveCount(5);
});

test('a blank search opens bare /search with popular searches', async ({ page }) => {
  await openCatalog(page, '/medicines');
  await searchBox(page).fill('   ');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search$/);
  await expect(catalog(page).getByTestId('search-empty')).toBeVisible();
  await catalog(page).getByRole('button', { name: 'Dolo 650' }).click();
  await expect(page).toHaveURL(/\/search\?q=Dolo%20650$/);
});

test('a search with no match says so and offers suggestions', async ({ page }) => {
  await openCatalog(page, '/search?q=qqqzzzxxv');
  await expect(catalog(page).getByTestId('search-no-results')).toBeVisible({ timeout: 15_000 });
  await expect(catalog(page).getByTestId('search-no-results').getByRole('button').first()).toBeVisible();
  // Can't find it? A prescription photo, and a pharmacist builds the order (issue 36 §1).
  await catalog(page).getByTestId('search-cant-find').getByRole('link', { name: 'Upload prescription' }).click();
  await expect(page).toHaveURL(/\/upload-prescription$/);
});

test('a search text over the limit is explained, not sent, and fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/functions/catalog-search/executions')) requests.push(request.url());
  });
  await openCatalog(page, `/search?q=${'a'.repeat(201)}`);
  await expect(catalog(page).getByTestId('search-too-long')).toContainText('at most 200 characters');
  const heading = await catalog(page).getByRole('heading', { level: 1 }).boundingBox();
  expect(heading!.x + heading!.width).toBeLessThanOrEqual(390);
  expect(requests).toEqual([]);

  // The top-bar box takes no more than the limit.
  await searchBox(page).fill('');
  await searchBox(page).pressSequentially('b'.repeat(205));
  await expect(searchBox(page)).toHaveValue('b'.repeat(200));
});

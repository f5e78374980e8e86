import { expect, test } from '../support/fixtures';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, UNKNOWN_PATH, waitForFrame } from './frame-helpers';

// SPEC §2 "Search box": placeholders per layout, submit rules, and mirroring q on /search.

test.describe('on desktop', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test('the top bar search box has the desktop placeholder', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await waitForFrame(page);
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search medicines' });
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('placeholder', 'Search for medicines, health products...');
  });

  test('a term opens /search with the trimmed, URL-encoded term', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await waitForFrame(page);
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search medicines' });
    await box.fill('  Dolo 650 & cough syrup ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Dolo%20650%20%26%20cough%20syrup$/);
    // On /search the box mirrors q.
    await expect(box).toHaveValue('Dolo 650 & cough syrup');
  });

  test('a blank term opens bare /search', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await waitForFrame(page);
    const banner = page.getByRole('banner');
    await banner.getByRole('searchbox', { name: 'Search medicines' }).fill('    ');
    await banner.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('opening /search?q=… fills the box with q', async ({ page }) => {
    await page.goto('/search?q=vitamin%20d3');
    await waitForFrame(page);
    await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search medicines' })).toHaveValue(
      'vitamin d3',
    );
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the search box has the mobile placeholder and submits the same way', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await waitForFrame(page);
    const boxes = page.getByRole('searchbox', { name: 'Search medicines' });
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search medicines' });
    await expect(box).toHaveAttribute('placeholder', 'Search medicines...');
    // The not-found page has its own box; both use the mobile placeholder at this width.
    for (const each of await boxes.all()) await expect(each).toHaveAttribute('placeholder', 'Search medicines...');
    await box.fill('azithromycin');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=azithromycin$/);
  });

  test('the search box sits below the top bar row, under the logo', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await waitForFrame(page);
    const logo = await page.getByRole('link', { name: 'instamg home' }).boundingBox();
    const box = await page.getByRole('banner').getByRole('searchbox', { name: 'Search medicines' }).boundingBox();
    expect(logo && box).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(logo!.y + logo!.height);
  });
});

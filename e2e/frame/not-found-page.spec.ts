import { expect, test } from '../support/fixtures';
import { DESKTOP_VIEWPORT, UNKNOWN_PATH, waitForFrame } from './frame-helpers';

// SPEC §2 "any other path": the not-found page, inside the frame, with ways back.

test.use({ viewport: DESKTOP_VIEWPORT });

test('an unknown path shows the not-found page in the frame', async ({ page }) => {
  await page.goto(UNKNOWN_PATH);
  await waitForFrame(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(main.getByText('404')).toBeVisible();
  await expect(main.getByText(UNKNOWN_PATH)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the not-found page offers search and a way home', async ({ page }) => {
  await page.goto(`${UNKNOWN_PATH}/deeper`);
  const main = page.getByRole('main');
  const box = main.getByRole('searchbox', { name: 'Search medicines' });
  await box.fill('cetirizine');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=cetirizine$/);

  await page.goto(UNKNOWN_PATH);
  await main.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

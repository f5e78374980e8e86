import { expect, test } from '../support/fixtures';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, UNKNOWN_PATH, waitForFrame } from './frame-helpers';

// The frame is usable from the keyboard: a skip link first, landmarks, visible focus.

test.use({ viewport: DESKTOP_VIEWPORT });

test('the first Tab reaches the skip link, which moves focus to the main content', async ({ page }) => {
  await page.goto(UNKNOWN_PATH);
  await waitForFrame(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('header, main and footer landmarks exist once each', async ({ page }) => {
  await page.goto(UNKNOWN_PATH);
  await waitForFrame(page);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});

test('the logo links home', async ({ page }) => {
  await page.goto(UNKNOWN_PATH);
  await page.getByRole('link', { name: 'instamg home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the top bar fits the screen with no horizontal scroll', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await waitForFrame(page);
    const bar = await page.getByRole('banner').boundingBox();
    expect(bar!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

import { expect, test } from '../support/fixtures';
import { UNKNOWN_PATH, waitForFrame } from './frame-helpers';

// SPEC §2 "Whole-app error fallback". A real failure, with no test hook in the app: the FAQ page
// is a lazily loaded chunk of the shell itself (not a remote, so no remote boundary catches it).
// Once the frame is up, the shell's async chunks are made unreachable — as after a deploy that
// removed old chunks — and the user opens FAQ. The failed import reaches the root boundary.

test('a page chunk that fails to load shows the whole-app fallback, and Reload recovers', async ({ page, baseURL }) => {
  await page.goto(UNKNOWN_PATH);
  await waitForFrame(page);

  const shellChunks = new URL('/static/js/async/**', baseURL).href;
  await page.route(shellChunks, (route) => route.abort('connectionrefused'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText("We're sorry, but there was a problem loading the application.")).toBeVisible();

  const details = page.getByRole('button', { name: 'Technical details' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  const detailsText = page.locator(`#${await details.getAttribute('aria-controls')}`);
  await expect(detailsText).toBeVisible();
  await expect(detailsText).toContainText(/chunk/i);

  await page.unroute(shellChunks);
  await page.getByRole('button', { name: 'Reload Application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

import { expect, test } from '../support/fixtures';
import { catalog, openCatalog } from './catalog-helpers';

test.beforeEach(() => test.slow());

test('the blog lists posts and opens one', async ({ page }) => {
  await openCatalog(page, '/blog');
  const first = catalog(page).getByRole('listitem').first();
  const title = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/[\w.-]+$/);
  await expect(catalog(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(catalog(page).getByText('not medical advice', { exact: false })).toBeVisible();
});

test('a bad blog id shows not-found', async ({ page }) => {
  await openCatalog(page, '/blog/no-such-post');
  await expect(catalog(page).getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
  await expect(catalog(page).getByRole('link', { name: '← All posts' })).toHaveAttribute('href', '/blog');
});

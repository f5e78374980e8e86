import { expect, test } from '../support/fixtures';
import { catalog, openCatalog, searchBox } from './catalog-helpers';
import { expectNoViolations } from '../support/axe';

// Every catalogue screen passes axe's WCAG 2.1 A and AA rules, on a phone and on a desktop,
// frame included (top bar, delivery selector, bottom bar): what a screen-reader user meets.

test.beforeEach(() => test.slow());
// The longest spec (27 independent page loads + axe runs, ~100 s of one worker): its tests spread
// over both workers, so it never holds the run's tail alone.
test.describe.configure({ mode: 'parallel' });

const PAGES = [
  '/',
  '/medicines',
  '/medicines?category=diabetes&rx=rx&sort=price-asc',
  '/product/dolo-650-tablet',
  '/product/taxim-o-200-tablet', // Schedule H1: the boxed warning
  '/product/addwize-10-tablet', // Schedule X: not sold online
  '/product/no-such-medicine',
  '/search?q=paracetmol',
  '/search?q=qqqzzzxxv',
  '/search',
  '/blog',
  '/blog/no-such-post',
] as const;

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    for (const path of PAGES) {
      test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
        await openCatalog(page, path);
        await expectNoViolations(page);
      });
    }

    test('the top bar with typing suggestions open has no violations', async ({ page }) => {
      await openCatalog(page, '/');
      await searchBox(page).pressSequentially('azithro');
      await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible({ timeout: 15_000 });
      await expectNoViolations(page);
    });
  });
}

test('the phone filter sheet has no violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCatalog(page, '/medicines');
  await catalog(page).getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await expectNoViolations(page);
});

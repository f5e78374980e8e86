import { HOME_LOADING_STEPS } from '../../mf-catalog/src/domain/home-loading';
import { expect, test } from '../support/fixtures';
import { catalog } from './catalog-helpers';

// SPEC §2 "Home loading placeholder": 0/500/1000/1500 ms → 13/45/66/85 % with their messages.
// It shows whenever the home page loads its data in the browser: here a client-side navigation
// to / (a server-rendered first load of / arrives complete; docs/decisions/0005-server-rendering.md).

const START = new Date('2026-11-22T09:00:00+05:30').getTime();
// Fake time spent letting the page load in small steps; under 500 ms, so the first step still shows.
const LOAD_STEP_MS = 5;
const LOAD_BUDGET_MS = 450;

test('the home placeholder advances through its messages and percentages on the clock', async ({ page }) => {
  test.setTimeout(90_000);
  // Hold the home data so the placeholder stays up for as long as the test needs.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/tablesdb/instamg/tables/banners/rows**', async (route) => {
    await held;
    await route.continue();
  });
  // Time stands still from the first script on; it moves only when the test moves it. The fake
  // clock starts running at install, so pause a safe minute ahead (no page, no timers to fire yet).
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 60_000);
  await page.goto('/faq');
  // The frame is live (hydrated, when the page was server-rendered) once the sign-in check is over.
  await expect(page.getByRole('progressbar', { name: 'Checking sign-in' })).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('link', { name: 'instamg home' }).first().click();
  await expect(page).toHaveURL(/\/$/);

  const message = catalog(page).getByTestId('home-loading-message');
  const progress = catalog(page).getByRole('progressbar', { name: 'Loading your home page' });
  let spent = 0;
  while (!(await message.isVisible())) {
    expect(spent, 'the placeholder appeared within the load budget').toBeLessThan(LOAD_BUDGET_MS);
    await page.clock.runFor(LOAD_STEP_MS);
    spent += LOAD_STEP_MS;
    await page.waitForTimeout(50);
  }

  const [first, ...later] = HOME_LOADING_STEPS;
  await expect(message).toHaveText(`${first.message} ${first.percent}%`);
  await expect(progress).toHaveAttribute('aria-valuenow', String(first.percent));
  // The placeholder mounted at most `spent` ms ago, so each 500 ms brings exactly the next step.
  for (const step of later) {
    await page.clock.runFor(500);
    await expect(message).toHaveText(`${step.message} ${step.percent}%`);
    await expect(progress).toHaveAttribute('aria-valuenow', String(step.percent));
  }
  // It stays on the last step.
  await page.clock.runFor(5_000);
  await expect(message).toHaveText(`${HOME_LOADING_STEPS[3].message} 85%`);

  await page.clock.resume();
  release();
  await expect(catalog(page).getByRole('heading', { level: 1 })).toContainText('Medicines delivered to your home');
  await expect(message).toBeHidden();
});

/**
 * One accessibility check for every spec: axe with the WCAG 2.1 A/AA rules, on a settled page.
 * "Settled" matters: axe reads the DOM as it is, so a data grid mid-load (an empty grid body under
 * MUI X's skeleton) or a sheet mid slide-in (contrast of a half-transparent layer) reports what no
 * user sees for more than a moment.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const GRID_LOADING = '.MuiDataGrid-root .MuiLinearProgress-root, .MuiDataGrid-root .MuiDataGrid-skeletonLoadingOverlay';

/** `include`: a selector to check only that part (a section of a page with known findings elsewhere). */
export async function expectNoViolations(page: Page, include?: string): Promise<void> {
  await expect(page.locator(GRID_LOADING)).toHaveCount(0, { timeout: 30_000 });
  // Transitions end; a looping animation (a skeleton's pulse, a spinner) never does and is not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found).toEqual([]);
}

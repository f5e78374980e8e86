// What the panel-frame specs share (issue 33): that no piece of the customer frame is on a page,
// and that an element is wholly in view and not covered by another (a fixed bar, a toast).
import { expect, type Locator, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };

/** No piece of the customer frame (SPEC §2) is on the page. */
export async function expectNoCustomerFrame(page: Page): Promise<void> {
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.locator('[data-boundary="mf-location"]')).toHaveCount(0);
  await expect(page.getByText('Licensed Pharmacy')).toHaveCount(0);
}

/** The element is wholly inside the viewport and what the browser hits at its centre and corners is itself. */
export async function expectInViewAndUncovered(locator: Locator, viewport = PHONE): Promise<void> {
  // A disabled MUI button takes no pointer events (hit testing finds its parent): wait until it can be tapped.
  await expect(locator).toBeEnabled({ timeout: 20_000 });
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  // Points well inside the box (hit testing follows rounded corners): each must hit the element itself.
  const covering = await locator.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + r.width * 0.15, r.top + r.height * 0.3],
      [r.right - r.width * 0.15, r.bottom - r.height * 0.3],
    ];
    return points.flatMap(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      if (hit !== null && (hit === element || element.contains(hit))) return [];
      return [`(${Math.round(x!)},${Math.round(y!)}): ${hit ? `${hit.tagName}.${hit.className}` : 'nothing'}`];
    });
  });
  expect(covering, 'what covers the element').toEqual([]);
}

import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

export const ENDPOINT = (): string => process.env.APPWRITE_ENDPOINT ?? 'http://localhost:8180/v1';
export { DWARKA_SEC6, DWARKA_SEC6_NAME } from '../location/location-helpers';

/** Partner-page styles must not leak in, and the widget's must not leak out. */
export async function expectIsolation(page: Page, host: string): Promise<void> {
  // No emotion/MUI <style> in the page's document: they all live in the shadow root.
  const leaked = await page.evaluate(
    () => [...document.querySelectorAll('style')].filter((style) => style.hasAttribute('data-emotion')).length,
  );
  expect(leaked).toBe(0);
  const inShadow = await page.evaluate(
    (selector) => document.querySelector(selector)!.shadowRoot!.querySelectorAll('style[data-emotion]').length,
    host,
  );
  expect(inShadow).toBeGreaterThan(0);
  // The page's own button keeps its red !important style…
  await expect(page.locator('#partner-button, #unmount').first()).toHaveCSS('background-color', 'rgb(255, 0, 0)');
  // …and the page's `button { background: red !important }` does not reach the widget's button.
  const widgetButton = page.locator(host).getByTestId('delivery-selector');
  await expect(widgetButton).not.toHaveCSS('background-color', 'rgb(255, 0, 0)');
  await expect(widgetButton).not.toHaveCSS('font-size', '30px');
  // No globals of the widget's React leak into the page.
  expect(await page.evaluate(() => ['React', 'ReactDOM', '__FEDERATION__'].filter((name) => name in window))).toEqual(
    [],
  );
}

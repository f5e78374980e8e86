import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { FIRST_RESULT, warmUpLocationFunctions } from '../location/location-helpers';
import { partnerOrigins, partnerPort, startPartnerServer, unlistedPartnerPort } from './embed-server';
import { DWARKA_SEC6, ENDPOINT } from './widget-helpers';

// The widget cannot reach the backend from the partner's page: offline, or a site that is not one
// of the project's allowed web platforms (the backend answers CORS only for those, so the browser
// refuses the response and hides which case it was). The widget says so in its own place, with
// Retry, and logs one hint for the partner's developer on how to get listed.

const UNAVAILABLE = 'Delivery check unavailable right now';
const HINT =
  /could not be reached from http:\/\/localhost:\d+\. .*ask instamg to add your site's origin \(http:\/\/localhost:\d+\) to the allowed platforms/;

test.describe.configure({ timeout: 90_000 });
test.beforeAll(async () => warmUpLocationFunctions());

function hintsOn(page: Page): string[] {
  const hints: string[] = [];
  page.on('console', (message) => {
    if (HINT.test(message.text())) hints.push(message.text());
  });
  return hints;
}

function widgetPage(origin: string): string {
  return `${origin}/embed/partner.html?endpoint=${encodeURIComponent(ENDPOINT())}&project=instamg`;
}

test.describe('from a site that is not an allowed platform', () => {
  // An origin NOT in WIDGET_PARTNER_ORIGINS, the backend's partner platforms (playwright.config.ts).
  let partner: Awaited<ReturnType<typeof startPartnerServer>>;
  test.beforeAll(async ({}, info) => {
    partner = await startPartnerServer(unlistedPartnerPort(info.parallelIndex));
    expect(partnerOrigins()).not.toContain(partner.origin);
  });
  test.afterAll(async () => partner?.close());

  test('the widget says the delivery check is unavailable and logs how to get listed, once', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(DWARKA_SEC6);
    const hints = hintsOn(page);
    await page.goto(widgetPage(partner.origin));

    const widget = page.locator('delivery-selector');
    await expect(widget.getByTestId('delivery-unavailable')).toContainText(UNAVAILABLE, FIRST_RESULT);
    await expect(widget.getByTestId('delivery-status')).toHaveCount(0); // no misleading 'Not serviceable'
    await expect.poll(() => hints.length).toBe(1);
    expect(hints[0]).toContain(`from ${partner.origin}.`);

    // The partner page sets `*{letter-spacing:4px!important;font-family:monospace!important}`: the
    // widget's state keeps its own look (inherited properties are reset at the shadow root).
    const look = await widget.getByTestId('delivery-unavailable').evaluate((element) => {
      const style = getComputedStyle(element);
      return { letterSpacing: style.letterSpacing, fontFamily: style.fontFamily };
    });
    expect(look.letterSpacing).toBe('normal');
    expect(look.fontFamily).not.toMatch(/monospace/);
    expect(look.fontFamily).toMatch(/Inter|Noto Sans|Roboto|Arial|sans-serif/);

    // Retry asks again; the site is still not listed, so the message stays and the hint is not repeated.
    await widget.getByRole('button', { name: 'Retry' }).click();
    await expect(widget.getByTestId('delivery-unavailable')).toBeVisible(FIRST_RESULT);
    await page.waitForTimeout(1000);
    expect(hints).toHaveLength(1);
  });
});

test.describe('while the backend does not answer (offline)', () => {
  // A listed partner origin: once the backend answers again, the widget works from it.
  let partner: Awaited<ReturnType<typeof startPartnerServer>>;
  test.beforeAll(async ({}, info) => {
    partner = await startPartnerServer(partnerPort('plain', info.parallelIndex));
  });
  test.afterAll(async () => partner?.close());

  test('the widget says so, and Retry finds the store once the backend answers again', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(DWARKA_SEC6);
    const hints = hintsOn(page);
    const backend = `${ENDPOINT()}/**`;
    await page.route(backend, (route) => route.abort('internetdisconnected'));
    await page.goto(widgetPage(partner.origin));

    const widget = page.locator('delivery-selector');
    await expect(widget.getByTestId('delivery-unavailable')).toContainText(UNAVAILABLE, FIRST_RESULT);
    await expect.poll(() => hints.length).toBe(1);

    await page.unroute(backend);
    await widget.getByRole('button', { name: 'Retry' }).click();
    await expect(widget.getByTestId('delivery-status')).toHaveText('Delivery in 15 min', FIRST_RESULT);
    await expect(widget.getByTestId('delivery-unavailable')).toHaveCount(0);
  });
});

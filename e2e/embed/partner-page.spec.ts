import { expect, test } from '../support/fixtures';
import { FIRST_RESULT, warmUpLocationFunctions } from '../location/location-helpers';
import { partnerPort, startPartnerServer } from './embed-server';
import { DWARKA_SEC6, DWARKA_SEC6_NAME, ENDPOINT, expectIsolation } from './widget-helpers';

// Each worker serves the partner pages on its own port.
let partner: Awaited<ReturnType<typeof startPartnerServer>>;
test.beforeAll(async ({}, info) => {
  await warmUpLocationFunctions();
  partner = await startPartnerServer(partnerPort('plain', info.parallelIndex));
});
test.afterAll(async () => partner?.close());

test.describe.configure({ timeout: 90_000 });

test('the <delivery-selector> on a plain partner page finds the store and tells the page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(DWARKA_SEC6);
  const storeEvents: unknown[] = [];
  await page.exposeFunction('recordStoreEvent', (detail: unknown) => void storeEvents.push(detail));
  await page.addInitScript(() => {
    document.addEventListener('store-updated', (event) =>
      (window as unknown as { recordStoreEvent(detail: unknown): void }).recordStoreEvent(
        (event as CustomEvent).detail,
      ),
    );
  });
  await page.goto(`${partner.origin}/embed/partner.html?endpoint=${encodeURIComponent(ENDPOINT())}&project=instamg`);

  const widget = page.locator('delivery-selector');
  await expect(widget.getByTestId('delivery-status')).toHaveText('Delivery in 15 min', FIRST_RESULT);
  await expect(widget.getByTestId('delivery-store')).toContainText(DWARKA_SEC6_NAME, FIRST_RESULT);
  // The event crossed the shadow root (composed) and reached the page's own listener.
  await expect(page.locator('#last-store')).toHaveText(DWARKA_SEC6_NAME);
  await expect.poll(() => storeEvents.length).toBeGreaterThan(0);
  expect(storeEvents.at(-1)).toMatchObject({ store: { id: 'dl-dwarka-sec6' } });

  // Choosing another nearby store in the popover (rendered inside the shadow root).
  await widget.getByTestId('delivery-selector').click();
  const popover = widget.getByRole('dialog', { name: 'Select Delivery Address' });
  await expect(popover).toBeVisible();
  const popoverInShadow = await page.evaluate(
    () => document.querySelector('delivery-selector')!.shadowRoot!.querySelector('[role="dialog"]') !== null,
  );
  expect(popoverInShadow).toBe(true);
  await expect(popover.getByRole('link', { name: 'Login to save addresses' })).toHaveAttribute('href', /\/auth$/);
  const other = popover.getByTestId('nearby-stores').getByRole('button').nth(1);
  const otherName = (await other.locator('.MuiListItemText-primary').textContent())!;
  await other.click();
  await expect(page.locator('#last-store')).toHaveText(otherName);
  await expect(widget.getByText('Store Selected')).toBeVisible();

  await expectIsolation(page, 'delivery-selector');
});

test('a widget without endpoint says so instead of failing silently', async ({ page }) => {
  await page.goto(`${partner.origin}/embed/partner.html`);
  await page.evaluate(() => {
    const broken = document.createElement('delivery-selector');
    broken.id = 'broken';
    document.body.append(broken);
  });
  await expect(page.locator('#broken')).toContainText('the endpoint attribute is required');
});

import { expect, test } from '../support/fixtures';
import { DESKTOP_VIEWPORT } from '../frame/frame-helpers';
import {
  FIRST_RESULT,
  DWARKA_SEC6,
  DWARKA_SEC6_NAME,
  grantLocation,
  openPopover,
  selector,
  toast,
  warmUpLocationFunctions,
} from './location-helpers';

test.use({ viewport: DESKTOP_VIEWPORT });
test.beforeAll(async () => warmUpLocationFunctions());

test.describe.configure({ timeout: 90_000 });

test('device location at a Dwarka store: delivery estimate, store, resolved address and the DL/GST strip', async ({
  page,
  context,
}) => {
  await grantLocation(context, DWARKA_SEC6);
  await page.goto('/');
  // Distance 0 km → round(0 × 3) + 15 = 15 minutes.
  await expect(selector(page).getByTestId('delivery-status')).toHaveText('Delivery in 15 min', FIRST_RESULT);
  await expect(selector(page).getByTestId('delivery-store')).toHaveText(`${DWARKA_SEC6_NAME} · 0 m away`, FIRST_RESULT);
  // The offline geocoder names the PIN area; never the raw-coordinates fallback.
  await expect(selector(page).getByTestId('delivery-address')).toContainText('Delhi');
  await expect(selector(page).getByTestId('delivery-address')).not.toHaveText(/^28\.592100, 77\.046000$/);

  // The shell's strip follows mf-location's store-updated event.
  const strip = page.getByTestId('pharmacy-strip');
  await expect(strip.getByText(/^DL: /)).toBeVisible();
  await expect(strip.getByText(/^GST: /)).toBeVisible();

  // The chosen store persists for the next visit.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('instamg-selected-store') ?? 'null'));
  expect(stored).toMatchObject({ id: 'dl-dwarka-sec6', name: DWARKA_SEC6_NAME });
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('instamg-coordinates') ?? 'null'))).toEqual(
    DWARKA_SEC6,
  );

  const popover = await openPopover(page);
  await expect(popover.getByRole('button', { name: 'Use Current Location' })).toBeVisible();
  await expect(popover.getByRole('link', { name: 'Login to save addresses' })).toHaveAttribute('href', '/auth');
  // The popover grows in with a scale transition: poll until it has settled at its SPEC width.
  await expect.poll(async () => Math.round((await popover.boundingBox())?.width ?? 0)).toBe(300);
});

test('/stores lists nearby stores nearest first; choosing one selects it', async ({ page, context }) => {
  await grantLocation(context, DWARKA_SEC6);
  await page.goto('/stores');
  const cards = page.getByTestId('store-card');
  await expect(cards.first()).toContainText(DWARKA_SEC6_NAME, FIRST_RESULT);
  expect(await cards.count()).toBeGreaterThan(3);
  const distances = (await page.getByTestId('store-distance').allTextContents()).map((text) => {
    const match = /^(\d+(?:\.\d+)?) (m|km) away$/.exec(text);
    return match ? Number(match[1]) / (match[2] === 'm' ? 1000 : 1) : NaN;
  });
  expect(distances.every(Number.isFinite)).toBe(true);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  // Each card: delivery estimate, hours, rating, licence.
  await expect(cards.first()).toContainText('Delivery in 15 min');
  await expect(cards.first()).toContainText(/DL: \S+/);
  await expect(cards.first()).toContainText(/\d\.\d \(\d+ reviews?\)|New/);

  const second = cards.nth(1);
  const secondName = (await second.getByRole('heading').textContent())!;
  await second.getByRole('button', { name: 'Select store' }).click();
  await expect(toast(page, 'Store Selected')).toBeVisible();
  await expect(selector(page).getByTestId('delivery-store')).toContainText(secondName, FIRST_RESULT);
  await expect(second.getByRole('button', { name: 'Selected' })).toBeVisible();
});

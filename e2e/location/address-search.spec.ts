import { expect, test } from '../support/fixtures';
import { DESKTOP_VIEWPORT } from '../frame/frame-helpers';
import {
  FIRST_RESULT,
  NOT_SERVICEABLE,
  grantLocation,
  openPopover,
  selector,
  toast,
  warmUpLocationFunctions,
} from './location-helpers';

test.use({ viewport: DESKTOP_VIEWPORT });
test.beforeAll(async () => warmUpLocationFunctions());

test.describe.configure({ timeout: 90_000 });

test('search for an address through the offline geocoder and deliver there', async ({ page, context }) => {
  // Start somewhere unserviceable so the search visibly changes the outcome.
  await grantLocation(context, NOT_SERVICEABLE);
  await page.goto('/');
  await expect(selector(page).getByTestId('delivery-status')).toHaveText('Not serviceable', FIRST_RESULT);

  const popover = await openPopover(page);
  await popover.getByRole('button', { name: 'Search for address' }).click();
  await expect(popover.getByText('Select an address from the dropdown')).toBeVisible();
  const input = popover.getByPlaceholder('Enter street, city, or postal code');
  await expect(input).toBeFocused();

  await input.fill('110075');
  const options = popover.getByRole('option');
  await expect(options.first()).toBeVisible();
  // Short input clears the suggestions.
  await input.fill('11');
  await expect(options).toHaveCount(0);
  await input.fill('110075');
  await options.first().click();

  await expect(toast(page, 'Delivery Address Updated')).toContainText('Your medicines will be delivered from');
  await expect(selector(page).getByTestId('delivery-status')).toHaveText(/^Delivery in \d+ min$/, FIRST_RESULT);
  await expect(selector(page).getByTestId('delivery-address')).toContainText('110075');
  await expect(page.getByTestId('pharmacy-strip').getByText(/^DL: /)).toBeVisible();
});

test('Back returns to the list', async ({ page, context }) => {
  await grantLocation(context, NOT_SERVICEABLE);
  await page.goto('/');
  const popover = await openPopover(page);
  await popover.getByRole('button', { name: 'Search for address' }).click();
  await popover.getByRole('button', { name: 'Back' }).click();
  await expect(popover.getByRole('button', { name: 'Use Current Location' })).toBeVisible();
});

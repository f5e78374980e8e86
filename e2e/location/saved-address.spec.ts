import { expect, test } from '../support/fixtures';
import { DESKTOP_VIEWPORT } from '../frame/frame-helpers';
import { seedCredentials, signIn } from '../auth/auth-helpers';
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

test('customerA chooses saved addresses: default first, the one without coordinates flagged', async ({
  page,
  context,
}) => {
  await grantLocation(context, NOT_SERVICEABLE);
  await signIn(page, seedCredentials().users.customerA);
  const popover = await openPopover(page);
  await expect(popover.getByText('Saved Addresses')).toBeVisible();
  const saved = popover.getByTestId('saved-addresses').getByRole('button');
  await expect(saved.first()).toContainText('Home');
  await expect(saved.filter({ hasText: 'Parents' })).toContainText('Address needs location update');
  await expect(saved.filter({ hasText: 'Office' })).not.toContainText('Address needs location update');
  await expect(popover.getByRole('link', { name: '+ Add New Address' })).toHaveAttribute('href', '/account');

  await saved.filter({ hasText: 'Office' }).click();
  await expect(selector(page).getByTestId('delivery-address')).toHaveText(
    'Office: 4th Floor, District Centre, Janakpuri, New Delhi, Delhi, 110058',
  );
  await expect(toast(page, 'Delivery Address Updated')).toBeVisible();
  await expect(selector(page).getByTestId('delivery-status')).toHaveText(/^Delivery in \d+ min$/, FIRST_RESULT);

  const again = await openPopover(page);
  await again.getByTestId('saved-addresses').getByRole('button').filter({ hasText: 'Parents' }).click();
  await expect(toast(page, 'Address Selected')).toContainText(
    'Please update this address to include location details for better delivery estimates.',
  );
  await expect(selector(page).getByTestId('delivery-store')).toHaveCount(0);
});

// Journey: a new customer signs up, signs out, and signs back in (SPEC §4, §7, §8 toasts).
import { expect, test } from '../support/fixtures';
import { PAGE_LOAD, newAccount, signOutFromAccount, signUpThroughUi, submitSignIn } from './auth-helpers';

test('sign up, sign out and sign in again with the SPEC toasts', async ({ page }) => {
  test.slow();
  const account = newAccount('signup');

  await signUpThroughUi(page, account);
  // One toast after sign-up (issue 22), title and welcome together (toasts hide after 3 s, so check them in one go).
  await expect(page.getByRole('alert').filter({ hasText: 'Account created' })).toContainText('Welcome to instamg!');
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: `Account of Test ${account.lastName}` })).toBeVisible();

  // The metadata is on the account, and the profile shows it.
  await page.goto('/account');
  await expect(page.getByLabel('First name')).toHaveValue('Test');
  await expect(page.getByLabel('Mobile number')).toHaveValue('9876543210');

  // Account → Privacy (issue 39 §1): both consents off by default; one tap gives or withdraws one, and it persists.
  await page.goto('/account/privacy');
  const marketing = page.getByRole('switch', { name: 'Offers and health tips' });
  const analytics = page.getByRole('switch', { name: 'Help us improve instamg' });
  await expect(marketing).not.toBeChecked(PAGE_LOAD);
  await expect(analytics).not.toBeChecked();
  await marketing.click();
  await expect(page.getByText('Your choice is saved.')).toBeVisible();
  await page.reload();
  await expect(marketing).toBeChecked(PAGE_LOAD);
  await expect(analytics).not.toBeChecked();
  await expect(page.getByTestId('consent-records')).toContainText('Offers and health tips: Given');
  await marketing.click();
  await expect(page.getByText('Your choice is saved.')).toBeVisible();
  await page.reload();
  await expect(marketing).not.toBeChecked(PAGE_LOAD);
  await expect(page.getByTestId('consent-records')).toContainText('Offers and health tips: Withdrawn');

  await signOutFromAccount(page);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await submitSignIn(page, account);
  await expect(page.getByRole('alert').filter({ hasText: 'Signed in successfully' })).toContainText('Welcome back!');
  await expect(page).toHaveURL(/\/$/);
});

test('a common password is refused in the sign-up form with the server dictionary’s rule (issue 32)', async ({
  page,
}) => {
  const account = newAccount('common');
  await page.goto('/auth?mode=signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await expect(form).toBeVisible(PAGE_LOAD);
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Mobile number').fill(account.phone);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill('12345678');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(
    form.getByText('This password is too common and easy to guess. Choose a less common one.'),
  ).toBeVisible();
  await expect(page.getByText('Account created')).toHaveCount(0);
  // A less common one goes through.
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created')).toBeVisible();
});

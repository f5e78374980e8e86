// Journey: enrol a TOTP authenticator, turn MFA on, sign out, sign in with a code, then with a
// recovery code, which works only once (SPEC §4 "Multi-factor", Appwrite MFA).
import { readFileSync } from 'node:fs';
import * as OTPAuth from 'otpauth';
import { expect, test } from '../support/fixtures';
import { newAccount, signOutFromAccount, signUpThroughUi, submitSignIn } from './auth-helpers';

function totpCode(secret: string): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate();
}

test('MFA enrol → sign out → sign-in needs the code → a recovery code works once', async ({ page }) => {
  test.setTimeout(180_000);
  const account = newAccount('mfa');
  await signUpThroughUi(page, account);
  await expect(page.getByText('Welcome to instamg!')).toBeVisible();

  await page.goto('/account');
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByTestId('current-aal')).toHaveText('One step');
  await expect(page.getByTestId('next-aal')).toHaveText('Not set up');

  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByTestId('recovery-codes').locator('li').first()).toBeVisible();
  const codes = (await page.getByTestId('recovery-codes').locator('li').allTextContents()).map((code) => code.trim());
  expect(codes.length).toBeGreaterThanOrEqual(6);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download recovery codes' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('instamg-recovery-codes.txt');
  // The downloaded file holds the same codes.
  const text = readFileSync((await file.path())!, 'utf8');
  for (const code of codes) expect(text).toContain(code);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();

  await expect(page.getByText('Authenticator app added')).toBeVisible();
  await expect(page.getByTestId('next-aal')).toHaveText('Ready');
  await expect(page.getByTestId('two-step-state')).toHaveText('Off');
  // The switch follows the server (user.mfa), so it flips only after the update: click, then wait.
  const mfaSwitch = page.getByLabel('Two-step verification at sign-in');
  await mfaSwitch.click();
  await expect(mfaSwitch).toBeChecked();
  await expect(page.getByText('Signing in asks for a code')).toBeVisible();

  // Sign in again: the password alone is not enough.
  await signOutFromAccount(page);
  await submitSignIn(page, account);
  await expect(page.getByRole('form', { name: 'Verify sign-in' })).toBeVisible();
  await expect(page.getByText('Welcome back!')).toHaveCount(0);
  // Nothing signed-in works yet: the guard still sends /account to /auth.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\?from=%2Faccount$/);
  // The sixth digit submits the code by itself (issue 40 §9), as the phone sign-in code does.
  await page.getByLabel('Authentication code').fill(totpCode(secret));
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByTestId('current-aal')).toHaveText('Two steps');

  // A recovery code instead of the app.
  await signOutFromAccount(page);
  await submitSignIn(page, account);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();

  // The same recovery code is spent.
  await signOutFromAccount(page);
  await submitSignIn(page, account);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Verify sign-in' })).toBeVisible();
});

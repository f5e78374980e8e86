// Issue 22 item 11: sign up and sign in with a +91 mobile number and the 6-digit SMS code (Appwrite
// phone token sessions; the dev outbox stands in for the SMS provider).
import { expect, test } from '../support/fixtures';
import {
  APPWRITE_ENDPOINT,
  PAGE_LOAD,
  newAccount,
  signOutFromAccount,
  signUpThroughUi,
  submitSignIn,
} from './auth-helpers';

/** The code in the newest SMS to `phone` (what the person reads on their phone). */
async function smsCode(phone: string): Promise<string> {
  const res = await fetch(`${APPWRITE_ENDPOINT()}/dev/outbox?to=${encodeURIComponent(phone)}`);
  expect(res.status).toBe(200);
  const { messages } = (await res.json()) as { messages: { text: string; channel: string }[] };
  expect(messages[0]?.channel).toBe('sms');
  return /\b(\d{6})\b/.exec(messages[0]!.text)![1]!;
}

/**
 * The sign-in's second step when SMS is the only factor (issue 40 §5): it asks for the SMS code at
 * once, never for an authenticator app, then takes the code from the outbox.
 */
async function smsSecondStep(page: import('@playwright/test').Page, mobile: string): Promise<void> {
  const step = page.getByRole('form', { name: 'Verify sign-in' });
  await expect(step).toBeVisible(PAGE_LOAD);
  await expect(step.getByLabel('SMS code')).toBeVisible(PAGE_LOAD);
  await expect(step.getByText('Enter the 6-digit code we sent by SMS to your mobile number.')).toBeVisible();
  await expect(step.getByText(/authenticator app/)).toHaveCount(0);
  // The sixth digit submits the code by itself (issue 40 §9, MfaStep).
  await step.getByLabel('SMS code').fill(await smsCode(`+91${mobile}`));
  await expect(step).toHaveCount(0, PAGE_LOAD);
}

async function continueWithMobile(page: import('@playwright/test').Page, mobile: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Continue with mobile number' });
  await expect(form).toBeVisible(PAGE_LOAD);
  await form.getByLabel('Mobile number').fill(mobile);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('form', { name: 'Enter the SMS code' })).toBeVisible();
}

test('a new mobile number signs up with the SMS code, then signs in again', async ({ page }) => {
  test.setTimeout(120_000);
  const mobile = `98${String(Date.now()).slice(-8)}`;

  await continueWithMobile(page, mobile);
  const codeForm = page.getByRole('form', { name: 'Enter the SMS code' });
  await codeForm.getByLabel('6-digit code').fill('12345');
  await codeForm.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(codeForm.getByText('Enter the 6-digit code we sent by SMS')).toBeVisible();

  // The sixth digit submits the code by itself (issue 40 §9); the field is the SMS one-time code.
  await expect(codeForm.getByLabel('6-digit code')).toHaveAttribute('autocomplete', 'one-time-code');
  await codeForm.getByLabel('6-digit code').fill(await smsCode(`+91${mobile}`));
  await expect(page.getByRole('alert').filter({ hasText: 'Signed in successfully' })).toContainText(
    'Welcome to instamg!',
  );
  await expect(page).toHaveURL(/\/$/);

  await signOutFromAccount(page);
  await continueWithMobile(page, `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await page.getByLabel('6-digit code').fill(await smsCode(`+91${mobile}`));
  // Still within the new-account window, so the welcome is the new user's one; the point is the session.
  await expect(page.getByRole('alert').filter({ hasText: 'Signed in successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible(PAGE_LOAD);
});

test('a number that is not an Indian mobile is refused before anything is sent', async ({ page }) => {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Continue with mobile number' });
  await expect(form).toBeVisible(PAGE_LOAD);
  await form.getByLabel('Mobile number').fill('12345');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByText('Enter a 10-digit Indian mobile number')).toBeVisible();
});

test('a verified mobile number is the second step at sign-in (code by SMS)', async ({ page }) => {
  test.setTimeout(180_000);
  const account = newAccount('phone-mfa');
  const mobile = `97${String(Date.now()).slice(-8)}`;
  await signUpThroughUi(page, account);

  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Add mobile number' }).click({ timeout: PAGE_LOAD.timeout });
  const add = page.getByRole('form', { name: 'Add mobile number' });
  await add.getByLabel('Mobile number').fill(mobile);
  await add.getByLabel('Current password').fill(account.password);
  await add.getByRole('button', { name: 'Send code' }).click();
  const verify = page.getByRole('form', { name: 'Verify mobile number' });
  await expect(verify).toBeVisible();
  await verify.getByLabel('SMS code').fill(await smsCode(`+91${mobile}`));
  await verify.getByRole('button', { name: 'Verify number' }).click();
  await expect(page.getByTestId('phone-factor')).toHaveText(`+91${mobile} verified`);
  await expect(page.getByTestId('next-aal')).toHaveText('Ready');
  // Ready is not on (issue 40 §5): the switch is still off, and the tab says so.
  await expect(page.getByTestId('two-step-state')).toHaveText('Off');
  // Turning it on asks this session for its second step at once (Appwrite: the session has one factor).
  await page.getByLabel('Two-step verification at sign-in').click();
  await smsSecondStep(page, mobile);
  await expect(page.getByTestId('two-step-state')).toHaveText('On', PAGE_LOAD);
  await expect(page.getByText('Signing in asks for a code by SMS to your mobile number.')).toBeVisible();

  await signOutFromAccount(page);
  await submitSignIn(page, account);
  await smsSecondStep(page, mobile);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.goto('/account/security');
  await expect(page.getByTestId('current-aal')).toHaveText('Two steps', PAGE_LOAD);
});

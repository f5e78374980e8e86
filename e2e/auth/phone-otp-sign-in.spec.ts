// Issue 22 item 11: sign up and sign in with a +91 mobile number and the 6-digit SMS code (Appwrite
// phone token sessions; the dev outbox stands in for the SMS provider).
import { expect, test } from '../support/fixtures';
import { APPWRITE_ENDPOINT, PAGE_LOAD, signOutFromAccount } from './auth-helpers';

/** The code in the newest SMS to `phone` (what the person reads on their phone). */
async function smsCode(phone: string): Promise<string> {
  const res = await fetch(`${APPWRITE_ENDPOINT()}/dev/outbox?to=${encodeURIComponent(phone)}`);
  expect(res.status).toBe(200);
  const { messages } = (await res.json()) as { messages: { text: string; channel: string }[] };
  expect(messages[0]?.channel).toBe('sms');
  return /\b(\d{6})\b/.exec(messages[0]!.text)![1]!;
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

  await codeForm.getByLabel('6-digit code').fill(await smsCode(`+91${mobile}`));
  await codeForm.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Signed in successfully' })).toContainText(
    'Welcome to instamg!',
  );
  await expect(page).toHaveURL(/\/$/);

  await signOutFromAccount(page);
  await continueWithMobile(page, `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await page.getByLabel('6-digit code').fill(await smsCode(`+91${mobile}`));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
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

// Journey: a wrong password shows 'Sign in failed' with the server's own message (SPEC §8).
import { expect, test } from '../support/fixtures';
import { APPWRITE_ENDPOINT, seedCredentials, signInForm, submitSignIn } from './auth-helpers';

test("a wrong password gets the 'Sign in failed' toast with Appwrite's message", async ({ page, request }) => {
  const { users, projectId } = seedCredentials();
  // What the server says for this mistake, asked directly, so the toast is checked against it.
  const answer = await request.post(`${APPWRITE_ENDPOINT()}/account/sessions/email`, {
    headers: { 'X-Appwrite-Project': projectId, 'content-type': 'application/json' },
    data: { email: users.customerA.email, password: 'definitely-not-it' },
  });
  expect(answer.status()).toBe(401);
  const { message } = (await answer.json()) as { message: string };
  expect(message.length).toBeGreaterThan(0);

  await page.goto('/auth');
  await submitSignIn(page, { email: users.customerA.email, password: 'definitely-not-it' });
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  // Still a guest, still on the form.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(signInForm(page)).toBeVisible();
});

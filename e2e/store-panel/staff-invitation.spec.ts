// Issue 18 §7–8 in the browser, on a fixture store of its own (store-fixtures.ts): the owner
// invites a pharmacist by e-mail from /store/settings → the signed link arrives in the dev outbox →
// the invitee accepts it signed in → a platform admin finds the registration "Pending
// confirmation" in /admin/prescriptions/pharmacists and confirms it (admin-moderation, the one
// confirmation) → the new pharmacist verifies an Rx order in
// /store/prescriptions. And a `staff` member does not get Earnings: not in the navigation, refused
// on the URL, and no day figures on the dashboard.
import { ID, Users } from 'node-appwrite';
import type { Page } from '@playwright/test';
import { RX_CHECKLIST } from '@instamg/shared/domain/rx-review';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { APPWRITE_ENDPOINT, seedCredentials, uniqueEmail, signInByApi } from '../auth/auth-helpers';
import { openAdmin } from '../admin/admin-helpers';
import { createFixtureStore, keyClient } from './store-fixtures';
import { orderOf, rxOrderAtDemoStore } from './rx-fixtures';
import { expectNoViolations } from '../support/axe';

test.beforeEach(() => test.slow());
const FUNCTION_RUN = { timeout: 30_000 };

async function invitationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${APPWRITE_ENDPOINT()}/dev/outbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await res.json()) as { messages: { text: string }[] };
        link = /(https?:\/\/\S+\/pharmacy-partner\?invitation=\S+)/.exec(messages[0]?.text ?? '')?.[1];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

const openSettings = async (page: Page) => {
  await page.goto('/store/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(REMOTE_READY);
};

test('the owner invites a pharmacist by e-mail; they accept from the outbox link and, once confirmed, verify an Rx', async ({
  page,
  browser,
}) => {
  // Three people, four sign-ins and five function runs on a shared two-core machine.
  test.setTimeout(240_000);
  const store = await createFixtureStore('staffinv');
  const invitee = { email: uniqueEmail('invited-pharmacist'), password: `pass-${Math.random().toString(36).slice(2)}` };
  const inviteeId = ID.unique();
  await new Users(keyClient()).create({ userId: inviteeId, ...invitee, name: 'Meera Iyer' });
  // Only the proven owner of the invited address may accept (security round 3).
  await new Users(keyClient()).updateEmailVerification({ userId: inviteeId, emailVerification: true });

  // The owner invites them from the Staff part of Settings.
  await signInByApi(page, store.owner);
  await openSettings(page);
  const staff = page.getByRole('region', { name: 'Staff' });
  await expect(staff.getByRole('table', { name: 'Team members' })).toContainText(store.owner.email, FUNCTION_RUN);
  const form = staff.getByRole('form', { name: 'Invite a person' });
  await form.getByLabel('E-mail').fill(invitee.email);
  await form.getByLabel(/^Registered pharmacist/).check();
  await form.getByLabel('Name as registered').fill('Meera Iyer');
  await form.getByLabel('State Pharmacy Council').fill('Maharashtra State Pharmacy Council');
  await form.getByLabel('Registration number').fill('MSPC/2024/7781');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(staff.getByTestId('staff-invitation')).toContainText(invitee.email, FUNCTION_RUN);
  await expectNoViolations(page);

  // The invitee opens the e-mailed link, signs in, and accepts.
  const link = await invitationLink(invitee.email);
  const context = await browser.newContext();
  const pharmacist = await context.newPage();
  await signInByApi(pharmacist, invitee);
  await pharmacist.goto(link);
  await expect(pharmacist.getByRole('button', { name: 'Accept invitation' })).toBeVisible(REMOTE_READY);
  await expectNoViolations(pharmacist);
  await pharmacist.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(pharmacist.getByTestId('invitation-accepted')).toHaveText(
    `You joined ${store.name} as Staff.`,
    FUNCTION_RUN,
  );
  await expect(pharmacist.getByText(/once an instamg administrator has confirmed/)).toBeVisible();
  // The owner sees exactly one new member, its registration awaiting a platform admin.
  await page.reload();
  const members = page.getByRole('region', { name: 'Staff' }).getByTestId('staff-member');
  await expect(members.filter({ hasText: invitee.email })).toContainText('awaiting confirmation', FUNCTION_RUN);
  await expect(members).toHaveCount(2);

  // A platform admin finds the registration pending (not "Revoked") and confirms it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInByApi(admin, seedCredentials().users.admin);
  const pharmacistsAt = (status: string) =>
    `/admin/prescriptions/pharmacists?store=${encodeURIComponent(store.storeId)}&status=${status}`;
  await openAdmin(admin, pharmacistsAt('pending'), 'Prescriptions');
  const grid = admin.getByRole('grid', { name: 'Pharmacists' });
  await expect(grid.getByRole('row').filter({ hasText: 'Meera Iyer' })).toContainText(
    'Pending confirmation',
    FUNCTION_RUN,
  );
  await expect(admin.getByRole('combobox', { name: 'Status' })).toHaveText('Pending confirmation');
  await grid.getByRole('button', { name: 'Review Meera Iyer' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Meera Iyer' });
  await expect(dialog).toContainText('MSPC/2024/7781');
  await expect(dialog).toContainText('Pending confirmation');
  await expect(dialog.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog).toBeHidden(FUNCTION_RUN);
  await expect(admin.getByText('Pharmacist confirmed')).toBeVisible();
  // It leaves the pending filter and shows under Confirmed.
  await expect(grid.getByRole('row').filter({ hasText: 'Meera Iyer' })).toHaveCount(0);
  await openAdmin(admin, pharmacistsAt('confirmed'), 'Prescriptions');
  await expect(grid.getByRole('row').filter({ hasText: 'Meera Iyer' })).toContainText('Confirmed', FUNCTION_RUN);
  await adminContext.close();

  // The new pharmacist verifies an Rx order of this store from the queue.
  const fixture = await rxOrderAtDemoStore('staffinv', store.storeId);
  await pharmacist.getByRole('link', { name: 'Open the store panel' }).click();
  await expect(pharmacist.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(REMOTE_READY);
  await pharmacist.goto('/store/prescriptions');
  await expect(pharmacist.getByRole('heading', { level: 1, name: 'Prescriptions' })).toBeVisible(REMOTE_READY);
  await pharmacist
    .getByRole('list', { name: 'Orders waiting for verification' })
    .getByRole('button', { name: new RegExp(fixture.orderNumber) })
    .click();
  const review = pharmacist.getByRole('region', { name: `Order ${fixture.orderNumber}` });
  // Opening it starts the review (the countdown pauses); the decision comes after that step.
  await expect(review.getByTestId('rx-countdown')).toHaveAttribute('data-state', 'paused', FUNCTION_RUN);
  for (const [label, value] of Object.entries({
    'Patient name': 'Asha Verma',
    'Prescriber name': 'Dr R. Iyer',
    'Prescriber registration number': 'DMC-44120',
  }))
    await review.getByRole('textbox', { name: label, exact: true }).fill(value);
  for (const { label } of RX_CHECKLIST) await review.getByLabel(label).check();
  await review.getByRole('button', { name: 'Approve prescription' }).click();
  await expect(review.getByTestId('rx-decision')).toContainText(
    'Prescription verified by Meera Iyer (Maharashtra State Pharmacy Council, registration MSPC/2024/7781)',
    FUNCTION_RUN,
  );
  expect((await orderOf(fixture.orderId)).rx_status).toBe('verified');
  await context.close();
});

test('a staff member does not see Earnings, nor the day figures', async ({ page }) => {
  const store = await createFixtureStore('staffmoney', { staff: true });
  await signInByApi(page, store.staff!);
  await page.goto('/store/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(REMOTE_READY);
  const nav = page.getByRole('navigation', { name: 'Store panel' });
  await expect(nav.getByRole('link', { name: /^Orders/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Earnings/ })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /^Payouts/ })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /^Settings/ })).toHaveCount(0);
  await expect(page.getByTestId('figure-waiting')).toBeVisible();
  await expect(page.getByTestId('figure-sales')).toHaveCount(0);
  await page.goto('/store/earnings');
  await expect(page.getByText('Only the owner or a store admin can see earnings.')).toBeVisible(REMOTE_READY);
});

test('someone new to instamg: invited by e-mail, sets a password from the invitation page, and joins', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const store = await createFixtureStore('newhire');
  const email = uniqueEmail('new-hire');
  await signInByApi(page, store.owner);
  await openSettings(page);
  const staff = page.getByRole('region', { name: 'Staff' });
  const form = staff.getByRole('form', { name: 'Invite a person' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(staff.getByTestId('staff-invitation')).toContainText(email, FUNCTION_RUN);

  // Signed out, with no password yet: "Set a password" is recovery to the invited address.
  const context = await browser.newContext();
  const hire = await context.newPage();
  await hire.goto(await invitationLink(email));
  await hire.getByRole('link', { name: 'Set a password' }).click(REMOTE_READY);
  const reset = hire.getByRole('form', { name: 'Reset password' });
  await reset.getByLabel('Email').fill(email);
  await reset.getByRole('button', { name: 'Send reset link' }).click();
  await expect(hire.getByText(`If an account uses ${email}`)).toBeVisible();
  let recovery: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${APPWRITE_ENDPOINT()}/dev/outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: { links: string[] }[] };
      recovery = messages.flatMap((m) => m.links).find((l) => l.includes('mode=reset'));
      return recovery;
    })
    .toBeTruthy();
  await hire.goto(recovery!);
  const password = `pass-${Math.random().toString(36).slice(2)}`;
  await hire.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await hire.getByRole('textbox', { name: 'Repeat new password' }).fill(password);
  await hire.getByRole('button', { name: 'Change password' }).click();
  await hire.getByRole('button', { name: 'Sign in' }).click();
  // Signing in brings them back to the invitation (?from survived the e-mailed link).
  const signInForm = hire.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill(email);
  await signInForm.getByLabel('Password').fill(password);
  await signInForm.getByRole('button', { name: 'Sign in' }).click();
  await hire.getByRole('button', { name: 'Accept invitation' }).click(REMOTE_READY);
  await expect(hire.getByTestId('invitation-accepted')).toHaveText(`You joined ${store.name} as Staff.`, FUNCTION_RUN);
  await context.close();
});

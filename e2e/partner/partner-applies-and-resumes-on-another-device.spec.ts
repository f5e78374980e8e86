// Journey (issue 17): a guest at /pharmacy-partner is asked to sign up and comes back to the same
// step; the application is filled step by step with live messages and uploads, saved after each
// step, resumed on another device (a second browser context) where it was left, and submitted:
// the same route then shows its status. The Hubballi pin is far from every seeded store, and
// this spec never approves, so no store appears there however often it runs.
import type { Locator, Page } from '@playwright/test';
import { addDays, istToday } from '@instamg/shared/domain/india-time';
import { expect, test } from '../support/fixtures';
import { PAGE_LOAD, newAccount, submitSignIn } from '../auth/auth-helpers';

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n`) });
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c6360000000000500010d0a2db40000000049454e44ae426082',
    'hex',
  ),
});
/** India's day `daysFromToday` from today (the form checks licence dates on India's calendar). */
const isoDate = (daysFromToday: number) => addDays(istToday(new Date()), daysFromToday);

const stepForm = (page: Page, step: string) => page.getByRole('form', { name: `${step} step` });

async function saveAndContinue(form: Locator, next: string, page: Page) {
  await form.getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepForm(page, next)).toBeVisible(PAGE_LOAD);
}

async function upload(form: Locator, label: string, file: ReturnType<typeof pdf>) {
  await form.getByLabel(label, { exact: true }).setInputFiles(file);
  await expect(form.getByText(file.name)).toBeVisible();
}

test('a new partner signs up from the Licences step, fills every step, resumes on another device and submits', async ({
  page,
  browser,
}) => {
  test.slow();
  const account = newAccount('partner');

  // A guest is asked to sign in or sign up, and comes back to the step they opened.
  await page.goto('/pharmacy-partner?step=licences');
  await expect(page.getByRole('heading', { name: 'Join as Pharmacy Partner' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('link', { name: 'Create an account' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await expect(signUp).toBeVisible(PAGE_LOAD);
  await signUp.getByLabel('First name').fill(account.firstName);
  await signUp.getByLabel('Last name').fill(account.lastName);
  await signUp.getByLabel('Mobile number').fill(account.phone);
  await signUp.getByLabel('Email').fill(account.email);
  await signUp.getByLabel('Password').fill(account.password);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/pharmacy-partner\?step=licences$/, PAGE_LOAD);
  await expect(stepForm(page, 'Licences')).toBeVisible(PAGE_LOAD);

  // Business, with a live message for a GSTIN typo.
  await stepForm(page, 'Licences').getByRole('button', { name: 'Back' }).click();
  const business = stepForm(page, 'Business');
  await business.getByLabel('Legal name (as on the GST certificate)').fill('Green Cross Pharma LLP');
  await business.getByLabel('Trade name (shown to customers)').fill('Green Cross Pharmacy');
  await business.getByRole('combobox', { name: 'Type of business' }).click();
  await page.getByRole('option', { name: 'Limited liability partnership (LLP)' }).click();
  await business.getByLabel('PAN').fill('aagcb7383j');
  await business.getByLabel('GSTIN').fill('29AAGCB7383J1Z5');
  await business.getByLabel('Pharmacy phone').click();
  await expect(business.getByText('This GSTIN has a typo: its last character does not match')).toBeVisible();
  await business.getByLabel('GSTIN').fill('29AAGCB7383J1Z4');
  await expect(business.getByText('This GSTIN has a typo')).toHaveCount(0);
  await business.getByLabel('Pharmacy phone').fill('9876543210');
  await saveAndContinue(business, 'Licences', page);

  // Licences: one expiring within 30 days is refused on the spot.
  const licences = stepForm(page, 'Licences');
  for (const form of ['20', '21']) {
    await licences.getByLabel(`Form ${form} licence number`).fill(`KA-B1-${form}-12345`);
    await licences
      .getByLabel('Issued on')
      .nth(form === '20' ? 0 : 1)
      .fill(isoDate(-400));
    await licences
      .getByLabel('Valid until')
      .nth(form === '20' ? 0 : 1)
      .fill(isoDate(form === '20' ? 10 : 700));
    await upload(licences, `Scan of the Form ${form} licence`, pdf(`form-${form}.pdf`));
  }
  await licences.getByRole('button', { name: 'Save and continue' }).click();
  await expect(licences.getByText('This licence expires within 30 days. Renew it before applying')).toBeVisible();
  await licences.getByLabel('Valid until').first().fill(isoDate(700));
  await saveAndContinue(licences, 'Pharmacist', page);

  // Another device: a second browser signs in and opens the application where it was left.
  const other = await browser.newContext();
  const device = await other.newPage();
  await device.goto(`/auth?from=${encodeURIComponent('/pharmacy-partner')}`);
  await submitSignIn(device, account);
  await expect(stepForm(device, 'Pharmacist')).toBeVisible(PAGE_LOAD);
  await stepForm(device, 'Pharmacist').getByRole('button', { name: 'Back' }).click();
  await expect(stepForm(device, 'Licences').getByLabel('Form 21 licence number')).toHaveValue('KA-B1-21-12345');
  await expect(stepForm(device, 'Licences').getByText('form-21.pdf')).toBeVisible();
  await stepForm(device, 'Licences').getByRole('button', { name: 'Save and continue' }).click();

  const pharmacist = stepForm(device, 'Pharmacist');
  await expect(pharmacist).toBeVisible(PAGE_LOAD);
  await pharmacist.getByLabel("Pharmacist's name (as registered)").fill('Anita Rao');
  await pharmacist.getByLabel('State Pharmacy Council').fill('Karnataka State Pharmacy Council');
  await pharmacist.getByLabel('Registration number').fill('KSPC/12345');
  await upload(pharmacist, 'Registration certificate', pdf('certificate.pdf'));
  await pharmacist.getByLabel('I am this pharmacist').check();
  await saveAndContinue(pharmacist, 'Premises', device);

  // Premises: the PIN's centre from the offline geocoder, and no partner store within 5 km of it.
  const premises = stepForm(device, 'Premises');
  await premises.getByLabel('Shop address').fill('22, Koppikar Road');
  await premises.getByLabel('City').fill('Hubballi');
  await premises.getByLabel('PIN code').fill('580020');
  await premises.getByRole('button', { name: "Use the PIN code's centre" }).click();
  await expect(premises.getByLabel('Latitude')).toHaveValue(/^15\./);
  // Walk the pin to the entrance on the tile-free canvas: dragging up moves it north, an arrow key east.
  const centreLatitude = Number(await premises.getByLabel('Latitude').inputValue());
  const centreLongitude = Number(await premises.getByLabel('Longitude').inputValue());
  const canvas = premises.getByTestId('pin-canvas');
  await canvas.press('ArrowRight');
  await expect
    .poll(async () => Number(await premises.getByLabel('Longitude').inputValue()))
    .toBeGreaterThan(centreLongitude);
  const box = (await canvas.boundingBox())!;
  await device.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await device.mouse.down();
  await device.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 60, { steps: 5 });
  await device.mouse.up();
  await expect
    .poll(async () => Number(await premises.getByLabel('Latitude').inputValue()))
    .toBeGreaterThan(centreLatitude);
  await expect(premises.getByTestId('coverage-preview')).toHaveText(
    'No partner store delivers within 5 km of this pin yet: you would be the first.',
  );
  await upload(premises, 'Shopfront photo', png('shopfront.png'));
  await saveAndContinue(premises, 'Bank', device);

  const bank = stepForm(device, 'Bank');
  await bank.getByLabel("Account holder's name").fill('Green Cross Pharma LLP');
  await bank.getByLabel('Account number', { exact: true }).fill('50100123456789');
  await bank.getByLabel('Account number again').fill('50100123456788');
  await bank.getByLabel('IFSC').fill('hdfc0001234');
  await upload(bank, 'Cancelled cheque', pdf('cheque.pdf'));
  await bank.getByRole('button', { name: 'Save and continue' }).click();
  await expect(bank.getByText('The account numbers do not match')).toBeVisible();
  await bank.getByLabel('Account number again').fill('50100123456789');
  await saveAndContinue(bank, 'Review', device);

  const review = stepForm(device, 'Review');
  await expect(review.getByText('29AAGCB7383J1Z4')).toBeVisible();
  await expect(review.getByText('State: Karnataka')).toBeVisible();
  await expect(review.getByText('•••• 6789')).toBeVisible();
  await review.getByRole('button', { name: 'Submit application' }).click();
  await expect(device.getByTestId('application-status')).toContainText('Application submitted', PAGE_LOAD);

  // The first device sees the status at the same route too.
  await page.goto('/pharmacy-partner');
  await expect(page.getByTestId('application-status')).toContainText('Application submitted', PAGE_LOAD);
  await expect(page.getByText('Green Cross Pharmacy')).toBeVisible();
  await other.close();
});

test('at phone width the form shows a step header with progress instead of the stepper', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const account = newAccount('partner-phone');
  await page.goto(`/auth?mode=signup&from=${encodeURIComponent('/pharmacy-partner')}`);
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await expect(signUp).toBeVisible(PAGE_LOAD);
  await signUp.getByLabel('First name').fill(account.firstName);
  await signUp.getByLabel('Last name').fill(account.lastName);
  await signUp.getByLabel('Mobile number').fill(account.phone);
  await signUp.getByLabel('Email').fill(account.email);
  await signUp.getByLabel('Password').fill(account.password);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/pharmacy-partner$/, PAGE_LOAD);
  await expect(page.getByText('Step 1 of 6')).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('progressbar', { name: 'Application progress' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

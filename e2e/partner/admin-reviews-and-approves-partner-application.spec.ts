// Journey (issue 17 §2): the admin finds a submitted partner application in
// /admin/store-applications, reads it beside its documents and the validators' results, asks for
// a change with a note (the applicant's page shows it), and approves the resubmitted application
// after the checklist; the new owner then reaches the store panel, finds the store closed with its
// go-live checklist, sets hours and opens it, and a customer at the pin gets the new store selected
// for delivery. The applicant and their
// submitted application are made with the e2e backend's API key (the form has its own spec).
import { ID, Storage, TablesDB, Users } from 'node-appwrite';
import { InputFile } from 'node-appwrite/file';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials, uniqueEmail, signInByApi } from '../auth/auth-helpers';
import { VALID_APPLICATION } from '../../shared/src/testing/partner-application';
import { FIRST_RESULT, grantLocation, selector } from '../location/location-helpers';
import { keyClient } from '../support/key-client';
import { expectNoViolations } from '../support/axe';

/** Mysuru, where no seeded store delivers (the fixture's Koramangala pin has a seeded store on it). */
// Each run's pin is moved up to about 500 m at random, so the stores earlier runs approved on the
// same backend are never exactly where this run's customer stands.
const MYSURU = {
  address: '14, Sayyaji Rao Road, Devaraja Mohalla',
  city: 'Mysuru',
  postal_code: '570001',
  latitude: Number((12.3106 + (Math.random() - 0.5) * 0.009).toFixed(6)),
  longitude: Number((76.6525 + (Math.random() - 0.5) * 0.009).toFixed(6)),
} as const;

/** A new applicant with a submitted application whose documents are theirs and readable by admins. */
async function submittedApplication(tradeName: string) {
  const client = keyClient();
  const password = `pass-${Math.random().toString(36).slice(2)}`;
  const user = await new Users(client).create({
    userId: ID.unique(),
    email: uniqueEmail('applicant'),
    password,
    name: 'Applicant',
  });
  const documents = await Promise.all(
    ['f20', 'f21', 'cert', 'cheque', 'shop'].map(
      async (name) =>
        (
          await new Storage(client).createFile({
            bucketId: 'store_documents',
            fileId: ID.unique(),
            file: InputFile.fromBuffer(Buffer.from(`%PDF-1.4\n% ${name}\n`), `${name}.pdf`),
            permissions: [`read("user:${user.$id}")`, 'read("label:admin")'],
          })
        ).$id,
    ),
  );
  const [f20, f21, cert, cheque, shop] = documents as [string, string, string, string, string];
  await new TablesDB(client).createRow({
    databaseId: 'instamg',
    tableId: 'store_applications',
    rowId: user.$id,
    data: {
      ...VALID_APPLICATION,
      ...MYSURU,
      trade_name: tradeName,
      form20_document_id: f20,
      form21_document_id: f21,
      pharmacist_certificate_id: cert,
      cheque_document_id: cheque,
      shopfront_photo_ids: [shop],
      applicant_id: user.$id,
      status: 'submitted',
      submitted_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    },
    permissions: [`read("user:${user.$id}")`],
  });
  return { id: user.$id, email: user.email, password };
}

test('the admin requests a change, then approves; the owner reaches the store panel and a customer at the pin gets the new store', async ({
  page,
  browser,
}) => {
  test.slow();
  const tradeName = `Review Test Pharmacy ${Date.now()}`;
  const applicant = await submittedApplication(tradeName);

  await signInByApi(page, seedCredentials().users.admin);
  await page.goto('/admin/store-applications?status=submitted');
  await expect(page.getByRole('heading', { name: 'Store applications', level: 1 })).toBeVisible(REMOTE_READY);
  await page.getByRole('link', { name: tradeName }).click();

  await expect(page.getByRole('heading', { name: tradeName, level: 1 })).toBeVisible(REMOTE_READY);
  // Opening it puts it under review (issue 17 §4).
  await expect(page.getByTestId('review-status')).toHaveText('Under review', REMOTE_READY);
  await expect(page.getByText('Waiting 3 days')).toBeVisible();
  const checks = page.getByRole('region', { name: 'Checks' });
  await expect(checks.getByText('✓ GSTIN State matches the PIN')).toBeVisible();
  await expect(checks.getByText('✗')).toHaveCount(0);
  await page.getByRole('button', { name: 'View Form 21 licence' }).click();
  await expect(
    page.getByRole('region', { name: 'Document viewer' }).locator('iframe[title="Form 21 licence"]'),
  ).toBeVisible();

  // Approving needs the whole checklist; a change needs a note.
  const decision = page.getByRole('region', { name: 'Decision' });
  await expect(decision.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(decision.getByRole('button', { name: 'Request changes' })).toBeDisabled();
  // Chromium's PDF viewer takes focus when it finishes loading: typing that races it lands in the
  // viewer, so fill until the note holds the text.
  const note = decision.getByLabel('Note to the applicant');
  const changeNote = 'The Form 21 scan is cut off. Please upload all of it.';
  await expect(async () => {
    await note.fill(changeNote);
    await expect(note).toHaveValue(changeNote, { timeout: 1_000 });
  }).toPass();
  await decision.getByRole('button', { name: 'Request changes' }).click();
  await expect(page.getByTestId('review-status')).toHaveText('Changes requested', REMOTE_READY);

  // The applicant sees the note on their form and submits again.
  const other = await browser.newContext();
  const applicantPage = await other.newPage();
  await signInByApi(applicantPage, applicant);
  await applicantPage.goto('/pharmacy-partner');
  await expect(applicantPage.getByText('The Form 21 scan is cut off. Please upload all of it.')).toBeVisible(
    REMOTE_READY,
  );
  await expect(applicantPage.getByRole('form', { name: 'Review step' })).toBeVisible();
  await applicantPage.getByRole('button', { name: 'Submit application' }).click();
  await expect(applicantPage.getByTestId('application-status')).toContainText('Application submitted', REMOTE_READY);

  await page.reload();
  await expect(page.getByTestId('review-status')).toHaveText('Under review', REMOTE_READY);
  for (const item of await decision.getByRole('checkbox').all()) await item.check();
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('review-status')).toHaveText('Approved', REMOTE_READY);

  // The new owner: approved status, then the store panel (store access comes from the new store_admins row).
  await applicantPage.goto('/pharmacy-partner');
  await expect(applicantPage.getByTestId('application-status')).toContainText('Approved', REMOTE_READY);
  await applicantPage.getByRole('link', { name: 'Open the store panel' }).click();
  await expect(applicantPage).toHaveURL(/\/store\/dashboard$/);
  await expect(applicantPage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(REMOTE_READY);
  // They are the registered pharmacist: team role and confirmed store_pharmacists row from the approval.
  await expect(applicantPage.getByTestId('member-role')).toHaveText('Owner');
  await expect(applicantPage.getByTestId('pharmacist-badge')).toHaveText('Pharmacist');

  // It starts closed (ADR 0015): the dashboard shows the go-live checklist, and the store opens
  // only once the owner has set hours and has stock (the pharmacist and bank came with the approval).
  const checklist = applicantPage.getByTestId('go-live-checklist');
  await expect(checklist).toBeVisible(REMOTE_READY);
  const openStore = applicantPage.getByRole('button', { name: 'Open the store' });
  await expect(openStore).toBeDisabled();
  await expectNoViolations(applicantPage);
  await checklist.getByRole('link', { name: 'Set hours' }).click();
  await applicantPage.getByRole('button', { name: 'Open 24 hours' }).click();
  await applicantPage.getByRole('button', { name: 'Save hours' }).click();
  await expect(applicantPage.getByText('Opening hours saved.')).toBeVisible();
  // The hours editor on a phone: the days stacked, nothing wider than the screen; axe there too.
  await applicantPage.setViewportSize({ width: 390, height: 844 });
  const monday = applicantPage.getByRole('group', { name: 'Monday' });
  const box = (await monday.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoViolations(applicantPage);
  // Stock is the inventory's own journey: five products in stock, written with the key.
  const key = new TablesDB(keyClient());
  for (let i = 0; i < 5; i++)
    await key.createRow({
      databaseId: 'instamg',
      tableId: 'inventory_products',
      rowId: ID.unique(),
      data: {
        store_id: applicant.id,
        product_id: `golive-${i}`,
        name: `Go-live product ${i}`,
        salt_composition: 'Paracetamol',
        category_id: 'pain-relief',
        schedule: 'none',
        stock: 10,
        batches: 1,
        low_stock_threshold: 10,
        low_stock: false,
      },
      permissions: [],
    });
  await applicantPage.goto('/store/dashboard');
  await expect(openStore).toBeEnabled(REMOTE_READY);
  await openStore.click();
  await expect(applicantPage.getByTestId('store-status-switch')).toBeVisible();
  await other.close();

  // A customer standing at the store's pin gets the new store selected for delivery.
  const customer = await browser.newContext();
  await grantLocation(customer, { latitude: MYSURU.latitude, longitude: MYSURU.longitude });
  const customerPage = await customer.newPage();
  await customerPage.goto('/');
  await expect(selector(customerPage).getByTestId('delivery-store')).toHaveText(
    `${tradeName} · 0 m away`,
    FIRST_RESULT,
  );
  const stored = await customerPage.evaluate(() =>
    JSON.parse(localStorage.getItem('instamg-selected-store') ?? 'null'),
  );
  expect(stored).toMatchObject({ id: applicant.id, name: tradeName });
  // Its real Form 20 licence number, never the SPEC §3 made-up 'DL-' fill.
  await expect(
    customerPage.getByTestId('pharmacy-strip').getByText(`DL: ${VALID_APPLICATION.form20_number}`),
  ).toBeVisible();
  await customer.close();
});

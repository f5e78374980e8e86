// Journey (issue 17, issue 18 §7): a store's owner, on a 390 px phone, opens /store/settings, sees
// the payout account masked, asks for a change (account typed twice, IFSC, cancelled cheque) →
// an admin opens the store in /admin/stores/{id}, checks the new account against the cheque and
// approves → the owner sees the new account, still masked. Its own fixture store (API key), the
// real store-admin function and tables, nothing mocked.
import { Query, TablesDB } from 'node-appwrite';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { createFixtureStore, keyClient } from './store-fixtures';
import { expectNoViolations } from '../support/axe';

const PHONE = { width: 390, height: 844 };
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n`) });

/** The account in force, as store-onboarding's approval writes it (lib/money/bank-accounts.ts). */
async function giveBankAccount(storeId: string, accountNumber: string): Promise<void> {
  const tablesDB = new TablesDB(keyClient());
  const store = await tablesDB.getRow({ databaseId: 'instamg', tableId: 'stores', rowId: storeId });
  const shared = {
    store_id: storeId,
    account_holder: 'Fixture Chemists',
    account_masked: `XXXXXX${accountNumber.slice(-4)}`,
    account_last4: accountNumber.slice(-4),
    ifsc: 'SBIN0000691',
    bank_name: 'State Bank of India',
    verified: true,
    updated_at: new Date().toISOString(),
  };
  await tablesDB.createRow({
    databaseId: 'instamg',
    tableId: 'store_bank_accounts',
    rowId: storeId,
    data: { ...shared, account_number: accountNumber },
  });
  await tablesDB.createRow({
    databaseId: 'instamg',
    tableId: 'store_bank_details',
    rowId: storeId,
    data: shared,
    permissions: [`read("team:${String(store.team_id)}/owner")`, `read("team:${String(store.team_id)}/admin")`],
  });
}

test('the owner asks to change the bank account, an admin approves it, the owner sees the new account masked', async ({
  page,
  browser,
}) => {
  test.slow();
  const store = await createFixtureStore('bank');
  await giveBankAccount(store.storeId, '300011112222');
  const newNumber = `9180${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  // The last digit changed, never to itself (a fixed '0' matched one number in ten).
  const mistyped = `${newNumber.slice(0, -1)}${(Number(newNumber.at(-1)) + 1) % 10}`;
  const newMasked = `XXXXXX${newNumber.slice(-4)}`;

  await page.setViewportSize(PHONE);
  await signInByApi(page, store.owner);
  await page.goto('/store/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(REMOTE_READY);
  const bank = page.getByRole('region', { name: 'Bank account' });
  await expect(bank.getByTestId('bank-account-masked')).toHaveText('XXXXXX2222');
  await expect(page.getByRole('region', { name: 'Licences' })).toContainText(`DL-E2E-${store.storeId.slice(-6)}`);
  // Nothing of the page is wider than the phone, measured once the last card (the team) has loaded.
  await expect(page.getByRole('table', { name: 'Team members' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await bank.getByRole('button', { name: 'Request a bank change' }).click();
  const form = page.getByRole('form', { name: 'Request a bank account change' });
  await form.getByLabel("Account holder's name").fill('Fixture Chemists LLP');
  await form.getByLabel('Account number', { exact: true }).fill(newNumber);
  await form.getByLabel('Account number again').fill(mistyped);
  await form.getByLabel('IFSC').fill('hdfc1001234');
  await form.getByRole('button', { name: 'Send bank change' }).click();
  // The shared validators answer inline before anything is sent.
  await expect(form.getByText('The account numbers do not match')).toBeVisible();
  await expect(form.getByText('An IFSC is 4 letters, 0, then 6 letters or digits')).toBeVisible();
  await expect(form.getByText('Upload a cancelled cheque')).toBeVisible();
  await form.getByLabel('Account number again').fill(newNumber);
  await form.getByLabel('IFSC').fill('HDFC0001234');
  await form.getByLabel('Cancelled cheque', { exact: true }).setInputFiles(pdf('cheque.pdf'));
  await expect(form.getByText('cheque.pdf')).toBeVisible();
  await expectNoViolations(page);
  await form.getByRole('button', { name: 'Send bank change' }).click();
  await expect(page.getByText('Bank account change sent for review')).toBeVisible();
  await expect(bank).toContainText(`A change is waiting for review: Account ${newMasked}, IFSC HDFC0001234`);
  // The account in force is unchanged until an admin approves.
  await expect(bank.getByTestId('bank-account-masked')).toHaveText('XXXXXX2222');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInByApi(admin, seedCredentials().users.admin);
  await admin.goto(`/admin/stores/${store.storeId}`);
  await expect(admin.getByRole('heading', { name: store.name, level: 1 })).toBeVisible(REMOTE_READY);
  const request = admin.getByRole('article', { name: 'Bank account change request' });
  // The admin checks the full number against the cheque.
  await expect(request).toContainText(newNumber);
  await expect(request.getByRole('link', { name: 'View the cancelled cheque' })).toBeVisible();
  await request.getByRole('button', { name: 'Approve change' }).click();
  await expect(admin.getByRole('region', { name: 'Change requests' })).toContainText('No requests waiting.');
  await expect(admin.getByRole('region', { name: 'History' })).toContainText('Bank account change approved');
  await adminContext.close();

  await page.reload();
  await expect(bank.getByTestId('bank-account-masked')).toHaveText(newMasked, REMOTE_READY);
  await expect(bank).toContainText('HDFC Bank');
  await expect(bank).toContainText('Verified');
  await expect(bank).not.toContainText(newNumber);
  await expect(page.getByRole('region', { name: 'Change requests' })).toContainText('Approved');
  // The server agrees: one account in force, the new number.
  const rows = await new TablesDB(keyClient()).listRows({
    databaseId: 'instamg',
    tableId: 'store_bank_accounts',
    queries: [Query.equal('store_id', store.storeId)],
  });
  expect(rows.rows.map((r) => r.account_number)).toEqual([newNumber]);
});

test('a staff member cannot open Settings, and reads no bank row (issue 18 §8)', async ({ page }) => {
  const store = await createFixtureStore('bankstaff', { staff: true });
  await giveBankAccount(store.storeId, '300033334444');
  await signInByApi(page, store.staff!);
  await page.goto('/store/settings');
  await expect(page.getByText('Settings is not open to your role')).toBeVisible(REMOTE_READY);
  await expect(page.getByText('XXXXXX4444')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Request a (bank|licence) change/ })).toHaveCount(0);
});

// Journey (issue 18 §6): a fixture store of its own (owner, verified bank account) has a pending
// payout of ₹1,234.56 (as settle-payouts writes one). The admin opens the store at
// /admin/stores/{id} and presses "Pay out": the payouts function sends it through the dev server's
// local Cashfree Payouts sandbox, whose signed TRANSFER_SUCCESS webhook marks it paid with the
// bank's UTR; the admin's list shows Paid with that UTR, and so does the owner's /store/payouts.
// Real functions and the real sandbox, nothing mocked.
import { Permission, Role, TablesDB } from 'node-appwrite';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { createFixtureStore, keyClient } from '../store-panel/store-fixtures';

test.beforeEach(() => test.setTimeout(120_000));

const DB = 'instamg';

test('the admin pays a payout through the payout sandbox; the owner sees it paid with the UTR', async ({
  page,
  browser,
  baseURL,
}) => {
  const store = await createFixtureStore('payouts');
  const tablesDB = new TablesDB(keyClient());
  const teamId = (await tablesDB.getRow({ databaseId: DB, tableId: 'stores', rowId: store.storeId })).team_id as string;
  const account = `5010${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  await tablesDB.upsertRow({
    databaseId: DB,
    tableId: 'store_bank_accounts',
    rowId: store.storeId,
    data: {
      store_id: store.storeId,
      request_id: null,
      account_holder: store.name,
      account_number: account,
      account_last4: account.slice(-4),
      account_masked: `XXXX${account.slice(-4)}`,
      ifsc: 'HDFC0001234',
      bank_name: 'HDFC Bank',
      cheque_document_id: null,
      verified: true,
      updated_at: new Date().toISOString(),
    },
  });
  const payoutId = `po-${store.storeId}_20261116`;
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_payouts',
    rowId: payoutId,
    permissions: [Permission.read(Role.team(teamId, 'owner')), Permission.read(Role.team(teamId, 'admin'))],
    data: {
      store_id: store.storeId,
      cycle_start: '2026-11-09T18:30:00.000Z',
      cycle_end: '2026-11-16T18:30:00.000Z',
      status: 'pending',
      orders_count: 4,
      adjustments_count: 0,
      gross_paise: 140_000,
      commission_paise: 14_000,
      commission_gst_paise: 2_520,
      tcs_paise: 700,
      tds_paise: 224,
      cod_collected_paise: 0,
      sales_net_paise: 123_456,
      adjustments_net_paise: 0,
      net_paise: 123_456,
      computed_at: new Date().toISOString(),
    },
  });

  await signInByApi(page, seedCredentials().users.admin);
  await page.goto(`/admin/stores/${store.storeId}`);
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible(REMOTE_READY);
  const payouts = page.getByRole('grid', { name: 'Payouts' });
  const row = payouts.getByRole('row').filter({ hasText: '₹1,234.56' });
  await expect(row).toContainText('Pending', { timeout: 20_000 });
  await row.getByRole('button', { name: /^Pay out/ }).click();
  await expect(page.getByText('Payout sent to the gateway')).toBeVisible();
  // The sandbox settles after 300 ms and its webhook marks the payout paid; the list reads it again.
  await expect(row).toContainText('Paid', { timeout: 20_000 });
  const paid = await tablesDB.getRow({ databaseId: DB, tableId: 'store_payouts', rowId: payoutId });
  expect(paid).toMatchObject({ status: 'paid', transfer_id: payoutId, transfer_status: 'SUCCESS', paid_by: 'gateway' });
  const utr = paid.utr as string;
  expect(utr).toMatch(/^[A-Z0-9]{12,22}$/);
  await expect(row).toContainText(utr);
  await expect(row.getByRole('button', { name: /^Pay out/ })).toHaveCount(0);

  // The owner sees the same payout paid, with the UTR, on /store/payouts.
  const ownerContext = await browser.newContext({ baseURL });
  try {
    const ownerPage = await ownerContext.newPage();
    await signInByApi(ownerPage, store.owner);
    await ownerPage.goto('/store/payouts');
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible(REMOTE_READY);
    const ownerRow = ownerPage.getByRole('grid', { name: 'Payouts' }).getByRole('row').filter({ hasText: '₹1,234.56' });
    await expect(ownerRow).toContainText('Paid', { timeout: 20_000 });
    await expect(ownerRow).toContainText(utr);
  } finally {
    await ownerContext.close();
  }
});

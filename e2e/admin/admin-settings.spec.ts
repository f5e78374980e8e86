// Journey (issue 19 §7–8): the admin changes a platform setting (refused when out of range),
// adds and removes an upcoming rate, and finds both changes in the audit log tab, filtered in the
// URL and exported as CSV. It changes `near_expiry_block_days`, which no other spec reads, and
// puts the old value back; the rate it adds starts next year and is removed again.
import { readFileSync } from 'node:fs';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { keyTables, openAdmin } from './admin-helpers';

test.describe.configure({ mode: 'serial' });

const KEY = 'near_expiry_block_days';

test('the admin changes a setting and a rate, and reads both in the audit log', async ({ page }) => {
  test.slow();
  const tables = keyTables();
  const original = String((await tables.getRow({ databaseId: 'instamg', tableId: 'settings', rowId: KEY })).value);
  const next = original === '75' ? '76' : '75';
  try {
    await signInByApi(page, seedCredentials().users.admin);
    await openAdmin(page, '/admin/settings', 'Settings');
    const field = page.getByRole('textbox', { name: 'Near-expiry block (days)' });
    await expect(field).toHaveValue(original);
    await field.fill('400');
    await expect(page.getByText('Near-expiry block must be a whole number from 0 to 365 days.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Near-expiry block' })).toBeDisabled();
    await field.fill(next);
    await page.getByRole('button', { name: 'Save Near-expiry block' }).click();
    await expect(page.getByText(`Near-expiry block: ${next} days`)).toBeVisible();
    await expect
      .poll(async () => (await tables.getRow({ databaseId: 'instamg', tableId: 'settings', rowId: KEY })).value)
      .toBe(next);

    // Rates: the seeded TCS cut is in effect; an upcoming commission is added, then removed.
    await page.getByRole('tab', { name: 'Rates' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/rates$/);
    await expect(page.getByTestId('rates-gst_tcs').getByTestId('rate-now')).toHaveText(
      /^Now 0\.5% \(since 10 Jul 2024\)$/,
    );
    const year = new Date().getFullYear() + 1;
    const form = page.getByRole('region', { name: 'New rate' });
    await form.getByLabel('Percent').fill('11.75');
    await form.getByLabel('Applies from').fill(`${year}-04-01`);
    await form.getByLabel('Note (e.g. the notification)').fill('e2e tariff');
    await form.getByRole('button', { name: 'Add rate' }).click();
    const commission = page.getByTestId('rates-commission');
    const line = commission.getByRole('listitem').filter({ hasText: 'e2e tariff' });
    await expect(line).toContainText('11.75%');
    await expect(line).toContainText('Upcoming');
    await line.getByRole('button', { name: 'Remove' }).click();
    await expect(line).toHaveCount(0);

    // The audit log has the setting's change (before → after), filtered and exported.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const filters = page.getByRole('search', { name: 'Filter the audit log' });
    await filters.getByRole('combobox', { name: 'Entity' }).click();
    await page.getByRole('option', { name: 'Setting' }).click();
    await filters.getByLabel('Entity ID').fill(KEY);
    await filters.getByLabel('Entity ID').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/settings/audit-log\\?.*entity=setting.*entity_id=${KEY}`));
    const grid = page.getByRole('grid', { name: 'Audit log' });
    await expect(grid.getByRole('row').nth(1)).toContainText(`value: ${original} → ${next}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    const lines = csv.slice(1).split('\r\n').filter(Boolean);
    // Every text cell is quoted (shared/src/domain/csv.ts).
    expect(lines[0]).toBe(
      '"Entry ID","At","Actor ID","Actor role","Action","Entity","Entity ID","Before","After","Note"',
    );
    expect(lines.slice(1).every((row) => row.includes(`,"setting","${KEY}",`))).toBe(true);
    expect(lines[1]).toContain(`"setting.update","setting","${KEY}"`);

    // The removed rate is in the log too (added, then removed).
    await page.goto('/admin/settings/audit-log?entity=rate');
    // A full page load: the remotes may take a while on a busy machine.
    await expect(grid.getByRole('row').nth(1)).toContainText('rate.remove', REMOTE_READY);
    await expect(grid.getByRole('row').nth(2)).toContainText('rate.add');
  } finally {
    await tables.updateRow({ databaseId: 'instamg', tableId: 'settings', rowId: KEY, data: { value: original } });
  }
});

test('a customer cannot open the settings', async ({ page }) => {
  await signInByApi(page, seedCredentials().users.customerA);
  await page.goto('/admin/settings');
  await expect(page.getByText("You don't have permission to access this page")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/$/);
});

// Issue 39 §5: a signed-in customer raises a grievance ticket on /grievance and gets its number;
// the admin finds it in /admin/grievances with the 48-hour acknowledgement clock running.
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { openAdmin } from '../admin/admin-helpers';
import { REMOTE_READY } from '../support/apps';

test('a grievance ticket is created and the admin sees it with its clock', async ({ page, browser }) => {
  test.slow();
  const subject = `Late refund ${Date.now()}`;
  await signInByApi(page, seedCredentials().users.customerB);
  await page.goto('/grievance');
  await expect(page.getByTestId('grievance-officer')).toContainText('Grievance Officer');
  const form = page.getByRole('form', { name: 'Raise a ticket' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('What went wrong').fill('My refund for a returned strip has not arrived yet.');
  await form.getByRole('button', { name: 'Raise a ticket' }).click();
  const received = page.getByRole('status').filter({ hasText: 'received' });
  // The function's first run on this backend builds its bundle.
  await expect(received).toBeVisible({ timeout: 45_000 });
  const ticketNumber = (await received.textContent())!.match(/GRV-\d{6}-[A-Z2-9]{6}/)![0];
  await expect(page.getByTestId('my-tickets')).toContainText(ticketNumber);

  const admin = await browser.newPage();
  await signInByApi(admin, seedCredentials().users.admin);
  await openAdmin(admin, '/admin/grievances?status=open', 'Grievances');
  const row = admin.getByRole('grid', { name: 'Grievance tickets' }).getByRole('row').filter({ hasText: ticketNumber });
  await expect(row).toBeVisible(REMOTE_READY);
  await expect(row).toContainText(subject);
  await expect(row).toContainText('Received');
  await expect(row).toContainText(/Acknowledge within 4[78] h/);
});

// Journeys (issue 19 §5), each on its own fixture data:
// - the admin finds a prescription a registered pharmacist verified, with the pharmacist's name and
//   council number and the flag that the same file was uploaded twice, and opens it in the viewer
//   (the file itself, read with the admin's session);
// - the admin hides a testimonial of this spec: it leaves the home page.
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { catalog, openCatalog } from '../catalog/catalog-helpers';
import { openAdmin } from './admin-helpers';
import { fixtureTestimonial, verifiedDuplicatePrescription } from './rx-audit-fixtures';

test('the admin sees a verified prescription with its pharmacist and the duplicate flag', async ({ page }) => {
  test.slow();
  const rx = await verifiedDuplicatePrescription();
  await signInByApi(page, seedCredentials().users.admin);

  // Filters in the URL: verified, uploaded more than once, at the demo store.
  await openAdmin(
    page,
    `/admin/prescriptions?status=verified&dup=yes&store=${seedCredentials().stores.demo}`,
    'Prescriptions',
  );
  const grid = page.getByRole('grid', { name: 'Prescriptions' });
  const row = grid.getByRole('row').filter({ hasText: rx.pharmacist.name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${rx.pharmacist.council} · ${rx.pharmacist.number}`);
  await expect(row).toContainText('Verified');
  await expect(row).toContainText('Same file: 1 other upload');

  await row.getByRole('button', { name: `View prescription ${rx.prescriptionId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Prescription ${rx.prescriptionId}` });
  await expect(dialog.getByRole('img', { name: `Prescription ${rx.fileName}` })).toBeVisible();
  await expect(dialog).toContainText('Only the store’s registered pharmacist verifies them.');
  await expect(dialog.getByRole('list', { name: 'Other uploads of the same file' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expect(dialog).toContainText(
    `Verified by ${rx.pharmacist.name} (${rx.pharmacist.council} · ${rx.pharmacist.number})`,
  );
  await expect(dialog.getByRole('link', { name: rx.orderId }).first()).toBeVisible();
});

test('the admin hides a testimonial: it leaves the home page', async ({ page, browser }) => {
  test.slow();
  const testimonial = await fixtureTestimonial();
  const visitor = await browser.newPage();
  await openCatalog(visitor, '/');
  const reviews = catalog(visitor).getByRole('group', { name: 'Customer reviews' });
  await expect(reviews.getByText(`${testimonial.name}, Nagpur`)).toBeVisible({ timeout: 30_000 });

  await signInByApi(page, seedCredentials().users.admin);
  await openAdmin(page, '/admin/testimonials?active=yes', 'Testimonials');
  const row = page.getByRole('grid', { name: 'Testimonials' }).getByRole('row').filter({ hasText: testimonial.name });
  await row.getByRole('button', { name: `Hide testimonial by ${testimonial.name}` }).click();
  // The function's first run on this backend builds its bundle: on a loaded machine that takes a while.
  await expect(
    page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Testimonial hidden' }),
  ).toBeVisible({ timeout: 45_000 });
  // The shown filter no longer lists it; the hidden one does.
  await expect(row).toHaveCount(0);
  await openAdmin(page, '/admin/testimonials?active=no', 'Testimonials');
  await expect(
    page.getByRole('grid', { name: 'Testimonials' }).getByRole('row').filter({ hasText: testimonial.name }),
  ).toBeVisible();

  await visitor.reload();
  await expect(catalog(visitor).getByRole('group', { name: 'Customer reviews' })).toBeVisible({ timeout: 30_000 });
  await expect(reviews.getByText(`${testimonial.name}, Nagpur`)).toHaveCount(0);
  await visitor.close();
});

import { expect, test } from '../support/fixtures';
import { UNKNOWN_PATH, waitForFrame } from './frame-helpers';

// SPEC §2 "Page frame" footer and SPEC §1 disclaimer.

test('the copyright line carries the current year', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-06-01T12:00:00+05:30'));
  await page.goto(UNKNOWN_PATH);
  await waitForFrame(page);
  await expect(page.getByRole('contentinfo').getByText(/^©/)).toHaveText(
    '© 2031 instamg Healthcare Private Limited. All rights reserved.',
  );
});

test('the footer has the link groups, one phone, one e-mail and the disclaimer', async ({ page }) => {
  await page.goto(UNKNOWN_PATH);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Quick Links' })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Customer Service' })).toBeVisible();
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.getByRole('link', { name: /^instamg on / })).toHaveCount(5);
  const disclaimer = footer.getByText(/technology platform/);
  await expect(disclaimer).toContainText('does not stock or sell medicines');
  await expect(disclaimer).toContainText('does not give medical advice');
  await expect(disclaimer).toContainText('Prescriptions come from independent');
  await expect(disclaimer).toContainText('is responsible for compliance');
});

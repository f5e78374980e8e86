// Journeys of /store/prescriptions (issue 15 §5) on the seeded dev server, each with its own fixture
// order (rx-fixtures.ts): the demo store's registered pharmacist opens an Rx order from the queue
// (its accept countdown shows paused), sees the prescription inline, ticks the checklist, copies the
// patient and prescriber and approves; the order shows verified with the pharmacist's registration;
// once delivered, the Schedule H1 register lists the line and its CSV download has the row. The owner by role (not a
// registered pharmacist) sees the queue read-only; staff without the pharmacist flag cannot open it
// (issue 18 §8); the server refuses both.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { RX_CHECKLIST } from '@instamg/shared/domain/rx-review';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { runOrderStateAs } from '../checkout/checkout-helpers';
import { markSupplied, orderOf, rxOrderAtDemoStore } from './rx-fixtures';
import { expectNoViolations } from '../support/axe';

const RECORD = {
  'Patient name': 'Asha Verma',
  'Prescriber name': 'Dr R. Iyer',
  'Prescriber registration number': 'DMC-44120',
};

test.beforeEach(() => test.slow());
/** A function execution on the shared two-core machine (a cold order-state start takes seconds). */
const FUNCTION_RUN = { timeout: 30_000 };

async function openQueue(page: Page): Promise<void> {
  await page.goto('/store/prescriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Prescriptions' })).toBeVisible(REMOTE_READY);
}

const queueEntry = (page: Page, orderNumber: string) =>
  page
    .getByRole('list', { name: 'Orders waiting for verification' })
    .getByRole('button', { name: new RegExp(orderNumber) });

test('the pharmacist verifies an Rx order from the queue and the H1 register has it, in CSV too', async ({ page }) => {
  const fixture = await rxOrderAtDemoStore('verify');
  await signInByApi(page, seedCredentials().users.pharmacist);
  await openQueue(page);

  await queueEntry(page, fixture.orderNumber).click();
  const review = page.getByRole('region', { name: `Order ${fixture.orderNumber}` });
  // Opening the order for verification pauses its accept countdown.
  await expect(review.getByTestId('rx-countdown')).toHaveAttribute('data-state', 'paused', FUNCTION_RUN);
  await expect(review.getByTestId('rx-countdown')).toContainText('Countdown paused while the prescription is reviewed');
  expect((await orderOf(fixture.orderId)).rx_review_started_at).not.toBeNull();
  await expect(review.getByRole('img', { name: `Prescription ${fixture.fileName}` })).toBeVisible();
  await expect(review.getByRole('table', { name: 'Prescription medicines' })).toContainText(fixture.productName);

  const approve = review.getByRole('button', { name: 'Approve prescription' });
  for (const [label, value] of Object.entries(RECORD))
    await review.getByRole('textbox', { name: label, exact: true }).fill(value);
  for (const { label } of RX_CHECKLIST.slice(0, -1)) await review.getByLabel(label).check();
  // One item unticked: approve stays off.
  await expect(approve).toBeDisabled();
  await review.getByLabel(RX_CHECKLIST.at(-1)!.label).check();
  await approve.click();

  await expect(review.getByTestId('rx-decision')).toContainText(
    'Prescription verified by Farah Pharmacist (Delhi Pharmacy Council, registration DPC/R/2019/04417)',
    FUNCTION_RUN,
  );
  await expect(review.getByTestId('rx-countdown')).toHaveAttribute('data-state', 'running');
  await expect(queueEntry(page, fixture.orderNumber)).toHaveCount(0);
  const order = await orderOf(fixture.orderId);
  expect([order.rx_status, order.rx_review_started_at]).toEqual(['verified', null]);

  // The register lists supplies (issue 32): the order is delivered first.
  await markSupplied(fixture.orderId);
  await page.getByRole('tab', { name: 'H1 register' }).click();
  const register = page.getByRole('table', { name: 'Schedule H1 register' });
  const row = register.getByRole('row').filter({ hasText: fixture.orderId });
  await expect(row).toContainText('Asha Verma');
  await expect(row).toContainText('Dr R. Iyer (DMC-44120)');
  await expect(row).toContainText(fixture.batch);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  const line = csv.split('\r\n').find((l) => l.includes(fixture.orderId));
  // Every text cell is quoted (shared/src/domain/csv.ts).
  expect(line).toContain(`,"${fixture.orderId}","Asha Verma","Dr R. Iyer (DMC-44120)`);
  expect(line).toContain(`,"${fixture.batch}",2,"Farah Pharmacist (DPC/R/2019/04417)"`);
});

test('a member who is not a registered pharmacist sees the queue read-only and the server refuses them', async ({
  page,
  browser,
}) => {
  const fixture = await rxOrderAtDemoStore('readonly');
  const { staff, owner } = seedCredentials().users;
  // The owner by role (not a registered pharmacist) opens the queue read-only; staff without the
  // pharmacist flag do not get the section at all (issue 18 §8) and the server refuses them too.
  await signInByApi(page, owner);
  await openQueue(page);
  await expect(page.getByTestId('rx-read-only-note')).toContainText(
    'only a registered pharmacist of this store can verify prescriptions',
  );
  await queueEntry(page, fixture.orderNumber).click();
  const review = page.getByRole('region', { name: `Order ${fixture.orderNumber}` });
  await expect(review.getByRole('img', { name: `Prescription ${fixture.fileName}` })).toBeVisible();
  await expect(review.getByTestId('rx-read-only')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Approve prescription' })).toHaveCount(0);
  await expect(review.getByRole('button', { name: 'Reject prescription' })).toHaveCount(0);
  // Looking at it does not pause the countdown: only a pharmacist opens a review.
  await expect(review.getByTestId('rx-countdown')).toHaveAttribute('data-state', 'running');
  // The queue and the open order pass axe's WCAG 2.1 A/AA rules, on a desktop and at 390 px.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(review.getByRole('img', { name: `Prescription ${fixture.fileName}` })).toBeVisible();
    if (process.env.RX_SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.RX_SCREENSHOT_DIR}/queue-${viewport.width}.png`, fullPage: true });
    await expectNoViolations(page);
  }

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInByApi(staffPage, staff);
  await staffPage.goto('/store/prescriptions');
  await expect(staffPage.getByText('Prescriptions is not open to your role')).toBeVisible(REMOTE_READY);
  for (const who of [page, staffPage]) {
    for (const action of ['open_prescription_review', 'verify_prescription']) {
      const reply = await runOrderStateAs(who, { action, order_id: fixture.orderId });
      expect(reply.status, action).toBe(403);
    }
  }
  await staffContext.close();
  const order = await orderOf(fixture.orderId);
  expect([order.rx_status, order.rx_review_started_at]).toEqual(['pending', null]);
});

// Issue 40 §11 on a 390 px phone: the tax invoice downloads as a PDF with its own serial (GST Rule
// 46: consecutive and unique per financial year and store), and two paid orders of the same store
// get consecutive serials.
import { readFile } from 'node:fs/promises';
import { pdfText } from '../../shared/src/testing/pdf-text';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { cartCheckout, FIRST_LOAD_MS, openCartCheckout } from './checkout-helpers';
import { buyAndPay, newCustomer, orderRow, signedInPage } from '../store-panel/inbox-helpers';

test.beforeEach(() => test.setTimeout(240_000));

const PRODUCT = { id: 'dolo-650-tablet', name: 'Dolo 650 Tablet' };
const SERIAL = /^(\d{4}-\d{2})\/(\d{6})$/;

/** Opens the order's invoice, downloads its PDF; the serial on the dialog and the PDF's text. */
async function downloadInvoice(
  page: Page,
  orderId: string,
): Promise<{ serial: string; pdf: { header: string; text: string }; file: string }> {
  await openCartCheckout(page, `/orders/${orderId}`);
  const root = cartCheckout(page);
  await root.getByRole('button', { name: 'View invoice' }).click({ timeout: FIRST_LOAD_MS });
  const dialog = page.getByRole('dialog', { name: /^Tax invoice/ });
  await expect(dialog.getByTestId('invoice-number')).toHaveText(/^Invoice no\. \d{4}-\d{2}\/\d{6} · /, {
    timeout: 30_000,
  });
  const serial = /Invoice no\. (\S+)/.exec((await dialog.getByTestId('invoice-number').textContent()) ?? '')![1]!;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const bytes = await readFile(await download.path());
  // The text the PDF draws (its content streams are compressed), one drawn line per line.
  const pdf = { header: bytes.subarray(0, 5).toString('latin1'), text: pdfText(bytes) };
  await dialog.getByRole('button', { name: 'Close' }).click();
  return { serial, pdf, file: download.suggestedFilename() };
}

test('the invoice PDF downloads with a serial; two invoices of one store in a year are consecutive', async ({
  browser,
  baseURL,
}) => {
  const customer = await signedInPage(browser, await newCustomer('invoice-serial'));
  try {
    const first = await buyAndPay(customer.page, baseURL, PRODUCT);
    const second = await buyAndPay(customer.page, baseURL, PRODUCT);
    expect((await orderRow(second)).store_id).toBe((await orderRow(first)).store_id);
    await customer.page.setViewportSize({ width: 390, height: 844 });

    const a = await downloadInvoice(customer.page, first);
    expect(a.serial).toMatch(SERIAL);
    expect(a.file).toBe(`invoice-${a.serial.replace('/', '-')}.pdf`);
    expect(a.pdf.header).toBe('%PDF-');
    const row = await orderRow(first);
    expect(a.pdf.text).toContain(`Invoice no. ${a.serial}`);
    expect(a.pdf.text.split('\n')).toContain(`Order ${String(row.order_number)}`);
    expect(a.pdf.text).toContain(`GSTIN ${String(row.store_gstin)}    Drug licence ${String(row.store_licence)}`);
    expect(a.pdf.text).toMatch(/HSN \d+ \| Batch \S+ \| Exp \d{2}\/\d{4} \| 1 x Rs\. [\d.,]+ \| GST \d+% Rs\./);

    const b = await downloadInvoice(customer.page, second);
    const [, fyA, seqA] = SERIAL.exec(a.serial)!;
    const [, fyB, seqB] = SERIAL.exec(b.serial)!;
    expect(fyB).toBe(fyA);
    expect(Number(seqB)).toBe(Number(seqA) + 1);
    // Asked again, the first order keeps its serial.
    expect((await downloadInvoice(customer.page, first)).serial).toBe(a.serial);
  } finally {
    await customer.context.close();
  }
});

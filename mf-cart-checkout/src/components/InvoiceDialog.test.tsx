// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor, within } from '@testing-library/react';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import type { OrderItemsRow, OrdersRow } from '@instamg/shared/appwrite/rows';
import { InvoiceDialog } from './InvoiceDialog';

vi.mock('../api/orders-api', () => ({
  issueInvoice: vi.fn(async () => ({ invoice_number: '2026-27/000007', invoice_date: '2026-12-01T10:00:00.000Z' })),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A screen that answers every media query as a phone (390 px) or a desktop would. */
function screenOf(kind: 'phone' | 'desktop') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'phone' && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const order = {
  $id: 'order1',
  store_name: 'Demo Pharmacy',
  store_address: '1 MG Road',
  store_licence: 'KA-BLR-20-1',
  store_gstin: '29ABCDE1234F1Z5',
  address_name: 'Asha',
  address_line1: '2 Church St',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560001',
  paid_at: '2026-11-20T10:00:00.000Z',
  delivery_fee: 2500,
  gst_total: 1607,
  total: 36500,
} as unknown as OrdersRow;

const items = [
  {
    $id: 'i1',
    product_name: 'Dolo 650',
    pack_size: '15 tablets',
    hsn: '3004',
    batch: 'B123',
    quantity: 2,
    mrp: 3400,
    unit_price: 3000,
    gst_rate: 12,
    gst_amount: 643,
    line_total: 6000,
  },
] as unknown as OrderItemsRow[];

describe('InvoiceDialog', () => {
  it('shows one labelled card per line on a phone, not the eight-column table', async () => {
    screenOf('phone');
    const page = renderWithShellProviders(<InvoiceDialog order={order} items={items} open onClose={() => {}} />);
    const lines = await waitFor(() => page.getByRole('list', { name: 'Invoice lines' }));
    expect(page.queryByRole('table')).toBeNull();
    const first = within(lines).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('Dolo 650 (15 tablets)');
    expect(first.textContent).toContain('HSN 3004 · Batch B123');
    expect(first.textContent).toContain('2 × rate');
    expect(within(lines).getByText('Total')).toBeTruthy();
  });

  it('keeps the table on a wider screen', () => {
    screenOf('desktop');
    const page = renderWithShellProviders(<InvoiceDialog order={order} items={items} open onClose={() => {}} />);
    expect(page.getByRole('table')).toBeTruthy();
    expect(page.queryByRole('list', { name: 'Invoice lines' })).toBeNull();
  });
});

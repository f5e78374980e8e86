import { describe, expect, it } from 'vitest';
import { buildDataExport } from './data-export';
import { dataExportSummaryFileId, escapeHtml, renderDataExportSummary } from './data-export-summary';

const data = buildDataExport(
  {
    account: {
      $id: 'u1',
      name: '<img src=x onerror=alert(1)> Neha',
      email: 'neha@example.in',
      phone: '+919812345678',
      $createdAt: '2026-01-05T04:30:00.000Z',
    },
    addresses: [{ $id: 'a1', address_line1: '12 Janpath', city: 'New Delhi' }],
    orders: [
      {
        $id: 'o1',
        order_number: 'IMG-2026-000123',
        status: 'delivered',
        total: 1234.5,
        $createdAt: '2026-11-30T18:45:00.000Z',
      },
    ],
    orderItems: [{ $id: 'i1', order_id: 'o1', product_name: 'Paracip 500 Tablet', quantity: 2, unit_price: 27.45 }],
    prescriptions: [],
    consents: [{ $id: 'c1', purpose: 'analytics', granted: true }],
    messages: [],
    messagesAvailable: false,
    grievanceTickets: [],
    dataRequests: [],
  },
  new Date('2026-12-01T00:00:00.000Z'),
);

describe('the readable data export', () => {
  const html = renderDataExportSummary(data);

  it('shows the person’s account, orders with their items in rupees, and dates in India’s time', () => {
    expect(html).toContain('neha@example.in');
    expect(html).toContain('IMG-2026-000123');
    expect(html).toContain('Paracip 500 Tablet');
    expect(html).toContain('₹1,234.50');
    // 18:45 UTC on 30 Nov is 1 Dec in India.
    expect(html).toContain('1 Dec 2026, 12:15');
    expect(html).toContain('Addresses (1)');
    expect(html).toContain('The record of messages could not be read just now');
  });

  it('escapes every value and allows no script, so a name cannot run in the page', () => {
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Neha');
    expect(html).toContain(`default-src 'none'`);
    expect(html).not.toMatch(/<script/i);
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });

  it('names its file beside the JSON file, within Appwrite’s 36 characters', () => {
    expect(dataExportSummaryFileId('a'.repeat(20))).toHaveLength(28);
  });
});

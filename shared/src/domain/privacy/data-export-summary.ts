// The readable half of "Download my data" (issue 39 §2): the same DataExport as the JSON file,
// as one self-contained HTML page a person can open and print. Pure. Every value is the person's
// own data but still untrusted text (a name can hold markup), so all of it is escaped, and the
// page carries a CSP that allows no script, no network and no frame.
import { formatINR } from '../money';
import { formatIstDateTime } from '../india-time';
import type { DataExport } from './data-export';

type Row = Record<string, unknown>;

/** The summary's file id beside the JSON file's (≤ 36 characters for a 20-character id). */
export const dataExportSummaryFileId = (fileId: string): string => `${fileId}-summary`;

/** The summary's name as the person saves it. */
export const dataExportSummaryFileName = (generatedAt: Date): string =>
  `instamg-my-data-${generatedAt.toISOString().slice(0, 10)}.html`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const isIsoDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v);

/** A cell as a person reads it: dates in India's time, lists joined, objects as compact JSON. */
function cell(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isIsoDate(value)) return escapeHtml(formatIstDateTime(value));
  if (Array.isArray(value))
    return escapeHtml(value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : v)).join(', '));
  if (typeof value === 'object') return escapeHtml(JSON.stringify(value));
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return escapeHtml(value);
}

/** Rows as a two-column table each (field, value): rows differ in columns, and phones are narrow. */
function rowsSection(title: string, rows: readonly Row[], empty: string, skip: readonly string[] = []): string {
  const body = rows.length
    ? rows
        .map(
          (row) =>
            `<table>${Object.entries(row)
              .filter(([key]) => !skip.includes(key))
              .map(([key, value]) => `<tr><th scope="row">${escapeHtml(key)}</th><td>${cell(value)}</td></tr>`)
              .join('')}</table>`,
        )
        .join('')
    : `<p>${escapeHtml(empty)}</p>`;
  return `<section><h2>${escapeHtml(title)} (${rows.length})</h2>${body}</section>`;
}

function ordersSection(orders: readonly Row[]): string {
  if (!orders.length) return `<section><h2>Orders (0)</h2><p>No orders.</p></section>`;
  const items = orders.map((order) => {
    const lines = ((order.items as Row[] | undefined) ?? [])
      .map(
        (item) =>
          `<tr><td>${cell(item.product_name)}</td><td>${cell(item.quantity)}</td><td>${
            typeof item.unit_price === 'number' ? escapeHtml(formatINR(item.unit_price)) : cell(item.unit_price)
          }</td></tr>`,
      )
      .join('');
    const total = typeof order.total === 'number' ? escapeHtml(formatINR(order.total)) : cell(order.total);
    return `<article><h3>${cell(order.order_number ?? order.$id)}</h3><p>Placed ${cell(order.$createdAt)} · ${cell(
      order.status,
    )} · ${total}</p><table><thead><tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Price</th></tr></thead><tbody>${lines}</tbody></table></article>`;
  });
  return `<section><h2>Orders (${orders.length})</h2>${items.join('')}</section>`;
}

export function renderDataExportSummary(data: DataExport): string {
  const { account } = data;
  const messages = Array.isArray(data.messages)
    ? rowsSection('Messages we sent you', data.messages, 'No messages.')
    : `<section><h2>Messages we sent you</h2><p>${escapeHtml(data.messages.unavailable)}</p></section>`;
  return [
    '<!doctype html><html lang="en-IN"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Your data at instamg</title>',
    '<style>body{font:15px/1.5 system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a}',
    'table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top;word-break:break-word}',
    'th[scope=row]{width:35%;font-weight:600;background:#f5f5f5}h2{margin-top:2rem}</style></head><body>',
    '<h1>Your data at instamg</h1>',
    `<p>Made ${cell(data.generated_at)}. The JSON file of the same request holds the same data for other programs.</p>`,
    `<section><h2>Account</h2><table>`,
    `<tr><th scope="row">Name</th><td>${cell(account.name)}</td></tr>`,
    `<tr><th scope="row">E-mail</th><td>${cell(account.email)}</td></tr>`,
    `<tr><th scope="row">Phone</th><td>${cell(account.phone)}</td></tr>`,
    `<tr><th scope="row">Account since</th><td>${cell(account.created_at)}</td></tr>`,
    `<tr><th scope="row">Account id</th><td>${cell(account.id)}</td></tr></table></section>`,
    rowsSection('Addresses', data.addresses, 'No saved addresses.'),
    ordersSection(data.orders),
    rowsSection('Prescriptions', data.prescriptions, 'No prescriptions.'),
    rowsSection('Consents', data.consents, 'No consents recorded.'),
    messages,
    rowsSection('Grievance tickets', data.grievance_tickets, 'No tickets.'),
    rowsSection('Ratings', data.ratings ?? [], 'No ratings.'),
    rowsSection('Your data requests', data.data_requests, 'None.'),
    rowsSection('Refills', data.refills, 'No refills.'),
    rowsSection('Orders by prescription photo', data.prescription_requests, 'None.'),
    '</body></html>',
  ].join('');
}

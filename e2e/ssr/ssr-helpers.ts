/** Reads for the SSR specs: catalogue rows straight from the e2e backend (as a guest), and JSON-LD. */
import type { Page } from '@playwright/test';

const endpoint = () => process.env.APPWRITE_ENDPOINT!;

export interface Row {
  $id: string;
  [column: string]: unknown;
}

export async function listRows(table: string, queries: object[] = []): Promise<Row[]> {
  const url = new URL(`${endpoint()}/tablesdb/instamg/tables/${table}/rows`);
  for (const query of queries) url.searchParams.append('queries[]', JSON.stringify(query));
  const response = await fetch(url, { headers: { 'X-Appwrite-Project': 'instamg' } });
  if (!response.ok) throw new Error(`listing ${table}: HTTP ${response.status}`);
  return ((await response.json()) as { rows: Row[] }).rows;
}

export async function getRow(table: string, id: string): Promise<Row> {
  const response = await fetch(`${endpoint()}/tablesdb/instamg/tables/${table}/rows/${encodeURIComponent(id)}`, {
    headers: { 'X-Appwrite-Project': 'instamg' },
  });
  if (!response.ok) throw new Error(`reading ${table}/${id}: HTTP ${response.status}`);
  return (await response.json()) as Row;
}

/** Every JSON-LD block of the page, parsed (a block that is not JSON fails the test). */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The same from raw HTML (for requests made without a browser). */
export function jsonLdInHtml(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** Records React's hydration reports (console errors and warnings naming hydration) and page errors. */
export function watchHydration(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      /hydrat|recoverable|did not match|Minified React error #(418|419|421|422|423|425)/i.test(text)
    ) {
      reports.push(`console.${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => reports.push(`page error: ${error.message}`));
  return reports;
}

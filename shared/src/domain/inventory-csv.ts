// The stock CSV import (issue 18 §2): the template, parsing, and every row's errors — written once,
// so the dry run the panel shows and the commit the inventory function runs refuse the same rows.
// Pure: the catalogue and the store's existing batches are passed in.
import { formatINR, roundAmount } from './money';

/** The template's columns, in order. A product is named by its catalogue slug (shown on its page's address). */
export const IMPORT_COLUMNS = ['product_slug', 'batch', 'expiry', 'quantity', 'mrp', 'selling_price'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Lines one import may hold (issue 18: works for 5,000 lines). */
export const MAX_IMPORT_LINES = 5000;
/** The most units one batch row holds (the inventory function's MAX_STOCK). */
export const MAX_IMPORT_QUANTITY = 1_000_000;

/** The example lines name seeded products at their catalogue MRP, so the template passes its own dry run (seed-data.test). */
export const IMPORT_TEMPLATE = [
  IMPORT_COLUMNS.join(','),
  'paracip-500-tablet,PCM2611,2028-08-31,120,12.80,12.20',
  'azee-500-tablet,AZ-0928,09/2028,40,116.00,110.00',
].join('\r\n');

/** Batch codes as printed (the inventory function's rule): letters, digits, '-' and '/'. */
const BATCH = /^[A-Za-z0-9][A-Za-z0-9/-]{0,31}$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_YEAR = /^(\d{1,2})\/(\d{4})$/;
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,7}$/;

export type ImportErrorKind =
  | 'missing_value'
  | 'unknown_product'
  | 'bad_batch'
  | 'bad_date'
  | 'expired'
  | 'bad_quantity'
  | 'bad_price'
  | 'price_above_mrp'
  | 'mrp_above_catalogue'
  | 'duplicate_batch';

export interface ImportError {
  kind: ImportErrorKind;
  column: ImportColumn;
  message: string;
}

/** A line that passed: what the function writes (expiry as an ISO datetime, amounts in rupees to the paisa). */
export interface ImportLine {
  product_id: string;
  batch: string;
  expiry: string;
  quantity: number;
  mrp: number;
  selling_price: number;
}

export interface ImportRowResult {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  product_slug: string;
  batch: string;
  errors: ImportError[];
  /** Set only when there are no errors. */
  value: ImportLine | null;
  /** Not an error: expires within 3 months (issue 18: warn under 3 months). */
  warning: string | null;
}

export interface ImportCheck {
  rows: ImportRowResult[];
  valid: number;
  invalid: number;
}

/** The catalogue and the store as the check needs them. */
export interface ImportContext {
  /** slug → the active product (with its catalogue MRP, the ceiling of a batch's MRP: issue 32). */
  products: ReadonlyMap<string, { id: string; name: string; mrp?: number }>;
  /** `${product_id}|${batch}` of the store's existing batches. */
  existingBatches: ReadonlySet<string>;
  now: Date;
}

export class CsvFormatError extends Error {}

/** RFC 4180 fields: commas, quotes ("" inside quotes), CRLF or LF line ends; blank lines dropped. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endRecord = () => {
    record.push(field);
    field = '';
    if (!(record.length === 1 && record[0]!.trim() === '')) records.push(record);
    record = [];
  };
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n') endRecord();
    else if (c === '\r') {
      if (input[i + 1] !== '\n') endRecord();
    } else field += c;
  }
  if (quoted) throw new CsvFormatError('A quoted value is not closed.');
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** The header's column positions, or why the file cannot be read. */
export function readHeader(header: readonly string[] | undefined): Record<ImportColumn, number> {
  if (!header) throw new CsvFormatError('The file is empty. Start from the template.');
  const names = header.map((name) => name.trim().toLowerCase());
  const positions = {} as Record<ImportColumn, number>;
  for (const column of IMPORT_COLUMNS) {
    const at = names.indexOf(column);
    if (at < 0) throw new CsvFormatError(`The column "${column}" is missing. Start from the template.`);
    positions[column] = at;
  }
  return positions;
}

/** A pack's expiry: YYYY-MM-DD, or MM/YYYY (the month's last day) as packs print it; null if neither. */
export function parseExpiry(value: string): Date | null {
  const day = ISO_DAY.exec(value);
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return date.toISOString().slice(0, 10) === value ? date : null;
  }
  const month = MONTH_YEAR.exec(value);
  if (month) {
    const m = Number(month[1]);
    if (m < 1 || m > 12) return null;
    return new Date(Date.UTC(Number(month[2]), m, 0));
  }
  return null;
}

const THREE_MONTHS_MS = 91 * 86_400_000;

/** Checks every line of a parsed file (header first); never stops at the first error. */
export function checkImport(records: readonly (readonly string[])[], context: ImportContext): ImportCheck {
  const at = readHeader(records[0]);
  const lines = records.slice(1);
  if (lines.length === 0) throw new CsvFormatError('The file has no lines under the header.');
  if (lines.length > MAX_IMPORT_LINES)
    throw new CsvFormatError(
      `The file has ${lines.length.toLocaleString('en-IN')} lines; import at most ${MAX_IMPORT_LINES.toLocaleString('en-IN')} at a time.`,
    );
  const seen = new Map<string, number>();
  const rows = lines.map((record, index): ImportRowResult => {
    const line = index + 2;
    const cell = (column: ImportColumn) => (record[at[column]] ?? '').trim();
    const errors: ImportError[] = [];
    const error = (kind: ImportErrorKind, column: ImportColumn, message: string) =>
      errors.push({ kind, column, message });
    for (const column of IMPORT_COLUMNS) if (cell(column) === '') error('missing_value', column, `${column} is empty.`);

    const slug = cell('product_slug');
    const product = slug ? context.products.get(slug.toLowerCase()) : undefined;
    if (slug && !product) error('unknown_product', 'product_slug', `No catalogue product "${slug}".`);

    const batch = cell('batch');
    if (batch && !BATCH.test(batch))
      error('bad_batch', 'batch', 'Batch must be letters, digits, - or / (up to 32), as printed on the pack.');

    const expiryText = cell('expiry');
    const expiry = expiryText ? parseExpiry(expiryText) : null;
    let warning: string | null = null;
    if (expiryText && !expiry) error('bad_date', 'expiry', `"${expiryText}" is not a date (YYYY-MM-DD or MM/YYYY).`);
    else if (expiry && expiry.getTime() <= context.now.getTime())
      error('expired', 'expiry', 'This batch has already expired.');
    else if (expiry && expiry.getTime() - context.now.getTime() < THREE_MONTHS_MS) warning = 'Expires within 3 months.';

    const quantityText = cell('quantity');
    const quantity = Number(quantityText);
    if (quantityText && (!WHOLE.test(quantityText) || quantity > MAX_IMPORT_QUANTITY))
      error('bad_quantity', 'quantity', `Quantity must be a whole number from 0 to ${MAX_IMPORT_QUANTITY}.`);

    const amount = (column: 'mrp' | 'selling_price'): number | null => {
      const text = cell(column);
      if (!text) return null;
      const value = Number(text);
      if (!AMOUNT.test(text) || value <= 0) {
        error('bad_price', column, `${column} must be an amount in rupees above 0, like 27.50.`);
        return null;
      }
      return roundAmount(value);
    };
    const mrp = amount('mrp');
    const price = amount('selling_price');
    if (mrp !== null && price !== null && price > mrp)
      error(
        'price_above_mrp',
        'selling_price',
        `The selling price ${formatINR(price)} is above the MRP of ${formatINR(mrp)}.`,
      );
    if (mrp !== null && product?.mrp !== undefined && !(mrp <= product.mrp))
      error(
        'mrp_above_catalogue',
        'mrp',
        `The MRP ${formatINR(mrp)} is above the catalogue's MRP of ${formatINR(product.mrp)} for this medicine.`,
      );

    if (product && batch) {
      const key = `${product.id}|${batch.toUpperCase()}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) error('duplicate_batch', 'batch', `Batch ${batch} is already on line ${earlier}.`);
      else if (context.existingBatches.has(key))
        error('duplicate_batch', 'batch', `Batch ${batch} is already in your inventory. Adjust its stock instead.`);
      if (earlier === undefined) seen.set(key, line);
    }

    const value: ImportLine | null =
      errors.length === 0
        ? {
            product_id: product!.id,
            batch,
            expiry: expiry!.toISOString(),
            quantity,
            mrp: mrp!,
            selling_price: price!,
          }
        : null;
    return { line, product_slug: slug, batch, errors, value, warning: errors.length === 0 ? warning : null };
  });
  const invalid = rows.filter((row) => row.errors.length > 0).length;
  return { rows, valid: rows.length - invalid, invalid };
}

/** The key the check compares batches by: the same batch code in other case is the same batch. */
export const batchKey = (productId: string, batch: string): string => `${productId}|${batch.toUpperCase()}`;

/** The distinct slugs of a parsed file's lines, lower-cased (what to look up in the catalogue). */
export function importSlugs(records: readonly (readonly string[])[]): string[] {
  const at = readHeader(records[0]);
  return [
    ...new Set(
      records
        .slice(1)
        .map((r) => (r[at.product_slug] ?? '').trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

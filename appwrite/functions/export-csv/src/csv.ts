// CSV as Excel and LibreOffice open it safely: RFC 4180 quoting, CRLF line ends, a UTF-8 byte
// order mark (so ₹ and Hindi names survive Excel), and text cells that a spreadsheet would run
// as a formula (OWASP "CSV injection": = + - @, tab, carriage return) prefixed with '.
import type { GridExportColumn } from '@instamg/shared/grid/grid-query';
import { productCsvCell, type ProductCsvColumn } from '@instamg/shared/domain/catalog/product-csv';

/** Excel reads a UTF-8 CSV as UTF-8 only with this mark at the start. */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // Numbers and booleans are data a spreadsheet cannot run; only text is neutralised.
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = Array.isArray(value)
    ? value.join('; ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A column's cell: integer paise as rupees (a number to the paisa, so a negative is never read as a formula). */
export function exportValue(column: GridExportColumn, value: unknown): unknown {
  if (column.format === 'product_csv') return productCsvCell(column.header as ProductCsvColumn, value);
  if (column.format !== 'paise' || typeof value !== 'number' || !Number.isSafeInteger(value)) return value;
  return Number((value / 100).toFixed(2));
}

// CSV as Excel, LibreOffice and Google Sheets open it safely (OWASP "CSV injection"): every text
// cell in double quotes (quotes doubled), CRLF line ends, and no text that a spreadsheet could run
// as a formula, whatever its list separator is. A spreadsheet whose separator is `;` (most of
// Europe's Excel) or that splits on tab or `|` cuts `"Delhi;=2+5"` into `"Delhi` and `=2+5"`, so
// a formula character (= + - @ tab CR) is neutralised with a leading ' at the start of the text
// AND after any separator-like character (, ; tab | CR LF), spaces between allowed. Numbers and
// booleans are written bare (data a spreadsheet cannot run); so is a CsvDecimal (an amount as
// fixed-point text, e.g. "475.00", whose trailing zeros matter). Used by export-csv and the
// payout statement (shared/src/domain/settlement/payouts.ts).

/** Excel reads a UTF-8 CSV as UTF-8 only with this mark at the start. */
export const UTF8_BOM = '\uFEFF';

/** A number written exactly as given (fixed-point text such as "-87.64"), not quoted and not neutralised. */
export class CsvDecimal {
  readonly text: string;
  constructor(text: string) {
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`Not a decimal number: ${text}`);
    this.text = text;
  }
}

/** A formula character at the start, or after a separator (and any spaces): it gets a ' before it. */
const FORMULA_LED = /(^|[,;\t|\r\n])( *)(?=[=+\-@\t\r])/g;
/** What neutralise() added, for an import that reads an exported file back. */
const NEUTRALISED = /(^|[,;\t|\r\n])( *)'(?=[=+\-@\t\r])/g;

/** The text with every formula-led part neutralised (see above). */
export function neutraliseFormulas(text: string): string {
  return text.replace(FORMULA_LED, "$1$2'");
}

/** The inverse of neutraliseFormulas, for a cell of a file we exported (the product import). */
export function restoreNeutralised(text: string): string {
  return text.replace(NEUTRALISED, '$1$2');
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  if (value instanceof CsvDecimal) return value.text;
  const text = Array.isArray(value)
    ? value.join('; ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  return `"${neutraliseFormulas(text).replaceAll('"', '""')}"`;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

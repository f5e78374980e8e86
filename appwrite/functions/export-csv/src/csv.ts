// CSV cells and lines: shared/src/domain/csv.ts (every text cell quoted, formula-led text neutralised
// after any separator; OWASP "CSV injection"), shared with the payout statement.
import type { GridExportColumn } from '@instamg/shared/grid/grid-query';
import { productCsvCell, type ProductCsvColumn } from '@instamg/shared/domain/catalog/product-csv';

export { UTF8_BOM, csvCell, csvLine } from '@instamg/shared/domain/csv';

/** A column's cell: integer paise as rupees (a number to the paisa, so a negative is never read as a formula). */
export function exportValue(column: GridExportColumn, value: unknown): unknown {
  if (column.format === 'product_csv') return productCsvCell(column.header as ProductCsvColumn, value);
  if (column.format !== 'paise' || typeof value !== 'number' || !Number.isSafeInteger(value)) return value;
  return Number((value / 100).toFixed(2));
}

import { describe, expect, it } from 'vitest';
import { PRODUCTS_GRID } from '@instamg/shared/grid/grid-specs';
import { PRODUCT_CSV_COLUMNS, checkProductCsv, parseCsv } from '@instamg/shared/domain/catalog/product-csv';
import { UTF8_BOM, csvCell, csvLine, exportValue } from '../src/csv.ts';

describe('csvCell', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+91 98765', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])
      expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('Apollo Pharmacy')).toBe('"Apollo Pharmacy"');
  });

  // Security round 3 (issue 32): a spreadsheet whose list separator is `;` (or tab, `|`) splits a
  // cell there, so a formula after a separator runs unless it is neutralised too, and every text
  // cell is quoted (not only those with `" , CR LF`).
  it('CSV injection: quotes every text cell and neutralises formula-led text after any separator', () => {
    expect(csvCell('Delhi;=2+5')).toBe(`"Delhi;'=2+5"`);
    expect(csvCell('a|+1')).toBe(`"a|'+1"`);
    expect(csvCell('a\t-1')).toBe(`"a\t'-1"`);
    expect(csvCell('x;  @SUM(A1)')).toBe(`"x;  '@SUM(A1)"`);
    expect(csvCell('one\n=cmd')).toBe(`"one\n'=cmd"`);
    expect(csvCell('a, =1')).toBe(`"a, '=1"`);
    expect(csvCell('Dwarka')).toBe('"Dwarka"');
    expect(csvCell('a=b; c-d')).toBe('"a=b; c-d"');
    // What a `;` spreadsheet sees: no piece of the line starts with a formula character.
    const line = csvLine(['Delhi;=2+5', 'x|@y', 3, 'ok']);
    for (const separator of [';', '|', ',', '\t'])
      for (const piece of line.trimEnd().split(separator))
        expect(piece.replace(/^[" ]+/, ''), `${separator}: ${line}`).not.toMatch(/^[=+\-@]/);
  });

  it('leaves numbers and booleans as they are (a negative amount is data, not a formula)', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(true)).toBe('true');
  });

  it('quotes as RFC 4180 asks: commas, quotes and line breaks inside quotes, quotes doubled', () => {
    expect(csvCell('Sector 6, Dwarka')).toBe('"Sector 6, Dwarka"');
    expect(csvCell('')).toBe('""');
    expect(csvCell('the "best" store')).toBe('"the ""best"" store"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes empty cells for missing values and keeps Unicode', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('₹ दवा')).toBe('"₹ दवा"');
  });
});

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['ord_1', 120.5, null, 'a,b'])).toBe('"ord_1",120.5,,"a,b"\r\n');
  });
});

describe('exportValue', () => {
  it('writes paise columns as rupees to the paisa, and leaves other columns alone', () => {
    const paise = { field: 'net_paise', header: 'Net (INR)', format: 'paise' as const };
    expect(exportValue(paise, 41920)).toBe(419.2);
    expect(exportValue(paise, -8764)).toBe(-87.64);
    expect(csvCell(exportValue(paise, -8764))).toBe('-87.64');
    expect(exportValue(paise, 5)).toBe(0.05);
    expect(exportValue(paise, null)).toBeNull();
    expect(exportValue({ field: 'total', header: 'Total (INR)' }, 41920)).toBe(41920);
  });
});

describe('the products export is the import template', () => {
  it('an exported product line reads back through the import check unchanged (ids, yes/no, formula escape)', () => {
    const row: Record<string, unknown> = {
      $id: 'prod-dolo',
      name: 'Dolo 650 Tablet',
      salt_composition: 'Paracetamol',
      strength: null,
      dosage_form: 'Tablet',
      pack_size: 'strip of 15 tablets',
      manufacturer: 'Micro Labs, Ltd',
      category_id: 'cat-pain',
      mrp: 33.6,
      price: 30.24,
      gst_rate: 5,
      hsn: '3004',
      schedule: 'none',
      rx_required: false,
      is_active: true,
      medicinal: true,
      non_returnable: null,
      description: '-1 tablet "as needed"; =not a formula',
      barcode: '8901234567890',
    };
    const text =
      UTF8_BOM +
      csvLine(PRODUCTS_GRID.exportColumns.map((c) => c.header)) +
      csvLine(PRODUCTS_GRID.exportColumns.map((c) => exportValue(c, row[c.field])));
    const records = parseCsv(text);
    expect(records[0]).toEqual([...PRODUCT_CSV_COLUMNS]);
    const check = checkProductCsv(records, {
      categories: new Map([['cat-pain', 'cat-pain']]),
      products: new Set(['prod-dolo']),
      slugs: new Map(),
      newProductId: () => 'unused',
    });
    expect(check.rows[0]!.errors).toEqual([]);
    expect(check.rows[0]).toMatchObject({ action: 'update', product_id: 'prod-dolo' });
    const { $id: _id, category_id: _category, ...columns } = row;
    expect(check.rows[0]!.value).toEqual({ ...columns, category_id: 'cat-pain', image_url: null });
  });
});

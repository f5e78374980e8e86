import { describe, expect, it } from 'vitest';
import {
  CsvFormatError,
  IMPORT_TEMPLATE,
  MAX_IMPORT_LINES,
  batchKey,
  checkImport,
  importSlugs,
  parseCsv,
  parseExpiry,
} from './inventory-csv';

const now = new Date('2026-11-25T03:00:00.000Z');
const context = {
  products: new Map([
    ['paracip-500-tablet-10', { id: 'p-otc', name: 'Paracip 500 Tablet' }],
    ['azee-500-tablet-3', { id: 'p-h', name: 'Azee 500 Tablet' }],
    // The template's products, with their catalogue MRP.
    ['paracip-500-tablet', { id: 'p-otc-seed', name: 'Paracip 500 Tablet', mrp: 12.8 }],
    ['azee-500-tablet', { id: 'p-h-seed', name: 'Azee 500 Tablet', mrp: 116 }],
  ]),
  existingBatches: new Set([batchKey('p-h', 'OLD1')]),
  now,
};
const HEADER = 'product_slug,batch,expiry,quantity,mrp,selling_price';
const check = (...lines: string[]) => checkImport(parseCsv([HEADER, ...lines].join('\n')), context);

describe('parseCsv', () => {
  it('reads quotes, escaped quotes, CRLF, a BOM, and drops blank lines', () => {
    expect(parseCsv('\ufeffa,b\r\n"x, y","say ""hi"""\r\n\r\n1,2')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['1', '2'],
    ]);
  });
  it('refuses an unclosed quote', () => {
    expect(() => parseCsv('a\n"open')).toThrow(CsvFormatError);
  });
});

describe('parseExpiry', () => {
  it('takes real days and month/year as the month’s last day', () => {
    expect(parseExpiry('2027-08-31')?.toISOString()).toBe('2027-08-31T00:00:00.000Z');
    expect(parseExpiry('02/2028')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(parseExpiry('2027-02-30')).toBeNull();
    expect(parseExpiry('13/2027')).toBeNull();
    expect(parseExpiry('31-08-2027')).toBeNull();
  });
});

describe('checkImport', () => {
  it('the template passes (its products exist) and gives the function’s values', () => {
    const result = checkImport(parseCsv(IMPORT_TEMPLATE), context);
    expect(result).toMatchObject({ valid: 2, invalid: 0 });
    expect(result.rows[0]!.value).toEqual({
      product_id: 'p-otc-seed',
      batch: 'PCM2611',
      expiry: '2028-08-31T00:00:00.000Z',
      quantity: 120,
      mrp: 12.8,
      selling_price: 12.2,
    });
    expect(result.rows[1]!.value?.expiry).toBe('2028-09-30T00:00:00.000Z');
  });

  it('lists every error of every row: unknown product, bad date, price above MRP, duplicate batch', () => {
    const result = check(
      'no-such-medicine,B1,2027-01-31,10,30,20',
      'paracip-500-tablet-10,B2,31/31/2027,10,30,20',
      'paracip-500-tablet-10,B3,2027-06-30,10,30,30.01',
      'azee-500-tablet-3,old1,2027-06-30,5,120,110',
      'paracip-500-tablet-10,B5,2027-06-30,5,30,25',
      'paracip-500-tablet-10,b5,2027-06-30,5,30,25',
      'paracip-500-tablet-10,B7,2026-11-01,1,30,25',
      ',B8 bad,,-1,abc,0',
    );
    expect(result.rows.map((r) => [r.line, r.errors.map((e) => e.kind)])).toEqual([
      [2, ['unknown_product']],
      [3, ['bad_date']],
      [4, ['price_above_mrp']],
      [5, ['duplicate_batch']],
      [6, []],
      [7, ['duplicate_batch']],
      [8, ['expired']],
      [9, ['missing_value', 'missing_value', 'bad_batch', 'bad_quantity', 'bad_price', 'bad_price']],
    ]);
    expect(result).toMatchObject({ valid: 1, invalid: 7 });
    expect(result.rows[2]!.errors[0]!.message).toBe('The selling price ₹30.01 is above the MRP of ₹30.');
    expect(result.rows[5]!.errors[0]!.message).toBe('Batch b5 is already on line 6.');
    expect(result.rows.filter((r) => r.errors.length > 0).every((r) => r.value === null)).toBe(true);
  });

  it('warns (without refusing) when a batch expires within 3 months', () => {
    const [row] = check('paracip-500-tablet-10,SOON,2027-01-31,10,30,20').rows;
    expect(row).toMatchObject({ errors: [], warning: 'Expires within 3 months.' });
    expect(row!.value).not.toBeNull();
  });

  it('refuses files without the template’s columns, without lines, or over the line limit', () => {
    expect(() => checkImport(parseCsv('product_slug,batch\nx,y'), context)).toThrow(/"expiry" is missing/);
    expect(() => checkImport(parseCsv(HEADER), context)).toThrow(/no lines/);
    const many = Array.from(
      { length: MAX_IMPORT_LINES + 1 },
      (_, i) => `paracip-500-tablet-10,B${i},2027-06-30,1,30,25`,
    );
    expect(() => check(...many)).toThrow(/at most 5,000/);
    expect(check(...many.slice(0, MAX_IMPORT_LINES)).valid).toBe(MAX_IMPORT_LINES);
  });

  it('columns may come in any order; slugs are looked up lower-cased', () => {
    const records = parseCsv(
      'selling_price,mrp,quantity,expiry,batch,product_slug\n20,30,1,2027-06-30,Z1,Paracip-500-Tablet-10',
    );
    expect(checkImport(records, context).rows[0]!.value?.product_id).toBe('p-otc');
    expect(importSlugs(records)).toEqual(['paracip-500-tablet-10']);
  });
});

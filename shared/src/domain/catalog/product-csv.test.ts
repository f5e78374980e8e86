import { describe, expect, it } from 'vitest';
import {
  CsvFormatError,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_TEMPLATE,
  checkProductCsv,
  parseCsv,
  productCsvCell,
  productCsvIds,
  productCsvNewSlugs,
  type ProductCsvColumn,
  type ProductCsvContext,
} from './product-csv';

const CONTEXT: ProductCsvContext = {
  categories: new Map([
    ['cat-pain', 'cat-pain'],
    ['pain-relief', 'cat-pain'],
    ['pain-fever', 'cat-pain'],
    ['antibiotics', 'cat-abx'],
    ['cat-abx', 'cat-abx'],
  ]),
  products: new Set(['prod-dolo']),
  slugs: new Map([
    ['crocin-advance-tablet', 'prod-crocin'],
    ['zorbex-20-tablet', 'imp-line-2'],
  ]),
  newProductId: (line) => `imp-line-${line}`,
};

const GOOD: Record<ProductCsvColumn, string> = {
  product_id: '',
  name: 'Feverex 650 Tablet',
  salt_composition: 'Paracetamol',
  strength: '650 mg',
  dosage_form: 'Tablet',
  pack_size: 'strip of 15 tablets',
  manufacturer: 'Testwell Pharma',
  category: 'pain-relief',
  mrp: '34.00',
  price: '30.50',
  gst_rate: '5',
  hsn: '3004',
  schedule: 'none',
  rx_required: 'no',
  sold_online: '',
  is_active: 'yes',
  medicinal: 'yes',
  non_returnable: '',
  description: 'For fever.',
  barcode: '',
};

const file = (...lines: Array<Partial<Record<ProductCsvColumn, string>>>) =>
  parseCsv(
    [
      PRODUCT_CSV_COLUMNS.join(','),
      ...lines.map((line) =>
        PRODUCT_CSV_COLUMNS.map((c) => {
          const v = { ...GOOD, ...line }[c];
          return /[",]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
        }).join(','),
      ),
    ].join('\r\n'),
  );

const check = (...lines: Array<Partial<Record<ProductCsvColumn, string>>>) => checkProductCsv(file(...lines), CONTEXT);
const errorsOf = (line: Partial<Record<ProductCsvColumn, string>>) =>
  check(line).rows[0]!.errors.map((e) => [e.kind, e.column]);

describe('the product CSV template', () => {
  it('is the header the products grid exports, and its sample lines pass with known categories', () => {
    const records = parseCsv(PRODUCT_IMPORT_TEMPLATE);
    expect(records[0]).toEqual([...PRODUCT_CSV_COLUMNS]);
    const result = checkProductCsv(records, CONTEXT);
    expect(result.rows.map((r) => r.errors)).toEqual([[], []]);
    expect([result.creates, result.updates, result.invalid]).toEqual([2, 0, 0]);
  });

  it('refuses a file without a column or without lines, as a whole', () => {
    expect(() => checkProductCsv(parseCsv('name,mrp\r\nA,1'), CONTEXT)).toThrow(CsvFormatError);
    expect(() => checkProductCsv(parseCsv(PRODUCT_CSV_COLUMNS.join(',')), CONTEXT)).toThrow(/no lines/);
    expect(() => checkProductCsv([], CONTEXT)).toThrow(/empty/);
  });
});

describe('a line of the product CSV', () => {
  it('a good new line creates; a line with a known product_id updates; values are the validator’s', () => {
    const result = check({}, { product_id: 'prod-dolo', name: 'Dolo 650 Tablet', rx_required: 'false' });
    expect(result.rows.map((r) => [r.line, r.action, r.product_id, r.errors.length])).toEqual([
      [2, 'create', 'imp-line-2', 0],
      [3, 'update', 'prod-dolo', 0],
    ]);
    expect(result.rows[0]!.value).toMatchObject({
      name: 'Feverex 650 Tablet',
      category_id: 'cat-pain',
      mrp: 34,
      price: 30.5,
      gst_rate: 5,
      rx_required: false,
      is_active: true,
      non_returnable: null,
    });
    expect([result.creates, result.updates, result.invalid]).toEqual([1, 1, 0]);
  });

  it('names every error kind with its column and a message', () => {
    expect(errorsOf({ name: '' })).toEqual([['missing_value', 'name']]);
    expect(errorsOf({ name: 'x'.repeat(256) })).toEqual([['bad_text', 'name']]);
    expect(errorsOf({ mrp: '12,50' })).toEqual([['bad_mrp', 'mrp']]);
    expect(errorsOf({ mrp: '0' })).toEqual([['bad_mrp', 'mrp']]);
    expect(errorsOf({ price: 'free' })).toEqual([['bad_price', 'price']]);
    expect(errorsOf({ price: '40' })).toEqual([['price_above_mrp', 'price']]);
    expect(errorsOf({ gst_rate: '12' })).toEqual([['bad_gst_rate', 'gst_rate']]);
    expect(errorsOf({ hsn: '30A4' })).toEqual([['bad_hsn', 'hsn']]);
    expect(errorsOf({ schedule: 'G', rx_required: 'yes' })).toEqual([['bad_schedule', 'schedule']]);
    expect(errorsOf({ is_active: 'maybe' })).toEqual([['bad_flag', 'is_active']]);
    expect(errorsOf({ rx_required: '' })).toEqual([['missing_value', 'rx_required']]);
    expect(errorsOf({ schedule: 'H', rx_required: 'no' })).toEqual([['rx_required', 'rx_required']]);
    expect(errorsOf({ schedule: 'X', rx_required: 'yes', sold_online: 'yes' })).toEqual([
      ['not_sellable', 'sold_online'],
    ]);
    expect(errorsOf({ schedule: 'NDPS', rx_required: 'yes', sold_online: 'yes' })).toEqual([
      ['not_sellable', 'sold_online'],
    ]);
    expect(errorsOf({ sold_online: 'no' })).toEqual([['bad_value', 'sold_online']]);
    expect(errorsOf({ non_returnable: 'broken' })).toEqual([['bad_value', 'non_returnable']]);
    expect(errorsOf({ category: 'vitamins' })).toEqual([['unknown_category', 'category']]);
    expect(errorsOf({ product_id: 'prod-gone' })).toEqual([['unknown_product', 'product_id']]);
    expect(errorsOf({ name: 'Crocin Advance Tablet' })).toEqual([['already_listed', 'name']]);
    const message = check({ price: '40' }).rows[0]!.errors[0]!.message;
    expect(message).toBe('Price cannot be more than the MRP.');
  });

  it('barcode (issue 33 §2): optional column; a valid code is normalised, a bad one refused, empty clears', () => {
    const result = check(
      { barcode: '890 1234 567890' },
      { name: 'Feverex 500 Tablet', barcode: '036000291452' },
      { name: 'Feverex 250 Tablet', barcode: '' },
    );
    expect(result.rows.map((r) => r.value?.barcode)).toEqual(['8901234567890', '0036000291452', null]);
    expect(errorsOf({ barcode: '8901234567891' })).toEqual([['bad_barcode', 'barcode']]);
    expect(errorsOf({ barcode: '12345' })).toEqual([['bad_barcode', 'barcode']]);
    expect(check({ barcode: 'x' }).rows[0]!.errors[0]!.message).toMatch(/^Enter a valid barcode/);
    // A file made before the column existed: accepted, and its lines leave barcodes alone.
    const columns = PRODUCT_CSV_COLUMNS.filter((c) => c !== 'barcode');
    const old = parseCsv([columns.join(','), columns.map((c) => GOOD[c]).join(',')].join('\r\n'));
    const read = checkProductCsv(old, CONTEXT).rows[0]!;
    expect(read.errors).toEqual([]);
    expect(read.value && 'barcode' in read.value).toBe(false);
  });

  it('lists every error of a line, not only the first', () => {
    expect(errorsOf({ mrp: '0', gst_rate: '28', hsn: '1', category: 'nope' })).toEqual([
      ['unknown_category', 'category'],
      ['bad_mrp', 'mrp'],
      ['bad_gst_rate', 'gst_rate'],
      ['bad_hsn', 'hsn'],
    ]);
  });

  it('Schedule X / NDPS may be listed for information (sold_online no or empty)', () => {
    expect(errorsOf({ schedule: 'X', rx_required: 'yes', sold_online: 'no' })).toEqual([]);
    expect(errorsOf({ schedule: 'ndps', rx_required: 'yes' })).toEqual([]);
  });

  it('finds duplicates in the file: the same product_id or the same new name, naming the first line', () => {
    const result = check({}, { product_id: 'prod-dolo' }, { name: 'feverex 650 tablet' }, { product_id: 'prod-dolo' });
    expect(result.rows.map((r) => r.errors.map((e) => [e.kind, e.message]))).toEqual([
      [],
      [],
      [['duplicate_in_file', 'A product named "feverex 650 tablet" is already on line 2.']],
      [['duplicate_in_file', 'Product prod-dolo is already on line 3.']],
    ]);
    expect([result.creates, result.updates, result.invalid]).toEqual([1, 1, 2]);
  });

  it('a new line this file already created (a repeated commit) rewrites its own product', () => {
    const result = check({ name: 'Zorbex 20 Tablet' });
    expect(result.rows[0]).toMatchObject({ action: 'update', product_id: 'imp-line-2', errors: [] });
  });

  it("takes back export-csv's formula escape and reads yes/no, true/false", () => {
    const row = check({ description: "'-daily dose", medicinal: 'FALSE', is_active: 'No' }).rows[0]!;
    expect(row.value).toMatchObject({ description: '-daily dose', medicinal: false, is_active: false });
  });

  it('lists the product ids and new slugs a file names (what the function looks up)', () => {
    const records = file({}, { product_id: 'prod-dolo' }, { product_id: 'prod-dolo' });
    expect(productCsvIds(records)).toEqual(['prod-dolo']);
    expect(productCsvNewSlugs(records)).toEqual(['feverex-650-tablet']);
  });
});

describe('an exported cell', () => {
  it('writes booleans as yes/no and sold_online from the schedule', () => {
    expect(productCsvCell('is_active', true)).toBe('yes');
    expect(productCsvCell('rx_required', false)).toBe('no');
    expect(productCsvCell('sold_online', 'X')).toBe('no');
    expect(productCsvCell('sold_online', 'H1')).toBe('yes');
    expect(productCsvCell('mrp', 12.5)).toBe(12.5);
  });
});

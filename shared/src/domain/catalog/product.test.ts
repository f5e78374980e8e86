import { describe, expect, it } from 'vitest';
import {
  BARCODE_ERROR,
  changedFields,
  firstProductError,
  isSoldOnline,
  productRowData,
  productSlug,
  readProductValues,
  saltKey,
} from './product';

const valid = {
  name: 'Dolo 650 Tablet',
  salt_composition: 'Paracetamol',
  strength: '650 mg',
  dosage_form: 'Tablet',
  pack_size: '15 tablets',
  manufacturer: 'Micro Labs Ltd',
  mrp: 33.6,
  price: 30.24,
  schedule: 'none',
  rx_required: false,
  gst_rate: 5,
  hsn: '3004',
  category_id: 'pain-relief',
  image_url: null,
  description: '',
  is_active: true,
};

const errorsOf = (change: Record<string, unknown>) => {
  const result = readProductValues({ ...valid, ...change });
  return result.ok ? {} : result.errors;
};

describe('readProductValues', () => {
  it('accepts a complete product, trimming texts and turning empty optional texts into null', () => {
    const result = readProductValues({ ...valid, name: '  Dolo 650 Tablet ', strength: '' });
    expect(result).toEqual({
      ok: true,
      values: { ...valid, strength: null, description: null, medicinal: true, non_returnable: null },
    });
  });

  it('returns (issue 16 §6): medicine by default; non-medicinal and a non-returnable reason when given', () => {
    const result = readProductValues({ ...valid, medicinal: false, non_returnable: 'personal_care' });
    expect(result.ok && [result.values.medicinal, result.values.non_returnable]).toEqual([false, 'personal_care']);
    expect(errorsOf({ medicinal: 'no' }).medicinal).toBe('Medicine must be yes or no.');
    expect(errorsOf({ non_returnable: 'opened' }).non_returnable).toBe('Choose why the product cannot be returned.');
  });

  it('needs MRP > 0 and a price above ₹0 and not above the MRP, in paise at most', () => {
    expect(errorsOf({ mrp: 0 }).mrp).toBe('MRP must be more than ₹0.');
    expect(errorsOf({ mrp: -5 }).mrp).toBe('MRP must be more than ₹0.');
    expect(errorsOf({ mrp: '33' }).mrp).toBe('Enter the MRP in rupees.');
    expect(errorsOf({ price: 33.61 }).price).toBe('Price cannot be more than the MRP.');
    expect(errorsOf({ price: 33.6 })).toEqual({});
    expect(errorsOf({ price: 0 }).price).toBe('Price must be more than ₹0.');
    expect(errorsOf({ price: 10.005 }).price).toBe('Price can have at most two decimals (paise).');
    expect(errorsOf({ mrp: 1_000_001, price: 1 }).mrp).toBe('MRP must be at most ₹10,00,000.');
  });

  it('takes the GST rate from the allowed list only', () => {
    for (const rate of [0, 5, 18, 40]) expect(errorsOf({ gst_rate: rate })).toEqual({});
    for (const rate of [12, 28, 3, '5', null])
      expect(errorsOf({ gst_rate: rate }).gst_rate).toBe('GST rate must be one of 0%, 5%, 18%, 40%.');
  });

  it('takes an HSN code of 4, 6 or 8 digits', () => {
    for (const hsn of ['3004', '300490', '30049099']) expect(errorsOf({ hsn })).toEqual({});
    for (const hsn of ['300', '30049', '3004909', 'ABCD', '', 3004])
      expect(errorsOf({ hsn }).hsn).toMatch(/^HSN code must be 4, 6 or 8 digits/);
  });

  it('takes a known schedule, and a scheduled medicine always needs a prescription', () => {
    expect(errorsOf({ schedule: 'G' }).schedule).toBe('Choose the schedule.');
    expect(errorsOf({ schedule: 'H1', rx_required: false }).rx_required).toBe(
      'A Schedule H1 medicine always needs a prescription.',
    );
    expect(errorsOf({ schedule: 'H', rx_required: true })).toEqual({});
    // Schedule X and NDPS may be listed (for information); they are never sold online.
    expect(errorsOf({ schedule: 'X', rx_required: true })).toEqual({});
    expect(errorsOf({ schedule: 'NDPS', rx_required: true })).toEqual({});
    expect([isSoldOnline('X'), isSoldOnline('NDPS'), isSoldOnline('H1'), isSoldOnline('none')]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('requires the texts and keeps them within the table sizes', () => {
    const errors = errorsOf({ name: ' ', manufacturer: undefined, pack_size: 'x'.repeat(65), strength: 42 });
    expect(errors).toEqual({
      name: 'Enter the brand name.',
      manufacturer: 'Enter the manufacturer.',
      pack_size: 'Pack size can be at most 64 characters.',
      strength: 'Strength must be text.',
    });
    expect(firstProductError(errors)).toBe('Brand name: Enter the brand name.');
  });

  it('takes an http(s) image link or none, and a category id', () => {
    expect(errorsOf({ image_url: 'http://localhost:9780/v1/storage/buckets/product_images/files/a/view' })).toEqual({});
    expect(errorsOf({ image_url: 'javascript:alert(1)' }).image_url).toBe('The image must be an http(s) link.');
    expect(errorsOf({ image_url: 'not a url' }).image_url).toBe('The image must be a link.');
    expect(errorsOf({ category_id: '' }).category_id).toBe('Choose the category.');
    expect(errorsOf({ category_id: '../x' }).category_id).toBe('Choose the category.');
  });

  it('barcode (issue 33 §2): normalised when valid, null when empty, left out when absent, refused otherwise', () => {
    const read = (barcode: unknown) => {
      const result = readProductValues({ ...valid, barcode });
      return result.ok ? result.values.barcode : result.errors.barcode;
    };
    expect(read(' 8901234-567890 ')).toBe('8901234567890');
    expect(read('036000291452')).toBe('0036000291452'); // UPC-A: the EAN-13 a scanner reads
    expect(read('')).toBeNull();
    expect(read(null)).toBeNull();
    const absent = readProductValues(valid);
    expect(absent.ok && 'barcode' in absent.values).toBe(false);
    expect(read('8901234567891')).toBe(BARCODE_ERROR); // wrong check digit
    expect(read('12345')).toBe(BARCODE_ERROR);
    expect(read(8901234567890)).toBe(BARCODE_ERROR);
    expect(firstProductError(errorsOf({ barcode: 'abc' }))).toBe(`Barcode: ${BARCODE_ERROR}`);
  });

  it('refuses what is not an object', () => {
    const result = readProductValues('nope');
    expect(result.ok).toBe(false);
  });
});

describe('derived columns', () => {
  it('salt_key: normalised salts with strengths, order-independent', () => {
    expect(saltKey('Paracetamol + Ibuprofen', '325 mg + 400 mg')).toBe(
      saltKey('Ibuprofen + Paracetamol', '400mg + 325mg'),
    );
    expect(saltKey('Cholecalciferol', '60000 IU')).toBe('cholecalciferol 60000iu');
    const read = readProductValues(valid);
    if (!read.ok) throw new Error('valid product refused');
    const row = productRowData(read.values);
    expect(row.salt_key).toBe('paracetamol 650mg');
  });

  it('slugs a name', () => {
    expect(productSlug('Dolo 650 Tablet')).toBe('dolo-650-tablet');
    expect(productSlug('  ## ')).toBe('product');
  });

  it('lists only the changed columns for the audit log', () => {
    expect(
      changedFields({ $id: 'p', price: 10, mrp: 12, name: 'A' }, { $id: 'q', price: 9, mrp: 12, name: 'A' }),
    ).toEqual({
      before: { price: 10 },
      after: { price: 9 },
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRODUCT_FORM,
  checkForm,
  formFromRequest,
  formFromRow,
  valuesFromForm,
  withCategory,
  withSchedule,
} from './product-form';

const filled = {
  ...EMPTY_PRODUCT_FORM,
  name: 'Dolo 650 Tablet',
  salt_composition: 'Paracetamol',
  strength: '650 mg',
  pack_size: 'strip of 15 tablets',
  manufacturer: 'Micro Labs Ltd',
  mrp: '33.60',
  price: '30.24',
  category_id: 'cat-pain',
};

describe('product form', () => {
  it('turns the typed texts into the values the function takes', () => {
    const checked = checkForm(filled);
    expect(checked).toMatchObject({ ok: true, values: { mrp: 33.6, price: 30.24, gst_rate: 5, image_url: null } });
  });

  it('shows the shared validator’s errors for what is typed', () => {
    const checked = checkForm({ ...filled, mrp: '30', price: '31', hsn: '30' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      price: 'Price cannot be more than the MRP.',
      hsn: 'HSN code must be 4, 6 or 8 digits (3004 for medicines in measured doses).',
    });
    expect(valuesFromForm({ ...filled, mrp: '12,5' }).mrp).toBeNaN();
  });

  it('barcode (issue 33 §2): optional, normalised when valid, the shared message when not', () => {
    expect(checkForm(filled)).toMatchObject({ ok: true, values: { barcode: null } });
    expect(checkForm({ ...filled, barcode: '8901234 567890' })).toMatchObject({
      ok: true,
      values: { barcode: '8901234567890' },
    });
    const bad = checkForm({ ...filled, barcode: '8901234567891' });
    expect(bad.ok ? null : bad.errors.barcode).toMatch(/^Enter a valid barcode: the 13 digits/);
    expect(formFromRow({ ...valuesFromForm(filled), barcode: '8901234567890' }).barcode).toBe('8901234567890');
    expect(formFromRow({ ...valuesFromForm(filled), barcode: null }).barcode).toBe('');
  });

  it('reads a row back into the form, and a schedule ticks “prescription required”', () => {
    const row = { ...valuesFromForm(filled), $id: 'p1', image_url: null, strength: null };
    expect(formFromRow(row)).toEqual({ ...filled, mrp: '33.6', strength: '' });
    expect(withSchedule(filled, 'H1')).toMatchObject({ schedule: 'H1', rx_required: true });
    expect(withSchedule({ ...filled, rx_required: true }, 'none')).toMatchObject({ rx_required: true });
  });
});

describe('withCategory', () => {
  const scheduled = { id: 'antibiotics', defaultSchedule: 'H' as const, defaultRxRequired: true };
  it('a new product takes the category default schedule and prescription flag', () => {
    const form = withCategory(EMPTY_PRODUCT_FORM, scheduled, true);
    expect([form.category_id, form.schedule, form.rx_required]).toEqual(['antibiotics', 'H', true]);
    const otc = withCategory(form, { id: 'gastro', defaultSchedule: 'none', defaultRxRequired: false }, true);
    expect([otc.category_id, otc.schedule, otc.rx_required]).toEqual(['gastro', 'none', false]);
  });
  it('an existing product keeps its own schedule', () => {
    const form = withCategory(EMPTY_PRODUCT_FORM, scheduled, false);
    expect([form.category_id, form.schedule, form.rx_required]).toEqual(['antibiotics', 'none', false]);
  });
});

describe('formFromRequest', () => {
  it('prefills name, manufacturer and pack size from a listing request; the rest is a new product', () => {
    const form = formFromRequest({
      product_name: ' Quellisyrup 100 ml ',
      manufacturer: 'Requestwell',
      pack_size: null,
    });
    expect(form).toEqual({
      ...EMPTY_PRODUCT_FORM,
      name: 'Quellisyrup 100 ml',
      manufacturer: 'Requestwell',
      pack_size: '',
    });
  });
});

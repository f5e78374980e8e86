// The product editor's form: every column as the admin types it (texts), turned into the values
// the shared validator checks (shared/src/domain/catalog/product.ts) — the same check the
// admin-catalog function makes, so a field error shows before saving.
import {
  readProductValues,
  type ProductErrors,
  type ProductSchedule,
  type ProductValues,
} from '@instamg/shared/domain/catalog/product';
import type { NonReturnableReason } from '@instamg/shared/domain/returns';

export interface ProductForm {
  name: string;
  salt_composition: string;
  strength: string;
  dosage_form: string;
  pack_size: string;
  manufacturer: string;
  mrp: string;
  price: string;
  schedule: ProductSchedule;
  rx_required: boolean;
  gst_rate: string;
  hsn: string;
  category_id: string;
  image_url: string;
  description: string;
  is_active: boolean;
  /** Issue 16 §6: medicine or non-medicinal; why it cannot be returned ('' = returnable). */
  medicinal: boolean;
  non_returnable: NonReturnableReason | '';
  /** Issue 33 §2: as typed or scanned ('' = none); the validator normalises it (asBarcode). */
  barcode: string;
}

export const EMPTY_PRODUCT_FORM: ProductForm = {
  name: '',
  salt_composition: '',
  strength: '',
  dosage_form: 'Tablet',
  pack_size: '',
  manufacturer: '',
  mrp: '',
  price: '',
  schedule: 'none',
  rx_required: false,
  gst_rate: '5',
  hsn: '3004',
  category_id: '',
  image_url: '',
  description: '',
  is_active: true,
  medicinal: true,
  non_returnable: '',
  barcode: '',
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const amount = (value: unknown): string => (typeof value === 'number' ? String(value) : '');

/** The form of a product row (admins edit every column). */
export function formFromRow(row: Record<string, unknown>): ProductForm {
  return {
    name: text(row.name),
    salt_composition: text(row.salt_composition),
    strength: text(row.strength),
    dosage_form: text(row.dosage_form),
    pack_size: text(row.pack_size),
    manufacturer: text(row.manufacturer),
    mrp: amount(row.mrp),
    price: amount(row.price),
    schedule: (row.schedule as ProductSchedule) ?? 'none',
    rx_required: row.rx_required === true,
    gst_rate: amount(row.gst_rate),
    hsn: text(row.hsn),
    category_id: text(row.category_id),
    image_url: text(row.image_url),
    description: text(row.description),
    is_active: row.is_active !== false,
    medicinal: row.medicinal !== false,
    non_returnable: (row.non_returnable as NonReturnableReason | null) ?? '',
    barcode: text(row.barcode),
  };
}

/** A store's listing request (issue 19 §3) as a new product's form: its name, manufacturer and pack size. */
export function formFromRequest(request: {
  product_name: string;
  manufacturer: string | null;
  pack_size: string | null;
}): ProductForm {
  return {
    ...EMPTY_PRODUCT_FORM,
    name: request.product_name.trim(),
    manufacturer: request.manufacturer?.trim() ?? '',
    pack_size: request.pack_size?.trim() ?? '',
  };
}

/** "12.5" → 12.5; "" or "12,5" → NaN (the validator then asks for a number). */
const number = (value: string): number => (/^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN);

/** What the form sends: numbers parsed, empty optional texts as null. */
export function valuesFromForm(form: ProductForm): Record<string, unknown> {
  return {
    ...form,
    mrp: number(form.mrp),
    price: number(form.price),
    gst_rate: number(form.gst_rate),
    image_url: form.image_url === '' ? null : form.image_url,
    non_returnable: form.non_returnable === '' ? null : form.non_returnable,
  };
}

export type CheckedForm = { ok: true; values: ProductValues } | { ok: false; errors: ProductErrors };

export function checkForm(form: ProductForm): CheckedForm {
  return readProductValues(valuesFromForm(form));
}

/** A scheduled medicine always needs a prescription: choosing a schedule ticks the box. */
export function withSchedule(form: ProductForm, schedule: ProductSchedule): ProductForm {
  return { ...form, schedule, rx_required: schedule === 'none' ? form.rx_required : true };
}

/**
 * A new product takes its category's default schedule and prescription flag (issue 19 §4) when
 * the admin picks the category; an existing product keeps its own.
 */
export function withCategory(
  form: ProductForm,
  category: { id: string; defaultSchedule: ProductSchedule; defaultRxRequired: boolean },
  isNew: boolean,
): ProductForm {
  if (!isNew) return { ...form, category_id: category.id };
  const scheduled = withSchedule({ ...form, category_id: category.id }, category.defaultSchedule);
  return { ...scheduled, rx_required: category.defaultRxRequired || category.defaultSchedule !== 'none' };
}

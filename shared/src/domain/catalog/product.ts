// The catalogue's product contract (issue 19 §3): which values a product may hold, checked once
// for the admin's editor (field errors as the admin types) and the admin-catalog function (which
// re-checks everything it writes). Pure: the browser and the functions' bundles both import it.
import { asBarcode } from '../barcode';
import { isRecord } from '../guards';
import { NON_RETURNABLE_KEYS, type NonReturnableReason } from '../returns';
import { saltKey } from './salt-key';

export { saltKey };

/** The products table's `schedule` enum (appwrite.json), in the order an editor offers them. */
export const PRODUCT_SCHEDULES = ['none', 'H', 'H1', 'X', 'NDPS'] as const;
export type ProductSchedule = (typeof PRODUCT_SCHEDULES)[number];

/**
 * Schedules that may be listed for information but are never sold online (research/domain.md:
 * the draft e-pharmacy rules exclude Schedule X and NDPS). place-order refuses them.
 */
export const NOT_SOLD_ONLINE_SCHEDULES: readonly ProductSchedule[] = ['X', 'NDPS'];

export function isSoldOnline(schedule: string): boolean {
  return !(NOT_SOLD_ONLINE_SCHEDULES as readonly string[]).includes(schedule);
}

export const SCHEDULE_LABELS: Record<ProductSchedule, string> = {
  none: 'No schedule (OTC)',
  H: 'Schedule H',
  H1: 'Schedule H1',
  X: 'Schedule X (not sold online)',
  NDPS: 'NDPS (not sold online)',
};

/** GST slabs a product may carry since 22 Sep 2025 (56th GST Council: the 12% and 28% slabs are gone). */
export const PRODUCT_GST_RATES = [0, 5, 18, 40] as const;

/** HSN codes have 4, 6 or 8 digits (3004 = medicaments in measured doses). */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/** The products table's `mrp`/`price` maximum (rupees). */
export const MAX_PRODUCT_PRICE = 1_000_000;

/** The barcode field's error (editor, CSV import and admin-catalog alike). */
export const BARCODE_ERROR =
  'Enter a valid barcode: the 13 digits under the bars (EAN-13), or an 8-, 12- or 14-digit code, with its check digit.';

/** Appwrite row ids (category_id). */
const ROW_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/** Every product column an admin edits (slug and salt_key are derived: productRowData). */
export interface ProductValues {
  name: string;
  salt_composition: string;
  strength: string | null;
  dosage_form: string;
  pack_size: string;
  manufacturer: string;
  /** Rupees with at most two decimals, as the table stores them. */
  mrp: number;
  price: number;
  schedule: ProductSchedule;
  rx_required: boolean;
  gst_rate: number;
  hsn: string;
  category_id: string;
  image_url: string | null;
  description: string | null;
  is_active: boolean;
  /** Issue 16 §6: a medicine (returns within 24 h) or a non-medicinal product (unopened, 7 days). */
  medicinal: boolean;
  /** Issue 16 §6: why it can never be returned (returns.ts NON_RETURNABLE_REASONS), or null. */
  non_returnable: NonReturnableReason | null;
  /**
   * Issue 33 §2: the pack's barcode as stored (asBarcode: EAN-8, EAN-13 — a UPC-A with its leading
   * zero — or GTIN-14), null for none. Absent (undefined) leaves the row's barcode as it is: a CSV
   * without the optional `barcode` column must not wipe the barcodes an earlier import set.
   */
  barcode?: string | null;
}

export type ProductField = keyof ProductValues;
export type ProductErrors = Partial<Record<ProductField, string>>;

/** Text columns: [required, max length] (appwrite.json sizes). */
const TEXT_FIELDS: Record<
  'name' | 'salt_composition' | 'strength' | 'dosage_form' | 'pack_size' | 'manufacturer' | 'description',
  [boolean, number]
> = {
  name: [true, 255],
  salt_composition: [true, 512],
  strength: [false, 128],
  dosage_form: [true, 64],
  pack_size: [true, 64],
  manufacturer: [true, 255],
  description: [false, 4000],
};

const FIELD_NAMES: Record<ProductField, string> = {
  name: 'Brand name',
  salt_composition: 'Salt composition',
  strength: 'Strength',
  dosage_form: 'Dosage form',
  pack_size: 'Pack size',
  manufacturer: 'Manufacturer',
  mrp: 'MRP',
  price: 'Price',
  schedule: 'Schedule',
  rx_required: 'Prescription required',
  gst_rate: 'GST rate',
  hsn: 'HSN code',
  category_id: 'Category',
  image_url: 'Image',
  description: 'Description',
  is_active: 'Active',
  medicinal: 'Medicine',
  non_returnable: 'Non-returnable',
  barcode: 'Barcode',
};

export function productFieldName(field: ProductField): string {
  return FIELD_NAMES[field];
}

const hasTwoDecimalsAtMost = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

function readMoney(value: unknown, label: string): { value?: number; error?: string } {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { error: `Enter the ${label} in rupees.` };
  if (value <= 0) return { error: `${label} must be more than ₹0.` };
  if (value > MAX_PRODUCT_PRICE) return { error: `${label} must be at most ₹10,00,000.` };
  if (!hasTwoDecimalsAtMost(value)) return { error: `${label} can have at most two decimals (paise).` };
  return { value };
}

/** A product image: none, or an http(s) URL (the editor stores the product_images file's view URL). */
function readImageUrl(value: unknown): { value?: string | null; error?: string } {
  if (value === null || value === undefined || value === '') return { value: null };
  if (typeof value !== 'string' || value.length > 2000) return { error: 'The image must be a link.' };
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: 'The image must be an http(s) link.' };
  } catch {
    return { error: 'The image must be a link.' };
  }
  return { value };
}

export type ReadProductResult = { ok: true; values: ProductValues } | { ok: false; errors: ProductErrors };

/**
 * Checks every column of a product (the editor's values, or a function's request body):
 * texts required and within the table's sizes, MRP > 0, 0 < price ≤ MRP (two decimals), GST rate
 * from PRODUCT_GST_RATES, HSN of 4/6/8 digits, a known schedule, and a prescription for every
 * scheduled medicine. Schedule X / NDPS pass: they may be listed, never sold (isSoldOnline).
 */
export function readProductValues(raw: unknown): ReadProductResult {
  const input = isRecord(raw) ? raw : {};
  const errors: ProductErrors = {};
  const values: Partial<Record<ProductField, unknown>> = {};

  for (const [field, [required, max]] of Object.entries(TEXT_FIELDS) as Array<
    [keyof typeof TEXT_FIELDS, [boolean, number]]
  >) {
    const value = input[field];
    const text = typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : null;
    if (text === null) errors[field] = `${FIELD_NAMES[field]} must be text.`;
    else if (required && text === '') errors[field] = `Enter the ${FIELD_NAMES[field].toLowerCase()}.`;
    else if (text.length > max) errors[field] = `${FIELD_NAMES[field]} can be at most ${max} characters.`;
    else values[field] = required ? text : text === '' ? null : text;
  }

  const mrp = readMoney(input.mrp, 'MRP');
  if (mrp.error) errors.mrp = mrp.error;
  const price = readMoney(input.price, 'Price');
  if (price.error) errors.price = price.error;
  else if (mrp.value !== undefined && price.value! > mrp.value) errors.price = 'Price cannot be more than the MRP.';
  values.mrp = mrp.value;
  values.price = price.value;

  const schedule = input.schedule;
  if (typeof schedule !== 'string' || !(PRODUCT_SCHEDULES as readonly string[]).includes(schedule))
    errors.schedule = 'Choose the schedule.';
  else values.schedule = schedule;

  if (typeof input.rx_required !== 'boolean') errors.rx_required = 'Say whether a prescription is required.';
  else if (!input.rx_required && typeof schedule === 'string' && schedule !== 'none')
    errors.rx_required = `A Schedule ${schedule} medicine always needs a prescription.`;
  else values.rx_required = input.rx_required;

  if (typeof input.gst_rate !== 'number' || !(PRODUCT_GST_RATES as readonly number[]).includes(input.gst_rate))
    errors.gst_rate = `GST rate must be one of ${PRODUCT_GST_RATES.map((rate) => `${rate}%`).join(', ')}.`;
  else values.gst_rate = input.gst_rate;

  if (typeof input.hsn !== 'string' || !HSN_PATTERN.test(input.hsn.trim()))
    errors.hsn = 'HSN code must be 4, 6 or 8 digits (3004 for medicines in measured doses).';
  else values.hsn = input.hsn.trim();

  if (typeof input.category_id !== 'string' || !ROW_ID.test(input.category_id))
    errors.category_id = 'Choose the category.';
  else values.category_id = input.category_id;

  const image = readImageUrl(input.image_url);
  if (image.error) errors.image_url = image.error;
  else values.image_url = image.value;

  if (input.is_active !== undefined && typeof input.is_active !== 'boolean')
    errors.is_active = 'Active must be yes or no.';
  else values.is_active = input.is_active ?? true;

  if (input.medicinal !== undefined && typeof input.medicinal !== 'boolean')
    errors.medicinal = 'Medicine must be yes or no.';
  else values.medicinal = input.medicinal ?? true;
  const nonReturnable = input.non_returnable ?? null;
  if (nonReturnable !== null && !(NON_RETURNABLE_KEYS as readonly unknown[]).includes(nonReturnable))
    errors.non_returnable = 'Choose why the product cannot be returned.';
  else values.non_returnable = nonReturnable;

  // Typed, scanned or imported: spaces and hyphens go, a 12-digit UPC-A gets its leading zero.
  const barcode = input.barcode;
  if (barcode === null || barcode === '' || (typeof barcode === 'string' && barcode.trim() === ''))
    values.barcode = null;
  else if (barcode !== undefined) {
    const code = typeof barcode === 'string' ? asBarcode(barcode.trim()) : null;
    if (code) values.barcode = code;
    else errors.barcode = BARCODE_ERROR;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: values as unknown as ProductValues };
}

/** "Brand name: Enter the brand name." for the first error (a function's refusal text). */
export function firstProductError(errors: ProductErrors): string {
  const field = (Object.keys(FIELD_NAMES) as ProductField[]).find((name) => errors[name]);
  return field ? `${FIELD_NAMES[field]}: ${errors[field]}` : 'The product is not valid.';
}

/** A URL slug of a product name ("Dolo 650 Tablet" → "dolo-650-tablet"), at most 200 characters. */
export function productSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 200)
      .replace(/-+$/, '') || 'product'
  );
}

/** The row data of checked values: the columns as they are plus the derived salt_key. */
export function productRowData(values: ProductValues): Record<string, unknown> {
  return { ...values, salt_key: saltKey(values.salt_composition, values.strength) };
}

/** The columns whose value differs between a row before and after a change (for the audit log). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of Object.keys(after)) {
    if (key.startsWith('$')) continue;
    const was = before[key] ?? null;
    const now = after[key] ?? null;
    if (was !== now) {
      changed.before[key] = was;
      changed.after[key] = now;
    }
  }
  return changed;
}

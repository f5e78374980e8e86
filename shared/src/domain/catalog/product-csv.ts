// The admin's bulk product CSV (issue 19 §3): the template (= the products grid's export, so an
// export can be edited and re-imported), and every line's errors. Cells are parsed with the store
// import's RFC 4180 parser (inventory-csv.ts) and every value is checked by the ONE product
// validator (product.ts readProductValues) that the editor and admin-catalog use. Pure: the
// catalogue (categories, the products the file names) is passed in.
import { CsvFormatError, parseCsv } from '../inventory-csv';
import { restoreNeutralised } from '../csv';
import {
  NOT_SOLD_ONLINE_SCHEDULES,
  isSoldOnline,
  productSlug,
  readProductValues,
  type ProductField,
  type ProductValues,
} from './product';

export { CsvFormatError, parseCsv };

/**
 * The template's columns, in order. A line with a `product_id` updates that product; a line
 * without one creates a product (its slug comes from the name). `category` is a category's id or
 * slug. `sold_online` follows the schedule (no for Schedule X and NDPS, yes otherwise) and may be
 * left empty; images are uploaded in the editor, never imported. `barcode` (issue 33 §2) is the one
 * optional column: a file without it (made before it existed) leaves the products' barcodes as they
 * are; with it, an empty cell clears one.
 */
export const PRODUCT_CSV_COLUMNS = [
  'product_id',
  'name',
  'salt_composition',
  'strength',
  'dosage_form',
  'pack_size',
  'manufacturer',
  'category',
  'mrp',
  'price',
  'gst_rate',
  'hsn',
  'schedule',
  'rx_required',
  'sold_online',
  'is_active',
  'medicinal',
  'non_returnable',
  'description',
  'barcode',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The products row column each CSV column is exported from (export-csv's PRODUCTS_GRID). */
export const PRODUCT_CSV_FIELDS: Readonly<Record<ProductCsvColumn, string>> = {
  product_id: '$id',
  name: 'name',
  salt_composition: 'salt_composition',
  strength: 'strength',
  dosage_form: 'dosage_form',
  pack_size: 'pack_size',
  manufacturer: 'manufacturer',
  category: 'category_id',
  mrp: 'mrp',
  price: 'price',
  gst_rate: 'gst_rate',
  hsn: 'hsn',
  schedule: 'schedule',
  rx_required: 'rx_required',
  sold_online: 'schedule',
  is_active: 'is_active',
  medicinal: 'medicinal',
  non_returnable: 'non_returnable',
  description: 'description',
  barcode: 'barcode',
};

/** Columns a file may leave out (readProductHeader). */
const OPTIONAL_COLUMNS: ReadonlySet<ProductCsvColumn> = new Set(['barcode']);

/** Lines one import may hold (a 2,000-line file is measured in the SDK test). */
export const MAX_PRODUCT_IMPORT_LINES = 5000;

/**
 * Two new products (brands the seed does not list) in seeded categories, so the template passes its
 * own dry run on the demo catalogue (appwrite/seed/test/seed-data.test.ts).
 */
export const PRODUCT_IMPORT_TEMPLATE = [
  PRODUCT_CSV_COLUMNS.join(','),
  ',Febrinil 500 Tablet,Paracetamol,500 mg,Tablet,strip of 10 tablets,Cipla Ltd,pain-fever,30.00,27.50,5,3004,none,no,yes,yes,yes,,Fever and mild pain.,',
  ',Azimax 500 Tablet,Azithromycin,500 mg,Tablet,strip of 3 tablets,Cipla Ltd,antibiotics,120.00,110.00,5,3004,H,yes,yes,yes,yes,,,',
].join('\r\n');

export type ProductCsvErrorKind =
  | 'missing_value'
  | 'bad_text'
  | 'bad_mrp'
  | 'bad_price'
  | 'price_above_mrp'
  | 'bad_gst_rate'
  | 'bad_hsn'
  | 'bad_schedule'
  | 'bad_flag'
  | 'rx_required'
  | 'not_sellable'
  | 'bad_value'
  | 'bad_barcode'
  | 'unknown_category'
  | 'unknown_product'
  | 'already_listed'
  | 'duplicate_in_file';

export interface ProductCsvError {
  kind: ProductCsvErrorKind;
  column: ProductCsvColumn;
  message: string;
}

export interface ProductCsvRow {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  /** `update` when the line names a product (or this file created it before: a repeated commit). */
  action: 'create' | 'update';
  /** The product the line writes: its id for an update, the id a create gets (productIdFor). */
  product_id: string;
  name: string;
  errors: ProductCsvError[];
  /** Set only when there are no errors. */
  value: ProductValues | null;
}

export interface ProductCsvCheck {
  rows: ProductCsvRow[];
  creates: number;
  updates: number;
  invalid: number;
}

export interface ProductCsvContext {
  /** Category id and slug (lower-case) → the category's id. */
  categories: ReadonlyMap<string, string>;
  /** The products the file names by product_id that exist. */
  products: ReadonlySet<string>;
  /** Slug → product id of the catalogue's products with the slugs of the file's new lines. */
  slugs: ReadonlyMap<string, string>;
  /** The id a new line's product gets (deterministic, so a repeated commit of the file rewrites the same rows). */
  newProductId(line: number): string;
}

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,3}$/;
const YES = ['yes', 'y', 'true', '1'];
const NO = ['no', 'n', 'false', '0'];
/** export-csv writes a text starting with = + - @ as '… (CSV injection; also after a separator inside it, shared/src/domain/csv.ts); the import takes it back. */
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;

/**
 * The header's column positions (-1 for an optional column the file leaves out), or why the file
 * cannot be read (every other column is required).
 */
export function readProductHeader(header: readonly string[] | undefined): Record<ProductCsvColumn, number> {
  if (!header) throw new CsvFormatError('The file is empty. Start from the template.');
  const names = header.map((name) => name.trim().toLowerCase());
  const positions = {} as Record<ProductCsvColumn, number>;
  for (const column of PRODUCT_CSV_COLUMNS) {
    const at = names.indexOf(column);
    if (at < 0 && !OPTIONAL_COLUMNS.has(column))
      throw new CsvFormatError(`The column "${column}" is missing. Start from the template.`);
    positions[column] = at;
  }
  return positions;
}

/** The CSV column an error of the validator's field belongs to. */
const COLUMN_OF: Record<ProductField, ProductCsvColumn | null> = {
  name: 'name',
  salt_composition: 'salt_composition',
  strength: 'strength',
  dosage_form: 'dosage_form',
  pack_size: 'pack_size',
  manufacturer: 'manufacturer',
  mrp: 'mrp',
  price: 'price',
  schedule: 'schedule',
  rx_required: 'rx_required',
  gst_rate: 'gst_rate',
  hsn: 'hsn',
  category_id: 'category',
  image_url: null,
  description: 'description',
  is_active: 'is_active',
  medicinal: 'medicinal',
  non_returnable: 'non_returnable',
  barcode: 'barcode',
};

const KIND_OF: Partial<Record<ProductField, ProductCsvErrorKind>> = {
  mrp: 'bad_mrp',
  price: 'bad_price',
  gst_rate: 'bad_gst_rate',
  hsn: 'bad_hsn',
  schedule: 'bad_schedule',
  rx_required: 'rx_required',
  category_id: 'unknown_category',
  is_active: 'bad_flag',
  medicinal: 'bad_flag',
  non_returnable: 'bad_value',
  barcode: 'bad_barcode',
};

interface Cells {
  cell(column: ProductCsvColumn): string;
  /** Whether the file has the column (only optional ones may be missing). */
  has(column: ProductCsvColumn): boolean;
}

/** The distinct product ids the file's lines name (what to look up in the catalogue). */
export function productCsvIds(records: readonly (readonly string[])[]): string[] {
  const at = readProductHeader(records[0]);
  return [...new Set(records.slice(1).map((r) => (r[at.product_id] ?? '').trim()))].filter(Boolean);
}

/** The slugs the file's new lines (no product_id) would get. */
export function productCsvNewSlugs(records: readonly (readonly string[])[]): string[] {
  const at = readProductHeader(records[0]);
  return [
    ...new Set(
      records
        .slice(1)
        .filter((r) => (r[at.product_id] ?? '').trim() === '' && (r[at.name] ?? '').trim() !== '')
        .map((r) => productSlug((r[at.name] ?? '').trim())),
    ),
  ];
}

function flag(text: string): boolean | null {
  const lower = text.toLowerCase();
  if (YES.includes(lower)) return true;
  if (NO.includes(lower)) return false;
  return null;
}

/** Checks one line (never stops at its first error). */
function checkLine(cells: Cells, line: number, context: ProductCsvContext): ProductCsvRow {
  const errors: ProductCsvError[] = [];
  const error = (kind: ProductCsvErrorKind, column: ProductCsvColumn, message: string) => {
    if (!errors.some((e) => e.column === column)) errors.push({ kind, column, message });
  };
  const raw: Record<string, unknown> = {};
  for (const column of [
    'name',
    'salt_composition',
    'strength',
    'dosage_form',
    'pack_size',
    'manufacturer',
    'hsn',
    'description',
  ] as const)
    raw[column] = cells.cell(column);

  for (const column of ['mrp', 'price'] as const) {
    const text = cells.cell(column);
    if (text === '') error('missing_value', column, `${column} is empty.`);
    else if (!AMOUNT.test(text))
      error(column === 'mrp' ? 'bad_mrp' : 'bad_price', column, `${column} must be an amount in rupees, like 27.50.`);
    raw[column] = AMOUNT.test(text) ? Number(text) : Number.NaN;
  }
  const gst = cells.cell('gst_rate').replace(/%$/, '');
  if (gst === '') error('missing_value', 'gst_rate', 'gst_rate is empty.');
  raw.gst_rate = WHOLE.test(gst) ? Number(gst) : Number.NaN;

  const schedule = cells.cell('schedule');
  raw.schedule = schedule === '' ? 'none' : schedule.toUpperCase() === 'NONE' ? 'none' : schedule.toUpperCase();

  for (const column of ['rx_required', 'is_active', 'medicinal'] as const) {
    const text = cells.cell(column);
    const value = text === '' ? (column === 'rx_required' ? null : true) : flag(text);
    if (value === null)
      error(
        text === '' ? 'missing_value' : 'bad_flag',
        column,
        text === '' ? `${column} is empty (yes or no).` : `${column} must be yes or no.`,
      );
    raw[column] = value ?? undefined;
  }
  // Absent column: the product keeps its barcode (readProductValues leaves an undefined one out).
  // A spreadsheet that dropped a UPC-A's leading zero still reads back (asBarcode pads 12 digits).
  if (cells.has('barcode')) raw.barcode = cells.cell('barcode');
  const nonReturnable = cells.cell('non_returnable');
  raw.non_returnable = nonReturnable === '' ? null : nonReturnable;

  const categoryText = cells.cell('category');
  const categoryId = context.categories.get(categoryText) ?? context.categories.get(categoryText.toLowerCase());
  if (categoryText === '') error('missing_value', 'category', 'category is empty.');
  else if (!categoryId) error('unknown_category', 'category', `No category "${categoryText}" (a category id or slug).`);
  raw.category_id = categoryId ?? '';

  const checked = readProductValues(raw);
  if (!checked.ok) {
    for (const [field, message] of Object.entries(checked.errors) as Array<[ProductField, string]>) {
      const column = COLUMN_OF[field];
      if (!column) continue;
      const kind: ProductCsvErrorKind =
        field === 'price' && message.includes('more than the MRP')
          ? 'price_above_mrp'
          : (KIND_OF[field] ??
            (raw[field] === '' || raw[field] === null || raw[field] === undefined ? 'missing_value' : 'bad_text'));
      error(kind, column, message);
    }
  }

  const soldOnline = cells.cell('sold_online');
  const sold = soldOnline === '' ? null : flag(soldOnline);
  const scheduleValue = String(raw.schedule);
  if (soldOnline !== '' && sold === null) error('bad_flag', 'sold_online', 'sold_online must be yes, no or empty.');
  else if (sold === true && !isSoldOnline(scheduleValue))
    error(
      'not_sellable',
      'sold_online',
      `Schedule ${scheduleValue} medicines are listed for information only and never sold online: sold_online must be no.`,
    );
  else if (sold === false && isSoldOnline(scheduleValue))
    error(
      'bad_value',
      'sold_online',
      `Only ${NOT_SOLD_ONLINE_SCHEDULES.join(' and ')} medicines are not sold online; leave sold_online empty or yes.`,
    );

  const productId = cells.cell('product_id');
  let action: ProductCsvRow['action'] = productId ? 'update' : 'create';
  let id = productId;
  if (productId && !context.products.has(productId))
    error(
      'unknown_product',
      'product_id',
      `No catalogue product "${productId}". Leave product_id empty to add a product.`,
    );
  if (!productId) {
    id = context.newProductId(line);
    const name = cells.cell('name');
    const holder = name ? context.slugs.get(productSlug(name)) : undefined;
    // This file's own product (a repeated commit) is rewritten; anyone else's is a duplicate.
    if (holder === id) action = 'update';
    else if (holder)
      error(
        'already_listed',
        'name',
        `"${name}" is already in the catalogue (product ${holder}). Put its id in product_id to update it.`,
      );
  }
  return {
    line,
    action,
    product_id: id,
    name: cells.cell('name'),
    errors,
    value: errors.length === 0 && checked.ok ? checked.values : null,
  };
}

/** Checks every line of a parsed file (header first); duplicates are named by their first line. */
export function checkProductCsv(records: readonly (readonly string[])[], context: ProductCsvContext): ProductCsvCheck {
  const at = readProductHeader(records[0]);
  const lines = records.slice(1);
  if (lines.length === 0) throw new CsvFormatError('The file has no lines under the header.');
  if (lines.length > MAX_PRODUCT_IMPORT_LINES)
    throw new CsvFormatError(
      `The file has ${lines.length.toLocaleString('en-IN')} lines; import at most ${MAX_PRODUCT_IMPORT_LINES.toLocaleString('en-IN')} at a time.`,
    );
  const seenIds = new Map<string, number>();
  const seenSlugs = new Map<string, number>();
  const rows = lines.map((record, index) => {
    const line = index + 2;
    const cell = (column: ProductCsvColumn) => {
      const text = (record[at[column]] ?? '').trim();
      return restoreNeutralised(ESCAPED_FORMULA.test(text) ? text.slice(1) : text);
    };
    const has = (column: ProductCsvColumn) => at[column] >= 0;
    const row = checkLine({ cell, has }, line, context);
    const productId = cell('product_id');
    const key = productId ? seenIds : seenSlugs;
    const name = cell('name');
    const id = productId || (name ? productSlug(name) : '');
    if (id) {
      const earlier = key.get(id);
      if (earlier !== undefined) {
        row.errors.push({
          kind: 'duplicate_in_file',
          column: productId ? 'product_id' : 'name',
          message: productId
            ? `Product ${productId} is already on line ${earlier}.`
            : `A product named "${name}" is already on line ${earlier}.`,
        });
        row.value = null;
      } else key.set(id, line);
    }
    return row;
  });
  const invalid = rows.filter((row) => row.errors.length > 0).length;
  const valid = rows.filter((row) => row.errors.length === 0);
  return {
    rows,
    creates: valid.filter((row) => row.action === 'create').length,
    updates: valid.filter((row) => row.action === 'update').length,
    invalid,
  };
}

/** A cell of an export: booleans as yes/no, sold_online from the schedule (what the import reads back). */
export function productCsvCell(column: ProductCsvColumn, value: unknown): unknown {
  if (column === 'sold_online') return typeof value === 'string' ? (isSoldOnline(value) ? 'yes' : 'no') : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value;
}

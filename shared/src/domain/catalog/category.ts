// The catalogue's category contract (issue 19 §4): which values a category may hold, checked once
// for the admin's editor and the admin-catalog function (which re-checks everything it writes).
// Pure: the browser and the functions' bundles both import it.
import { isRecord } from '../guards';
import { PRODUCT_SCHEDULES, type ProductSchedule } from './product';

/** The categories table's `sort_order` range (appwrite.json). */
export const MAX_CATEGORY_SORT_ORDER = 100_000;

/** A URL slug: lower-case letters, digits and single hyphens ("pain-fever"). */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An MUI icon name the catalogue remote maps to a component ("Thermostat"), or none. */
export const CATEGORY_ICON_PATTERN = /^[A-Z][A-Za-z0-9]{0,63}$/;

/** Every category column an admin edits. */
export interface CategoryValues {
  name: string;
  slug: string;
  description: string | null;
  icon: string | null;
  image_url: string | null;
  sort_order: number;
  /** The schedule and prescription flag a new product of this category starts with. */
  default_schedule: ProductSchedule;
  default_rx_required: boolean;
  is_active: boolean;
}

export type CategoryField = keyof CategoryValues;
export type CategoryErrors = Partial<Record<CategoryField, string>>;

const FIELD_NAMES: Record<CategoryField, string> = {
  name: 'Name',
  slug: 'Slug',
  description: 'Description',
  icon: 'Icon',
  image_url: 'Image',
  sort_order: 'Sort order',
  default_schedule: 'Default schedule',
  default_rx_required: 'Prescription required by default',
  is_active: 'Active',
};

/** "pain & fever" → "pain-fever" (the slug the editor proposes from a name). */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 128)
    .replace(/-+$/, '');
}

function readText(value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value.trim() : undefined;
}

function isHttpLink(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export type ReadCategoryResult = { ok: true; values: CategoryValues } | { ok: false; errors: CategoryErrors };

/**
 * Checks every column of a category: name (≤ 128) and slug (lower-case words joined by hyphens,
 * ≤ 128) required; description ≤ 1024; icon an MUI icon name; image an http(s) link; sort order a
 * whole number 0–100,000; a known default schedule, and a prescription by default for every
 * scheduled one (as a product of that schedule must).
 */
export function readCategoryValues(raw: unknown): ReadCategoryResult {
  const input = isRecord(raw) ? raw : {};
  const errors: CategoryErrors = {};
  const values: Partial<Record<CategoryField, unknown>> = {};

  const name = readText(input.name);
  if (name === undefined) errors.name = 'Name must be text.';
  else if (name === '') errors.name = 'Enter the name.';
  else if (name.length > 128) errors.name = 'Name can be at most 128 characters.';
  else values.name = name;

  const slug = readText(input.slug);
  if (slug === undefined || slug === '') errors.slug = 'Enter the slug (for example pain-fever).';
  else if (slug.length > 128 || !CATEGORY_SLUG_PATTERN.test(slug))
    errors.slug = 'Use lower-case letters and digits joined by single hyphens (at most 128 characters).';
  else values.slug = slug;

  const description = readText(input.description);
  if (description === undefined) errors.description = 'Description must be text.';
  else if (description.length > 1024) errors.description = 'Description can be at most 1024 characters.';
  else values.description = description === '' ? null : description;

  const icon = readText(input.icon);
  if (icon === undefined || (icon !== '' && !CATEGORY_ICON_PATTERN.test(icon)))
    errors.icon = 'Use an icon name such as Thermostat, or leave it empty.';
  else values.icon = icon === '' ? null : icon;

  const image = readText(input.image_url);
  if (image === undefined || image.length > 2000) errors.image_url = 'The image must be a link.';
  else if (image === '') values.image_url = null;
  else {
    if (isHttpLink(image)) values.image_url = image;
    else errors.image_url = 'The image must be an http(s) link.';
  }

  const sort = input.sort_order;
  if (typeof sort !== 'number' || !Number.isInteger(sort) || sort < 0 || sort > MAX_CATEGORY_SORT_ORDER)
    errors.sort_order = 'Sort order must be a whole number from 0 to 100000.';
  else values.sort_order = sort;

  const schedule = input.default_schedule ?? 'none';
  if (typeof schedule !== 'string' || !(PRODUCT_SCHEDULES as readonly string[]).includes(schedule))
    errors.default_schedule = 'Choose the default schedule.';
  else values.default_schedule = schedule;

  const rx = input.default_rx_required ?? false;
  if (typeof rx !== 'boolean') errors.default_rx_required = 'Say whether a prescription is required by default.';
  else if (!rx && typeof schedule === 'string' && schedule !== 'none')
    errors.default_rx_required = `A Schedule ${schedule} medicine always needs a prescription.`;
  else values.default_rx_required = rx;

  if (input.is_active !== undefined && typeof input.is_active !== 'boolean')
    errors.is_active = 'Active must be yes or no.';
  else values.is_active = input.is_active ?? true;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: values as unknown as CategoryValues };
}

/** "Slug: …" for the first error (a function's refusal text). */
export function firstCategoryError(errors: CategoryErrors): string {
  const field = (Object.keys(FIELD_NAMES) as CategoryField[]).find((name) => errors[name]);
  return field ? `${FIELD_NAMES[field]}: ${errors[field]}` : 'The category is not valid.';
}

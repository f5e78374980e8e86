// The category editor's form: every column as the admin types it, turned into the values the
// shared validator checks (shared/src/domain/catalog/category.ts), as admin-catalog does on save.
import { categorySlug, readCategoryValues, type ReadCategoryResult } from '@instamg/shared/domain/catalog/category';
import { PRODUCT_SCHEDULES, type ProductSchedule } from '@instamg/shared/domain/catalog/product';

export interface CategoryForm {
  name: string;
  slug: string;
  /** False until the admin edits the slug: it follows the name. */
  slugEdited: boolean;
  description: string;
  icon: string;
  image_url: string;
  sort_order: string;
  default_schedule: ProductSchedule;
  default_rx_required: boolean;
  is_active: boolean;
}

export const EMPTY_CATEGORY_FORM: CategoryForm = {
  name: '',
  slug: '',
  slugEdited: false,
  description: '',
  icon: '',
  image_url: '',
  sort_order: '0',
  default_schedule: 'none',
  default_rx_required: false,
  is_active: true,
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function formFromCategoryRow(row: Record<string, unknown>): CategoryForm {
  const schedule = (PRODUCT_SCHEDULES as readonly unknown[]).includes(row.default_schedule)
    ? (row.default_schedule as ProductSchedule)
    : 'none';
  return {
    name: text(row.name),
    slug: text(row.slug),
    slugEdited: true,
    description: text(row.description),
    icon: text(row.icon),
    image_url: text(row.image_url),
    sort_order: typeof row.sort_order === 'number' ? String(row.sort_order) : '0',
    default_schedule: schedule,
    default_rx_required: row.default_rx_required === true,
    is_active: row.is_active !== false,
  };
}

/** A new name proposes the slug until the admin types one. */
export function withName(form: CategoryForm, name: string): CategoryForm {
  return { ...form, name, slug: form.slugEdited ? form.slug : categorySlug(name) };
}

/** A scheduled default needs a prescription by default (as the validator says): tick it. */
export function withDefaultSchedule(form: CategoryForm, schedule: ProductSchedule): CategoryForm {
  return { ...form, default_schedule: schedule, default_rx_required: schedule !== 'none' || form.default_rx_required };
}

export function checkCategoryForm(form: CategoryForm): ReadCategoryResult {
  const sort = form.sort_order.trim();
  return readCategoryValues({
    name: form.name,
    slug: form.slug,
    description: form.description,
    icon: form.icon,
    image_url: form.image_url,
    sort_order: /^\d+$/.test(sort) ? Number(sort) : Number.NaN,
    default_schedule: form.default_schedule,
    default_rx_required: form.default_rx_required,
    is_active: form.is_active,
  });
}

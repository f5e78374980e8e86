import { describe, expect, it } from 'vitest';
import {
  EMPTY_CATEGORY_FORM,
  checkCategoryForm,
  formFromCategoryRow,
  withDefaultSchedule,
  withName,
} from './category-form';

describe('category form', () => {
  it('proposes the slug from the name until the slug is edited', () => {
    const named = withName(EMPTY_CATEGORY_FORM, 'Skin & Hair');
    expect(named.slug).toBe('skin-hair');
    expect(withName({ ...named, slug: 'derma', slugEdited: true }, 'Skin care').slug).toBe('derma');
  });

  it('a scheduled default ticks the prescription flag', () => {
    expect(withDefaultSchedule(EMPTY_CATEGORY_FORM, 'H1').default_rx_required).toBe(true);
    expect(withDefaultSchedule(EMPTY_CATEGORY_FORM, 'none').default_rx_required).toBe(false);
  });

  it('typed texts become the validator values; a non-number sort order is an error', () => {
    const form = { ...withName(EMPTY_CATEGORY_FORM, 'Baby Care'), sort_order: ' 12 ' };
    const read = checkCategoryForm(form);
    expect(read.ok && [read.values.slug, read.values.sort_order, read.values.icon]).toEqual(['baby-care', 12, null]);
    const bad = checkCategoryForm({ ...form, sort_order: '1e3' });
    expect(!bad.ok && bad.errors.sort_order).toBe('Sort order must be a whole number from 0 to 100000.');
  });

  it('reads a row back, with defaults for rows written before the default columns', () => {
    const form = formFromCategoryRow({ name: 'Old', slug: 'old', sort_order: 3, is_active: false });
    expect([form.default_schedule, form.default_rx_required, form.is_active, form.sort_order]).toEqual([
      'none',
      false,
      false,
      '3',
    ]);
  });
});

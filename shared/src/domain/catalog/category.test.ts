import { describe, expect, it } from 'vitest';
import { categorySlug, firstCategoryError, readCategoryValues } from './category';

const VALID = {
  name: 'Pain & Fever',
  slug: 'pain-fever',
  description: '  Tablets and gels.  ',
  icon: 'Thermostat',
  image_url: '',
  sort_order: 10,
  default_schedule: 'H',
  default_rx_required: true,
  is_active: true,
};

describe('readCategoryValues', () => {
  it('accepts a full category, trims texts and stores empty optionals as null', () => {
    const read = readCategoryValues(VALID);
    expect(read).toEqual({
      ok: true,
      values: { ...VALID, description: 'Tablets and gels.', image_url: null },
    });
  });

  it('defaults: no schedule, no prescription, active', () => {
    const read = readCategoryValues({ name: 'Baby care', slug: 'baby-care', sort_order: 0 });
    expect(read.ok && [read.values.default_schedule, read.values.default_rx_required, read.values.is_active]).toEqual([
      'none',
      false,
      true,
    ]);
  });

  it.each([
    ['name', { name: '  ' }, 'Enter the name.'],
    ['name', { name: 'x'.repeat(129) }, 'Name can be at most 128 characters.'],
    [
      'slug',
      { slug: 'Pain Fever' },
      'Use lower-case letters and digits joined by single hyphens (at most 128 characters).',
    ],
    [
      'slug',
      { slug: 'pain--fever' },
      'Use lower-case letters and digits joined by single hyphens (at most 128 characters).',
    ],
    ['slug', { slug: '' }, 'Enter the slug (for example pain-fever).'],
    ['icon', { icon: 'thermo stat' }, 'Use an icon name such as Thermostat, or leave it empty.'],
    ['image_url', { image_url: 'javascript:alert(1)' }, 'The image must be an http(s) link.'],
    ['sort_order', { sort_order: 1.5 }, 'Sort order must be a whole number from 0 to 100000.'],
    ['sort_order', { sort_order: -1 }, 'Sort order must be a whole number from 0 to 100000.'],
    ['sort_order', { sort_order: 100_001 }, 'Sort order must be a whole number from 0 to 100000.'],
    ['default_schedule', { default_schedule: 'G' }, 'Choose the default schedule.'],
    [
      'default_rx_required',
      { default_schedule: 'H1', default_rx_required: false },
      'A Schedule H1 medicine always needs a prescription.',
    ],
    ['is_active', { is_active: 'yes' }, 'Active must be yes or no.'],
  ])('refuses a bad %s', (field, change, message) => {
    const read = readCategoryValues({ ...VALID, ...change });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors[field as keyof typeof read.errors]).toBe(message);
  });

  it('names the first error for a function refusal', () => {
    const read = readCategoryValues({ ...VALID, slug: 'A', sort_order: -1 });
    expect(!read.ok && firstCategoryError(read.errors)).toBe(
      'Slug: Use lower-case letters and digits joined by single hyphens (at most 128 characters).',
    );
  });
});

describe('categorySlug', () => {
  it('makes a slug of a name', () => {
    expect(categorySlug('Pain & Fever ')).toBe('pain-fever');
    expect(categorySlug('Skin-care (Derma)')).toBe('skin-care-derma');
  });
});

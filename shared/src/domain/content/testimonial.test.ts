import { describe, expect, it } from 'vitest';
import { firstTestimonialError, readTestimonialValues } from './testimonial';

const good = { name: 'Priya S.', city: 'Delhi', rating: 5, text: 'Medicines arrived in 20 minutes.' };

describe('readTestimonialValues', () => {
  it('accepts a complete testimonial, trimmed, with a typed rating', () => {
    expect(readTestimonialValues({ ...good, name: '  Priya S. ', rating: '4' })).toEqual({
      ok: true,
      values: { ...good, rating: 4 },
    });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(129) }, 'name'],
    [{ city: ' ' }, 'city'],
    [{ rating: 0 }, 'rating'],
    [{ rating: 6 }, 'rating'],
    [{ rating: 4.5 }, 'rating'],
    [{ rating: 'five' }, 'rating'],
    [{ text: 'Great' }, 'text'],
    [{ text: 'x'.repeat(1001) }, 'text'],
  ])('refuses %o', (change, field) => {
    const read = readTestimonialValues({ ...good, ...change });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(Object.keys(read.errors)).toEqual([field]);
  });

  it('refuses a body that is not an object', () => {
    expect(readTestimonialValues('hello').ok).toBe(false);
  });

  it('names the first problem in one line', () => {
    const read = readTestimonialValues({ ...good, city: '', text: 'short' });
    expect(read.ok || firstTestimonialError(read.errors)).toBe('City: enter the city.');
  });
});

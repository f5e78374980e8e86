import { describe, expect, it } from 'vitest';
import { formatSpan, pluralize } from './policy-format';

describe('formatSpan', () => {
  it('writes a range with a hyphen and the unit', () => {
    expect(formatSpan({ min: 5, max: 7 }, 'business days')).toBe('5-7 business days');
    expect(formatSpan({ min: 45, max: 60 }, 'minutes')).toBe('45-60 minutes');
  });

  it('writes a single value when both ends agree', () => {
    expect(formatSpan({ min: 7, max: 7 }, 'days')).toBe('7 days');
  });

  it('rejects reversed, negative or non-finite ranges', () => {
    expect(() => formatSpan({ min: 7, max: 5 }, 'days')).toThrow('formatSpan: invalid range 7-5');
    expect(() => formatSpan({ min: -1, max: 2 }, 'days')).toThrow(RangeError);
    expect(() => formatSpan({ min: 1, max: Number.NaN }, 'days')).toThrow(RangeError);
  });
});

describe('pluralize', () => {
  it('uses the singular only for one', () => {
    expect(pluralize(1, 'month')).toBe('1 month');
    expect(pluralize(3, 'month')).toBe('3 months');
    expect(pluralize(0, 'day')).toBe('0 days');
  });

  it('takes an irregular plural', () => {
    expect(pluralize(2, 'business day', 'business days')).toBe('2 business days');
  });

  it('rejects fractions and negatives', () => {
    expect(() => pluralize(1.5, 'hour')).toThrow(RangeError);
    expect(() => pluralize(-1, 'hour')).toThrow(RangeError);
  });
});

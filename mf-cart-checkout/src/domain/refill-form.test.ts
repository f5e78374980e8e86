import { describe, expect, it } from 'vitest';
import {
  defaultRefillForm,
  intervalOptions,
  refillLinesOf,
  refillRequestLines,
  runOutPreview,
  validateRefillForm,
} from './refill-form';

const items = [
  { product_id: 'p1', product_name: 'Metformin 500', quantity: 2 },
  { product_id: 'p2', product_name: 'Paracip 500', quantity: 1 },
  { product_id: 'p1', product_name: 'Metformin 500', quantity: 1 },
];

describe('the refill form', () => {
  it('one line per product, every line picked, 30 days', () => {
    const lines = refillLinesOf(items);
    expect(lines).toEqual([
      { product_id: 'p1', product_name: 'Metformin 500', quantity: 3 },
      { product_id: 'p2', product_name: 'Paracip 500', quantity: 1 },
    ]);
    expect(defaultRefillForm(lines)).toEqual({ interval_days: 30, picked: ['p1', 'p2'] });
  });

  it('offers 15/30/60/90 and the prescription’s duration', () => {
    expect(intervalOptions(null)).toEqual([15, 30, 60, 90]);
    expect(intervalOptions(45)).toEqual([15, 30, 45, 60, 90]);
    expect(intervalOptions(30)).toEqual([15, 30, 60, 90]);
  });

  it('needs a line and an offered interval', () => {
    expect(validateRefillForm({ interval_days: 30, picked: [] }, [15, 30])).toEqual({
      lines: 'Pick at least one medicine to refill.',
    });
    expect(validateRefillForm({ interval_days: 21, picked: ['p1'] }, [15, 30])).toEqual({
      interval: 'Choose how often to refill.',
    });
    expect(validateRefillForm({ interval_days: 30, picked: ['p1'] }, [15, 30])).toEqual({});
  });

  it('shows each line’s run-out and sends only the picked lines', () => {
    const lines = refillLinesOf(items);
    const values = { interval_days: 15, picked: ['p2'] };
    // Delivered 1 Dec 2026, 11:00 IST.
    expect(runOutPreview('2026-12-01T05:30:00Z', lines, values)).toEqual({
      perLine: { p1: '2026-12-16', p2: '2026-12-16' },
      refill: '2026-12-16',
    });
    expect(runOutPreview('2026-12-01T05:30:00Z', lines, { interval_days: 15, picked: [] }).refill).toBeNull();
    expect(refillRequestLines(lines, values)).toEqual([{ product_id: 'p2', quantity: 1 }]);
  });
});

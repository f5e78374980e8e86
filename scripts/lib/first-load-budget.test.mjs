import { describe, expect, it } from 'vitest';
import { budgetRows, ratchetedBudget } from './first-load-budget.mjs';

describe('first-load budget per customer route', () => {
  const budget = { goalBytes: 250_000, routes: { '/': 460_000, '/medicines': 455_000 } };

  it('is over for a route above its budget, or without one', () => {
    expect(budgetRows({ '/': 459_999, '/medicines': 455_001, '/search': 1 }, budget)).toEqual([
      { route: '/', gzipBytes: 459_999, budgetBytes: 460_000, overBudget: false },
      { route: '/medicines', gzipBytes: 455_001, budgetBytes: 455_000, overBudget: true },
      { route: '/search', gzipBytes: 1, budgetBytes: null, overBudget: true },
    ]);
  });

  it('is set to the measured value + 3 % and only ever goes down', () => {
    expect(ratchetedBudget({ '/': 400_000, '/medicines': 450_000, '/search': 100_000 }, budget)).toEqual({
      goalBytes: 250_000,
      routes: { '/': 412_000, '/medicines': 455_000, '/search': 103_000 },
    });
  });
});

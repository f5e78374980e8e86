import { describe, expect, it } from 'vitest';
import { cartAccessibleName } from './cart-label';

describe('cartAccessibleName', () => {
  it.each([
    [0, 'Cart'],
    [-3, 'Cart'],
    [Number.NaN, 'Cart'],
    [1, 'Cart, 1 item'],
    [2, 'Cart, 2 items'],
    [1000, 'Cart, 1000 items'],
  ])('%s → %j', (count, name) => {
    expect(cartAccessibleName(count)).toBe(name);
  });
});

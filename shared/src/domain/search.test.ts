import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants';
import { cartBadge, searchPath } from './search';

describe('searchPath', () => {
  it('carries the trimmed, URL-encoded term in q', () => {
    expect(searchPath('  paracetamol ')).toBe('/search?q=paracetamol');
    expect(searchPath('vitamin d3 & zinc')).toBe('/search?q=vitamin%20d3%20%26%20zinc');
    expect(searchPath('crocin/650?')).toBe('/search?q=crocin%2F650%3F');
  });

  it('goes to bare /search for a blank term', () => {
    expect(searchPath('')).toBe('/search');
    expect(searchPath('   \t')).toBe('/search');
    expect(searchPath(undefined)).toBe('/search');
  });
});

describe('cartBadge', () => {
  it('is hidden at zero or below', () => {
    expect(cartBadge(0, LIMITS.cartBadgeCapTopBar)).toBeNull();
    expect(cartBadge(-3, LIMITS.cartBadgeCapTopBar)).toBeNull();
    expect(cartBadge(Number.NaN, LIMITS.cartBadgeCapTopBar)).toBeNull();
  });

  it("shows '99+' above 99 on the top bar", () => {
    expect(cartBadge(99, LIMITS.cartBadgeCapTopBar)).toBe('99');
    expect(cartBadge(100, LIMITS.cartBadgeCapTopBar)).toBe('99+');
  });

  it("shows '9+' above 9 on the mobile bar", () => {
    expect(cartBadge(1, LIMITS.cartBadgeCapMobileBar)).toBe('1');
    expect(cartBadge(9, LIMITS.cartBadgeCapMobileBar)).toBe('9');
    expect(cartBadge(10, LIMITS.cartBadgeCapMobileBar)).toBe('9+');
  });
});

import { describe, expect, it } from 'vitest';
import { returnPathFrom, signInPathFor } from './return-path';

describe('the remembered path', () => {
  it('travels to /auth as ?from= and comes back out', () => {
    const to = signInPathFor('/profile/orders?page=2');
    expect(to).toBe('/auth?from=%2Fprofile%2Forders%3Fpage%3D2');
    expect(returnPathFrom(to.slice(to.indexOf('?')))).toBe('/profile/orders?page=2');
  });

  it('keeps a query already on a custom redirect path', () => {
    expect(signInPathFor('/checkout', '/login?mode=signup')).toBe('/login?mode=signup&from=%2Fcheckout');
  });

  it('goes to / without a remembered path, or with an off-site or auth one', () => {
    expect(returnPathFrom('')).toBe('/');
    expect(returnPathFrom('?from=%2F%2Fevil.example')).toBe('/');
    expect(returnPathFrom('?from=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnPathFrom('?from=%2Fauth%3Fmode%3Dsignup')).toBe('/');
  });
});

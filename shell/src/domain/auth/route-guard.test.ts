import { describe, expect, it } from 'vitest';
import { decideRoute, pathAfterSignIn, type RouteGuardInput } from './route-guard';

const signedInCustomer: RouteGuardInput = {
  status: 'signedIn',
  role: 'customer',
  hasStoreAccess: false,
  path: '/checkout',
};

describe('decideRoute', () => {
  it("shows the 'Verifying authentication...' spinner while loading", () => {
    expect(decideRoute({ ...signedInCustomer, status: 'loading' })).toEqual({
      kind: 'spinner',
      text: 'Verifying authentication...',
    });
  });

  it('sends signed-out visitors to /auth, remembering the path', () => {
    expect(decideRoute({ ...signedInCustomer, status: 'signedOut', path: '/orders/o1?tab=2' })).toEqual({
      kind: 'redirect',
      to: '/auth',
      rememberPath: '/orders/o1?tab=2',
    });
  });

  it('honours a custom redirect path', () => {
    expect(decideRoute({ ...signedInCustomer, status: 'signedOut', redirectTo: '/login' })).toMatchObject({
      to: '/login',
      rememberPath: '/checkout',
    });
  });

  it('allows any signed-in user when no roles are listed', () => {
    expect(decideRoute(signedInCustomer)).toEqual({ kind: 'allow' });
    expect(decideRoute({ ...signedInCustomer, allowedRoles: [] })).toEqual({ kind: 'allow' });
  });

  it('denies a role not in the list with the permission toast, to /', () => {
    expect(decideRoute({ ...signedInCustomer, path: '/admin/users', allowedRoles: ['admin'] })).toEqual({
      kind: 'redirect',
      to: '/',
      toast: {
        title: 'Access Denied',
        description: "You don't have permission to access this page",
        variant: 'destructive',
      },
    });
    expect(decideRoute({ ...signedInCustomer, role: 'admin', allowedRoles: ['admin'] })).toEqual({ kind: 'allow' });
  });

  it('denies a store route without store access with the store-panel toast, to /', () => {
    const denied = {
      kind: 'redirect',
      to: '/',
      toast: {
        title: 'Access Denied',
        description: "You don't have access to the store panel",
        variant: 'destructive',
      },
    };
    expect(decideRoute({ ...signedInCustomer, requireStoreAccess: true })).toEqual(denied);
    // Admins without a store_admins row are denied too: the table is literal.
    expect(decideRoute({ ...signedInCustomer, role: 'admin', requireStoreAccess: true })).toEqual(denied);
    expect(
      decideRoute({ ...signedInCustomer, role: 'store_staff', hasStoreAccess: true, requireStoreAccess: true }),
    ).toEqual({ kind: 'allow' });
  });

  it('checks the role before store access', () => {
    const decision = decideRoute({ ...signedInCustomer, allowedRoles: ['admin'], requireStoreAccess: true });
    expect(decision).toMatchObject({ toast: { description: "You don't have permission to access this page" } });
  });
});

describe('pathAfterSignIn', () => {
  it('returns the remembered path or /', () => {
    expect(pathAfterSignIn('/orders/o1?tab=2')).toBe('/orders/o1?tab=2');
    // The store panel's partner form sends a guest to sign in with this path (application-form.ts authPathFor).
    expect(pathAfterSignIn('/pharmacy-partner?step=bank')).toBe('/pharmacy-partner?step=bank');
    expect(pathAfterSignIn(null)).toBe('/');
    expect(pathAfterSignIn('')).toBe('/');
  });

  it('refuses off-site and auth-page destinations', () => {
    expect(pathAfterSignIn('//evil.com/x')).toBe('/');
    expect(pathAfterSignIn('/\\evil.com')).toBe('/');
    expect(pathAfterSignIn('https://evil.com')).toBe('/');
    expect(pathAfterSignIn('/auth?from=/cart')).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '@instamg/shared/mf/routes';
import { GUARDED_ROUTES, routeAccess } from './route-access';

describe('routeAccess (SPEC §2, §6)', () => {
  it('guards only routes that exist in the route table', () => {
    const paths = new Set(ROUTE_TABLE.map((route) => route.path));
    for (const path of GUARDED_ROUTES) expect(paths.has(path), path).toBe(true);
  });

  it('needs a signed-in user for the account, order and checkout routes', () => {
    for (const path of [
      '/account',
      '/profile',
      '/profile/orders',
      '/orders',
      '/profile/orders/:orderId',
      '/orders/:orderId',
      '/checkout',
    ]) {
      expect(routeAccess(path), path).toEqual({});
    }
  });

  it('needs store access for the store panel and role admin for the admin panel', () => {
    expect(routeAccess('/store/*')).toEqual({ requireStoreAccess: true });
    expect(routeAccess('/admin/*')).toEqual({ allowedRoles: ['admin'] });
  });

  it('leaves public routes open, including the partner application and the cart', () => {
    for (const path of ['/', '/auth', '/cart', '/pharmacy-partner', '/medicines', '/stores', '/search']) {
      expect(routeAccess(path), path).toBeNull();
    }
  });
});

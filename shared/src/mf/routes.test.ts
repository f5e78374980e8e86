import { readFileSync } from 'node:fs';
import { matchRoutes } from '@instamg/shared/router';
import { describe, expect, it } from 'vitest';
import { REMOTES, REMOTE_NAMES, parseRemoteModuleId } from './remotes';
import { ROUTE_TABLE, routesOwnedBy } from './routes';

const routeObjects = ROUTE_TABLE.map((route) => ({ path: route.path, owner: route.owner }));

function ownerOf(pathname: string): string | undefined {
  const matches = matchRoutes(routeObjects, pathname);
  return matches?.[0]?.route.owner;
}

describe('route ownership (SPEC §2)', () => {
  it.each([
    ['/', 'mf_catalog'],
    ['/auth', 'shell'],
    ['/medicines', 'mf_catalog'],
    ['/medicines/crocin-advance', 'mf_catalog'],
    ['/product/crocin-advance', 'mf_catalog'],
    ['/cart', 'mf_cart_checkout'],
    ['/search', 'mf_catalog'],
    ['/stores', 'mf_location'],
    ['/pharmacy-partner', 'mf_store_panel'],
    ['/upload-prescription', 'mf_cart_checkout'],
    ['/blog', 'mf_catalog'],
    ['/blog/monsoon-health-tips', 'mf_catalog'],
    ['/payment/status/txn_123', 'mf_cart_checkout'],
    ['/privacy-policy', 'shell'],
    ['/terms', 'shell'],
    ['/refund-policy', 'shell'],
    ['/shipping-policy', 'shell'],
    ['/contact', 'shell'],
    ['/faq', 'shell'],
    ['/grievance', 'shell'],
    ['/account', 'shell'],
    ['/profile', 'shell'],
    ['/profile/orders', 'shell'],
    ['/orders', 'shell'],
    ['/profile/orders/ord_1', 'mf_cart_checkout'],
    ['/orders/ord_1', 'mf_cart_checkout'],
    ['/track/abc', 'mf_cart_checkout'],
    ['/checkout', 'mf_cart_checkout'],
    ['/store/dashboard', 'mf_store_panel'],
    ['/store/orders/ord_1', 'mf_store_panel'],
    ['/store/inventory/add', 'mf_store_panel'],
    ['/store/notifications', 'mf_store_panel'],
    ['/admin', 'mf_admin'],
    ['/admin/dashboard', 'mf_admin'],
    ['/admin/inventory/edit/prod_1', 'mf_admin'],
    ['/admin/store-applications/app_1', 'mf_admin'],
  ])('%s belongs to %s', (pathname, owner) => {
    expect(ownerOf(pathname)).toBe(owner);
  });

  it('leaves unknown paths to the not-found page', () => {
    expect(ownerOf('/pharmacy')).toBeUndefined();
    expect(ownerOf('/product')).toBeUndefined();
    expect(ownerOf('/payment/status')).toBeUndefined();
  });

  it('registers each path once', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names only modules the remote table exposes, and routes every page and routes module', () => {
    const routed = new Set<string>();
    for (const route of ROUTE_TABLE) {
      if (route.owner === 'shell') continue;
      expect(parseRemoteModuleId(route.module).remote).toBe(route.owner);
      routed.add(route.module);
    }
    // Naming rule: `…Page` and `…Routes` exposes are routes; anything else (DeliverySelector,
    // OrderList, …) is a component another app places inside its own UI.
    for (const remote of REMOTE_NAMES) {
      for (const expose of Object.keys(REMOTES[remote].exposes)) {
        const id = `${remote}/${expose.slice(2)}`;
        if (/(Page|Routes)$/.test(id)) expect(routed.has(id), `${id} is in ROUTE_TABLE`).toBe(true);
      }
    }
    expect(routesOwnedBy('mf_admin').map((route) => route.path)).toEqual(['/admin/*']);
  });

  it('is mirrored exactly by docs/routes.md', () => {
    const markdown = readFileSync(new URL('../../../docs/routes.md', import.meta.url), 'utf8');
    // Cells may be padded: Prettier aligns Markdown tables.
    const documented = [...markdown.matchAll(/^\| `([^`]+)` +\| (\w+) +\|/gm)].map(
      ([, path, owner]) => `${path} ${owner}`,
    );
    expect(documented).toEqual(ROUTE_TABLE.map((route) => `${route.path} ${route.owner}`));
  });
});

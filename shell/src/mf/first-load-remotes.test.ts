import { describe, expect, it } from 'vitest';
import { DELIVERY_SELECTOR_MODULE, firstLoadRemoteModules } from './first-load-remotes';

describe('firstLoadRemoteModules', () => {
  it('warms the catalogue page of the home, list and product routes beside the delivery selector', () => {
    expect(firstLoadRemoteModules('/')).toEqual([DELIVERY_SELECTOR_MODULE, 'mf_catalog/HomePage']);
    expect(firstLoadRemoteModules('/medicines')).toEqual([DELIVERY_SELECTOR_MODULE, 'mf_catalog/MedicinesPage']);
    expect(firstLoadRemoteModules('/product/dolo-650-tablet')).toEqual([
      DELIVERY_SELECTOR_MODULE,
      'mf_catalog/ProductPage',
    ]);
  });

  it('warms only the delivery selector on a shell page or an unknown path', () => {
    expect(firstLoadRemoteModules('/terms')).toEqual([DELIVERY_SELECTOR_MODULE]);
    expect(firstLoadRemoteModules('/no-such-page')).toEqual([DELIVERY_SELECTOR_MODULE]);
  });

  it('leaves out a guarded customer route, whose guard may send the visitor elsewhere', () => {
    expect(firstLoadRemoteModules('/checkout')).toEqual([DELIVERY_SELECTOR_MODULE]);
  });

  it('warms a panel route’s remote beside the session check, and no delivery selector (its frame has none)', () => {
    expect(firstLoadRemoteModules('/admin/dashboard')).toEqual(['mf_admin/AdminRoutes']);
    expect(firstLoadRemoteModules('/store/orders/abc')).toEqual(['mf_store_panel/StorePanelRoutes']);
  });

  it('picks the route the router ranks first, as <Routes> would', () => {
    const routes = [
      { path: '/store/*', owner: 'mf_store_panel', module: 'mf_store_panel/StorePanelRoutes' },
      { path: '/pharmacy-partner', owner: 'mf_store_panel', module: 'mf_store_panel/PharmacyPartnerPage' },
      { path: '/stores', owner: 'mf_location', module: 'mf_location/StoresPage' },
      { path: '/:anything', owner: 'mf_catalog', module: 'mf_catalog/BlogPage' },
    ] as const;
    expect(firstLoadRemoteModules('/stores', routes)).toEqual([DELIVERY_SELECTOR_MODULE, 'mf_location/StoresPage']);
    expect(firstLoadRemoteModules('/other', routes)).toEqual([DELIVERY_SELECTOR_MODULE, 'mf_catalog/BlogPage']);
  });
});

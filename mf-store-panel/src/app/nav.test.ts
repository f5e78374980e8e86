import { describe, expect, it, vi } from 'vitest';
import { STORE_PANEL_ROUTES } from '../exposes/StorePanelRoutes';
import { STORE_ROLE_GRANTS, STORE_SECTIONS, type StoreRoleGrants } from '../domain/store-permissions';
import { currentSection, navItems, phoneNav, STORE_PANEL_BASE } from './nav';

const SECTIONS = [
  'Dashboard',
  'Orders',
  'Inventory',
  'Customers',
  'Analytics',
  'Settings',
  'Prescriptions',
  'Earnings',
  'Payouts',
  'Notifications',
  'Deliveries',
];

describe('the store panel route table', () => {
  it('has every SPEC §2 store-partner route under /store', () => {
    expect(STORE_PANEL_BASE).toBe('/store');
    expect(STORE_PANEL_ROUTES.map((route) => route.path)).toEqual([
      'dashboard',
      'orders',
      'orders/:orderId',
      'inventory',
      'inventory/add',
      'customers',
      'customers/:customerId',
      'analytics',
      'settings',
      'prescriptions',
      'earnings',
      'payouts',
      'notifications',
      'deliveries',
    ]);
  });

  it('gives each section exactly one navigation row, on its own path', () => {
    for (const section of STORE_SECTIONS) {
      const rows = STORE_PANEL_ROUTES.filter((route) => route.section === section && route.icon);
      expect(
        rows.map((route) => route.path),
        section,
      ).toEqual([section]);
    }
  });
});

describe('navItems', () => {
  it('shows the owner and a store admin every section, in table order, as /store links', () => {
    for (const role of ['owner', 'admin'] as const) {
      const items = navItems(STORE_PANEL_ROUTES, role);
      expect(
        items.map((item) => item.label),
        role,
      ).toEqual(SECTIONS);
      expect(
        items.map((item) => item.href),
        role,
      ).toEqual(STORE_SECTIONS.map((section) => `/store/${section}`));
    }
  });

  it('shows a manager and staff only their sections of issue 18 §8; the pharmacist flag adds Prescriptions', () => {
    expect(navItems(STORE_PANEL_ROUTES, 'manager').map((item) => item.label)).toEqual([
      'Dashboard',
      'Orders',
      'Inventory',
      'Customers',
      'Analytics',
      'Prescriptions',
      'Notifications',
      'Deliveries',
    ]);
    expect(navItems(STORE_PANEL_ROUTES, 'staff').map((item) => item.label)).toEqual([
      'Dashboard',
      'Orders',
      'Inventory',
      'Notifications',
      'Deliveries',
    ]);
    expect(navItems(STORE_PANEL_ROUTES, { role: 'staff', isPharmacist: true }).map((item) => item.label)).toEqual([
      'Dashboard',
      'Orders',
      'Inventory',
      'Prescriptions',
      'Notifications',
      'Deliveries',
    ]);
    // A rider: their deliveries only (issue 38).
    expect(navItems(STORE_PANEL_ROUTES, 'delivery').map((item) => item.label)).toEqual(['Deliveries']);
  });

  it('leaves out a section the role may not open (the grants table of issue 18 plugs in here)', () => {
    const grants: StoreRoleGrants = {
      ...STORE_ROLE_GRANTS,
      admin: STORE_ROLE_GRANTS.admin.filter((p) => p !== 'payouts.view' && p !== 'earnings.view'),
    };
    expect(navItems(STORE_PANEL_ROUTES, 'admin', grants).map((item) => item.section)).not.toContain('payouts');
    expect(navItems(STORE_PANEL_ROUTES, 'admin', grants)).toHaveLength(9);
    expect(navItems(STORE_PANEL_ROUTES, 'owner', grants)).toHaveLength(11);
  });
});

describe('phoneNav', () => {
  it('puts the everyday sections in the bar under the thumb and the rest behind More', () => {
    const nav = phoneNav(navItems(STORE_PANEL_ROUTES, 'manager'), STORE_PANEL_ROUTES);
    expect(nav.bar.map((item) => item.label)).toEqual(['Dashboard', 'Orders', 'Inventory', 'Prescriptions']);
    expect(nav.more.map((item) => item.label)).toEqual(['Customers', 'Analytics', 'Notifications', 'Deliveries']);
    // Staff open five sections: all in the bar, no More.
    expect(phoneNav(navItems(STORE_PANEL_ROUTES, 'staff'), STORE_PANEL_ROUTES)).toMatchObject({ more: [] });
    const owner = phoneNav(navItems(STORE_PANEL_ROUTES, 'owner'), STORE_PANEL_ROUTES);
    expect(owner.more.map((item) => item.label)).toEqual([
      'Customers',
      'Analytics',
      'Settings',
      'Earnings',
      'Payouts',
      'Notifications',
      'Deliveries',
    ]);
  });

  it('fills a free bar slot with the next section when a role cannot open a marked one', () => {
    const grants: StoreRoleGrants = {
      ...STORE_ROLE_GRANTS,
      manager: STORE_ROLE_GRANTS.manager.filter((p) => p !== 'inventory.view'),
    };
    const nav = phoneNav(navItems(STORE_PANEL_ROUTES, 'manager', grants), STORE_PANEL_ROUTES);
    expect(nav.bar.map((item) => item.label)).toEqual(['Dashboard', 'Orders', 'Prescriptions', 'Customers']);
    expect(nav.more).toHaveLength(3);
  });

  it('needs no More when five sections or fewer are open to the role', () => {
    const five: StoreRoleGrants = {
      ...STORE_ROLE_GRANTS,
      staff: ['dashboard.view', 'orders.view', 'prescriptions.view', 'customers.view', 'notifications.view'],
    };
    const nav = phoneNav(navItems(STORE_PANEL_ROUTES, 'staff', five), STORE_PANEL_ROUTES);
    expect(nav.bar.map((item) => item.label)).toEqual([
      'Dashboard',
      'Orders',
      'Customers',
      'Prescriptions',
      'Notifications',
    ]);
    expect(nav.more).toEqual([]);
  });
});

describe('currentSection', () => {
  const items = navItems(STORE_PANEL_ROUTES, 'owner');

  it('is the section of the page or of a page below it', () => {
    expect(currentSection('/store/orders', items)).toBe('orders');
    expect(currentSection('/store/orders/ord_123', items)).toBe('orders');
    expect(currentSection('/store/inventory/add', items)).toBe('inventory');
  });

  it('is none outside the sections, and a path that only starts like one does not count', () => {
    expect(currentSection('/store', items)).toBeNull();
    expect(currentSection('/store/ordersx', items)).toBeNull();
  });
});

describe('preloadSectionOf', () => {
  it('starts loading only the section the path opens (the most specific route)', async () => {
    const { preloadSectionOf } = await import('../exposes/StorePanelRoutes');
    const page = { default: () => null };
    const loads = { orders: vi.fn(async () => page), order: vi.fn(async () => page) };
    const routes = [
      { ...STORE_PANEL_ROUTES[1]!, lazy: loads.orders },
      { ...STORE_PANEL_ROUTES[2]!, lazy: loads.order },
    ];
    preloadSectionOf('/store/orders/abc', routes);
    expect(loads.order).toHaveBeenCalledTimes(1);
    expect(loads.orders).not.toHaveBeenCalled();
    preloadSectionOf('/store/nowhere', routes);
    preloadSectionOf('/admin/orders', routes);
    expect(loads.orders).not.toHaveBeenCalled();
  });
});

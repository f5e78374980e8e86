import { describe, expect, it } from 'vitest';
import { STORE_ADMIN_ROLES } from '@instamg/shared/domain/roles';
import {
  can,
  GRANT_SOURCES,
  STORE_PERMISSIONS,
  STORE_ROLE_GRANTS,
  STORE_SECTIONS,
  type StoreRoleGrants,
} from './store-permissions';

/** Issue 18 §8, written out by hand: which sections each member opens. */
const WHO_SEES_WHAT = {
  owner: [...STORE_SECTIONS],
  admin: [...STORE_SECTIONS],
  manager: [
    'dashboard',
    'orders',
    'inventory',
    'customers',
    'analytics',
    'prescriptions',
    'notifications',
    'deliveries',
  ],
  staff: ['dashboard', 'orders', 'inventory', 'notifications', 'deliveries'],
  // staff + the pharmacist flag (a confirmed registration): verification added
  pharmacist: ['dashboard', 'orders', 'inventory', 'prescriptions', 'notifications', 'deliveries'],
  // A rider (issue 38, ADR 0011): off the team, their deliveries only.
  delivery: ['deliveries'],
} as const;

describe('store permissions', () => {
  it('name the ten SPEC §1 store-panel sections and Deliveries (issue 38)', () => {
    expect(STORE_SECTIONS).toEqual([
      'dashboard',
      'orders',
      'inventory',
      'customers',
      'analytics',
      'settings',
      'prescriptions',
      'earnings',
      'payouts',
      'notifications',
      'deliveries',
    ]);
  });

  it('open exactly the sections of issue 18 §8 to owner, admin, manager, staff and a pharmacist', () => {
    const opens = (member: Parameters<typeof can>[0]) =>
      STORE_SECTIONS.filter((section) => can(member, `${section}.view`));
    expect({
      owner: opens('owner'),
      admin: opens('admin'),
      manager: opens('manager'),
      staff: opens('staff'),
      pharmacist: opens({ role: 'staff', isPharmacist: true }),
      delivery: opens('delivery'),
    }).toEqual(WHO_SEES_WHAT);
    // The flag adds the queue to a role that lacks it, and takes nothing away.
    expect(opens({ role: 'manager', isPharmacist: true })).toEqual(WHO_SEES_WHAT.manager);
    expect(opens({ role: 'staff', isPharmacist: false })).toEqual(WHO_SEES_WHAT.staff);
  });

  it('owner and admin hold every permission; staff neither price nor add stock nor see the day figures or the Staff tab', () => {
    for (const role of ['owner', 'admin'] as const)
      expect(
        STORE_PERMISSIONS.filter((p) => !can(role, p)),
        role,
      ).toEqual([]);
    for (const p of ['inventory.add', 'inventory.price', 'dashboard.figures', 'settings.staff'] as const)
      expect(can('staff', p), p).toBe(false);
    expect(can('manager', 'settings.staff')).toBe(false);
  });

  it('agree with the rules the rows and the functions apply (earnings, payouts, prices, day figures, staff)', () => {
    for (const [permission, roles] of Object.entries(GRANT_SOURCES))
      expect(
        STORE_ADMIN_ROLES.filter((role) => can(role, permission as keyof typeof GRANT_SOURCES)),
        permission,
      ).toEqual([...roles]);
  });

  it('follow the grants table it is given', () => {
    const grants: StoreRoleGrants = { ...STORE_ROLE_GRANTS, staff: ['orders.view'] };
    expect(can('staff', 'orders.view', grants)).toBe(true);
    expect(can('staff', 'payouts.view', grants)).toBe(false);
    expect(can('owner', 'payouts.view', grants)).toBe(true);
  });
});

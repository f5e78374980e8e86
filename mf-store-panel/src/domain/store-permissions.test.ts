import { describe, expect, it } from 'vitest';
import { STORE_ADMIN_ROLES } from '@instamg/shared/domain/roles';
import { INVENTORY_PRICE_ROLES } from '@instamg/shared/domain/inventory';
import { EARNINGS_ROLES } from '@instamg/shared/domain/settlement/earnings-access';
import { can, STORE_PERMISSIONS, STORE_ROLE_GRANTS, STORE_SECTIONS, type StoreRoleGrants } from './store-permissions';

describe('store permissions', () => {
  it('name the ten SPEC §1 store-panel sections', () => {
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
    ]);
  });

  it('grant every role every other section; staff neither add stock nor set prices nor see analytics or customers (issue 18), as the inventory function; earnings and payouts only the owner and admin', () => {
    for (const role of STORE_ADMIN_ROLES) {
      for (const permission of STORE_PERMISSIONS) {
        const staffOnlyMissing =
          role === 'staff' &&
          (permission === 'inventory.add' ||
            permission === 'inventory.price' ||
            permission === 'analytics.view' ||
            permission === 'customers.view');
        const moneyMissing =
          (permission === 'earnings.view' || permission === 'payouts.view') && role !== 'owner' && role !== 'admin';
        expect(can(role, permission), `${role} ${permission}`).toBe(!staffOnlyMissing && !moneyMissing);
      }
    }
    // The panel's grant is the earnings rows' rule (EARNINGS_ROLES).
    expect(STORE_ADMIN_ROLES.filter((role) => can(role, 'earnings.view'))).toEqual([...EARNINGS_ROLES]);
    // The panel's grant is the function's rule (INVENTORY_PRICE_ROLES).
    expect(STORE_ADMIN_ROLES.filter((role) => can(role, 'inventory.price'))).toEqual([...INVENTORY_PRICE_ROLES]);
  });

  it('follow the grants table it is given', () => {
    const grants: StoreRoleGrants = { ...STORE_ROLE_GRANTS, staff: ['orders.view'] };
    expect(can('staff', 'orders.view', grants)).toBe(true);
    expect(can('staff', 'payouts.view', grants)).toBe(false);
    expect(can('owner', 'payouts.view', grants)).toBe(true);
  });
});

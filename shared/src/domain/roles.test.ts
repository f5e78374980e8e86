import { describe, expect, it } from 'vitest';
import { deriveRole, isRole, isStoreAdminRole } from './roles';

describe('deriveRole', () => {
  it('is a customer without labels or a store_admins row', () => {
    expect(deriveRole({ labels: [], storeAdmin: null })).toEqual({ role: 'customer', hasStoreAccess: false });
  });

  it("makes an admin from the 'admin' label", () => {
    expect(deriveRole({ labels: ['admin'], storeAdmin: null })).toEqual({ role: 'admin', hasStoreAccess: false });
    expect(deriveRole({ labels: ['vip', 'admin'], storeAdmin: { role: 'staff' } })).toEqual({
      role: 'admin',
      hasStoreAccess: true,
    });
  });

  it('maps store_admins roles', () => {
    const roleOf = (role: string) => deriveRole({ labels: [], storeAdmin: { role } });
    expect(roleOf('owner')).toEqual({ role: 'store_admin', hasStoreAccess: true });
    expect(roleOf('admin')).toEqual({ role: 'store_admin', hasStoreAccess: true });
    expect(roleOf('manager')).toEqual({ role: 'store_manager', hasStoreAccess: true });
    expect(roleOf('staff')).toEqual({ role: 'store_staff', hasStoreAccess: true });
  });

  it('grants store access for any store_admins row but no store role for an unknown one', () => {
    expect(deriveRole({ labels: [], storeAdmin: { role: 'intern' } })).toEqual({
      role: 'customer',
      hasStoreAccess: true,
    });
  });

  it('falls back to customer without store access on failure', () => {
    expect(deriveRole({ labels: ['admin'], storeAdmin: { role: 'owner' }, failed: true })).toEqual({
      role: 'customer',
      hasStoreAccess: false,
    });
  });

  it('ignores a role the client put anywhere else', () => {
    // Labels other than 'admin' (and any metadata role) never grant a role.
    expect(deriveRole({ labels: ['store_admin', 'Admin'], storeAdmin: null }).role).toBe('customer');
    const input = { labels: [], storeAdmin: null, prefs: { role: 'admin' }, role: 'admin' };
    expect(deriveRole(input).role).toBe('customer');
  });
});

describe('role guards', () => {
  it('recognise the known values only', () => {
    expect(isRole('store_manager')).toBe(true);
    expect(isRole('owner')).toBe(false);
    expect(isStoreAdminRole('owner')).toBe(true);
    expect(isStoreAdminRole('store_admin')).toBe(false);
  });
});

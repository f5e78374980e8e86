import { describe, expect, it } from 'vitest';
import {
  dailyStatsReadPermissions,
  invitationReadPermissions,
  isInvitableRole,
  mayManageStaff,
  normaliseEmail,
  pharmacistStatus,
  specRoleOf,
  staffChangeRefusal,
  teamRolesOf,
  withSpecRole,
} from './store-staff';

describe('store staff rules (issue 18 §7)', () => {
  it('only the owner and store admins manage staff; a pharmacist flag alone does not', () => {
    expect(mayManageStaff(['owner'])).toBe(true);
    expect(mayManageStaff(['admin', 'pharmacist'])).toBe(true);
    for (const roles of [['manager'], ['staff'], ['staff', 'pharmacist'], ['pharmacist'], []])
      expect(mayManageStaff(roles), roles.join()).toBe(false);
  });

  it('an invitation gives admin, manager or staff, never owner', () => {
    expect(['admin', 'manager', 'staff', 'owner', 'pharmacist', 42].map(isInvitableRole)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('the owner is never changed or removed; nobody changes themself', () => {
    expect(staffChangeRefusal('me', { userId: 'o', role: 'owner' })).toBe('owner_protected');
    expect(staffChangeRefusal('me', { userId: 'me', role: 'admin' })).toBe('own_role_forbidden');
    expect(staffChangeRefusal('me', { userId: 'x', role: 'admin' })).toBeNull();
  });

  it('a role change keeps the pharmacist flag; the SPEC role is read from team roles', () => {
    expect(withSpecRole(['staff', 'pharmacist'], 'manager')).toEqual(['manager', 'pharmacist']);
    expect(specRoleOf(['pharmacist', 'manager'])).toBe('manager');
    expect(specRoleOf(['pharmacist'])).toBeNull();
  });

  it("the owner holds store_owner + admin, never Appwrite's team owner right (security round 3)", () => {
    expect(teamRolesOf('owner')).toEqual(['store_owner', 'admin']);
    expect(withSpecRole(['owner', 'pharmacist'], 'owner')).toEqual(['store_owner', 'admin', 'pharmacist']);
    expect(withSpecRole(['store_owner', 'admin'], 'manager')).toEqual(['manager']);
    expect(specRoleOf(['store_owner', 'admin'])).toBe('owner');
    expect(specRoleOf(['owner'])).toBe('owner');
    expect(mayManageStaff(teamRolesOf('owner'))).toBe(true);
  });

  it('a registration is pending until confirmed, inactive once switched off', () => {
    expect(pharmacistStatus({ confirmed_at: null, is_active: false })).toBe('pending');
    expect(pharmacistStatus({ confirmed_at: '2026-11-25T00:00:00Z', is_active: true })).toBe('confirmed');
    expect(pharmacistStatus({ confirmed_at: '2026-11-25T00:00:00Z', is_active: null })).toBe('confirmed');
    expect(pharmacistStatus({ confirmed_at: '2026-11-25T00:00:00Z', is_active: false })).toBe('inactive');
  });

  it('e-mails are compared in lower case; anything else is refused', () => {
    expect(normaliseEmail('  Meera.Iyer@Example.IN ')).toBe('meera.iyer@example.in');
    for (const bad of ['', 'no-at', 'a@b', 'a b@c.in', null, 7]) expect(normaliseEmail(bad)).toBeNull();
  });

  it('row permissions: day figures for owner, admin, manager; invitations for owner and admin', () => {
    expect(dailyStatsReadPermissions('T')).toEqual([
      'read("team:T/owner")',
      'read("team:T/admin")',
      'read("team:T/manager")',
    ]);
    expect(invitationReadPermissions('T')).toEqual(['read("team:T/owner")', 'read("team:T/admin")']);
  });
});

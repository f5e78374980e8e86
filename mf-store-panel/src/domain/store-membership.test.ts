import { describe, expect, it } from 'vitest';
import {
  chooseStore,
  isConfirmedPharmacist,
  STORE_ROLE_LABELS,
  toMemberships,
  type StoreRowData,
} from './store-membership';

const store = (id: string, name: string): StoreRowData => ({
  $id: id,
  name,
  city: 'New Delhi',
  drug_license_number: `DL-${id}`,
  gstin: '07AAAAA0000A1Z5',
});
const STORES = [
  store('dwarka', 'Dwarka Sector 6 Pharmacy'),
  store('janakpuri', 'Janakpuri C Block Chemist'),
  store('aiims', 'AIIMS Gate Medicos'),
];

describe('toMemberships', () => {
  it('joins each store_admins row with its store, sorted by store name', () => {
    const memberships = toMemberships(
      [
        { store_id: 'janakpuri', role: 'staff' },
        { store_id: 'dwarka', role: 'owner' },
      ],
      STORES,
      [],
    );
    expect(memberships).toEqual([
      {
        storeId: 'dwarka',
        storeName: 'Dwarka Sector 6 Pharmacy',
        city: 'New Delhi',
        drugLicenceNumber: 'DL-dwarka',
        gstin: '07AAAAA0000A1Z5',
        role: 'owner',
        isPharmacist: false,
      },
      {
        storeId: 'janakpuri',
        storeName: 'Janakpuri C Block Chemist',
        city: 'New Delhi',
        drugLicenceNumber: 'DL-janakpuri',
        gstin: '07AAAAA0000A1Z5',
        role: 'staff',
        isPharmacist: false,
      },
    ]);
  });

  it('leaves out a row whose store is gone or whose role is not a SPEC §3 role', () => {
    const memberships = toMemberships(
      [
        { store_id: 'closed', role: 'owner' },
        { store_id: 'aiims', role: 'superuser' },
        { store_id: 'dwarka', role: 'manager' },
      ],
      STORES,
      [],
    );
    expect(memberships.map((m) => [m.storeId, m.role])).toEqual([['dwarka', 'manager']]);
  });

  it('marks the pharmacist only at the store where an admin confirmed them and the registration is active', () => {
    const memberships = toMemberships(
      [
        { store_id: 'dwarka', role: 'staff' },
        { store_id: 'janakpuri', role: 'staff' },
        { store_id: 'aiims', role: 'staff' },
      ],
      STORES,
      [
        { store_id: 'dwarka', confirmed_at: '2026-01-05T10:00:00.000+00:00', is_active: true },
        { store_id: 'janakpuri', confirmed_at: '2026-01-05T10:00:00.000+00:00', is_active: false },
        { store_id: 'aiims', confirmed_at: null },
      ],
    );
    expect(memberships.map((m) => [m.storeId, m.isPharmacist])).toEqual([
      ['aiims', false],
      ['dwarka', true],
      ['janakpuri', false],
    ]);
  });

  it('counts a confirmed registration without is_active as active (the column defaults to true)', () => {
    expect(isConfirmedPharmacist({ store_id: 'dwarka', confirmed_at: '2026-01-05T10:00:00.000+00:00' })).toBe(true);
    expect(isConfirmedPharmacist({ store_id: 'dwarka' })).toBe(false);
  });
});

describe('chooseStore', () => {
  const memberships = toMemberships(
    [
      { store_id: 'janakpuri', role: 'staff' },
      { store_id: 'dwarka', role: 'owner' },
    ],
    STORES,
    [],
  );

  it('keeps the store this device chose last', () => {
    expect(chooseStore(memberships, 'janakpuri')?.storeId).toBe('janakpuri');
  });

  it('falls back to the first store by name when nothing was chosen or the choice is no longer theirs', () => {
    expect(chooseStore(memberships, null)?.storeId).toBe('dwarka');
    expect(chooseStore(memberships, 'aiims')?.storeId).toBe('dwarka');
  });

  it('is null without a membership', () => {
    expect(chooseStore([], 'dwarka')).toBeNull();
  });
});

describe('STORE_ROLE_LABELS', () => {
  it('names every SPEC §3 role', () => {
    expect(STORE_ROLE_LABELS).toEqual({
      owner: 'Owner',
      admin: 'Admin',
      manager: 'Manager',
      staff: 'Staff',
      delivery: 'Delivery rider',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { matchPath } from '@instamg/shared/router';
import { ADMIN_SECTIONS } from '../exposes/AdminRoutes';
import { ADMIN_NAV, adminHref, adminPhoneNav, countSuffix, countText, currentEntry } from './nav';

describe('the admin navigation', () => {
  it('reaches every admin page that is not one record (each entry is a route of AdminRoutes)', () => {
    const listPages = ADMIN_SECTIONS.map((section) => section.path).filter((path) => !path.includes(':'));
    const linked = new Set(ADMIN_NAV.map((entry) => entry.path));
    // The add forms open from their list's "Add" button.
    const fromTheirList = new Set(['inventory/add', 'stores/add']);
    expect(listPages.filter((path) => !linked.has(path) && !fromTheirList.has(path))).toEqual([]);
    for (const entry of ADMIN_NAV)
      expect(
        ADMIN_SECTIONS.some((section) => matchPath(`/admin/${section.path}`, adminHref(entry.path))),
        entry.path,
      ).toBe(true);
  });

  it('marks the entry a page is in, the most specific one', () => {
    expect(currentEntry('/admin/settings/rates')?.label).toBe('Rates');
    expect(currentEntry('/admin/settings')?.label).toBe('Settings');
    expect(currentEntry('/admin/orders/abc')?.label).toBe('Orders');
    expect(currentEntry('/admin/inventory/requests')?.label).toBe('Listing requests');
    expect(currentEntry('/admin/inventory/edit/p1')?.label).toBe('Catalogue');
    expect(currentEntry('/admin/prescriptions/pharmacists')?.label).toBe('Pharmacists');
    expect(currentEntry('/elsewhere')).toBeNull();
  });

  it('puts four entries in the phone bar and the rest behind More', () => {
    const { bar, more } = adminPhoneNav();
    expect(bar.map((entry) => entry.label)).toEqual(['Dashboard', 'Orders', 'Prescriptions', 'Stores']);
    expect(bar.length + more.length).toBe(ADMIN_NAV.length);
  });

  it('says counts in words and caps the digits', () => {
    expect(countSuffix(3, 'to review')).toBe(' (3 to review)');
    expect(countSuffix(0, 'to review')).toBe('');
    expect(countText(150)).toBe('99+');
    expect(countText(null)).toBeNull();
  });
});

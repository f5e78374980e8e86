// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import { ReadyStoreContext, type ReadyStore } from '../api/current-store';
import { STORE_ROLE_GRANTS, type StoreRoleGrants } from '../domain/store-permissions';
import type { StoreMembership } from '../domain/store-membership';
import { SectionRoute } from './SectionRoute';
import type { StorePanelRoute } from './nav';

const store: StoreMembership = {
  storeId: 'dwarka',
  storeName: 'Dwarka Care Pharmacy',
  city: 'New Delhi',
  drugLicenceNumber: 'DL-SWD-20-101021',
  gstin: '07AAAAA0000A1Z5',
  role: 'staff',
  isPharmacist: false,
};
const ready: ReadyStore = { status: 'ready', store, memberships: [store], switchTo: () => {} };

function renderRoute(route: StorePanelRoute, grants?: StoreRoleGrants) {
  return renderWithShellProviders(
    <ReadyStoreContext.Provider value={ready}>
      <SectionRoute route={route} grants={grants} />
    </ReadyStoreContext.Provider>,
  );
}

const PAYOUTS: StorePanelRoute = { path: 'payouts', section: 'payouts', label: 'Payouts', permission: 'payouts.view' };
// A section staff may open (customers are no longer theirs: issue 18 §3, §8).
const NOTIFICATIONS: StorePanelRoute = {
  path: 'notifications',
  section: 'notifications',
  label: 'Notifications',
  permission: 'notifications.view',
};

afterEach(cleanup);

describe('SectionRoute', () => {
  it('shows a section whose page has not landed as not available yet, under its own heading', () => {
    const view = renderRoute(NOTIFICATIONS);
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Notifications');
    expect(view.getByText('Notifications: not available yet')).toBeTruthy();
  });

  it('loads a built page', async () => {
    const view = renderRoute({ ...NOTIFICATIONS, lazy: async () => ({ default: () => <p>Notification list</p> }) });
    expect(await view.findByText('Notification list')).toBeTruthy();
  });

  it('gives a section’s own refusal when it has one: staff do not see earnings (issue 18 §8)', () => {
    const view = renderRoute({
      path: 'earnings',
      section: 'earnings',
      label: 'Earnings',
      permission: 'earnings.view',
      deniedMessage: 'Only the owner or a store admin can see earnings.',
      lazy: async () => ({ default: () => <p>Earnings figures</p> }),
    });
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Earnings');
    expect(view.getByText('Only the owner or a store admin can see earnings.')).toBeTruthy();
    expect(view.queryByText('Earnings figures')).toBeNull();
  });

  it('tells a member whose role may not open the section so, naming the role and the store', () => {
    const grants: StoreRoleGrants = {
      ...STORE_ROLE_GRANTS,
      staff: STORE_ROLE_GRANTS.staff.filter((p) => p !== 'payouts.view'),
    };
    const view = renderRoute({ ...PAYOUTS, lazy: async () => ({ default: () => <p>Payout statements</p> }) }, grants);
    expect(view.getByText('Payouts is not open to your role')).toBeTruthy();
    expect(view.getByText(/As Staff at Dwarka Care Pharmacy you cannot open this section/)).toBeTruthy();
    expect(view.queryByText('Payout statements')).toBeNull();
  });
});

// The account area's tabs (SPEC §2: /account, /profile, /profile/orders and /orders all show the
// profile or orders view; "profileActiveTab" in session storage picks the tab to open).

export const ACCOUNT_TABS = ['profile', 'orders', 'addresses', 'prescriptions', 'security'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const ACCOUNT_TAB_LABELS: Readonly<Record<AccountTab, string>> = {
  profile: 'Profile',
  orders: 'Orders',
  addresses: 'Addresses',
  prescriptions: 'Prescriptions',
  security: 'Security',
};

const ORDERS_PATHS = new Set(['/orders', '/profile/orders']);

export function isAccountTab(value: unknown): value is AccountTab {
  return typeof value === 'string' && (ACCOUNT_TABS as readonly string[]).includes(value);
}

/** The orders paths open Orders; otherwise the stored tab if it names one; otherwise Profile. */
export function initialAccountTab(pathname: string, storedTab: string | null): AccountTab {
  if (ORDERS_PATHS.has(pathname)) return 'orders';
  const stored = storedTab?.trim().toLowerCase();
  return isAccountTab(stored) ? stored : 'profile';
}

/** The path a tab lives at, so the address bar and the back button follow the tabs. */
export function accountTabPath(tab: AccountTab): string {
  return tab === 'orders' ? '/profile/orders' : '/profile';
}

// The account area's tabs (SPEC §2: /account, /profile, /profile/orders and /orders all show the
// profile or orders view; "profileActiveTab" in session storage picks the tab /account and /profile
// open). Every tab also has its own URL (/account/addresses …) so it can be linked and Back works.

export const ACCOUNT_TABS = [
  'profile',
  'orders',
  'addresses',
  'prescriptions',
  'refills',
  'security',
  'privacy',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const ACCOUNT_TAB_LABELS: Readonly<Record<AccountTab, string>> = {
  profile: 'Profile',
  orders: 'Orders',
  addresses: 'Addresses',
  prescriptions: 'Prescriptions',
  refills: 'Refills',
  security: 'Security',
  privacy: 'Privacy',
};

const ORDERS_PATHS = new Set(['/orders', '/profile/orders']);

export function isAccountTab(value: unknown): value is AccountTab {
  return typeof value === 'string' && (ACCOUNT_TABS as readonly string[]).includes(value);
}

/** The orders paths open Orders; otherwise the stored tab if it names one; otherwise Profile. */
export function initialAccountTab(pathname: string, storedTab: string | null): AccountTab {
  const named = tabFromPath(pathname);
  if (named) return named;
  const stored = storedTab?.trim().toLowerCase();
  return isAccountTab(stored) ? stored : 'profile';
}

const TAB_PATHS: Readonly<Record<AccountTab, string>> = {
  profile: '/account/profile',
  orders: '/profile/orders',
  addresses: '/account/addresses',
  prescriptions: '/account/prescriptions',
  refills: '/account/refills',
  security: '/account/security',
  privacy: '/account/privacy',
};

/** The path a tab lives at, so the address bar and the back button follow the tabs. */
export function accountTabPath(tab: AccountTab): string {
  return TAB_PATHS[tab];
}

/** The tab a path names, or null for /account and /profile (they open the stored tab). */
export function tabFromPath(pathname: string): AccountTab | null {
  if (ORDERS_PATHS.has(pathname)) return 'orders';
  return ACCOUNT_TABS.find((tab) => TAB_PATHS[tab] === pathname) ?? null;
}

/** Where "Add address" may send the user back to: an in-app path only (never another site). */
export function safeReturnPath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}

// The admin console's navigation (issue 33 §1, Shopify admin style): every admin page that is not
// one record's detail, in groups, each linked to its route in exposes/AdminRoutes.tsx (a test
// keeps them in step). On a phone the most used sit in a bottom bar and the rest behind "More".

/** Where the shell mounts the admin console (SPEC §2 `/admin/*`). */
export const ADMIN_BASE = '/admin';

/** The dashboard queue tiles whose counts an entry shows (dashboard/domain/dashboard.ts QUEUE_TILES). */
export type AdminCountId = 'awaiting_acceptance' | 'applications_submitted' | 'rx_waiting';

export interface AdminNavEntry {
  /** Relative to /admin, a path of ADMIN_SECTIONS. */
  path: string;
  label: string;
  group: AdminNavGroup;
  /** A count beside the label, with the word a screen reader hears after it ("3 waiting"). */
  count?: { id: AdminCountId; word: string };
  onPhoneBar?: boolean;
}

export type AdminNavGroup = 'Overview' | 'Orders' | 'Catalogue' | 'Partners' | 'People' | 'Platform';

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { path: 'dashboard', label: 'Dashboard', group: 'Overview', onPhoneBar: true },
  { path: 'analytics', label: 'Analytics', group: 'Overview' },
  { path: 'analytics/delivery-times', label: 'Delivery times', group: 'Overview' },
  {
    path: 'orders',
    label: 'Orders',
    group: 'Orders',
    count: { id: 'awaiting_acceptance', word: 'waiting for a store' },
    onPhoneBar: true,
  },
  {
    path: 'prescriptions',
    label: 'Prescriptions',
    group: 'Orders',
    count: { id: 'rx_waiting', word: 'waiting for review' },
    onPhoneBar: true,
  },
  { path: 'inventory', label: 'Catalogue', group: 'Catalogue' },
  { path: 'inventory/requests', label: 'Listing requests', group: 'Catalogue' },
  { path: 'categories', label: 'Categories', group: 'Catalogue' },
  { path: 'stores', label: 'Stores', group: 'Partners', onPhoneBar: true },
  {
    path: 'store-applications',
    label: 'Store applications',
    group: 'Partners',
    count: { id: 'applications_submitted', word: 'to review' },
  },
  { path: 'prescriptions/pharmacists', label: 'Pharmacists', group: 'Partners' },
  { path: 'ratings', label: 'Store ratings', group: 'Partners' },
  { path: 'users', label: 'Users', group: 'People' },
  { path: 'testimonials', label: 'Testimonials', group: 'People' },
  { path: 'grievances', label: 'Grievances', group: 'People' },
  { path: 'data-requests', label: 'Data requests', group: 'People' },
  { path: 'settings', label: 'Settings', group: 'Platform' },
  { path: 'settings/rates', label: 'Rates', group: 'Platform' },
  { path: 'settings/audit-log', label: 'Audit log', group: 'Platform' },
  { path: 'profile', label: 'Your profile', group: 'Platform' },
];

export const adminHref = (path: string): string => `${ADMIN_BASE}/${path}`;

/**
 * The entry a path is in: the longest entry path it is or lies below (/admin/settings/rates is
 * Rates, /admin/settings is Settings, /admin/orders/abc is Orders). Tab paths of the same page
 * (settings/rates) are their own entries, so they are matched exactly, not as a prefix of others.
 */
export function currentEntry(pathname: string, entries: readonly AdminNavEntry[] = ADMIN_NAV): AdminNavEntry | null {
  let best: AdminNavEntry | null = null;
  for (const entry of entries) {
    const href = adminHref(entry.path);
    if ((pathname === href || pathname.startsWith(`${href}/`)) && (!best || entry.path.length > best.path.length))
      best = entry;
  }
  return best;
}

/** How many entries sit in the phone's bottom bar beside "More". */
export const ADMIN_PHONE_BAR_SLOTS = 4;

export function adminPhoneNav(entries: readonly AdminNavEntry[] = ADMIN_NAV): {
  bar: AdminNavEntry[];
  more: AdminNavEntry[];
} {
  const bar = entries.filter((entry) => entry.onPhoneBar).slice(0, ADMIN_PHONE_BAR_SLOTS);
  return { bar, more: entries.filter((entry) => !bar.includes(entry)) };
}

/** " (3 to review)" for screen readers after an entry's label; nothing at zero or unknown. */
export function countSuffix(count: number | null | undefined, word: string): string {
  return count && count > 0 ? ` (${count} ${word})` : '';
}

/** The digits on the entry: capped so the navigation stays narrow. */
export function countText(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

// The store panel's navigation, drawn from its route table (exposes/StorePanelRoutes.tsx): one
// entry per section the member's role may open (domain/store-permissions.ts), and on a phone the
// sections used all day in a bottom bar under the thumb, the rest behind "More".
import type { ComponentType } from 'react';
import type { StoreAdminRole } from '@instamg/shared/domain/roles';
import { ROUTE_TABLE } from '@instamg/shared/mf/routes';
import {
  can,
  STORE_ROLE_GRANTS,
  type StoreMember,
  type StorePermission,
  type StoreRoleGrants,
  type StoreSection,
} from '../domain/store-permissions';

/** A page module: its default export is the page. */
export type PageModule = { default: ComponentType };

/** One row of the route table. */
export interface StorePanelRoute {
  /** Relative to the panel's mount, as SPEC §2 writes it after /store/. */
  path: string;
  section: StoreSection;
  label: string;
  permission: StorePermission;
  /** The built page; absent while its issue has not landed (the section shows "not available yet"). */
  lazy?: () => Promise<PageModule>;
  /** Present on the one row per section that the navigation shows. */
  icon?: ComponentType;
  /** In the phone's bottom bar rather than behind "More". */
  onPhoneBar?: boolean;
  /** What a role that may not open the section reads instead of the general refusal. */
  deniedMessage?: string;
}

export interface NavItem {
  section: StoreSection;
  label: string;
  href: string;
  icon: ComponentType;
}

/** Where the shell mounts the panel: its `/store/*` row in the route table (SPEC §2). */
export const STORE_PANEL_BASE = (() => {
  const row = ROUTE_TABLE.find((route) => route.owner === 'mf_store_panel' && route.path.endsWith('/*'));
  if (!row) throw new Error('The route table has no store panel prefix');
  return row.path.slice(0, -2);
})();

export const storePanelHref = (path: string): string => `${STORE_PANEL_BASE}/${path}`;

/** How many sections fit the phone bar beside "More" (five targets across 390 px). */
export const PHONE_BAR_SLOTS = 4;

/** The sections a member (a role, and the pharmacist flag) may open, in route-table order. */
export function navItems(
  routes: readonly StorePanelRoute[],
  role: StoreAdminRole | StoreMember,
  grants: StoreRoleGrants = STORE_ROLE_GRANTS,
): NavItem[] {
  return routes.flatMap((route) =>
    route.icon && can(role, route.permission, grants)
      ? [{ section: route.section, label: route.label, href: storePanelHref(route.path), icon: route.icon }]
      : [],
  );
}

export interface PhoneNav {
  bar: NavItem[];
  /** Behind the bar's "More"; empty when everything fits the bar. */
  more: NavItem[];
}

/**
 * The phone bar holds the sections marked for it (up to four) and "More" the rest; when a role
 * sees five sections or fewer, all of them sit in the bar and there is no "More".
 */
export function phoneNav(items: readonly NavItem[], routes: readonly StorePanelRoute[]): PhoneNav {
  if (items.length <= PHONE_BAR_SLOTS + 1) return { bar: [...items], more: [] };
  const marked = new Set(routes.filter((route) => route.icon && route.onPhoneBar).map((route) => route.section));
  const bar = [
    ...items.filter((item) => marked.has(item.section)),
    ...items.filter((item) => !marked.has(item.section)),
  ].slice(0, PHONE_BAR_SLOTS);
  return { bar, more: items.filter((item) => !bar.includes(item)) };
}

/** The section a path is in: its own page or one below it (/store/orders/123 is in Orders). */
export function currentSection(pathname: string, items: readonly NavItem[]): StoreSection | null {
  return items.find((item) => pathname === item.href || pathname.startsWith(`${item.href}/`))?.section ?? null;
}

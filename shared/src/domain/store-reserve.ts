// Issue 40 §6 "No jumps": the selected store lives in device storage, so server HTML is rendered
// as if none were chosen; a returning customer's page then grew by the pharmacy strip and swapped
// catalogue prices for the store's after hydration (CLS 0.12 on a slow phone). A tiny inline
// script in the shell's <head> (shellRsbuildConfig) marks <html> before the first paint when a
// store is stored, and these rules, in the same <head>, then
//  - reserve the strip's height (measured on the last visit at this width, else a default), and
//  - hide the prices and Add buttons rendered without the store's offer, keeping their space,
// so the customer sees one price, the store's, from the first paint. The app keeps the mark in
// step with later selections (markStoredStore).
import { STORAGE_KEYS } from '../constants';

/** api/selected-store.ts's AREA_UNSERVICEABLE_KEY (not imported: this module is also read by the build config; a test keeps them equal). */
export const AREA_UNSERVICEABLE_SESSION_KEY = 'instamg-area-unserviceable';

/** On <html> while a store is selected (or stored, before the app has started). */
export const STORED_STORE_ATTRIBUTE = 'data-stored-store';
/**
 * On <html> on a first visit (nothing stored) when the device location is already allowed: the
 * delivery selector will locate and pick the nearest store without a tap, so the page keeps the
 * strip's space and hides the catalogue prices until it has (or has found none). The customer who
 * met the CLS 0.12 / ₹28.22 → ₹28.17 jump of issue 40 §6 was this one, not a returning one.
 */
export const STORE_PENDING_ATTRIBUTE = 'data-store-pending';
/** The pharmacy strip's last measured height, set on <html> by the boot script. */
export const STRIP_HEIGHT_VAR = '--instamg-strip-height';
/** Marks a price or action rendered without the selected store's offer (hidden while one is selected). */
export const OFFER_PENDING_ATTRIBUTE = 'data-offer-pending';
/** Marks space kept only while a store is selected (e.g. the strip's slot, an availability line). */
export const STORE_RESERVE_ATTRIBUTE = 'data-store-reserve';

/** The strip's height before any measurement (one row on desktop; two at 390 px, as measured). */
export const DEFAULT_STRIP_HEIGHT_PX = { phone: 57, desktop: 33 } as const;

export interface StripHeight {
  /** window.innerWidth when measured: the strip wraps differently at another width. */
  width: number;
  height: number;
}

export function parseStripHeight(raw: string | null): StripHeight | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { width, height } = value as Record<string, unknown>;
    if (typeof width !== 'number' || typeof height !== 'number') return null;
    if (!(width > 0) || !(height > 0) || height > 400) return null;
    return { width, height };
  } catch {
    return null;
  }
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** Saves the rendered strip's height for the next visit's boot script (storage errors ignored). */
export function rememberStripHeight(storage: Storage | null | undefined, measured: StripHeight): void {
  try {
    const known = parseStripHeight(storage?.getItem(STORAGE_KEYS.pharmacyStripHeight) ?? null);
    if (known && known.width === measured.width && known.height === measured.height) return;
    storage?.setItem(STORAGE_KEYS.pharmacyStripHeight, JSON.stringify(measured));
  } catch {
    // Private mode or a full quota: the next visit reserves the default height.
  }
}

/** Keeps <html>'s mark in step with the selection (a cleared selection frees the reserved space). */
export function markStoredStore(root: Element | null | undefined, selected: boolean): void {
  root?.toggleAttribute(STORED_STORE_ATTRIBUTE, selected);
  settleStorePending(root);
}

/** Set by settleStorePending, read by the boot script's late permission answer. */
const SETTLED_GLOBAL = '__instamgStoreSettled';

/**
 * The first visit's location has an outcome (a store, none within 5 km, or no location at all):
 * the pending mark goes, and a permission answer arriving later does not set it again.
 */
export function settleStorePending(root: Element | null | undefined): void {
  (globalThis as Record<string, unknown>)[SETTLED_GLOBAL] = true;
  root?.removeAttribute(STORE_PENDING_ATTRIBUTE);
}

/**
 * The inline <head> script: marks <html> when device storage holds a store, and sets the strip
 * height measured at this width. Plain ES5, no dependencies; any error leaves the page unmarked
 * (it then renders as before, with the jump).
 */
export function storeReserveBootScript(): string {
  const store = JSON.stringify(STORAGE_KEYS.selectedStore);
  const strip = JSON.stringify(STORAGE_KEYS.pharmacyStripHeight);
  const coordinates = JSON.stringify(STORAGE_KEYS.coordinates);
  const unserviceable = JSON.stringify(AREA_UNSERVICEABLE_SESSION_KEY);
  // Nothing stored: on a first visit in this tab (no session coordinates, not known to be
  // unserviceable) with the location already allowed, mark it pending (the permission answer is a
  // promise: it is back long before the bundles, usually before the first paint of a long page).
  const pending =
    `if(!sessionStorage.getItem(${coordinates})&&!sessionStorage.getItem(${unserviceable})&&navigator.permissions)` +
    `navigator.permissions.query({name:'geolocation'}).then(function(p){` +
    `if(p.state==='granted'&&!window.${SETTLED_GLOBAL}&&!localStorage.getItem(${store}))` +
    `d.setAttribute(${JSON.stringify(STORE_PENDING_ATTRIBUTE)},'')},function(){});`;
  return (
    `(function(){try{var d=document.documentElement;var s=JSON.parse(localStorage.getItem(${store})||'null');` +
    `if(!s||typeof s.id!=='string'){${pending}}else d.setAttribute(${JSON.stringify(STORED_STORE_ATTRIBUTE)},'');` +
    `var h=JSON.parse(localStorage.getItem(${strip})||'null');` +
    `if(h&&h.width===innerWidth&&h.height>0&&h.height<=400)d.style.setProperty(${JSON.stringify(STRIP_HEIGHT_VAR)},h.height+'px')` +
    `}catch(e){}})()`
  );
}

/** The rules the mark switches (in <head>, so they apply to the first paint of server HTML). */
export function storeReserveStyles(): string {
  const unmarked = `html:not([${STORED_STORE_ATTRIBUTE}]):not([${STORE_PENDING_ATTRIBUTE}])`;
  const marked = [STORED_STORE_ATTRIBUTE, STORE_PENDING_ATTRIBUTE].map(
    (a) => `html[${a}] [${OFFER_PENDING_ATTRIBUTE}]`,
  );
  return (
    `${unmarked} [${STORE_RESERVE_ATTRIBUTE}]{display:none}` +
    `[${STORE_RESERVE_ATTRIBUTE}]{visibility:hidden}` +
    `${marked.join(',')}{visibility:hidden}`
  );
}

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

/** On <html> while a store is selected (or stored, before the app has started). */
export const STORED_STORE_ATTRIBUTE = 'data-stored-store';
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
}

/**
 * The inline <head> script: marks <html> when device storage holds a store, and sets the strip
 * height measured at this width. Plain ES5, no dependencies; any error leaves the page unmarked
 * (it then renders as before, with the jump).
 */
export function storeReserveBootScript(): string {
  const store = JSON.stringify(STORAGE_KEYS.selectedStore);
  const strip = JSON.stringify(STORAGE_KEYS.pharmacyStripHeight);
  return (
    `(function(){try{var s=JSON.parse(localStorage.getItem(${store})||'null');` +
    `if(!s||typeof s.id!=='string')return;var d=document.documentElement;` +
    `d.setAttribute(${JSON.stringify(STORED_STORE_ATTRIBUTE)},'');` +
    `var h=JSON.parse(localStorage.getItem(${strip})||'null');` +
    `if(h&&h.width===innerWidth&&h.height>0&&h.height<=400)d.style.setProperty(${JSON.stringify(STRIP_HEIGHT_VAR)},h.height+'px')` +
    `}catch(e){}})()`
  );
}

/** The rules the mark switches (in <head>, so they apply to the first paint of server HTML). */
export function storeReserveStyles(): string {
  const marked = `html[${STORED_STORE_ATTRIBUTE}]`;
  return (
    `html:not([${STORED_STORE_ATTRIBUTE}]) [${STORE_RESERVE_ATTRIBUTE}]{display:none}` +
    `[${STORE_RESERVE_ATTRIBUTE}]{visibility:hidden}` +
    `${marked} [${OFFER_PENDING_ATTRIBUTE}]{visibility:hidden}`
  );
}

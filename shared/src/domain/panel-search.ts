// The panels' search box (issue 33 §2): what a person typed, as the thing it most likely names (an
// order number, a phone number, a product's barcode or words), the results grouped by kind in one fixed order, and the
// words of an empty result. Pure: the store panel and the admin console each run their own queries.
import { asBarcode } from './barcode';
import { parseOrderNumber } from './order-number';

/** Fewest characters of words worth a search (a fulltext index ignores shorter words anyway). */
export const MIN_SEARCH_TEXT = 2;
/** Longest text the box sends (Appwrite's query values are short). */
export const MAX_SEARCH_TEXT = 64;
/** How long typing must pause before the box searches. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Results of one kind the box shows at most. */
export const RESULTS_PER_KIND = 5;

export type PanelSearchTerm =
  | { kind: 'empty' }
  /** Too short to search ('a'). */
  | { kind: 'short'; text: string }
  /** `IMG-2026-000123` (case, spaces and leading zeros do not matter). */
  | { kind: 'order'; orderNumber: string }
  /** An Indian mobile number, as stored: `+91` and 10 digits. */
  | { kind: 'phone'; phone: string }
  /** A product's barcode (EAN-8, UPC-A, EAN-13, GTIN-14 with a valid check digit), as stored. */
  | { kind: 'barcode'; barcode: string }
  /** Anything else: a name, a salt, a GSTIN, a licence number. */
  | { kind: 'text'; text: string };

/**
 * An Indian mobile number as people type it — `98765 43210`, `+91 98765-43210`, `09876543210`,
 * `919876543210` — as stored (`+919876543210`), or null when it is not one.
 */
export function parseIndianMobile(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\+?[\d\s\-()]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const national =
    digits.length === 10
      ? digits
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits.length === 12 && digits.startsWith('91')
          ? digits.slice(2)
          : null;
  return national && /^[6-9]\d{9}$/.test(national) ? `+91${national}` : null;
}

/** What the search box holds, as what it names. */
export function classifySearch(input: string): PanelSearchTerm {
  const text = input.trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_TEXT);
  if (text === '') return { kind: 'empty' };
  const orderNumber = parseOrderNumber(text.replace(/\s/g, ''));
  if (orderNumber) return { kind: 'order', orderNumber };
  const phone = parseIndianMobile(text);
  if (phone) return { kind: 'phone', phone };
  // After the phone: a 12-digit `91…` mobile is a phone even when its last digit happens to check.
  const barcode = asBarcode(text);
  if (barcode) return { kind: 'barcode', barcode };
  if (text.length < MIN_SEARCH_TEXT) return { kind: 'short', text };
  return { kind: 'text', text };
}

/** The same term, as one string (a query key). */
export function searchTermKey(term: PanelSearchTerm): string {
  switch (term.kind) {
    case 'empty':
      return '';
    case 'short':
    case 'text':
      return `${term.kind}:${term.text.toLowerCase()}`;
    case 'order':
      return `order:${term.orderNumber}`;
    case 'phone':
      return `phone:${term.phone}`;
    case 'barcode':
      return `barcode:${term.barcode}`;
  }
}

/**
 * A GSTIN as people type it (15 characters: state code, PAN, entity, `Z`, check), upper-cased, or
 * null. The check character is not verified: a wrong one simply finds no store.
 */
export function parseGstin(text: string): string | null {
  const value = text.replace(/\s/g, '').toUpperCase();
  return /^\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]$/.test(value) ? value : null;
}

/** Most words of a term that must all appear in a match. */
export const MAX_SEARCH_WORDS = 5;

/**
 * The words every match must contain. A fulltext search matches any one word (Appwrite's boolean
 * mode ORs them) in row order, so "Apollo Pharmacy Dwarka" would list the first five pharmacies; the
 * panels add a substring condition per word, so a match has them all. Words are what a fulltext
 * index keeps (letters and digits), lower-cased, each once.
 */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

export type SearchResultKind = 'order' | 'product' | 'store';

/** One thing the box found, ready to show and open. */
export interface SearchResult {
  kind: SearchResultKind;
  /** Unique within its kind (the row id). */
  id: string;
  /** What it is called: the order number, the product's name, the store's name. */
  title: string;
  /** One line under the title (status and total; salt; city and licence). */
  detail?: string;
  /** The panel page it opens. */
  href: string;
}

/** Each kind's heading, in the order the groups are shown. */
export const SEARCH_KIND_HEADINGS: Readonly<Record<SearchResultKind, string>> = {
  order: 'Orders',
  product: 'Products',
  store: 'Stores',
};
const KIND_ORDER = Object.keys(SEARCH_KIND_HEADINGS) as SearchResultKind[];

export interface SearchResultGroup {
  kind: SearchResultKind;
  heading: string;
  results: SearchResult[];
}

/**
 * The results in groups of one kind each (orders, then products, then stores), each in the order
 * found, a result found twice (by name and by salt) once, at most `perKind` a group; no empty groups.
 */
export function groupSearchResults(
  results: readonly SearchResult[],
  perKind: number = RESULTS_PER_KIND,
): SearchResultGroup[] {
  return KIND_ORDER.map((kind) => {
    const seen = new Set<string>();
    const mine = results.filter((r) => r.kind === kind && !seen.has(r.id) && seen.add(r.id)).slice(0, perKind);
    return { kind, heading: SEARCH_KIND_HEADINGS[kind], results: mine };
  }).filter((group) => group.results.length > 0);
}

/** The results in the order the box lists them (arrow keys walk this list). */
export function flattenGroups(groups: readonly SearchResultGroup[]): SearchResult[] {
  return groups.flatMap((group) => group.results);
}

/** Whose search it is: one store's panel (its own orders and stock) or the admin console (everything). */
export type SearchScope = 'store' | 'admin';

/** What the box says when a term found nothing (or cannot be searched in this panel). */
export function emptySearchMessage(term: PanelSearchTerm, scope: SearchScope): string {
  switch (term.kind) {
    case 'empty':
      return scope === 'store'
        ? 'Type an order number (IMG-…) or a product’s name, salt or barcode.'
        : 'Type an order number (IMG-…), a customer’s phone or name, a product’s name, salt or barcode, or a store’s name, GSTIN or licence.';
    case 'short':
      return 'Type at least 2 characters.';
    case 'order':
      return scope === 'store' ? `No order ${term.orderNumber} in this store.` : `No order ${term.orderNumber}.`;
    case 'phone':
      // The store panel never looks customers up by phone (issue 16: a store sees a customer's
      // phone only on their active orders with it).
      return scope === 'store'
        ? 'Search orders by their number (IMG-…); the panel does not look customers up by phone.'
        : `No orders for ${term.phone}.`;
    case 'barcode':
      return scope === 'store'
        ? `No product in this store has the barcode ${term.barcode}.`
        : `No product has the barcode ${term.barcode}.`;
    case 'text':
      return scope === 'store' ? `No product in this store matches “${term.text}”.` : `Nothing matches “${term.text}”.`;
  }
}

/** The box's placeholder. */
export function searchPlaceholder(scope: SearchScope): string {
  return scope === 'store' ? 'Order number or product' : 'Orders, customers, products, stores';
}

/** The element a key press came from, as much as the shortcut needs to know. */
export interface ShortcutTarget {
  tagName?: string;
  isContentEditable?: boolean;
}

/**
 * Whether a key press is the search shortcut: `/` with no Ctrl, Alt or Meta, not typed into a
 * field (there it is a character) and not already handled.
 */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  defaultPrevented?: boolean;
  target?: ShortcutTarget | null;
}): boolean {
  if (event.key !== '/' || event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return false;
  const target = event.target;
  if (!target) return true;
  const tag = (target.tagName ?? '').toUpperCase();
  return !(tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable);
}

import { describe, expect, it } from 'vitest';
import {
  classifySearch,
  emptySearchMessage,
  flattenGroups,
  groupSearchResults,
  isSearchShortcut,
  parseGstin,
  parseIndianMobile,
  searchWords,
  searchTermKey,
  type SearchResult,
} from './panel-search';

describe('classifySearch', () => {
  it('recognises an order number however it is typed', () => {
    expect(classifySearch('IMG-2026-000123')).toEqual({ kind: 'order', orderNumber: 'IMG-2026-000123' });
    expect(classifySearch('  img-2026-123 ')).toEqual({ kind: 'order', orderNumber: 'IMG-2026-000123' });
    expect(classifySearch('IMG - 2026 - 42')).toEqual({ kind: 'order', orderNumber: 'IMG-2026-000042' });
  });

  it('recognises an Indian mobile number in its usual spellings', () => {
    for (const typed of ['9876543210', '98765 43210', '+91 98765-43210', '09876543210', '919876543210'])
      expect(classifySearch(typed)).toEqual({ kind: 'phone', phone: '+919876543210' });
  });

  it('recognises a product barcode with a valid check digit, after the phone rule', () => {
    expect(classifySearch('8901234567890')).toEqual({ kind: 'barcode', barcode: '8901234567890' });
    expect(classifySearch(' 890 1234 56789 0 ')).toEqual({ kind: 'barcode', barcode: '8901234567890' });
    expect(classifySearch('036000291452')).toEqual({ kind: 'barcode', barcode: '0036000291452' }); // UPC-A
    expect(classifySearch('96385074')).toEqual({ kind: 'barcode', barcode: '96385074' }); // EAN-8
    expect(classifySearch('10012345678902')).toEqual({ kind: 'barcode', barcode: '10012345678902' }); // GTIN-14
    // A wrong check digit is not a barcode (it is searched as words and finds nothing).
    expect(classifySearch('8901234567891')).toEqual({ kind: 'text', text: '8901234567891' });
    // 12 digits starting 91 whose check digit happens to fit: still the mobile (+91 98765 43217).
    expect(classifySearch('919876543217').kind).toBe('phone');
    expect(searchTermKey(classifySearch('8901234-567890'))).toBe('barcode:8901234567890');
  });

  it('treats everything else as words, and blank or one character as nothing to search', () => {
    expect(classifySearch('  ')).toEqual({ kind: 'empty' });
    expect(classifySearch('d')).toEqual({ kind: 'short', text: 'd' });
    expect(classifySearch('Dolo   650')).toEqual({ kind: 'text', text: 'Dolo 650' });
    // Not a mobile: a landline-like number, too few digits, a bad order year.
    expect(classifySearch('1234567890')).toEqual({ kind: 'text', text: '1234567890' });
    expect(classifySearch('98765')).toEqual({ kind: 'text', text: '98765' });
    expect(classifySearch('IMG-1999-000001')).toEqual({ kind: 'text', text: 'IMG-1999-000001' });
    expect(classifySearch('IMG-2026')).toEqual({ kind: 'text', text: 'IMG-2026' });
    expect(classifySearch('x'.repeat(100))).toEqual({ kind: 'text', text: 'x'.repeat(64) });
  });

  it('keys a term so that the same search shares one query', () => {
    expect(searchTermKey(classifySearch('img-2026-7'))).toBe(searchTermKey(classifySearch('IMG-2026-000007')));
    expect(searchTermKey(classifySearch('Dolo'))).toBe(searchTermKey(classifySearch(' dolo ')));
    expect(searchTermKey(classifySearch(''))).toBe('');
  });
});

describe('parseIndianMobile / parseGstin', () => {
  it('accepts only numbers that can be a mobile', () => {
    expect(parseIndianMobile('5876543210')).toBeNull();
    expect(parseIndianMobile('98765a43210')).toBeNull();
    expect(parseIndianMobile('+1 9876543210')).toBeNull();
  });

  it('upper-cases a GSTIN and refuses other text', () => {
    expect(parseGstin('27aaaaa0000a1z5')).toBe('27AAAAA0000A1Z5');
    expect(parseGstin('27AAAAA0000A1Y5')).toBeNull();
    expect(parseGstin('Dwarka')).toBeNull();
  });
});

describe('searchWords', () => {
  it('is the distinct letter-and-digit words, lower-cased, at most five', () => {
    expect(searchWords('Apollo Pharmacy, Dwarka')).toEqual(['apollo', 'pharmacy', 'dwarka']);
    expect(searchWords('Dolo-650 dolo')).toEqual(['dolo', '650']);
    expect(searchWords('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(searchWords(' -- ')).toEqual([]);
  });
});

describe('groupSearchResults', () => {
  const r = (kind: SearchResult['kind'], id: string): SearchResult => ({ kind, id, title: id, href: `/${id}` });

  it('groups by kind in a fixed order (orders, products, stores), drops empty groups and repeats', () => {
    const groups = groupSearchResults([r('store', 's1'), r('product', 'p1'), r('order', 'o1'), r('product', 'p1')]);
    expect(groups.map((g) => [g.heading, g.results.map((x) => x.id)])).toEqual([
      ['Orders', ['o1']],
      ['Products', ['p1']],
      ['Stores', ['s1']],
    ]);
    expect(groupSearchResults([r('product', 'p1')]).map((g) => g.kind)).toEqual(['product']);
    expect(groupSearchResults([])).toEqual([]);
  });

  it('caps each group and lists results in the order the keys walk them', () => {
    const many = Array.from({ length: 8 }, (_, i) => r('product', `p${i}`));
    const groups = groupSearchResults([...many, r('order', 'o1')], 3);
    expect(flattenGroups(groups).map((x) => x.id)).toEqual(['o1', 'p0', 'p1', 'p2']);
  });
});

describe('emptySearchMessage', () => {
  it('names the order number and the store', () => {
    expect(emptySearchMessage(classifySearch('img-2026-5'), 'store')).toBe('No order IMG-2026-000005 in this store.');
    expect(emptySearchMessage(classifySearch('img-2026-5'), 'admin')).toBe('No order IMG-2026-000005.');
  });

  it('tells store staff that a phone is not searched, and the admin whose orders were not found', () => {
    expect(emptySearchMessage(classifySearch('9876543210'), 'store')).toMatch(/does not look customers up by phone/);
    expect(emptySearchMessage(classifySearch('9876543210'), 'admin')).toBe('No orders for +919876543210.');
    expect(emptySearchMessage(classifySearch('zzz'), 'store')).toBe('No product in this store matches “zzz”.');
    expect(emptySearchMessage(classifySearch('8901234567890'), 'store')).toBe(
      'No product in this store has the barcode 8901234567890.',
    );
    expect(emptySearchMessage(classifySearch('8901234567890'), 'admin')).toBe(
      'No product has the barcode 8901234567890.',
    );
  });
});

describe('isSearchShortcut', () => {
  it('is a bare "/" outside a field', () => {
    expect(isSearchShortcut({ key: '/', target: { tagName: 'BODY' } })).toBe(true);
    expect(isSearchShortcut({ key: '/', target: { tagName: 'A' } })).toBe(true);
    expect(isSearchShortcut({ key: '/', target: null })).toBe(true);
  });

  it('is not "/" typed into a field, with a modifier, already handled, or another key', () => {
    expect(isSearchShortcut({ key: '/', target: { tagName: 'INPUT' } })).toBe(false);
    expect(isSearchShortcut({ key: '/', target: { tagName: 'textarea' } })).toBe(false);
    expect(isSearchShortcut({ key: '/', target: { tagName: 'DIV', isContentEditable: true } })).toBe(false);
    expect(isSearchShortcut({ key: '/', ctrlKey: true })).toBe(false);
    expect(isSearchShortcut({ key: '/', defaultPrevented: true })).toBe(false);
    expect(isSearchShortcut({ key: '?' })).toBe(false);
  });
});

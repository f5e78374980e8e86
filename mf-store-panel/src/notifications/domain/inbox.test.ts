import { describe, expect, it } from 'vitest';
import { formatNotificationTime, linksToListingRequests, linksToOrder, unreadBadgeText, unreadSuffix } from './inbox';

describe('store inbox', () => {
  it('the badge shows nothing for none, the count, and 99+ beyond', () => {
    expect(unreadBadgeText(null)).toBeNull();
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadSuffix(3)).toBe(' (3 unread)');
    expect(unreadSuffix(0)).toBe('');
    expect(unreadSuffix(null)).toBe('');
  });

  it('links to the order unless it moved away', () => {
    expect(linksToOrder('new_order', 'o1')).toBe(true);
    expect(linksToOrder('rx_waiting', 'o1')).toBe(true);
    expect(linksToOrder('order_moved_away', 'o1')).toBe(false);
    expect(linksToOrder('new_order', null)).toBe(false);
  });

  it('times read in India time', () => {
    expect(formatNotificationTime('2026-11-25T03:02:00Z')).toMatch(/25 Nov 2026.*8:32/);
  });
});

describe('linksToListingRequests', () => {
  it('a listing decision links to the add-stock page; order notices do not', () => {
    expect(linksToListingRequests('listing_approved')).toBe(true);
    expect(linksToListingRequests('listing_declined')).toBe(true);
    expect(linksToListingRequests('new_order')).toBe(false);
  });
});

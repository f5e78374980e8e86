// How the store's inbox reads (issue 15 §6). Pure.
import type { StoreNotificationKind } from '@instamg/shared/domain/store-notifications';

/** The badge's text: a count, capped so the nav stays narrow. */
export function unreadBadgeText(count: number | null): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/**
 * What a screen reader hears after a nav entry's label: " (3 unread)" (nothing at zero). Bracketed,
 * so the name reads the same whether or not the hidden span is spaced off as a block.
 */
export function unreadSuffix(count: number | null | undefined, word = 'unread'): string {
  return count && count > 0 ? ` (${count} ${word})` : '';
}

/** An order that moved to another pharmacy is no longer this store's to open. */
export function linksToOrder(kind: StoreNotificationKind, orderId: string | null): orderId is string {
  return Boolean(orderId) && kind !== 'order_moved_away';
}

/** A decision on the store's listing request (issue 19 §3) links to the add-stock page, which lists them. */
export function linksToListingRequests(kind: StoreNotificationKind): boolean {
  return kind === 'listing_approved' || kind === 'listing_declined';
}

/** '25 Nov 2026, 8:32 am' in India time, as a store reads it. */
export function formatNotificationTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

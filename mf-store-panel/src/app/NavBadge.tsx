import type { ReactNode } from 'react';
import { Badge, Box } from '@instamg/shared/mui';
import { unreadBadgeText } from '../notifications/domain/inbox';
import { unreadText, usePanelT } from '../i18n/catalogue';
import { visuallyHidden } from '../components/visuallyHidden';
import type { StoreSection } from '../domain/store-permissions';

/** A section's unread count over its icon (hidden at zero), e.g. the inbox's. */
export function NavBadge({
  count,
  children,
  kind = 'unread',
}: {
  count: number | null | undefined;
  children: ReactNode;
  /** What the count is: unread notifications, or orders waiting (the Orders entry). */
  kind?: 'unread' | 'waiting';
}) {
  const text = unreadBadgeText(count ?? null);
  return (
    <Badge
      badgeContent={text}
      color="error"
      invisible={!text}
      data-testid={text ? `nav-${kind}-badge` : undefined}
      // The entry's own text says the count (UnreadText); the digits are for the eye only.
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      {children}
    </Badge>
  );
}

/** What a section's count counts, when not unread notifications: Orders counts orders ringing. */
export const BADGE_WORDS: Partial<Record<StoreSection, string>> = { orders: 'waiting' };

/**
 * " (3 unread)" for screen readers, inside a nav entry's own text (the badge itself is hidden from
 * them): an aria-label would hide the visible label from speech input and fail axe's
 * label-content-name-mismatch, since the badge's digits are visible text.
 */
export function UnreadText({ count, word }: { count: number | null | undefined; word?: string }) {
  const t = usePanelT();
  const suffix = unreadText(t, count, word === 'waiting');
  if (!suffix) return null;
  return (
    <Box component="span" sx={visuallyHidden}>
      {suffix}
    </Box>
  );
}

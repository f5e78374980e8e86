import type { ReactNode } from 'react';
import { Badge, Box } from '@instamg/shared/mui';
import { unreadBadgeText, unreadSuffix } from '../notifications/domain/inbox';
import { visuallyHidden } from '../components/visuallyHidden';

/** A section's unread count over its icon (hidden at zero), e.g. the inbox's. */
export function NavBadge({ count, children }: { count: number | null | undefined; children: ReactNode }) {
  const text = unreadBadgeText(count ?? null);
  return (
    <Badge
      badgeContent={text}
      color="error"
      invisible={!text}
      data-testid={text ? 'nav-unread-badge' : undefined}
      // The entry's own text says the count (UnreadText); the digits are for the eye only.
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      {children}
    </Badge>
  );
}

/**
 * " (3 unread)" for screen readers, inside a nav entry's own text (the badge itself is hidden from
 * them): an aria-label would hide the visible label from speech input and fail axe's
 * label-content-name-mismatch, since the badge's digits are visible text.
 */
export function UnreadText({ count }: { count: number | null | undefined }) {
  const suffix = unreadSuffix(count);
  if (!suffix) return null;
  return (
    <Box component="span" sx={visuallyHidden}>
      {suffix}
    </Box>
  );
}

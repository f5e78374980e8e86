import type { ReactNode } from 'react';
import { Badge, Box } from '@instamg/shared/mui';
import { unreadBadgeText } from '../notifications/domain/inbox';

/** A section's unread count over its icon (hidden at zero), e.g. the inbox's. */
export function NavBadge({ count, children }: { count: number | null | undefined; children: ReactNode }) {
  const text = unreadBadgeText(count ?? null);
  return (
    <Badge badgeContent={text} color="error" invisible={!text} data-testid={text ? 'nav-unread-badge' : undefined}>
      {children}
    </Badge>
  );
}

/** ", 3 unread" for screen readers after a section's name. */
export function UnreadText({ count }: { count: number | null | undefined }) {
  if (!count) return null;
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        width: 1,
        height: 1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      }}
    >{`, ${count} unread`}</Box>
  );
}

import type { ReactNode } from 'react';
import { Badge } from '@instamg/shared/mui';
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

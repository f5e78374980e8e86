import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@instamg/shared/mui';

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** A button or link that gets the person out of the empty state. */
  action?: ReactNode;
}

/** What a panel page shows instead of data it does not have (yet): says why, and what to do next. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, textAlign: 'center' }} data-testid="empty-state">
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
          {title}
        </Typography>
        {children && (
          <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
            {children}
          </Typography>
        )}
        {action}
      </Stack>
    </Paper>
  );
}

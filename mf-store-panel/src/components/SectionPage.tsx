import type { ReactNode } from 'react';
import { Stack, Typography } from '@instamg/shared/mui';

/** A panel page: its heading (the page's one h1) and content, inside the panel frame. */
export function SectionPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h1" color="primary" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

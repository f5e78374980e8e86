import type { ReactNode } from 'react';
import { Container } from '@instamg/shared/mui';

/**
 * The frame's page column: the top bar's width and side gutters. Remote pages lay out only their
 * content and rely on it, so a phone never shows text touching the screen edge.
 */
export default function PageColumn({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" data-testid="page-column" sx={{ pb: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}

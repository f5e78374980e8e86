import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * Root element of everything mf_store_panel renders: `data-boundary` shows ownership in the DOM
 * (ARCHITECTURE §2), `data-build` which deployment is live (PUBLIC_BUILD_LABEL at build time).
 * Its text colour comes from the theme the shell provides, so plain text inside reads right.
 */
export function RemoteRoot({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  return (
    <Box
      component={inline ? 'span' : 'div'}
      data-boundary="mf-store-panel"
      data-build={import.meta.env.PUBLIC_BUILD_LABEL || undefined}
      sx={{ color: 'text.primary' }}
    >
      {children}
    </Box>
  );
}

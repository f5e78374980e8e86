import type { ReactNode } from 'react';
import { Box, GlobalStyles, useMediaQuery, useTheme } from '@instamg/shared/mui';
import { PHONE_NAV_HEIGHT_PX } from '../app/PhoneNav';

/** The bar's own height (one 48 px button and its padding); toasts rise above it. */
export const STICKY_ACTION_BAR_HEIGHT_PX = 72;

/**
 * One bar at the bottom of the screen for a page's next step (issue 33 §4): on a phone it sits
 * just above the panel's bottom bar, never under it, and toasts rise above both; on a wider
 * screen at the bottom edge. Sticky rather than fixed, so at the end of the page it rests in place.
 */
export function StickyActionBar({ label, children }: { label: string; children: ReactNode }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const below = isPhone ? `calc(${PHONE_NAV_HEIGHT_PX}px + env(safe-area-inset-bottom))` : '0px';
  return (
    <>
      <GlobalStyles
        styles={{
          'body .notistack-SnackbarContainer': {
            bottom: `calc(${below} + ${STICKY_ACTION_BAR_HEIGHT_PX + 8}px) !important`,
          },
        }}
      />
      <Box
        component="section"
        aria-label={label}
        data-testid="sticky-action-bar"
        sx={{
          position: 'sticky',
          bottom: below,
          // Above the page's content and the panel's fixed bar, below dialogs.
          zIndex: (t) => t.zIndex.appBar + 1,
          mx: { xs: -2, md: 0 },
          px: 2,
          py: 1.5,
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          boxShadow: '0 -2px 8px rgba(0,0,0,0.08)',
          '& > .MuiButton-root': { flex: { xs: 1, md: '0 0 auto' }, minHeight: 48 },
        }}
      >
        {children}
      </Box>
    </>
  );
}

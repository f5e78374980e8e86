import type { ReactNode } from 'react';
import { AppBar, Box, Container, Stack } from '@instamg/shared/mui';
import AccountControl from './AccountControl';
import CartButton from './CartButton';
import LanguageSwitch from './LanguageSwitch';
import Logo from './Logo';
import SearchBox from './SearchBox';

export interface TopBarProps {
  isMobile: boolean;
  cartCount: number;
  /** mf-location's delivery selector, rendered by the frame so the top bar stays free of Module Federation. */
  deliverySelector: ReactNode;
}

/**
 * SPEC §2 "Page frame": logo, delivery selector, search box, Sign in / account, cart; and the
 * language switch (issue 37).
 * On mobile the search box moves below the bar and the account and cart controls leave it
 * (the bottom bar carries them).
 */
export default function TopBar({ isMobile, cartCount, deliverySelector }: TopBarProps) {
  return (
    <AppBar
      position="sticky"
      sx={{
        top: 0,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: '0 2px 8px rgba(0,0,0,0.04)',
      }}
    >
      <Container maxWidth="lg">
        <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 1.5, md: 2.5 }, minHeight: { xs: 56, md: 68 } }}>
          <Logo />
          <Box data-slot="delivery-selector" sx={{ minWidth: 0, flex: isMobile ? 1 : '0 1 280px' }}>
            {deliverySelector}
          </Box>
          {isMobile && <LanguageSwitch compact />}
          {!isMobile && (
            <>
              <Box sx={{ flex: 1, minWidth: 0, maxWidth: 640 }}>
                <SearchBox variant="desktop" />
              </Box>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, ml: 'auto' }}>
                <LanguageSwitch />
                <AccountControl />
                <CartButton count={cartCount} />
              </Stack>
            </>
          )}
        </Stack>
        {isMobile && (
          <Box sx={{ pb: 1.25 }}>
            <SearchBox variant="mobile" />
          </Box>
        )}
      </Container>
    </AppBar>
  );
}

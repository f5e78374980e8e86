import { lazy, useEffect, type ReactNode } from 'react';
import { Box, GlobalStyles } from '@instamg/shared/mui';
import { useLocation } from '@instamg/shared/router';
import { LAYOUT } from '@instamg/shared/constants';
import { HydrationSection } from '@instamg/shared/ssr';
import { routeFrame } from '@instamg/shared/mf/routes';
import { matchRoute } from '../route-match';
import { useCartCount } from '../api/useCartCount';
import { useFaviconRefresh } from '../api/useFaviconRefresh';
import { useIsMobile } from './useIsMobile';
import { useSelectedStore } from '@instamg/shared/api/selected-store';
import { markStoredStore } from '@instamg/shared/domain/store-reserve';
import { on } from '@instamg/shared/events';
import { usePageViewTracking } from '../api/usePageViewTracking';
import { useScrollToTopOnNavigate } from './useScrollToTopOnNavigate';
import { RemoteDeliverySelector } from '../mf/remotes';
import MobileBottomBar from './MobileBottomBar';
import PharmacyStrip, { PharmacyStripReserve } from './PharmacyStrip';
import { OfflineNotice } from '@instamg/shared/connection-status';
import { isPolicyPage } from '../domain/policy-pages';
import SkipToContentLink, { MAIN_CONTENT_ID } from './SkipToContentLink';
import TopBar from './TopBar';

// Always below the fold (main is a screen tall), so its code and icons load after the first screen.
const Footer = lazy(() => import('./Footer'));

export interface AppFrameProps {
  children: ReactNode;
  /** SPEC §2: a page can hide the top bar and/or the footer (e.g. full-screen flows). */
  hideTopBar?: boolean;
  hideFooter?: boolean;
}

/**
 * The page frame every route renders in (SPEC §2 "Page frame"). The shell only decides which frame
 * a route gets (its row's `frame` in the route table): the customer frame, or none at all for the
 * panels, whose remotes draw their own top bar and navigation (issue 33 §1).
 */
export default function AppFrame({ children, hideTopBar = false, hideFooter = false }: AppFrameProps) {
  const { pathname } = useLocation();
  const panel = routeFrame(matchRoute(pathname)?.route) === 'panel';
  const isMobile = useIsMobile();
  const cartCount = useCartCount();
  const { store: nearestStore } = useSelectedStore();
  usePageViewTracking(pathname);
  useScrollToTopOnNavigate(pathname);
  useFaviconRefresh();
  // The <head> script marked <html> from device storage (issue 40 §6); later selections and a
  // cleared one (no store within 5 km) move the mark, so reserved space follows what is shown.
  useEffect(() => on('store-updated', ({ store }) => markStoredStore(document.documentElement, store !== null)), []);

  const showBottomBar = isMobile && !panel && !isPolicyPage(pathname);

  return (
    // `clip` (not `hidden`) keeps a too-wide remote page from scrolling the phone sideways without
    // creating a scroll container, so the sticky top bar keeps sticking.
    <Box data-boundary="shell" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', overflowX: 'clip' }}>
      <SkipToContentLink />
      {!hideTopBar && !panel && (
        <>
          <TopBar isMobile={isMobile} cartCount={cartCount} deliverySelector={<RemoteDeliverySelector />} />
          {/* Without a store yet (server HTML, hydration) the strip's space is kept while <html> is
              marked as having a stored one, so it arrives without pushing the page down. */}
          {nearestStore ? <PharmacyStrip store={nearestStore} /> : <PharmacyStripReserve />}
        </>
      )}
      {!panel && <OfflineNotice audience="customer" />}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        // A full screen tall, so the footer starts below the fold: pages fill in as their data
        // arrives, and a footer in view would be pushed down each time (layout shift, CLS).
        sx={{ flex: 1, minWidth: 0, minHeight: '100vh', outline: 'none' }}
        data-frame={panel ? 'panel' : 'customer'}
      >
        {children}
      </Box>
      {!hideFooter && !panel && (
        // Its own hydration slice (a Suspense boundary), which <html data-hydrated> waits for.
        <HydrationSection lazy>
          <Footer />
        </HydrationSection>
      )}
      {showBottomBar && (
        <>
          {/* Keeps the end of the page (footer) from sitting under the fixed bar. */}
          <Box
            aria-hidden="true"
            sx={{ height: `calc(${LAYOUT.mobileBottomBarHeightPx}px + env(safe-area-inset-bottom))`, flexShrink: 0 }}
          />
          {/* Toasts rise above the bar: under it they would hide (and swallow taps on) the navigation. */}
          <GlobalStyles
            styles={{
              '.notistack-SnackbarContainer': {
                bottom: `calc(${LAYOUT.mobileBottomBarHeightPx + 8}px + env(safe-area-inset-bottom)) !important`,
              },
            }}
          />
          <MobileBottomBar cartCount={cartCount} />
        </>
      )}
    </Box>
  );
}

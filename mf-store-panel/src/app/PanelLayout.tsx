import type { ReactNode } from 'react';
import { Alert, Box, Button, LinearProgress, useMediaQuery, useTheme } from '@instamg/shared/mui';
import { useLocation } from '@instamg/shared/router';
import { ReadyStoreContext, useCurrentStore } from '../api/current-store';
import { useUnreadNotifications } from '../notifications/api/notifications';
import { EmptyState } from '../components/EmptyState';
import { RemoteRoot } from '../RemoteRoot';
import { currentSection, navItems, phoneNav, type StorePanelRoute } from './nav';
import { PhoneNav } from './PhoneNav';
import { SideNav } from './SideNav';
import { can } from '../domain/store-permissions';
import { useNewOrders } from '../orders/api/inbox-queries';
import { ringingOrderIds } from '../orders/domain/accept-rules';
import { OrderAlert } from './OrderAlert';
import { PanelTopBar } from './PanelTopBar';
import { OfflineNotice } from '@instamg/shared/connection-status';
import { usePanelT } from '../i18n/catalogue';

export interface PanelLayoutProps {
  /** The route table the navigation is drawn from. */
  routes: readonly StorePanelRoute[];
  /** The section's page. */
  children: ReactNode;
}

/**
 * The store panel's frame (issue 33 §1; the shell draws no customer chrome on /store/*): its own
 * top bar (store, role, store picker, shift, alerts), the sections in a side list on a tablet or
 * desktop and in a bottom bar on a phone, and the order alert on every screen.
 */
export function PanelLayout({ routes, children }: PanelLayoutProps) {
  const t = usePanelT();
  const current = useCurrentStore();
  const theme = useTheme();
  // SPEC §9 mobile breakpoint (the theme's md); read on the first render so no layout flashes.
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { pathname } = useLocation();
  // The inbox's unread count, live through Realtime, as a badge on its navigation entry (issue 15 §6).
  const unread = useUnreadNotifications(current.status === 'ready' ? current.store.storeId : null);
  // Orders ringing now, live (the alert's query: the same key, one request), as the Orders entry's count.
  const newOrders = useNewOrders(current.status === 'ready' ? current.store.storeId : '', current.status === 'ready');
  const waiting = newOrders.data ? ringingOrderIds(newOrders.data).length : null;
  const badges = { notifications: unread, orders: waiting };

  let content: ReactNode;
  if (current.status === 'loading') {
    content = <LinearProgress aria-label={t('frame.loading')} />;
  } else if (current.status === 'failed') {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={current.retry}>
            {t('frame.retry')}
          </Button>
        }
      >
        {t('frame.loadFailed')}
      </Alert>
    );
  } else if (current.status === 'none') {
    content = <EmptyState title={t('frame.noStoreTitle')}>{t('frame.noStoreText')}</EmptyState>;
  }
  if (current.status !== 'ready') {
    return (
      <RemoteRoot>
        <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 2, md: 3 } }}>{content}</Box>
      </RemoteRoot>
    );
  }

  const items = navItems(routes, current.store);
  const section = currentSection(pathname, items);
  return (
    <RemoteRoot>
      <PanelTopBar
        store={current.store}
        memberships={current.memberships}
        onSwitch={current.switchTo}
        unread={unread}
        showAlerts={can(current.store, 'notifications.view')}
      />
      <OfflineNotice audience="store" />
      <Box sx={{ display: 'flex', gap: 3, maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 2, md: 3 } }}>
        {!isPhone && (
          // The side list stays in view while a long page scrolls (below the sticky top bar).
          <Box sx={{ position: 'sticky', top: 80, alignSelf: 'flex-start' }}>
            <SideNav items={items} current={section} badges={badges} />
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ReadyStoreContext.Provider value={current}>{children}</ReadyStoreContext.Provider>
        </Box>
      </Box>
      {isPhone && <PhoneNav nav={phoneNav(items, routes)} current={section} badges={badges} />}
      {can(current.store, 'orders.view') && <OrderAlert store={current.store} />}
    </RemoteRoot>
  );
}

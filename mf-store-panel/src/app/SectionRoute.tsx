import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LinearProgress } from '@instamg/shared/mui';
import { useReadyStore } from '../api/current-store';
import { can, STORE_ROLE_GRANTS, type StoreRoleGrants } from '../domain/store-permissions';
import { EmptyState } from '../components/EmptyState';
import { NotAvailableYet } from '../components/NotAvailableYet';
import { SectionPage } from '../components/SectionPage';
import { storePanelHref, type StorePanelRoute } from './nav';
import { Navigate } from '@instamg/shared/router';
import { DELIVERY_ROLE } from '@instamg/shared/domain/delivery-staff';
import { roleText, usePanelT } from '../i18n/catalogue';
import { deniedText, routeText, useDashboardT } from '../i18n/dashboard-catalogue';

// One lazy component per built page, made once: a section's code (and the grid or charts it uses)
// loads only when the section is first opened.
const pages = new WeakMap<NonNullable<StorePanelRoute['lazy']>, LazyExoticComponent<ComponentType>>();
function pageOf(load: NonNullable<StorePanelRoute['lazy']>): LazyExoticComponent<ComponentType> {
  let page = pages.get(load);
  if (!page) pages.set(load, (page = lazy(load)));
  return page;
}

/** One route of the panel: its page if built and the member's role may open it. */
export function SectionRoute({
  route,
  grants = STORE_ROLE_GRANTS,
}: {
  route: StorePanelRoute;
  grants?: StoreRoleGrants;
}) {
  const t = useDashboardT();
  const panelT = usePanelT();
  const { store } = useReadyStore();
  const label = routeText(t, panelT, route);
  // A rider starts at their deliveries (the panel's start, the dashboard, is not theirs: ADR 0011).
  if (route.section === 'dashboard' && store.role === DELIVERY_ROLE)
    return <Navigate to={storePanelHref('deliveries')} replace />;
  if (!can(store, route.permission, grants)) {
    // The navigation hides such sections; this answers a typed or shared link.
    return (
      <SectionPage title={label}>
        <EmptyState title={deniedText(t, route) ?? t('section.denied', { section: label })}>
          {t('section.deniedText', { role: roleText(panelT, store.role), store: store.storeName })}
        </EmptyState>
      </SectionPage>
    );
  }
  if (!route.lazy) return <NotAvailableYet title={label} />;
  const Page = pageOf(route.lazy);
  return (
    <Suspense fallback={<LinearProgress aria-label={t('section.loading', { section: label })} />}>
      <Page />
    </Suspense>
  );
}

import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LinearProgress } from '@instamg/shared/mui';
import { useReadyStore } from '../api/current-store';
import { STORE_ROLE_LABELS } from '../domain/store-membership';
import { can, STORE_ROLE_GRANTS, type StoreRoleGrants } from '../domain/store-permissions';
import { EmptyState } from '../components/EmptyState';
import { NotAvailableYet } from '../components/NotAvailableYet';
import { SectionPage } from '../components/SectionPage';
import { storePanelHref, type StorePanelRoute } from './nav';
import { Navigate } from '@instamg/shared/router';
import { DELIVERY_ROLE } from '@instamg/shared/domain/delivery-staff';

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
  const { store } = useReadyStore();
  // A rider starts at their deliveries (the panel's start, the dashboard, is not theirs: ADR 0011).
  if (route.section === 'dashboard' && store.role === DELIVERY_ROLE)
    return <Navigate to={storePanelHref('deliveries')} replace />;
  if (!can(store, route.permission, grants)) {
    // The navigation hides such sections; this answers a typed or shared link.
    return (
      <SectionPage title={route.label}>
        <EmptyState title={route.deniedMessage ?? `${route.label} is not open to your role`}>
          {`As ${STORE_ROLE_LABELS[store.role]} at ${store.storeName} you cannot open this section. Ask the store's owner if you need it.`}
        </EmptyState>
      </SectionPage>
    );
  }
  if (!route.lazy) return <NotAvailableYet title={route.label} />;
  const Page = pageOf(route.lazy);
  return (
    <Suspense fallback={<LinearProgress aria-label={`Loading ${route.label}`} />}>
      <Page />
    </Suspense>
  );
}

/**
 * Federated pieces the shell's own components place (as opposed to whole routes, which
 * routes.tsx mounts). Each is wrapped in its remote's error boundary, Suspense and fallback,
 * so a remote being down never takes the frame with it.
 */
import type { ReactNode } from 'react';
import { Box, Skeleton } from '@instamg/shared/mui';
import { STORE_RESERVE_ATTRIBUTE } from '@instamg/shared/domain/store-reserve';
import { parseRemoteModuleId, type RemoteModuleId } from '@instamg/shared/mf/remotes';
import { useHydrated, useIdle, useSsrHints } from '@instamg/shared/ssr';
import PageColumn from '../components/PageColumn';
import PageSkeleton, { StatusPageSkeleton } from '../components/PageSkeleton';
import { RemoteModule } from './RemoteBoundary';
import { DELIVERY_SELECTOR_MODULE } from './first-load-remotes';

/**
 * Server HTML, and the hydration of it, show `placeholder` instead of a client-only placement:
 * location-dependent widgets, and pages of remotes the server has no node build of
 * (docs/decisions/0005-server-rendering.md). The real module loads right after hydration.
 */
function ClientOnly({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return useHydrated() ? children : placeholder;
}

/**
 * mf_location's delivery selector for the top bar slot (location-dependent: client-only). It is
 * not needed for the first screen, so its remote loads once the browser is idle after hydration
 * (issue 21: off the critical path); until then the same fixed-size placeholder stays.
 */
export function RemoteDeliverySelector() {
  const loading = (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      {/* A named progressbar: aria-label on a bare span is not allowed (axe aria-prohibited-attr). */}
      <Skeleton variant="rounded" width={180} height={40} role="progressbar" aria-label="Loading delivery location" />
      {/* While a store is expected (the <head> mark, issue 40 §6) the selector will show its store
          line: the placeholder is as tall as that (68 px), so the top bar does not grow. */}
      <Box aria-hidden="true" sx={{ height: 28, flexShrink: 0 }} {...{ [STORE_RESERVE_ATTRIBUTE]: '' }} />
    </Box>
  );
  return (
    <ClientOnly placeholder={loading}>
      <WhenIdle placeholder={loading}>
        <RemoteModule id={DELIVERY_SELECTOR_MODULE} variant="inline" loading={loading} />
      </WhenIdle>
    </ClientOnly>
  );
}

function WhenIdle({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return useIdle() ? children : placeholder;
}

/** mf_cart_checkout's order list, placed in the shell's account frame on /orders and /profile/orders. */
export function RemoteOrderList() {
  return <RemoteModule id="mf_cart_checkout/OrderList" loading={<PageSkeleton />} />;
}

/** mf_cart_checkout's prescription list, placed in the account's Prescriptions tab. */
export function RemotePrescriptionList() {
  return <RemoteModule id="mf_cart_checkout/PrescriptionList" loading={<PageSkeleton />} />;
}

/** The customer's refills (issue 36 §3), in the account's Refills tab. */
export function RemoteRefillList() {
  return <RemoteModule id="mf_cart_checkout/RefillList" loading={<PageSkeleton />} />;
}

export interface SearchSuggestProps {
  query: string;
  onSelect: (suggestion: string) => void;
  id?: string;
}

/** mf_catalog's typing suggestions under the top bar's search box; silent when the catalogue is down. */
export function RemoteSearchSuggest(props: SearchSuggestProps) {
  return <RemoteModule id="mf_catalog/SearchSuggest" props={props} variant="inline" quiet />;
}

/** A whole page (or a `/*` routes module) owned by a remote, in the frame's page column. */
export function RemotePage<P extends object>({ id, props }: { id: RemoteModuleId; props?: P }) {
  const { serverRemotes } = useSsrHints();
  const skeleton = id === 'mf_cart_checkout/PaymentStatusPage' ? <StatusPageSkeleton /> : <PageSkeleton />;
  const module = <RemoteModule id={id} props={props} loading={skeleton} />;
  return (
    <PageColumn>
      {serverRemotes.includes(parseRemoteModuleId(id).remote) ? (
        module
      ) : (
        <ClientOnly placeholder={skeleton}>{module}</ClientOnly>
      )}
    </PageColumn>
  );
}

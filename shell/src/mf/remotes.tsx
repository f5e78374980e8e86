/**
 * Federated pieces the shell's own components place (as opposed to whole routes, which
 * routes.tsx mounts). Each is wrapped in its remote's error boundary, Suspense and fallback,
 * so a remote being down never takes the frame with it.
 */
import { Skeleton } from '@instamg/shared/mui';
import type { RemoteModuleId } from '@instamg/shared/mf/remotes';
import PageColumn from '../components/PageColumn';
import PageSkeleton from '../components/PageSkeleton';
import { RemoteModule } from './RemoteBoundary';
import { DELIVERY_SELECTOR_MODULE } from './first-load-remotes';

/** mf_location's delivery selector for the top bar slot. */
export function RemoteDeliverySelector() {
  return (
    <RemoteModule
      id={DELIVERY_SELECTOR_MODULE}
      variant="inline"
      loading={<Skeleton variant="rounded" width={180} height={40} aria-label="Loading delivery location" />}
    />
  );
}

/** mf_cart_checkout's order list, placed in the shell's account frame on /orders and /profile/orders. */
export function RemoteOrderList() {
  return <RemoteModule id="mf_cart_checkout/OrderList" loading={<PageSkeleton />} />;
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
  return (
    <PageColumn>
      <RemoteModule id={id} props={props} loading={<PageSkeleton />} />
    </PageColumn>
  );
}

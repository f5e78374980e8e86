import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@instamg/shared/mui';
import { useToast } from '@instamg/shared/toast';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { STORE_ORDERS_GRID } from '@instamg/shared/grid/grid-specs';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { CLOSED_TAB, DEFAULT_INBOX_TAB, isInboxTab, type PanelInboxTab } from '@instamg/shared/domain/order-inbox';
import { useSearchParams } from '@instamg/shared/router';
import { storePanelKeys } from '../../api/keys';
import { useReadyStore } from '../../api/current-store';
import { EmptyState } from '../../components/EmptyState';
import { SectionPage } from '../../components/SectionPage';
import type { InboxOrder } from '../api/inbox';
import {
  useAcceptOrder,
  useInboxRealtime,
  useIntakeTimers,
  useNewOrders,
  useRejectOrder,
  useTabCounts,
} from '../api/inbox-queries';
import { ringingOrderIds } from '../domain/accept-rules';
import { orderReference } from '@instamg/shared/domain/order-number';
import { emptyTabText, itemsAndTotalText, orderToastText, tabText, usePanelT } from '../../i18n/catalogue';
import { AcceptDialog } from '../components/AcceptDialog';
import { InboxTabs } from '../components/InboxTabs';
import { NewOrderCard } from '../components/NewOrderCard';
import { RejectDialog } from '../components/RejectDialog';
import { ShiftBar } from '../components/ShiftBar';
import { ClosedOrders } from '../components/ClosedOrders';
import { INBOX_COLUMNS } from '../../components/order-columns';

/** The time now, every `everyMs` (the countdowns). */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

type Dialog = { kind: 'accept' | 'reject'; order: InboxOrder } | null;

/**
 * /store/orders (issue 15): the store's orders by tab. New shows the orders waiting for an answer
 * as big cards with their countdowns; they arrive live (Realtime) and ring until someone accepts
 * or rejects them. The other tabs are the shared grid, the tab and filters in the URL.
 */
export default function OrdersPage() {
  const { store } = useReadyStore();
  const t = usePanelT();
  const toast = useToast();
  const { view, problems: viewProblems, updateView } = useGridView(STORE_ORDERS_GRID);
  // Closed is another grid's view (ClosedOrders): its `tab=closed` is not a status tab of this one.
  const [params, setParams] = useSearchParams();
  const closed = params.get('tab') === CLOSED_TAB.value;
  const tab: PanelInboxTab = closed
    ? CLOSED_TAB.value
    : isInboxTab(view.filters.tab)
      ? view.filters.tab
      : DEFAULT_INBOX_TAB;
  const problems = closed ? [] : viewProblems;
  const newOrders = useNewOrders(store.storeId);
  const counts = useTabCounts(store.storeId);
  const timers = useIntakeTimers();
  const now = useNow(1000);
  const accept = useAcceptOrder(store.storeId);
  const reject = useRejectOrder(store.storeId);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The order just accepted or rejected: once its card leaves New, focus moves to the next order's
  // Accept (or to the emptied list) instead of falling to the page body (issue 33 §7).
  const [answered, setAnswered] = useState<string | null>(null);
  const newPanel = useRef<HTMLDivElement>(null);

  // How many Realtime events of this store's orders arrived (in the DOM: proof the inbox is live).
  // The tone, the buzz and the system notification are the panel frame's (app/OrderAlert.tsx), on
  // every screen.
  const [liveEvents, setLiveEvents] = useState(0);
  useInboxRealtime(store.storeId, () => setLiveEvents((count) => count + 1));

  const orders = newOrders.data ?? [];
  const ringing = new Set(ringingOrderIds(orders));

  useEffect(() => {
    if (answered === null || newOrders.data?.some((order) => order.$id === answered)) return;
    setAnswered(null);
    const panel = newPanel.current;
    (panel?.querySelector<HTMLButtonElement>('[data-action="accept"]:not(:disabled)') ?? panel)?.focus();
  }, [answered, newOrders.data]);

  const changeTab = (next: PanelInboxTab) => {
    if (next === CLOSED_TAB.value) return setParams(new URLSearchParams({ tab: CLOSED_TAB.value }));
    if (closed)
      return setParams(next === DEFAULT_INBOX_TAB ? new URLSearchParams() : new URLSearchParams({ tab: next }));
    updateView((current) => {
      const filters = { ...current.filters };
      if (next === DEFAULT_INBOX_TAB) delete filters.tab;
      else filters.tab = next;
      return withFilters(current, { filters });
    });
  };

  const fail = (order: InboxOrder, error: unknown) =>
    toast(orderToastText(t, 'actionFailed', orderReference(order)), (error as Error).message);

  const onAccept = (order: InboxOrder) =>
    accept.mutate(order.$id, {
      onSuccess: () => {
        setAnswered(order.$id);
        toast(orderToastText(t, 'accepted', orderReference(order)));
      },
      onError: (error) => fail(order, error),
      onSettled: () => setDialog(null),
    });

  return (
    <SectionPage title={t('nav.orders')}>
      <Box data-testid="orders-inbox" data-ringing={ringing.size > 0 ? 'true' : 'false'} data-live-events={liveEvents}>
        <Stack spacing={2}>
          <ShiftBar />
          {ringing.size > 0 && (
            <Alert severity="warning" variant="filled" role="alert" data-testid="ringing-banner">
              {t('inbox.ringing', { count: ringing.size })}
            </Alert>
          )}
          {problems.length > 0 && (
            <Alert severity="info">{t('inbox.ignored', { problems: problems.join('; ') })}</Alert>
          )}
          <InboxTabs tab={tab} counts={counts.data} onChange={changeTab} />
          {tab === 'new' ? (
            <Stack spacing={2} role="tabpanel" aria-label={t('inbox.newPanel')} ref={newPanel} tabIndex={-1}>
              {newOrders.isPending && <LinearProgress aria-label={t('inbox.loadingNew')} />}
              {newOrders.isError && (
                <Alert
                  severity="error"
                  action={
                    <Button color="inherit" onClick={() => void newOrders.refetch()}>
                      {t('inbox.retry')}
                    </Button>
                  }
                >
                  {t('inbox.loadFailed')}
                </Alert>
              )}
              {newOrders.isSuccess && orders.length === 0 && (
                <EmptyState title={t('inbox.noNewTitle')}>{emptyTabText(t, 'new')}</EmptyState>
              )}
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(340px, 1fr))' },
                }}
              >
                {orders.map((order) => (
                  <NewOrderCard
                    key={order.$id}
                    order={order}
                    timers={timers.data}
                    now={now}
                    ringing={ringing.has(order.$id)}
                    isPharmacist={store.isPharmacist}
                    onAccept={() => setDialog({ kind: 'accept', order })}
                    onReject={() => setDialog({ kind: 'reject', order })}
                  />
                ))}
              </Box>
            </Stack>
          ) : tab === CLOSED_TAB.value ? (
            <ClosedOrders storeId={store.storeId} />
          ) : (
            <Box role="tabpanel" aria-label={t('inbox.tabPanel', { tab: tabText(t, tab) })}>
              <ServerDataGrid<InboxOrder>
                spec={STORE_ORDERS_GRID}
                appKey={storePanelKeys.grid(STORE_ORDERS_GRID.id)[0]}
                label={t('inbox.tabPanel', { tab: tabText(t, tab) })}
                columns={INBOX_COLUMNS}
                view={{ ...view, filters: { ...view.filters, tab, store: store.storeId } }}
                onViewChange={updateView}
                emptyMessage={emptyTabText(t, tab)}
                // Stacked cards on a phone, drawn from the same columns (issue 33 §4).
                card="columns"
              />
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('inbox.moves', { minutes: timers.data?.acceptWindowMinutes ?? 3 })}
          </Typography>
        </Stack>
      </Box>
      {dialog?.kind === 'accept' && (
        <AcceptDialog
          open
          reference={orderReference(dialog.order)}
          summary={itemsAndTotalText(t, dialog.order.item_count, dialog.order.total)}
          busy={accept.isPending}
          onClose={() => setDialog(null)}
          onAccept={() => onAccept(dialog.order)}
        />
      )}
      {dialog?.kind === 'reject' && (
        <RejectDialog
          open
          reference={orderReference(dialog.order)}
          busy={reject.isPending}
          onClose={() => setDialog(null)}
          onReject={(reason, note) =>
            reject.mutate(
              { orderId: dialog.order.$id, reason, note },
              {
                onSuccess: () => {
                  setAnswered(dialog.order.$id);
                  toast(orderToastText(t, 'rejected', orderReference(dialog.order)));
                },
                onError: (error) => fail(dialog.order, error),
                onSettled: () => setDialog(null),
              },
            )
          }
        />
      )}
    </SectionPage>
  );
}

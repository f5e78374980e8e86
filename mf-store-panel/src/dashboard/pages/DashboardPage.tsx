import type { ReactNode } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { formatINR } from '@instamg/shared/domain/money';
import type { OrderStatus } from '@instamg/shared/domain/order';
import { averageAcceptanceSeconds, ordersToday, EMPTY_DAY, istDayKey } from '@instamg/shared/domain/store-daily-stats';
import { useReadyStore } from '../../api/current-store';
import { storePanelHref } from '../../app/nav';
import { EmptyState } from '../../components/EmptyState';
import { SectionPage } from '../../components/SectionPage';
import { StatusChip } from '../../components/StatusChip';
import { can, type StorePermission } from '../../domain/store-permissions';
import { useIntakeTimers, useLiveDashboard, useStoreDay, useWaitingOrders } from '../api/dashboard';
import { useRxServiceLevel } from '../../prescriptions/api/rx-requests';
import { GoLiveChecklist } from '../components/GoLiveChecklist';
import { StoreReviews } from '../components/StoreReviews';
import { WaitingOrders } from '../components/WaitingOrders';
import { DeliveriesInProgress } from '../components/DeliveriesInProgress';
import { sectionText, statusText, usePanelT } from '../../i18n/catalogue';
import { durationText, useDashboardT, type DashboardT } from '../../i18n/dashboard-catalogue';

const QUICK_LINKS = ['orders', 'prescriptions', 'inventory', 'notifications'] as const;

/**
 * /store/dashboard (issue 15 §7): the store's status switch, today's figures from the rollups the
 * order functions keep (store_daily_stats; nothing is summed in the browser), the orders waiting
 * with their live countdowns, its customers' ratings (issue 33 §6), and quick links. A new store
 * sees what to expect instead of zeros.
 */
export default function DashboardPage() {
  const t = useDashboardT();
  const panelT = usePanelT();
  const { store } = useReadyStore();
  const day = istDayKey(new Date());
  useLiveDashboard(store.storeId);
  // The day's figures are the owner's, an admin's and a manager's (issue 18 §8): staff see the orders waiting.
  const showFigures = can(store, 'dashboard.figures');
  const figures = useStoreDay(store.storeId, day, showFigures);
  const waiting = useWaitingOrders(store.storeId);
  const timers = useIntakeTimers();
  const rxService = useRxServiceLevel(store.storeId);
  const failed = (showFigures && figures.isError) || waiting.isError || timers.isError;
  const loading = (showFigures && figures.isPending) || waiting.isPending || timers.isPending;

  let body: ReactNode;
  if (failed) {
    body = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              void figures.refetch();
              void waiting.refetch();
              void timers.refetch();
            }}
          >
            {t('dash.retry')}
          </Button>
        }
      >
        {t('dash.loadFailed')}
      </Alert>
    );
  } else if (loading) {
    body = (
      <Stack spacing={2} aria-busy="true" role="status" aria-label={t('dash.loading')}>
        <Box sx={tileGrid}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="rounded" height={88} />
          ))}
        </Box>
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  } else {
    const f = figures.data ?? { ...EMPTY_DAY, computed_at: null };
    const rxWaiting = waiting.data.filter((o) => o.rx_status === 'pending').length;
    const quiet = f.received_count === 0 && f.accepted_count === 0 && waiting.data.length === 0;
    const states = Object.entries(f.status_counts).filter(([, n]) => n > 0) as Array<[OrderStatus, number]>;
    body = (
      <>
        <Box component="section" aria-label={t('dash.today')} sx={tileGrid} data-testid="day-figures">
          {showFigures && <Tile label={t('tile.orders')} value={String(ordersToday(f))} testId="figure-orders" />}
          <Tile label={t('tile.waiting')} value={String(waiting.data.length)} testId="figure-waiting" />
          <Tile label={t('tile.rxWaiting')} value={String(rxWaiting)} testId="figure-rx-waiting" />
          <Tile
            label={t('tile.rxService')}
            value={rxServiceText(t, rxService.data, rxService.isError)}
            testId="figure-rx-service"
          />
          {showFigures && (
            <Tile
              label={t('tile.acceptance')}
              value={durationText(t, averageAcceptanceSeconds(f))}
              testId="figure-acceptance"
            />
          )}
          {showFigures && <Tile label={t('tile.sales')} value={formatINR(f.sales_paise / 100)} testId="figure-sales" />}
        </Box>
        {quiet ? (
          <EmptyState
            title={t('dash.quietTitle')}
            action={
              <Button component={RouterLink} to={storePanelHref('inventory')} variant="outlined">
                {t('dash.checkInventory')}
              </Button>
            }
          >
            {t('dash.quietText')}
          </EmptyState>
        ) : (
          <>
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby="waiting-title"
              sx={{ p: { xs: 2, md: 2.5 } }}
            >
              <Typography id="waiting-title" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1.5 }}>
                {t('dash.waiting')}
              </Typography>
              <WaitingOrders orders={waiting.data} timers={timers.data} />
            </Paper>
            {showFigures && (
              <Paper
                variant="outlined"
                component="section"
                aria-labelledby="states-title"
                sx={{ p: { xs: 2, md: 2.5 } }}
              >
                <Typography id="states-title" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1.5 }}>
                  {t('dash.byState')}
                </Typography>
                {states.length === 0 ? (
                  <Typography color="text.secondary">{t('dash.noneToday')}</Typography>
                ) : (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="orders-by-state">
                    {states.map(([status, n]) => (
                      <StatusChip
                        key={status}
                        label={t('dash.stateCount', { status: statusText(panelT, status), count: n })}
                      />
                    ))}
                  </Stack>
                )}
                {f.rejected_count + f.timed_out_count > 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ pt: 1.5 }}>
                    {t('dash.declined', {
                      rejected: f.rejected_count,
                      timedOut: f.timed_out_count,
                      rerouted: f.rerouted_away_count,
                    })}
                  </Typography>
                )}
              </Paper>
            )}
          </>
        )}
      </>
    );
  }

  return (
    <SectionPage title={sectionText(panelT, 'dashboard')}>
      <GoLiveChecklist store={store} />
      {body}
      {/* Issue 38 §5: the team's deliveries with their ETA, late and not-moving ones flagged. */}
      {can(store, 'deliveries.view') && <DeliveriesInProgress storeId={store.storeId} />}
      <StoreReviews storeId={store.storeId} />
      <Box component="nav" aria-label={t('quick.label')}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {QUICK_LINKS.filter((path) => can(store, `${path}.view` as StorePermission)).map((path) => (
            <Button key={path} component={RouterLink} to={storePanelHref(path)} variant="text">
              {t(`quick.${path}`)}
            </Button>
          ))}
        </Stack>
      </Box>
    </SectionPage>
  );
}

/** Today's p50 / p90 of prescription photo → priced cart; a dash before the first, or when it cannot be read. */
function rxServiceText(
  t: DashboardT,
  level: { count: number; p50_s: number | null; p90_s: number | null } | undefined,
  failed: boolean,
) {
  if (failed) return t('tile.notAvailable');
  if (!level) return '…';
  if (level.count === 0) return '—';
  return t('tile.p50p90', { p50: durationText(t, level.p50_s), p90: durationText(t, level.p90_s) });
}

const tileGrid = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(6, minmax(0, 1fr))',
  },
} as const;

function Tile({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 700 }} data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

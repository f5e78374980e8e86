import { useSearchParams } from '@instamg/shared/router';
import { orderReference } from '@instamg/shared/domain/order-number';
import {
  Alert,
  Button,
  Grid,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@instamg/shared/mui';
import type { StoreMembership } from '../../domain/store-membership';
import { useLocale } from '@instamg/shared/i18n';
import { dateTimeText, roleText, usePanelT } from '../../i18n/catalogue';
import { useRxT } from '../../i18n/rx-catalogue';
import { reviewClockText } from './review-clock-text';
import { EmptyState } from '../../components/EmptyState';
import { useRxQueue, useRxSettings } from '../api/prescriptions';
import { reviewClock } from '../domain/review-clock';
import { RxReview } from './RxReview';
import { useNow } from './use-now';

/** The URL parameter naming the order open for review (a link a colleague can share). */
export const ORDER_PARAM = 'order';

/** The queue of this store's orders waiting for prescription verification, oldest first, and the open one. */
export function RxQueue({ store }: { store: StoreMembership }) {
  const t = useRxT();
  const panelT = usePanelT();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const queue = useRxQueue(store.storeId);
  const settings = useRxSettings();
  const now = useNow();
  const selected = search.get(ORDER_PARAM);
  const select = (orderId: string) =>
    setSearch((params) => {
      params.set(ORDER_PARAM, orderId);
      return params;
    });

  return (
    <Stack spacing={2}>
      {!store.isPharmacist && (
        <Alert severity="info" data-testid="rx-read-only-note">
          {t('queue.readOnly', { role: roleText(panelT, store.role) })}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" component="section" aria-label={t('queue.waiting')}>
            <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, px: 2, pt: 1.5 }}>
              {queue.data ? t('queue.waitingCount', { count: queue.data.length }) : t('queue.waiting')}
            </Typography>
            {queue.isPending ? (
              <Skeleton
                variant="rectangular"
                height={160}
                sx={{ m: 2 }}
                role="progressbar"
                aria-label={t('queue.loading')}
              />
            ) : queue.isError ? (
              <Alert
                severity="error"
                sx={{ m: 2 }}
                action={<Button onClick={() => void queue.refetch()}>{t('queue.retry')}</Button>}
              >
                {t('queue.loadFailed')}
              </Alert>
            ) : queue.data.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                {t('queue.empty')}
              </Typography>
            ) : (
              <List aria-label={t('queue.list')}>
                {queue.data.map((order) => {
                  const clock = settings.data ? reviewClock(order, settings.data.timers, now) : null;
                  return (
                    <ListItem key={order.$id} disablePadding>
                      <ListItemButton
                        selected={order.$id === selected}
                        aria-current={order.$id === selected ? 'true' : undefined}
                        onClick={() => select(order.$id)}
                      >
                        <ListItemText
                          primary={panelT('order.reference', { reference: orderReference(order) })}
                          secondary={[
                            t('queue.line', {
                              count: order.item_count,
                              city: order.city,
                              when: dateTimeText(locale, order.$createdAt),
                            }),
                            clock ? reviewClockText(t, clock) : '',
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        />
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {selected ? (
            <RxReview key={selected} store={store} orderId={selected} />
          ) : (
            <EmptyState title={t('queue.chooseTitle')}>{t('queue.chooseText')}</EmptyState>
          )}
        </Grid>
      </Grid>
    </Stack>
  );
}

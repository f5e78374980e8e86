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
import { STORE_ROLE_LABELS, type StoreMembership } from '../../domain/store-membership';
import { EmptyState } from '../../components/EmptyState';
import { useRxQueue, useRxSettings } from '../api/prescriptions';
import { clockText, formatDateTime, reviewClock } from '../domain/review-clock';
import { RxReview } from './RxReview';
import { useNow } from './use-now';

/** The URL parameter naming the order open for review (a link a colleague can share). */
export const ORDER_PARAM = 'order';

/** The queue of this store's orders waiting for prescription verification, oldest first, and the open one. */
export function RxQueue({ store }: { store: StoreMembership }) {
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
          You can see the queue, but only a registered pharmacist of this store can verify prescriptions. You are{' '}
          {STORE_ROLE_LABELS[store.role]} here without a pharmacist registration confirmed by the platform.
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" component="section" aria-label="Waiting for verification">
            <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, px: 2, pt: 1.5 }}>
              Waiting for verification{queue.data ? ` (${queue.data.length})` : ''}
            </Typography>
            {queue.isPending ? (
              <Skeleton
                variant="rectangular"
                height={160}
                sx={{ m: 2 }}
                role="progressbar"
                aria-label="Loading the queue"
              />
            ) : queue.isError ? (
              <Alert
                severity="error"
                sx={{ m: 2 }}
                action={<Button onClick={() => void queue.refetch()}>Try again</Button>}
              >
                The queue could not be loaded.
              </Alert>
            ) : queue.data.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                No prescriptions are waiting. New prescription orders appear here.
              </Typography>
            ) : (
              <List aria-label="Orders waiting for verification">
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
                          primary={`Order ${orderReference(order)}`}
                          secondary={[
                            `${order.item_count} item${order.item_count === 1 ? '' : 's'}, ${order.city}, since ${formatDateTime(order.$createdAt)}`,
                            clock ? clockText(clock) : '',
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
            <EmptyState title="Choose an order to review">
              Its prescription opens here beside the medicines it covers.
            </EmptyState>
          )}
        </Grid>
      </Grid>
    </Stack>
  );
}

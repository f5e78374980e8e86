import { Alert, Paper, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@instamg/shared/mui';
import {
  STORE_STATUSES,
  STORE_STATUS_LABELS,
  maySetStoreStatus,
  type StoreStatus,
} from '@instamg/shared/domain/store-status';
import type { StoreMembership } from '../../domain/store-membership';
import { useSetStoreStatus, useStoreStatus } from '../api/dashboard';

const EXPLAIN: Record<StoreStatus, string> = {
  open: 'Customers nearby can order from your store.',
  busy: 'No new orders reach your store for now; orders you already have stay with you.',
  paused: 'Your store takes no new orders until you open it again.',
};

/**
 * The store's intake switch (issue 15 §7): open / busy / paused through the store-status
 * function. Owner, admin and manager switch it; staff see it read-only.
 */
export function StoreStatusSwitch({ store }: { store: StoreMembership }) {
  const status = useStoreStatus(store.storeId);
  const setStatus = useSetStoreStatus(store.storeId);
  const canSwitch = maySetStoreStatus([store.role]);
  const current = status.data ?? 'open';

  return (
    <Paper variant="outlined" component="section" aria-labelledby="store-status-title" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Stack spacing={1.5}>
        <Typography id="store-status-title" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          Store status
        </Typography>
        {status.isPending ? (
          <Skeleton variant="rounded" height={40} width={280} />
        ) : status.isError ? (
          <Alert severity="error">We could not load your store&apos;s status.</Alert>
        ) : (
          <>
            <ToggleButtonGroup
              exclusive
              color={current === 'open' ? 'success' : 'warning'}
              value={current}
              disabled={!canSwitch || setStatus.isPending}
              onChange={(_event, next: StoreStatus | null) => {
                if (next && next !== current) setStatus.mutate(next);
              }}
              aria-label="Store status"
              data-testid="store-status-switch"
              sx={{ flexWrap: 'wrap' }}
            >
              {STORE_STATUSES.map((s) => (
                <ToggleButton key={s} value={s} sx={{ minWidth: 88, minHeight: 44 }}>
                  {STORE_STATUS_LABELS[s]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Typography variant="body2" color="text.secondary" role="status" data-testid="store-status-text">
              {`${STORE_STATUS_LABELS[current]}: ${EXPLAIN[current]}`}
            </Typography>
            {!canSwitch && (
              <Typography variant="body2" color="text.secondary">
                Only the store&apos;s owner, admin or manager can change this.
              </Typography>
            )}
          </>
        )}
        {setStatus.isError && (
          <Alert severity="error">{setStatus.error.message || 'We could not change the store’s status.'}</Alert>
        )}
      </Stack>
    </Paper>
  );
}

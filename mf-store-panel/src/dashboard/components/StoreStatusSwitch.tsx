import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@instamg/shared/mui';
import {
  STATUS_DURATION_MINUTES,
  STORE_STATUSES,
  effectiveStoreStatus,
  maySetStoreStatus,
  type StoreStatus,
} from '@instamg/shared/domain/store-status';
import { useLocale } from '@instamg/shared/i18n';
import type { StoreMembership } from '../../domain/store-membership';
import { useSetStoreStatus, useStoreStatus } from '../api/dashboard';
import { timeText } from '../../i18n/catalogue';
import { storeStatusText, useDashboardT, type DashboardT } from '../../i18n/dashboard-catalogue';

const durationLabel = (t: DashboardT, minutes: number) =>
  minutes % 60 === 0 ? t('status.hours', { hours: minutes / 60 }) : t('status.minutes', { minutes });

/**
 * The switch's body while its status loads, as tall as the loaded one (issue 34: the dashboard's
 * figures were pushed down by ~100 px when it arrived): the three buttons, the duration field
 * for those who may switch, and the two-line explanation a phone wraps it to.
 */
function StatusBodySkeleton({ canSwitch }: { canSwitch: boolean }) {
  return (
    <Stack spacing={1.5} aria-hidden="true">
      <Skeleton variant="rounded" height={44} sx={{ maxWidth: 3 * 88 }} />
      {canSwitch && <Skeleton variant="rounded" height={40} sx={{ maxWidth: 280 }} />}
      <Skeleton variant="rounded" sx={{ height: { xs: 40, sm: 20 } }} />
      {!canSwitch && <Skeleton variant="rounded" height={20} />}
    </Stack>
  );
}

/** The whole switch while it is not known yet whether the store shows it (GoLiveChecklist). */
export function StoreStatusSkeleton({ store }: { store: StoreMembership }) {
  const t = useDashboardT();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-busy="true"
      aria-label={t('status.loading')}
      sx={{ p: { xs: 2, md: 2.5 } }}
    >
      <Stack spacing={1.5}>
        <Typography component="h2" aria-hidden="true" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {t('status.title')}
        </Typography>
        <StatusBodySkeleton canSwitch={maySetStoreStatus([store.role])} />
      </Stack>
    </Paper>
  );
}

/**
 * The store's intake switch (issue 15 §7): open / busy / paused through the store-status
 * function. Owner, admin and manager switch it; staff see it read-only. Busy and Paused may run
 * for a while (issue 33): past its end the store is open again by itself, and this re-renders then.
 */
export function StoreStatusSwitch({ store }: { store: StoreMembership }) {
  const t = useDashboardT();
  const locale = useLocale();
  const status = useStoreStatus(store.storeId);
  const setStatus = useSetStoreStatus(store.storeId);
  const canSwitch = maySetStoreStatus([store.role]);
  const [forMinutes, setForMinutes] = useState(0);
  const [, setTick] = useState(0);
  const until = status.data?.until ?? null;
  const current = status.data
    ? effectiveStoreStatus({ status: status.data.status, status_until: until }, new Date())
    : 'open';
  const timed = current !== 'open' && until !== null;
  useEffect(() => {
    if (!timed) return;
    const wait = Math.max(0, Date.parse(until) - Date.now()) + 500;
    const timer = window.setTimeout(() => setTick((n) => n + 1), wait);
    return () => window.clearTimeout(timer);
  }, [timed, until]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="store-status-title" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Stack spacing={1.5}>
        <Typography id="store-status-title" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {t('status.title')}
        </Typography>
        {status.isPending ? (
          <StatusBodySkeleton canSwitch={canSwitch} />
        ) : status.isError ? (
          <Alert severity="error">{t('status.loadFailed')}</Alert>
        ) : (
          <>
            <ToggleButtonGroup
              exclusive
              color={current === 'open' ? 'success' : 'warning'}
              value={current}
              disabled={!canSwitch || setStatus.isPending}
              onChange={(_event, next: StoreStatus | null) => {
                if (next && next !== current)
                  setStatus.mutate({ status: next, forMinutes: next === 'open' ? undefined : forMinutes || undefined });
              }}
              aria-label={t('status.title')}
              data-testid="store-status-switch"
              sx={{ flexWrap: 'wrap' }}
            >
              {STORE_STATUSES.map((s) => (
                <ToggleButton key={s} value={s} sx={{ minWidth: 88, minHeight: 44 }}>
                  {storeStatusText(t, s)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {canSwitch && current === 'open' && (
              <TextField
                select
                size="small"
                label={t('status.forLabel')}
                value={forMinutes}
                onChange={(event) => setForMinutes(Number(event.target.value))}
                sx={{ maxWidth: 280 }}
                data-testid="store-status-duration"
              >
                <MenuItem value={0}>{t('status.untilOpen')}</MenuItem>
                {STATUS_DURATION_MINUTES.map((minutes) => (
                  <MenuItem key={minutes} value={minutes}>
                    {durationLabel(t, minutes)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Typography variant="body2" color="text.secondary" role="status" data-testid="store-status-text">
              {timed
                ? t('status.timed', { status: storeStatusText(t, current), time: timeText(locale, until) })
                : t('status.line', { status: storeStatusText(t, current), explain: t(`explain.${current}`) })}
            </Typography>
            {timed && canSwitch && (
              <Button
                variant="outlined"
                sx={{ alignSelf: 'flex-start', minHeight: 44 }}
                disabled={setStatus.isPending}
                onClick={() => setStatus.mutate({ status: 'open' })}
              >
                {t('status.resume')}
              </Button>
            )}
            {!canSwitch && (
              <Typography variant="body2" color="text.secondary">
                {t('status.onlyManagers')}
              </Typography>
            )}
          </>
        )}
        {setStatus.isError && <Alert severity="error">{setStatus.error.message || t('status.changeFailed')}</Alert>}
      </Stack>
    </Paper>
  );
}

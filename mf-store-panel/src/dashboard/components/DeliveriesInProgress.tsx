import { useEffect, useState } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { formatIstTime } from '@instamg/shared/domain/india-time';
import { deliveriesAtAGlance, type DeliveryFlag } from '@instamg/shared/domain/delivery-staff';
import { storePanelHref } from '../../app/nav';
import { StatusChip } from '../../components/StatusChip';
import { useOpenDeliveries } from '../../deliveries/api/deliveries';
import { usePanelT } from '../../i18n/catalogue';

const FLAG_KEYS = { late: 'deliveriesNow.late', stalled: 'deliveriesNow.stalled' } as const satisfies Record<
  DeliveryFlag,
  string
>;
/** The flags depend on the clock too: a delivery becomes late with no new data. */
const TICK_MS = 15_000;
/** The dashboard shows the first few; the Deliveries page has them all. */
const SHOWN = 5;

/**
 * The dashboard's deliveries in progress (issue 38 §5): packed, out or back from a failed attempt,
 * each with its rider and ETA, flagged Late (past the SPEC §9 promise) or Not moving (out with no
 * position for 3 minutes); flagged ones first. The same rows as /store/deliveries (polled every 10 s).
 */
export function DeliveriesInProgress({ storeId }: { storeId: string }) {
  const t = usePanelT();
  const deliveries = useOpenDeliveries(storeId);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  let body;
  if (deliveries.isPending)
    body = <Skeleton variant="rounded" height={96} role="progressbar" aria-label={t('deliveriesNow.loading')} />;
  else if (deliveries.isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void deliveries.refetch()}>
            {t('inbox.retry')}
          </Button>
        }
      >
        {t('deliveriesNow.loadFailed')}
      </Alert>
    );
  else if (deliveries.data.length === 0)
    body = <Typography color="text.secondary">{t('deliveriesNow.none')}</Typography>;
  else {
    const glance = deliveriesAtAGlance(deliveries.data, now);
    body = (
      <>
        <Typography sx={{ mb: 1 }} data-testid="deliveries-summary">
          {t('deliveriesNow.summary', { count: glance.rows.length, late: glance.late, stalled: glance.stalled })}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {glance.rows.slice(0, SHOWN).map(({ delivery: d, flags }) => (
            <Box
              component="li"
              key={d.$id}
              data-testid="dashboard-delivery"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {d.order_number}
              </Typography>
              <Typography component="span" color="text.secondary" sx={{ flex: '1 1 160px', minWidth: 0 }}>
                {d.partner ? t('deliveriesNow.partner') : d.rider_first_name}
                {d.eta_minutes != null && d.order_status === 'out_for_delivery'
                  ? t('deliveriesNow.eta', { minutes: d.eta_minutes })
                  : ''}
                {d.promised_by ? t('deliveriesNow.promised', { time: formatIstTime(d.promised_by) }) : ''}
              </Typography>
              {flags.map((flag) => (
                <StatusChip
                  key={flag}
                  label={t(FLAG_KEYS[flag])}
                  tone="warning"
                  data-testid={`dashboard-flag-${flag}`}
                />
              ))}
              <StatusChip label={t(`status.${d.order_status}`)} />
            </Box>
          ))}
        </Stack>
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="deliveries-title" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography id="deliveries-title" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {t('deliveriesNow.title')}
        </Typography>
        <Button component={RouterLink} to={storePanelHref('deliveries')} size="small">
          {t('deliveriesNow.all')}
        </Button>
      </Stack>
      {body}
    </Paper>
  );
}

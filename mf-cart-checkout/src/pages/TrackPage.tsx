import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@instamg/shared/router';
import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@instamg/shared/mui';
import { isOrderStatus } from '@instamg/shared/domain/order';
import { TRACKING_LINK } from '@instamg/shared/domain/tracking-link';
import { offsetOf } from '@instamg/shared/domain/delivery-staff';
import { formatDate, useLocale } from '@instamg/shared/i18n';
import { viewTracking } from '../api/orders-api';
import { orderKeys } from '../api/keys';
import { RiderSchematic } from '../components/RiderSchematic';
import { statusLabel, useCartT } from '../i18n/catalogue';
import { distanceText, useOrdersT, type OrdersT } from '../i18n/orders-catalogue';

type LatLng = Parameters<typeof offsetOf>[0];

/** tracking-link.ts `riderDistanceText` in the current language ("Ravi is 1.2 km away, north-east"). */
function riderDistance(t: OrdersT, name: string, rider: LatLng | null, destination: LatLng | null): string {
  if (!rider || !destination) return t('rider.noLocation', { name });
  const { km, compass } = offsetOf(destination, rider);
  return t('track.distance', { name, distance: distanceText(km), compass: t(`compass.${compass}`) });
}

/**
 * `/track/:token` (issue 38 §4): the family tracking link, no session needed. It shows only what
 * the delivery-tracking function's `view` answers — the rider's first name, the schematic of the
 * rider and the delivery point, the ETA and the status — polled every TRACKING_LINK.pollMs (a
 * guest reads no row, so there is no Realtime); after delivery, or for a link that was never
 * made, "This tracking link has expired". Never indexed: the token is the secret (the render
 * server writes robots noindex and no canonical for this row; this does the same after a
 * client-side navigation).
 */
export function TrackPage() {
  const t = useOrdersT();
  const cartT = useCartT();
  const locale = useLocale();
  const { token = '' } = useParams();
  useNoindex();
  const tracking = useQuery({
    queryKey: orderKeys.tracking(token),
    queryFn: () => viewTracking(token),
    refetchInterval: (query) => (query.state.data?.state === 'ended' ? false : TRACKING_LINK.pollMs),
    retry: 1,
  });
  const view = tracking.data;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: 28, mb: 2 }}>
        {t('track.title')}
      </Typography>
      {tracking.isPending && <CircularProgress aria-label={t('track.loading')} />}
      {tracking.isError && <Alert severity="error">{t('track.error')}</Alert>}
      {view?.state === 'ended' && (
        <Alert severity="info" data-testid="tracking-expired">
          {t('track.ended')}
        </Alert>
      )}
      {view?.state === 'live' && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" data-testid="tracking-live">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <RiderSchematic
              destination={view.destination}
              rider={view.rider}
              label={riderDistance(t, view.rider_first_name, view.rider, view.destination)}
            />
            <Stack spacing={0.5}>
              <Typography variant="h6" component="h2" data-testid="tracking-rider">
                {t('track.bringing', { name: view.rider_first_name })}
              </Typography>
              <Typography data-testid="tracking-status">
                {isOrderStatus(view.status) ? statusLabel(cartT, view.status) : view.status}
              </Typography>
              <Typography role="status" data-testid="tracking-eta">
                {view.eta_minutes != null ? t('rider.eta', { minutes: view.eta_minutes }) : t('rider.onTheWay')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('track.legend', {
                  summary: riderDistance(t, view.rider_first_name, view.rider, view.destination),
                })}
              </Typography>
              {view.rider?.at && (
                <Typography variant="body2" color="text.secondary" data-testid="tracking-updated">
                  {t('track.updated', {
                    time: formatDate(new Date(view.rider.at), locale, { hour: '2-digit', minute: '2-digit' }),
                  })}
                </Typography>
              )}
            </Stack>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}

/** robots noindex while the page is shown, and no canonical link (a shared secret is not a page to index). */
function useNoindex() {
  useEffect(() => {
    const canonical = document.head.querySelector('link[rel="canonical"]');
    canonical?.remove();
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const added = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.append(meta);
    }
    const before = meta.content;
    meta.content = 'noindex';
    return () => {
      if (added) meta.remove();
      else meta.content = before;
      if (canonical) document.head.append(canonical);
    };
  }, []);
}

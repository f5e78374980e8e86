import { Link, Paper, Stack, Typography } from '@instamg/shared/mui';
import { offsetOf } from '@instamg/shared/domain/delivery-staff';
import { PARTNER_NAMES, isActivePartnerStatus } from '@instamg/shared/domain/delivery-partner';
import type { OrderRider } from '../api/orders-api';
import { RiderSchematic } from './RiderSchematic';
import { distanceText, useOrdersT } from '../i18n/orders-catalogue';

/**
 * Who is bringing the order and how far away (issue 38 §4): the rider's first name and masked
 * phone, the ETA recomputed from each position, and — with no map tiles served offline — a
 * schematic of distance and direction from the address (ARCHITECTURE.md: Google only when keyed).
 * A delivery partner's rider (issue 38 §2) shows with the partner's name, the vehicle and the
 * partner's own tracking link; the partner sends the customer its delivery code by SMS.
 */
export function RiderTracking({ rider }: { rider: OrderRider }) {
  const t = useOrdersT();
  const partner = rider.partner ? PARTNER_NAMES[rider.partner] : null;
  const here =
    rider.destination_latitude != null && rider.destination_longitude != null
      ? { latitude: rider.destination_latitude, longitude: rider.destination_longitude }
      : null;
  const there =
    rider.rider_latitude != null && rider.rider_longitude != null
      ? { latitude: rider.rider_latitude, longitude: rider.rider_longitude }
      : null;
  const offset = here && there ? offsetOf(here, there) : null;
  const summary = offset
    ? t('rider.away', {
        name: rider.rider_first_name,
        distance: distanceText(offset.km),
        compass: t(`compass.${offset.compass}`),
      })
    : t('rider.noLocation', { name: rider.rider_first_name });
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mt: 2 }}
      component="section"
      aria-labelledby="rider-heading"
      data-testid="rider-tracking"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <RiderSchematic destination={here} rider={there} label={summary} />
        <Stack spacing={0.5}>
          <Typography id="rider-heading" variant="h6" component="h2" data-testid="rider-name">
            {partner
              ? t('rider.bringingPartner', { name: rider.rider_first_name, partner })
              : t('rider.bringing', { name: rider.rider_first_name })}
          </Typography>
          {partner && rider.partner_vehicle && (
            <Typography color="text.secondary" data-testid="rider-vehicle">
              {t('rider.vehicle', { vehicle: rider.partner_vehicle })}
            </Typography>
          )}
          {rider.rider_phone_masked && (
            <Typography color="text.secondary" data-testid="rider-phone">
              {t('rider.phone', { phone: rider.rider_phone_masked })}
            </Typography>
          )}
          <Typography role="status" data-testid="rider-eta">
            {rider.eta_minutes != null ? t('rider.eta', { minutes: rider.eta_minutes }) : t('rider.onTheWay')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('rider.legend', { summary })}
          </Typography>
          {partner && (
            <Typography variant="body2" data-testid="partner-code-note">
              {t('rider.partnerCode', { partner })}
            </Typography>
          )}
          {partner && rider.partner_tracking_url && isActivePartnerStatus(rider.partner_status) && (
            <Link href={rider.partner_tracking_url} target="_blank" rel="noopener" data-testid="partner-tracking">
              {t('rider.partnerTrack', { partner })}
            </Link>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

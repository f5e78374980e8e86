import { Link, Stack, Typography } from '@instamg/shared/mui';
import { PARTNER_NAMES, PARTNER_STATUS_MEANING, type PartnerStatus } from '@instamg/shared/domain/delivery-partner';
import { partnerStatusText, useOrderT } from '../i18n/order-catalogue';
import type { OrderDeliveriesRow as Delivery } from '@instamg/shared/appwrite/rows';

/**
 * A delivery partner's booking in one or two lines (issue 38 §2): the partner and where the
 * booking is, its rider's first name, masked phone and vehicle once allotted, the tracking link.
 */
export function PartnerBookingLine({ delivery: d }: { delivery: Delivery }) {
  const t = useOrderT();
  if (!d.partner) return null;
  const status = (d.partner_status ?? 'booked') as PartnerStatus;
  const named = d.rider_first_name !== PARTNER_NAMES[d.partner];
  return (
    <Stack spacing={0.25} data-testid="partner-booking">
      <Typography>
        {PARTNER_NAMES[d.partner]}: <strong data-testid="partner-status">{partnerStatusText(t, status)}</strong>
      </Typography>
      {named && (
        <Typography color="text.secondary" data-testid="partner-rider">
          {t('partner.rider', { name: d.rider_first_name })}
          {d.rider_phone_masked ? ` · ${d.rider_phone_masked}` : ''}
          {d.partner_vehicle ? ` · ${d.partner_vehicle}` : ''}
        </Typography>
      )}
      {d.partner_tracking_url && PARTNER_STATUS_MEANING[status].active && (
        <Link href={d.partner_tracking_url} target="_blank" rel="noopener" data-testid="partner-tracking">
          {t('partner.track', { partner: PARTNER_NAMES[d.partner] })}
        </Link>
      )}
    </Stack>
  );
}

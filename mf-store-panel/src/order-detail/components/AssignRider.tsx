import { useEffect, useState } from 'react';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@instamg/shared/mui';
import { isFunctionError } from '@instamg/shared/appwrite/call-function';
import { ASSIGNABLE_STATUSES, OCCUPYING_STATUSES, type RiderLoad } from '@instamg/shared/domain/delivery-staff';
import type { OrderStatus } from '@instamg/shared/domain/order';
import {
  PARTNER_BOOKABLE_STATUSES,
  PARTNER_NAMES,
  PARTNER_STATUS_MEANING,
  isActivePartnerStatus,
  type PartnerStatus,
} from '@instamg/shared/domain/delivery-partner';
import { formatINRFromPaise } from '@instamg/shared/domain/money';
import {
  useAssignRider,
  usePartnerBooking,
  usePartnerQuote,
  useRiders,
  type Delivery,
} from '../../deliveries/api/deliveries';
import { PartnerBookingLine } from '../../components/PartnerBookingLine';
import { useOrderT, type OrderT } from '../../i18n/order-catalogue';

const NONE: readonly RiderLoad[] = [];
const loadText = (t: OrderT, load: number) => (load === 0 ? t('rider.free') : t('rider.onHand', { load }));
/** The most recently written of the delivery rows the page holds (the list's, or a mutation's answer). */
const newest = (...rows: (Delivery | null | undefined)[]): Delivery | null =>
  rows.reduce<Delivery | null>((a, b) => (b && (!a || b.$updatedAt > a.$updatedAt) ? b : a), null);
const failure = (error: unknown, fallback: string) => (isFunctionError(error) ? error.message : fallback);

/**
 * The order's rider (issue 38 §2): at Ready for pickup (or back from a failed delivery) the store
 * picks one of its riders — free ones first, then by how many deliveries they have on hand — or
 * changes the one assigned; once out, who is bringing it and how far away. Or, at Ready for
 * pickup, it books a delivery partner (Porter: the fare first, then the booking), sees where the
 * booking is and the partner's rider, and cancels it before the pickup (ADR 0011).
 */
export function AssignRider({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const t = useOrderT();
  const assignable = ASSIGNABLE_STATUSES.includes(status);
  const riders = useRiders(orderId, OCCUPYING_STATUSES.includes(status));
  const assign = useAssignRider(orderId);
  const quote = usePartnerQuote(orderId);
  const book = usePartnerBooking(orderId, 'book_partner');
  const cancel = usePartnerBooking(orderId, 'cancel_partner');
  const [chosen, setChosen] = useState('');
  const current = newest(riders.data?.delivery, assign.data?.delivery, book.data?.delivery, cancel.data?.delivery);
  const partnerActive = isActivePartnerStatus(current?.partner_status);
  const partnerStatus = (current?.partner_status ?? null) as PartnerStatus | null;
  const refetch = () => void riders.refetch();
  const list = riders.data?.riders ?? NONE;
  // The first offered is the free-est rider (rankRiders): preselected.
  const first = list[0]?.user_id;
  useEffect(() => {
    if (!chosen && first) setChosen(first);
  }, [chosen, first]);
  if (!OCCUPYING_STATUSES.includes(status)) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="rider">
      <Typography id="rider" variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('rider.title')}
      </Typography>
      {current?.partner ? (
        <PartnerBookingLine delivery={current} />
      ) : (
        <Typography data-testid="assigned-rider">
          {current
            ? current.eta_minutes != null && status === 'out_for_delivery'
              ? t('rider.awayEta', { name: current.rider_first_name, minutes: current.eta_minutes })
              : current.rider_first_name
            : t('rider.none')}
        </Typography>
      )}
      {partnerActive && partnerStatus && PARTNER_STATUS_MEANING[partnerStatus].cancellable && (
        <Button
          variant="outlined"
          color="warning"
          sx={{ mt: 1 }}
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(undefined, { onSuccess: refetch })}
        >
          {t('rider.cancelPartner', { partner: PARTNER_NAMES[current!.partner!] })}
        </Button>
      )}
      {!partnerActive && PARTNER_BOOKABLE_STATUSES.includes(status) && (
        <Stack spacing={1} sx={{ mt: 1 }} data-testid="book-partner">
          {!quote.data ? (
            <Button variant="outlined" disabled={quote.isPending} onClick={() => quote.mutate()}>
              {t('rider.bookPartner')}
            </Button>
          ) : (
            <>
              <Typography data-testid="partner-quote">
                {quote.data.pickup_eta_minutes != null
                  ? t('rider.quoteEta', {
                      partner: PARTNER_NAMES.porter,
                      fare: formatINRFromPaise(quote.data.fare_paise),
                      minutes: quote.data.pickup_eta_minutes,
                    })
                  : t('rider.quote', {
                      partner: PARTNER_NAMES.porter,
                      fare: formatINRFromPaise(quote.data.fare_paise),
                    })}
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  disabled={book.isPending}
                  onClick={() =>
                    book.mutate(undefined, {
                      onSuccess: () => {
                        quote.reset();
                        refetch();
                      },
                    })
                  }
                >
                  {t('rider.confirmBooking')}
                </Button>
                <Button variant="text" onClick={() => quote.reset()}>
                  {t('rider.notNow')}
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      )}
      {[quote, book, cancel].map((m, i) =>
        m.isError ? (
          <Alert key={i} severity="error" sx={{ mt: 1 }}>
            {failure(m.error, t('rider.partnerFailed'))}
          </Alert>
        ) : null,
      )}
      {assignable && !partnerActive && riders.isSuccess && list.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('rider.invite')}
        </Typography>
      )}
      {assignable && !partnerActive && list.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <TextField
            select
            size="small"
            label={t('rider.label')}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            {list.map((r) => (
              <MenuItem key={r.user_id} value={r.user_id}>
                {t('rider.option', { name: r.name, load: loadText(t, r.load) })}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={!chosen || assign.isPending || chosen === current?.rider_id}
            onClick={() => assign.mutate(chosen, { onSuccess: refetch })}
          >
            {current ? t('rider.change') : t('rider.assign')}
          </Button>
        </Stack>
      )}
      {riders.isError && <Alert severity="error">{t('rider.loadFailed')}</Alert>}
      {assign.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure(assign.error, t('rider.assignFailed'))}
        </Alert>
      )}
    </Paper>
  );
}

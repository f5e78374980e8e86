import { useEffect, useRef } from 'react';
import {
  Alert,
  Chip,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@instamg/shared/mui';
import { prescriptionValidity } from '@instamg/shared/domain/rx-review';
import { orderReference } from '@instamg/shared/domain/order-number';
import type { StoreMembership } from '../../domain/store-membership';
import { useRxAction, useRxReview, useRxSettings, type Review } from '../api/prescriptions';
import { reviewClock } from '../domain/review-clock';
import { useLocale } from '@instamg/shared/i18n';
import { dateTimeText, usePanelT } from '../../i18n/catalogue';
import { useRxT } from '../../i18n/rx-catalogue';
import { dayText, reviewClockText } from './review-clock-text';
import { useNow } from './use-now';
import { RxDecisionForm } from './RxDecisionForm';
import { RxFileViewer } from './RxFileViewer';

/** One order's prescription: countdown, file, Rx lines, validity and the decision or its record. */
export function RxReview({ store, orderId }: { store: StoreMembership; orderId: string }) {
  const t = useRxT();
  const review = useRxReview(orderId);
  const settings = useRxSettings();
  const open = useRxAction(store.storeId, orderId);
  const opened = useRef<string | null>(null);
  const order = review.data?.order;
  const shouldOpen =
    store.isPharmacist &&
    order !== undefined &&
    order.rx_status === 'pending' &&
    order.status === 'placed' &&
    order.payment_status === 'paid' &&
    !order.rx_review_started_at;
  const { mutate } = open;
  useEffect(() => {
    // Opening the order for verification pauses its accept countdown (once per order shown).
    if (shouldOpen && opened.current !== orderId) {
      opened.current = orderId;
      mutate({ action: 'open_prescription_review' });
    }
  }, [shouldOpen, orderId, mutate]);

  if (review.isPending)
    return <Skeleton variant="rectangular" height={420} role="progressbar" aria-label={t('review.loading')} />;
  if (review.isError) return <Alert severity="warning">{t('review.gone')}</Alert>;
  return (
    <>
      {open.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('review.notStarted')}
        </Alert>
      )}
      <ReviewBody
        store={store}
        review={review.data}
        validityMonths={settings.data?.validityMonths ?? null}
        timers={settings.data?.timers ?? null}
      />
    </>
  );
}

function ReviewBody({
  store,
  review,
  validityMonths,
  timers,
}: {
  store: StoreMembership;
  review: Review;
  validityMonths: number | null;
  timers: NonNullable<ReturnType<typeof useRxSettings>['data']>['timers'] | null;
}) {
  const t = useRxT();
  const panelT = usePanelT();
  const locale = useLocale();
  const now = useNow();
  const { order, lines, prescription, verification } = review;
  const clock = timers ? reviewClock(order, timers, now) : { kind: 'none' as const };
  const validity =
    validityMonths !== null && prescription ? prescriptionValidity(prescription.issued_on, validityMonths, now) : null;
  return (
    <Stack spacing={2} component="section" aria-label={panelT('order.reference', { reference: orderReference(order) })}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {panelT('order.reference', { reference: orderReference(order) })}
      </Typography>
      {clock.kind !== 'none' && (
        <Alert
          severity={clock.kind === 'paused' ? 'info' : 'warning'}
          role="status"
          data-testid="rx-countdown"
          data-state={clock.kind}
        >
          {reviewClockText(t, clock)}
        </Alert>
      )}
      {verification ? (
        <Alert severity={verification.decision === 'verified' ? 'success' : 'error'} data-testid="rx-decision">
          {t(verification.decision === 'verified' ? 'review.verifiedBy' : 'review.rejectedBy', {
            pharmacist: verification.pharmacist_name,
            council: verification.pharmacy_council,
            registration: verification.registration_number,
            when: dateTimeText(locale, verification.verified_at),
          })}
          {verification.reason ? t('review.reason', { reason: verification.reason }) : ''}
        </Alert>
      ) : (
        order.rx_status === 'rejected' && (
          <Alert severity="error">{t('review.rejected', { reason: order.rx_reason ?? '' })}</Alert>
        )
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
          {t('review.medicines')}
        </Typography>
        <Table size="small" aria-label={t('review.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('review.medicine')}</TableCell>
              <TableCell>{t('review.schedule')}</TableCell>
              <TableCell align="right">{t('review.quantity')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.$id}>
                <TableCell>
                  {line.product_name}
                  {line.pack_size ? ` (${line.pack_size})` : ''}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={line.schedule} color={line.schedule === 'H1' ? 'error' : 'default'} />
                </TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {prescription && (
        <Stack spacing={1}>
          {validity?.state === 'valid' && prescription.issued_on && (
            <Typography>
              {t('review.valid', {
                issued: dayText(locale, prescription.issued_on),
                until: dayText(locale, validity.validUntil.toISOString()),
                months: validityMonths ?? 0,
              })}
            </Typography>
          )}
          {validity?.state === 'expired' && (
            <Alert severity="error">
              {t('review.expired', { date: dayText(locale, validity.validUntil.toISOString()) })}
            </Alert>
          )}
          {validity?.state === 'undated' && <Alert severity="warning">{t('review.undated')}</Alert>}
          {prescription.note && (
            <Typography color="text.secondary">{t('review.note', { note: prescription.note })}</Typography>
          )}
          <RxFileViewer fileId={prescription.file_id} />
        </Stack>
      )}
      {order.rx_status === 'pending' &&
        order.status === 'placed' &&
        (store.isPharmacist ? (
          <RxDecisionForm storeId={store.storeId} orderId={order.$id} />
        ) : (
          <Alert severity="info" data-testid="rx-read-only">
            {t('review.readOnly')}
          </Alert>
        ))}
    </Stack>
  );
}

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
import { clockText, formatDateTime, formatDay, reviewClock } from '../domain/review-clock';
import { useNow } from './use-now';
import { RxDecisionForm } from './RxDecisionForm';
import { RxFileViewer } from './RxFileViewer';

/** One order's prescription: countdown, file, Rx lines, validity and the decision or its record. */
export function RxReview({ store, orderId }: { store: StoreMembership; orderId: string }) {
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
    return <Skeleton variant="rectangular" height={420} role="progressbar" aria-label="Loading the order" />;
  if (review.isError)
    return (
      <Alert severity="warning">
        This order is not at your store any more (it may have moved to another store), or it could not be read.
      </Alert>
    );
  return (
    <>
      {open.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The review could not be started, so the accept countdown is not paused. Reload to try again.
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
  const now = useNow();
  const { order, lines, prescription, verification } = review;
  const clock = timers ? reviewClock(order, timers, now) : { kind: 'none' as const };
  const validity =
    validityMonths !== null && prescription ? prescriptionValidity(prescription.issued_on, validityMonths, now) : null;
  return (
    <Stack spacing={2} component="section" aria-label={`Order ${orderReference(order)}`}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        Order {orderReference(order)}
      </Typography>
      {clock.kind !== 'none' && (
        <Alert
          severity={clock.kind === 'paused' ? 'info' : 'warning'}
          role="status"
          data-testid="rx-countdown"
          data-state={clock.kind}
        >
          {clockText(clock)}
        </Alert>
      )}
      {verification ? (
        <Alert severity={verification.decision === 'verified' ? 'success' : 'error'} data-testid="rx-decision">
          {verification.decision === 'verified' ? 'Prescription verified' : 'Prescription rejected'} by{' '}
          {verification.pharmacist_name} ({verification.pharmacy_council}, registration{' '}
          {verification.registration_number}) on {formatDateTime(verification.verified_at)}
          {verification.reason ? `. Reason: ${verification.reason}` : ''}
        </Alert>
      ) : (
        order.rx_status === 'rejected' && <Alert severity="error">Prescription rejected: {order.rx_reason}</Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
          Medicines that need the prescription
        </Typography>
        <Table size="small" aria-label="Prescription medicines">
          <TableHead>
            <TableRow>
              <TableCell>Medicine</TableCell>
              <TableCell>Schedule</TableCell>
              <TableCell align="right">Quantity</TableCell>
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
              Issued {formatDay(prescription.issued_on)}; valid until {formatDay(validity.validUntil.toISOString())} (
              {validityMonths} months).
            </Typography>
          )}
          {validity?.state === 'expired' && (
            <Alert severity="error">
              This prescription expired on {formatDay(validity.validUntil.toISOString())}: it cannot be approved.
            </Alert>
          )}
          {validity?.state === 'undated' && <Alert severity="warning">This prescription has no issue date.</Alert>}
          {prescription.note && (
            <Typography color="text.secondary">Customer&apos;s note: {prescription.note}</Typography>
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
            Only a registered pharmacist of this store can approve or reject prescriptions (Drugs Rules, Rule 65).
          </Alert>
        ))}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Link,
  Stack,
  Typography,
} from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { STATUS_LABELS, isOrderStatus } from '@instamg/shared/domain/order';
import { adminKeys } from '../../api/keys';
import { fetchDuplicates, fetchVerifications, type PrescriptionRow } from '../api/prescriptions';
import { useStoreName } from '../../api/store-name';
import {
  duplicateFlag,
  formatIst,
  formatIstDay,
  prescriptionStatusColor,
  prescriptionStatusLabel,
  registrationText,
} from '../domain/prescription-view';
import { RxFileViewer } from './RxFileViewer';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {children || '—'}
    </Typography>
  );
}

function OrderLink({ id, number }: { id: string; number?: string | null }) {
  return (
    <Link component={RouterLink} to={`/admin/orders/${id}`}>
      {number || id}
    </Link>
  );
}

function Verifications({ prescriptionId }: { prescriptionId: string }) {
  const list = useQuery({
    queryKey: adminKeys.prescriptions.part(prescriptionId, 'verifications'),
    queryFn: () => fetchVerifications(prescriptionId),
  });
  if (list.isError) return <Alert severity="error">The decisions could not be loaded.</Alert>;
  if (list.isPending) return <Typography variant="body2">Loading…</Typography>;
  if (list.data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No pharmacist has decided on it yet.
      </Typography>
    );
  return (
    <Stack spacing={1} component="ul" sx={{ pl: 2, m: 0 }}>
      {list.data.map((v) => (
        <Typography key={v.$id} component="li" variant="body2">
          {v.decision === 'verified' ? 'Verified' : 'Rejected'} by {v.pharmacist_name} (
          {registrationText(v.pharmacy_council, v.registration_number)}), {formatIst(v.verified_at)}, order{' '}
          <OrderLink id={v.order_id} />
          {v.reason ? ` — “${v.reason}”` : ''}
        </Typography>
      ))}
    </Stack>
  );
}

function Duplicates({ prescription }: { prescription: PrescriptionRow }) {
  const list = useQuery({
    queryKey: adminKeys.prescriptions.part(prescription.$id, 'duplicates'),
    queryFn: () => fetchDuplicates(prescription),
    enabled: Boolean(prescription.duplicate_count),
  });
  if (!prescription.duplicate_count) return null;
  return (
    <Alert severity="warning" sx={{ '& ul': { pl: 2, m: 0 } }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {duplicateFlag(prescription.duplicate_count)}
      </Typography>
      {list.isError && <Typography variant="body2">The other uploads could not be loaded.</Typography>}
      {list.data && (
        <ul aria-label="Other uploads of the same file">
          {list.data.map(({ prescription: other, orders }) => (
            <Typography key={other.$id} component="li" variant="body2">
              Uploaded {formatIst(other.$createdAt)} by customer {other.user_id}
              {orders.length > 0 ? ', used on ' : ', not used on an order'}
              {orders.map((order, i) => (
                <span key={order.$id}>
                  {i > 0 ? ', ' : ''}
                  <OrderLink id={order.$id} number={order.order_number} /> (
                  {isOrderStatus(order.status) ? STATUS_LABELS[order.status] : order.status})
                </span>
              ))}
            </Typography>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/** One prescription for the admin: the file, its facts, every pharmacist decision, other uploads of the same file. */
export function PrescriptionDialog({ prescription, onClose }: { prescription: PrescriptionRow; onClose(): void }) {
  const store = useStoreName(prescription.store_id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="prescription-dialog-title">
      <DialogTitle id="prescription-dialog-title">Prescription {prescription.$id}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="info">
            Admins see and audit prescriptions. Only the store’s registered pharmacist verifies them.
          </Alert>
          <Duplicates prescription={prescription} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7 }}>
              <RxFileViewer prescriptionId={prescription.$id} fileId={prescription.file_id} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Stack spacing={0.5}>
                <Box>
                  <Chip
                    size="small"
                    color={prescriptionStatusColor(prescription.status)}
                    label={prescriptionStatusLabel(prescription.status)}
                  />
                </Box>
                <Fact label="Uploaded">{formatIst(prescription.$createdAt)}</Fact>
                <Fact label="Issued on">{formatIstDay(prescription.issued_on)}</Fact>
                <Fact label="Customer">{prescription.user_id}</Fact>
                <Fact label="Store">{prescription.store_id ? (store.data ?? prescription.store_id) : null}</Fact>
                <Fact label="Last order">
                  {prescription.order_id ? <OrderLink id={prescription.order_id} /> : null}
                </Fact>
                <Fact label="Pharmacist">
                  {prescription.pharmacist_name
                    ? `${prescription.pharmacist_name} (${registrationText(prescription.pharmacy_council, prescription.registration_number)})`
                    : null}
                </Fact>
                <Fact label="Decided">{formatIst(prescription.verified_at)}</Fact>
                {prescription.reason && <Fact label="Reason">{prescription.reason}</Fact>}
                {prescription.note && <Fact label="Customer’s note">{prescription.note}</Fact>}
                <Fact label="File SHA-256">
                  <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {prescription.file_sha256}
                  </Box>
                </Fact>
                <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
                  Pharmacist decisions
                </Typography>
                <Verifications prescriptionId={prescription.$id} />
              </Stack>
            </Grid>
          </Grid>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

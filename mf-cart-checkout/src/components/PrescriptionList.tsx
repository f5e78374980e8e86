import { useNavigate } from '@instamg/shared/router';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import { useMyPrescriptions } from '../api/hooks';
import { rememberPrescriptionForCheckout } from '../api/chosen-prescription';
import { PrescriptionStatus } from './PrescriptionStatus';

const uploadedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Every prescription the customer uploaded, newest first, with its status, the order it travels
 * with, and "Attach to my next order". On /upload-prescription and, exposed, in the account's
 * Prescriptions tab (the shell places it; this app owns the prescriptions table).
 */
export function PrescriptionList() {
  const navigate = useNavigate();
  const prescriptions = useMyPrescriptions();
  const attach = (id: string) => {
    rememberPrescriptionForCheckout(id);
    navigate('/checkout');
  };
  return (
    <Box>
      {prescriptions.isError && (
        <Alert severity="error">We could not load your prescriptions. {prescriptions.error.message}</Alert>
      )}
      {prescriptions.isPending && (
        <Stack spacing={1.5} role="status" aria-label="Loading prescriptions">
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      )}
      {prescriptions.data?.length === 0 && (
        <Typography color="text.secondary">No prescriptions uploaded yet.</Typography>
      )}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="My prescriptions">
        {prescriptions.data?.map((p) => (
          <Paper component="li" key={p.$id} variant="outlined" sx={{ p: 2 }} aria-label={p.file_name ?? undefined}>
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
            >
              <div>
                <Typography sx={{ fontWeight: 600 }}>{p.file_name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Uploaded {uploadedAt.format(new Date(p.$createdAt))}
                  {p.note ? ` · ${p.note}` : ''}
                </Typography>
                {p.status === 'rejected' && p.reason && (
                  <Typography variant="body2" color="error">
                    Reason: {p.reason}
                  </Typography>
                )}
                {p.order_id && (
                  <Button size="small" onClick={() => navigate(`/orders/${p.order_id}`)}>
                    View the order it is attached to
                  </Button>
                )}
              </div>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PrescriptionStatus status={p.status} />
                {p.status !== 'rejected' && !p.order_id && (
                  <Button onClick={() => attach(p.$id)}>Attach to my next order</Button>
                )}
              </Stack>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

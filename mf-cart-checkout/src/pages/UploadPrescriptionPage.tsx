import { useNavigate } from '@instamg/shared/router';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@instamg/shared/mui';
import { useMyPrescriptions } from '../api/hooks';
import { rememberPrescriptionForCheckout } from '../api/chosen-prescription';
import { PrescriptionUploader } from '../components/PrescriptionUploader';
import { PrescriptionStatus } from '../components/PrescriptionStatus';

const uploadedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function UploadPrescriptionPage() {
  const navigate = useNavigate();
  const prescriptions = useMyPrescriptions();
  const attach = (id: string) => {
    rememberPrescriptionForCheckout(id);
    navigate('/checkout');
  };
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: 28, mb: 2 }}>
        Upload prescription
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <PrescriptionUploader />
      </Paper>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        My prescriptions
      </Typography>
      {prescriptions.isError && (
        <Alert severity="error">We could not load your prescriptions. {prescriptions.error.message}</Alert>
      )}
      {prescriptions.isPending && <CircularProgress aria-label="Loading prescriptions" />}
      {prescriptions.data?.length === 0 && (
        <Typography color="text.secondary">No prescriptions uploaded yet.</Typography>
      )}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="My prescriptions">
        {prescriptions.data?.map((p) => (
          <Paper component="li" key={p.$id} variant="outlined" sx={{ p: 2 }} aria-label={p.file_name}>
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
                    Attached to order {p.order_id}
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

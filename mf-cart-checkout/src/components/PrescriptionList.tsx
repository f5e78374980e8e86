import { useNavigate } from '@instamg/shared/router';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import { useMyPrescriptions } from '../api/hooks';
import { rememberPrescriptionForCheckout } from '../api/chosen-prescription';
import { PrescriptionStatus } from './PrescriptionStatus';
import { useRxT } from '../i18n/rx-catalogue';
import { formatDate, useLocale } from '@instamg/shared/i18n';

/**
 * Every prescription the customer uploaded, newest first, with its status, the order it travels
 * with, and "Attach to my next order". On /upload-prescription and, exposed, in the account's
 * Prescriptions tab (the shell places it; this app owns the prescriptions table).
 */
export function PrescriptionList() {
  const t = useRxT();
  const locale = useLocale();
  const navigate = useNavigate();
  const prescriptions = useMyPrescriptions();
  const attach = (id: string) => {
    rememberPrescriptionForCheckout(id);
    navigate('/checkout');
  };
  return (
    <Box>
      {prescriptions.isError && (
        <Alert severity="error">
          {t('list.loadError')} {prescriptions.error.message}
        </Alert>
      )}
      {prescriptions.isPending && (
        <Stack spacing={1.5} role="status" aria-label={t('list.loading')}>
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      )}
      {prescriptions.data?.length === 0 && <Typography color="text.secondary">{t('list.empty')}</Typography>}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('list.label')}>
        {prescriptions.data?.map((p) => (
          <Paper component="li" key={p.$id} variant="outlined" sx={{ p: 2 }} aria-label={p.file_name ?? undefined}>
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
            >
              <div>
                <Typography sx={{ fontWeight: 600 }}>{p.file_name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('list.uploaded', {
                    date: formatDate(new Date(p.$createdAt), locale, { dateStyle: 'medium', timeStyle: 'short' }),
                  })}
                  {p.note ? ` · ${p.note}` : ''}
                </Typography>
                {p.status === 'rejected' && p.reason && (
                  <Typography variant="body2" color="error">
                    {t('list.reason', { reason: p.reason })}
                  </Typography>
                )}
                {p.order_id && (
                  <Button size="small" onClick={() => navigate(`/orders/${p.order_id}`)}>
                    {t('list.viewOrder')}
                  </Button>
                )}
              </div>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PrescriptionStatus status={p.status} />
                {p.status !== 'rejected' && !p.order_id && (
                  <Button onClick={() => attach(p.$id)}>{t('list.attachNext')}</Button>
                )}
              </Stack>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

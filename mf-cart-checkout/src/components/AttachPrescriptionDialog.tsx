import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@instamg/shared/mui';
import { useMyPrescriptions } from '../api/hooks';
import { orderKeys } from '../api/keys';
import { attachPrescription } from '../api/orders-api';
import { PrescriptionStatus } from './PrescriptionStatus';
import { PrescriptionUploader } from './PrescriptionUploader';
import { useRxT } from '../i18n/rx-catalogue';
import type { OrdersRow, PrescriptionsRow } from '@instamg/shared/appwrite/rows';

/**
 * "Attach prescription" on an order whose prescription is missing or was rejected: pick one of
 * the customer's uploads or upload a new one; order-state attaches it and shares it with the
 * order's pharmacy.
 */
export function AttachPrescriptionDialog({
  order,
  open,
  onClose,
  onAttached,
}: {
  order: Pick<OrdersRow, '$id' | 'prescription_id' | 'store_name'>;
  open: boolean;
  onClose: () => void;
  onAttached: (order: OrdersRow) => void;
}) {
  const t = useRxT();
  const queryClient = useQueryClient();
  const prescriptions = useMyPrescriptions();
  const [chosen, setChosen] = useState<string | null>(null);
  const usable = (prescriptions.data ?? []).filter((p) => p.status !== 'rejected' && p.$id !== order.prescription_id);
  const attach = useMutation({
    mutationFn: (prescriptionId: string) => attachPrescription(order.$id, prescriptionId),
    onSuccess: ({ order: updated }) => {
      queryClient.setQueryData(orderKeys.order(order.$id), updated);
      void queryClient.invalidateQueries({ queryKey: orderKeys.events(order.$id) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.prescriptions });
      onAttached(updated);
    },
  });
  const uploaded = (p: PrescriptionsRow) => attach.mutate(p.$id);

  return (
    <Dialog open={open} onClose={onClose} fullWidth aria-labelledby="attach-rx-title">
      <DialogTitle id="attach-rx-title">{t('attach.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('attach.verifies', { store: order.store_name })}</DialogContentText>
        {prescriptions.isPending && <Typography variant="body2">{t('attach.loading')}</Typography>}
        {usable.length > 0 && (
          <RadioGroup value={chosen ?? ''} onChange={(e) => setChosen(e.target.value)} aria-label={t('attach.yours')}>
            {usable.map((p) => (
              <FormControlLabel
                key={p.$id}
                value={p.$id}
                control={<Radio />}
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{p.file_name}</span>
                    <PrescriptionStatus status={p.status} />
                  </Stack>
                }
              />
            ))}
          </RadioGroup>
        )}
        <Divider sx={{ my: 2 }}>{t('attach.orUpload')}</Divider>
        <PrescriptionUploader onUploaded={uploaded} />
        {attach.isError && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {attach.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('attach.close')}</Button>
        <Button
          variant="contained"
          disabled={!chosen || attach.isPending}
          onClick={() => chosen && attach.mutate(chosen)}
        >
          {attach.isPending ? t('attach.attaching') : t('attach.attach')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Divider, FormControlLabel, Paper, Radio, RadioGroup, Stack, Typography } from '@instamg/shared/mui';
import { PrescriptionStatus } from '../../components/PrescriptionStatus';
import { PrescriptionUploader } from '../../components/PrescriptionUploader';
import type { Checkout } from './useCheckout';
import { useCartT } from '../../i18n/catalogue';

type Props = Pick<Checkout, 'usablePrescriptions' | 'prescriptionId' | 'setPrescriptionId'>;

export function PrescriptionSection({ usablePrescriptions, prescriptionId, setPrescriptionId }: Props) {
  const t = useCartT();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('rx.section')}>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('rx.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('rx.text')}
      </Typography>
      {usablePrescriptions.length > 0 && (
        <RadioGroup
          value={prescriptionId ?? ''}
          onChange={(e) => setPrescriptionId(e.target.value)}
          aria-label={t('rx.yours')}
        >
          {usablePrescriptions.map((p) => (
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
      <Divider sx={{ my: 1.5 }} />
      <PrescriptionUploader onUploaded={(p) => setPrescriptionId(p.$id)} />
    </Paper>
  );
}

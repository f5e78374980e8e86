import { Stack, TextField, Typography } from '@instamg/shared/mui';
import { LICENCE_MIN_VALID_DAYS } from '@instamg/shared/domain/partner/licence';
import { DocumentUpload } from '../../components/DocumentUpload';
import { textFieldProps, type StepProps } from './form-fields';
import { usePartnerT } from '../../i18n/partner-catalogue';

const FORMS = [
  { form: '20', legend: 'licences.legend20' },
  { form: '21', legend: 'licences.legend21' },
] as const;

/** Retail drug licences, Form 20 and Form 21 (research/domain.md §2.3), each with dates and a scan. */
export function LicencesStep(props: StepProps) {
  const t = usePartnerT();
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('licences.intro', { days: LICENCE_MIN_VALID_DAYS })}
      </Typography>
      {FORMS.map(({ form, legend }) => (
        <Stack key={form} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
            {t(legend)}
          </Typography>
          <TextField label={t('licences.number', { form })} {...textFieldProps(props, `form${form}_number`)} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <TextField
              label={t('licences.issued')}
              type="date"
              {...textFieldProps(props, `form${form}_issued_on`)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t('licences.valid')}
              type="date"
              {...textFieldProps(props, `form${form}_expires_on`)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <DocumentUpload
            label={t('licences.scan', { form })}
            fileId={props.form[`form${form}_document_id`]}
            error={props.errors[`form${form}_document_id`]}
            onUploaded={(fileId) => props.set(`form${form}_document_id`, fileId)}
          />
        </Stack>
      ))}
    </Stack>
  );
}

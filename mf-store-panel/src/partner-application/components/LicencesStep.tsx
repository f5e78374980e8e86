import { Stack, TextField, Typography } from '@instamg/shared/mui';
import { LICENCE_MIN_VALID_DAYS } from '@instamg/shared/domain/partner/licence';
import { DocumentUpload } from '../../components/DocumentUpload';
import { textFieldProps, type StepProps } from './form-fields';

const FORMS = [
  { form: '20', covers: 'drugs other than Schedules C, C(1) and X' },
  { form: '21', covers: 'drugs of Schedules C and C(1)' },
] as const;

/** Retail drug licences, Form 20 and Form 21 (research/domain.md §2.3), each with dates and a scan. */
export function LicencesStep(props: StepProps) {
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Both retail licences of these premises, from your State drugs controller. Each must be valid for at least{' '}
        {LICENCE_MIN_VALID_DAYS} more days.
      </Typography>
      {FORMS.map(({ form, covers }) => (
        <Stack key={form} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
            Form {form} licence ({covers})
          </Typography>
          <TextField label={`Form ${form} licence number`} {...textFieldProps(props, `form${form}_number`)} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <TextField
              label="Issued on"
              type="date"
              {...textFieldProps(props, `form${form}_issued_on`)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="Valid until"
              type="date"
              {...textFieldProps(props, `form${form}_expires_on`)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <DocumentUpload
            label={`Scan of the Form ${form} licence`}
            fileId={props.form[`form${form}_document_id`]}
            error={props.errors[`form${form}_document_id`]}
            onUploaded={(fileId) => props.set(`form${form}_document_id`, fileId)}
          />
        </Stack>
      ))}
    </Stack>
  );
}

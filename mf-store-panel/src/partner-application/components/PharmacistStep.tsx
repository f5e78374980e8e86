import { Checkbox, FormControlLabel, Stack, TextField, Typography } from '@instamg/shared/mui';
import { DocumentUpload } from '../../components/DocumentUpload';
import { textFieldProps, type StepProps } from './form-fields';
import { usePartnerT } from '../../i18n/partner-catalogue';

/** The registered pharmacist (their name, council and number are shown with every order they check). */
export function PharmacistStep(props: StepProps) {
  const t = usePartnerT();
  return (
    <Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('pharmacist.intro')}
      </Typography>
      <TextField label={t('pharmacist.name')} {...textFieldProps(props, 'pharmacist_name')} />
      <TextField
        label={t('pharmacist.council')}
        placeholder={t('pharmacist.councilExample')}
        {...textFieldProps(props, 'pharmacist_council')}
      />
      <TextField label={t('pharmacist.registration')} {...textFieldProps(props, 'pharmacist_registration_number')} />
      <DocumentUpload
        label={t('pharmacist.certificate')}
        fileId={props.form.pharmacist_certificate_id}
        error={props.errors.pharmacist_certificate_id}
        onUploaded={(fileId) => props.set('pharmacist_certificate_id', fileId)}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={props.form.applicant_is_pharmacist}
            onChange={(event) => props.set('applicant_is_pharmacist', event.target.checked)}
          />
        }
        label={t('pharmacist.isMe')}
      />
    </Stack>
  );
}

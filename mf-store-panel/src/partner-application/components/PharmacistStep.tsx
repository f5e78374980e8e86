import { Checkbox, FormControlLabel, Stack, TextField, Typography } from '@instamg/shared/mui';
import { DocumentUpload } from '../../components/DocumentUpload';
import { textFieldProps, type StepProps } from './form-fields';

/** The registered pharmacist (their name, council and number are shown with every order they check). */
export function PharmacistStep(props: StepProps) {
  return (
    <Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The pharmacist registered with a State Pharmacy Council who works at this pharmacy.
      </Typography>
      <TextField label="Pharmacist's name (as registered)" {...textFieldProps(props, 'pharmacist_name')} />
      <TextField
        label="State Pharmacy Council"
        placeholder="e.g. Karnataka State Pharmacy Council"
        {...textFieldProps(props, 'pharmacist_council')}
      />
      <TextField label="Registration number" {...textFieldProps(props, 'pharmacist_registration_number')} />
      <DocumentUpload
        label="Registration certificate"
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
        label="I am this pharmacist"
      />
    </Stack>
  );
}

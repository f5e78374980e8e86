import { Alert, Button, Divider, Stack, Typography } from '@instamg/shared/mui';
import {
  APPLICATION_STEPS,
  CONSTITUTIONS,
  STEP_FIELDS,
  stateOfApplication,
  type ApplicationStep,
} from '@instamg/shared/domain/partner/application';
import { STEP_LABELS, formToValues, type ApplicationFormValues, type FormErrors } from '../domain/application-form';

interface ReviewStepProps {
  form: ApplicationFormValues;
  errors: FormErrors;
  onEdit: (step: ApplicationStep) => void;
}

const mask = (accountNumber: string) => (accountNumber.length > 4 ? `•••• ${accountNumber.slice(-4)}` : accountNumber);

/** Everything entered, step by step, with the problems still to fix and a way back to each step. */
export function ReviewStep({ form, errors, onEdit }: ReviewStepProps) {
  const values = formToValues(form);
  const lines: Record<ApplicationStep, [string, string][]> = {
    business: [
      ['Legal name', values.legal_name],
      ['Trade name', values.trade_name],
      ['Type of business', CONSTITUTIONS[values.constitution as keyof typeof CONSTITUTIONS] ?? ''],
      ['PAN', values.pan],
      ['GSTIN', values.gstin],
      ['State', stateOfApplication(values) ?? ''],
      ['Phone', values.phone],
    ],
    licences: [
      ['Form 20', `${values.form20_number} (${values.form20_issued_on} to ${values.form20_expires_on})`],
      ['Form 21', `${values.form21_number} (${values.form21_issued_on} to ${values.form21_expires_on})`],
    ],
    pharmacist: [
      ['Pharmacist', values.pharmacist_name + (values.applicant_is_pharmacist ? ' (you)' : '')],
      ['Council', values.pharmacist_council],
      ['Registration number', values.pharmacist_registration_number],
    ],
    premises: [
      ['Address', `${values.address}, ${values.city} ${values.postal_code}`],
      [
        'Map pin',
        values.latitude !== null && values.longitude !== null ? `${values.latitude}, ${values.longitude}` : '',
      ],
      ['Shopfront photos', String(values.shopfront_photo_ids.length)],
    ],
    bank: [
      ['Account holder', values.account_holder],
      ['Account number', mask(values.account_number)],
      ['IFSC', values.ifsc],
    ],
  };
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {APPLICATION_STEPS.map((step) => {
        const problems = [
          ...STEP_FIELDS[step],
          ...(step === 'bank' ? (['account_number_confirm'] as const) : []),
        ].flatMap((field) => (errors[field] ? [errors[field]] : []));
        return (
          <Stack key={step} spacing={0.5} aria-label={STEP_LABELS[step]} component="section">
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {STEP_LABELS[step]}
              </Typography>
              <Button size="small" onClick={() => onEdit(step)}>
                Edit
              </Button>
            </Stack>
            {lines[step].map(([label, value]) => (
              <Typography key={label} variant="body2">
                <Typography component="span" variant="body2" color="text.secondary">
                  {label}:{' '}
                </Typography>
                {value || '—'}
              </Typography>
            ))}
            {problems.map((problem) => (
              <Alert key={problem} severity="error">
                {problem}
              </Alert>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}

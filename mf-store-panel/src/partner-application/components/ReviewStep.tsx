import { Alert, Button, Divider, Stack, Typography } from '@instamg/shared/mui';
import {
  APPLICATION_STEPS,
  CONSTITUTIONS,
  STEP_FIELDS,
  stateOfApplication,
  type ApplicationStep,
} from '@instamg/shared/domain/partner/application';
import { formToValues, type ApplicationFormValues, type FormErrors } from '../domain/application-form';
import { constitutionText, stepText, usePartnerT } from '../../i18n/partner-catalogue';

interface ReviewStepProps {
  form: ApplicationFormValues;
  errors: FormErrors;
  onEdit: (step: ApplicationStep) => void;
}

const mask = (accountNumber: string) => (accountNumber.length > 4 ? `•••• ${accountNumber.slice(-4)}` : accountNumber);

/** Everything entered, step by step, with the problems still to fix and a way back to each step. */
export function ReviewStep({ form, errors, onEdit }: ReviewStepProps) {
  const t = usePartnerT();
  const values = formToValues(form);
  const licence = (n: '20' | '21') =>
    t('review.licence', {
      number: values[`form${n}_number`],
      issued: values[`form${n}_issued_on`],
      expires: values[`form${n}_expires_on`],
    });
  const lines: Record<ApplicationStep, [string, string][]> = {
    business: [
      [t('review.legalName'), values.legal_name],
      [t('review.tradeName'), values.trade_name],
      [
        t('review.type'),
        values.constitution in CONSTITUTIONS
          ? constitutionText(t, values.constitution as keyof typeof CONSTITUTIONS)
          : '',
      ],
      [t('review.pan'), values.pan],
      [t('review.gstin'), values.gstin],
      [t('review.state'), stateOfApplication(values) ?? ''],
      [t('review.phone'), values.phone],
    ],
    licences: [
      [t('review.form20'), licence('20')],
      [t('review.form21'), licence('21')],
    ],
    pharmacist: [
      [t('review.pharmacist'), values.pharmacist_name + (values.applicant_is_pharmacist ? t('review.you') : '')],
      [t('review.council'), values.pharmacist_council],
      [t('review.registration'), values.pharmacist_registration_number],
    ],
    premises: [
      [
        t('review.address'),
        t('status.address', { address: values.address, city: values.city, pin: values.postal_code }),
      ],
      [
        t('review.mapPin'),
        values.latitude !== null && values.longitude !== null ? `${values.latitude}, ${values.longitude}` : '',
      ],
      [t('review.photos'), String(values.shopfront_photo_ids.length)],
    ],
    bank: [
      [t('review.holder'), values.account_holder],
      [t('review.number'), mask(values.account_number)],
      [t('review.ifsc'), values.ifsc],
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
          <Stack key={step} spacing={0.5} aria-label={stepText(t, step)} component="section">
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {stepText(t, step)}
              </Typography>
              <Button size="small" onClick={() => onEdit(step)}>
                {t('review.edit')}
              </Button>
            </Stack>
            {lines[step].map(([label, value]) => (
              <Typography key={label} variant="body2">
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('review.label', { label })}
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

import { useState, type ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
  useMediaQuery,
} from '@instamg/shared/mui';
import { useSearchParams } from '@instamg/shared/router';
import type { ApplicationRecord } from '@instamg/shared/domain/partner/application';
import {
  EMPTY_APPLICATION_FORM,
  FORM_STEPS,
  formToValues,
  nextStep,
  previousStep,
  resumeStep,
  stepFromSearch,
  stepOfRefusal,
  validateStep,
  valuesToForm,
  type ApplicationFormValues,
  type FormField,
  type FormStep,
} from '../domain/application-form';
import { useSaveApplication } from '../api/application-queries';
import { BankStep } from './BankStep';
import { BusinessStep } from './BusinessStep';
import { LicencesStep } from './LicencesStep';
import { PharmacistStep } from './PharmacistStep';
import { PremisesStep } from './PremisesStep';
import { ReviewStep } from './ReviewStep';
import type { StepProps } from './form-fields';
import { stepText, usePartnerT } from '../../i18n/partner-catalogue';

interface ApplicationFormProps {
  userId: string;
  /** The saved application (a draft, or one with changes requested), or null before the first save. */
  application: ApplicationRecord | null;
}

/**
 * The multi-step application. Each Continue checks the step (the shared rules), saves the whole
 * draft through store-onboarding and moves on; the step lives in the URL (?step=), so a reload,
 * another device or a return from sign-in opens where the applicant was.
 */
export function ApplicationForm({ userId, application }: ApplicationFormProps) {
  const [search, setSearch] = useSearchParams();
  const t = usePartnerT();
  const [form, setForm] = useState<ApplicationFormValues>(() =>
    application ? valuesToForm(application.values) : EMPTY_APPLICATION_FORM,
  );
  const [touched, setTouched] = useState<ReadonlySet<FormField>>(new Set());
  const [tried, setTried] = useState<ReadonlySet<FormStep>>(new Set());
  const save = useSaveApplication(userId);
  const phone = useMediaQuery('(max-width:599.95px)');
  const step: FormStep =
    stepFromSearch(`?${search.toString()}`) ?? (application ? resumeStep(application.values, new Date()) : 'business');
  const index = FORM_STEPS.indexOf(step);

  // Live messages: a field's error shows once it was left, or once Continue was tried on its step.
  const allErrors = validateStep(step, form, new Date());
  const errors = Object.fromEntries(
    Object.entries(allErrors).filter(([field]) => tried.has(step) || touched.has(field as FormField)),
  );

  const goTo = (next: FormStep) => {
    setSearch((params) => {
      params.set('step', next);
      return params;
    });
    window.scrollTo?.({ top: 0 });
  };
  const props: StepProps = {
    form,
    errors,
    set: (field, value) => {
      setForm((current) => ({ ...current, [field]: value }));
      setTouched((current) => new Set(current).add(field));
      save.reset();
    },
    touch: (field) => setTouched((current) => new Set(current).add(field)),
  };

  const onContinue = () => {
    setTried((current) => new Set(current).add(step));
    if (Object.keys(allErrors).length > 0) return;
    save.mutate(
      { action: step === 'review' ? 'submit' : 'save_draft', values: formToValues(form) },
      { onSuccess: () => step !== 'review' && goTo(nextStep(step)) },
    );
  };

  const content: Record<FormStep, ReactNode> = {
    business: <BusinessStep {...props} />,
    licences: <LicencesStep {...props} />,
    pharmacist: <PharmacistStep {...props} />,
    premises: <PremisesStep {...props} />,
    bank: <BankStep {...props} />,
    review: <ReviewStep form={form} errors={tried.has('review') ? allErrors : {}} onEdit={goTo} />,
  };

  return (
    <Stack spacing={2}>
      {application?.status === 'changes_requested' && (
        <Alert severity="warning">
          <AlertTitle>{t('form.changesTitle')}</AlertTitle>
          {application.reviewer_note ?? t('form.changesText')}
        </Alert>
      )}
      {phone ? (
        <Box>
          <Typography variant="overline" color="text.secondary">
            {t('form.stepOf', { n: index + 1, total: FORM_STEPS.length })}
          </Typography>
          <Typography variant="h6" component="h2">
            {stepText(t, step)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={((index + 1) / FORM_STEPS.length) * 100}
            aria-label={t('form.progress')}
          />
        </Box>
      ) : (
        <Stepper activeStep={index} alternativeLabel>
          {FORM_STEPS.map((name) => (
            <Step key={name} completed={FORM_STEPS.indexOf(name) < index}>
              <StepLabel>{stepText(t, name)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
        component="form"
        aria-label={t('form.stepForm', { step: stepText(t, step) })}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onContinue();
        }}
      >
        {!phone && (
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {stepText(t, step)}
          </Typography>
        )}
        {content[step]}
        {save.isError && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {save.error.message}
          </Alert>
        )}
        {save.isError && save.error.code === 'application_invalid' && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => goTo(stepOfRefusal(save.error.message) ?? 'business')}>
            {t('form.goToStep')}
          </Button>
        )}
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'space-between' }}>
          <Button disabled={index === 0 || save.isPending} onClick={() => goTo(previousStep(step))}>
            {t('form.back')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? t('form.saving') : step === 'review' ? t('form.submit') : t('form.continue')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

// The /pharmacy-partner form (issue 17): text as typed ⇄ the application's values (shared), its
// steps and their order, the errors a step shows before moving on, and where a resumed draft
// opens. The rules themselves are shared/src/domain/partner (the store-onboarding function runs
// the same ones); this module adds only what exists in the form: the repeated account number,
// coordinates as text, and the Review step.
import {
  APPLICATION_STEPS,
  EDITABLE_STATUSES,
  EMPTY_APPLICATION,
  STEP_FIELDS,
  applicationErrors,
  applicationStepErrors,
  firstStepWithErrors,
  type ApplicationField,
  type ApplicationStatus,
  type ApplicationStep,
  type ApplicationValues,
} from '@instamg/shared/domain/partner/application';
import { accountNumberErrors } from '@instamg/shared/domain/partner/bank';
import { normalizeTaxId } from '@instamg/shared/domain/partner/gstin';
import { ROUTES } from '@instamg/shared/constants';

/** SPEC §2: the application's route (mounted by the shell from mf_store_panel/PharmacyPartnerPage). */
export const APPLICATION_PATH = '/pharmacy-partner';

export const FORM_STEPS = [...APPLICATION_STEPS, 'review'] as const;
export type FormStep = (typeof FORM_STEPS)[number];

export const STEP_LABELS: Readonly<Record<FormStep, string>> = {
  business: 'Business',
  licences: 'Licences',
  pharmacist: 'Pharmacist',
  premises: 'Premises',
  bank: 'Bank',
  review: 'Review',
};

/** What the inputs hold: coordinates as typed, and the account number typed a second time. */
export type ApplicationFormValues = Omit<ApplicationValues, 'latitude' | 'longitude'> & {
  latitude: string;
  longitude: string;
  account_number_confirm: string;
};
export type FormField = keyof ApplicationFormValues;
export type FormErrors = Partial<Record<FormField, string>>;

export const EMPTY_APPLICATION_FORM: ApplicationFormValues = {
  ...EMPTY_APPLICATION,
  shopfront_photo_ids: [],
  latitude: '',
  longitude: '',
  account_number_confirm: '',
};

/** A coordinate as typed: empty is no pin; anything unreadable becomes NaN, which the checks refuse. */
function coordinate(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** The form's text → the application's values (what is checked and sent to store-onboarding). */
export function formToValues(form: ApplicationFormValues): ApplicationValues {
  const { account_number_confirm: _confirm, latitude, longitude, ...rest } = form;
  const values: ApplicationValues = { ...rest, latitude: coordinate(latitude), longitude: coordinate(longitude) };
  for (const field of Object.keys(values) as ApplicationField[]) {
    const value = values[field];
    if (typeof value === 'string') (values as unknown as Record<string, unknown>)[field] = value.trim();
  }
  values.pan = normalizeTaxId(values.pan);
  values.gstin = normalizeTaxId(values.gstin);
  values.ifsc = normalizeTaxId(values.ifsc);
  values.account_number = values.account_number.replace(/\s+/g, '');
  return values;
}

/** A saved application → the form (the account number counts as confirmed: it was when saved). */
export function valuesToForm(values: ApplicationValues): ApplicationFormValues {
  return {
    ...values,
    shopfront_photo_ids: [...values.shopfront_photo_ids],
    latitude: values.latitude === null ? '' : String(values.latitude),
    longitude: values.longitude === null ? '' : String(values.longitude),
    account_number_confirm: values.account_number,
  };
}

/** The errors a step shows before the form saves it and moves on; Review shows all of them. */
export function validateStep(step: FormStep, form: ApplicationFormValues, now: Date): FormErrors {
  const values = formToValues(form);
  const errors: FormErrors =
    step === 'review' ? applicationErrors(values, now) : applicationStepErrors(step, values, now);
  if ((step === 'bank' || step === 'review') && !errors.account_number) {
    const confirm = accountNumberErrors(
      values.account_number,
      form.account_number_confirm.replace(/\s+/g, ''),
    ).account_number_confirm;
    if (confirm) errors.account_number_confirm = confirm;
  }
  // A typed coordinate that is no number: say so on the field that holds it.
  if (errors.latitude && form.longitude.trim() !== '' && Number.isNaN(Number(form.longitude.trim())))
    errors.longitude = 'Enter a number';
  return errors;
}

/** Which step a field is entered on (to open the step of a field the server refused). */
export function stepOfField(field: FormField): ApplicationStep {
  if (field === 'account_number_confirm') return 'bank';
  return APPLICATION_STEPS.find((step) => (STEP_FIELDS[step] as readonly string[]).includes(field)) ?? 'business';
}

/** Where a resumed application opens: the first step still needing something, else Review. */
export function resumeStep(values: ApplicationValues, now: Date): FormStep {
  return firstStepWithErrors(applicationErrors(values, now)) ?? 'review';
}

/** The step in the URL (?step=licences), so a guest sent to sign in comes back to the same step. */
export function stepFromSearch(search: string): FormStep | null {
  const step = new URLSearchParams(search).get('step');
  return (FORM_STEPS as readonly string[]).includes(step ?? '') ? (step as FormStep) : null;
}

export const nextStep = (step: FormStep): FormStep =>
  FORM_STEPS[Math.min(FORM_STEPS.indexOf(step) + 1, FORM_STEPS.length - 1)]!;
export const previousStep = (step: FormStep): FormStep => FORM_STEPS[Math.max(FORM_STEPS.indexOf(step) - 1, 0)]!;

/** The applicant sees the form while these hold; otherwise the status page. */
export const isEditable = (status: ApplicationStatus): boolean => EDITABLE_STATUSES.includes(status);

/** The application's own path with the step, remembered for after sign-in (the shell's ?from=, SPEC §2 "Route guard"). */
export function applicationPath(step: FormStep): string {
  return `${APPLICATION_PATH}?step=${step}`;
}

/** /auth in sign-in or sign-up mode, coming back to `step` of the application afterwards. */
export function authPathFor(mode: 'signin' | 'signup', step: FormStep): string {
  const params = new URLSearchParams();
  if (mode === 'signup') params.set('mode', 'signup');
  params.set('from', applicationPath(step));
  return `${ROUTES.auth}?${params.toString()}`;
}

/** store-onboarding names the step first in a refusal ("Licences: This licence has expired…"): that step, or null. */
export function stepOfRefusal(message: string): ApplicationStep | null {
  const label = message.split(':')[0]!.trim();
  return APPLICATION_STEPS.find((step) => STEP_LABELS[step] === label) ?? null;
}

import type { ChangeEvent } from 'react';
import type { ApplicationFormValues, FormErrors, FormField } from '../domain/application-form';

/** What every step gets: the values, the errors to show, and a setter. */
export interface StepProps {
  form: ApplicationFormValues;
  errors: FormErrors;
  set: <F extends FormField>(field: F, value: ApplicationFormValues[F]) => void;
  /** Marks a field touched (its error shows from then on). */
  touch: (field: FormField) => void;
}

type TextField = { [F in FormField]: ApplicationFormValues[F] extends string ? F : never }[FormField];

/** Props for an MUI TextField bound to a text field of the form. */
export function textFieldProps({ form, errors, set, touch }: StepProps, field: TextField) {
  return {
    name: field,
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, event.target.value),
    onBlur: () => touch(field),
    error: errors[field] !== undefined,
    helperText: errors[field] ?? ' ',
    fullWidth: true,
  };
}

import { useState, type FormEvent } from 'react';
import { Alert, Button, Grid, Paper, Stack, TextField, Typography } from '@instamg/shared/mui';
import { isFunctionError } from '@instamg/shared/appwrite/call-function';
import {
  STORE_FIELD_LABELS,
  STORE_TEXT_LIMITS,
  storeErrors,
  type StoreErrors,
  type StoreField,
  type StoreValues,
} from '@instamg/shared/domain/store-admin';

interface StoreFormProps {
  initial: StoreValues;
  /** The stored values when editing (an unchanged licence expiry is not re-checked against 30 days). */
  previous?: StoreValues;
  submitLabel: string;
  /**
   * Saves through the function; rejects with its message (the server checks again). `ownerEmail`
   * ('' = unchanged) names an existing account the function makes the store's owner.
   */
  onSubmit(values: StoreValues, ownerEmail: string): Promise<unknown>;
}

const SECTIONS: { title: string; fields: StoreField[] }[] = [
  { title: 'Pharmacy', fields: ['name', 'phone', 'gstin', 'hours'] },
  { title: 'Premises', fields: ['address', 'city', 'postal_code', 'latitude', 'longitude'] },
  { title: 'Licences', fields: ['form20_number', 'form20_expires_on', 'form21_number', 'form21_expires_on'] },
];

const isNumberField = (field: StoreField): field is 'latitude' | 'longitude' =>
  field === 'latitude' || field === 'longitude';

/** Add and edit share this form: the shared validators on submit, then the function. */
export function StoreForm({ initial, previous, submitLabel, onSubmit }: StoreFormProps) {
  const [values, setValues] = useState<StoreValues>(initial);
  const [numbers, setNumbers] = useState({
    latitude: initial.latitude === null ? '' : String(initial.latitude),
    longitude: initial.longitude === null ? '' : String(initial.longitude),
  });
  const [errors, setErrors] = useState<StoreErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [ownerEmail, setOwnerEmail] = useState('');
  const [ownerError, setOwnerError] = useState<string | null>(null);

  const change = (field: StoreField, text: string) => {
    if (isNumberField(field)) {
      setNumbers((current) => ({ ...current, [field]: text }));
      const n = text.trim() === '' ? null : Number(text);
      setValues((current) => ({ ...current, [field]: n !== null && Number.isFinite(n) ? n : Number.NaN }));
    } else setValues((current) => ({ ...current, [field]: text }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    setOwnerError(null);
    const found = storeErrors(values, new Date(), previous);
    setErrors(found);
    const email = ownerEmail.trim();
    const emailProblem = email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? 'Enter an e-mail address' : null;
    setOwnerError(emailProblem);
    if (Object.values(found).some(Boolean) || emailProblem) return;
    setSaving(true);
    try {
      await onSubmit(values, email);
    } catch (error) {
      if (isFunctionError(error, 'owner_not_found')) setOwnerError(error.message);
      else
        setServerError(error instanceof Error ? error.message : 'The pharmacy could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  const errorCount = Object.values(errors).filter(Boolean).length;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Store details">
      {errorCount > 0 && (
        <Alert severity="error">{`Please correct ${errorCount} field${errorCount === 1 ? '' : 's'} below.`}</Alert>
      )}
      {serverError && <Alert severity="error">{serverError}</Alert>}
      {SECTIONS.map((section) => (
        <Paper key={section.title} variant="outlined" sx={{ p: 2 }} component="section" aria-label={section.title}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {section.title}
          </Typography>
          <Grid container spacing={2}>
            {section.fields.map((field) => {
              const isDate = field.endsWith('_expires_on');
              const value = isNumberField(field) ? numbers[field] : values[field];
              return (
                <Grid key={field} size={{ xs: 12, sm: field === 'address' ? 12 : 6 }}>
                  <TextField
                    fullWidth
                    size="small"
                    label={STORE_FIELD_LABELS[field]}
                    type={isDate ? 'date' : 'text'}
                    value={value}
                    onChange={(event) => change(field, event.target.value)}
                    error={Boolean(errors[field])}
                    helperText={errors[field] ?? (field === 'hours' ? 'Optional, e.g. 8:00 AM - 10:00 PM' : ' ')}
                    required={field !== 'hours'}
                    slotProps={{
                      inputLabel: isDate ? { shrink: true } : undefined,
                      htmlInput: {
                        ...(isNumberField(field)
                          ? { inputMode: 'decimal' }
                          : isDate
                            ? {}
                            : { maxLength: STORE_TEXT_LIMITS[field] }),
                      },
                    }}
                  />
                </Grid>
              );
            })}
          </Grid>
        </Paper>
      ))}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Owner">
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Owner
        </Typography>
        <TextField
          fullWidth
          size="small"
          type="email"
          label="Owner's e-mail"
          value={ownerEmail}
          onChange={(event) => {
            setOwnerEmail(event.target.value);
            setOwnerError(null);
          }}
          error={Boolean(ownerError)}
          helperText={
            ownerError ??
            (previous
              ? 'Optional: an instamg account to add as an owner of this store'
              : 'Optional: the instamg account that runs this store becomes its owner')
          }
          slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'off' } }}
        />
      </Paper>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

import { useState, type FormEvent } from 'react';
import {
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@instamg/shared/mui';
import { TEXTS } from '@instamg/shared/constants';
import { PrivacyNotice } from '@instamg/shared/privacy-notice';
import { errorMessage } from '../../domain/auth/errors';
import { useSession } from '../../api/auth/session-store';
import { useToast } from '@instamg/shared/toast';
import { signUpErrors, type FieldErrors, type SignUpValues } from '../../domain/auth/validation';
import { absoluteUrl, authUrl } from './auth-mode';

/**
 * What the person signing up says they are. It only decides where they go next: a pharmacy
 * partner is taken to the partner application. It grants nothing — roles come from server data.
 */
export type SignUpIntent = 'customer' | 'pharmacy_partner';

const EMPTY: SignUpValues = { firstName: '', lastName: '', phone: '', email: '', password: '' };

const FIELDS: { name: keyof SignUpValues; label: string; type?: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'phone', label: 'Mobile number', type: 'tel', autoComplete: 'tel-national' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

export function SignUpForm({
  onBusyChange,
  onSignedUp,
}: {
  onBusyChange(busy: boolean): void;
  onSignedUp(intent: SignUpIntent): void;
}) {
  const signUp = useSession((state) => state.signUp);
  const toast = useToast();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [intent, setIntent] = useState<SignUpIntent>('customer');
  const [errors, setErrors] = useState<FieldErrors<keyof SignUpValues>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = signUpErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    onBusyChange(true);
    try {
      await signUp(values, absoluteUrl(authUrl('verify', '')));
      // The page's welcome is the one toast: "Account created — Welcome to instamg!".
      onSignedUp(intent);
    } catch (error) {
      onBusyChange(false);
      toast(TEXTS.toast.signUpFailed, errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Sign up">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {FIELDS.slice(0, 2).map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            error={Boolean(errors[field.name])}
            helperText={errors[field.name]}
            required
            fullWidth
          />
        ))}
      </Stack>
      {FIELDS.slice(2).map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
          error={Boolean(errors[field.name])}
          helperText={errors[field.name] ?? (field.name === 'password' ? 'At least 8 characters' : undefined)}
          required
        />
      ))}
      <FormControl>
        <FormLabel id="signup-intent">I am signing up as</FormLabel>
        <RadioGroup
          row
          aria-labelledby="signup-intent"
          value={intent}
          onChange={(event) => setIntent(event.target.value === 'pharmacy_partner' ? 'pharmacy_partner' : 'customer')}
        >
          <FormControlLabel value="customer" control={<Radio />} label="Customer" />
          <FormControlLabel value="pharmacy_partner" control={<Radio />} label="Pharmacy partner" />
        </RadioGroup>
      </FormControl>
      {/* The itemised notice comes before the account is made (issue 39 §1). */}
      <PrivacyNotice />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Creating account…' : 'Create account'}
      </Button>
    </Stack>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Button, Chip, Stack, TextField, Typography } from '@instamg/shared/mui';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { errorMessage } from '../../domain/auth/errors';
import { useSession, type User, type UserMetadata } from '../../api/auth/session-store';
import { nameError, normaliseIndianMobile, phoneError, type FieldErrors } from '../../domain/auth/validation';
import { absoluteUrl, authUrl } from '../auth/auth-mode';

type ProfileField = 'firstName' | 'lastName' | 'phone';

/** First and last name from the prefs written at sign-up, or split from the account name (Google accounts). */
export function profileFromUser(user: Pick<User, 'name' | 'prefs'>): Record<ProfileField, string> {
  const prefs = user.prefs as Partial<UserMetadata>;
  const [first = '', ...rest] = user.name.trim().split(/\s+/);
  return {
    firstName: typeof prefs.first_name === 'string' ? prefs.first_name : first,
    lastName: typeof prefs.last_name === 'string' ? prefs.last_name : rest.join(' '),
    phone: typeof prefs.phone === 'string' ? prefs.phone : '',
  };
}

export function ProfileTab({ user }: { user: User }) {
  const refresh = useSession((state) => state.refresh);
  const [values, setValues] = useState(() => profileFromUser(user));
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<ProfileField> = {};
    const first = nameError(values.firstName, 'first name');
    const last = nameError(values.lastName, 'last name');
    const phone = phoneError(values.phone);
    if (first) found.firstName = first;
    if (last) found.lastName = last;
    if (phone) found.phone = phone;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setOutcome(null);
    try {
      const { account } = getAppwrite();
      const metadata: UserMetadata = {
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        phone: normaliseIndianMobile(values.phone) ?? values.phone.trim(),
      };
      await account.updateName({ name: `${metadata.first_name} ${metadata.last_name}` });
      // Prefs are replaced as a whole, so keep what other features stored there.
      await account.updatePrefs({ prefs: { ...user.prefs, ...metadata } });
      await refresh();
      setOutcome({ severity: 'success', text: 'Your profile is saved.' });
    } catch (error) {
      setOutcome({ severity: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const sendVerification = async () => {
    try {
      await getAppwrite().account.createEmailVerification({ url: absoluteUrl(authUrl('verify', '')) });
      setOutcome({ severity: 'success', text: `We have sent a verification link to ${user.email}.` });
    } catch (error) {
      setOutcome({ severity: 'error', text: errorMessage(error) });
    }
  };

  const field = (name: ProfileField, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required
      fullWidth
    />
  );

  return (
    <Stack component="form" spacing={2.5} onSubmit={save} noValidate sx={{ maxWidth: 560 }} aria-label="Profile">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>{user.email}</Typography>
        {user.emailVerification ? (
          <Chip size="small" color="success" label="Verified" />
        ) : (
          <>
            <Chip size="small" label="Not verified" />
            <Button size="small" onClick={() => void sendVerification()}>
              Send verification e-mail
            </Button>
          </>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('firstName', 'First name')}
        {field('lastName', 'Last name')}
      </Stack>
      {field('phone', 'Mobile number', 'tel')}
      {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        Save profile
      </Button>
    </Stack>
  );
}

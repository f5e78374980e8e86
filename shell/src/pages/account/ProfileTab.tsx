import { useState, type FormEvent } from 'react';
import { Alert, Button, Chip, Stack, TextField, Typography } from '@instamg/shared/mui';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { errorMessage } from '../../domain/auth/errors';
import { useSession, type User, type UserMetadata } from '../../api/auth/session-store';
import { nameError, normaliseIndianMobile, phoneError, type FieldErrors } from '../../domain/auth/validation';
import { absoluteUrl, authUrl } from '../auth/auth-mode';
import { PhoneFactor } from './PhoneFactor';
import { LanguageSetting } from './LanguageSetting';
import { OrderNotificationsSetting } from './OrderNotificationsSetting';

type ProfileField = 'firstName' | 'lastName' | 'phone';

/** First and last name from the prefs written at sign-up, or split from the account name (Google accounts). */
export function profileFromUser(user: Pick<User, 'name' | 'prefs'> & { phone?: string }): Record<ProfileField, string> {
  const prefs = user.prefs as Partial<UserMetadata>;
  const [first = '', ...rest] = user.name.trim().split(/\s+/);
  return {
    firstName: typeof prefs.first_name === 'string' ? prefs.first_name : first,
    lastName: typeof prefs.last_name === 'string' ? prefs.last_name : rest.join(' '),
    // A mobile sign-up has no phone pref: its verified account number is its mobile (issue 40 §5).
    phone: typeof prefs.phone === 'string' && prefs.phone ? prefs.phone : accountMobile(user.phone),
  };
}

/** '+919876543210' → '9876543210'; '' when the account has no number. */
function accountMobile(phone: string | undefined): string {
  return phone ? phone.replace(/^\+91/, '') : '';
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

  // Issue 40 §5: an account made with a mobile number has no e-mail yet; it can add one here.
  const [newEmail, setNewEmail] = useState('');
  const [emailPassword, setEmailPassword] = useState('');
  const hasPassword = Boolean(user.passwordUpdate);
  const addEmail = async () => {
    const address = newEmail.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setOutcome({ severity: 'error', text: 'Enter an e-mail address such as name@example.com' });
      return;
    }
    if (hasPassword && !emailPassword) {
      setOutcome({ severity: 'error', text: 'Enter your password to confirm' });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const { account } = getAppwrite();
      // Without a password (mobile sign-up) Appwrite takes the change on the session alone.
      await account.updateEmail({ email: address, password: emailPassword });
      await account.createEmailVerification({ url: absoluteUrl(authUrl('verify', '')) });
      await refresh();
      setOutcome({ severity: 'success', text: `E-mail added. We have sent a verification link to ${address}.` });
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

  const linked = Boolean(user.phone && user.phoneVerification);
  return (
    <Stack spacing={3}>
      <LanguageSetting />
      <OrderNotificationsSetting user={user} />
      <Stack component="form" spacing={2.5} onSubmit={save} noValidate sx={{ maxWidth: 560 }} aria-label="Profile">
        {!user.email ? (
          <Stack spacing={1} data-testid="add-email">
            <Typography>No e-mail address yet. Add one for receipts and invoices, and to sign in with it.</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                label="E-mail address"
                type="email"
                autoComplete="email"
                size="small"
                value={newEmail}
                onChange={(event) => setNewEmail(event.target.value)}
              />
              {hasPassword && (
                <TextField
                  label="Current password"
                  type="password"
                  size="small"
                  autoComplete="current-password"
                  value={emailPassword}
                  onChange={(event) => setEmailPassword(event.target.value)}
                />
              )}
              <Button variant="outlined" disabled={busy} onClick={() => void addEmail()}>
                Add e-mail
              </Button>
            </Stack>
          </Stack>
        ) : (
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
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('firstName', 'First name')}
          {field('lastName', 'Last name')}
        </Stack>
        {field('phone', 'Mobile number', 'tel')}
        {user.phone && user.phoneVerification && (
          <Chip
            size="small"
            color="success"
            sx={{ alignSelf: 'flex-start' }}
            label={`${user.phone} verified`}
            data-testid="profile-phone-verified"
          />
        )}
        {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          Save profile
        </Button>
      </Stack>
      {!linked && values.phone && (
        <PhoneFactor user={user} verified={false} onChange={refresh} suggestedMobile={values.phone} />
      )}
    </Stack>
  );
}

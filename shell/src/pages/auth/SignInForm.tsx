import { useState, type FormEvent } from 'react';
import { Button, Link, Stack, TextField } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { TEXTS } from '@instamg/shared/constants';
import { errorMessage } from '../../domain/auth/errors';
import { useSession } from '../../api/auth/session-store';
import { useToast } from '@instamg/shared/toast';
import { signInErrors, type FieldErrors } from '../../domain/auth/validation';
import { authUrl } from './auth-mode';

interface SignInFormProps {
  search: string;
  /** The form is signing someone in (true) or gave up after a failure (false). */
  onBusyChange(busy: boolean): void;
  /** Runs once the account is fully signed in (after MFA, if any). */
  onSignedIn(): void;
}

/** Email + password. */
export function SignInForm({ search, onBusyChange, onSignedIn }: SignInFormProps) {
  const signIn = useSession((state) => state.signIn);
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = signInErrors({ email, password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    onBusyChange(true);
    try {
      const { mfaRequired } = await signIn(email, password);
      // With MFA the page switches to the code step (the store says so); nothing more here.
      if (!mfaRequired) onSignedIn();
    } catch (error) {
      onBusyChange(false);
      toast(TEXTS.toast.signInFailed, errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        required
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
        required
      />
      <Link component={RouterLink} to={authUrl('forgot', search)} variant="body2" sx={{ alignSelf: 'flex-end' }}>
        Forgot password?
      </Link>
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </Stack>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField } from '@instamg/shared/mui';
import { Link as RouterLink, useNavigate } from '@instamg/shared/router';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { errorMessage, isHiddenRecoveryRefusal } from '../../domain/auth/errors';
import { emailError, passwordError } from '../../domain/auth/validation';
import { absoluteUrl, authUrl } from './auth-mode';

/** Asks Appwrite to e-mail a recovery link to /auth?mode=reset (the dev outbox receives it locally). */
export function ForgotPasswordForm({ search }: { search: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await getAppwrite().account.createRecovery({ email: email.trim(), url: absoluteUrl(authUrl('reset', search)) });
      setSent(true);
    } catch (failure) {
      if (isHiddenRecoveryRefusal(failure)) setSent(true);
      else setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Reset password">
      {sent ? (
        <Alert severity="success">
          If an account uses {email.trim()}, we have sent it a link to reset your password.
        </Alert>
      ) : (
        <>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? 'We will e-mail you a link to choose a new password.'}
            required
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Send reset link
          </Button>
        </>
      )}
      <Link component={RouterLink} to={authUrl('signin', search)} variant="body2">
        Back to sign in
      </Link>
    </Stack>
  );
}

/** The e-mailed recovery link: /auth?mode=reset&userId=…&secret=… */
export function ResetPasswordForm({ search }: { search: string }) {
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const userId = params.get('userId') ?? '';
  const secret = params.get('secret') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!userId || !secret) {
    return <Alert severity="error">This reset link is incomplete. Ask for a new one from “Forgot password?”.</Alert>;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordError(password) ?? (password === confirmation ? null : 'The passwords do not match');
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await getAppwrite().account.updateRecovery({ userId, secret, password });
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">Your password has been changed. Sign in with the new one.</Alert>
        {/* Keeps ?from: someone who came from an invitation link goes back to it after signing in. */}
        <Button variant="contained" onClick={() => navigate(authUrl('signin', search))}>
          Sign in
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Choose a new password">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <TextField
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        Change password
      </Button>
    </Stack>
  );
}

type VerifyState = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** The e-mailed verification link: /auth?mode=verify&userId=…&secret=… */
export function VerifyEmail({ search }: { search: string }) {
  const params = new URLSearchParams(search);
  const userId = params.get('userId') ?? '';
  const secret = params.get('secret') ?? '';
  const [state, setState] = useState<VerifyState>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    // The secret works once; a second run (StrictMode) would report a false failure.
    if (started.current) return;
    started.current = true;
    if (!userId || !secret) {
      setState({ kind: 'failed', message: 'This verification link is incomplete.' });
      return;
    }
    getAppwrite()
      .account.updateVerification({ userId, secret })
      .then(() => setState({ kind: 'done' }))
      .catch((error: unknown) => setState({ kind: 'failed', message: errorMessage(error) }));
  }, [userId, secret]);

  if (state.kind === 'working') return <Alert severity="info">Verifying your e-mail address…</Alert>;
  if (state.kind === 'failed') return <Alert severity="error">{state.message}</Alert>;
  return (
    <Stack spacing={2}>
      <Alert severity="success">Your e-mail address is verified.</Alert>
      <Link component={RouterLink} to="/">
        Continue shopping
      </Link>
    </Stack>
  );
}

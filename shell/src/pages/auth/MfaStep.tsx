import { useEffect, useRef, useState, type FormEvent } from 'react';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { Button, Link, Stack, TextField, Typography } from '@instamg/shared/mui';
import { TEXTS } from '@instamg/shared/constants';
import { errorMessage } from '../../domain/auth/errors';
import { useSession } from '../../api/auth/session-store';
import { useToast } from '@instamg/shared/toast';
import { mfaCodeError } from '../../domain/auth/validation';

/**
 * The second step of signing in to an account with MFA on: until it succeeds Appwrite answers
 * every other call with user_more_factors_required.
 */
export function MfaStep({ onSignedIn }: { onSignedIn(): void }) {
  const verify = useSession((state) => state.verifySecondFactor);
  const startPhoneChallenge = useSession((state) => state.startPhoneChallenge);
  const completePhoneChallenge = useSession((state) => state.completePhoneChallenge);
  // Only the factors the account has enrolled are offered (issue 40 §5); listMfaFactors works
  // before the second step. Until it answers, the authenticator form is the fallback.
  const [factors, setFactors] = useState<{ totp: boolean; phone: boolean; recoveryCode: boolean } | null>(null);
  const phoneAvailable = factors?.phone ?? false;
  const totpAvailable = factors?.totp ?? true;
  const recoveryAvailable = factors?.recoveryCode ?? true;
  const [smsChallenge, setSmsChallenge] = useState<string | null>(null);
  useEffect(() => {
    Promise.resolve()
      .then(() => getAppwrite().account.listMfaFactors())
      .then((listed) => setFactors({ totp: listed.totp, phone: listed.phone, recoveryCode: listed.recoveryCode }))
      .catch(() => setFactors(null));
  }, []);
  const signOut = useSession((state) => state.signOut);
  const toast = useToast();
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const kind = useRecoveryCode ? 'recoveryCode' : 'totp';

  const textMe = async () => {
    setBusy(true);
    try {
      setSmsChallenge(await startPhoneChallenge());
      setUseRecoveryCode(false);
      setCode('');
      setError(null);
    } catch (failure) {
      toast(TEXTS.toast.signInFailed, errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  // SMS is the only factor: send the code straight away instead of asking for an app the
  // customer does not have (once per step, whatever React's effects do).
  const autoTexted = useRef(false);
  useEffect(() => {
    if (factors && factors.phone && !factors.totp && !autoTexted.current) {
      autoTexted.current = true;
      void textMe();
    }
  });

  // One attempt per code: the auto-submit and the button must not send the same one twice.
  const tried = useRef<string | null>(null);
  const busyRef = useRef(false);
  const submitCode = async (entered: string) => {
    const problem = smsChallenge
      ? /^\d{6}$/.test(entered.trim())
        ? null
        : 'Enter the 6-digit code we sent by SMS'
      : mfaCodeError(entered, kind);
    setError(problem);
    if (problem || busyRef.current) return;
    tried.current = entered.trim();
    busyRef.current = true;
    setBusy(true);
    try {
      if (smsChallenge) await completePhoneChallenge(smsChallenge, entered);
      else await verify(useRecoveryCode ? 'recoverycode' : 'totp', entered);
      onSignedIn();
    } catch (failure) {
      toast(TEXTS.toast.signInFailed, errorMessage(failure));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submitCode(code);
  };
  /** Issue 40 §9: the sixth digit of an SMS or app code submits it (typed, pasted or autofilled). */
  const typeCode = (value: string) => {
    setCode(value);
    const digits = value.replace(/\s/g, '');
    if (!useRecoveryCode && /^\d{6}$/.test(digits) && digits !== tried.current) void submitCode(digits);
  };

  const cancel = async () => {
    try {
      await signOut();
    } catch {
      // The half-signed-in session may already be gone; the form is shown again either way.
      await useSession.getState().refresh();
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Verify sign-in">
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        Two-step verification
      </Typography>
      <Typography color="text.secondary">
        {smsChallenge
          ? 'Enter the 6-digit code we sent by SMS to your mobile number.'
          : useRecoveryCode
            ? 'Enter one of the recovery codes you saved when you set up two-step verification. Each code works once.'
            : totpAvailable
              ? 'Enter the 6-digit code from your authenticator app.'
              : 'Sending a 6-digit code by SMS to your mobile number…'}
      </Typography>
      <TextField
        label={smsChallenge ? 'SMS code' : useRecoveryCode ? 'Recovery code' : 'Authentication code'}
        value={code}
        onChange={(event) => typeCode(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: useRecoveryCode ? {} : { inputMode: 'numeric', maxLength: 6 } }}
        autoFocus
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Verifying…' : 'Verify'}
      </Button>
      {(useRecoveryCode ? totpAvailable : recoveryAvailable) && (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => {
            setUseRecoveryCode(!useRecoveryCode);
            setSmsChallenge(null);
            setCode('');
            setError(null);
          }}
        >
          {useRecoveryCode ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </Link>
      )}
      {phoneAvailable && !smsChallenge && (
        <Link component="button" type="button" variant="body2" onClick={() => void textMe()} disabled={busy}>
          {totpAvailable ? 'Text me a code instead' : 'Text me a code'}
        </Link>
      )}
      {smsChallenge && (
        <Link component="button" type="button" variant="body2" onClick={() => void textMe()} disabled={busy}>
          Send the SMS again
        </Link>
      )}
      <Link component="button" type="button" variant="body2" onClick={() => void cancel()}>
        Cancel and sign in with another account
      </Link>
    </Stack>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, InputAdornment, Stack, TextField, Typography } from '@instamg/shared/mui';
import { TEXTS } from '@instamg/shared/constants';
import { useToast } from '@instamg/shared/toast';
import { useSession } from '../../api/auth/session-store';
import { errorMessage } from '../../domain/auth/errors';
import { phoneError } from '../../domain/auth/validation';

/**
 * Sign in or sign up with a +91 mobile number and a 6-digit SMS code, as Indian e-pharmacies do,
 * through the phone-sign-in function (ADR 0007: a number opens only the account on which it is
 * verified). A new number makes a new account. The code goes by SMS through Appwrite Messaging
 * in production and to the dev outbox locally.
 */
export function PhoneSignIn({ onBusyChange, onSignedIn }: { onBusyChange(busy: boolean): void; onSignedIn(): void }) {
  const sendPhoneCode = useSession((state) => state.sendPhoneCode);
  const signInWithPhoneCode = useSession((state) => state.signInWithPhoneCode);
  const toast = useToast();
  const [mobile, setMobile] = useState('');
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = phoneError(mobile);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      setChallengeId(await sendPhoneCode(mobile));
      setCode('');
      tried.current = null;
    } catch (error) {
      toast(TEXTS.toast.signInFailed, errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  // One attempt per code: the auto-submit, WebOTP and the button must not send the same one twice.
  const tried = useRef<string | null>(null);
  const verifyCode = async (entered: string) => {
    if (!challengeId) return;
    const value = entered.trim();
    if (!/^\d{6}$/.test(value)) {
      setProblem('Enter the 6-digit code we sent by SMS');
      return;
    }
    if (busyRef.current) return;
    tried.current = value;
    setProblem(null);
    setBusy(true);
    busyRef.current = true;
    onBusyChange(true);
    try {
      const { mfaRequired } = await signInWithPhoneCode(challengeId, value);
      if (!mfaRequired) onSignedIn();
    } catch (error) {
      onBusyChange(false);
      toast(TEXTS.toast.signInFailed, errorMessage(error));
    } finally {
      setBusy(false);
      busyRef.current = false;
    }
  };
  const busyRef = useRef(false);
  const verify = (event: FormEvent) => {
    event.preventDefault();
    void verifyCode(code);
  };
  /** Issue 40 §9: the sixth digit submits the code (typed, pasted or filled from the SMS). */
  const typeCode = (value: string) => {
    setCode(value);
    const digits = value.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits) && digits !== tried.current) void verifyCode(digits);
  };

  // The WebOTP API (Chrome on Android): the browser offers the code from the SMS, which ends
  // with "@<our host> #<code>"; where it is missing, autocomplete="one-time-code" still helps.
  useEffect(() => {
    if (!challengeId || typeof window === 'undefined' || !('OTPCredential' in window)) return;
    const abort = new AbortController();
    const credentials = navigator.credentials as CredentialsContainer & {
      get(options: CredentialRequestOptions & { otp: { transport: string[] } }): Promise<Credential | null>;
    };
    credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal })
      .then((credential) => {
        const otp = (credential as (Credential & { code?: string }) | null)?.code;
        if (otp) typeCode(otp);
      })
      .catch(() => undefined);
    return () => abort.abort();
    // typeCode changes every render; the request is per code sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [challengeId]);

  if (!challengeId)
    return (
      <Stack component="form" spacing={2} onSubmit={send} noValidate aria-label="Continue with mobile number">
        <TextField
          label="Mobile number"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
          error={Boolean(problem)}
          helperText={problem ?? 'We send a 6-digit code by SMS. A new number creates an account.'}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> } }}
        />
        <Button type="submit" variant="outlined" size="large" disabled={busy}>
          {busy ? 'Sending code…' : 'Send code'}
        </Button>
      </Stack>
    );
  return (
    <Stack component="form" spacing={2} onSubmit={verify} noValidate aria-label="Enter the SMS code">
      <Typography role="status">
        We sent a 6-digit code by SMS to +91 {mobile.replace(/\D/g, '').slice(-10)}.
      </Typography>
      <TextField
        label="6-digit code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(event) => typeCode(event.target.value)}
        error={Boolean(problem)}
        helperText={problem}
        slotProps={{ htmlInput: { maxLength: 6, pattern: '[0-9]*' } }}
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Signing in…' : 'Verify and continue'}
      </Button>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => void send()} disabled={busy}>
          Send a new code
        </Button>
        <Button size="small" onClick={() => setChallengeId(null)} disabled={busy}>
          Change number
        </Button>
      </Stack>
    </Stack>
  );
}

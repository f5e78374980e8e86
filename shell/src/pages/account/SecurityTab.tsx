import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Link,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { AuthenticationFactor, AuthenticatorType, type Models } from 'appwrite';
import QRCode from 'qrcode';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { currentAssuranceLevel, nextAssuranceLevel, type AssuranceLevel } from '../../auth/assurance';
import { appwriteErrorType, errorMessage } from '../../auth/errors';
import { useSession } from '../../auth/session-store';
import { mfaCodeError } from '../../auth/validation';
import { downloadRecoveryCodes } from './recovery-codes';

interface SecurityState {
  factors: Models.MfaFactors;
  current: AssuranceLevel;
  next: AssuranceLevel;
}

/** Security tab: TOTP authenticator, recovery codes, MFA on/off and the assurance levels (SPEC §4 "Multi-factor"). */
export function SecurityTab() {
  const user = useSession((state) => state.user);
  const refreshSession = useSession((state) => state.refresh);
  const [state, setState] = useState<SecurityState | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [enrolling, setEnrolling] = useState(false);
  const [confirming, setConfirming] = useState<'remove' | 'disable' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const { account } = getAppwrite();
      const [factors, session] = await Promise.all([account.listMfaFactors(), account.getSession({ sessionId: 'current' })]);
      setState({ factors, current: currentAssuranceLevel(session), next: nextAssuranceLevel(factors) });
      setLoadError(null);
    } catch (error) {
      setLoadError(errorMessage(error));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const afterChange = async () => {
    await refreshSession();
    await load();
  };

  const enable = async () => {
    setProblem(null);
    try {
      await getAppwrite().account.updateMFA({ mfa: true });
      await afterChange();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!state || !user) return <Skeleton variant="rounded" height={180} aria-label="Loading security settings" />;
  const hasAuthenticator = state.factors.totp;

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} aria-label="Assurance level">
        <Typography>
          Current assurance level: <Chip size="small" label={state.current} data-testid="current-aal" />
        </Typography>
        <Typography>
          Next assurance level: <Chip size="small" label={state.next} data-testid="next-aal" />
        </Typography>
      </Stack>

      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Authenticator app
        </Typography>
        {hasAuthenticator ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Chip color="success" label="Authenticator app added" />
            <Button color="error" onClick={() => setConfirming('remove')}>
              Remove authenticator
            </Button>
          </Stack>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography color="text.secondary">
              Use an app such as Google Authenticator to get a sign-in code on your phone.
            </Typography>
            <Button variant="contained" onClick={() => setEnrolling(true)}>
              Set up authenticator app
            </Button>
          </Stack>
        )}
      </Box>

      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={user.mfa}
              disabled={!hasAuthenticator && !user.mfa}
              onChange={(event) => (event.target.checked ? void enable() : setConfirming('disable'))}
            />
          }
          label="Two-step verification at sign-in"
        />
        <Typography variant="body2" color="text.secondary">
          {user.mfa
            ? 'Signing in asks for a code from your authenticator app or a recovery code.'
            : hasAuthenticator
              ? 'Turn this on to be asked for a code every time you sign in.'
              : 'Set up an authenticator app first.'}
        </Typography>
      </Box>
      {problem && <Alert severity="error">{problem}</Alert>}

      {enrolling && (
        <EnrolDialog
          email={user.email}
          onClose={() => {
            setEnrolling(false);
            void afterChange();
          }}
        />
      )}
      {confirming && (
        <FreshChallengeDialog
          title={confirming === 'remove' ? 'Remove authenticator app' : 'Turn off two-step verification'}
          actionLabel={confirming === 'remove' ? 'Remove' : 'Turn off'}
          onClose={() => setConfirming(null)}
          action={async () => {
            const { account } = getAppwrite();
            // MFA off first: with MFA on and no authenticator, a verified e-mail would still demand a second factor.
            if (user.mfa) await account.updateMFA({ mfa: false });
            if (confirming === 'remove') await account.deleteMfaAuthenticator({ type: AuthenticatorType.Totp });
            setConfirming(null);
            await afterChange();
          }}
        />
      )}
    </Stack>
  );
}

type EnrolStep =
  | { kind: 'starting' }
  | { kind: 'scan'; secret: string; qr: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'done'; note: string };

/** Add a TOTP authenticator: QR code and secret, verify a code, then the recovery codes once. */
function EnrolDialog({ email, onClose }: { email: string; onClose(): void }) {
  const [step, setStep] = useState<EnrolStep>({ kind: 'starting' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const { secret, uri } = await getAppwrite().account.createMfaAuthenticator({ type: AuthenticatorType.Totp });
        const qr = await QRCode.toDataURL(uri, { margin: 1, width: 220 });
        if (!cancelled) setStep({ kind: 'scan', secret, qr });
      } catch (failure) {
        if (!cancelled) setError(errorMessage(failure));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const problem = mfaCodeError(code, 'totp');
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { account } = getAppwrite();
      await account.updateMfaAuthenticator({ type: AuthenticatorType.Totp, otp: code.trim() });
      try {
        const { recoveryCodes } = await account.createMfaRecoveryCodes();
        setStep({ kind: 'codes', codes: recoveryCodes });
      } catch (failure) {
        // Appwrite makes recovery codes once per account; the ones saved earlier still work.
        if (appwriteErrorType(failure) !== 'user_recovery_codes_already_exists') throw failure;
        setStep({ kind: 'done', note: 'Authenticator added. Your recovery codes from before still work.' });
      }
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={step.kind === 'codes' ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Set up authenticator app</DialogTitle>
      <DialogContent>
        {step.kind === 'starting' && (error ? <Alert severity="error">{error}</Alert> : <Skeleton variant="rounded" height={220} />)}
        {step.kind === 'scan' && (
          <Stack component="form" id="totp-enrol" spacing={2} onSubmit={verify} noValidate>
            <Typography>Scan this QR code with your authenticator app, then enter the 6-digit code it shows.</Typography>
            <Box component="img" src={step.qr} alt="QR code for your authenticator app" sx={{ width: 220, height: 220, alignSelf: 'center' }} />
            <Typography variant="body2">
              Can’t scan it? Enter this key in the app:{' '}
              <Box component="code" data-testid="totp-secret" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
                {step.secret}
              </Box>
            </Typography>
            <TextField
              label="6-digit code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={Boolean(error)}
              helperText={error}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              autoFocus
            />
          </Stack>
        )}
        {step.kind === 'codes' && (
          <Stack spacing={2}>
            <Alert severity="warning">
              Save these recovery codes now. Each one signs you in once if you lose your phone, and they will not be shown again.
            </Alert>
            <Box component="ul" data-testid="recovery-codes" sx={{ columns: 2, fontFamily: 'monospace', fontSize: '1.05rem', m: 0 }}>
              {step.codes.map((recoveryCode) => (
                <li key={recoveryCode}>{recoveryCode}</li>
              ))}
            </Box>
            <Link component="button" type="button" onClick={() => downloadRecoveryCodes(step.codes, email)} sx={{ alignSelf: 'flex-start' }}>
              Download recovery codes
            </Link>
          </Stack>
        )}
        {step.kind === 'done' && <Alert severity="success">{step.note}</Alert>}
      </DialogContent>
      <DialogActions>
        {step.kind === 'scan' && (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" form="totp-enrol" variant="contained" disabled={busy}>
              Verify
            </Button>
          </>
        )}
        {step.kind === 'codes' && (
          <Button variant="contained" onClick={onClose}>
            I have saved my codes
          </Button>
        )}
        {(step.kind === 'done' || step.kind === 'starting') && <Button onClick={onClose}>Close</Button>}
      </DialogActions>
    </Dialog>
  );
}

/** Appwrite wants a recent challenge for removing an authenticator: ask for a code, then act. */
function FreshChallengeDialog({
  title,
  actionLabel,
  action,
  onClose,
}: {
  title: string;
  actionLabel: string;
  action(): Promise<void>;
  onClose(): void;
}) {
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = mfaCodeError(code, useRecoveryCode ? 'recoveryCode' : 'totp');
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { account } = getAppwrite();
      const challenge = await account.createMfaChallenge({
        factor: useRecoveryCode ? AuthenticationFactor.Recoverycode : AuthenticationFactor.Totp,
      });
      await account.updateMfaChallenge({ challengeId: challenge.$id, otp: code.trim() });
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate aria-label={title}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              {useRecoveryCode ? 'Enter one of your recovery codes to confirm.' : 'Enter the 6-digit code from your authenticator app to confirm.'}
            </Typography>
            <TextField
              label={useRecoveryCode ? 'Recovery code' : 'Authentication code'}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={Boolean(error)}
              helperText={error}
              autoComplete="one-time-code"
              autoFocus
            />
            <Link component="button" type="button" variant="body2" onClick={() => setUseRecoveryCode(!useRecoveryCode)} sx={{ alignSelf: 'flex-start' }}>
              {useRecoveryCode ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
            </Link>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            {actionLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

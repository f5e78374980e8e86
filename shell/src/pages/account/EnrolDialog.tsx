import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { AuthenticatorType } from 'appwrite';
import QRCode from 'qrcode';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { appwriteErrorType, errorMessage } from '../../domain/auth/errors';
import { mfaCodeError } from '../../domain/auth/validation';
import { downloadRecoveryCodes } from './recovery-codes';

type EnrolStep =
  | { kind: 'starting' }
  | { kind: 'scan'; secret: string; qr: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'done'; note: string };

/** Add a TOTP authenticator: QR code and secret, verify a code, then the recovery codes once. */
export function EnrolDialog({ email, onClose }: { email: string; onClose(): void }) {
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
        {step.kind === 'starting' &&
          (error ? <Alert severity="error">{error}</Alert> : <Skeleton variant="rounded" height={220} />)}
        {step.kind === 'scan' && (
          <Stack component="form" id="totp-enrol" spacing={2} onSubmit={verify} noValidate>
            <Typography>
              Scan this QR code with your authenticator app, then enter the 6-digit code it shows.
            </Typography>
            <Box
              component="img"
              src={step.qr}
              alt="QR code for your authenticator app"
              sx={{ width: 220, height: 220, alignSelf: 'center' }}
            />
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
              Save these recovery codes now. Each one signs you in once if you lose your phone, and they will not be
              shown again.
            </Alert>
            <Box
              component="ul"
              data-testid="recovery-codes"
              sx={{ columns: 2, fontFamily: 'monospace', fontSize: '1.05rem', m: 0 }}
            >
              {step.codes.map((recoveryCode) => (
                <li key={recoveryCode}>{recoveryCode}</li>
              ))}
            </Box>
            <Link
              component="button"
              type="button"
              onClick={() => downloadRecoveryCodes(step.codes, email)}
              sx={{ alignSelf: 'flex-start' }}
            >
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

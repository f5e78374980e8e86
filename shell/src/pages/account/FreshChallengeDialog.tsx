import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { AuthenticationFactor } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { errorMessage } from '../../domain/auth/errors';
import { mfaCodeError } from '../../domain/auth/validation';

/** Appwrite wants a recent challenge for removing an authenticator: ask for a code, then act. */
export function FreshChallengeDialog({
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
              {useRecoveryCode
                ? 'Enter one of your recovery codes to confirm.'
                : 'Enter the 6-digit code from your authenticator app to confirm.'}
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
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => setUseRecoveryCode(!useRecoveryCode)}
              sx={{ alignSelf: 'flex-start' }}
            >
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

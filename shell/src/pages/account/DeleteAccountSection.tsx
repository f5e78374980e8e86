import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { AuthenticationFactor } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import { STORAGE_KEYS } from '@instamg/shared/constants';
import { useNavigate } from '@instamg/shared/router';
import { ERASURE_CONFIRM_WORD } from '@instamg/shared/domain/privacy/erasure';
import { DELETE_ACCOUNT_EN as T } from '@instamg/shared/domain/privacy/texts';
import { useSession, type User } from '../../api/auth/session-store';
import { exchangeSmsCode, sendSmsCode } from '../../api/auth/phone-sign-in';
import { errorMessage, needsMoreFactors } from '../../domain/auth/errors';

type Step = 'reauth' | 'factor' | 'confirm';

/**
 * Signs in again on the spot (the function wants a session of the last 5 minutes): the current
 * session is ended, then a new one made with the password or the SMS code's token. Returns
 * whether the new session still owes its second factor.
 */
async function signInAgain(create: () => Promise<unknown>): Promise<boolean> {
  const { account } = getAppwrite();
  await account.deleteSession({ sessionId: 'current' }).catch(() => {});
  await create();
  try {
    await account.get();
    return false;
  } catch (error) {
    if (needsMoreFactors(error)) return true;
    throw error;
  }
}

function DeleteAccountDialog({ user, onClose, onDeleted }: { user: User; onClose(): void; onDeleted(): void }) {
  const usesPassword = Boolean(user.email && user.passwordUpdate);
  // Neither a password nor a phone (e.g. Google only): the person signs in again themselves.
  const usesPhone = !usesPassword && Boolean(user.phone);
  const [step, setStep] = useState<Step>('reauth');
  const [password, setPassword] = useState('');
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const reauth = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      const { account } = getAppwrite();
      let owesFactor: boolean;
      if (usesPassword) {
        owesFactor = await signInAgain(() => account.createEmailPasswordSession({ email: user.email, password }));
      } else if (!usesPhone) {
        owesFactor = false;
      } else if (!challengeId) {
        setChallengeId((await sendSmsCode(user.phone)).challengeId);
        return;
      } else {
        const token = await exchangeSmsCode(challengeId, code);
        if (token.userId !== user.$id) throw new Error(T.wrongAccount);
        owesFactor = await signInAgain(() => account.createSession({ userId: token.userId, secret: token.secret }));
      }
      setCode('');
      setStep(owesFactor ? 'factor' : 'confirm');
    });
  };

  const factor = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      const { account } = getAppwrite();
      const challenge = await account.createMfaChallenge({ factor: AuthenticationFactor.Totp });
      await account.updateMfaChallenge({ challengeId: challenge.$id, otp: code.trim() });
      setStep('confirm');
    });
  };

  const erase = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      await callFunction(FUNCTIONS.privacyRequests, { action: 'erasure', confirm: typed.trim() });
      try {
        globalThis.localStorage?.removeItem(STORAGE_KEYS.cart);
      } catch {
        // Blocked storage: nothing kept there either.
      }
      onDeleted();
    });
  };

  const close = () => {
    // The session may have been replaced (or left owing a factor): let the store read it again.
    void useSession.getState().refresh();
    onClose();
  };

  return (
    <Dialog open onClose={busy ? undefined : close} fullWidth maxWidth="xs">
      <Box
        component="form"
        noValidate
        aria-label={T.dialogTitle}
        onSubmit={step === 'reauth' ? reauth : step === 'factor' ? factor : erase}
      >
        <DialogTitle>{T.dialogTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {step === 'reauth' && usesPassword && (
              <>
                <Typography>{T.reauthPassword}</Typography>
                <TextField
                  label="Password"
                  type="password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  autoComplete="current-password"
                  autoFocus
                />
              </>
            )}
            {step === 'reauth' && !usesPassword && !usesPhone && <Typography>{T.reauthOther}</Typography>}
            {step === 'reauth' && usesPhone && (
              <>
                <Typography>{challengeId ? `${T.codeSent} ${user.phone}.` : T.reauthPhone}</Typography>
                {challengeId && (
                  <TextField
                    label="Sign-in code"
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    autoFocus
                  />
                )}
              </>
            )}
            {step === 'factor' && (
              <>
                <Typography>{T.secondFactor}</Typography>
                <TextField
                  label="Authentication code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  autoComplete="one-time-code"
                  autoFocus
                />
              </>
            )}
            {step === 'confirm' && (
              <>
                <Typography>{T.intro}</Typography>
                <Typography variant="body2">{T.kept}</Typography>
                <TextField
                  label={T.confirmLabel}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  autoComplete="off"
                  autoFocus
                />
              </>
            )}
            <Box aria-live="polite">
              {problem && <Alert severity="error">{problem}</Alert>}
              {busy && step === 'confirm' && <Typography>{T.deleting}</Typography>}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {T.cancel}
          </Button>
          {step === 'confirm' ? (
            <Button
              type="submit"
              color="error"
              variant="contained"
              disabled={busy || typed.trim() !== ERASURE_CONFIRM_WORD}
            >
              {T.confirm}
            </Button>
          ) : (
            <Button type="submit" variant="contained" disabled={busy}>
              {step === 'reauth' && usesPhone && !challengeId ? T.sendCode : 'Continue'}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * Account → Privacy, "Delete my account" (issue 39 §3, ADR 0013): the explanation, then a dialog
 * that signs in again (password, or the SMS code for a phone account; the authenticator code when
 * MFA is on), asks for DELETE typed and calls privacy-requests `erasure`. Deletion is immediate;
 * an active order is refused with the function's explanation.
 */
export function DeleteAccountSection() {
  const user = useSession((state) => state.user);
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const navigate = useNavigate();

  if (deleted)
    return (
      <Alert
        severity="success"
        data-testid="account-deleted"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              void useSession.getState().refresh();
              navigate('/');
            }}
          >
            {T.home}
          </Button>
        }
      >
        {T.done}
      </Alert>
    );
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {T.heading}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {T.intro}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {T.kept}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {T.activeOrder}
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} disabled={!user}>
        {T.start}
      </Button>
      {open && user && (
        <DeleteAccountDialog
          user={user}
          onClose={() => setOpen(false)}
          onDeleted={() => {
            setOpen(false);
            setDeleted(true);
          }}
        />
      )}
    </Box>
  );
}

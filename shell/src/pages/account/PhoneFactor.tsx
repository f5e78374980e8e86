import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, InputAdornment, Stack, TextField, Typography } from '@instamg/shared/mui';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import type { User } from '../../api/auth/session-store';
import { errorMessage } from '../../domain/auth/errors';
import { normaliseIndianMobile, phoneError } from '../../domain/auth/validation';

/**
 * The phone factor of SPEC §3 beside TOTP: link a +91 mobile number to the account (Appwrite
 * updatePhone, which asks for the password) and verify it with the SMS code; a verified number
 * becomes a second factor (a code by SMS at sign-in).
 */
export function PhoneFactor({
  user,
  verified,
  onChange,
  suggestedMobile,
}: {
  user: User;
  verified: boolean;
  onChange(): Promise<void>;
  /** The number given at sign-up (profile prefs), offered for verification and linking (issue 40 §5). */
  suggestedMobile?: string;
}) {
  const [adding, setAdding] = useState(false);
  const suggested = suggestedMobile ? normaliseIndianMobile(suggestedMobile) : null;
  const [mobile, setMobile] = useState(suggested ?? '');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // An account made with a mobile number has no password to confirm with.
  const hasPassword = Boolean(user.passwordUpdate);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const found = phoneError(mobile) ?? (hasPassword && !password ? 'Enter your password to confirm' : null);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      const { account } = getAppwrite();
      const phone = `+91${normaliseIndianMobile(mobile)}`;
      if (phone !== user.phone) await account.updatePhone({ phone, password });
      await account.createPhoneVerification();
      setSent(true);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setProblem('Enter the 6-digit code we sent by SMS');
      return;
    }
    setBusy(true);
    try {
      await getAppwrite().account.updatePhoneVerification({ userId: user.$id, secret: code.trim() });
      setAdding(false);
      setSent(false);
      setProblem(null);
      await onChange();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Mobile number
      </Typography>
      {verified ? (
        <Chip color="success" label={`${user.phone} verified`} data-testid="phone-factor" />
      ) : !adding ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">
            {suggested
              ? `You gave +91 ${suggested} when you signed up. Verify it to link it to your account: then you can sign in with an SMS code, or get your second step by SMS.`
              : 'Add a mobile number to sign in with an SMS code, or to get your second step by SMS.'}
          </Typography>
          <Button variant="outlined" onClick={() => setAdding(true)}>
            {suggested ? 'Verify this number' : 'Add mobile number'}
          </Button>
        </Stack>
      ) : !sent ? (
        <Stack
          component="form"
          spacing={2}
          onSubmit={sendCode}
          noValidate
          aria-label="Add mobile number"
          sx={{ maxWidth: 420 }}
        >
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="numeric"
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> } }}
          />
          {hasPassword && (
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? 'Sending code…' : 'Send code'}
            </Button>
            <Button onClick={() => setAdding(false)} disabled={busy}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack
          component="form"
          spacing={2}
          onSubmit={confirm}
          noValidate
          aria-label="Verify mobile number"
          sx={{ maxWidth: 420 }}
        >
          <Typography role="status">We sent a 6-digit code by SMS to +91 {normaliseIndianMobile(mobile)}.</Typography>
          <TextField
            label="SMS code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoFocus
          />
          {problem && <Alert severity="error">{problem}</Alert>}
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {busy ? 'Verifying…' : 'Verify number'}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, FormControlLabel, Skeleton, Stack, Switch, Typography } from '@instamg/shared/mui';
import { AuthenticatorType, type Models } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import {
  SESSION_STEPS_LABELS,
  TWO_STEP_LABELS,
  currentAssuranceLevel,
  nextAssuranceLevel,
  offeredFactorsText,
  twoStepState,
  type AssuranceLevel,
} from '../../domain/auth/assurance';
import { errorMessage } from '../../domain/auth/errors';
import { useSession } from '../../api/auth/session-store';
import { EnrolDialog } from './EnrolDialog';
import { PhoneFactor } from './PhoneFactor';
import { FreshChallengeDialog } from './FreshChallengeDialog';

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
      const [factors, session] = await Promise.all([
        account.listMfaFactors(),
        account.getSession({ sessionId: 'current' }),
      ]);
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
  if (!state || !user)
    return <Skeleton variant="rounded" height={180} role="progressbar" aria-label="Loading security settings" />;
  const hasAuthenticator = state.factors.totp;
  const hasSecondFactor = hasAuthenticator || state.factors.phone;
  const twoStep = twoStepState(user.mfa, state.factors);

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} role="group" aria-label="Two-step verification">
        <Typography>
          Two-step verification:{' '}
          <Chip
            size="small"
            color={twoStep === 'On' ? 'success' : 'default'}
            label={twoStep}
            data-testid="two-step-state"
          />
        </Typography>
        <Typography>
          Second step:{' '}
          <Chip
            size="small"
            color={state.next === 'aal2' ? 'success' : 'default'}
            label={TWO_STEP_LABELS[state.next]}
            data-testid="next-aal"
          />
        </Typography>
        <Typography>
          This sign-in: <Chip size="small" label={SESSION_STEPS_LABELS[state.current]} data-testid="current-aal" />
        </Typography>
      </Stack>

      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Authenticator app
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          An app on your phone (such as Google Authenticator) shows a new 6-digit code every 30 seconds; it works
          without signal. Adding it also gives you recovery codes, each good for one sign-in if you lose the phone.
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
        <PhoneFactor user={user} verified={state.factors.phone} onChange={afterChange} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          A verified mobile number can be your second step: we send a 6-digit code by SMS each time you sign in.
        </Typography>
      </Box>

      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={user.mfa}
              disabled={!hasSecondFactor && !user.mfa}
              onChange={(event) => (event.target.checked ? void enable() : setConfirming('disable'))}
            />
          }
          label="Two-step verification at sign-in"
        />
        <Typography variant="body2" color="text.secondary">
          {twoStep === 'On'
            ? `Signing in asks for ${offeredFactorsText(state.factors)}.`
            : hasSecondFactor
              ? 'Turn this on to be asked for a code every time you sign in.'
              : 'Set up an authenticator app or add a mobile number first.'}
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

import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Container, Divider, Paper, Tab, Tabs, Typography } from '@instamg/shared/mui';
import { Navigate, useLocation, useNavigate } from '@instamg/shared/router';
import { readRuntimeConfig } from '@instamg/shared/config';
import { TEXTS } from '@instamg/shared/constants';
import { errorMessage } from '../../domain/auth/errors';
import { FunctionError } from '@instamg/shared/appwrite/call-function';
import { returnPathFrom } from '../../domain/auth/return-path';
import { useSession } from '../../api/auth/session-store';
import { useToast } from '@instamg/shared/toast';
import { authModeFrom, authUrl, type AuthMode } from './auth-mode';
import { GoogleButton } from './GoogleButton';
import { GoogleOneTap } from './GoogleOneTap';
import { MfaStep } from './MfaStep';
import { ForgotPasswordForm, ResetPasswordForm, VerifyEmail } from './RecoveryForms';
import { SignInForm } from './SignInForm';
import { PhoneSignIn } from './PhoneSignIn';
import { SignUpForm, type SignUpIntent } from './SignUpForm';

const PHARMACY_PARTNER_PATH = '/pharmacy-partner';
/** A Google account created this recently is greeted as new. */
const NEW_ACCOUNT_WINDOW_MS = 2 * 60 * 1000;

const TITLES: Record<AuthMode, string> = {
  signin: 'Sign in',
  signup: 'Create your account',
  forgot: 'Forgot your password?',
  reset: 'Choose a new password',
  verify: 'Verify your e-mail',
};

/** /auth (SPEC §2, §7 "Authentication"): sign in, sign up, password recovery, verification, Google and the MFA step. */
export default function AuthPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const status = useSession((state) => state.status);
  const mfaRequired = useSession((state) => state.mfaRequired);
  const mode = authModeFrom(location.search);
  const returnPath = returnPathFrom(location.search);
  // True while this page itself signs someone in and will navigate on its own.
  const [signingIn, setSigningIn] = useState(false);
  const oauthHandled = useRef(false);
  const googleClientId = useMemo(() => readRuntimeConfig().googleClientId, []);

  const finishSignIn = (
    greeting: typeof TEXTS.toast.signedIn | typeof TEXTS.toast.signedInNewUser | typeof TEXTS.toast.accountCreated,
    to = returnPath,
  ) => {
    toast(greeting);
    navigate(to, { replace: true });
  };

  /** After a Google sign-in (either way): the MFA step if the account wants it, else welcome and go on. */
  const finishGoogleSignIn = (needsCode: boolean) => {
    if (needsCode) {
      navigate(authUrl('signin', location.search), { replace: true });
      return;
    }
    welcomeByAccountAge();
  };

  /** A sign-in that may have just made the account (Google, a new mobile number): welcome it as new. */
  const welcomeByAccountAge = () => {
    const created = Date.parse(useSession.getState().user?.registration ?? '');
    finishSignIn(Date.now() - created < NEW_ACCOUNT_WINDOW_MS ? TEXTS.toast.signedInNewUser : TEXTS.toast.signedIn);
  };

  const onOneTapCredential = (credential: string) => {
    setSigningIn(true);
    useSession
      .getState()
      .signInWithGoogleCredential(credential)
      .then(({ mfaRequired: needsCode }) => finishGoogleSignIn(needsCode))
      .catch((error: unknown) => {
        console.warn('[auth] Google One Tap sign-in failed', errorMessage(error));
        // The function's refusal says why (e.g. unverified account); anything else is SPEC §8's One Tap error.
        if (error instanceof FunctionError && error.status >= 400) toast(TEXTS.toast.googleSignInFailed, error.message);
        else toast(TEXTS.toast.oneTapAuthError);
      })
      .finally(() => setSigningIn(false));
  };

  // The Google round trip comes back here with ?oauth=success&userId&secret or ?oauth=failure.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const outcome = params.get('oauth');
    if (!outcome || oauthHandled.current) return;
    oauthHandled.current = true;
    const userId = params.get('userId');
    const secret = params.get('secret');
    if (outcome !== 'success' || !userId || !secret) {
      toast(TEXTS.toast.googleSignInFailed, params.get('error') ?? undefined);
      navigate(authUrl('signin', location.search), { replace: true });
      return;
    }
    setSigningIn(true);
    useSession
      .getState()
      .signInWithToken(userId, secret)
      .then(({ mfaRequired: needsCode }) => finishGoogleSignIn(needsCode))
      .catch((error: unknown) => {
        console.warn('[auth] Google sign-in failed', errorMessage(error));
        toast(TEXTS.toast.googleAuthError);
        navigate(authUrl('signin', location.search), { replace: true });
      })
      .finally(() => setSigningIn(false));
    // Runs once per arrival; the ref keeps StrictMode from spending the one-time secret twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  // Someone already signed in (or signed in from another tab) has nothing to do here.
  const settled = !signingIn && !new URLSearchParams(location.search).has('oauth');
  if (status === 'signedIn' && settled && mode !== 'verify' && mode !== 'reset') {
    return <Navigate to={returnPath} replace />;
  }

  const wrap = (action: () => void) => () => {
    setSigningIn(false);
    action();
  };
  const onSignedIn = wrap(() => finishSignIn(TEXTS.toast.signedIn));
  const onSignedUp = (intent: SignUpIntent) =>
    wrap(() =>
      finishSignIn(TEXTS.toast.accountCreated, intent === 'pharmacy_partner' ? PHARMACY_PARTNER_PATH : returnPath),
    )();

  const body = (() => {
    if (mfaRequired && (mode === 'signin' || mode === 'signup')) return <MfaStep onSignedIn={onSignedIn} />;
    switch (mode) {
      case 'forgot':
        return <ForgotPasswordForm search={location.search} />;
      case 'reset':
        return <ResetPasswordForm search={location.search} />;
      case 'verify':
        return <VerifyEmail search={location.search} />;
      default:
        // Issue 40 §9: on phones the mobile-number code leads, as Indian apps do; e-mail and
        // Google follow right below. CSS order keeps one server HTML for every screen.
        return (
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            <Box sx={{ order: { xs: -2, md: 0 }, display: { xs: 'block', md: 'none' } }}>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
                Sign in or sign up with your mobile number
              </Typography>
            </Box>
            <Tabs
              value={mode}
              onChange={(_, next: AuthMode) => navigate(authUrl(next, location.search), { replace: true })}
              variant="fullWidth"
              sx={{ mb: 3 }}
            >
              <Tab value="signin" label="Sign in" />
              <Tab value="signup" label="Sign up" />
            </Tabs>
            {mode === 'signup' ? (
              <SignUpForm onBusyChange={setSigningIn} onSignedUp={onSignedUp} />
            ) : (
              <SignInForm search={location.search} onBusyChange={setSigningIn} onSignedIn={onSignedIn} />
            )}
            <Divider sx={{ my: 3, order: { xs: -1, md: 0 } }}>or</Divider>
            <Box sx={{ order: { xs: -2, md: 0 } }}>
              <PhoneSignIn onBusyChange={setSigningIn} onSignedIn={wrap(welcomeByAccountAge)} />
            </Box>
            <Divider sx={{ my: 3 }}>or</Divider>
            <GoogleButton search={location.search} />
            {googleClientId && status === 'signedOut' && !signingIn && (
              <GoogleOneTap
                clientId={googleClientId}
                onCredential={onOneTapCredential}
                onFailure={() => toast(TEXTS.toast.oneTapAuthError)}
              />
            )}
          </Box>
        );
    }
  })();

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }} data-boundary="shell">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 3 }}>
          {mfaRequired && (mode === 'signin' || mode === 'signup') ? 'Sign in' : TITLES[mode]}
        </Typography>
        {body}
      </Paper>
    </Container>
  );
}

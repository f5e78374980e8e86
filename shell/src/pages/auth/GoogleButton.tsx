import { useState } from 'react';
import { Button } from '@instamg/shared/mui';
import GoogleIcon from '@mui/icons-material/Google';
import { OAuthProvider } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { TEXTS } from '@instamg/shared/constants';
import { errorMessage } from '../../domain/auth/errors';
import { useToast } from '@instamg/shared/toast';
import { absoluteUrl, authUrl } from './auth-mode';

/**
 * Google sign-in through Appwrite's OAuth2 token flow: the browser leaves for Google (or, with no
 * Google client configured, the dev server's local consent page) and comes back to
 * /auth?oauth=success&userId=…&secret=…, which AuthPage turns into a session.
 */
export function GoogleButton({ search }: { search: string }) {
  const toast = useToast();
  const [leaving, setLeaving] = useState(false);
  const start = () => {
    setLeaving(true);
    try {
      getAppwrite().account.createOAuth2Token({
        provider: OAuthProvider.Google,
        success: absoluteUrl(authUrl('signin', search, { oauth: 'success' })),
        failure: absoluteUrl(authUrl('signin', search, { oauth: 'failure' })),
      });
    } catch (error) {
      setLeaving(false);
      toast(TEXTS.toast.googleSignInFailed, errorMessage(error));
    }
  };
  return (
    <Button variant="outlined" fullWidth size="large" startIcon={<GoogleIcon />} onClick={start} disabled={leaving}>
      Continue with Google
    </Button>
  );
}

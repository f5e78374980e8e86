import { useEffect, useRef } from 'react';
import { errorMessage } from '../../domain/auth/errors';
import { loadGoogleIdentity } from '../../api/auth/google-identity';

export interface GoogleOneTapProps {
  /** The Google web client id from the runtime config (`googleClientId`). */
  clientId: string;
  /** Google handed over an ID token for this client id. */
  onCredential(credential: string): void;
  /** Google called back without a token. */
  onFailure(): void;
}

/**
 * Shows Google's One Tap prompt while mounted (SPEC §2 "Sign-in and sign-up screen"). Renders
 * nothing itself: Google draws the prompt. If the script cannot load, the page simply goes on
 * without it — the "Continue with Google" button still works.
 */
export function GoogleOneTap({ clientId, onCredential, onFailure }: GoogleOneTapProps) {
  // Google keeps the callback given at initialize; refs let it reach the latest handlers.
  const handlers = useRef({ onCredential, onFailure });
  handlers.current = { onCredential, onFailure };

  useEffect(() => {
    let active = true;
    let cancel: (() => void) | undefined;
    loadGoogleIdentity()
      .then((id) => {
        if (!active) return;
        id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (credential) handlers.current.onCredential(credential);
            else handlers.current.onFailure();
          },
          context: 'signin',
          cancel_on_tap_outside: true,
          itp_support: true,
          use_fedcm_for_prompt: true,
        });
        id.prompt();
        cancel = () => id.cancel();
      })
      .catch((error: unknown) => console.warn('[auth] Google One Tap is unavailable:', errorMessage(error)));
    return () => {
      active = false;
      cancel?.();
    };
  }, [clientId]);

  return null;
}

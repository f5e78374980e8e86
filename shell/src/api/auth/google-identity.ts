// Google Identity Services (the script behind One Tap), loaded only when /auth wants it: most
// visitors never open /auth, and the script is Google's to serve, so nothing bundles it.

export const GSI_CLIENT_URL = 'https://accounts.google.com/gsi/client';

/** What One Tap hands the page: `credential` is a Google ID token (a JWT) for our client id. */
export interface CredentialResponse {
  credential?: string;
  select_by?: string;
}

/** The part of `google.accounts.id` we use (https://developers.google.com/identity/gsi/web/reference/js-reference). */
export interface IdConfiguration {
  client_id: string;
  callback: (response: CredentialResponse) => void;
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
  context?: 'signin' | 'signup' | 'use';
  itp_support?: boolean;
  use_fedcm_for_prompt?: boolean;
}

export interface GoogleAccountsId {
  initialize(config: IdConfiguration): void;
  prompt(): void;
  cancel(): void;
}

interface GoogleGlobal {
  google?: { accounts?: { id?: GoogleAccountsId } };
}

let loading: Promise<GoogleAccountsId> | null = null;

const loaded = (): GoogleAccountsId | undefined => (globalThis as GoogleGlobal).google?.accounts?.id;

/**
 * Resolves with `google.accounts.id`, adding the script tag on first use; every caller shares
 * one load. A failed load (offline, blocked by an extension) rejects and is forgotten, so the
 * next visit to /auth tries again.
 */
export function loadGoogleIdentity(doc: Document = document): Promise<GoogleAccountsId> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = GSI_CLIENT_URL;
    script.async = true;
    const fail = (reason: string) => {
      script.remove();
      loading = null;
      reject(new Error(reason));
    };
    script.addEventListener('load', () => {
      const api = loaded();
      if (api) resolve(api);
      else fail('Google Identity Services loaded without google.accounts.id');
    });
    script.addEventListener('error', () => fail(`Could not load ${GSI_CLIENT_URL}`));
    doc.head.appendChild(script);
  });
  return loading;
}

// The /auth page's screens, chosen by ?mode=… so e-mailed links (verification, recovery) and
// the Google return land on the right one.

export const AUTH_MODES = ['signin', 'signup', 'forgot', 'reset', 'verify'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export function authModeFrom(search: string): AuthMode {
  const mode = new URLSearchParams(search).get('mode');
  return (AUTH_MODES as readonly string[]).includes(mode ?? '') ? (mode as AuthMode) : 'signin';
}

/** The /auth URL for a screen, keeping ?from so the user still returns where they started. */
export function authUrl(mode: AuthMode, search: string, extra: Record<string, string> = {}): string {
  const current = new URLSearchParams(search);
  const params = new URLSearchParams();
  if (mode !== 'signin') params.set('mode', mode);
  const from = current.get('from');
  if (from) params.set('from', from);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}

/** Absolute URL on this site, for links Appwrite puts in e-mails or redirects to. */
export function absoluteUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).toString();
}

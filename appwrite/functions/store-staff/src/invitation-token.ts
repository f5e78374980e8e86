import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed staff invitation links (issue 18 §7). A token is `<invitationId>.<expiresAtMs>.<signature>`
 * with the signature an HMAC-SHA256 over both under the function's secret: a changed id or expiry,
 * or a token made without the secret, fails; the invitation row (status, e-mail, the same expiry)
 * is still checked after the signature, so a used or revoked link is refused too.
 */

const PURPOSE = 'instamg-staff-invitation-v1';

/** The dev-only secret, used only when the function runs against a loopback endpoint (the dev server). */
export const DEV_INVITATION_SECRET = 'instamg-dev-only-staff-invitation-secret-do-not-deploy';

export type TokenCheck =
  { ok: true; invitationId: string; expiresAt: Date } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

const sign = (secret: string, invitationId: string, expiresAtMs: number): string =>
  createHmac('sha256', secret).update(`${PURPOSE}:${invitationId}:${expiresAtMs}`).digest('base64url');

export function signInvitationToken(secret: string, invitationId: string, expiresAt: Date): string {
  const ms = expiresAt.getTime();
  return `${invitationId}.${ms}.${sign(secret, invitationId, ms)}`;
}

export function verifyInvitationToken(secret: string, token: unknown, now: Date): TokenCheck {
  if (typeof token !== 'string' || token.length > 300) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [invitationId, msText, signature] = parts as [string, string, string];
  if (!/^[a-zA-Z0-9][a-zA-Z0-9_-]{0,35}$/.test(invitationId) || !/^\d{1,15}$/.test(msText))
    return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(secret, invitationId, Number(msText)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  const expiresAt = new Date(Number(msText));
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, invitationId, expiresAt };
}

/**
 * The signing secret: the function variable `STAFF_INVITATION_SECRET` (at least 32 characters).
 * Unset, the function signs with DEV_INVITATION_SECRET only when its Appwrite endpoint is on this
 * machine (the dev server); anywhere else it refuses to sign or accept (null: not configured).
 */
export function invitationSecret(env: Record<string, string | undefined>): string | null {
  const configured = env.STAFF_INVITATION_SECRET?.trim();
  if (configured) return configured.length >= 32 ? configured : null;
  try {
    const host = new URL(env.APPWRITE_FUNCTION_API_ENDPOINT ?? '').hostname;
    if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]') return DEV_INVITATION_SECRET;
  } catch {
    return null;
  }
  return null;
}

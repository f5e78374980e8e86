import { challengeIsRecent } from '../../auth/mfa.ts';
import { getSession, type SessionRecord } from '../../auth/store/sessions.ts';
import { requireUser, type UserRecord } from '../../auth/store/users.ts';
import type { ServiceDeps } from '../../deps.ts';
import { serverEvents } from '../../events.ts';
import { appwriteEventNames } from '../../functions/event-match.ts';
import { AppwriteException } from '../../errors.ts';
import type { RequestContext } from '../../http/context.ts';

/** The signed-in caller of an `account` route (the route's scope already excluded guests and keys). */
export function currentUser(ctx: RequestContext, deps: ServiceDeps): UserRecord {
  if (ctx.auth.kind !== 'user')
    throw new AppwriteException('general_unauthorized_scope', 'User (role: guests) missing scopes (["account"])');
  return requireUser(deps, ctx.auth.user.id);
}

/** The session behind the request; user_session_not_found for a JWT whose session is gone. */
export function currentSession(ctx: RequestContext, deps: ServiceDeps): SessionRecord {
  if (ctx.auth.kind !== 'user' || !ctx.auth.sessionId) throw new AppwriteException('user_session_not_found');
  const session = getSession(deps, ctx.auth.user.id, ctx.auth.sessionId);
  if (!session) throw new AppwriteException('user_session_not_found');
  return session;
}

/** Appwrite's `mfaProtected` group: a challenge must have been completed in the last 1800 s. */
export function requireRecentChallenge(ctx: RequestContext, deps: ServiceDeps): void {
  if (!challengeIsRecent(currentSession(ctx, deps).mfaUpdatedAt))
    throw new AppwriteException('user_challenge_required');
}

export const userAgentOf = (ctx: RequestContext): string => String(ctx.headers['user-agent'] ?? '');

/** Adds `?userId=…&secret=…&expire=…` to a client-supplied link, keeping its own query. */
export function linkWithSecret(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/**
 * Publishes an account event (e.g. `users.[userId].update.prefs`) on the realtime `account`
 * channels; only the user themself may receive it.
 */
export function announceAccount(
  template: string,
  params: { userId: string } & Record<string, string>,
  payload: Record<string, unknown>,
): void {
  serverEvents.publish({
    events: appwriteEventNames(template, params),
    channels: ['account', `account.${params.userId}`],
    payload,
    readRoles: [`user:${params.userId}`],
  });
}

import type { ServiceDeps } from '../deps.ts';
import { AppwriteException } from '../errors.ts';
import type { CookieSpec, RequestContext } from '../http/context.ts';
import { parseCookies } from '../http/cookies.ts';
import { nowIso } from '../util/ids.ts';
import { signJwt, verifyJwt } from './jwt.ts';
import { needsMoreFactors } from './mfa.ts';
import { setSessionResolver } from './resolve.ts';
import { rolesForUser } from './roles.ts';
import { USER_SCOPES } from './scopes.ts';
import type { AuthState } from './types.ts';
import { getConfirmedMemberships } from '../services/teams/store.ts';
import { findSessionBySecret, getSession, type SessionRecord } from './store/sessions.ts';
import { findUser, toAuthUser, updateUser, type UserRecord } from './store/users.ts';

/**
 * Sessions on the wire, exactly as Appwrite (research/appwrite.md §2.2): the cookie
 * `a_session_<project>` (and its `_legacy` twin without SameSite) holds base64(JSON {id, secret}),
 * where `id` is the user id. The same value travels in X-Appwrite-Session (SSR) and inside
 * X-Fallback-Cookies (browsers on another site, i.e. always on localhost).
 */

export const sessionCookieName = (projectId: string): string => `a_session_${projectId}`;

export function encodeSessionCookie(userId: string, secret: string): string {
  return Buffer.from(JSON.stringify({ id: userId, secret })).toString('base64');
}

/** {id, secret} from a cookie value, or null for anything malformed. */
export function decodeSessionCookie(value: string | undefined | null): { id: string; secret: string } | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const { id, secret } = parsed as Record<string, unknown>;
    return typeof id === 'string' && typeof secret === 'string' && id && secret ? { id, secret } : null;
  } catch {
    return null;
  }
}

/** The session cookie value inside an X-Fallback-Cookies header (`[]` after logout → none). */
export function fallbackCookieValue(header: string | undefined, projectId: string): string | null {
  if (!header) return null;
  try {
    const parsed = JSON.parse(header) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const value = (parsed as Record<string, unknown>)[sessionCookieName(projectId)];
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

const header = (ctx: RequestContext, name: string): string | undefined => {
  const value = ctx.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** First session credential present, in Appwrite's order: cookie, legacy cookie, X-Appwrite-Session, X-Fallback-Cookies. */
function presentedSession(
  ctx: RequestContext,
  projectId: string,
): { id: string; secret: string; via: 'cookie' | 'session-header' | 'fallback-cookie' } | null {
  const cookies = parseCookies(header(ctx, 'cookie'));
  const name = sessionCookieName(projectId);
  const candidates = [
    [cookies[name] ?? cookies[`${name}_legacy`], 'cookie'],
    [header(ctx, 'x-appwrite-session'), 'session-header'],
    [fallbackCookieValue(header(ctx, 'x-fallback-cookies'), projectId), 'fallback-cookie'],
  ] as const;
  for (const [value, via] of candidates) {
    const decoded = decodeSessionCookie(value);
    if (decoded) return { ...decoded, via };
  }
  return null;
}

/** How often accessedAt is written, so reads do not turn into a write per request. */
const ACCESS_TOUCH_MS = 60_000;

function userAuthState(
  deps: ServiceDeps,
  user: UserRecord,
  session: SessionRecord | null,
  via: 'cookie' | 'session-header' | 'fallback-cookie' | 'jwt',
): AuthState {
  if (!user.status) throw new AppwriteException('user_blocked');
  if (!user.accessedAt || Date.now() - Date.parse(user.accessedAt) > ACCESS_TOUCH_MS)
    updateUser(deps, user.id, { accessedAt: nowIso() });
  const authUser = toAuthUser(user);
  return {
    kind: 'user',
    user: authUser,
    sessionId: session?.id ?? null,
    via,
    roles: rolesForUser(authUser, getConfirmedMemberships(deps, user.id)),
    scopes: new Set<string>(USER_SCOPES),
    mfaPending: session ? needsMoreFactors(user, session.factors) : false,
  };
}

/** The session resolver registered with `setSessionResolver` (API keys are handled before it). */
export function resolveSession(ctx: RequestContext, deps: ServiceDeps): AuthState | null {
  let state: AuthState | null = null;
  const presented = presentedSession(ctx, deps.project.id);
  if (presented) {
    const user = findUser(deps, presented.id);
    const session = user ? findSessionBySecret(deps, user.id, presented.secret) : null;
    if (user && session) state = userAuthState(deps, user, session, presented.via);
  }

  const jwt = header(ctx, 'x-appwrite-jwt');
  if (!jwt) return state;
  if (state) throw new AppwriteException('user_jwt_and_cookie_set');
  const payload = verifyJwt(jwt, deps.project.jwtSecret);
  if (!payload)
    throw new AppwriteException('user_jwt_invalid', 'Failed to verify JWT. The token is invalid or has expired.');
  const userId = typeof payload.userId === 'string' ? payload.userId : '';
  const sessionId = typeof payload.sessionId === 'string' ? payload.sessionId : '';
  const user = userId ? findUser(deps, userId) : null;
  if (!user) return null;
  // A JWT dies with the session it was made from (Appwrite clears the user in that case).
  const session = sessionId ? getSession(deps, user.id, sessionId) : null;
  if (sessionId && (!session || Date.parse(session.expire) <= Date.now())) return null;
  return userAuthState(deps, user, session, 'jwt');
}

export function registerSessionResolver(): void {
  setSessionResolver(resolveSession);
}

/** The JWT `account.createJWT` returns and functions receive as `x-appwrite-user-jwt`. */
export function createUserJwt(
  deps: Pick<ServiceDeps, 'project'>,
  userId: string,
  sessionId: string,
  ttlSeconds: number,
): string {
  return signJwt({ userId, sessionId }, deps.project.jwtSecret, ttlSeconds);
}

// ---------------------------------------------------------------------------------------------
// Responses

/** The Session model (`components.schemas.session`); `secret` only for API-key callers. */
export function sessionModel(
  session: SessionRecord,
  options: { current: boolean; secret?: string },
): Record<string, unknown> {
  return {
    $id: session.id,
    $createdAt: session.createdAt,
    $updatedAt: session.updatedAt,
    userId: session.userId,
    expire: session.expire,
    provider: session.provider,
    providerUid: session.providerUid,
    providerAccessToken: '',
    providerAccessTokenExpiry: '',
    providerRefreshToken: '',
    ip: session.ip,
    ...describeClient(session.userAgent),
    // Loopback and private addresses: the dev server places every caller in India, like /locale.
    countryCode: 'in',
    countryName: 'India',
    current: options.current,
    factors: session.factors,
    secret: options.secret ?? '',
    mfaUpdatedAt: session.mfaUpdatedAt,
  };
}

/** A rough reading of the User-Agent, enough for a "signed-in devices" list. */
export function describeClient(userAgent: string): Record<string, string> {
  const os = /Windows/.test(userAgent)
    ? ['WIN', 'Windows']
    : /Android/.test(userAgent)
      ? ['AND', 'Android']
      : /iPhone|iPad|iOS/.test(userAgent)
        ? ['IOS', 'iOS']
        : /Mac OS X/.test(userAgent)
          ? ['MAC', 'Mac']
          : /Linux/.test(userAgent)
            ? ['LIN', 'GNU/Linux']
            : ['', ''];
  const browser = /Edg\//.test(userAgent)
    ? ['PS', 'Microsoft Edge']
    : /Chrome\//.test(userAgent)
      ? ['CH', 'Chrome']
      : /Firefox\//.test(userAgent)
        ? ['FF', 'Firefox']
        : /Safari\//.test(userAgent)
          ? ['SF', 'Safari']
          : /node|undici/i.test(userAgent)
            ? ['', 'Node.js']
            : ['', ''];
  return {
    osCode: os[0]!,
    osName: os[1]!,
    osVersion: '',
    clientType: browser[1] ? 'browser' : '',
    clientCode: browser[0]!,
    clientName: browser[1]!,
    clientVersion: '',
    clientEngine: '',
    clientEngineVersion: '',
    deviceName: /Mobile|Android|iPhone/.test(userAgent) ? 'smartphone' : os[0] ? 'desktop' : '',
    deviceBrand: '',
    deviceModel: '',
  };
}

function hostnameOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname;
  } catch {
    return null;
  }
}

/** Last two labels; null for IPs and single-label hosts like localhost, which share no site. */
function registrableDomain(hostname: string): string | null {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return null;
  return hostname.split('.').slice(-2).join('.');
}

/**
 * Appwrite adds X-Fallback-Cookies when the browser would drop a third-party cookie: the Origin's
 * site differs from the API's, or there is no Origin. On localhost that is always.
 */
export function needsFallbackCookies(origin: string | undefined, host: string | undefined): boolean {
  const originHost = hostnameOf(origin);
  const apiHost = hostnameOf(host);
  if (!originHost || !apiHost) return true;
  const a = registrableDomain(originHost);
  return !a || a !== registrableDomain(apiHost);
}

/** Set-Cookie (main + legacy) and X-Fallback-Cookies for a new session. */
export function sessionCookieReply(
  ctx: RequestContext,
  userId: string,
  secret: string,
  expire: string,
): { cookies: CookieSpec[]; headers: Record<string, string> } {
  const name = sessionCookieName(ctx.project.id);
  const value = encodeSessionCookie(userId, secret);
  const expires = Math.floor(Date.parse(expire) / 1000);
  const secure = ctx.endpoint.startsWith('https:');
  const cookies: CookieSpec[] = [
    { name: `${name}_legacy`, value, expires, httpOnly: true, secure },
    { name, value, expires, httpOnly: true, secure, sameSite: 'None' },
  ];
  const headers: Record<string, string> = {};
  if (needsFallbackCookies(ctx.origin, header(ctx, 'host')))
    headers['X-Fallback-Cookies'] = JSON.stringify({ [name]: value });
  return { cookies, headers };
}

/** Expires both cookies and empties the fallback store, as Appwrite's logout does. */
export function clearedSessionReply(ctx: RequestContext): { cookies: CookieSpec[]; headers: Record<string, string> } {
  const name = sessionCookieName(ctx.project.id);
  return {
    cookies: [
      { name: `${name}_legacy`, value: '', expires: 0, httpOnly: true },
      { name, value: '', expires: 0, httpOnly: true, sameSite: 'None' },
    ],
    headers: { 'X-Fallback-Cookies': '[]' },
  };
}

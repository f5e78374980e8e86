import { createHash } from 'node:crypto';
import { signJwt, verifyJwt } from '../../auth/jwt.ts';
import { googleStandInAllowed, isLoopbackRequest } from '../../dev-routes.ts';
import {
  encodeSessionCookie,
  needsFallbackCookies,
  sessionCookieName,
  sessionCookieReply,
} from '../../auth/session.ts';
import { findIdentity, insertIdentity } from '../../auth/store/identities.ts';
import { randomSecret } from '../../auth/store/secrets.ts';
import { insertSession } from '../../auth/store/sessions.ts';
import { insertToken } from '../../auth/store/tokens.ts';
import { createUser, findUser, findUserByEmail, updateUser, type UserRecord } from '../../auth/store/users.ts';
import type { ServiceDeps } from '../../deps.ts';
import { AppwriteException } from '../../errors.ts';
import type { Reply, RequestContext } from '../../http/context.ts';
import type { Router } from '../../http/router.ts';
import { optPlatformUrl } from '../../http/platforms.ts';
import { optStrArray } from '../../http/validate.ts';
import { uniqueId } from '../../util/ids.ts';
import { userAgentOf } from './current.ts';

/**
 * OAuth2 sign-in with Google, both of Appwrite's flows:
 * - token flow  GET /account/tokens/oauth2/google  → success?userId&secret → POST /account/sessions/token
 * - session flow GET /account/sessions/oauth2/google → cookies set → success
 * With GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET set, the browser goes to Google. Without them (the
 * normal local case) it goes to the dev server's own consent page, a clearly labelled stand-in
 * for Google where you type the Google account's email.
 */

const PROVIDERS = ['google'] as const;
/** How long the browser has to finish at the provider, and how long the token-flow secret lives. */
const STATE_TTL_SECONDS = 600;
const OAUTH_TOKEN_TTL_SECONDS = 60;

interface OAuthState {
  flow: 'token' | 'session';
  success: string;
  failure: string;
}

const googleClient = (): { id: string; secret: string } | null =>
  process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET
    ? { id: process.env.GOOGLE_CLIENT_ID, secret: process.env.GOOGLE_CLIENT_SECRET }
    : null;

export function register(router: Router, deps: ServiceDeps): void {
  const standIn = googleStandInAllowed(deps.config, process.env);
  const start =
    (flow: OAuthState['flow']) =>
    (ctx: RequestContext): Reply => {
      const provider = ctx.params.provider ?? '';
      if (!(PROVIDERS as readonly string[]).includes(provider)) {
        throw new AppwriteException(
          'general_argument_invalid',
          `Invalid \`provider\` param: Value must be one of (${PROVIDERS.join(', ')})`,
        );
      }
      // On a web platform only, as Appwrite requires: anything else would be an open redirect.
      const success = optPlatformUrl(ctx, deps.config, 'success') ?? `${ctx.endpoint}/dev/oauth2/done?result=success`;
      const failure = optPlatformUrl(ctx, deps.config, 'failure') ?? `${ctx.endpoint}/dev/oauth2/done?result=failure`;
      optStrArray(ctx.query, 'scopes', { maxItems: 100, maxLength: 128 });
      const state = signJwt({ flow, success, failure }, deps.project.jwtSecret, STATE_TTL_SECONDS);
      const google = googleClient();
      if (google) {
        const auth = new URL('https://accounts.google.com/o/oauth2/v2/auth');
        auth.search = new URLSearchParams({
          client_id: google.id,
          redirect_uri: callbackUrl(ctx, deps),
          response_type: 'code',
          scope: 'openid email profile',
          state,
        }).toString();
        return redirect(auth.toString(), 301);
      }
      // No Google client: the local consent page, which exists only with dev routes on a loopback bind.
      if (!standIn) throw new AppwriteException('project_provider_disabled');
      return redirect(`${ctx.endpoint}/dev/oauth2/google?state=${encodeURIComponent(state)}`, 301);
    };
  router.get('/v1/account/tokens/oauth2/{provider}', start('token'), { scope: 'sessions.write' });
  router.get('/v1/account/sessions/oauth2/{provider}', start('session'), { scope: 'sessions.write' });

  // DEV-ONLY: the stand-in for Google's consent screen. Never in a production build or on a
  // non-loopback bind (dev-routes.ts), and only for requests from and addressed to loopback.
  if (standIn) registerStandIn(router, deps);

  router.get('/v1/dev/oauth2/done', (ctx) => ({
    status: 200,
    raw: `OAuth2 ${ctx.query.result === 'failure' ? 'failed' : 'finished'}. This default page is shown because no success/failure URL was given.`,
    contentType: 'text/plain; charset=utf-8',
  }));

  // Google redirects back here when a real client is configured.
  router.get('/v1/account/sessions/oauth2/callback/google/{projectId}', async (ctx) => {
    const state = readState(deps, String(ctx.query.state ?? ''));
    const google = googleClient();
    const code = typeof ctx.query.code === 'string' ? ctx.query.code : '';
    if (!google || !code) return failureRedirect(state, new AppwriteException('user_oauth2_bad_request'));
    try {
      const tokenRes = await fetch('https://oauth2.googleapis.com/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          code,
          client_id: google.id,
          client_secret: google.secret,
          redirect_uri: callbackUrl(ctx, deps),
          grant_type: 'authorization_code',
        }),
      });
      const { access_token: accessToken } = (await tokenRes.json()) as { access_token?: string };
      if (!tokenRes.ok || !accessToken)
        return failureRedirect(state, new AppwriteException('user_oauth2_provider_error'));
      const infoRes = await fetch('https://openidconnect.googleapis.com/v1/userinfo', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const info = (await infoRes.json()) as { sub?: string; email?: string; name?: string };
      if (!infoRes.ok || !info.sub || !info.email)
        return failureRedirect(state, new AppwriteException('user_oauth2_provider_error'));
      return finish(ctx, deps, state, {
        providerUid: info.sub,
        email: info.email.toLowerCase(),
        name: info.name ?? '',
      });
    } catch {
      return failureRedirect(state, new AppwriteException('user_oauth2_provider_error'));
    }
  });
}

/** The consent page that plays Google (dev only): whoever submits it signs in as the typed e-mail. */
function registerStandIn(router: Router, deps: ServiceDeps): void {
  router.get('/v1/dev/oauth2/google', (ctx) => {
    refuseUnlessLoopback(ctx);
    const state = String(ctx.query.state ?? '');
    readState(deps, state);
    return { status: 200, raw: consentPage(state), contentType: 'text/html; charset=utf-8' };
  });

  router.post('/v1/dev/oauth2/google', async (ctx) => {
    refuseUnlessLoopback(ctx);
    const state = readState(deps, String(ctx.body.state ?? ''));
    if (ctx.body.action !== 'allow')
      return failureRedirect(
        state,
        new AppwriteException('user_oauth2_unauthorized', 'The user declined access at the provider.'),
      );
    const email = String(ctx.body.email ?? '')
      .trim()
      .toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      return failureRedirect(
        state,
        new AppwriteException('general_argument_invalid', 'Invalid `email` param: Value must be a valid email address'),
      );
    const name = String(ctx.body.name ?? '')
      .trim()
      .slice(0, 128);
    // A stable stand-in for Google's `sub`, so the same email links to the same identity.
    const providerUid = `dev-${createHash('sha256').update(email).digest('hex').slice(0, 21)}`;
    return finish(ctx, deps, state, { providerUid, email, name, standIn: true });
  });
}

/** 403 for a request to the stand-in that does not come from, and name, a loopback address. */
function refuseUnlessLoopback(ctx: RequestContext): void {
  const host = ctx.headers.host;
  if (!isLoopbackRequest(ctx.ip, Array.isArray(host) ? host[0] : host))
    throw new AppwriteException(
      'general_access_forbidden',
      'The Google sign-in stand-in answers only on a loopback address (development only).',
    );
}

const callbackUrl = (ctx: RequestContext, deps: ServiceDeps): string =>
  `${ctx.endpoint}/account/sessions/oauth2/callback/google/${deps.project.id}`;

function readState(deps: ServiceDeps, raw: string): OAuthState {
  const payload = raw ? verifyJwt(raw, deps.project.jwtSecret) : null;
  if (
    !payload ||
    (payload.flow !== 'token' && payload.flow !== 'session') ||
    typeof payload.success !== 'string' ||
    typeof payload.failure !== 'string'
  ) {
    throw new AppwriteException(
      'general_argument_invalid',
      'Invalid `state` param: the OAuth2 state is missing, forged or expired. Start the sign-in again.',
    );
  }
  return { flow: payload.flow, success: payload.success, failure: payload.failure };
}

/** Signs in (or up) the provider's account, links the identity and sends the browser to `success`. */
async function finish(
  ctx: RequestContext,
  deps: ServiceDeps,
  state: OAuthState,
  profile: { providerUid: string; email: string; name: string; standIn?: boolean },
): Promise<Reply> {
  let user: UserRecord | null;
  const identity = findIdentity(deps, 'google', profile.providerUid);
  if (identity) {
    user = findUser(deps, identity.userId);
  } else {
    user =
      findUserByEmail(deps, profile.email) ??
      (await createUser(deps, { id: uniqueId(), email: profile.email, name: profile.name, emailVerification: true }));
    insertIdentity(deps, {
      userId: user.id,
      provider: 'google',
      providerUid: profile.providerUid,
      providerEmail: profile.email,
    });
  }
  if (!user) return failureRedirect(state, new AppwriteException('user_not_found'));
  if (!user.status) return failureRedirect(state, new AppwriteException('user_blocked'));
  // The provider vouches for the address, as on Appwrite (which keeps the password, phone and
  // sessions: the account-guard function takes a pre-registered account for the prover, ADR 0007).
  if (user.email === profile.email && !user.emailVerification)
    user = updateUser(deps, user.id, { emailVerification: true });

  if (state.flow === 'token') {
    const secret = randomSecret();
    insertToken(deps, {
      userId: user.id,
      type: profile.standIn ? 'oauth2-standin' : 'oauth2',
      secret,
      ttlSeconds: OAUTH_TOKEN_TTL_SECONDS,
    });
    return redirect(withQuery(state.success, { userId: user.id, secret }));
  }
  const { session, secret } = insertSession(deps, {
    userId: user.id,
    provider: 'google',
    providerUid: profile.providerUid,
    // Appwrite's OAuth2 session counts two factors; the stand-in proved nothing, so it counts one.
    factors: profile.standIn ? ['oauth2'] : ['email', 'oauth2'],
    ip: ctx.ip,
    userAgent: userAgentOf(ctx),
  });
  const { cookies } = sessionCookieReply(ctx, user.id, secret, session.expire);
  // Like Appwrite, hand the cookie to a success page on another site in the query (domain/key/secret).
  const target = needsFallbackCookies(state.success, String(ctx.headers.host ?? ''))
    ? withQuery(state.success, {
        project: ctx.project.id,
        domain: new URL(ctx.endpoint).hostname,
        key: sessionCookieName(ctx.project.id),
        secret: encodeSessionCookie(user.id, secret),
      })
    : state.success;
  return { ...redirect(target), cookies };
}

function failureRedirect(state: OAuthState, error: AppwriteException): Reply {
  return redirect(
    withQuery(state.failure, { error: JSON.stringify({ message: error.message, type: error.type, code: error.code }) }),
  );
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

const redirect = (location: string, status = 301): Reply => ({
  status,
  raw: '',
  contentType: 'text/plain',
  headers: { Location: location, 'Cache-Control': 'no-store' },
});

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function consentPage(state: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with Google (dev server stand-in)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;max-width:420px;margin:3rem auto;padding:0 1rem}.banner{background:#fff3cd;padding:.75rem;border-radius:8px}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}button{margin-top:1rem;padding:.6rem 1rem;font:inherit}</style></head>
<body><p class="banner"><b>Development stand-in for Google.</b> The instamg dev server has no Google client configured (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET), so this page plays Google: whoever submits it signs in as the email typed below. No password is checked.</p>
<h1>Sign in with Google</h1>
<form method="post" action="google">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="email">Google account email</label><input id="email" name="email" type="email" required autocomplete="email">
<label for="name">Name</label><input id="name" name="name" autocomplete="name">
<button id="allow" type="submit" name="action" value="allow">Continue as this Google account</button>
<button type="submit" name="action" value="deny" formnovalidate>Cancel</button>
</form>
<script>
const email = document.getElementById('email'), allow = document.getElementById('allow');
email.addEventListener('input', () => { allow.textContent = email.value ? 'Continue as ' + email.value : 'Continue as this Google account'; });
</script></body></html>`;
}

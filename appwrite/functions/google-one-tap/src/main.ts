import type { FunctionErrorCode } from '@instamg/shared/domain/function-errors';
import { Client, Users } from 'node-appwrite';
import { createSignInToken, findOrCreateUser, SignInRefused } from './accounts.ts';
import { IdTokenError, verifyGoogleIdToken } from './id-token.ts';
import { allowedJwksUrl, createJwksCache, JwksError, type JwksCache } from './jwks.ts';
import { answerError } from '../../lib/runtime/errors.ts';

/**
 * google-one-tap (execute: any).
 * POST `{ credential }` — the Google ID token Google Identity Services gave the browser —
 * → 200 `{ userId, secret }` for `account.createSession({ userId, secret })`.
 * Refusals are `{ message, code }` with 400 (bad request), 401 (credential rejected), 403/409
 * (account cannot sign in this way) or 503 (not configured, Google's keys unreachable).
 *
 * Function variables: GOOGLE_CLIENT_ID (required: the web client id the shell's One Tap uses),
 * GOOGLE_JWKS_URL (optional: Google's key set; tests point it at a loopback stand-in — nothing else is accepted).
 */

interface Context {
  req: { bodyText: string; headers: Record<string, string | undefined>; method: string };
  res: { json(body: unknown, status?: number): unknown };
  log(message: unknown): void;
  error(message: unknown): void;
}

// Module scope survives between executions of a warm runtime, so the key set is fetched rarely.
const jwksCaches = new Map<string, JwksCache>();
function jwksFor(url: string): JwksCache {
  let cache = jwksCaches.get(url);
  if (!cache) jwksCaches.set(url, (cache = createJwksCache({ url })));
  return cache;
}

const refuse = (ctx: Context, code: FunctionErrorCode, message?: string): unknown =>
  answerError(ctx.res, code, message);

function credentialFrom(bodyText: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw new SignInRefused('invalid_body', 'The request body must be JSON: { "credential": "<Google ID token>" }.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SignInRefused('invalid_body', 'The request body must be a JSON object with a credential.');
  }
  const { credential } = body as { credential?: unknown };
  if (credential === undefined || credential === null || credential === '') {
    throw new SignInRefused(
      'missing_credential',
      'The request needs the Google credential: { "credential": "<Google ID token>" }.',
    );
  }
  return credential;
}

/** Server SDK with the execution's dynamic key (scopes users.read/users.write from appwrite.json). */
function usersService(ctx: Context): Users {
  const endpoint = process.env.APPWRITE_FUNCTION_API_ENDPOINT;
  const projectId = process.env.APPWRITE_FUNCTION_PROJECT_ID;
  const key = ctx.req.headers['x-appwrite-key'];
  if (!endpoint || !projectId || !key)
    throw new Error(
      'Missing APPWRITE_FUNCTION_API_ENDPOINT, APPWRITE_FUNCTION_PROJECT_ID or the x-appwrite-key header.',
    );
  return new Users(new Client().setEndpoint(endpoint).setProject(projectId).setKey(key));
}

export default async (ctx: Context) => {
  if (ctx.req.method !== 'POST')
    return refuse(ctx, 'method_not_allowed', 'Use POST with { "credential": "<Google ID token>" }.');
  const clientId = process.env.GOOGLE_CLIENT_ID?.trim();
  if (!clientId) {
    ctx.error('GOOGLE_CLIENT_ID is not set for the google-one-tap function.');
    return refuse(ctx, 'not_configured', 'Google sign-in is not configured on the server.');
  }
  const jwksUrl = allowedJwksUrl(process.env.GOOGLE_JWKS_URL);
  if (!jwksUrl) {
    ctx.error("GOOGLE_JWKS_URL must be Google's key set or a loopback test stand-in; refusing to sign anyone in.");
    return refuse(ctx, 'not_configured', 'Google sign-in is not configured on the server.');
  }
  try {
    const credential = credentialFrom(ctx.req.bodyText);
    const identity = await verifyGoogleIdToken(credential, { clientId, keyFor: (kid) => jwksFor(jwksUrl).keyFor(kid) });
    const users = usersService(ctx);
    const user = await findOrCreateUser(users, identity);
    const secret = await createSignInToken(users, user.$id);
    ctx.log(`One Tap sign-in for user ${user.$id}`);
    return ctx.res.json({ userId: user.$id, secret }, 200);
  } catch (error) {
    if (error instanceof IdTokenError) return refuse(ctx, error.problem, error.message);
    if (error instanceof SignInRefused) return refuse(ctx, error.code, error.message);
    if (error instanceof JwksError) {
      ctx.error(error.message);
      return refuse(ctx, 'google_keys_unavailable');
    }
    ctx.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return refuse(ctx, 'internal_error', 'Google sign-in failed. Please try again.');
  }
};

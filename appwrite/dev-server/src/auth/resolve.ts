import { timingSafeEqual } from 'node:crypto';
import { AppwriteException } from '../errors.ts';
import type { RequestContext } from '../http/context.ts';
import type { ServiceDeps } from '../deps.ts';
import { verifyJwt } from './jwt.ts';
import { GUEST_ROLES } from './roles.ts';
import { GUEST_SCOPES } from './scopes.ts';
import type { AuthState } from './types.ts';

/** Prefix of the short-lived keys handed to functions in `x-appwrite-key`. */
export const DYNAMIC_KEY_PREFIX = 'ephemeral_';

const safeEqual = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** X-Appwrite-Key: a project API key, or a function's dynamic key limited to the function's scopes. */
export function resolveKey(key: string, deps: ServiceDeps): AuthState {
  if (key.startsWith(DYNAMIC_KEY_PREFIX)) {
    const payload = verifyJwt(key.slice(DYNAMIC_KEY_PREFIX.length), deps.project.jwtSecret);
    if (!payload || payload.projectId !== deps.project.id || !Array.isArray(payload.scopes)) {
      throw new AppwriteException('general_unauthorized_scope', 'Invalid API key.');
    }
    return {
      kind: 'key',
      keyId: `dynamic:${String(payload.functionId ?? '')}`,
      dynamic: true,
      roles: [],
      scopes: new Set(payload.scopes as string[]),
    };
  }
  const found = deps.project.apiKeys.find((k) => safeEqual(k.secret, key));
  if (!found) throw new AppwriteException('general_unauthorized_scope', 'Invalid API key.');
  return { kind: 'key', keyId: found.id, dynamic: false, roles: [], scopes: new Set(found.scopes) };
}

export const guest = (): AuthState => ({ kind: 'guest', roles: [...GUEST_ROLES], scopes: new Set(GUEST_SCOPES) });

/**
 * Who is calling. Order as in Appwrite's request.php: API key first, then the session cookie,
 * its `_legacy` twin, X-Appwrite-Session, X-Fallback-Cookies, and finally X-Appwrite-JWT.
 * Session and JWT lookup is provided by the account service (`sessionResolver`).
 */
export type SessionResolver = (ctx: RequestContext, deps: ServiceDeps) => AuthState | null;

let sessionResolver: SessionResolver | null = null;
export function setSessionResolver(resolver: SessionResolver): void {
  sessionResolver = resolver;
}

export function resolveAuth(ctx: RequestContext, deps: ServiceDeps): AuthState {
  const key = ctx.headers['x-appwrite-key'];
  if (typeof key === 'string' && key.length > 0) return resolveKey(key, deps);
  return sessionResolver?.(ctx, deps) ?? guest();
}

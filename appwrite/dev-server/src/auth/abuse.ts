import type { ServiceDeps } from '../deps.ts';
import { AppwriteException } from '../errors.ts';
import type { Handler, Router } from '../http/router.ts';
import type { Reply, RequestContext } from '../http/context.ts';

/**
 * Appwrite's abuse limits (app/controllers/shared/api.php with utopia-php/abuse's TimeLimit):
 * a route labelled `abuse-limit` N with `abuse-key` templates counts hits per filled-in key in
 * fixed windows of `abuse-time` seconds (default 3600); the (N+1)th hit in a window answers
 * 429 general_rate_limit_exceeded. Every answer carries X-RateLimit-Limit/-Remaining/-Reset
 * for the key closest to its limit. `abuse-reset` lists the statuses that clear the keys
 * (a successful sign-in forgets the failed ones). API keys are never limited.
 * The switch is Appwrite's `_APP_OPTIONS_ABUSE`: here `APPWRITE_DEV_ABUSE` (see main.ts).
 */

export interface AbuseRule {
  /** `abuse-limit`: hits allowed per window. */
  limit: number;
  /** `abuse-key`: one or more templates; each is counted on its own. Default `url:{url},ip:{ip}`. */
  key?: string | string[];
  /** `abuse-time` in seconds. */
  seconds?: number;
  /** `abuse-reset`: statuses after which the keys start again from zero. */
  reset?: number[];
}

interface Window {
  start: number;
  count: number;
}

const counters = new WeakMap<ServiceDeps, Map<string, Window>>();

function counterOf(deps: ServiceDeps): Map<string, Window> {
  let map = counters.get(deps);
  if (!map) {
    map = new Map();
    counters.set(deps, map);
  }
  return map;
}

const header = (ctx: RequestContext, name: string): string => {
  const value = ctx.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/**
 * A key template with Appwrite's placeholders filled in: {ip}, {url} (host + route path),
 * {userId} (the caller; empty for guests), {method}, {userAgent}, {projectId} and
 * {param-<name>} for every non-empty request parameter. An absent parameter leaves its
 * placeholder as it is, as in Appwrite.
 */
export function abuseKey(template: string, ctx: RequestContext, routePath: string): string {
  const host = header(ctx, 'host').replace(/:\d+$/, '');
  const values: Record<string, string> = {
    '{ip}': ctx.ip,
    '{url}': `${host}${routePath}`,
    '{userId}': ctx.auth.kind === 'user' ? ctx.auth.user.id : '',
    '{method}': ctx.method,
    '{userAgent}': header(ctx, 'user-agent'),
    '{projectId}': ctx.project.id,
  };
  for (const [name, value] of Object.entries({ ...ctx.query, ...ctx.body })) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    values[`{param-${name}}`] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return template.replace(/\{[a-zA-Z-]+\}/g, (placeholder) => values[placeholder] ?? placeholder);
}

/** TimeLimit's window: aligned to multiples of its length since the epoch. */
const windowStart = (nowSeconds: number, seconds: number): number => Math.floor(nowSeconds / seconds) * seconds;

/**
 * Wraps a route's handler with its abuse rule. `routePath` is the route as registered
 * (Appwrite keys on the route, not the concrete URL).
 */
export function limited(deps: ServiceDeps, routePath: string, rule: AbuseRule, handler: Handler): Handler {
  const templates = Array.isArray(rule.key) ? rule.key : [rule.key ?? 'url:{url},ip:{ip}'];
  const seconds = rule.seconds ?? 3600;
  return async (ctx): Promise<Reply> => {
    const store = counterOf(deps);
    const enforce = deps.config.abuseLimits === true && ctx.auth.kind !== 'key';
    const now = Math.floor(Date.now() / 1000);
    const start = windowStart(now, seconds);
    // Forget finished windows now and then, so a flood of distinct keys cannot grow memory for ever.
    if (store.size > 10_000) for (const [key, w] of store) if (w.start + seconds <= now) store.delete(key);
    const keys = templates.map((t) => `${seconds}:${abuseKey(t, ctx, routePath)}`);
    let closest: { remaining: number } | null = null;
    let exceeded = false;
    for (const key of keys) {
      const window = store.get(key);
      const count = window && window.start === start ? window.count : 0;
      const remaining = rule.limit - count;
      if (!closest || remaining < closest.remaining) closest = { remaining };
      if (!enforce) continue;
      // TimeLimit::check: a hit is recorded only while under the limit.
      if (count < rule.limit) store.set(key, { start, count: count + 1 });
      else exceeded = true;
    }
    const headers = {
      'X-RateLimit-Limit': String(rule.limit),
      'X-RateLimit-Remaining': String(closest?.remaining ?? rule.limit),
      'X-RateLimit-Reset': String(start + seconds),
    };
    let reply: Reply;
    try {
      if (exceeded) throw new AppwriteException('general_rate_limit_exceeded');
      reply = await handler(ctx);
    } catch (err) {
      if (!(err instanceof AppwriteException)) throw err;
      // The error answer keeps the rate-limit headers, as Appwrite's does.
      return { status: err.code, body: err.toJSON(), headers };
    }
    if (enforce && rule.reset?.includes(reply.status)) for (const key of keys) store.delete(key);
    return { ...reply, headers: { ...reply.headers, ...headers } };
  };
}

const EMAIL_OR_IP = ['url:{url},email:{param-email}', 'url:{url},ip:{ip}'];
const TOKEN_SESSION: AbuseRule = { limit: 10, key: 'ip:{ip},userId:{param-userId}', reset: [201] };
const EMAIL_VERIFICATION: AbuseRule = { limit: 10, key: 'url:{url},userId:{userId}' };
const EMAIL_CONFIRMATION: AbuseRule = { limit: 10, key: 'url:{url},userId:{param-userId}' };
const PHONE_VERIFICATION: AbuseRule = { limit: 10, key: ['url:{url},userId:{userId}', 'url:{url},ip:{ip}'] };
const PHONE_CONFIRMATION: AbuseRule = { limit: 10, key: 'userId:{param-userId}' };

/**
 * The Account routes' `abuse-limit` / `abuse-key` / `abuse-time` / `abuse-reset` labels, copied
 * from Appwrite 1.9 (app/controllers/api/account.php and Modules/Account/Http/Account/MFA/Challenges).
 * Keyed by "METHOD route"; `url` is the route {url} stands for where the dev server also answers
 * on a pre-1.8 alias.
 */
export const ACCOUNT_ABUSE_RULES: Record<string, AbuseRule & { url?: string }> = {
  'POST /v1/account': { limit: 10 },
  'POST /v1/account/sessions/email': { limit: 10, key: 'url:{url},email:{param-email}', reset: [201] },
  'POST /v1/account/sessions/anonymous': { limit: 50, key: 'ip:{ip}' },
  'GET /v1/account/sessions/oauth2/{provider}': { limit: 50, key: 'ip:{ip}' },
  'GET /v1/account/tokens/oauth2/{provider}': { limit: 50, key: 'ip:{ip}' },
  'POST /v1/account/sessions/token': TOKEN_SESSION,
  'PUT /v1/account/sessions/magic-url': TOKEN_SESSION,
  'PATCH /v1/account/sessions/{sessionId}': { limit: 10 },
  'DELETE /v1/account/sessions': { limit: 100 },
  'DELETE /v1/account/sessions/{sessionId}': { limit: 100 },
  'POST /v1/account/jwts': { limit: 120, seconds: 60, key: 'url:{url},userId:{userId}' },
  'POST /v1/account/tokens/email': { limit: 10, key: EMAIL_OR_IP },
  'POST /v1/account/tokens/phone': { limit: 10, key: ['url:{url},phone:{param-phone}', 'url:{url},ip:{ip}'] },
  'POST /v1/account/tokens/magic-url': { limit: 60, key: EMAIL_OR_IP },
  'PATCH /v1/account/password': { limit: 10 },
  'POST /v1/account/recovery': { limit: 10, key: EMAIL_OR_IP },
  'PUT /v1/account/recovery': { limit: 10, key: 'url:{url},userId:{param-userId}' },
  'POST /v1/account/verifications/email': EMAIL_VERIFICATION,
  'PUT /v1/account/verifications/email': EMAIL_CONFIRMATION,
  'POST /v1/account/verification': { ...EMAIL_VERIFICATION, url: '/v1/account/verifications/email' },
  'PUT /v1/account/verification': { ...EMAIL_CONFIRMATION, url: '/v1/account/verifications/email' },
  'POST /v1/account/verifications/phone': PHONE_VERIFICATION,
  'PUT /v1/account/verifications/phone': PHONE_CONFIRMATION,
  'POST /v1/account/verification/phone': { ...PHONE_VERIFICATION, url: '/v1/account/verifications/phone' },
  'PUT /v1/account/verification/phone': { ...PHONE_CONFIRMATION, url: '/v1/account/verifications/phone' },
  'POST /v1/account/mfa/challenges': { limit: 10, key: 'url:{url},userId:{userId}' },
  'PUT /v1/account/mfa/challenges': { limit: 10, key: 'url:{url},challengeId:{param-challengeId}' },
};

/** Puts each registered route that has a rule behind `limited` (Appwrite reads the labels per route the same way). */
export function applyAbuseLimits(
  router: Router,
  deps: ServiceDeps,
  rules: Record<string, AbuseRule & { url?: string }>,
): void {
  for (const route of router.routes) {
    const rule = rules[`${route.method} ${route.pattern}`];
    if (rule) route.handler = limited(deps, rule.url ?? route.pattern, rule, route.handler);
  }
}

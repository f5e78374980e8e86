import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServiceDeps } from '../deps.ts';
import { AppwriteException } from '../errors.ts';
import { json, type Reply, type RequestContext } from '../http/context.ts';
import type { Router } from '../http/router.ts';
import { nowIso, uniqueId } from '../util/ids.ts';

/**
 * DEV-ONLY EXTENSION, not part of Appwrite's API: a local Web Push service (issue 35 §3, ADR
 * 0010). A subscription's endpoint is `<server>/v1/dev/push/<token>`; the functions POST to it
 * exactly as to FCM or Mozilla's service (RFC 8030 §5: TTL, Urgency, Topic, an aes128gcm body per
 * RFC 8291, a VAPID `Authorization: vapid t=…, k=…` per RFC 8292), and it answers as they do:
 * 201 with a Location, 400 without TTL or with another encoding, 401 for a VAPID token that does
 * not verify, 413 over 4096 bytes, and what `PUT /v1/dev/push-control/<token>` sets (404/410 for a
 * dead subscription, 429 with Retry-After). What it accepted is at GET /v1/dev/push (newest
 * first, `?token=`): the encrypted body as base64, for the subscriber (a test holding the
 * private key) to decrypt. Held in memory. Never deploy this server.
 */

export interface PushRecord {
  $id: string;
  receivedAt: string;
  token: string;
  ttl: number;
  urgency: string;
  topic: string | null;
  contentEncoding: string;
  /** The encrypted payload, base64. */
  body: string;
  vapid: { sub: string; aud: string; k: string };
}

interface PushState {
  records: PushRecord[];
  control: Map<string, { status: number; retryAfter?: number }>;
}

const states = new WeakMap<object, PushState>();
const stateOf = (deps: Pick<ServiceDeps, 'db'>): PushState => {
  let state = states.get(deps.db);
  if (!state) {
    state = { records: [], control: new Map() };
    states.set(deps.db, state);
  }
  return state;
};

/** RFC 8030 §7.2: push services must accept at least 4096 bytes of payload. */
const MAX_PAYLOAD = 4096;
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
const RECORDS_KEPT = 1000;

/** A dev VAPID key pair per data directory, for functions when no real keys are configured. */
export function devVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'dev-vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x!, 'base64url'), Buffer.from(pub.y!, 'base64url')]);
  const keys = { publicKey: raw.toString('base64url'), privateKey: priv.d! };
  writeFileSync(file, JSON.stringify(keys));
  return keys;
}

/**
 * What a function on this dev server gets for Web Push: the dev VAPID keys and the local push
 * service as an allowed endpoint. Only with dev routes on; project variables override the keys.
 */
export function devPushVariables(deps: ServiceDeps): Record<string, string> {
  if (!deps.config.devRoutes) return {};
  const keys = devVapidKeys(deps.config.dataDir);
  return {
    WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
    WEB_PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
    WEB_PUSH_VAPID_SUBJECT: 'mailto:dev@instamg.invalid',
    WEB_PUSH_LOCAL_SERVICE: `${deps.config.publicEndpoint.replace(/\/+$/, '')}/dev/push/`,
  };
}

export function listPushRecords(deps: Pick<ServiceDeps, 'db'>, token?: string): PushRecord[] {
  const all = stateOf(deps).records;
  return (token ? all.filter((r) => r.token === token) : all).slice().reverse();
}

const reply = (status: number, message: string, headers: Record<string, string> = {}): Reply => ({
  status,
  raw: message,
  contentType: 'text/plain; charset=utf-8',
  headers,
});

/** Verifies `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292 §3); the claims, or why not. */
function checkVapid(ctx: RequestContext, audience: string): { sub: string; aud: string; k: string } | string {
  const header = String(ctx.headers.authorization ?? '');
  const m = /^vapid\s+(.+)$/i.exec(header);
  if (!m) return 'missing vapid authorization';
  const params = Object.fromEntries(
    m[1]!.split(',').map((part) => {
      const eq = part.indexOf('=');
      return [part.slice(0, eq).trim(), part.slice(eq + 1).trim()];
    }),
  ) as { t?: string; k?: string };
  if (!params.t || !params.k) return 'vapid t and k are required';
  const [head, payload, signature] = params.t.split('.');
  if (!head || !payload || !signature) return 'malformed JWT';
  const raw = Buffer.from(params.k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not an uncompressed P-256 key';
  try {
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const ok = verify(
      'sha256',
      Buffer.from(`${head}.${payload}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!ok) return 'JWT signature does not verify';
    const alg = (JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string }).alg;
    if (alg !== 'ES256') return 'JWT alg must be ES256';
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      aud?: string;
      exp?: number;
      sub?: string;
    };
    const now = Date.now() / 1000;
    if (claims.aud !== audience) return `aud must be ${audience}`;
    if (typeof claims.exp !== 'number' || claims.exp < now || claims.exp > now + 24 * 3600 + 60)
      return 'exp must be within 24 hours';
    if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return 'sub must be mailto: or https:';
    return { sub: claims.sub, aud: claims.aud, k: params.k };
  } catch {
    return 'vapid authorization does not parse';
  }
}

export function register(router: Router, deps: ServiceDeps): void {
  router.post(
    '/v1/dev/push/{token}',
    (ctx) => {
      const { token } = ctx.params as { token: string };
      if (!TOKEN.test(token)) return reply(404, 'no such subscription');
      const state = stateOf(deps);
      const control = state.control.get(token);
      if (control && control.status !== 201)
        return reply(
          control.status,
          `subscription answers ${control.status}`,
          control.retryAfter ? { 'retry-after': String(control.retryAfter) } : {},
        );
      const ttl = Number(ctx.headers.ttl);
      if (ctx.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return reply(400, 'TTL header required');
      const urgency = String(ctx.headers.urgency ?? 'normal');
      if (!['very-low', 'low', 'normal', 'high'].includes(urgency)) return reply(400, 'invalid Urgency');
      const encoding = String(ctx.headers['content-encoding'] ?? '');
      if (ctx.rawBody.length > 0 && encoding !== 'aes128gcm') return reply(400, 'Content-Encoding must be aes128gcm');
      if (ctx.rawBody.length > MAX_PAYLOAD) return reply(413, 'payload too large');
      const audience = new URL(ctx.endpoint).origin;
      const vapid = checkVapid(ctx, audience);
      if (typeof vapid === 'string') return reply(401, vapid);
      const record: PushRecord = {
        $id: uniqueId(),
        receivedAt: nowIso(),
        token,
        ttl,
        urgency,
        topic: typeof ctx.headers.topic === 'string' ? ctx.headers.topic : null,
        contentEncoding: encoding,
        body: ctx.rawBody.toString('base64'),
        vapid,
      };
      state.records.push(record);
      if (state.records.length > RECORDS_KEPT) state.records.splice(0, state.records.length - RECORDS_KEPT);
      return { status: 201, raw: '', headers: { location: `${ctx.endpoint}/dev/push-messages/${record.$id}` } };
    },
    { maxBodyBytes: 64 * 1024 },
  );

  router.get('/v1/dev/push', (ctx) => {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : undefined;
    const messages = listPushRecords(deps, token);
    return json(200, { total: messages.length, messages });
  });

  router.put('/v1/dev/push-control/{token}', (ctx) => {
    const { token } = ctx.params as { token: string };
    const status = Number(ctx.body.status);
    if (!TOKEN.test(token) || ![201, 404, 410, 413, 429, 500].includes(status))
      throw new AppwriteException('general_argument_invalid', 'status must be 201, 404, 410, 413, 429 or 500.');
    const retryAfter = ctx.body.retry_after === undefined ? undefined : Number(ctx.body.retry_after);
    stateOf(deps).control.set(token, { status, retryAfter });
    return json(200, { token, status });
  });
}

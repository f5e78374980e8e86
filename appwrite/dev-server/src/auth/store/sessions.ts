import type { ServiceDeps } from '../../deps.ts';
import { AppwriteException } from '../../errors.ts';
import { nowIso, uniqueId } from '../../util/ids.ts';
import { authDb } from './db.ts';
import { hashSecret, randomSecret } from './secrets.ts';

// Sessions: one row per signed-in device; the secret is kept only as a hash.

export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  expire: string;
  provider: string;
  providerUid: string;
  ip: string;
  userAgent: string;
  factors: string[];
  mfaUpdatedAt: string;
}

interface SessionRow {
  id: string;
  user_id: string;
  created_at: string;
  updated_at: string;
  expire: string;
  provider: string;
  provider_uid: string;
  ip: string;
  user_agent: string;
  factors: string;
  mfa_updated_at: string;
}

const toSession = (r: SessionRow): SessionRecord => ({
  id: r.id,
  userId: r.user_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  expire: r.expire,
  provider: r.provider,
  providerUid: r.provider_uid,
  ip: r.ip,
  userAgent: r.user_agent,
  factors: JSON.parse(r.factors) as string[],
  mfaUpdatedAt: r.mfa_updated_at,
});

/** Appwrite's default session length: one year. */
export const SESSION_DURATION_SECONDS = 365 * 24 * 60 * 60;

export interface NewSession {
  userId: string;
  provider: string;
  providerUid: string;
  factors: string[];
  ip: string;
  userAgent: string;
  durationSeconds?: number;
}

/** Stores a session and returns it with its secret (shown once, kept only as a hash). */
export function insertSession(
  deps: Pick<ServiceDeps, 'db'>,
  input: NewSession,
): { session: SessionRecord; secret: string } {
  const secret = randomSecret();
  const id = uniqueId();
  const now = new Date();
  const at = nowIso(now);
  const expire = nowIso(new Date(now.getTime() + (input.durationSeconds ?? SESSION_DURATION_SECONDS) * 1000));
  authDb(deps)
    .prepare(
      `insert into _auth_sessions (id, user_id, created_at, updated_at, expire, provider, provider_uid, secret_hash, ip, user_agent, factors)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      input.userId,
      at,
      at,
      expire,
      input.provider,
      input.providerUid,
      hashSecret(secret),
      input.ip,
      input.userAgent,
      JSON.stringify([...new Set(input.factors)]),
    );
  return { session: getSession(deps, input.userId, id)!, secret };
}

export function getSession(deps: Pick<ServiceDeps, 'db'>, userId: string, sessionId: string): SessionRecord | null {
  const row = authDb(deps)
    .prepare('select * from _auth_sessions where id = ? and user_id = ?')
    .get(sessionId, userId) as SessionRow | undefined;
  return row ? toSession(row) : null;
}

/** The unexpired session of `userId` whose secret matches, or null. */
export function findSessionBySecret(
  deps: Pick<ServiceDeps, 'db'>,
  userId: string,
  secret: string,
): SessionRecord | null {
  const row = authDb(deps)
    .prepare('select * from _auth_sessions where secret_hash = ? and user_id = ?')
    .get(hashSecret(secret), userId) as SessionRow | undefined;
  if (!row || Date.parse(row.expire) <= Date.now()) return null;
  return toSession(row);
}

export function listSessions(deps: Pick<ServiceDeps, 'db'>, userId: string): SessionRecord[] {
  const rows = authDb(deps)
    .prepare('select * from _auth_sessions where user_id = ? order by rowid')
    .all(userId) as SessionRow[];
  return rows.map(toSession).filter((s) => Date.parse(s.expire) > Date.now());
}

export function updateSession(
  deps: Pick<ServiceDeps, 'db'>,
  session: SessionRecord,
  changes: { factors?: string[]; mfaUpdatedAt?: string; expire?: string },
): SessionRecord {
  const factors = changes.factors ? [...new Set(changes.factors)] : session.factors;
  authDb(deps)
    .prepare('update _auth_sessions set factors = ?, mfa_updated_at = ?, expire = ?, updated_at = ? where id = ?')
    .run(
      JSON.stringify(factors),
      changes.mfaUpdatedAt ?? session.mfaUpdatedAt,
      changes.expire ?? session.expire,
      nowIso(),
      session.id,
    );
  return getSession(deps, session.userId, session.id)!;
}

export function deleteSession(deps: Pick<ServiceDeps, 'db'>, userId: string, sessionId: string): void {
  const result = authDb(deps).prepare('delete from _auth_sessions where id = ? and user_id = ?').run(sessionId, userId);
  if (result.changes === 0) throw new AppwriteException('user_session_not_found');
}

export function deleteAllSessions(deps: Pick<ServiceDeps, 'db'>, userId: string): void {
  authDb(deps).prepare('delete from _auth_sessions where user_id = ?').run(userId);
}

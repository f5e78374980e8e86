import type { ServiceDeps } from '../../deps.ts';
import { nowIso, uniqueId } from '../../util/ids.ts';
import { authDb } from './db.ts';
import { hashSecret } from './secrets.ts';

// One-time tokens (verification, recovery, e-mail OTP, magic URL, OAuth2, server-made).

export type TokenType =
  | 'verification'
  | 'phone-verification'
  | 'recovery'
  | 'email'
  | 'phone'
  | 'oauth2'
  /** The dev server's Google stand-in (anyone can type any e-mail): its session has one factor. */
  | 'oauth2-standin'
  | 'generic'
  | 'magic-url';

export interface TokenRecord {
  id: string;
  userId: string;
  type: TokenType;
  createdAt: string;
  expire: string;
  phrase: string;
}

/**
 * The stored hash of a token's secret. Six-digit codes repeat between users (and `secret_hash`
 * is unique), so the hash covers the user and the token type too.
 */
const tokenSecretHash = (userId: string, type: TokenType, secret: string): string =>
  hashSecret(`${userId}/${type}/${secret}`);

/** Stores a token with the given secret (hashed) and lifetime. */
export function insertToken(
  deps: Pick<ServiceDeps, 'db'>,
  input: { userId: string; type: TokenType; secret: string; ttlSeconds: number; phrase?: string },
): TokenRecord {
  const id = uniqueId();
  const now = new Date();
  const record: TokenRecord = {
    id,
    userId: input.userId,
    type: input.type,
    createdAt: nowIso(now),
    expire: nowIso(new Date(now.getTime() + input.ttlSeconds * 1000)),
    phrase: input.phrase ?? '',
  };
  authDb(deps)
    .prepare(
      'insert into _auth_tokens (id, user_id, type, secret_hash, created_at, expire, phrase) values (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      id,
      record.userId,
      record.type,
      tokenSecretHash(record.userId, record.type, input.secret),
      record.createdAt,
      record.expire,
      record.phrase,
    );
  return record;
}

/**
 * Finds and deletes (single use) an unexpired token of one of `types` for the user whose
 * secret matches; null when there is none.
 */
export function consumeToken(
  deps: Pick<ServiceDeps, 'db'>,
  userId: string,
  secret: string,
  types: TokenType[],
): TokenRecord | null {
  const db = authDb(deps);
  // Tokens stored before the hash named user and type were hashed from the secret alone.
  const hashes = [...types.map((type) => tokenSecretHash(userId, type, secret)), hashSecret(secret)];
  const row = db
    .prepare(
      `select * from _auth_tokens where user_id = ? and secret_hash in (${hashes.map(() => '?').join(', ')}) and type in (${types.map(() => '?').join(', ')})`,
    )
    .get(userId, ...hashes, ...types) as
    { id: string; user_id: string; type: TokenType; created_at: string; expire: string; phrase: string } | undefined;
  if (!row) return null;
  db.prepare('delete from _auth_tokens where id = ?').run(row.id);
  if (Date.parse(row.expire) <= Date.now()) return null;
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    createdAt: row.created_at,
    expire: row.expire,
    phrase: row.phrase,
  };
}

/** Wrong secrets a short code survives (SPEC: one live e-mail OTP, invalidated after a few wrong tries). */
export const TOKEN_WRONG_TRIES = 3;

/** Deletes the user's tokens of these types: a new e-mail code replaces the one before it. */
export function deleteTokens(deps: Pick<ServiceDeps, 'db'>, userId: string, types: TokenType[]): void {
  authDb(deps)
    .prepare(`delete from _auth_tokens where user_id = ? and type in (${types.map(() => '?').join(', ')})`)
    .run(userId, ...types);
}

/**
 * Counts a wrong secret against the user's live tokens of these types; those that reach
 * TOKEN_WRONG_TRIES are deleted, so a 6-digit code cannot be guessed by trying them all.
 */
export function countWrongSecret(deps: Pick<ServiceDeps, 'db'>, userId: string, types: TokenType[]): void {
  const db = authDb(deps);
  const list = types.map(() => '?').join(', ');
  db.prepare(`update _auth_tokens set attempts = attempts + 1 where user_id = ? and type in (${list})`).run(
    userId,
    ...types,
  );
  db.prepare(`delete from _auth_tokens where user_id = ? and type in (${list}) and attempts >= ?`).run(
    userId,
    ...types,
    TOKEN_WRONG_TRIES,
  );
}

/** The Token model; `secret` is filled only where Appwrite hands it out (API keys, tests of email links never). */
export function tokenModel(token: TokenRecord, secret = ''): Record<string, unknown> {
  return {
    $id: token.id,
    $createdAt: token.createdAt,
    userId: token.userId,
    secret,
    expire: token.expire,
    phrase: token.phrase,
  };
}

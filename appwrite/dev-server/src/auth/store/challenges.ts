import type { ServiceDeps } from '../../deps.ts';
import { nowIso, uniqueId } from '../../util/ids.ts';
import { CHALLENGE_TTL_SECONDS } from '../mfa.ts';
import { authDb } from './db.ts';
import { hashSecret } from './secrets.ts';

// MFA challenges: a code (hashed) or a pending TOTP/recovery-code answer, valid CHALLENGE_TTL_SECONDS.

export type ChallengeType = 'totp' | 'email' | 'phone' | 'recoveryCode';

export interface ChallengeRecord {
  id: string;
  userId: string;
  type: ChallengeType;
  codeHash: string | null;
  createdAt: string;
  expire: string;
}

export function insertChallenge(
  deps: Pick<ServiceDeps, 'db'>,
  input: { userId: string; type: ChallengeType; code?: string },
): ChallengeRecord {
  const now = new Date();
  const record: ChallengeRecord = {
    id: uniqueId(),
    userId: input.userId,
    type: input.type,
    codeHash: input.code ? hashSecret(input.code) : null,
    createdAt: nowIso(now),
    expire: nowIso(new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000)),
  };
  authDb(deps)
    .prepare(
      'insert into _auth_challenges (id, user_id, type, code_hash, created_at, expire) values (?, ?, ?, ?, ?, ?)',
    )
    .run(record.id, record.userId, record.type, record.codeHash, record.createdAt, record.expire);
  return record;
}

/** The user's unexpired challenge with this id, or null. */
export function findChallenge(
  deps: Pick<ServiceDeps, 'db'>,
  userId: string,
  challengeId: string,
): ChallengeRecord | null {
  const row = authDb(deps)
    .prepare('select * from _auth_challenges where id = ? and user_id = ?')
    .get(challengeId, userId) as
    | { id: string; user_id: string; type: ChallengeType; code_hash: string | null; created_at: string; expire: string }
    | undefined;
  if (!row || Date.parse(row.expire) <= Date.now()) return null;
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    codeHash: row.code_hash,
    createdAt: row.created_at,
    expire: row.expire,
  };
}

export function deleteChallenge(deps: Pick<ServiceDeps, 'db'>, challengeId: string): void {
  authDb(deps).prepare('delete from _auth_challenges where id = ?').run(challengeId);
}

export function challengeModel(challenge: ChallengeRecord): Record<string, unknown> {
  return { $id: challenge.id, $createdAt: challenge.createdAt, userId: challenge.userId, expire: challenge.expire };
}

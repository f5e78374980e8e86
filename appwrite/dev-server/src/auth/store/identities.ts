import type { ServiceDeps } from '../../deps.ts';
import { nowIso, uniqueId } from '../../util/ids.ts';
import { authDb } from './db.ts';

// OAuth2 identities: which provider account signs in as which user.

export interface IdentityRecord {
  id: string;
  userId: string;
  provider: string;
  providerUid: string;
  providerEmail: string;
  createdAt: string;
  updatedAt: string;
}

interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_uid: string;
  provider_email: string;
  created_at: string;
  updated_at: string;
}
const toIdentity = (r: IdentityRow): IdentityRecord => ({
  id: r.id,
  userId: r.user_id,
  provider: r.provider,
  providerUid: r.provider_uid,
  providerEmail: r.provider_email,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function findIdentity(
  deps: Pick<ServiceDeps, 'db'>,
  provider: string,
  providerUid: string,
): IdentityRecord | null {
  const row = authDb(deps)
    .prepare('select * from _auth_identities where provider = ? and provider_uid = ?')
    .get(provider, providerUid) as IdentityRow | undefined;
  return row ? toIdentity(row) : null;
}

export function insertIdentity(
  deps: Pick<ServiceDeps, 'db'>,
  input: { userId: string; provider: string; providerUid: string; providerEmail: string },
): IdentityRecord {
  const id = uniqueId();
  const at = nowIso();
  authDb(deps)
    .prepare(
      'insert into _auth_identities (id, user_id, provider, provider_uid, provider_email, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(id, input.userId, input.provider, input.providerUid, input.providerEmail, at, at);
  return { id, ...input, createdAt: at, updatedAt: at };
}

export function listIdentities(deps: Pick<ServiceDeps, 'db'>, userId: string): IdentityRecord[] {
  return (
    authDb(deps).prepare('select * from _auth_identities where user_id = ? order by rowid').all(userId) as IdentityRow[]
  ).map(toIdentity);
}

export function deleteIdentity(deps: Pick<ServiceDeps, 'db'>, userId: string, identityId: string): boolean {
  return (
    authDb(deps).prepare('delete from _auth_identities where id = ? and user_id = ?').run(identityId, userId).changes >
    0
  );
}

export function identityModel(identity: IdentityRecord): Record<string, unknown> {
  return {
    $id: identity.id,
    $createdAt: identity.createdAt,
    $updatedAt: identity.updatedAt,
    userId: identity.userId,
    provider: identity.provider,
    providerUid: identity.providerUid,
    providerEmail: identity.providerEmail,
    // The dev server's stand-in provider issues no provider tokens.
    providerAccessToken: '',
    providerAccessTokenExpiry: '',
    providerRefreshToken: '',
  };
}

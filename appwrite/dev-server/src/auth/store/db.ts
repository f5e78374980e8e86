import type { Sqlite } from '../../db/connection.ts';
import type { ServiceDeps } from '../../deps.ts';

/**
 * Storage for everything identity-related, one module per entity beside this one: users,
 * sessions, one-time tokens, OAuth identities, MFA challenges (teams and memberships live with
 * the Teams service). Tables are prefixed `_auth_` so they never clash with the TablesDB tables
 * of appwrite.json. Secrets (session secrets, token secrets, OTP codes) are stored as SHA-256
 * hashes; passwords with scrypt; what must be read back (TOTP secret, recovery codes) is sealed
 * with AES-256-GCM under a key derived from the project secret (./secrets.ts).
 */

const SCHEMA = `
create table if not exists _auth_users (
  id text primary key,
  created_at text not null,
  updated_at text not null,
  name text not null default '',
  email text unique,
  phone text unique,
  password_hash text,
  password_update text not null default '',
  registration text not null,
  status integer not null default 1,
  labels text not null default '[]',
  prefs text not null default '{}',
  email_verification integer not null default 0,
  phone_verification integer not null default 0,
  mfa integer not null default 0,
  accessed_at text not null default '',
  targets text not null default '[]',
  totp_secret text,
  totp_verified integer not null default 0,
  recovery_codes text
);
create table if not exists _auth_sessions (
  id text primary key,
  user_id text not null references _auth_users(id) on delete cascade,
  created_at text not null,
  updated_at text not null,
  expire text not null,
  provider text not null,
  provider_uid text not null default '',
  secret_hash text not null unique,
  ip text not null default '',
  user_agent text not null default '',
  factors text not null default '[]',
  mfa_updated_at text not null default ''
);
create index if not exists _auth_sessions_user on _auth_sessions(user_id);
create table if not exists _auth_tokens (
  id text primary key,
  user_id text not null references _auth_users(id) on delete cascade,
  type text not null,
  secret_hash text not null unique,
  created_at text not null,
  expire text not null,
  phrase text not null default '',
  attempts integer not null default 0
);
create table if not exists _auth_identities (
  id text primary key,
  user_id text not null references _auth_users(id) on delete cascade,
  provider text not null,
  provider_uid text not null,
  provider_email text not null default '',
  created_at text not null,
  updated_at text not null,
  unique (provider, provider_uid)
);
create table if not exists _auth_challenges (
  id text primary key,
  user_id text not null references _auth_users(id) on delete cascade,
  type text not null,
  code_hash text,
  created_at text not null,
  expire text not null
);
`;

const ready = new WeakSet<Sqlite>();

/** The database with the auth tables in place (created on first use, idempotent). */
export function authDb(deps: Pick<ServiceDeps, 'db'>): Sqlite {
  if (!ready.has(deps.db)) {
    deps.db.exec(SCHEMA);
    // Databases made before wrong tries were counted.
    const tokenColumns = deps.db.prepare('pragma table_info(_auth_tokens)').all() as { name: string }[];
    if (!tokenColumns.some((c) => c.name === 'attempts'))
      deps.db.exec('alter table _auth_tokens add column attempts integer not null default 0');
    ready.add(deps.db);
  }
  return deps.db;
}

import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import type { Sqlite } from '../db/connection.ts';
import type { ServiceDeps } from '../deps.ts';
import { AppwriteException } from '../errors.ts';
import { nowIso, uniqueId } from '../util/ids.ts';
import { rolesForUser, type ConfirmedMembership } from './roles.ts';
import type { AuthUser } from './types.ts';

/**
 * Storage for everything identity-related: users, sessions, one-time tokens, OAuth identities,
 * MFA challenges, teams and memberships. Tables are prefixed `_auth_` so they never clash with
 * the TablesDB tables of appwrite.json. Secrets (session secrets, token secrets, OTP codes) are
 * stored as SHA-256 hashes; passwords with scrypt; what must be read back (TOTP secret,
 * recovery codes) is sealed with AES-256-GCM under a key derived from the project secret.
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
  phrase text not null default ''
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
create table if not exists _auth_teams (
  id text primary key,
  name text not null,
  created_at text not null,
  updated_at text not null,
  prefs text not null default '{}'
);
create table if not exists _auth_memberships (
  id text primary key,
  team_id text not null references _auth_teams(id) on delete cascade,
  user_id text not null references _auth_users(id) on delete cascade,
  roles text not null default '[]',
  invited text not null,
  joined text not null default '',
  confirm integer not null default 0,
  secret_hash text,
  created_at text not null,
  updated_at text not null,
  unique (team_id, user_id)
);
create index if not exists _auth_memberships_user on _auth_memberships(user_id);
`;

const ready = new WeakSet<Sqlite>();

/** The database with the auth tables in place (created on first use, idempotent). */
export function authDb(deps: Pick<ServiceDeps, 'db'>): Sqlite {
  if (!ready.has(deps.db)) {
    deps.db.exec(SCHEMA);
    ready.add(deps.db);
  }
  return deps.db;
}

// ---------------------------------------------------------------------------------------------
// Secrets at rest

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('hex');
}

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 };

function scrypt(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$<salt b64>$<hash b64>` with the fixed parameters above. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${(await scrypt(password, salt)).toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const sealKey = (projectSecret: string): Buffer => createHash('sha256').update(`instamg-dev-server/seal/${projectSecret}`).digest();

/** Reversible encryption for values the server must read back (TOTP secret, recovery codes). */
export function seal(projectSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(projectSecret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
}

export function unseal(projectSecret: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64'));
  if (!iv || !tag || !data) throw new Error('sealed value is malformed');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(projectSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

// ---------------------------------------------------------------------------------------------
// Users

export interface Target {
  $id: string;
  $createdAt: string;
  $updatedAt: string;
  name: string;
  userId: string;
  providerId: string | null;
  providerType: 'email' | 'sms';
  identifier: string;
  expired: boolean;
}

export interface UserRecord {
  id: string;
  createdAt: string;
  updatedAt: string;
  name: string;
  email: string | null;
  phone: string | null;
  passwordHash: string | null;
  passwordUpdate: string;
  registration: string;
  status: boolean;
  labels: string[];
  prefs: Record<string, unknown>;
  emailVerification: boolean;
  phoneVerification: boolean;
  mfa: boolean;
  accessedAt: string;
  targets: Target[];
  totpSecretSealed: string | null;
  totpVerified: boolean;
  recoveryCodesSealed: string | null;
}

interface UserRow {
  id: string; created_at: string; updated_at: string; name: string; email: string | null; phone: string | null;
  password_hash: string | null; password_update: string; registration: string; status: number; labels: string;
  prefs: string; email_verification: number; phone_verification: number; mfa: number; accessed_at: string;
  targets: string; totp_secret: string | null; totp_verified: number; recovery_codes: string | null;
}

const toUser = (r: UserRow): UserRecord => ({
  id: r.id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  name: r.name,
  email: r.email,
  phone: r.phone,
  passwordHash: r.password_hash,
  passwordUpdate: r.password_update,
  registration: r.registration,
  status: r.status === 1,
  labels: JSON.parse(r.labels) as string[],
  prefs: JSON.parse(r.prefs) as Record<string, unknown>,
  emailVerification: r.email_verification === 1,
  phoneVerification: r.phone_verification === 1,
  mfa: r.mfa === 1,
  accessedAt: r.accessed_at,
  targets: JSON.parse(r.targets) as Target[],
  totpSecretSealed: r.totp_secret,
  totpVerified: r.totp_verified === 1,
  recoveryCodesSealed: r.recovery_codes,
});

export function findUser(deps: Pick<ServiceDeps, 'db'>, userId: string): UserRecord | null {
  const row = authDb(deps).prepare('select * from _auth_users where id = ?').get(userId) as UserRow | undefined;
  return row ? toUser(row) : null;
}

export function requireUser(deps: Pick<ServiceDeps, 'db'>, userId: string): UserRecord {
  const user = findUser(deps, userId);
  if (!user) throw new AppwriteException('user_not_found');
  return user;
}

export function findUserByEmail(deps: Pick<ServiceDeps, 'db'>, email: string): UserRecord | null {
  const row = authDb(deps).prepare('select * from _auth_users where email = ?').get(email.toLowerCase()) as UserRow | undefined;
  return row ? toUser(row) : null;
}

export function findUserByPhone(deps: Pick<ServiceDeps, 'db'>, phone: string): UserRecord | null {
  const row = authDb(deps).prepare('select * from _auth_users where phone = ?').get(phone) as UserRow | undefined;
  return row ? toUser(row) : null;
}

function makeTarget(userId: string, providerType: Target['providerType'], identifier: string, at: string): Target {
  return { $id: uniqueId(), $createdAt: at, $updatedAt: at, name: '', userId, providerId: null, providerType, identifier, expired: false };
}

/** Keeps the user's messaging targets in step with their email and phone, as Appwrite does. */
function syncTargets(targets: Target[], userId: string, email: string | null, phone: string | null, at: string): Target[] {
  const out: Target[] = [];
  for (const [type, identifier] of [['email', email], ['sms', phone]] as const) {
    if (!identifier) continue;
    const existing = targets.find((t) => t.providerType === type);
    out.push(existing ? (existing.identifier === identifier ? existing : { ...existing, identifier, $updatedAt: at }) : makeTarget(userId, type, identifier, at));
  }
  return out;
}

export interface NewUser {
  id: string;
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  name?: string;
  emailVerification?: boolean;
}

/** Inserts a user; user_already_exists when the id, email or phone is taken. */
export async function createUser(deps: Pick<ServiceDeps, 'db'>, input: NewUser): Promise<UserRecord> {
  const db = authDb(deps);
  const email = input.email ? input.email.toLowerCase() : null;
  const phone = input.phone || null;
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const at = nowIso();
  const taken = db
    .prepare('select 1 from _auth_users where id = ? or (email is not null and email = ?) or (phone is not null and phone = ?)')
    .get(input.id, email, phone);
  if (taken) throw new AppwriteException('user_already_exists');
  db.prepare(
    `insert into _auth_users (id, created_at, updated_at, name, email, phone, password_hash, password_update, registration, email_verification, targets, accessed_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    input.id, at, at, input.name ?? '', email, phone, passwordHash, passwordHash ? at : '', at,
    input.emailVerification ? 1 : 0, JSON.stringify(syncTargets([], input.id, email, phone, at)), at,
  );
  return requireUser(deps, input.id);
}

export interface UserChanges {
  name?: string;
  email?: string | null;
  phone?: string | null;
  passwordHash?: string | null;
  status?: boolean;
  labels?: string[];
  prefs?: Record<string, unknown>;
  emailVerification?: boolean;
  phoneVerification?: boolean;
  mfa?: boolean;
  accessedAt?: string;
  totpSecretSealed?: string | null;
  totpVerified?: boolean;
  recoveryCodesSealed?: string | null;
}

/** Applies the given changes and bumps $updatedAt (except for a bare accessedAt touch). */
export function updateUser(deps: Pick<ServiceDeps, 'db'>, userId: string, changes: UserChanges): UserRecord {
  const db = authDb(deps);
  const user = requireUser(deps, userId);
  const at = nowIso();
  const sets: string[] = [];
  const values: unknown[] = [];
  const set = (column: string, value: unknown): void => {
    sets.push(`${column} = ?`);
    values.push(value);
  };
  if (changes.name !== undefined) set('name', changes.name);
  if (changes.email !== undefined || changes.phone !== undefined) {
    const email = changes.email !== undefined ? (changes.email ? changes.email.toLowerCase() : null) : user.email;
    const phone = changes.phone !== undefined ? changes.phone || null : user.phone;
    if (email && email !== user.email && findUserByEmail(deps, email)) throw new AppwriteException('user_email_already_exists');
    if (phone && phone !== user.phone && findUserByPhone(deps, phone)) throw new AppwriteException('user_phone_already_exists');
    set('email', email);
    set('phone', phone);
    // A changed address is no longer verified.
    if (email !== user.email && changes.emailVerification === undefined) set('email_verification', 0);
    if (phone !== user.phone && changes.phoneVerification === undefined) set('phone_verification', 0);
    set('targets', JSON.stringify(syncTargets(user.targets, userId, email, phone, at)));
  }
  if (changes.passwordHash !== undefined) {
    set('password_hash', changes.passwordHash);
    set('password_update', changes.passwordHash ? at : '');
  }
  if (changes.status !== undefined) set('status', changes.status ? 1 : 0);
  if (changes.labels !== undefined) set('labels', JSON.stringify(changes.labels));
  if (changes.prefs !== undefined) set('prefs', JSON.stringify(changes.prefs));
  if (changes.emailVerification !== undefined) set('email_verification', changes.emailVerification ? 1 : 0);
  if (changes.phoneVerification !== undefined) set('phone_verification', changes.phoneVerification ? 1 : 0);
  if (changes.mfa !== undefined) set('mfa', changes.mfa ? 1 : 0);
  if (changes.accessedAt !== undefined) set('accessed_at', changes.accessedAt);
  if (changes.totpSecretSealed !== undefined) set('totp_secret', changes.totpSecretSealed);
  if (changes.totpVerified !== undefined) set('totp_verified', changes.totpVerified ? 1 : 0);
  if (changes.recoveryCodesSealed !== undefined) set('recovery_codes', changes.recoveryCodesSealed);
  if (sets.length === 0) return user;
  const onlyAccess = sets.length === 1 && changes.accessedAt !== undefined;
  if (!onlyAccess) set('updated_at', at);
  db.prepare(`update _auth_users set ${sets.join(', ')} where id = ?`).run(...values, userId);
  return requireUser(deps, userId);
}

export function deleteUser(deps: Pick<ServiceDeps, 'db'>, userId: string): void {
  const result = authDb(deps).prepare('delete from _auth_users where id = ?').run(userId);
  if (result.changes === 0) throw new AppwriteException('user_not_found');
}

export interface UserListOptions {
  search?: string;
  equal?: { field: 'email' | 'name' | 'phone' | '$id' | 'status' | 'labels'; values: (string | boolean)[] }[];
  limit: number;
  offset: number;
  cursorAfter?: string;
}

const USER_COLUMNS: Record<string, string> = { email: 'email', name: 'name', phone: 'phone', $id: 'id', status: 'status' };

export function listUsers(deps: Pick<ServiceDeps, 'db'>, options: UserListOptions): { total: number; users: UserRecord[] } {
  const db = authDb(deps);
  const where: string[] = [];
  const values: unknown[] = [];
  if (options.search) {
    where.push("(id like ? escape '\\' or name like ? escape '\\' or email like ? escape '\\' or phone like ? escape '\\')");
    const like = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    values.push(like, like, like, like);
  }
  for (const { field, values: wanted } of options.equal ?? []) {
    if (field === 'labels') {
      where.push(`exists (select 1 from json_each(labels) where value in (${wanted.map(() => '?').join(', ')}))`);
      values.push(...wanted);
      continue;
    }
    where.push(`${USER_COLUMNS[field]} in (${wanted.map(() => '?').join(', ')})`);
    // Emails are stored lower-cased (as Appwrite does), so compare them that way.
    values.push(...wanted.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : field === 'email' ? v.toLowerCase() : v)));
  }
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const total = (db.prepare(`select count(*) as n from _auth_users ${filter}`).get(...values) as { n: number }).n;
  let page = filter;
  const pageValues = [...values];
  if (options.cursorAfter) {
    const cursor = db.prepare('select rowid from _auth_users where id = ?').get(options.cursorAfter) as { rowid: number } | undefined;
    if (!cursor) throw new AppwriteException('general_cursor_not_found');
    page = `${filter ? `${filter} and` : 'where'} rowid > ?`;
    pageValues.push(cursor.rowid);
  }
  const rows = db
    .prepare(`select * from _auth_users ${page} order by rowid limit ? offset ?`)
    .all(...pageValues, options.limit, options.cursorAfter ? 0 : options.offset) as UserRow[];
  return { total, users: rows.map(toUser) };
}

/** The User model of the spec (`components.schemas.user`). Password hashes never leave. */
export function userModel(user: UserRecord): Record<string, unknown> {
  return {
    $id: user.id,
    $createdAt: user.createdAt,
    $updatedAt: user.updatedAt,
    name: user.name,
    registration: user.registration,
    status: user.status,
    labels: user.labels,
    passwordUpdate: user.passwordUpdate,
    email: user.email ?? '',
    phone: user.phone ?? '',
    emailVerification: user.emailVerification,
    phoneVerification: user.phoneVerification,
    mfa: user.mfa,
    prefs: user.prefs,
    targets: user.targets,
    accessedAt: user.accessedAt,
  };
}

// ---------------------------------------------------------------------------------------------
// What other services need about a user (agreed exports)

export function toAuthUser(user: UserRecord): AuthUser {
  return {
    id: user.id,
    email: user.email ?? '',
    name: user.name,
    labels: user.labels,
    emailVerification: user.emailVerification,
    phoneVerification: user.phoneVerification,
  };
}

export function getUserAuth(deps: Pick<ServiceDeps, 'db'>, userId: string): AuthUser | null {
  const user = findUser(deps, userId);
  return user ? toAuthUser(user) : null;
}

export function getConfirmedMemberships(deps: Pick<ServiceDeps, 'db'>, userId: string): ConfirmedMembership[] {
  const rows = authDb(deps)
    .prepare('select id, team_id, roles from _auth_memberships where user_id = ? and confirm = 1 order by rowid')
    .all(userId) as { id: string; team_id: string; roles: string }[];
  return rows.map((r) => ({ teamId: r.team_id, membershipId: r.id, roles: JSON.parse(r.roles) as string[] }));
}

/** Roles of a user for permission checks (empty when the user does not exist). */
export function rolesForUserId(deps: Pick<ServiceDeps, 'db'>, userId: string): string[] {
  const user = getUserAuth(deps, userId);
  return user ? rolesForUser(user, getConfirmedMemberships(deps, userId)) : [];
}

// ---------------------------------------------------------------------------------------------
// Sessions

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
  id: string; user_id: string; created_at: string; updated_at: string; expire: string; provider: string;
  provider_uid: string; ip: string; user_agent: string; factors: string; mfa_updated_at: string;
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
export function insertSession(deps: Pick<ServiceDeps, 'db'>, input: NewSession): { session: SessionRecord; secret: string } {
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
    .run(id, input.userId, at, at, expire, input.provider, input.providerUid, hashSecret(secret), input.ip, input.userAgent, JSON.stringify([...new Set(input.factors)]));
  return { session: getSession(deps, input.userId, id)!, secret };
}

export function getSession(deps: Pick<ServiceDeps, 'db'>, userId: string, sessionId: string): SessionRecord | null {
  const row = authDb(deps).prepare('select * from _auth_sessions where id = ? and user_id = ?').get(sessionId, userId) as SessionRow | undefined;
  return row ? toSession(row) : null;
}

/** The unexpired session of `userId` whose secret matches, or null. */
export function findSessionBySecret(deps: Pick<ServiceDeps, 'db'>, userId: string, secret: string): SessionRecord | null {
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
    .run(JSON.stringify(factors), changes.mfaUpdatedAt ?? session.mfaUpdatedAt, changes.expire ?? session.expire, nowIso(), session.id);
  return getSession(deps, session.userId, session.id)!;
}

export function deleteSession(deps: Pick<ServiceDeps, 'db'>, userId: string, sessionId: string): void {
  const result = authDb(deps).prepare('delete from _auth_sessions where id = ? and user_id = ?').run(sessionId, userId);
  if (result.changes === 0) throw new AppwriteException('user_session_not_found');
}

export function deleteAllSessions(deps: Pick<ServiceDeps, 'db'>, userId: string): void {
  authDb(deps).prepare('delete from _auth_sessions where user_id = ?').run(userId);
}

// ---------------------------------------------------------------------------------------------
// One-time tokens (verification, recovery, email OTP, OAuth2, generic, membership invites)

export type TokenType = 'verification' | 'phone-verification' | 'recovery' | 'email' | 'oauth2' | 'generic' | 'magic-url';

export interface TokenRecord {
  id: string;
  userId: string;
  type: TokenType;
  createdAt: string;
  expire: string;
  phrase: string;
}

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
    .prepare('insert into _auth_tokens (id, user_id, type, secret_hash, created_at, expire, phrase) values (?, ?, ?, ?, ?, ?, ?)')
    .run(id, record.userId, record.type, hashSecret(input.secret), record.createdAt, record.expire, record.phrase);
  return record;
}

/**
 * Finds and deletes (single use) an unexpired token of one of `types` for the user whose
 * secret matches; null when there is none.
 */
export function consumeToken(deps: Pick<ServiceDeps, 'db'>, userId: string, secret: string, types: TokenType[]): TokenRecord | null {
  const db = authDb(deps);
  const row = db
    .prepare(`select * from _auth_tokens where user_id = ? and secret_hash = ? and type in (${types.map(() => '?').join(', ')})`)
    .get(userId, hashSecret(secret), ...types) as
    | { id: string; user_id: string; type: TokenType; created_at: string; expire: string; phrase: string }
    | undefined;
  if (!row) return null;
  db.prepare('delete from _auth_tokens where id = ?').run(row.id);
  if (Date.parse(row.expire) <= Date.now()) return null;
  return { id: row.id, userId: row.user_id, type: row.type, createdAt: row.created_at, expire: row.expire, phrase: row.phrase };
}

/** The Token model; `secret` is filled only where Appwrite hands it out (API keys, tests of email links never). */
export function tokenModel(token: TokenRecord, secret = ''): Record<string, unknown> {
  return { $id: token.id, $createdAt: token.createdAt, userId: token.userId, secret, expire: token.expire, phrase: token.phrase };
}

// ---------------------------------------------------------------------------------------------
// OAuth2 identities

export interface IdentityRecord {
  id: string;
  userId: string;
  provider: string;
  providerUid: string;
  providerEmail: string;
  createdAt: string;
  updatedAt: string;
}

interface IdentityRow { id: string; user_id: string; provider: string; provider_uid: string; provider_email: string; created_at: string; updated_at: string }
const toIdentity = (r: IdentityRow): IdentityRecord => ({
  id: r.id, userId: r.user_id, provider: r.provider, providerUid: r.provider_uid, providerEmail: r.provider_email, createdAt: r.created_at, updatedAt: r.updated_at,
});

export function findIdentity(deps: Pick<ServiceDeps, 'db'>, provider: string, providerUid: string): IdentityRecord | null {
  const row = authDb(deps).prepare('select * from _auth_identities where provider = ? and provider_uid = ?').get(provider, providerUid) as IdentityRow | undefined;
  return row ? toIdentity(row) : null;
}

export function insertIdentity(deps: Pick<ServiceDeps, 'db'>, input: { userId: string; provider: string; providerUid: string; providerEmail: string }): IdentityRecord {
  const id = uniqueId();
  const at = nowIso();
  authDb(deps)
    .prepare('insert into _auth_identities (id, user_id, provider, provider_uid, provider_email, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)')
    .run(id, input.userId, input.provider, input.providerUid, input.providerEmail, at, at);
  return { id, ...input, createdAt: at, updatedAt: at };
}

export function listIdentities(deps: Pick<ServiceDeps, 'db'>, userId: string): IdentityRecord[] {
  return (authDb(deps).prepare('select * from _auth_identities where user_id = ? order by rowid').all(userId) as IdentityRow[]).map(toIdentity);
}

export function deleteIdentity(deps: Pick<ServiceDeps, 'db'>, userId: string, identityId: string): boolean {
  return authDb(deps).prepare('delete from _auth_identities where id = ? and user_id = ?').run(identityId, userId).changes > 0;
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

// ---------------------------------------------------------------------------------------------
// Teams and memberships

export interface TeamRecord {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  prefs: Record<string, unknown>;
  /** Confirmed members. */
  total: number;
}

interface TeamRow { id: string; name: string; created_at: string; updated_at: string; prefs: string; total: number }
const toTeam = (r: TeamRow): TeamRecord => ({ id: r.id, name: r.name, createdAt: r.created_at, updatedAt: r.updated_at, prefs: JSON.parse(r.prefs) as Record<string, unknown>, total: r.total });
const TEAM_SELECT = 'select t.*, (select count(*) from _auth_memberships m where m.team_id = t.id and m.confirm = 1) as total from _auth_teams t';

export function findTeam(deps: Pick<ServiceDeps, 'db'>, teamId: string): TeamRecord | null {
  const row = authDb(deps).prepare(`${TEAM_SELECT} where t.id = ?`).get(teamId) as TeamRow | undefined;
  return row ? toTeam(row) : null;
}

export function requireTeam(deps: Pick<ServiceDeps, 'db'>, teamId: string): TeamRecord {
  const team = findTeam(deps, teamId);
  if (!team) throw new AppwriteException('team_not_found');
  return team;
}

export function insertTeam(deps: Pick<ServiceDeps, 'db'>, input: { id: string; name: string }): TeamRecord {
  const db = authDb(deps);
  if (findTeam(deps, input.id)) throw new AppwriteException('team_already_exists');
  const at = nowIso();
  db.prepare('insert into _auth_teams (id, name, created_at, updated_at) values (?, ?, ?, ?)').run(input.id, input.name, at, at);
  return requireTeam(deps, input.id);
}

export function updateTeam(deps: Pick<ServiceDeps, 'db'>, teamId: string, changes: { name?: string; prefs?: Record<string, unknown> }): TeamRecord {
  const team = requireTeam(deps, teamId);
  authDb(deps)
    .prepare('update _auth_teams set name = ?, prefs = ?, updated_at = ? where id = ?')
    .run(changes.name ?? team.name, JSON.stringify(changes.prefs ?? team.prefs), nowIso(), teamId);
  return requireTeam(deps, teamId);
}

export function deleteTeam(deps: Pick<ServiceDeps, 'db'>, teamId: string): void {
  if (authDb(deps).prepare('delete from _auth_teams where id = ?').run(teamId).changes === 0) throw new AppwriteException('team_not_found');
}

export function listTeams(
  deps: Pick<ServiceDeps, 'db'>,
  options: { memberUserId?: string; search?: string; limit: number; offset: number },
): { total: number; teams: TeamRecord[] } {
  const where: string[] = [];
  const values: unknown[] = [];
  if (options.memberUserId) {
    where.push('exists (select 1 from _auth_memberships m where m.team_id = t.id and m.user_id = ? and m.confirm = 1)');
    values.push(options.memberUserId);
  }
  if (options.search) {
    where.push("(t.name like ? escape '\\' or t.id like ? escape '\\')");
    const like = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    values.push(like, like);
  }
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const db = authDb(deps);
  const total = (db.prepare(`select count(*) as n from _auth_teams t ${filter}`).get(...values) as { n: number }).n;
  const rows = db.prepare(`${TEAM_SELECT} ${filter} order by t.rowid limit ? offset ?`).all(...values, options.limit, options.offset) as TeamRow[];
  return { total, teams: rows.map(toTeam) };
}

export function teamModel(team: TeamRecord): Record<string, unknown> {
  return { $id: team.id, $createdAt: team.createdAt, $updatedAt: team.updatedAt, name: team.name, total: team.total, prefs: team.prefs };
}

export interface MembershipRecord {
  id: string;
  teamId: string;
  userId: string;
  roles: string[];
  invited: string;
  joined: string;
  confirm: boolean;
  createdAt: string;
  updatedAt: string;
}

interface MembershipRow { id: string; team_id: string; user_id: string; roles: string; invited: string; joined: string; confirm: number; created_at: string; updated_at: string }
const toMembership = (r: MembershipRow): MembershipRecord => ({
  id: r.id, teamId: r.team_id, userId: r.user_id, roles: JSON.parse(r.roles) as string[], invited: r.invited, joined: r.joined, confirm: r.confirm === 1, createdAt: r.created_at, updatedAt: r.updated_at,
});

export function findMembership(deps: Pick<ServiceDeps, 'db'>, teamId: string, membershipId: string): MembershipRecord | null {
  const row = authDb(deps).prepare('select * from _auth_memberships where id = ? and team_id = ?').get(membershipId, teamId) as MembershipRow | undefined;
  return row ? toMembership(row) : null;
}

export function findMembershipOfUser(deps: Pick<ServiceDeps, 'db'>, teamId: string, userId: string): MembershipRecord | null {
  const row = authDb(deps).prepare('select * from _auth_memberships where team_id = ? and user_id = ?').get(teamId, userId) as MembershipRow | undefined;
  return row ? toMembership(row) : null;
}

/** A membership; confirmed ones join now, invitations keep a hashed secret for the invite link. */
export function insertMembership(
  deps: Pick<ServiceDeps, 'db'>,
  input: { teamId: string; userId: string; roles: string[]; confirm: boolean; secret?: string },
): MembershipRecord {
  if (findMembershipOfUser(deps, input.teamId, input.userId)) throw new AppwriteException('team_invite_already_exists');
  const id = uniqueId();
  const at = nowIso();
  authDb(deps)
    .prepare('insert into _auth_memberships (id, team_id, user_id, roles, invited, joined, confirm, secret_hash, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(id, input.teamId, input.userId, JSON.stringify(input.roles), at, input.confirm ? at : '', input.confirm ? 1 : 0, input.secret ? hashSecret(input.secret) : null, at, at);
  return findMembership(deps, input.teamId, id)!;
}

export function updateMembership(
  deps: Pick<ServiceDeps, 'db'>,
  membership: MembershipRecord,
  changes: { roles?: string[]; confirm?: boolean },
): MembershipRecord {
  const at = nowIso();
  const confirm = changes.confirm ?? membership.confirm;
  authDb(deps)
    // Confirming spends the invitation secret.
    .prepare('update _auth_memberships set roles = ?, confirm = ?, joined = ?, secret_hash = case when ? then null else secret_hash end, updated_at = ? where id = ?')
    .run(JSON.stringify(changes.roles ?? membership.roles), confirm ? 1 : 0, confirm && !membership.confirm ? at : membership.joined, confirm ? 1 : 0, at, membership.id);
  return findMembership(deps, membership.teamId, membership.id)!;
}

/** True when the secret matches the pending invitation. */
export function membershipSecretMatches(deps: Pick<ServiceDeps, 'db'>, membershipId: string, secret: string): boolean {
  const row = authDb(deps).prepare('select secret_hash from _auth_memberships where id = ?').get(membershipId) as { secret_hash: string | null } | undefined;
  if (!row?.secret_hash) return false;
  const a = Buffer.from(row.secret_hash);
  const b = Buffer.from(hashSecret(secret));
  return a.length === b.length && timingSafeEqual(a, b);
}

export function deleteMembership(deps: Pick<ServiceDeps, 'db'>, membershipId: string): void {
  authDb(deps).prepare('delete from _auth_memberships where id = ?').run(membershipId);
}

export function listMemberships(
  deps: Pick<ServiceDeps, 'db'>,
  options: { teamId?: string; userId?: string; search?: string; limit: number; offset: number },
): { total: number; memberships: MembershipRecord[] } {
  const where: string[] = [];
  const values: unknown[] = [];
  if (options.teamId) { where.push('m.team_id = ?'); values.push(options.teamId); }
  if (options.userId) { where.push('m.user_id = ?'); values.push(options.userId); }
  if (options.search) {
    where.push("(u.name like ? escape '\\' or u.email like ? escape '\\' or m.user_id like ? escape '\\')");
    const like = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    values.push(like, like, like);
  }
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const db = authDb(deps);
  const from = 'from _auth_memberships m join _auth_users u on u.id = m.user_id';
  const total = (db.prepare(`select count(*) as n ${from} ${filter}`).get(...values) as { n: number }).n;
  const rows = db.prepare(`select m.* ${from} ${filter} order by m.rowid limit ? offset ?`).all(...values, options.limit, options.offset) as MembershipRow[];
  return { total, memberships: rows.map(toMembership) };
}

export function membershipModel(deps: Pick<ServiceDeps, 'db'>, membership: MembershipRecord): Record<string, unknown> {
  const user = findUser(deps, membership.userId);
  const team = findTeam(deps, membership.teamId);
  return {
    $id: membership.id,
    $createdAt: membership.createdAt,
    $updatedAt: membership.updatedAt,
    userId: membership.userId,
    userName: user?.name ?? '',
    userEmail: user?.email ?? '',
    teamId: membership.teamId,
    teamName: team?.name ?? '',
    invited: membership.invited,
    joined: membership.joined,
    confirm: membership.confirm,
    mfa: user?.mfa ?? false,
    roles: membership.roles,
  };
}

import type { ServiceDeps } from '../../deps.ts';
import { AppwriteException } from '../../errors.ts';
import { nowIso } from '../../util/ids.ts';
import type { AuthUser } from '../types.ts';
import { authDb } from './db.ts';
import { hashPassword } from './secrets.ts';
import { syncTargets, type Target } from './targets.ts';

// Users: the account record, its list and the User model.

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
  id: string;
  created_at: string;
  updated_at: string;
  name: string;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  password_update: string;
  registration: string;
  status: number;
  labels: string;
  prefs: string;
  email_verification: number;
  phone_verification: number;
  mfa: number;
  accessed_at: string;
  targets: string;
  totp_secret: string | null;
  totp_verified: number;
  recovery_codes: string | null;
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
  const row = authDb(deps).prepare('select * from _auth_users where email = ?').get(email.toLowerCase()) as
    UserRow | undefined;
  return row ? toUser(row) : null;
}

export function findUserByPhone(deps: Pick<ServiceDeps, 'db'>, phone: string): UserRecord | null {
  const row = authDb(deps).prepare('select * from _auth_users where phone = ?').get(phone) as UserRow | undefined;
  return row ? toUser(row) : null;
}

export interface NewUser {
  id: string;
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  name?: string;
  emailVerification?: boolean;
  /** Whose turn it is at the hashing gate (the caller's IP; 'server' for API keys). */
  client?: string;
}

/** Inserts a user; user_already_exists when the id, email or phone is taken. */
export async function createUser(deps: Pick<ServiceDeps, 'db'>, input: NewUser): Promise<UserRecord> {
  const db = authDb(deps);
  const email = input.email ? input.email.toLowerCase() : null;
  const phone = input.phone || null;
  const passwordHash = input.password ? await hashPassword(input.password, input.client) : null;
  const at = nowIso();
  const taken = db
    .prepare(
      'select 1 from _auth_users where id = ? or (email is not null and email = ?) or (phone is not null and phone = ?)',
    )
    .get(input.id, email, phone);
  if (taken) throw new AppwriteException('user_already_exists');
  db.prepare(
    `insert into _auth_users (id, created_at, updated_at, name, email, phone, password_hash, password_update, registration, email_verification, targets, accessed_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    input.id,
    at,
    at,
    input.name ?? '',
    email,
    phone,
    passwordHash,
    passwordHash ? at : '',
    at,
    input.emailVerification ? 1 : 0,
    JSON.stringify(syncTargets([], input.id, email, phone, at)),
    at,
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
    if (email && email !== user.email && findUserByEmail(deps, email))
      throw new AppwriteException('user_email_already_exists');
    if (phone && phone !== user.phone && findUserByPhone(deps, phone))
      throw new AppwriteException('user_phone_already_exists');
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

const USER_COLUMNS: Record<string, string> = {
  email: 'email',
  name: 'name',
  phone: 'phone',
  $id: 'id',
  status: 'status',
};

export function listUsers(
  deps: Pick<ServiceDeps, 'db'>,
  options: UserListOptions,
): { total: number; users: UserRecord[] } {
  const db = authDb(deps);
  const where: string[] = [];
  const values: unknown[] = [];
  if (options.search) {
    where.push(
      "(id like ? escape '\\' or name like ? escape '\\' or email like ? escape '\\' or phone like ? escape '\\')",
    );
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
    const cursor = db.prepare('select rowid from _auth_users where id = ?').get(options.cursorAfter) as
      { rowid: number } | undefined;
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

import type { ServiceDeps } from '../../deps.ts';
import { nowIso, uniqueId } from '../../util/ids.ts';
import { authDb } from './db.ts';
import { hashSecret } from './secrets.ts';
import { TOKEN_WRONG_TRIES, type TokenRecord } from './tokens.ts';

/**
 * Phone sign-in codes (POST /account/tokens/phone). Unlike the other tokens they are not stored
 * under an account: a code is filed under the id the caller asked for (the `userId` it is
 * answered with) together with the number, and which account it opens is decided only once the
 * code has been entered (services/account/phone-sign-in.ts). So the answer says nothing about
 * who holds a number, and no account is created for a number nobody proved.
 */

const SCHEMA = `
create table if not exists _auth_phone_tokens (
  id text primary key,
  asked_id text not null,
  phone text not null,
  secret_hash text not null,
  created_at text not null,
  expire text not null,
  attempts integer not null default 0
);
create index if not exists _auth_phone_tokens_asked on _auth_phone_tokens(asked_id);
create index if not exists _auth_phone_tokens_phone on _auth_phone_tokens(phone);
`;

const ready = new WeakSet<object>();
function db(deps: Pick<ServiceDeps, 'db'>) {
  const handle = authDb(deps);
  if (!ready.has(handle)) {
    handle.exec(SCHEMA);
    ready.add(handle);
  }
  return handle;
}

const codeHash = (askedId: string, code: string): string => hashSecret(`${askedId}/phone-sign-in/${code}`);

/** Files a code for `phone` under `askedId`; any earlier live code for the number dies (one live code per number). */
export function insertPhoneToken(
  deps: Pick<ServiceDeps, 'db'>,
  input: { askedId: string; phone: string; code: string; ttlSeconds: number },
): TokenRecord {
  const handle = db(deps);
  const now = new Date();
  const record: TokenRecord = {
    id: uniqueId(),
    userId: input.askedId,
    type: 'phone',
    createdAt: nowIso(now),
    expire: nowIso(new Date(now.getTime() + input.ttlSeconds * 1000)),
    phrase: '',
  };
  handle.prepare('delete from _auth_phone_tokens where phone = ? or asked_id = ?').run(input.phone, input.askedId);
  handle
    .prepare(
      'insert into _auth_phone_tokens (id, asked_id, phone, secret_hash, created_at, expire) values (?, ?, ?, ?, ?, ?)',
    )
    .run(record.id, input.askedId, input.phone, codeHash(input.askedId, input.code), record.createdAt, record.expire);
  return record;
}

/** The number a live code filed under `askedId` was sent to (the code is used up), or null. */
export function consumePhoneToken(deps: Pick<ServiceDeps, 'db'>, askedId: string, code: string): string | null {
  const handle = db(deps);
  const row = handle
    .prepare('select id, phone, expire from _auth_phone_tokens where asked_id = ? and secret_hash = ?')
    .get(askedId, codeHash(askedId, code)) as { id: string; phone: string; expire: string } | undefined;
  if (!row) return null;
  handle.prepare('delete from _auth_phone_tokens where id = ?').run(row.id);
  return Date.parse(row.expire) > Date.now() ? row.phone : null;
}

/** A wrong code counts against the live code filed under `askedId`; after TOKEN_WRONG_TRIES it dies. */
export function countWrongPhoneCode(deps: Pick<ServiceDeps, 'db'>, askedId: string): void {
  const handle = db(deps);
  handle.prepare('update _auth_phone_tokens set attempts = attempts + 1 where asked_id = ?').run(askedId);
  handle.prepare('delete from _auth_phone_tokens where asked_id = ? and attempts >= ?').run(askedId, TOKEN_WRONG_TRIES);
}

/** Ends every live sign-in code sent to a number (the number left its account). */
export function deletePhoneTokens(deps: Pick<ServiceDeps, 'db'>, phone: string): void {
  db(deps).prepare('delete from _auth_phone_tokens where phone = ?').run(phone);
}

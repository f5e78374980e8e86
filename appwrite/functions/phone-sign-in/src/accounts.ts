// Which account a proven number opens, and the one-time token that becomes the browser's session
// (issue 32, "account takeover by pre-registration"; ADR 0007). Runs only after the right code.
import { ID, Query, type Models, type Users } from 'node-appwrite';
import { fail } from '../../lib/runtime/errors.ts';

type User = Models.User<Models.Preferences>;

/** Lifetime of the token the browser exchanges at once for a session (Appwrite's minimum). */
export const TOKEN_EXPIRE_SECONDS = 60;
/** Long enough that the 60 s token cannot be guessed (the SMS code is the short secret, not this). */
export const TOKEN_SECRET_LENGTH = 64;

export async function findByPhone(users: Users, phone: string): Promise<User | null> {
  const { users: found } = await users.list({ queries: [Query.equal('phone', phone), Query.limit(1)] });
  return found[0] ?? null;
}

/**
 * The account for a new number, created when its first code is sent (Messaging sends to a
 * user's phone target, so the SMS needs one). No e-mail, no password: nobody can enter it
 * except through a code to this number.
 */
export async function createPhoneAccount(users: Users, phone: string): Promise<User> {
  try {
    return await users.create({ userId: ID.unique(), phone });
  } catch (error) {
    // Two first sends at once: the other one created it.
    if ((error as { code?: number }).code !== 409) throw error;
    const existing = await findByPhone(users, phone);
    if (!existing) throw error;
    return existing;
  }
}

/**
 * - the account on which the number is VERIFIED: that account;
 * - the account this function created for the number at its first send (no e-mail, no session):
 *   that account, the number now verified;
 * - otherwise the number belongs to nobody yet: an account that lists it without having verified
 *   it (whoever attached it never proved it — possibly someone who pre-registered another
 *   person's e-mail) loses it, and the prover gets a new account with the number verified.
 * An unverified number never signs anyone into an account someone else set up.
 */
export async function accountForProvenPhone(users: Users, phone: string, freshUserId: string | null): Promise<User> {
  let holder = await findByPhone(users, phone);
  if (holder && !holder.phoneVerification) {
    const ours =
      holder.$id === freshUserId && !holder.email && (await users.listSessions({ userId: holder.$id })).total === 0;
    if (!ours) {
      await users.updatePhone({ userId: holder.$id, number: '' });
      holder = null;
    }
  }
  if (!holder) holder = await createPhoneAccount(users, phone);
  if (!holder.phoneVerification)
    holder = await users.updatePhoneVerification({ userId: holder.$id, phoneVerification: true });
  if (!holder.status) throw fail('user_blocked');
  return holder;
}

/** A one-time secret for `account.createSession({ userId, secret })`. */
export async function createSignInToken(users: Users, userId: string): Promise<string> {
  const token = await users.createToken({ userId, length: TOKEN_SECRET_LENGTH, expire: TOKEN_EXPIRE_SECONDS });
  return token.secret;
}

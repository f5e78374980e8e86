// Finding or creating the Appwrite user for a verified Google identity, and the one-time token
// that becomes the browser's session. Only the verified e-mail and name are used.
import { ID, Query, type Models, type Users } from 'node-appwrite';
import type { GoogleIdentity } from './id-token.ts';
import { FunctionError } from '../../lib/runtime/errors.ts';

/** Lifetime of the token the browser exchanges at once for a session (Appwrite's minimum). */
export const TOKEN_EXPIRE_SECONDS = 60;
/** Long enough that the 60 s token cannot be guessed (Appwrite's default of 6 is for codes people type). */
export const TOKEN_SECRET_LENGTH = 64;
const MAX_NAME_LENGTH = 128;

/** A refusal the browser should see: a code of the function error catalogue (its status) and a user-facing message. */
export class SignInRefused extends FunctionError {
  override name = 'SignInRefused';
}

type User = Models.User<Models.Preferences>;

async function findByEmail(users: Users, email: string): Promise<User | null> {
  const { users: found } = await users.list({ queries: [Query.equal('email', email), Query.limit(1)] });
  return found[0] ?? null;
}

function displayName(identity: GoogleIdentity): string {
  return (identity.name ?? identity.email.split('@')[0] ?? '').slice(0, MAX_NAME_LENGTH);
}

/**
 * The user with this e-mail, or a new one (no password, e-mail marked verified because Google
 * verified it). An existing account whose e-mail was never verified is refused: whoever created
 * it may not own the address, and handing them the real owner's Google sign-in would let them in
 * later with their password (account pre-hijacking).
 */
export async function findOrCreateUser(users: Users, identity: GoogleIdentity): Promise<User> {
  let user = await findByEmail(users, identity.email);
  if (!user) {
    try {
      user = await users.create({ userId: ID.unique(), email: identity.email, name: displayName(identity) });
    } catch (error) {
      // Two first sign-ins at once: the other one created it.
      if ((error as { code?: number }).code !== 409) throw error;
      user = await findByEmail(users, identity.email);
      if (!user) throw error;
    }
    if (!user.emailVerification)
      user = await users.updateEmailVerification({ userId: user.$id, emailVerification: true });
  } else if (!user.emailVerification) {
    throw new SignInRefused('email_not_verified_here');
  }
  if (!user.status) throw new SignInRefused('user_blocked');
  return user;
}

/** A one-time secret for `account.createSession({ userId, secret })`. */
export async function createSignInToken(users: Users, userId: string): Promise<string> {
  const token = await users.createToken({ userId, length: TOKEN_SECRET_LENGTH, expire: TOKEN_EXPIRE_SECONDS });
  return token.secret;
}

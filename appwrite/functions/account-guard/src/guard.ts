// What account-guard does on each event (ADR 0007). Everything here is idempotent: Appwrite may
// deliver an event twice, and running it again changes nothing more.
import { randomBytes } from 'node:crypto';
import type { Models, Users } from 'node-appwrite';
import { EMAIL_PROVEN_LABEL } from '@instamg/shared/domain/account-trust';

type User = Models.User<Models.Preferences>;

async function addLabel(users: Users, user: User, label: string): Promise<void> {
  if (user.labels.includes(label)) return;
  await users.updateLabels({ userId: user.$id, labels: [...user.labels, label] });
}

async function removePhone(users: Users, user: User): Promise<boolean> {
  if (!user.phone) return false;
  await users.updatePhone({ userId: user.$id, number: '' });
  return true;
}

/**
 * A completed password reset proves the e-mail, and only the e-mail. Appwrite has set the new
 * password and ended every session; it keeps the phone, which may be the pre-registering
 * attacker's (verified by them, or never verified). So: the phone goes (the owner re-adds and
 * verifies theirs in Profile), and every session not opened with the new password ends — one
 * opened in the moments before this ran through the old phone or a linked sign-in. The account
 * is marked e-mail-proven, so a later Google sign-in does not take it again.
 */
export async function guardAfterRecovery(users: Users, userId: string): Promise<string[]> {
  if (!userId) return [];
  const user = await users.get({ userId });
  const done: string[] = [];
  if (await removePhone(users, user)) done.push('phone removed');
  const { sessions } = await users.listSessions({ userId });
  for (const session of sessions) {
    if (session.factors.includes('password')) continue;
    await users.deleteSession({ userId, sessionId: session.$id });
    done.push(`session ${session.$id} ended`);
  }
  await addLabel(users, user, EMAIL_PROVEN_LABEL);
  return done;
}

/** A sign-in that proves the e-mail: Google (OAuth2), an e-mailed code or an e-mailed link. */
export function provesEmail(session: Record<string, unknown>): boolean {
  const factors = Array.isArray(session.factors) ? session.factors : [];
  return factors.includes('email') || factors.includes('oauth2') || session.provider === 'oauth2';
}

/**
 * The first sign-in that proves an account's e-mail makes the prover its owner. Whatever someone
 * set on the account before the address was proven — possibly whoever registered it with another
 * person's e-mail — stops being a way in: the password is replaced by a random one nobody knows
 * (the owner sets their own through "Forgot password"), the phone is removed, two-step is turned
 * off and every other session ends. Appwrite only marks the address verified. An account already
 * marked e-mail-proven (by a reset, an earlier such sign-in, or the migration for addresses
 * verified before this guard existed) is left alone.
 */
export async function guardAfterSession(users: Users, session: Record<string, unknown>): Promise<string[]> {
  const userId = typeof session.userId === 'string' ? session.userId : '';
  if (!userId || !provesEmail(session)) return [];
  const user = await users.get({ userId });
  if (user.labels.includes(EMAIL_PROVEN_LABEL)) return [];
  const done: string[] = [];
  await users.updatePassword({ userId, password: randomBytes(32).toString('hex') });
  done.push('password replaced');
  if (await removePhone(users, user)) done.push('phone removed');
  if (user.mfa) {
    await users.updateMfa({ userId, mfa: false });
    done.push('two-step off');
  }
  const { sessions } = await users.listSessions({ userId });
  for (const other of sessions) {
    if (other.$id === session.$id) continue;
    await users.deleteSession({ userId, sessionId: other.$id });
    done.push(`session ${other.$id} ended`);
  }
  await addLabel(users, user, EMAIL_PROVEN_LABEL);
  return done;
}

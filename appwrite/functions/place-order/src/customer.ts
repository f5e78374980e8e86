import type { Models, Users } from 'node-appwrite';
import { fail } from '../../lib/runtime/errors.ts';

// Who may hold stock (issue 14 §8): not a guest (the unpaid-order limit is lib/money/payment-hold.ts).

/**
 * An anonymous session's user (`account.createAnonymousSession`) has neither an e-mail nor a
 * phone; once the guest adds an e-mail (`account.updateEmail`) it is an ordinary account. The
 * session provider would stay `anonymous` after that conversion, so the account is what counts.
 */
export const isGuestAccount = (user: Pick<Models.User, 'email' | 'phone'>): boolean => !user.email && !user.phone;

/** Refuses a guest; returns the account (its name and phone are the recipient's, issue 16 §2). */
export async function assertMayOrder(users: Users, userId: string): Promise<Models.User> {
  const user = await users.get({ userId });
  if (isGuestAccount(user)) throw fail('account_required');
  return user;
}

import { deletePhoneTokens } from '../../auth/store/phone-tokens.ts';
import { createUser, findUser, findUserByPhone, updateUser, type UserRecord } from '../../auth/store/users.ts';
import type { ServiceDeps } from '../../deps.ts';
import { AppwriteException } from '../../errors.ts';

/**
 * Which account a proven phone number opens (issue 32, "account takeover by pre-registration").
 * Runs only after the SMS code was entered, i.e. the caller holds the number:
 * - the account on which the number is VERIFIED: that account (Appwrite's behaviour);
 * - otherwise the number belongs to nobody yet. An account that lists it without ever having
 *   verified it loses it (whoever attached it never proved it; its owner signs in as before), and
 *   the caller gets a new account under the id they asked for, with the number verified.
 * An unverified number never signs anyone into the account that lists it.
 */
export async function accountForProvenPhone(deps: ServiceDeps, askedId: string, phone: string): Promise<UserRecord> {
  const holder = findUserByPhone(deps, phone);
  if (holder?.phoneVerification) return holder;
  // The asked id names an existing account that does not hold this number verified: not a way in.
  if (findUser(deps, askedId)) throw new AppwriteException('user_already_exists');
  if (holder) {
    updateUser(deps, holder.id, { phone: null });
    deletePhoneTokens(deps, phone);
  }
  const user = await createUser(deps, { id: askedId, phone });
  return updateUser(deps, user.id, { phoneVerification: true });
}

// SMS sign-in through the phone-sign-in function (appwrite/functions/phone-sign-in; ADR 0007):
// Appwrite's own phone tokens are off because they sign in through a number nobody verified and
// tell who holds a number. The function answers the same for every number, and for the right
// code a one-time Appwrite token that the session store turns into a session.
import { callFunction, type CallFunctionOptions } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import { signInTokenFrom, type SignInToken } from './google-one-tap';

export interface SmsChallenge {
  challengeId: string;
  expire: string;
}

/** Asks the function to text a code to `phone` (E.164, +91…). */
export async function sendSmsCode(phone: string, options?: CallFunctionOptions): Promise<SmsChallenge> {
  const reply = await callFunction<Partial<SmsChallenge>>(FUNCTIONS.phoneSignIn, { action: 'send', phone }, options);
  if (typeof reply?.challengeId !== 'string' || reply.challengeId === '')
    throw new Error('The SMS sign-in function answered without a challenge.');
  return { challengeId: reply.challengeId, expire: String(reply.expire ?? '') };
}

/** The code typed (or filled from the SMS) → `{ userId, secret }` for account.createSession. */
export async function exchangeSmsCode(
  challengeId: string,
  code: string,
  options?: CallFunctionOptions,
): Promise<SignInToken> {
  return signInTokenFrom(
    await callFunction<unknown>(FUNCTIONS.phoneSignIn, { action: 'verify', challengeId, code: code.trim() }, options),
  );
}

// Google One Tap → Appwrite session without any secret in the browser: the Google ID token goes
// to the `google-one-tap` function (appwrite/functions/google-one-tap), which verifies it and
// answers a one-time Appwrite token; the session store turns that into a session.
import { callFunction, type CallFunctionOptions } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';

export interface SignInToken {
  userId: string;
  secret: string;
}

/** The token of the function's 200 reply; anything else without one is not a sign-in. */
export function signInTokenFrom(reply: unknown): SignInToken {
  const { userId, secret } = (typeof reply === 'object' && reply !== null ? reply : {}) as Record<string, unknown>;
  if (typeof userId === 'string' && typeof secret === 'string' && userId !== '' && secret !== '')
    return { userId, secret };
  throw new Error('The Google sign-in function answered without a token.');
}

/**
 * Sends the credential to the function. A refusal rejects with its FunctionError, whose message
 * (e.g. an unverified Google account) is the server's, fit for the toast.
 */
export async function exchangeGoogleCredential(
  credential: string,
  options?: CallFunctionOptions,
): Promise<SignInToken> {
  return signInTokenFrom(await callFunction<unknown>(FUNCTIONS.googleOneTap, { credential }, options));
}

// Google One Tap → Appwrite session without any secret in the browser: the Google ID token goes
// to the `google-one-tap` function (appwrite/functions/google-one-tap), which verifies it and
// answers a one-time Appwrite token; the session store turns that into a session.
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import { ExecutionStatus, type Functions, type Models } from 'appwrite';

const FALLBACK_MESSAGE = 'Google sign-in failed. Please try again.';

/** The function refused the credential; `message` is the server's, fit for the toast. */
export class GoogleSignInRefused extends Error {
  constructor(message: string, readonly code: string | undefined) {
    super(message);
    this.name = 'GoogleSignInRefused';
  }
}

export interface SignInToken {
  userId: string;
  secret: string;
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads the function's answer: the token on 200, a GoogleSignInRefused with its message otherwise. */
export function signInTokenFrom(execution: Pick<Models.Execution, 'status' | 'responseStatusCode' | 'responseBody'>): SignInToken {
  const body = parseJson(execution.responseBody);
  if (execution.status === ExecutionStatus.Completed && execution.responseStatusCode === 200) {
    if (typeof body?.userId === 'string' && typeof body.secret === 'string' && body.userId && body.secret) {
      return { userId: body.userId, secret: body.secret };
    }
    throw new Error('The Google sign-in function answered without a token.');
  }
  const message = typeof body?.message === 'string' && body.message !== '' ? body.message : FALLBACK_MESSAGE;
  throw new GoogleSignInRefused(message, typeof body?.code === 'string' ? body.code : undefined);
}

/** Sends the credential to the function (synchronously: the answer is needed now). */
export async function exchangeGoogleCredential(functions: Pick<Functions, 'createExecution'>, credential: string): Promise<SignInToken> {
  const execution = await functions.createExecution({
    functionId: FUNCTIONS.googleOneTap,
    body: JSON.stringify({ credential }),
    async: false,
  });
  return signInTokenFrom(execution);
}

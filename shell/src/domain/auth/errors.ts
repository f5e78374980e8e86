// Reading Appwrite failures (AppwriteException: message, code, type) without importing the class,
// so plain objects from tests and fetch failures are handled the same way.

export function appwriteErrorType(error: unknown): string | undefined {
  const type = typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? type : undefined;
}

export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 401;
}

/** The session exists but still needs its second factor (Appwrite MFA). */
export function needsMoreFactors(error: unknown): boolean {
  return appwriteErrorType(error) === 'user_more_factors_required';
}

/** The server's message for a toast, e.g. 'Invalid credentials. Please check the email and password.' */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return 'Something went wrong. Please try again.';
}

/**
 * Recovery must not tell who has an account (docs/backend-verification.md, enumeration): real
 * Appwrite answers an unknown or blocked e-mail with 404/401, our dev server with 201; both read
 * as "sent" to the person asking.
 */
export function isHiddenRecoveryRefusal(error: unknown): boolean {
  const type = appwriteErrorType(error);
  return type === 'user_not_found' || type === 'user_blocked';
}

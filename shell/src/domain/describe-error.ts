/**
 * The text shown under "Technical details" of the error fallback: the error's own words
 * plus its stack when there is one, never "[object Object]".
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const headline = `${error.name}: ${error.message}`;
    // V8 stacks start with the headline already; Firefox/Safari stacks do not.
    if (!error.stack) return headline;
    return error.stack.startsWith(headline) ? error.stack : `${headline}\n${error.stack}`;
  }
  if (typeof error === 'string') return error;
  if (error === undefined || error === null) return 'Unknown error';
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

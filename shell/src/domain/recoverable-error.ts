/**
 * What the browser makes of a recoverable error React reports while hydrating server HTML
 * (docs/decisions/0005-server-rendering.md, issue 21):
 * - `server-fallback`: a section the server could not finish (its remote was down there, or the
 *   render budget ran out) arrived as its fallback and renders here (React error 419);
 * - `remote-unavailable`: a section's remote could not be loaded in the browser while its server
 *   HTML was hydrating (React error 422 caused by RemoteUnavailableError / RemoteCircuitOpenError):
 *   React renders that section in the browser, where its error boundary shows the remote's
 *   fallback with Retry;
 * - `bug`: anything else, such as a hydration mismatch.
 * Only `bug` is reported as an error.
 */
export type RecoverableErrorKind = 'server-fallback' | 'remote-unavailable' | 'bug';

const REMOTE_ERRORS = new Set(['RemoteUnavailableError', 'RemoteCircuitOpenError']);

export function classifyRecoverableError(error: unknown): RecoverableErrorKind {
  const message = error instanceof Error ? error.message : String(error);
  if (/\b419\b|could not finish this Suspense boundary/.test(message)) return 'server-fallback';
  // The cause chain (React wraps the thrown error; loadRemoteModule wraps the runtime's).
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && cause instanceof Error; depth++) {
    if (REMOTE_ERRORS.has(cause.name)) return 'remote-unavailable';
    cause = cause.cause;
  }
  return 'bug';
}

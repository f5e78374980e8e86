import type { RemoteName } from '@instamg/shared/mf/remotes';

/** A remote (or one of its modules) could not be loaded; carries the remote for the fallback UI. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName | string,
    readonly moduleId: string,
    options?: { cause?: unknown },
  ) {
    super(`${moduleId} could not be loaded: ${describeCause(options?.cause)}`, options);
  }
}

/** Thrown by the retry plugin while a remote's circuit is open. */
export class RemoteCircuitOpenError extends Error {
  override readonly name = 'RemoteCircuitOpenError';
  constructor(readonly remote: string) {
    super(`${remote} failed repeatedly; not retrying until its cool-down ends`);
  }
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  return cause === undefined ? 'unknown error' : String(cause);
}

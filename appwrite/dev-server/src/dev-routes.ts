/**
 * The outbox shows every sign-in code and the consent page signs anyone in as any Google
 * account: never reachable from another machine unless someone insists, loudly.
 */
export function devRoutesAllowed(
  bindHost: string,
  env: NodeJS.ProcessEnv,
  warn: (message: string) => void = console.warn,
): boolean {
  if (env.APPWRITE_DEV_ROUTES !== 'enabled') return false;
  if (isLoopback(bindHost)) return true;
  if (env.APPWRITE_DEV_ROUTES_FORCE === '1') {
    warn(
      `\n[dev-server] WARNING: dev-only routes are ON while listening on ${bindHost}, a non-loopback address.\n` +
        '[dev-server] WARNING: anyone who can reach this port can read every emailed code in /v1/dev/outbox and sign in as any account through the fake Google consent page.\n',
    );
    return true;
  }
  warn(
    `[dev-server] dev-only routes stay OFF: ${bindHost} is not a loopback address (APPWRITE_DEV_ROUTES_FORCE=1 overrides, with care).`,
  );
  return false;
}

export function isLoopback(bindHost: string): boolean {
  return bindHost === 'localhost' || bindHost === '::1' || /^127(\.\d{1,3}){3}$/.test(bindHost);
}

/**
 * The consent page standing in for Google signs in as whatever e-mail is typed. It is on only
 * with dev routes on a loopback bind (APPWRITE_DEV_ROUTES_FORCE does not extend to it), and a
 * server with dev routes refuses to start at all in a production build (NODE_ENV=production).
 */
export function googleStandInAllowed(config: { devRoutes?: boolean; host: string }, env: NodeJS.ProcessEnv): boolean {
  if (!config.devRoutes) return false;
  if (env.NODE_ENV === 'production')
    throw new Error(
      '[dev-server] refusing to start: dev-only routes (the mail outbox with every sign-in code, the Google stand-in that signs in as any typed e-mail) are on in a production build (NODE_ENV=production). Unset APPWRITE_DEV_ROUTES.',
    );
  return isLoopback(config.host);
}

/** A request reached the stand-in through a loopback address and names a loopback host (no DNS rebinding). */
export function isLoopbackRequest(remoteAddress: string | undefined, hostHeader: string | undefined): boolean {
  const remote = (remoteAddress ?? '').replace(/^::ffff:/, '');
  return isLoopback(remote) && isLoopback(hostnameOf(hostHeader ?? ''));
}

/** The host name in a Host header (`localhost:8080`, `[::1]:8080`); '' when it does not parse. */
function hostnameOf(hostHeader: string): string {
  try {
    return new URL(`http://${hostHeader}`).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return '';
  }
}

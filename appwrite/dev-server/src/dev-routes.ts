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

export function googleStandInAllowed(config: { devRoutes?: boolean; host: string }, _env: NodeJS.ProcessEnv): boolean {
  return config.devRoutes === true;
}

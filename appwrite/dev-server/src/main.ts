import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordPolicyFromEnv } from './auth/password-policy.ts';
import { devRoutesAllowed } from './dev-routes.ts';
import { parsePlatforms } from './http/platforms.ts';
import { startDevServer } from './server.ts';

/**
 * `tsx appwrite/dev-server/src/main.ts [--port 8080] [--host 127.0.0.1] [--data-dir …] [--reset]`
 *   [--var KEY=VALUE …]  project-wide function variables (Appwrite's "global variables")
 * Environment: APPWRITE_DEV_PORT, APPWRITE_DEV_HOST, APPWRITE_DEV_DATA_DIR, APPWRITE_DEV_PUBLIC_ENDPOINT,
 *   APPWRITE_DEV_PLATFORMS    web platforms: origins (http://localhost:3000) or hostnames (partner.example.in), comma-separated
 *   WIDGET_PARTNER_ORIGINS    partner sites that embed the delivery-selector widget (same form, added to the platforms)
 *   APPWRITE_DEV_ROUTES=enabled  turn on /v1/dev/* (outbox, OAuth consent stand-in, payment sandbox); loopback only
 *   APPWRITE_DEV_ROUTES_FORCE=1  allow them on a non-loopback address too (never on a shared network;
 *                             the Google consent stand-in stays off there, and with NODE_ENV=production
 *                             a server with dev routes refuses to start)
 *   APPWRITE_DEV_ABUSE=enabled|disabled (Appwrite's _APP_OPTIONS_ABUSE: per-endpoint abuse limits; default enabled),
 *   APPWRITE_DEV_PASSWORD_DICTIONARY=enabled|disabled (Appwrite's passwordDictionary project setting;
 *   default ENABLED here, stricter than Appwrite), APPWRITE_DEV_PASSWORD_PERSONAL_DATA=enabled
 *   (personalDataCheck; default off, as in Appwrite).
 */
const here = dirname(fileURLToPath(import.meta.url));
const appwriteDir = resolve(here, '../..');
const repoRoot = resolve(appwriteDir, '..');

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

const port = Number(flag('port') ?? process.env.APPWRITE_DEV_PORT ?? 8080);
const host = flag('host') ?? process.env.APPWRITE_DEV_HOST ?? '127.0.0.1';
const dataDir = resolve(flag('data-dir') ?? process.env.APPWRITE_DEV_DATA_DIR ?? resolve(repoRoot, '.data/appwrite'));
if (args.includes('--reset')) rmSync(dataDir, { recursive: true, force: true });

const projectVariables: Record<string, string> = {};
args.forEach((arg, i) => {
  if (arg !== '--var') return;
  const pair = args[i + 1] ?? '';
  const eq = pair.indexOf('=');
  if (eq <= 0) throw new Error(`--var expects KEY=VALUE, got "${pair}"`);
  projectVariables[pair.slice(0, eq)] = pair.slice(eq + 1);
});

const platforms = parsePlatforms(
  `${process.env.APPWRITE_DEV_PLATFORMS ?? ''},${process.env.WIDGET_PARTNER_ORIGINS ?? ''}`,
);
const devRoutes = devRoutesAllowed(host, process.env);

const dev = await startDevServer({
  host,
  port,
  dataDir,
  publicEndpoint: process.env.APPWRITE_DEV_PUBLIC_ENDPOINT ?? `http://localhost:${port}/v1`,
  schemaPath: resolve(appwriteDir, 'appwrite.json'),
  appwriteDir,
  projectVariables,
  platforms,
  devRoutes,
  abuseLimits: process.env.APPWRITE_DEV_ABUSE !== 'disabled',
  passwordPolicy: passwordPolicyFromEnv(process.env),
});
console.log(`[dev-server] Appwrite-compatible dev server on ${dev.url} (data: ${dataDir})`);
console.log(
  `[dev-server] web platforms: ${platforms.length ? platforms.join(', ') : '(none: browsers on other origins get no CORS answer)'}`,
);
console.log(
  `[dev-server] dev-only routes (/v1/dev/*): ${devRoutes ? 'on' : 'off (APPWRITE_DEV_ROUTES=enabled turns them on)'}`,
);

const stop = (): void => {
  dev.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

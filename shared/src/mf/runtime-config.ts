/**
 * Builds `/runtime-config.js`: the deploy-time settings the shell's index.html loads before the
 * bundle (`globalThis.__INSTAMG_CONFIG__`). It carries the remote URL map, so moving or
 * redeploying a remote needs no shell rebuild, plus backend settings. Generated at serve time by
 * scripts/serve-apps.mjs and by the shell's dev server, from environment variables.
 */
import { remoteManifestUrls, type RemoteName } from './remotes';

type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_APPWRITE_ENDPOINT = 'http://localhost:8080/v1';
export const DEFAULT_APPWRITE_PROJECT_ID = 'instamg';

/** Shape written to `globalThis.__INSTAMG_CONFIG__` (read by `readRuntimeConfig()` in @instamg/shared/config). */
export interface GeneratedRuntimeConfig {
  appwrite: { endpoint: string; projectId: string };
  remotes: Record<RemoteName, string>;
  googleMapsKey?: string;
  googleClientId?: string;
  analyticsPixelId?: string;
  /** `whole`: server-rendered pages hydrate as before issue 21 (one pass); for the bench's "before" column. */
  hydration?: string;
  /** false (SERVICE_WORKER=off): the shell registers no service worker and removes one (ADR 0010). */
  serviceWorker?: false;
}

/** Optional settings: env variable → config key. Unset or blank variables are left out. */
const OPTIONAL_SETTINGS = {
  GOOGLE_MAPS_KEY: 'googleMapsKey',
  GOOGLE_CLIENT_ID: 'googleClientId',
  ANALYTICS_PIXEL_ID: 'analyticsPixelId',
  SSR_HYDRATION: 'hydration',
} as const;

export function runtimeConfigFromEnv(env: Env): GeneratedRuntimeConfig {
  const endpoint = env.APPWRITE_ENDPOINT?.trim() || DEFAULT_APPWRITE_ENDPOINT;
  if (!/^https?:\/\//.test(endpoint)) {
    throw new Error(`APPWRITE_ENDPOINT must start with http:// or https://, got "${endpoint}".`);
  }
  const config: GeneratedRuntimeConfig = {
    appwrite: { endpoint, projectId: env.APPWRITE_PROJECT_ID?.trim() || DEFAULT_APPWRITE_PROJECT_ID },
    remotes: remoteManifestUrls(env),
  };
  for (const [variable, key] of Object.entries(OPTIONAL_SETTINGS)) {
    const value = env[variable]?.trim();
    if (value) config[key] = value;
  }
  if (env.SERVICE_WORKER?.trim() === 'off') config.serviceWorker = false;
  return config;
}

export interface PreconnectHint {
  origin: string;
  /** `anonymous` for the remotes' scripts and manifests (loaded without cookies); none for the backend (with cookies). */
  crossOrigin: 'anonymous' | null;
}

/**
 * The origins every first screen talks to: the backend (sign-in check, data) and the remotes.
 * Opening those connections while the shell's bundle downloads takes a connection set-up off
 * each of their first requests. Browsers keep cookie and cookie-less connections apart, hence
 * the two modes.
 */
export function preconnectHints(config: GeneratedRuntimeConfig): PreconnectHint[] {
  const hints = new Map<string, PreconnectHint>();
  const add = (url: string, crossOrigin: PreconnectHint['crossOrigin']) => {
    const origin = new URL(url).origin;
    hints.set(`${origin} ${crossOrigin}`, { origin, crossOrigin });
  };
  add(config.appwrite.endpoint, null);
  for (const url of Object.values(config.remotes)) add(url, 'anonymous');
  return [...hints.values()];
}

/** The JavaScript file body. JSON is valid JS; `<` is escaped so no value can close a script tag. */
export function renderRuntimeConfigScript(config: GeneratedRuntimeConfig): string {
  const json = (value: unknown) => JSON.stringify(value, null, 2).replace(/</g, '\\u003c');
  return [
    '// Generated at serve time from environment variables; do not edit.',
    `globalThis.__INSTAMG_CONFIG__ = ${json(config)};`,
    '// Warm up the connections to the backend and the remotes while the bundle downloads.',
    `for (const hint of ${json(preconnectHints(config))}) {`,
    '  if (hint.origin === location.origin) continue;',
    "  const link = document.createElement('link');",
    "  link.rel = 'preconnect';",
    '  link.href = hint.origin;',
    '  if (hint.crossOrigin) link.crossOrigin = hint.crossOrigin;',
    '  document.head.append(link);',
    '}',
    '',
  ].join('\n');
}

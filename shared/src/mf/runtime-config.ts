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
}

/** Optional settings: env variable → config key. Unset or blank variables are left out. */
const OPTIONAL_SETTINGS = {
  GOOGLE_MAPS_KEY: 'googleMapsKey',
  GOOGLE_CLIENT_ID: 'googleClientId',
  ANALYTICS_PIXEL_ID: 'analyticsPixelId',
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
  return config;
}

/** The JavaScript file body. JSON is valid JS; `<` is escaped so no value can close a script tag. */
export function renderRuntimeConfigScript(config: GeneratedRuntimeConfig): string {
  const json = JSON.stringify(config, null, 2).replace(/</g, '\\u003c');
  return `// Generated at serve time from environment variables; do not edit.\nglobalThis.__INSTAMG_CONFIG__ = ${json};\n`;
}

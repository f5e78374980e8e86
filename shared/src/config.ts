// Run-time configuration injected by the deployment into index.html as
// `window.__INSTAMG_CONFIG__ = {...}`, so one build serves every environment and no secret is
// ever compiled in. Only public values belong here: the browser never holds an API key.

export type PaymentsMode = 'local' | 'sandbox' | 'production';

export interface RuntimeConfig {
  appwrite: { endpoint: string; projectId: string };
  /** Remote name (e.g. mf_catalog) → its manifest or remoteEntry URL. */
  remotes: Record<string, string>;
  googleMapsKey?: string;
  googleClientId?: string;
  /** 'local' is the embedded sandbox gateway of the dev server. */
  payments: { mode: PaymentsMode };
  analyticsPixelId?: string;
  /** Production IP-geolocation endpoint (GET → JSON with latitude/longitude); unset → Appwrite's locale service. */
  ipLocationUrl?: string;
}

/** What a deployment may write; every field is optional and falls back to a default. */
export interface RuntimeConfigInput {
  appwrite?: { endpoint?: string; projectId?: string };
  remotes?: Record<string, string>;
  googleMapsKey?: string;
  googleClientId?: string;
  payments?: { mode?: PaymentsMode };
  analyticsPixelId?: string;
  ipLocationUrl?: string;
  /** false: no service worker (push alerts and the offline page off; ADR 0010). Read by shell/src/service-worker.ts. */
  serviceWorker?: boolean;
}

declare global {
  // A global injected by the deployment must be a var (no-var allows it inside `declare global`).
  var __INSTAMG_CONFIG__: RuntimeConfigInput | undefined;
}

/** The embedded default: our Appwrite-compatible dev server. */
export const DEFAULT_RUNTIME_CONFIG: Readonly<RuntimeConfig> = Object.freeze<RuntimeConfig>({
  appwrite: { endpoint: 'http://localhost:8080/v1', projectId: 'instamg' },
  remotes: {},
  payments: { mode: 'local' },
});

const PAYMENT_MODES: readonly PaymentsMode[] = ['local', 'sandbox', 'production'];

class RuntimeConfigError extends Error {
  constructor(problem: string) {
    super(`Invalid runtime config (__INSTAMG_CONFIG__): ${problem}`);
    this.name = 'RuntimeConfigError';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string setting; blank counts as unset because deploy templates render missing values as ''. */
function optionalString(value: unknown, path: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new RuntimeConfigError(`${path} must be a string`);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Reads and checks the injected config, filling defaults. A config of the wrong shape throws
 * a RuntimeConfigError naming the bad field: a broken deployment should fail at start-up, not
 * later with a confusing network error.
 */
export function readRuntimeConfig(source: unknown = globalThis.__INSTAMG_CONFIG__): RuntimeConfig {
  if (source === undefined || source === null) return structuredClone(DEFAULT_RUNTIME_CONFIG);
  if (!isObject(source)) throw new RuntimeConfigError('must be an object');

  const appwrite = source.appwrite ?? {};
  if (!isObject(appwrite)) throw new RuntimeConfigError('appwrite must be an object');

  const remotes: Record<string, string> = {};
  if (source.remotes !== undefined) {
    if (!isObject(source.remotes)) throw new RuntimeConfigError('remotes must be an object of URLs');
    for (const [name, url] of Object.entries(source.remotes)) {
      const value = optionalString(url, `remotes.${name}`);
      if (value === undefined) throw new RuntimeConfigError(`remotes.${name} must be a non-empty URL`);
      remotes[name] = value;
    }
  }

  const payments = source.payments ?? {};
  if (!isObject(payments)) throw new RuntimeConfigError('payments must be an object');
  const mode = payments.mode ?? DEFAULT_RUNTIME_CONFIG.payments.mode;
  if (!PAYMENT_MODES.includes(mode as PaymentsMode)) {
    throw new RuntimeConfigError(`payments.mode must be one of ${PAYMENT_MODES.join(', ')}`);
  }

  const config: RuntimeConfig = {
    appwrite: {
      endpoint: optionalString(appwrite.endpoint, 'appwrite.endpoint') ?? DEFAULT_RUNTIME_CONFIG.appwrite.endpoint,
      projectId: optionalString(appwrite.projectId, 'appwrite.projectId') ?? DEFAULT_RUNTIME_CONFIG.appwrite.projectId,
    },
    remotes,
    payments: { mode: mode as PaymentsMode },
  };
  const googleMapsKey = optionalString(source.googleMapsKey, 'googleMapsKey');
  const googleClientId = optionalString(source.googleClientId, 'googleClientId');
  const analyticsPixelId = optionalString(source.analyticsPixelId, 'analyticsPixelId');
  if (googleMapsKey !== undefined) config.googleMapsKey = googleMapsKey;
  if (googleClientId !== undefined) config.googleClientId = googleClientId;
  if (analyticsPixelId !== undefined) config.analyticsPixelId = analyticsPixelId;
  const ipLocationUrl = optionalString(source.ipLocationUrl, 'ipLocationUrl');
  if (ipLocationUrl !== undefined && ipLocationUrl !== '') {
    if (!/^https?:\/\//.test(ipLocationUrl)) throw new RuntimeConfigError('ipLocationUrl must be an http(s) URL');
    config.ipLocationUrl = ipLocationUrl;
  }
  return config;
}

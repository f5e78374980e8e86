import type { AuthMethod } from './auth/auth-methods.ts';
import type { Sqlite } from './db/connection.ts';
import type { PasswordPolicy } from './auth/password-policy.ts';
import type { Project } from './project.ts';

export interface ServerConfig {
  host: string;
  port: number;
  /** Public base URL including `/v1`, used in links the server hands out (OAuth, outbox, file URLs). */
  publicEndpoint: string;
  dataDir: string;
  /** Path of appwrite/appwrite.json: the one schema definition shared with production. */
  schemaPath: string;
  /** Folder that holds `functions/<name>` as declared in appwrite.json (the appwrite/ folder). */
  appwriteDir: string;
  /** Appwrite's project-wide function variables (e.g. PUBLIC_APP_URL), given with `--var KEY=VALUE`. */
  projectVariables?: Record<string, string>;
  /**
   * Web platforms (http/platforms.ts): origins such as `http://localhost:3000` or hostnames such
   * as `partner.example.in`. Browsers on anything else get no CORS answer, a 403 on writes, and
   * cannot be a redirect or link target.
   */
  platforms?: string[];
  /**
   * Dev-only routes (`/v1/dev/*`: mail outbox, the consent page standing in for Google, the
   * payment sandbox). Off unless enabled; see main.ts for the loopback rule.
   */
  devRoutes?: boolean;
  /**
   * Appwrite's abuse limits (`_APP_OPTIONS_ABUSE`): on for `npm start` (APPWRITE_DEV_ABUSE,
   * default enabled), off unless set for the servers tests start in-process.
   */
  abuseLimits?: boolean;
  /** Appwrite's optional password rules (APPWRITE_DEV_PASSWORD_DICTIONARY, APPWRITE_DEV_PASSWORD_PERSONAL_DATA; default: dictionary on, personal data off). */
  passwordPolicy?: PasswordPolicy;
  /**
   * Appwrite's auth methods (project setting `auths`; appwrite.json `settings.auth.methods`).
   * Unset: read from the schema file, each method on unless it says false, as Appwrite. Tests of
   * Appwrite's own phone flow turn `phone` back on here.
   */
  authMethods?: Partial<Record<AuthMethod, boolean>>;
}

/** Everything a service needs; passed explicitly, no globals. */
export interface ServiceDeps {
  config: ServerConfig;
  db: Sqlite;
  project: Project;
}

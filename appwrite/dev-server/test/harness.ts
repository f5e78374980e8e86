import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'node-appwrite';
import type { PasswordPolicy } from '../src/auth/password-policy.ts';
import { startDevServer, type DevServer } from '../src/server.ts';

const appwriteDir = resolve(import.meta.dirname, '../..');

export interface TestServer {
  dev: DevServer;
  endpoint: string;
  projectId: string;
  apiKey: string;
  /** node-appwrite client with the project's all-scopes API key. */
  serverClient(): Client;
  close(): Promise<void>;
}

export interface TestServerOptions {
  dataDir?: string;
  /** A fixture appwrite.json instead of the project's own (with `appwriteDir` for its function folders). */
  schemaPath?: string;
  /** Folder that function `path`s in the schema are relative to (default: the appwrite/ folder). */
  appwriteDir?: string;
  /** Web platforms (default `localhost`: any local port, as the product's apps and test URLs use). */
  platforms?: string[];
  /** Dev-only routes (default on, as for `npm start`). */
  devRoutes?: boolean;
  /** Appwrite's abuse limits (off by default for tests, on in test/security/abuse-limits.test.ts). */
  abuseLimits?: boolean;
  /** Appwrite's optional password rules (default: the dictionary on, the personal-data check off). */
  passwordPolicy?: PasswordPolicy;
}

/** A dev server on a free port with a throw-away data directory, for one test file. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'instamg-devserver-'));
  const dev = await startDevServer({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    publicEndpoint: 'http://127.0.0.1:0/v1',
    schemaPath: options.schemaPath ?? join(appwriteDir, 'appwrite.json'),
    appwriteDir: options.appwriteDir ?? appwriteDir,
    platforms: options.platforms ?? ['localhost'],
    devRoutes: options.devRoutes ?? true,
    abuseLimits: options.abuseLimits ?? false,
    passwordPolicy: options.passwordPolicy,
  });
  // The port is known only after listen; links the server hands out must use it.
  dev.deps.config.publicEndpoint = dev.url;
  const apiKey = dev.deps.project.apiKeys[0]!.secret;
  return {
    dev,
    endpoint: dev.url,
    projectId: dev.deps.project.id,
    apiKey,
    serverClient: () => new Client().setEndpoint(dev.url).setProject(dev.deps.project.id).setKey(apiKey),
    close: async () => {
      await dev.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

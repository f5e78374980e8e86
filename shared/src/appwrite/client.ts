// The browser's one Appwrite connection: endpoint + project id only. Never an API key — the
// browser must not hold one (ARCHITECTURE §4); privileged work happens in functions.
import { Account, Client, Functions, Realtime, Storage, TablesDB, Teams } from 'appwrite';
import { TEXTS } from '../constants';
import { readRuntimeConfig } from '../config';

export interface AppwriteConnection {
  endpoint: string;
  projectId: string;
}

export interface AppwriteServices {
  client: Client;
  account: Account;
  tablesDB: TablesDB;
  storage: Storage;
  functions: Functions;
  teams: Teams;
  /** Opens its WebSocket only on the first subscribe. */
  realtime: Realtime;
}

const SECRET_FIELDS = ['key', 'apiKey', 'secret'];

/**
 * Creates a client and its services. Throws 'supplyingUrl is required' without an endpoint and
 * 'key is required' without a project id (SPEC §5 — "key" is the project id here), and refuses
 * any secret-looking field outright.
 */
export function createAppwriteClient(connection: AppwriteConnection): AppwriteServices {
  const secret = SECRET_FIELDS.find((field) => field in (connection as object));
  if (secret !== undefined) {
    throw new Error(`Refusing "${secret}": an Appwrite API key must never reach the browser`);
  }
  const endpoint = typeof connection.endpoint === 'string' ? connection.endpoint.trim() : '';
  const projectId = typeof connection.projectId === 'string' ? connection.projectId.trim() : '';
  if (endpoint === '') throw new Error(TEXTS.errors.supplyingUrlRequired);
  if (projectId === '') throw new Error(TEXTS.errors.keyRequired);

  const client = new Client().setEndpoint(endpoint).setProject(projectId);
  return {
    client,
    account: new Account(client),
    tablesDB: new TablesDB(client),
    storage: new Storage(client),
    functions: new Functions(client),
    teams: new Teams(client),
    realtime: new Realtime(client),
  };
}

let services: AppwriteServices | undefined;

/**
 * The page's shared Appwrite services, created on first use from the runtime config. Because
 * `@instamg/shared` is a Module Federation singleton, every remote gets this same instance
 * (one session, one realtime socket).
 */
export function getAppwrite(): AppwriteServices {
  services ??= createAppwriteClient(readRuntimeConfig().appwrite);
  return services;
}

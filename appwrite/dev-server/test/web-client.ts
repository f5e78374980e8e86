import { Account, AppwriteException, Client, Functions, ID, Storage, TablesDB, Teams, type Models } from 'appwrite';

/**
 * The **web** SDK (appwrite@26) driven from Node as a signed-in browser user.
 *
 * In a browser on localhost the dev server answers session creation with `X-Fallback-Cookies`,
 * the SDK keeps it in `localStorage.cookieFallback` and echoes it on every call. Node has no
 * localStorage (and one global store would mix users up), so each web client here gets its own
 * jar: a fetch hook records the header for the request that carried it, and `prepareRequest`
 * sends the jar's value instead of anything global. Several users can run side by side.
 */
export interface WebClient {
  client: Client;
  account: Account;
  tablesDB: TablesDB;
  storage: Storage;
  functions: Functions;
  teams: Teams;
  /** The `a_session_<project>` value this client holds (base64 JSON {id, secret}), or null. */
  sessionCookie(): string | null;
  /** The raw X-Fallback-Cookies value this client sends, exactly as the browser would. */
  fallbackCookies(): string | null;
}

interface CookieJar {
  fallback: string | null;
  /** Called when the server hands this client a new X-Fallback-Cookies value. */
  onChange(value: string): void;
}

/** Which jar a request belongs to, keyed by the RequestInit object the SDK hands to fetch. */
const jarOfRequest = new WeakMap<object, CookieJar>();
let fetchHooked = false;

function hookFetch(): void {
  if (fetchHooked) return;
  fetchHooked = true;
  const originalFetch = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const response = await originalFetch(input, init);
    const jar = init ? jarOfRequest.get(init) : undefined;
    const fallback = response.headers.get('X-Fallback-Cookies');
    // The SDK stores the header only on success; mirror that.
    if (jar && fallback && response.status < 400) jar.onChange(fallback);
    return response;
  };
}

export function createWebClient(endpoint: string, projectId: string): WebClient {
  hookFetch();
  const client = new Client().setEndpoint(endpoint).setProject(projectId);
  const jar: CookieJar = {
    fallback: null,
    onChange(value) {
      jar.fallback = value;
      // Realtime authenticates with config.session (read before localStorage), so the socket
      // signs in as this client's user too. Only the header set by setSession() travels over HTTP.
      client.config.session = sessionCookie() ?? '';
    },
  };
  const prepare = client.prepareRequest.bind(client);
  client.prepareRequest = (method, url, headers, params) => {
    const prepared = prepare(method, url, headers, params);
    const sent = prepared.options.headers as Record<string, string>;
    delete sent['X-Fallback-Cookies'];
    if (jar.fallback) sent['X-Fallback-Cookies'] = jar.fallback;
    jarOfRequest.set(prepared.options, jar);
    return prepared;
  };
  const sessionCookie = (): string | null => {
    if (!jar.fallback) return null;
    try {
      const parsed = JSON.parse(jar.fallback) as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
      const value = (parsed as Record<string, unknown>)[`a_session_${projectId}`];
      return typeof value === 'string' && value ? value : null;
    } catch {
      return null;
    }
  };
  return {
    client,
    account: new Account(client),
    tablesDB: new TablesDB(client),
    storage: new Storage(client),
    functions: new Functions(client),
    teams: new Teams(client),
    sessionCookie,
    fallbackCookies: () => jar.fallback,
  };
}

export interface Credentials {
  email: string;
  password: string;
  name?: string;
}

export interface SignedInUser extends WebClient {
  user: Models.User<Models.Preferences>;
  session: Models.Session;
}

/** Anything with the dev server's endpoint and project id, e.g. the `TestServer` from harness.ts. */
export interface ServerAddress {
  endpoint: string;
  projectId: string;
}

/** A fresh web client signed in with email + password. */
export async function signIn(t: ServerAddress, credentials: Credentials): Promise<SignedInUser> {
  const web = createWebClient(t.endpoint, t.projectId);
  const session = await web.account.createEmailPasswordSession({
    email: credentials.email,
    password: credentials.password,
  });
  const user = await web.account.get();
  return { ...web, user, session };
}

/** Creates the account (`account.create`) and signs in, as a new visitor would. */
export async function signUpAndSignIn(t: ServerAddress, credentials: Credentials): Promise<SignedInUser> {
  const web = createWebClient(t.endpoint, t.projectId);
  await web.account.create({
    userId: ID.unique(),
    email: credentials.email,
    password: credentials.password,
    name: credentials.name,
  });
  const session = await web.account.createEmailPasswordSession({
    email: credentials.email,
    password: credentials.password,
  });
  const user = await web.account.get();
  return { ...web, user, session };
}

/** The HTTP status a web-SDK call ends with: 200 when it resolves, the Appwrite error's code when it fails. */
export async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (err) {
    if (err instanceof AppwriteException) return err.code;
    throw err;
  }
}

// The google-one-tap function run by the dev server and called as the browser calls it: a guest
// execution through the SDK, then account.createSession with the answer. Google is a local key
// set (GOOGLE_JWKS_URL) and a test client id (GOOGLE_CLIENT_ID), given as project variables.
import { Client as WebClient, Account as WebAccount, Functions as WebFunctions } from 'appwrite';
import { ID, Query, Users, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import main from '../src/main.ts';
import {
  createSigningKey,
  googleClaims,
  serveJwks,
  signIdToken,
  type JwksServer,
  type TestSigningKey,
} from './test-google.ts';

const CLIENT_ID = '4321-one-tap-test.apps.googleusercontent.com';

let t: TestServer;
let jwks: JwksServer;
let google: TestSigningKey;
let users: Users;

beforeAll(async () => {
  google = createSigningKey('test-kid-1');
  jwks = await serveJwks([google]);
  t = await startTestServer();
  // Read when the function's runtime starts, i.e. at the first execution below.
  t.dev.deps.config.projectVariables = { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwks.url };
  users = new Users(t.serverClient());
});
afterAll(async () => {
  await t?.close();
  await jwks?.close();
});

const browserClient = () => new WebClient().setEndpoint(t.endpoint).setProject(t.projectId);
const uniqueEmail = (label: string) =>
  `one-tap.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

async function oneTap(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const execution = await new WebFunctions(browserClient()).createExecution({
    functionId: 'google-one-tap',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(execution.status, execution.errors).toBe('completed');
  return { status: execution.responseStatusCode, body: JSON.parse(execution.responseBody) as Record<string, unknown> };
}

async function userByEmail(email: string): Promise<Models.User<Models.Preferences> | undefined> {
  return (await users.list({ queries: [Query.equal('email', email)] })).users[0];
}

describe('google-one-tap through the dev server', () => {
  it('signs up a new Google user: verified e-mail, Google name, no labels, and a token the browser turns into a session', async () => {
    const email = uniqueEmail('new');
    const answer = await oneTap({
      credential: signIdToken(google, googleClaims(CLIENT_ID, email, { name: 'Asha Verma' })),
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['secret', 'userId']);
    const { userId, secret } = answer.body as { userId: string; secret: string };

    const user = await users.get({ userId });
    expect(user).toMatchObject({ email, name: 'Asha Verma', emailVerification: true, labels: [] });

    const client = browserClient();
    const session = await new WebAccount(client).createSession({ userId, secret });
    expect(session.userId).toBe(userId);
    // The token is one-time: a replay is refused.
    await expect(new WebAccount(browserClient()).createSession({ userId, secret })).rejects.toMatchObject({
      code: 401,
    });
  });

  it('signs an existing verified user in to the same account (matching the e-mail case-insensitively)', async () => {
    const email = uniqueEmail('existing');
    const existing = await users.create({
      userId: ID.unique(),
      email,
      password: 'correct-horse-9',
      name: 'Existing Person',
    });
    await users.updateEmailVerification({ userId: existing.$id, emailVerification: true });
    const answer = await oneTap({ credential: signIdToken(google, googleClaims(CLIENT_ID, email.toUpperCase())) });
    expect(answer.status).toBe(200);
    expect(answer.body.userId).toBe(existing.$id);
    // The account keeps its own name; Google's is used only for new accounts.
    expect((await users.get({ userId: existing.$id })).name).toBe('Existing Person');
  });

  it('refuses an existing account whose e-mail was never verified (pre-hijacking)', async () => {
    const email = uniqueEmail('unverified');
    await users.create({ userId: ID.unique(), email, password: 'someone-elses-9', name: 'Squatter' });
    const answer = await oneTap({ credential: signIdToken(google, googleClaims(CLIENT_ID, email)) });
    expect(answer).toMatchObject({ status: 409, body: { code: 'email_not_verified_here' } });
  });

  it('grants nothing from the token or the request: extra claims and fields are ignored', async () => {
    const email = uniqueEmail('claims');
    const victim = await users.create({ userId: ID.unique(), email: uniqueEmail('victim'), name: 'Victim' });
    const credential = signIdToken(google, googleClaims(CLIENT_ID, email, { labels: ['admin'], role: 'admin' }));
    const answer = await oneTap({ credential, userId: victim.$id, email: 'admin@instamg.test', labels: ['admin'] });
    expect(answer.status).toBe(200);
    expect(answer.body.userId).not.toBe(victim.$id);
    expect(await users.get({ userId: answer.body.userId as string })).toMatchObject({ email, labels: [] });
  });

  it('rejects a forged or foreign credential with 401 and a clear message, creating no user', async () => {
    const email = uniqueEmail('rejected');
    const forger = createSigningKey(google.kid);
    const cases: Array<[string, string]> = [
      [signIdToken(google, googleClaims('someone-else.apps.googleusercontent.com', email)), 'wrong_audience'],
      [signIdToken(forger, googleClaims(CLIENT_ID, email)), 'bad_signature'],
      [signIdToken(google, googleClaims(CLIENT_ID, email, { email_verified: false })), 'email_not_verified'],
      [
        signIdToken(google, googleClaims(CLIENT_ID, email, { exp: Math.floor(Date.now() / 1000) - 3600 })),
        'token_expired',
      ],
    ];
    for (const [credential, code] of cases) {
      const answer = await oneTap({ credential });
      expect(answer.status, code).toBe(401);
      expect(answer.body.code).toBe(code);
      expect(answer.body.message).toEqual(expect.stringMatching(/Google credential|Google account/));
    }
    expect((await oneTap({ credential: 'not-a-jwt' })).body).toMatchObject({ code: 'malformed_token' });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('answers 400 for a body without a credential or not JSON', async () => {
    expect(await oneTap({})).toMatchObject({ status: 400, body: { code: 'missing_credential' } });
    expect(await oneTap('credential=abc')).toMatchObject({ status: 400, body: { code: 'invalid_body' } });
  });

  it('fetched the key set once for all of the sign-ins above', () => {
    expect(jwks.hits()).toBe(1);
  });
});

describe('google-one-tap handler without configuration', () => {
  const context = (method = 'POST') => {
    const replies: Array<{ body: unknown; status: number | undefined }> = [];
    const ctx = {
      req: { bodyText: '{"credential":"x.y.z"}', headers: {}, method },
      res: { json: (body: unknown, status?: number) => replies.push({ body, status }) },
      log: () => {},
      error: () => {},
    };
    return { ctx, replies };
  };

  it('answers 503 not_configured when GOOGLE_CLIENT_ID is unset, and 405 for other methods', async () => {
    const saved = process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_CLIENT_ID;
    try {
      const post = context();
      await main(post.ctx);
      expect(post.replies).toEqual([
        { status: 503, body: { code: 'not_configured', message: 'Google sign-in is not configured on the server.' } },
      ]);
      const get = context('GET');
      await main(get.ctx);
      expect(get.replies[0]?.status).toBe(405);
    } finally {
      if (saved !== undefined) process.env.GOOGLE_CLIENT_ID = saved;
    }
  });

  it('answers 503 not_configured when GOOGLE_JWKS_URL names a key set that is neither Google’s nor on this machine', async () => {
    const saved = { id: process.env.GOOGLE_CLIENT_ID, jwks: process.env.GOOGLE_JWKS_URL };
    process.env.GOOGLE_CLIENT_ID = CLIENT_ID;
    process.env.GOOGLE_JWKS_URL = 'https://keys.attacker.example/certs';
    try {
      const post = context();
      await main(post.ctx);
      expect(post.replies).toEqual([
        { status: 503, body: { code: 'not_configured', message: 'Google sign-in is not configured on the server.' } },
      ]);
    } finally {
      for (const [name, value] of [
        ['GOOGLE_CLIENT_ID', saved.id],
        ['GOOGLE_JWKS_URL', saved.jwks],
      ] as const)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
  });
});

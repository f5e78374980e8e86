import { AuthenticationFactor, ID } from 'appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ABUSE_RULES } from '../../src/auth/abuse.ts';
import { remoteConfigured } from '../conformance/target.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { signUpAndSignIn } from '../web-client.ts';

/**
 * Appwrite's abuse limits on the sign-in, token, recovery, verification and MFA routes
 * (issue 14 item 3). Appwrite behaviour: with APPWRITE_ENDPOINT, APPWRITE_PROJECT_ID and
 * APPWRITE_API_KEY set (as for the conformance suite) the same requests go to a real Appwrite
 * 1.9 with `_APP_OPTIONS_ABUSE` enabled; otherwise to a dev server with the limits switched on.
 */
let endpoint: string;
let projectId: string;
let apiKey: string;
let local: TestServer | undefined;
let off: TestServer | undefined;

beforeAll(async () => {
  if (remoteConfigured) {
    endpoint = process.env.APPWRITE_ENDPOINT!.replace(/\/$/, '');
    projectId = process.env.APPWRITE_PROJECT_ID!;
    apiKey = process.env.APPWRITE_API_KEY!;
  } else {
    local = await startTestServer({ abuseLimits: true });
    ({ endpoint, projectId, apiKey } = local);
  }
});
afterAll(async () => {
  await local?.close();
  await off?.close();
});

let counter = 0;
const newEmail = (): string => `abuse${++counter}-${Date.now()}@example.in`;
const PASSWORD = 'correct horse battery';

async function call(
  path: string,
  method: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  base = endpoint,
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-appwrite-project': projectId, ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { type?: string };
  return {
    status: res.status,
    type: json.type,
    limit: res.headers.get('x-ratelimit-limit'),
    remaining: res.headers.get('x-ratelimit-remaining'),
    reset: res.headers.get('x-ratelimit-reset'),
  };
}

async function signUp(email: string): Promise<void> {
  const res = await call(
    '/users',
    'POST',
    { userId: ID.unique(), email, password: PASSWORD },
    { 'x-appwrite-key': apiKey },
  );
  expect(res.status).toBe(201);
}

const wrongSignIn = (email: string) => call('/account/sessions/email', 'POST', { email, password: 'not the password' });

describe('e-mail and password sign-in: 10 an hour per e-mail, as Appwrite', () => {
  it('answers the eleventh wrong password for one e-mail with 429 general_rate_limit_exceeded and X-RateLimit-* headers', async () => {
    const email = newEmail();
    await signUp(email);
    const seen: (string | null)[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await wrongSignIn(email);
      expect(res).toMatchObject({ status: 401, type: 'user_invalid_credentials', limit: '10' });
      seen.push(res.remaining);
    }
    // Remaining is counted before the hit, as Appwrite's TimeLimit does: 10, 9, … 1.
    expect(seen).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
    const blocked = await wrongSignIn(email);
    expect(blocked).toMatchObject({ status: 429, type: 'general_rate_limit_exceeded', limit: '10', remaining: '0' });
    const reset = Number(blocked.reset);
    expect(reset).toBeGreaterThan(Date.now() / 1000);
    expect(reset).toBeLessThanOrEqual(Date.now() / 1000 + 3600);
    // Even the right password waits for the window to pass.
    expect((await call('/account/sessions/email', 'POST', { email, password: PASSWORD })).status).toBe(429);
    // Another e-mail from the same address is its own key.
    const other = newEmail();
    await signUp(other);
    expect((await call('/account/sessions/email', 'POST', { email: other, password: PASSWORD })).status).toBe(201);
  });

  it('forgets the failed tries once a sign-in succeeds (abuse-reset 201), so a person who mistypes never meets the limit', async () => {
    const email = newEmail();
    await signUp(email);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await wrongSignIn(email)).status).toBe(401);
      expect((await call('/account/sessions/email', 'POST', { email, password: PASSWORD })).status).toBe(201);
    }
    expect((await wrongSignIn(email)).remaining).toBe('10');
  });

  it('never limits a server with an API key', async () => {
    const email = newEmail();
    await signUp(email);
    for (let i = 0; i < 12; i++)
      expect(
        (
          await call(
            '/account/sessions/email',
            'POST',
            { email, password: 'wrong password' },
            { 'x-appwrite-key': apiKey },
          )
        ).status,
      ).toBe(401);
  });
});

describe('codes, tokens and recovery', () => {
  it('limits e-mail codes to 10 an hour per e-mail', async () => {
    const email = newEmail();
    for (let i = 0; i < 10; i++)
      expect((await call('/account/tokens/email', 'POST', { userId: ID.unique(), email })).status).toBe(201);
    expect(await call('/account/tokens/email', 'POST', { userId: ID.unique(), email })).toMatchObject({
      status: 429,
      type: 'general_rate_limit_exceeded',
    });
  });

  it('limits wrong secrets for one user to 10 an hour (token sessions, keyed by IP and userId)', async () => {
    // E-mail codes are also limited per IP (the test above used them up); a server-made token is not.
    const userId = ID.unique();
    expect(
      (await call('/users', 'POST', { userId, email: newEmail(), password: PASSWORD }, { 'x-appwrite-key': apiKey }))
        .status,
    ).toBe(201);
    expect((await call(`/users/${userId}/tokens`, 'POST', {}, { 'x-appwrite-key': apiKey })).status).toBe(201);
    for (let i = 0; i < 10; i++)
      expect((await call('/account/sessions/token', 'POST', { userId, secret: `wrong${i}` })).status).toBe(401);
    expect(await call('/account/sessions/token', 'POST', { userId, secret: 'wrong again' })).toMatchObject({
      status: 429,
      type: 'general_rate_limit_exceeded',
    });
  });

  it('limits recovery e-mails to 10 an hour per e-mail', async () => {
    const email = newEmail();
    await signUp(email);
    for (let i = 0; i < 10; i++)
      expect(
        (await call('/account/recovery', 'POST', { email, url: 'http://localhost:3000/auth?mode=reset' })).status,
      ).toBe(201);
    expect(
      await call('/account/recovery', 'POST', { email, url: 'http://localhost:3000/auth?mode=reset' }),
    ).toMatchObject({ status: 429, type: 'general_rate_limit_exceeded' });
  });
});

describe('verification and MFA challenges (keyed by the signed-in user)', () => {
  it('limits verification e-mails and MFA e-mail challenges to 10 an hour per user', async () => {
    const user = await signUpAndSignIn({ endpoint, projectId }, { email: newEmail(), password: PASSWORD });
    for (let i = 0; i < 10; i++)
      await user.account.createEmailVerification({ url: 'http://localhost:3000/auth?mode=verify' });
    await expect(
      user.account.createEmailVerification({ url: 'http://localhost:3000/auth?mode=verify' }),
    ).rejects.toMatchObject({ code: 429, type: 'general_rate_limit_exceeded' });
    for (let i = 0; i < 10; i++) await user.account.createMFAChallenge({ factor: AuthenticationFactor.Email });
    await expect(user.account.createMFAChallenge({ factor: AuthenticationFactor.Email })).rejects.toMatchObject({
      code: 429,
      type: 'general_rate_limit_exceeded',
    });
  });
});

describe.skipIf(remoteConfigured)('the switch and the rule table (dev server)', () => {
  it('APPWRITE_DEV_ABUSE=disabled (the test and e2e default) counts nothing but still sends the headers', async () => {
    off = await startTestServer();
    const email = newEmail();
    const created = await fetch(`${off.endpoint}/users`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-appwrite-project': off.projectId,
        'x-appwrite-key': off.apiKey,
      },
      body: JSON.stringify({ userId: ID.unique(), email, password: PASSWORD }),
    });
    expect(created.status).toBe(201);
    for (let i = 0; i < 12; i++) {
      const res = await call(
        '/account/sessions/email',
        'POST',
        { email, password: 'not the password' },
        {},
        off.endpoint,
      );
      expect(res).toMatchObject({ status: 401, limit: '10', remaining: '10' });
    }
  });

  it('every rule names a route the dev server has', () => {
    const routes = new Set(local!.dev.router.routes.map((r) => `${r.method} ${r.pattern}`));
    expect(Object.keys(ACCOUNT_ABUSE_RULES).filter((key) => !routes.has(key))).toEqual([]);
  });
});

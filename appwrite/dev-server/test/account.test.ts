import { AppwriteException, ID } from 'appwrite';
import { Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents, type ServerEvent } from '../src/events.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { authShapeProblems as specProblems } from './account-shapes.ts';
import { createWebClient, signIn, signUpAndSignIn } from './web-client.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const newEmail = (): string => `shopper${++counter}-${Date.now()}@example.in`;
const PASSWORD = 'correct horse battery';

/** The rejection of a promise, as the SDK's AppwriteException. */
async function rejection(promise: Promise<unknown>): Promise<AppwriteException> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppwriteException) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

const api = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> =>
  fetch(`${t.endpoint}${path}`, {
    ...init,
    headers: { 'X-Appwrite-Project': t.projectId, 'content-type': 'application/json', ...init.headers },
  });

describe('account: sign-up to sign-out with the web SDK', () => {
  it('creates the account, signs in, reads and updates it, lists sessions, uses a JWT and signs out', async () => {
    const email = newEmail();
    const web = createWebClient(t.endpoint, t.projectId);
    const created = await web.account.create({ userId: ID.unique(), email, password: PASSWORD, name: 'Asha Rao' });
    expect(specProblems('user', created)).toEqual([]);
    expect(created).toMatchObject({
      email,
      name: 'Asha Rao',
      emailVerification: false,
      mfa: false,
      status: true,
      labels: [],
      prefs: {},
    });
    expect(created.targets).toEqual([
      expect.objectContaining({ providerType: 'email', identifier: email, userId: created.$id }),
    ]);

    const session = await web.account.createEmailPasswordSession({ email, password: PASSWORD });
    expect(specProblems('session', session)).toEqual([]);
    expect(session).toMatchObject({
      userId: created.$id,
      provider: 'email',
      providerUid: email,
      current: true,
      factors: ['password'],
      secret: '',
    });
    // A year, like Appwrite's default session length.
    expect(Date.parse(session.expire) - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect(web.sessionCookie()).toBeTruthy();

    const me = await web.account.get();
    expect(me.$id).toBe(created.$id);
    expect(specProblems('user', me)).toEqual([]);

    const withPrefs = await web.account.updatePrefs({ prefs: { language: 'hi', pincode: '560001' } });
    expect(withPrefs.prefs).toEqual({ language: 'hi', pincode: '560001' });
    expect(await web.account.getPrefs()).toEqual({ language: 'hi', pincode: '560001' });
    expect((await web.account.updateName({ name: 'Asha R.' })).name).toBe('Asha R.');

    const sessions = await web.account.listSessions();
    expect(specProblems('sessionList', sessions)).toEqual([]);
    expect(sessions.total).toBe(1);
    expect(sessions.sessions[0]).toMatchObject({ $id: session.$id, current: true });
    expect(await web.account.getSession({ sessionId: 'current' })).toMatchObject({ $id: session.$id, current: true });

    const { jwt } = await web.account.createJWT({ duration: 600 });
    expect(specProblems('jwt', { jwt })).toEqual([]);
    const viaJwt = createWebClient(t.endpoint, t.projectId);
    viaJwt.client.setJWT(jwt);
    expect((await viaJwt.account.get()).$id).toBe(created.$id);

    await web.account.deleteSession({ sessionId: 'current' });
    expect(web.fallbackCookies()).toBe('[]');
    const afterLogout = await rejection(web.account.get());
    expect(afterLogout).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });
    // A JWT dies with its session.
    expect((await rejection(viaJwt.account.get())).type).toBe('general_unauthorized_scope');
  });

  it('answers a wrong password with 401 user_invalid_credentials', async () => {
    const email = newEmail();
    await signUpAndSignIn(t, { email, password: PASSWORD });
    const err = await rejection(
      createWebClient(t.endpoint, t.projectId).account.createEmailPasswordSession({
        email,
        password: 'not the password',
      }),
    );
    expect(err).toMatchObject({ code: 401, type: 'user_invalid_credentials' });
    const unknown = await rejection(
      createWebClient(t.endpoint, t.projectId).account.createEmailPasswordSession({
        email: 'nobody@example.in',
        password: PASSWORD,
      }),
    );
    expect(unknown.type).toBe('user_invalid_credentials');
  });

  it("refuses guests on /account with Appwrite's scope error", async () => {
    const err = await rejection(createWebClient(t.endpoint, t.projectId).account.get());
    expect(err.code).toBe(401);
    expect(err.type).toBe('general_unauthorized_scope');
    expect(err.message).toBe('User (role: guests) missing scopes (["account"])');
  });

  it('validates sign-up input and refuses duplicates', async () => {
    const web = createWebClient(t.endpoint, t.projectId);
    const short = await rejection(web.account.create({ userId: ID.unique(), email: newEmail(), password: 'short' }));
    expect(short).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    expect(short.message).toContain('password');
    expect(
      (await rejection(web.account.create({ userId: ID.unique(), email: 'not-an-email', password: PASSWORD }))).type,
    ).toBe('general_argument_invalid');
    expect(
      (await rejection(web.account.create({ userId: '-bad id', email: newEmail(), password: PASSWORD }))).type,
    ).toBe('general_argument_invalid');
    const email = newEmail();
    await web.account.create({ userId: ID.unique(), email, password: PASSWORD });
    const dup = await rejection(
      web.account.create({ userId: ID.unique(), email: email.toUpperCase(), password: PASSWORD }),
    );
    expect(dup).toMatchObject({ code: 409, type: 'user_already_exists' });
  });

  it('refuses a second sign-in while a session is active', async () => {
    const email = newEmail();
    const user = await signUpAndSignIn(t, { email, password: PASSWORD });
    const err = await rejection(user.account.createEmailPasswordSession({ email, password: PASSWORD }));
    expect(err).toMatchObject({ code: 401, type: 'user_session_already_exists' });
  });

  it('changes the password only with the old one, and email/phone only with the password', async () => {
    const email = newEmail();
    const user = await signUpAndSignIn(t, { email, password: PASSWORD });
    expect(
      (await rejection(user.account.updatePassword({ password: 'a brand new secret', oldPassword: 'wrong old one' })))
        .type,
    ).toBe('user_invalid_credentials');
    const updated = await user.account.updatePassword({ password: 'a brand new secret', oldPassword: PASSWORD });
    expect(updated.passwordUpdate).not.toBe(user.user.passwordUpdate);
    expect((await rejection(user.account.updatePhone({ phone: '+919812345678', password: PASSWORD }))).type).toBe(
      'user_invalid_credentials',
    );
    expect((await rejection(user.account.updatePhone({ phone: '98123', password: 'a brand new secret' }))).type).toBe(
      'general_argument_invalid',
    );
    expect((await user.account.updatePhone({ phone: '+919812345678', password: 'a brand new secret' })).phone).toBe(
      '+919812345678',
    );
    const newAddress = newEmail();
    const moved = await user.account.updateEmail({ email: newAddress, password: 'a brand new secret' });
    expect(moved).toMatchObject({ email: newAddress, emailVerification: false });
    await user.account.deleteSessions();
    await signIn(t, { email: newAddress, password: 'a brand new secret' });
  });

  it('lists identities and logs with the list shapes of the spec', async () => {
    const user = await signUpAndSignIn(t, { email: newEmail(), password: PASSWORD });
    const identities = await user.account.listIdentities();
    expect(specProblems('identityList', identities)).toEqual([]);
    expect(identities.total).toBe(0);
    expect(specProblems('logList', await user.account.listLogs())).toEqual([]);
  });
});

describe('account: events for the realtime account channel', () => {
  it('publishes sign-in, prefs and sign-out to the user alone', async () => {
    const seen: ServerEvent[] = [];
    const listener = (e: ServerEvent): void => {
      seen.push(e);
    };
    serverEvents.on('event', listener);
    try {
      const user = await signUpAndSignIn(t, { email: newEmail(), password: PASSWORD });
      await user.account.updatePrefs({ prefs: { theme: 'dark' } });
      await user.account.deleteSession({ sessionId: 'current' });
      const id = user.user.$id;
      const mine = seen.filter((e) => e.channels.includes(`account.${id}`));
      expect(mine.map((e) => e.events[0])).toEqual([
        `users.${id}.create`,
        `users.${id}.sessions.${user.session.$id}.create`,
        `users.${id}.update.prefs`,
        `users.${id}.sessions.${user.session.$id}.delete`,
      ]);
      for (const e of mine) {
        expect(e.channels).toEqual(['account', `account.${id}`]);
        expect(e.readRoles).toEqual([`user:${id}`]);
      }
      expect(mine[2]!.payload).toMatchObject({ $id: id, prefs: { theme: 'dark' } });
      expect(JSON.stringify(mine)).not.toMatch(/"secret":"[^"]/);
    } finally {
      serverEvents.off('event', listener);
    }
  });
});

describe('account: how the session travels', () => {
  async function signedInRaw(): Promise<{
    userId: string;
    cookieValue: string;
    setCookies: string[];
    fallback: string | null;
  }> {
    const email = newEmail();
    const user = await signUpAndSignIn(t, { email, password: PASSWORD });
    await user.account.deleteSessions();
    const res = await api('/account/sessions/email', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(201);
    const setCookies = res.headers.getSetCookie();
    const main = setCookies.find((c) => c.startsWith(`a_session_${t.projectId}=`))!;
    const cookieValue = decodeURIComponent(main.split(';')[0]!.split('=').slice(1).join('='));
    return { userId: user.user.$id, cookieValue, setCookies, fallback: res.headers.get('X-Fallback-Cookies') };
  }

  it('sets the session cookie and its legacy twin (HttpOnly, legacy without SameSite) plus X-Fallback-Cookies', async () => {
    const { userId, cookieValue, setCookies, fallback } = await signedInRaw();
    expect(JSON.parse(Buffer.from(cookieValue, 'base64').toString('utf8'))).toEqual({
      id: userId,
      secret: expect.any(String),
    });
    const main = setCookies.find((c) => c.startsWith(`a_session_${t.projectId}=`))!;
    const legacy = setCookies.find((c) => c.startsWith(`a_session_${t.projectId}_legacy=`))!;
    expect(main.toLowerCase()).toContain('httponly');
    expect(main.toLowerCase()).toContain('samesite=none');
    expect(legacy.toLowerCase()).toContain('httponly');
    expect(legacy.toLowerCase()).not.toContain('samesite');
    expect(JSON.parse(fallback!)).toEqual({ [`a_session_${t.projectId}`]: cookieValue });
  });

  it('authenticates by cookie, legacy cookie, X-Appwrite-Session and X-Fallback-Cookies', async () => {
    const { userId, cookieValue } = await signedInRaw();
    const name = `a_session_${t.projectId}`;
    const ways: Record<string, string>[] = [
      { cookie: `${name}=${encodeURIComponent(cookieValue)}` },
      { cookie: `${name}_legacy=${encodeURIComponent(cookieValue)}` },
      { 'X-Appwrite-Session': cookieValue },
      { 'X-Fallback-Cookies': JSON.stringify({ [name]: cookieValue }) },
    ];
    for (const headers of ways) {
      const res = await api('/account', { headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(((await res.json()) as Record<string, unknown>).$id).toBe(userId);
    }
    const forged = Buffer.from(JSON.stringify({ id: userId, secret: 'forged' })).toString('base64');
    expect((await api('/account', { headers: { 'X-Appwrite-Session': forged } })).status).toBe(401);
  });

  it('rejects a bad JWT and a JWT sent together with a session', async () => {
    const { cookieValue } = await signedInRaw();
    const bad = await api('/account', { headers: { 'X-Appwrite-JWT': 'not.a.jwt' } });
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as Record<string, unknown>).type).toBe('user_jwt_invalid');
    const jwtRes = await api('/account/jwts', {
      method: 'POST',
      headers: { 'X-Appwrite-Session': cookieValue },
      body: '{}',
    });
    const { jwt } = (await jwtRes.json()) as { jwt: string };
    const both = await api('/account', { headers: { 'X-Appwrite-Session': cookieValue, 'X-Appwrite-JWT': jwt } });
    expect(both.status).toBe(400);
    expect(((await both.json()) as Record<string, unknown>).type).toBe('user_jwt_and_cookie_set');
  });

  it('logout expires both cookies and empties the fallback store', async () => {
    const { cookieValue } = await signedInRaw();
    const res = await api('/account/sessions/current', {
      method: 'DELETE',
      headers: { 'X-Appwrite-Session': cookieValue },
      body: '{}',
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('X-Fallback-Cookies')).toBe('[]');
    const cleared = res.headers.getSetCookie();
    expect(cleared).toHaveLength(2);
    for (const c of cleared) expect(c).toMatch(/=; .*expires=Thu, 01 Jan 1970/);
    expect((await api('/account', { headers: { 'X-Appwrite-Session': cookieValue } })).status).toBe(401);
  });
});

describe('account: nobody becomes admin by asking', () => {
  it('ignores role/label fields sent at sign-up and in prefs and name', async () => {
    const email = newEmail();
    const res = await api('/account', {
      method: 'POST',
      body: JSON.stringify({
        userId: ID.unique(),
        email,
        password: PASSWORD,
        name: 'admin',
        role: 'admin',
        labels: ['admin'],
        prefs: { role: 'admin' },
        emailVerification: true,
      }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { $id: string; labels: string[]; emailVerification: boolean; prefs: object };
    expect(created).toMatchObject({ labels: [], emailVerification: false, prefs: {} });

    const user = await signIn(t, { email, password: PASSWORD });
    await user.account.updatePrefs({ prefs: { role: 'admin', labels: ['admin'] } });
    await user.account.updateName({ name: 'label:admin' });
    const fromServer = await new Users(t.serverClient()).get({ userId: created.$id });
    expect(fromServer.labels).toEqual([]);
    const auth = t.dev.deps;
    const { rolesForUserId } = await import('../src/auth/roles.ts');
    const roles = rolesForUserId(auth, created.$id);
    expect(roles.filter((r) => r.startsWith('label:') || r.startsWith('team:'))).toEqual([]);
    expect(roles).toEqual([
      'any',
      'users',
      `user:${created.$id}`,
      'users/unverified',
      `user:${created.$id}/unverified`,
    ]);
  });
});

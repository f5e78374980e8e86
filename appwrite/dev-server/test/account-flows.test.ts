import { AppwriteException, ID, OAuthProvider } from 'appwrite';
import { Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authShapeProblems } from './account-shapes.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createWebClient, signIn, signUpAndSignIn } from './web-client.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const newEmail = (): string => `flow${++counter}-${Date.now()}@example.in`;
const PASSWORD = 'correct horse battery';
const APP = 'http://localhost:3000';

interface OutboxMessage {
  $id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  channel?: string;
}

/** The newest dev-outbox message for an address (what a person would open in their inbox). */
async function latestMail(to: string): Promise<OutboxMessage> {
  const res = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  const { messages } = (await res.json()) as { messages: OutboxMessage[] };
  expect(messages.length).toBeGreaterThan(0);
  return messages[0]!;
}

async function rejection(promise: Promise<unknown>): Promise<AppwriteException> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppwriteException) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('email verification and password recovery through the dev outbox', () => {
  it('verifies the email with the emailed link', async () => {
    const email = newEmail();
    const user = await signUpAndSignIn(t, { email, password: PASSWORD });
    const token = await user.account.createEmailVerification({ url: `${APP}/verify` });
    expect(authShapeProblems('token', token)).toEqual([]);
    expect(token.secret).toBe('');

    const mail = await latestMail(email);
    expect(mail.subject).toBe('Account Verification');
    const link = new URL(mail.links[0]!);
    expect(link.origin + link.pathname).toBe(`${APP}/verify`);
    expect(mail.html).toContain('href=');
    const userId = link.searchParams.get('userId')!;
    const secret = link.searchParams.get('secret')!;
    expect(userId).toBe(user.user.$id);

    // A guest browser (the link may open anywhere) can confirm it.
    const guest = createWebClient(t.endpoint, t.projectId);
    expect((await rejection(guest.account.updateEmailVerification({ userId, secret: 'wrong' }))).type).toBe(
      'user_invalid_token',
    );
    await guest.account.updateEmailVerification({ userId, secret });
    expect((await user.account.get()).emailVerification).toBe(true);
    // Single use.
    expect((await rejection(guest.account.updateEmailVerification({ userId, secret }))).type).toBe(
      'user_invalid_token',
    );
  });

  it('resets a forgotten password with the emailed link', async () => {
    const email = newEmail();
    await signUpAndSignIn(t, { email, password: PASSWORD });
    const guest = createWebClient(t.endpoint, t.projectId);
    await guest.account.createRecovery({ email, url: `${APP}/reset-password` });
    const link = new URL((await latestMail(email)).links[0]!);
    const userId = link.searchParams.get('userId')!;
    const secret = link.searchParams.get('secret')!;
    expect((await rejection(guest.account.updateRecovery({ userId, secret, password: 'short' }))).type).toBe(
      'general_argument_invalid',
    );
    await guest.account.updateRecovery({ userId, secret, password: 'a fresh new password' });
    expect((await rejection(signIn(t, { email, password: PASSWORD }))).type).toBe('user_invalid_credentials');
    const back = await signIn(t, { email, password: 'a fresh new password' });
    expect(back.user.$id).toBe(userId);
    // An unknown address gets the same answer as a known one (no enumeration; docs/backend-verification.md).
    expect(
      authShapeProblems(
        'token',
        await guest.account.createRecovery({ email: 'nobody@example.in', url: `${APP}/reset` }),
      ),
    ).toEqual([]);
    expect((await rejection(guest.account.createRecovery({ email, url: 'javascript:alert(1)' }))).type).toBe(
      'general_argument_invalid',
    );
  });

  it('signs in with an emailed one-time code and marks the email verified', async () => {
    const email = newEmail();
    const guest = createWebClient(t.endpoint, t.projectId);
    const token = await guest.account.createEmailToken({ userId: ID.unique(), email });
    expect(authShapeProblems('token', token)).toEqual([]);
    const code = /\b(\d{6})\b/.exec((await latestMail(email)).text)![1]!;
    expect(
      (
        await rejection(
          guest.account.createSession({ userId: token.userId, secret: '000000' === code ? '111111' : '000000' }),
        )
      ).type,
    ).toBe('user_invalid_token');
    const session = await guest.account.createSession({ userId: token.userId, secret: code });
    expect(session).toMatchObject({ provider: 'email', factors: ['email'] });
    expect(await guest.account.get()).toMatchObject({ email, emailVerification: true });
  });

  it('phone sign-in (createPhoneToken) is off per the project setting: 501 user_auth_method_unsupported, as on Appwrite', async () => {
    // appwrite.json settings.auth.methods.phone = false (ADR 0007): SMS sign-in is the phone-sign-in function's.
    const guest = createWebClient(t.endpoint, t.projectId);
    const refused = await rejection(guest.account.createPhoneToken({ userId: ID.unique(), phone: '+919812345678' }));
    expect(refused).toMatchObject({
      code: 501,
      type: 'user_auth_method_unsupported',
      message: 'Phone authentication is disabled for this project',
    });
    // Nobody was signed up for the number.
    expect((await new Users(t.serverClient()).list({ search: '+919812345678' })).total).toBe(0);
  });

  it("with the phone method on, createPhoneToken is Appwrite's: signs up on first use, answers the holder's id, one live code at a time", async () => {
    t.dev.deps.config.authMethods = { phone: true };
    try {
      const phone = `+9198${String(Date.now()).slice(-8)}`;
      const guest = createWebClient(t.endpoint, t.projectId);
      const first = await guest.account.createPhoneToken({ userId: ID.unique(), phone });
      expect(authShapeProblems('token', first)).toEqual([]);
      const stale = /\b(\d{6})\b/.exec((await latestMail(phone)).text)![1]!;
      // Asking again replaces the code; the answer names the account that holds the number (Appwrite).
      const again = await guest.account.createPhoneToken({ userId: ID.unique(), phone });
      expect(again.userId).toBe(first.userId);
      const sms = await latestMail(phone);
      expect(sms).toMatchObject({ channel: 'sms' });
      const code = /\b(\d{6})\b/.exec(sms.text)![1]!;
      expect((await rejection(guest.account.createSession({ userId: first.userId, secret: stale }))).type).toBe(
        'user_invalid_token',
      );
      const session = await guest.account.createSession({ userId: again.userId, secret: code });
      expect(session).toMatchObject({ provider: 'phone', factors: ['phone'], userId: first.userId });
      expect(await guest.account.get()).toMatchObject({ phone, phoneVerification: true, email: '' });
      // A malformed number is Appwrite's 400.
      const other = createWebClient(t.endpoint, t.projectId);
      expect(
        (await rejection(other.account.createPhoneToken({ userId: ID.unique(), phone: '98765 43210' }))).code,
      ).toBe(400);
    } finally {
      t.dev.deps.config.authMethods = undefined;
    }
  });

  it('shows the outbox as a page a person can use', async () => {
    const res = await fetch(`${t.endpoint}/dev/outbox.html`);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Development only');
    expect(html).toContain('Account Verification');
  });
});

describe("OAuth2 with Google through the dev server's consent page", () => {
  /** The URL the SDK would send the browser to, built by the SDK itself. */
  function oauthStartUrl(success: string, failure: string): string {
    const web = createWebClient(t.endpoint, t.projectId);
    // Without window.location the SDK returns the URL instead of navigating.
    return web.account.createOAuth2Token({
      provider: OAuthProvider.Google,
      success,
      failure,
      scopes: ['email'],
    }) as unknown as string;
  }

  async function consent(startUrl: string, form: Record<string, string>): Promise<URL> {
    const start = await fetch(startUrl, { redirect: 'manual' });
    expect(start.status).toBe(301);
    const consentUrl = new URL(start.headers.get('location')!);
    const page = await fetch(consentUrl);
    const html = await page.text();
    expect(html).toContain('Development stand-in for Google');
    const state = /name="state" value="([^"]+)"/.exec(html)![1]!;
    const submit = await fetch(consentUrl.origin + consentUrl.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, ...form }).toString(),
      redirect: 'manual',
    });
    expect([301, 302]).toContain(submit.status);
    return new URL(submit.headers.get('location')!);
  }

  it('creates the user, links the identity and returns to success with userId and secret', async () => {
    const email = newEmail();
    const back = await consent(oauthStartUrl(`${APP}/auth/done`, `${APP}/auth/failed`), {
      email,
      name: 'Ravi Kumar',
      action: 'allow',
    });
    expect(back.origin + back.pathname).toBe(`${APP}/auth/done`);
    const userId = back.searchParams.get('userId')!;
    const secret = back.searchParams.get('secret')!;

    const web = createWebClient(t.endpoint, t.projectId);
    const session = await web.account.createSession({ userId, secret });
    expect(authShapeProblems('session', session)).toEqual([]);
    // The stand-in proves nothing (anyone types any e-mail): one factor, never Appwrite's OAuth2 two.
    expect(session.factors).toEqual(['oauth2']);
    expect(await web.account.get()).toMatchObject({ $id: userId, email, name: 'Ravi Kumar', emailVerification: true });
    const identities = await web.account.listIdentities();
    expect(authShapeProblems('identityList', identities)).toEqual([]);
    expect(identities.identities).toEqual([
      expect.objectContaining({ provider: 'google', providerEmail: email, userId }),
    ]);
    // The secret works once.
    expect(
      (await rejection(createWebClient(t.endpoint, t.projectId).account.createSession({ userId, secret }))).type,
    ).toBe('user_invalid_token');
  });

  it('links Google to an existing account with the same email', async () => {
    const email = newEmail();
    const existing = await signUpAndSignIn(t, { email, password: PASSWORD });
    const back = await consent(oauthStartUrl(`${APP}/auth/done`, `${APP}/auth/failed`), { email, action: 'allow' });
    expect(back.searchParams.get('userId')).toBe(existing.user.$id);
  });

  it('sends a cancelled consent to the failure URL with the error', async () => {
    const back = await consent(oauthStartUrl(`${APP}/auth/done`, `${APP}/auth/failed`), { action: 'deny' });
    expect(back.origin + back.pathname).toBe(`${APP}/auth/failed`);
    expect(JSON.parse(back.searchParams.get('error')!)).toMatchObject({ type: 'user_oauth2_unauthorized' });
  });

  it('refuses success/failure URLs that are not http(s), and unknown providers', async () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'instamg://done']) {
      const res = await fetch(oauthStartUrl(bad, `${APP}/auth/failed`), { redirect: 'manual' });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Record<string, unknown>).type).toBe('general_argument_invalid');
    }
    const res = await fetch(
      `${t.endpoint}/account/tokens/oauth2/facebook?project=${t.projectId}&success=${encodeURIComponent(APP)}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(400);
  });

  it('goes to Google itself when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set', async () => {
    process.env.GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';
    process.env.GOOGLE_CLIENT_SECRET = 'test-secret';
    try {
      const res = await fetch(oauthStartUrl(`${APP}/auth/done`, `${APP}/auth/failed`), { redirect: 'manual' });
      expect(res.status).toBe(301);
      const google = new URL(res.headers.get('location')!);
      expect(google.origin + google.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
      expect(google.searchParams.get('client_id')).toBe('test-client.apps.googleusercontent.com');
      expect(google.searchParams.get('redirect_uri')).toBe(
        `${t.endpoint}/account/sessions/oauth2/callback/google/${t.projectId}`,
      );
      expect(google.searchParams.get('response_type')).toBe('code');
      expect(google.searchParams.get('state')).toBeTruthy();
      expect(res.headers.get('location')).not.toContain('test-secret');
    } finally {
      delete process.env.GOOGLE_CLIENT_ID;
      delete process.env.GOOGLE_CLIENT_SECRET;
    }
  });

  it('refuses a forged consent state', async () => {
    const res = await fetch(`${t.endpoint}/dev/oauth2/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: 'forged', email: 'x@example.in', action: 'allow' }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
  });

  it('session flow sets cookies and hands the fallback cookie to a success page on another site', async () => {
    const email = newEmail();
    const web = createWebClient(t.endpoint, t.projectId);
    const startUrl = web.account.createOAuth2Session({
      provider: OAuthProvider.Google,
      success: `${APP}/auth/done`,
      failure: `${APP}/auth/failed`,
    }) as unknown as string;
    const back = await consent(startUrl, { email, action: 'allow' });
    expect(back.searchParams.get('key')).toBe(`a_session_${t.projectId}`);
    const cookie = back.searchParams.get('secret')!;
    const me = await fetch(`${t.endpoint}/account`, {
      headers: { 'X-Appwrite-Project': t.projectId, 'X-Appwrite-Session': cookie },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as Record<string, unknown>).email).toBe(email);
  });

  it('the stand-in session counts as one factor: with MFA on it must still pass a challenge', async () => {
    const email = newEmail();
    const owner = await signUpAndSignIn(t, { email, password: PASSWORD });
    const users = new Users(t.serverClient());
    await users.updateEmailVerification({ userId: owner.user.$id, emailVerification: true });
    await owner.account.updateMFA({ mfa: true });
    // Token flow (createOAuth2Token → createSession) …
    const back = await consent(oauthStartUrl(`${APP}/auth/done`, `${APP}/auth/failed`), { email, action: 'allow' });
    const web = createWebClient(t.endpoint, t.projectId);
    const session = await web.account.createSession({
      userId: back.searchParams.get('userId')!,
      secret: back.searchParams.get('secret')!,
    });
    expect(session.factors).toEqual(['oauth2']);
    expect((await rejection(web.account.get())).type).toBe('user_more_factors_required');
    // … and session flow (createOAuth2Session: cookie handed to the success page).
    const starter = createWebClient(t.endpoint, t.projectId);
    const startUrl = starter.account.createOAuth2Session({
      provider: OAuthProvider.Google,
      success: `${APP}/auth/done`,
      failure: `${APP}/auth/failed`,
    }) as unknown as string;
    const cookie = (await consent(startUrl, { email, action: 'allow' })).searchParams.get('secret')!;
    const me = await fetch(`${t.endpoint}/account`, {
      headers: { 'X-Appwrite-Project': t.projectId, 'X-Appwrite-Session': cookie },
    });
    expect(me.status).toBe(401);
    expect(((await me.json()) as { type: string }).type).toBe('user_more_factors_required');
  });
});

let phoneCounter = 0;
const newPhone = (): string => `+9197${String(Date.now() + ++phoneCounter).slice(-8)}`;

describe("recovery is Appwrite's (ADR 0007: the account-guard function does the rest)", () => {
  it('recovery ends the sessions, proves the e-mail and announces users.[userId].recovery.[tokenId].update', async () => {
    const email = newEmail();
    const phone = newPhone();
    const registrant = await signUpAndSignIn(t, { email, password: PASSWORD });
    await registrant.account.updatePhone({ phone, password: PASSWORD });
    const users = new Users(t.serverClient());
    const events: string[] = [];
    const { serverEvents } = await import('../src/events.ts');
    const listen = (e: { events: string[] }) => events.push(...e.events);
    serverEvents.on('event', listen);
    try {
      const guest = createWebClient(t.endpoint, t.projectId);
      await guest.account.createRecovery({ email, url: `${APP}/reset-password` });
      const link = new URL((await latestMail(email)).links[0]!);
      await guest.account.updateRecovery({
        userId: link.searchParams.get('userId')!,
        secret: link.searchParams.get('secret')!,
        password: 'the owner now holds this',
      });
    } finally {
      serverEvents.off('event', listen);
    }
    expect(events.some((e) => /^users\.[^.]+\.recovery\.[^.]+\.update$/.test(e))).toBe(true);
    // Appwrite ends the sessions; the phone it keeps is then removed by account-guard, which this
    // server runs on the event (its own SDK test, appwrite/functions/account-guard, covers that).
    expect((await rejection(registrant.account.get())).code).toBe(401);
    expect((await users.get({ userId: registrant.user.$id })).emailVerification).toBe(true);
  });
});

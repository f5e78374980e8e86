import { AppwriteException, AuthenticationFactor, AuthenticatorType } from 'appwrite';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authShapeProblems } from './account-shapes.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createWebClient, signUpAndSignIn, type SignedInUser } from './web-client.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const newEmail = (): string => `mfa${++counter}-${Date.now()}@example.in`;
const PASSWORD = 'correct horse battery';

async function rejection(promise: Promise<unknown>): Promise<AppwriteException> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppwriteException) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

/** What an authenticator app shows for this secret right now. */
const totpCode = (secret: string): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();

/** A fresh browser that has passed the password step only. */
async function passwordOnly(email: string): Promise<ReturnType<typeof createWebClient>> {
  const web = createWebClient(t.endpoint, t.projectId);
  await web.account.createEmailPasswordSession({ email, password: PASSWORD });
  return web;
}

describe('MFA with an authenticator app and recovery codes', () => {
  let email: string;
  let enrolled: SignedInUser;
  let totpSecret: string;
  let recoveryCodes: string[];

  it('enrols TOTP: create returns secret and otpauth URI, verify adds the totp factor to the session', async () => {
    email = newEmail();
    enrolled = await signUpAndSignIn(t, { email, password: PASSWORD });
    const type = await enrolled.account.createMFAAuthenticator({ type: AuthenticatorType.Totp });
    expect(authShapeProblems('mfaType', type)).toEqual([]);
    totpSecret = type.secret;
    const uri = new URL(type.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(totpSecret);
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain(email);

    const wrong = totpCode(totpSecret) === '000000' ? '111111' : '000000';
    expect(
      (await rejection(enrolled.account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp: wrong }))).type,
    ).toBe('user_invalid_token');
    const user = await enrolled.account.updateMFAAuthenticator({
      type: AuthenticatorType.Totp,
      otp: totpCode(totpSecret),
    });
    expect(authShapeProblems('user', user)).toEqual([]);
    expect((await enrolled.account.getSession({ sessionId: 'current' })).factors).toEqual(['password', 'totp']);
    expect((await rejection(enrolled.account.createMFAAuthenticator({ type: AuthenticatorType.Totp }))).type).toBe(
      'user_authenticator_already_verified',
    );
  });

  it('creates recovery codes once', async () => {
    const created = await enrolled.account.createMFARecoveryCodes();
    expect(authShapeProblems('mfaRecoveryCodes', created)).toEqual([]);
    recoveryCodes = created.recoveryCodes;
    expect(recoveryCodes).toHaveLength(6);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-f]{10}$/);
    expect(await rejection(enrolled.account.createMFARecoveryCodes())).toMatchObject({
      code: 409,
      type: 'user_recovery_codes_already_exists',
    });
  });

  it('once MFA is on, a new password sign-in must pass a TOTP challenge before get() works', async () => {
    expect((await enrolled.account.updateMFA({ mfa: true })).mfa).toBe(true);
    const web = await passwordOnly(email);
    expect(await rejection(web.account.get())).toMatchObject({ code: 401, type: 'user_more_factors_required' });
    // Other services are closed too, but the factor routes and logout stay open.
    const factors = await web.account.listMFAFactors();
    expect(authShapeProblems('mfaFactors', factors)).toEqual([]);
    expect(factors).toEqual({ totp: true, email: false, phone: false, recoveryCode: true });

    const challenge = await web.account.createMFAChallenge({ factor: AuthenticationFactor.Totp });
    expect(authShapeProblems('mfaChallenge', challenge)).toEqual([]);
    expect((await rejection(web.account.updateMFAChallenge({ challengeId: challenge.$id, otp: '12345' }))).type).toBe(
      'user_invalid_token',
    );
    const session = await web.account.updateMFAChallenge({ challengeId: challenge.$id, otp: totpCode(totpSecret) });
    expect(authShapeProblems('session', session)).toEqual([]);
    expect(session.factors).toEqual(['password', 'totp']);
    expect(Date.now() - Date.parse(session.mfaUpdatedAt)).toBeLessThan(60_000);
    expect((await web.account.get()).email).toBe(email);
  });

  it('accepts each recovery code once (the SDK sends factor "recoverycode")', async () => {
    const first = await passwordOnly(email);
    const c1 = await first.account.createMFAChallenge({ factor: AuthenticationFactor.Recoverycode });
    await first.account.updateMFAChallenge({ challengeId: c1.$id, otp: recoveryCodes[0]! });
    expect((await first.account.get()).email).toBe(email);

    const second = await passwordOnly(email);
    const c2 = await second.account.createMFAChallenge({ factor: AuthenticationFactor.Recoverycode });
    expect(
      (await rejection(second.account.updateMFAChallenge({ challengeId: c2.$id, otp: recoveryCodes[0]! }))).type,
    ).toBe('user_invalid_token');
    await second.account.updateMFAChallenge({ challengeId: c2.$id, otp: recoveryCodes[1]! });
    expect((await second.account.get()).email).toBe(email);
  });

  it('needs a recent challenge to read recovery codes or delete the authenticator', async () => {
    // The enrolling session never answered a challenge.
    expect(await rejection(enrolled.account.getMFARecoveryCodes())).toMatchObject({
      code: 401,
      type: 'user_challenge_required',
    });
    expect((await rejection(enrolled.account.deleteMFAAuthenticator({ type: AuthenticatorType.Totp }))).type).toBe(
      'user_challenge_required',
    );

    const fresh = await passwordOnly(email);
    const challenge = await fresh.account.createMFAChallenge({ factor: AuthenticationFactor.Totp });
    await fresh.account.updateMFAChallenge({ challengeId: challenge.$id, otp: totpCode(totpSecret) });
    const left = await fresh.account.getMFARecoveryCodes();
    expect(left.recoveryCodes).toEqual(recoveryCodes.slice(2));
    const regenerated = await fresh.account.updateMFARecoveryCodes();
    expect(regenerated.recoveryCodes).toHaveLength(6);
    await fresh.account.deleteMFAAuthenticator({ type: AuthenticatorType.Totp });
    expect((await fresh.account.listMFAFactors()).totp).toBe(false);
  });

  it('falls back to one factor when MFA is on but no second factor remains', async () => {
    // MFA is still on but TOTP is gone and the email is unverified: one factor is enough again.
    const web = await passwordOnly(email);
    expect((await web.account.get()).mfa).toBe(true);
  });
});

describe('MFA with a verified email as the second factor', () => {
  it('blocks a password sign-in until the emailed code is entered', async () => {
    const email = newEmail();
    const user = await signUpAndSignIn(t, { email, password: PASSWORD });
    await user.account.createEmailVerification({ url: 'http://localhost:3000/verify' });
    const mails = (await (await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      messages: { links: string[]; text: string }[];
    };
    const link = new URL(mails.messages[0]!.links[0]!);
    await user.account.updateEmailVerification({
      userId: link.searchParams.get('userId')!,
      secret: link.searchParams.get('secret')!,
    });
    await user.account.updateMFA({ mfa: true });

    const web = await passwordOnly(email);
    expect((await rejection(web.account.get())).type).toBe('user_more_factors_required');
    expect((await rejection(web.tablesDB.listRows({ databaseId: 'instamg', tableId: 'categories' }))).type).toBe(
      'user_more_factors_required',
    );
    expect(await web.account.listMFAFactors()).toEqual({ totp: false, email: true, phone: false, recoveryCode: false });
    expect((await rejection(web.account.createMFAChallenge({ factor: AuthenticationFactor.Totp }))).type).toBe(
      'user_authenticator_not_found',
    );
    const challenge = await web.account.createMFAChallenge({ factor: AuthenticationFactor.Email });
    // Read as the browser that is mid-MFA would: with its session, which must not block the outbox.
    const inbox = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(email)}`, {
      headers: { 'X-Appwrite-Project': t.projectId, 'X-Fallback-Cookies': web.fallbackCookies()! },
    });
    expect(inbox.status).toBe(200);
    const latest = (await inbox.json()) as { messages: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(latest.messages[0]!.text)![1]!;
    const session = await web.account.updateMFAChallenge({ challengeId: challenge.$id, otp: code });
    expect(session.factors).toEqual(['password', 'email']);
    expect((await web.account.get()).emailVerification).toBe(true);
  });

  it('uses a verified phone as the second factor (codes go to the dev outbox as SMS)', async () => {
    const email = newEmail();
    const phone = `+9198${String(Date.now()).slice(-8)}`;
    const user = await signUpAndSignIn(t, { email, password: PASSWORD });
    expect((await rejection(user.account.createPhoneVerification())).type).toBe('user_phone_not_found');
    await user.account.updatePhone({ phone, password: PASSWORD });
    const token = await user.account.createPhoneVerification();
    const sms = async (): Promise<string> => {
      const res = (await (await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(phone)}`)).json()) as {
        messages: { text: string }[];
      };
      return /\b(\d{6})\b/.exec(res.messages[0]!.text)![1]!;
    };
    await user.account.updatePhoneVerification({ userId: token.userId, secret: await sms() });
    expect((await user.account.get()).phoneVerification).toBe(true);
    await user.account.updateMFA({ mfa: true });

    const web = await passwordOnly(email);
    expect((await rejection(web.account.get())).type).toBe('user_more_factors_required');
    expect(await web.account.listMFAFactors()).toEqual({ totp: false, email: false, phone: true, recoveryCode: false });
    const challenge = await web.account.createMFAChallenge({ factor: AuthenticationFactor.Phone });
    const session = await web.account.updateMFAChallenge({ challengeId: challenge.$id, otp: await sms() });
    expect(session.factors).toEqual(['password', 'phone']);
    expect((await web.account.get()).phone).toBe(phone);
  });

  it('lets a session that still owes a factor sign out', async () => {
    const email = newEmail();
    const user = await signUpAndSignIn(t, { email, password: PASSWORD });
    const { secret } = await user.account.createMFAAuthenticator({ type: AuthenticatorType.Totp });
    await user.account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp: totpCode(secret) });
    await user.account.updateMFA({ mfa: true });
    const web = await passwordOnly(email);
    expect((await rejection(web.account.get())).type).toBe('user_more_factors_required');
    await web.account.deleteSession({ sessionId: 'current' });
    expect((await rejection(web.account.get())).type).toBe('general_unauthorized_scope');
  });
});

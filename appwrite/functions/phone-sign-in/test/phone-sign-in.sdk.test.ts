// Issue 32, "account takeover by pre-registration", closed the way production (real Appwrite 1.9)
// can do it (ADR 0007): Appwrite's phone method is off, SMS sign-in goes through the phone-sign-in
// function, and account-guard acts on Appwrite's recovery and session events. Real SDKs (appwrite
// in the browser's place, node-appwrite with the key to look) against the dev server, which runs
// both functions as Appwrite would.
import { AppwriteException, ID } from 'appwrite';
import { Functions, Query, Users, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { createWebClient, type WebClient } from '../../../dev-server/test/web-client.ts';

let t: TestServer;
let users: Users;
beforeAll(async () => {
  t = await startTestServer();
  users = new Users(t.serverClient());
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'correct horse battery';
let counter = 0;
const newEmail = (): string => `sms${++counter}-${Date.now()}@example.in`;
const newPhone = (): string => `+9196${String(Date.now() * 10 + ++counter).slice(-8)}`;

/** A browser of its own (its own session cookie). */
type Browser = WebClient;
const browser = (): Browser => createWebClient(t.endpoint, t.projectId);

async function outbox(to: string): Promise<{ text: string; channel: string; links: string[] }[]> {
  const res = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: { text: string; channel: string; links: string[] }[] }).messages;
}
const smsCode = async (phone: string): Promise<string> => /\b(\d{6})\b/.exec((await outbox(phone))[0]!.text)![1]!;

async function rejection(promise: Promise<unknown>): Promise<AppwriteException> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppwriteException) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

/** The function as the shell calls it: a guest execution. */
async function call(who: Browser, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const execution = await who.functions.createExecution({
    functionId: 'phone-sign-in',
    body: JSON.stringify(body),
  });
  expect(execution.status, execution.errors).toBe('completed');
  return { status: execution.responseStatusCode, body: JSON.parse(execution.responseBody) as Record<string, unknown> };
}

/** SMS sign-in the way the shell does it: send, read the SMS, verify, createSession. The account it opens. */
async function smsSignIn(phone: string): Promise<{ userId: string; who: Browser }> {
  const who = browser();
  const sent = await call(who, { action: 'send', phone });
  expect(sent.status).toBe(200);
  const verified = await call(who, {
    action: 'verify',
    challengeId: sent.body.challengeId,
    code: await smsCode(phone),
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const { userId, secret } = verified.body as { userId: string; secret: string };
  const session = await who.account.createSession({ userId, secret });
  expect((await who.account.get()).$id).toBe(session.userId);
  return { userId: session.userId, who };
}

/** Someone signs up with the victim's (unverified) e-mail and attaches their own phone. */
async function preRegister(options: { verifyPhone: boolean }) {
  const email = newEmail();
  const phone = newPhone();
  const attacker = browser();
  const user = await attacker.account.create({ userId: ID.unique(), email, password: PASSWORD });
  await attacker.account.createEmailPasswordSession({ email, password: PASSWORD });
  await attacker.account.updatePhone({ phone, password: PASSWORD });
  if (options.verifyPhone) {
    const token = await attacker.account.createPhoneVerification();
    await attacker.account.updatePhoneVerification({ userId: token.userId, secret: await smsCode(phone) });
  }
  return { email, phone, accountId: user.$id, attacker };
}

/** account-guard runs on the event after the call has answered (as on Appwrite): wait for its effect. */
async function eventually(userId: string, done: (user: Models.User<Models.Preferences>) => boolean) {
  const until = Date.now() + 15_000;
  for (;;) {
    const user = await users.get({ userId });
    if (done(user)) return user;
    if (Date.now() > until) throw new Error(`account-guard did not act on ${userId}: ${JSON.stringify(user)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** account-guard's finished executions so far, and a wait until one more has finished. */
const guardRuns = async (): Promise<number> =>
  (
    await new Functions(t.serverClient()).listExecutions({
      functionId: 'account-guard',
      queries: [Query.equal('status', ['completed', 'failed']), Query.limit(1)],
    })
  ).total;
async function guardRan(before: number): Promise<void> {
  const until = Date.now() + 15_000;
  while ((await guardRuns()) <= before) {
    if (Date.now() > until) throw new Error('account-guard did not run');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("Appwrite's own phone sign-in is off", () => {
  it('createPhoneToken is refused with 501 user_auth_method_unsupported (appwrite.json settings.auth.methods.phone = false)', async () => {
    const refused = await rejection(browser().account.createPhoneToken({ userId: ID.unique(), phone: newPhone() }));
    expect(refused).toMatchObject({ code: 501, type: 'user_auth_method_unsupported' });
  });
});

describe('phone-sign-in does not tell which account holds a number', () => {
  it('answers a new, an unverified-held and a verified-held number alike; the code opens the verified holder', async () => {
    const verified = await preRegister({ verifyPhone: true });
    const unverified = await preRegister({ verifyPhone: false });
    const shapes = new Set<string>();
    for (const phone of [verified.phone, unverified.phone, newPhone()]) {
      const sent = await call(browser(), { action: 'send', phone });
      expect(sent.status).toBe(200);
      expect(Object.keys(sent.body).sort()).toEqual(['challengeId', 'expire']);
      expect(sent.body.challengeId).toMatch(/^[a-z0-9]{20}$/);
      shapes.add(JSON.stringify(Object.keys(sent.body).sort()));
    }
    expect(shapes.size).toBe(1);
    expect((await smsSignIn(verified.phone)).userId).toBe(verified.accountId);
  });

  it('a wrong code is refused; three tries end the code, even when sent in parallel; a code opens once', async () => {
    const phone = newPhone();
    const who = browser();
    const sent = await call(who, { action: 'send', phone });
    const code = await smsCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = await Promise.all(
      Array.from({ length: 6 }, () => call(who, { action: 'verify', challengeId: sent.body.challengeId, code: wrong })),
    );
    expect(tries.map((x) => x.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(tries[0]!.body.code).toBe('sms_code_invalid');
    // The tries are spent: the right code no longer opens anything.
    expect((await call(who, { action: 'verify', challengeId: sent.body.challengeId, code })).status).toBe(401);

    const again = await call(who, { action: 'send', phone });
    const fresh = await smsCode(phone);
    const both = await Promise.all([
      call(who, { action: 'verify', challengeId: again.body.challengeId, code: fresh }),
      call(who, { action: 'verify', challengeId: again.body.challengeId, code: fresh }),
    ]);
    expect(both.map((x) => x.status).sort()).toEqual([200, 401]);
  });

  it('refuses a number that is not an Indian mobile before sending anything', async () => {
    const answer = await call(browser(), { action: 'send', phone: '+4915112345678' });
    expect(answer).toMatchObject({ status: 400, body: { code: 'phone_invalid' } });
  });
});

describe('account takeover by pre-registration (through the function path)', () => {
  it('phone sign-in does not enter an account through a number never verified on it', async () => {
    const { phone, accountId } = await preRegister({ verifyPhone: false });
    const { userId } = await smsSignIn(phone);
    expect(userId).not.toBe(accountId);
    // Whoever proved the number holds it now; the account that never verified it no longer lists it.
    expect(await users.get({ userId })).toMatchObject({ phone, phoneVerification: true });
    expect((await users.get({ userId: accountId })).phone).toBe('');
  });

  it('after the owner resets the password, the phone the registrant attached (and verified) is gone and their sessions end', async () => {
    const { email, phone, accountId, attacker } = await preRegister({ verifyPhone: true });
    const owner = browser();
    await owner.account.createRecovery({ email, url: 'http://localhost:3000/reset-password' });
    const link = new URL((await outbox(email))[0]!.links[0]!);
    await owner.account.updateRecovery({
      userId: link.searchParams.get('userId')!,
      secret: link.searchParams.get('secret')!,
      password: 'the owner now holds this',
    });
    // The label is the guard's last step: once it is there, the rest is done.
    const after = await eventually(accountId, (u) => u.labels.includes('emailproven'));
    expect(after.phone).toBe('');
    expect(after).toMatchObject({ email, emailVerification: true, phoneVerification: false });
    expect((await rejection(attacker.account.get())).code).toBe(401);
    // The attacker's SMS sign-in now lands in an account of its own, not the owner's.
    expect((await smsSignIn(phone)).userId).not.toBe(accountId);
    // The owner's password works.
    const back = browser();
    await back.account.createEmailPasswordSession({ email, password: 'the owner now holds this' });
    expect((await back.account.get()).$id).toBe(accountId);
  });

  it('the first e-mailed code into a pre-registered account takes it: the registrant’s password, phone and sessions end', async () => {
    const { email, phone, accountId, attacker } = await preRegister({ verifyPhone: true });
    const owner = browser();
    const token = await owner.account.createEmailToken({ userId: ID.unique(), email });
    const code = /\b(\d{6})\b/.exec((await outbox(email))[0]!.text)![1]!;
    await owner.account.createSession({ userId: token.userId, secret: code });
    await eventually(accountId, (u) => u.labels.includes('emailproven'));
    expect(await users.get({ userId: accountId })).toMatchObject({ phone: '', emailVerification: true });
    expect((await rejection(attacker.account.get())).code).toBe(401);
    expect((await rejection(browser().account.createEmailPasswordSession({ email, password: PASSWORD }))).type).toBe(
      'user_invalid_credentials',
    );
    expect((await smsSignIn(phone)).userId).not.toBe(accountId);
    // The owner's own session stays.
    expect((await owner.account.get()).$id).toBe(accountId);
  });

  it('an account whose e-mail is already proven is not taken again by a later e-mailed code', async () => {
    const email = newEmail();
    const who = browser();
    const user = await who.account.create({ userId: ID.unique(), email, password: PASSWORD });
    await users.updateLabels({ userId: user.$id, labels: ['emailproven'] });
    await users.updateEmailVerification({ userId: user.$id, emailVerification: true });
    const other = browser();
    await other.account.createEmailToken({ userId: ID.unique(), email });
    const code = /\b(\d{6})\b/.exec((await outbox(email))[0]!.text)![1]!;
    const ran = await guardRuns();
    await other.account.createSession({ userId: user.$id, secret: code });
    // Once the guard has run on that session, the password still signs in.
    await guardRan(ran);
    await who.account.createEmailPasswordSession({ email, password: PASSWORD });
    expect((await who.account.get()).$id).toBe(user.$id);
  });
});

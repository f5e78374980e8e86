import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import {
  Account,
  AppwriteException,
  AuthenticationFactor,
  AuthenticatorType,
  Client,
  Databases,
  ExecutionMethod,
  ID,
  Locale,
  OAuthProvider,
  Query,
  type Models,
} from 'appwrite';
import {
  Messaging as ServerMessaging,
  Functions as ServerFunctions,
  Storage as ServerStorage,
  TablesDB as ServerTablesDB,
  Teams as ServerTeams,
  Users,
} from 'node-appwrite';
import { InputFile } from 'node-appwrite/file';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSpec, SPEC_PATH } from '../spec/openapi.ts';
import { Recorder } from '../spec/recorder.ts';
import { browser, codeIn, keyClient, latestMessage, linkParams, openTarget, type Target } from './target.ts';

/**
 * Conformance: the product's Appwrite calls, made through the real SDKs (web `appwrite@26.2.0` as
 * users, `node-appwrite@27.1.0` with a key), each JSON response validated against the official
 * 1.9.x spec for its operation. Results are asserted too, not only shapes. The coverage report
 * (which spec operations were exercised) is printed and written to
 * `.data/conformance/coverage.md` — docs/backend-verification.md explains how to read it.
 */
const spec = loadSpec();
if (!spec) console.warn(`conformance: official spec not found at ${SPEC_PATH}, schema validation SKIPPED`);
const recorder = new Recorder(spec);
const DB = 'instamg';
const PASSWORD = 'Quiet-river-42';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let seq = 0;
const email = (who: string): string => `${who}-${run}-${++seq}@example.in`;

let target: Target;
let key: ReturnType<typeof keyClient>;
let onDev = true;

beforeAll(async () => {
  target = await openTarget();
  onDev = target.kind === 'dev-server';
  key = keyClient(target, recorder);
});

afterAll(async () => {
  writeCoverage();
  await target?.close();
});

// Every response recorded during a test must match its schema: checked per test so a failure names the case.
let mark = 0;
beforeEach(() => {
  mark = recorder.calls.length;
});
afterEach(() => {
  const problems = recorder.calls.slice(mark).flatMap((c) => c.problems.map((p) => `${c.method} ${c.path}: ${p}`));
  expect(problems, 'responses that do not match the official spec').toEqual([]);
});

async function rejection(promise: Promise<unknown>): Promise<AppwriteException> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppwriteException || (err as { name?: string }).name === 'AppwriteException')
      return err as AppwriteException;
    throw err;
  }
  throw new Error('expected the call to be rejected');
}

async function signedUp(
  who: string,
): Promise<ReturnType<typeof browser> & { email: string; user: Models.User<Models.Preferences> }> {
  const web = browser(target, recorder);
  const address = email(who);
  await web.account.create({ userId: ID.unique(), email: address, password: PASSWORD, name: who });
  await web.account.createEmailPasswordSession({ email: address, password: PASSWORD });
  return { ...web, email: address, user: await web.account.get() };
}

const totpCode = (secret: string, offsetSeconds = 0): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

describe('account', () => {
  it('sign-up, email/password session, get, prefs, name, phone, password, logs', async () => {
    const web = browser(target, recorder);
    const address = email('asha');
    const created = await web.account.create({
      userId: ID.unique(),
      email: address,
      password: PASSWORD,
      name: 'Asha Rao',
    });
    expect(created).toMatchObject({ email: address, name: 'Asha Rao', labels: [], emailVerification: false });
    const session = await web.account.createEmailPasswordSession({ email: address, password: PASSWORD });
    expect(session).toMatchObject({ userId: created.$id, provider: 'email', current: true });
    expect((await web.account.get()).$id).toBe(created.$id);

    await web.account.updatePrefs({ prefs: { language: 'hi', pincode: '110075' } });
    expect(await web.account.getPrefs()).toEqual({ language: 'hi', pincode: '110075' });
    expect((await web.account.updateName({ name: 'Asha R.' })).name).toBe('Asha R.');
    expect((await web.account.updatePhone({ phone: '+919876500001', password: PASSWORD })).phone).toBe('+919876500001');
    const newEmail = email('asha-new');
    expect((await web.account.updateEmail({ email: newEmail, password: PASSWORD })).email).toBe(newEmail);
    await web.account.updatePassword({ password: 'Second-river-43', oldPassword: PASSWORD });
    const wrong = await rejection(
      browser(target, recorder).account.createEmailPasswordSession({ email: newEmail, password: PASSWORD }),
    );
    expect([wrong.code, wrong.type]).toEqual([401, 'user_invalid_credentials']);
    const logs = await web.account.listLogs();
    expect(logs.total).toBeGreaterThanOrEqual(0);
  });

  it('sessions: list, get/update/delete current, delete all; anonymous session', async () => {
    const a = await signedUp('sessions');
    const second = browser(target, recorder);
    await second.account.createEmailPasswordSession({ email: a.email, password: PASSWORD });
    const list = await a.account.listSessions();
    expect(list.total).toBe(2);
    expect(list.sessions.filter((s) => s.current)).toHaveLength(1);
    const current = await a.account.getSession({ sessionId: 'current' });
    expect(current.current).toBe(true);
    expect((await a.account.updateSession({ sessionId: 'current' })).$id).toBe(current.$id);
    await second.account.deleteSession({ sessionId: 'current' });
    expect((await a.account.listSessions()).total).toBe(1);
    await a.account.deleteSessions();
    expect((await rejection(a.account.get())).code).toBe(401);

    const anonymous = browser(target, recorder);
    const anon = await anonymous.account.createAnonymousSession();
    expect(anon.provider).toBe('anonymous');
    expect((await anonymous.account.get()).email).toBe('');
  });

  it('JWT: a client with X-Appwrite-JWT acts as the user', async () => {
    const a = await signedUp('jwt');
    const { jwt } = await a.account.createJWT();
    expect(jwt.split('.')).toHaveLength(3);
    const viaJwt = new Client().setEndpoint(target.endpoint).setProject(target.projectId).setJWT(jwt);
    recorder.watch(viaJwt);
    expect((await new Account(viaJwt).get()).$id).toBe(a.user.$id);
  });

  it('email verification and password recovery through the dev outbox', async (ctx) => {
    if (!onDev) ctx.skip();
    const a = await signedUp('verify');
    await a.account.createEmailVerification({ url: 'http://localhost:3000/verify' });
    const verify = linkParams(await latestMessage(target, a.email));
    await a.account.updateEmailVerification({ userId: verify.userId!, secret: verify.secret! });
    expect((await a.account.get()).emailVerification).toBe(true);

    const guest = browser(target, recorder);
    await guest.account.createRecovery({ email: a.email, url: 'http://localhost:3000/reset' });
    const recovery = linkParams(await latestMessage(target, a.email));
    await guest.account.updateRecovery({
      userId: recovery.userId!,
      secret: recovery.secret!,
      password: 'Recovered-pass-7',
    });
    await guest.account.createEmailPasswordSession({ email: a.email, password: 'Recovered-pass-7' });
    expect((await guest.account.get()).$id).toBe(a.user.$id);
  });

  it('email OTP and magic URL tokens become sessions', async (ctx) => {
    if (!onDev) ctx.skip();
    const a = await signedUp('otp');
    const guest = browser(target, recorder);
    const token = await guest.account.createEmailToken({ userId: a.user.$id, email: a.email });
    expect(token.userId).toBe(a.user.$id);
    const session = await guest.account.createSession({
      userId: a.user.$id,
      secret: codeIn(await latestMessage(target, a.email)),
    });
    expect(session.userId).toBe(a.user.$id);

    const other = browser(target, recorder);
    await other.account.createMagicURLToken({ userId: a.user.$id, email: a.email, url: 'http://localhost:3000/magic' });
    const link = linkParams(await latestMessage(target, a.email));
    expect((await other.account.updateMagicURLSession({ userId: link.userId!, secret: link.secret! })).userId).toBe(
      a.user.$id,
    );
  });

  it('OAuth2 token flow for google via the local consent page, then identities', async (ctx) => {
    if (!onDev) ctx.skip();
    const web = browser(target, recorder);
    const url = web.account.createOAuth2Token({
      provider: OAuthProvider.Google,
      success: 'http://localhost:3000/auth/ok',
      failure: 'http://localhost:3000/auth/fail',
    });
    if (typeof url !== 'string') throw new Error('createOAuth2Token should return the URL outside a browser');
    const start = await fetch(url, { redirect: 'manual' });
    expect([301, 302]).toContain(start.status);
    recorder.record('GET', new URL(url).pathname, undefined);
    const consent = new URL(start.headers.get('location')!);
    const googleEmail = email('google');
    const back = await fetch(consent.origin + consent.pathname, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state: consent.searchParams.get('state')!,
        action: 'allow',
        email: googleEmail,
        name: 'Google User',
      }).toString(),
    });
    const success = new URL(back.headers.get('location')!);
    expect(success.origin + success.pathname).toBe('http://localhost:3000/auth/ok');
    const session = await web.account.createSession({
      userId: success.searchParams.get('userId')!,
      secret: success.searchParams.get('secret')!,
    });
    expect(session.provider).toBe('oauth2');
    expect((await web.account.get()).email).toBe(googleEmail);
    const identities = await web.account.listIdentities();
    expect(identities.identities).toEqual([
      expect.objectContaining({ provider: 'google', providerEmail: googleEmail }),
    ]);
    await web.account.deleteIdentity({ identityId: identities.identities[0]!.$id });
    expect((await web.account.listIdentities()).total).toBe(0);
  });

  it('OAuth2 session flow for google: the consent page sets the session cookie', async (ctx) => {
    if (!onDev) ctx.skip();
    const web = browser(target, recorder);
    // In a browser createOAuth2Session navigates; outside one the SDK cannot, so the URL is built the same way.
    const start = new URL(`${target.endpoint}/account/sessions/oauth2/google`);
    start.search = new URLSearchParams({
      project: target.projectId,
      success: 'http://localhost:3000/auth/ok',
      failure: 'http://localhost:3000/auth/fail',
    }).toString();
    const redirect = await fetch(start, { redirect: 'manual' });
    expect([301, 302]).toContain(redirect.status);
    recorder.record('GET', start.pathname, undefined);
    const consent = new URL(redirect.headers.get('location')!);
    const googleEmail = email('google-session');
    const back = await fetch(consent.origin + consent.pathname, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state: consent.searchParams.get('state')!,
        action: 'allow',
        email: googleEmail,
        name: 'Google Session',
      }).toString(),
    });
    expect(back.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/auth\/ok/);
    const cookie = back.headers.getSetCookie().find((c) => c.startsWith(`a_session_${target.projectId}=`));
    expect(cookie).toBeTruthy();
    const value = cookie!.split(';')[0]!.split('=').slice(1).join('=');
    web.client.setSession(value);
    expect((await web.account.get()).email).toBe(googleEmail);
  });

  it('MFA: TOTP authenticator, recovery codes, enforcement, challenges, disable', async () => {
    const a = await signedUp('mfa');
    const { secret } = await a.account.createMfaAuthenticator({ type: AuthenticatorType.Totp });
    await a.account.updateMfaAuthenticator({ type: AuthenticatorType.Totp, otp: totpCode(secret) });
    const { recoveryCodes } = await a.account.createMfaRecoveryCodes();
    expect(recoveryCodes.length).toBeGreaterThanOrEqual(6);
    expect((await rejection(a.account.createMfaRecoveryCodes())).type).toBe('user_recovery_codes_already_exists');
    expect((await a.account.updateMFA({ mfa: true })).mfa).toBe(true);
    expect(await a.account.listMfaFactors()).toMatchObject({ totp: true, recoveryCode: true });

    // A new sign-in owes a second factor: everything but the mfa routes is refused.
    const second = browser(target, recorder);
    await second.account.createEmailPasswordSession({ email: a.email, password: PASSWORD });
    expect((await rejection(second.account.get())).type).toBe('user_more_factors_required');
    expect((await second.account.listMfaFactors()).totp).toBe(true);
    const challenge = await second.account.createMfaChallenge({ factor: AuthenticationFactor.Totp });
    await second.account.updateMfaChallenge({ challengeId: challenge.$id, otp: totpCode(secret) });
    expect((await second.account.get()).$id).toBe(a.user.$id);

    // A recovery code is a factor too, and works once.
    const third = browser(target, recorder);
    await third.account.createEmailPasswordSession({ email: a.email, password: PASSWORD });
    const byCode = await third.account.createMfaChallenge({ factor: AuthenticationFactor.Recoverycode });
    await third.account.updateMfaChallenge({ challengeId: byCode.$id, otp: recoveryCodes[0]! });
    expect((await third.account.get()).$id).toBe(a.user.$id);

    // A used recovery code is gone for good.
    const remaining = (await third.account.getMfaRecoveryCodes()).recoveryCodes;
    expect(remaining).toEqual(recoveryCodes.slice(1));
    const regenerated = await third.account.updateMfaRecoveryCodes();
    expect(regenerated.recoveryCodes).not.toEqual(recoveryCodes);
    await third.account.deleteMfaAuthenticator({ type: AuthenticatorType.Totp });
    expect((await third.account.updateMFA({ mfa: false })).mfa).toBe(false);
  });

  it('blocking one’s own account ends its sessions', async () => {
    const a = await signedUp('leaver');
    expect((await a.account.updateStatus()).status).toBe(false);
    expect(
      (
        await rejection(
          browser(target, recorder).account.createEmailPasswordSession({ email: a.email, password: PASSWORD }),
        )
      ).type,
    ).toBe('user_blocked');
  });
});

describe('users (server, API key)', () => {
  it('create, list, get, labels', async () => {
    const users = new Users(key);
    const address = email('ops');
    const created = await users.create({ userId: ID.unique(), email: address, password: PASSWORD, name: 'Ops Person' });
    expect(created.email).toBe(address);
    expect((await users.get({ userId: created.$id })).name).toBe('Ops Person');
    const list = await users.list({ queries: [Query.equal('email', address)] });
    expect(list.users.map((u) => u.$id)).toEqual([created.$id]);
    expect((await users.updateLabels({ userId: created.$id, labels: ['admin'] })).labels).toEqual(['admin']);
    expect(await users.updatePrefs({ userId: created.$id, prefs: { theme: 'dark' } })).toEqual({ theme: 'dark' });
    expect((await users.listMemberships({ userId: created.$id })).total).toBe(0);
  });
});

describe('messaging (server, API key)', () => {
  it('createEmail to users by id: the Message model; on the dev server the mail is in the outbox', async (ctx) => {
    const users = new Users(key);
    const address = email('mailed');
    const user = await users.create({ userId: ID.unique(), email: address, password: PASSWORD, name: 'Mailed' });
    const messageId = ID.unique();
    const message = await new ServerMessaging(key).createEmail({
      messageId,
      subject: `Licence notice ${run}`,
      content: 'Your drug licence expires in 30 days.',
      users: [user.$id],
    });
    expect(message).toMatchObject({
      $id: messageId,
      providerType: 'email',
      users: [user.$id],
      targets: [],
      topics: [],
    });
    expect(['processing', 'sent', 'failed']).toContain(message.status);
    const draft = await new ServerMessaging(key).createEmail({
      messageId: ID.unique(),
      subject: 'Draft',
      content: 'Not sent.',
      users: [user.$id],
      draft: true,
    });
    expect(draft.status).toBe('draft');
    if (!onDev) ctx.skip();
    const mail = await latestMessage(target, address);
    expect([mail.subject, mail.text]).toEqual([`Licence notice ${run}`, 'Your drug licence expires in 30 days.']);
  });

  it('createEmail with html: true, and a message id used twice is 409 message_already_exists (sent once)', async (ctx) => {
    const users = new Users(key);
    const address = email('mailed-html');
    const user = await users.create({ userId: ID.unique(), email: address, password: PASSWORD, name: 'Mailed' });
    const messageId = ID.unique();
    const send = () =>
      new ServerMessaging(key).createEmail({
        messageId,
        subject: `Order confirmation ${run}`,
        content: '<p>Total <b>&#8377;120</b> &amp; more</p>',
        users: [user.$id],
        html: true,
      });
    const message = await send();
    expect(message).toMatchObject({ $id: messageId, providerType: 'email', users: [user.$id] });
    expect(message.data).toMatchObject({ html: true });
    const again = await rejection(send());
    expect([again.code, again.type]).toEqual([409, 'message_already_exists']);
    if (!onDev) ctx.skip();
    const res = await fetch(`${target.endpoint}/dev/outbox?to=${encodeURIComponent(address)}`);
    const { messages } = (await res.json()) as { messages: { subject: string; text: string; html: string }[] };
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      subject: `Order confirmation ${run}`,
      text: 'Total ₹120 & more',
      html: '<p>Total <b>&#8377;120</b> &amp; more</p>',
    });
  });

  it('a browser session cannot send e-mail (no messages.write scope)', async () => {
    const a = await signedUp('no-mail');
    const refused = await rejection(
      a.client.call(
        'post',
        new URL(`${target.endpoint}/messaging/messages/email`),
        { 'content-type': 'application/json' },
        {
          messageId: 'unique()',
          subject: 'Spam',
          content: 'Spam',
          users: [a.user.$id],
        },
      ),
    );
    expect(refused.code).toBe(401);
  });
});

describe('locale', () => {
  it('every locale endpoint', async () => {
    const client = recorder.watch(new Client().setEndpoint(target.endpoint).setProject(target.projectId));
    const locale = new Locale(client);
    expect((await locale.get()).ip).toBeTruthy();
    expect((await locale.listCodes()).localeCodes.map((c) => c.code)).toEqual(expect.arrayContaining(['en', 'hi']));
    expect((await locale.listContinents()).continents.map((c) => c.code)).toContain('AS');
    expect((await locale.listCountries()).countries.map((c) => c.code)).toContain('IN');
    expect((await locale.listCountriesEU()).total).toBe(27);
    expect((await locale.listCountriesPhones()).phones).toContainEqual(
      expect.objectContaining({ countryCode: 'IN', code: '+91' }),
    );
    expect((await locale.listCurrencies()).currencies.map((c) => c.code)).toContain('INR');
    expect((await locale.listLanguages()).languages.map((l) => l.code)).toContain('hi');
  });
});

describe('teams and memberships', () => {
  it('create, list mine, get, rename, prefs, invite, accept, update roles, remove, delete', async () => {
    const owner = await signedUp('teamowner');
    const invitee = await signedUp('teammate');
    const team = await owner.teams.create({ teamId: ID.unique(), name: 'Store Dwarka', roles: ['owner'] });
    expect(team.total).toBe(1);
    expect((await owner.teams.list()).teams.map((t) => t.$id)).toContain(team.$id);
    expect((await owner.teams.get({ teamId: team.$id })).name).toBe('Store Dwarka');
    expect((await owner.teams.updateName({ teamId: team.$id, name: 'Store Dwarka Sec 6' })).name).toBe(
      'Store Dwarka Sec 6',
    );
    await owner.teams.updatePrefs({ teamId: team.$id, prefs: { city: 'Delhi' } });
    expect(await owner.teams.getPrefs({ teamId: team.$id })).toEqual({ city: 'Delhi' });

    const membership = await owner.teams.createMembership({
      teamId: team.$id,
      roles: ['staff'],
      email: invitee.email,
      url: 'http://localhost:3000/join',
    });
    expect(membership.confirm).toBe(false);
    if (onDev) {
      const invite = linkParams(await latestMessage(target, invitee.email));
      const accepted = await invitee.teams.updateMembershipStatus({
        teamId: team.$id,
        membershipId: invite.membershipId ?? membership.$id,
        userId: invite.userId!,
        secret: invite.secret!,
      });
      expect(accepted.confirm).toBe(true);
      expect((await invitee.teams.list()).teams.map((t) => t.$id)).toContain(team.$id);
    }
    expect((await owner.teams.listMemberships({ teamId: team.$id })).total).toBe(2);
    expect((await owner.teams.getMembership({ teamId: team.$id, membershipId: membership.$id })).roles).toEqual([
      'staff',
    ]);
    expect(
      (await owner.teams.updateMembership({ teamId: team.$id, membershipId: membership.$id, roles: ['manager'] }))
        .roles,
    ).toEqual(['manager']);
    await owner.teams.deleteMembership({ teamId: team.$id, membershipId: membership.$id });
    expect((await owner.teams.listMemberships({ teamId: team.$id })).total).toBe(1);
    await owner.teams.delete({ teamId: team.$id });
    expect((await rejection(owner.teams.get({ teamId: team.$id }))).code).toBe(404);
  });

  it('a key adds a member directly by user id (seed path)', async () => {
    const teams = new ServerTeams(key);
    const member = await new Users(key).create({ userId: ID.unique(), email: email('keymember'), password: PASSWORD });
    const team = await teams.create({ teamId: ID.unique(), name: 'Store by key' });
    const m = await teams.createMembership({ teamId: team.$id, roles: ['staff'], userId: member.$id });
    expect(m.confirm).toBe(true);
  });

  it('a row readable by team:T/owner and team:T/admin: the owner reads it, a staff member of T does not (issue 18 §8)', async () => {
    const teams = new ServerTeams(key);
    const [owner, staff] = [await signedUp('roleowner'), await signedUp('rolestaff')];
    const team = await teams.create({ teamId: ID.unique(), name: 'Store roles' });
    await teams.createMembership({ teamId: team.$id, roles: ['owner'], userId: owner.user.$id });
    await teams.createMembership({ teamId: team.$id, roles: ['staff'], userId: staff.user.$id });
    const paise = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, 0]));
    const row = await new ServerTablesDB(key).createRow({
      databaseId: DB,
      tableId: 'store_order_earnings',
      rowId: ID.unique(),
      permissions: [`read("team:${team.$id}/owner")`, `read("team:${team.$id}/admin")`],
      data: {
        store_id: `cf-${run}`,
        order_id: `cf-${run}-${++seq}`,
        delivered_at: new Date().toISOString(),
        order_status: 'delivered',
        ...paise([
          'item_value_paise',
          'delivery_fee_paise',
          'platform_coupon_paise',
          'gst_included_paise',
          'gross_paise',
          'taxable_value_paise',
          'commission_bps',
          'commission_paise',
          'gst_on_fees_bps',
          'commission_gst_paise',
          'tcs_bps',
          'tcs_paise',
          'tds_bps',
          'tds_paise',
          'cod_collected_paise',
          'net_paise',
          'refund_paise',
          'adjustment_gross_paise',
          'adjustment_commission_paise',
          'adjustment_commission_gst_paise',
          'adjustment_tcs_paise',
          'adjustment_tds_paise',
          'adjustment_net_paise',
        ]),
        computed_at: new Date().toISOString(),
      },
    });
    const get = { databaseId: DB, tableId: 'store_order_earnings', rowId: row.$id };
    expect((await owner.tablesDB.getRow(get)).$id).toBe(row.$id);
    expect((await rejection(staff.tablesDB.getRow(get))).code).toBe(404);
    const listed = await staff.tablesDB.listRows({ databaseId: DB, tableId: 'store_order_earnings', queries: [] });
    expect(listed.rows.map((r) => r.$id)).not.toContain(row.$id);
  });
});

/** Fixture products with known values, so each query family can be checked for the exact rows it returns. */
function product(
  id: string,
  name: string,
  salt: string,
  mrp: number,
  schedule: string,
  rx: boolean,
  gst: number,
  extra: Record<string, unknown> = {},
) {
  return {
    $id: id,
    name,
    slug: `${id}-${run}`,
    salt_composition: salt,
    salt_key: salt.toLowerCase(),
    dosage_form: 'tablet',
    pack_size: 'strip of 15 tablets',
    manufacturer: extra.manufacturer ?? 'Micro Labs',
    mrp,
    price: mrp,
    schedule,
    rx_required: rx,
    gst_rate: gst,
    hsn: '3004',
    category_id: 'conformance',
    ...extra,
  };
}

describe('tablesDB rows', () => {
  const tables = (): ServerTablesDB => new ServerTablesDB(key);
  const ids = (list: Models.RowList<Models.Row>): string[] => list.rows.map((r) => r.$id).sort();

  beforeAll(async () => {
    await tables()
      .deleteRows({ databaseId: DB, tableId: 'products', queries: [Query.equal('category_id', 'conformance')] })
      .catch(() => undefined);
    await tables().createRows({
      databaseId: DB,
      tableId: 'products',
      rows: [
        product('cf-dolo', 'Dolo 650', 'Paracetamol 650mg', 33.6, 'none', false, 5, {
          strength: '650mg',
          description: 'fever',
        }),
        product('cf-crocin', 'Crocin Advance', 'Paracetamol 500mg', 20.5, 'none', false, 5, {
          manufacturer: 'GSK',
          strength: '500mg',
        }),
        product('cf-calpol', 'Calpol 500', 'Paracetamol 500mg', 15, 'none', false, 5, { manufacturer: 'GSK' }),
        product('cf-azee', 'Azee 500', 'Azithromycin 500mg', 119.5, 'H', true, 5, {
          manufacturer: 'Cipla',
          strength: '500mg',
        }),
        product('cf-pan', 'Pan 40', 'Pantoprazole 40mg', 155, 'H', true, 5, { manufacturer: 'Alkem' }),
        product('cf-thermo', 'Digital Thermometer', 'Device', 250, 'none', false, 18, {
          hsn: '9025',
          dosage_form: 'device',
        }),
      ],
    });
  });

  it('create, get, update, upsert, increment/decrement, delete (user and key)', async () => {
    const a = await signedUp('rows');
    const row = await a.tablesDB.createRow({
      databaseId: DB,
      tableId: 'addresses',
      rowId: ID.unique(),
      data: {
        user_id: a.user.$id,
        name: 'Home',
        address_line1: 'Plot 4, Sector 6',
        city: 'New Delhi',
        state: 'Delhi',
        postal_code: '110075',
        is_default: true,
      },
    });
    expect(row.$permissions).toEqual(
      expect.arrayContaining([
        `read("user:${a.user.$id}")`,
        `update("user:${a.user.$id}")`,
        `delete("user:${a.user.$id}")`,
      ]),
    );
    expect((await a.tablesDB.getRow({ databaseId: DB, tableId: 'addresses', rowId: row.$id })).city).toBe('New Delhi');
    expect(
      (await a.tablesDB.updateRow({ databaseId: DB, tableId: 'addresses', rowId: row.$id, data: { city: 'Delhi' } }))
        .city,
    ).toBe('Delhi');
    const upserted = await a.tablesDB.upsertRow({
      databaseId: DB,
      tableId: 'addresses',
      rowId: row.$id,
      data: {
        user_id: a.user.$id,
        name: 'Home',
        address_line1: 'Plot 5',
        city: 'Delhi',
        state: 'Delhi',
        postal_code: '110075',
      },
    });
    expect(upserted.address_line1).toBe('Plot 5');
    const invalid = await rejection(
      a.tablesDB.createRow({
        databaseId: DB,
        tableId: 'addresses',
        rowId: ID.unique(),
        data: { user_id: a.user.$id, nonsense: 1 } as Record<string, unknown>,
      }),
    );
    expect([invalid.code, invalid.type]).toEqual([400, 'row_invalid_structure']);
    await a.tablesDB.deleteRow({ databaseId: DB, tableId: 'addresses', rowId: row.$id });
    expect((await rejection(a.tablesDB.getRow({ databaseId: DB, tableId: 'addresses', rowId: row.$id }))).type).toBe(
      'row_not_found',
    );

    const stock = await tables().createRow({
      databaseId: DB,
      tableId: 'store_inventory',
      rowId: ID.unique(),
      data: {
        store_id: `cf-store-${run}`,
        product_id: 'cf-dolo',
        batch: 'B1',
        expiry: '2027-06-30T00:00:00.000+00:00',
        stock: 10,
        selling_price: 30,
        mrp: 33.6,
      },
    });
    expect(
      (
        await tables().incrementRowColumn({
          databaseId: DB,
          tableId: 'store_inventory',
          rowId: stock.$id,
          column: 'stock',
          value: 5,
        })
      ).stock,
    ).toBe(15);
    expect(
      (
        await tables().decrementRowColumn({
          databaseId: DB,
          tableId: 'store_inventory',
          rowId: stock.$id,
          column: 'stock',
          value: 3,
          min: 0,
        })
      ).stock,
    ).toBe(12);
    const floor = await rejection(
      tables().decrementRowColumn({
        databaseId: DB,
        tableId: 'store_inventory',
        rowId: stock.$id,
        column: 'stock',
        value: 100,
        min: 0,
      }),
    );
    expect(floor.code).toBe(400);
    // A ceiling, as lib/money/refunds.ts bounds orders.refunded_paise by what was paid (issue 16 §5): refused past it, unchanged.
    const ceiling = await rejection(
      tables().incrementRowColumn({
        databaseId: DB,
        tableId: 'store_inventory',
        rowId: stock.$id,
        column: 'stock',
        value: 10,
        max: 20,
      }),
    );
    expect(ceiling.code).toBe(400);
    expect(
      (
        await tables().incrementRowColumn({
          databaseId: DB,
          tableId: 'store_inventory',
          rowId: stock.$id,
          column: 'stock',
          value: 8,
          max: 20,
        })
      ).stock,
    ).toBe(20);
    await tables().decrementRowColumn({
      databaseId: DB,
      tableId: 'store_inventory',
      rowId: stock.$id,
      column: 'stock',
      value: 8,
    });
    // Permissions alone (empty data), as lib/orders/fulfilment.ts syncContactAccess does: columns unchanged.
    const reshared = await tables().updateRow({
      databaseId: DB,
      tableId: 'store_inventory',
      rowId: stock.$id,
      data: {},
      permissions: ['read("label:admin")'],
    });
    expect([reshared.$permissions, reshared.stock]).toEqual([['read("label:admin")'], 12]);
  });

  it('bulk create/upsert/update/delete with a key', async () => {
    const tag = `bulk-${run}`;
    const rows = [1, 2, 3].map((n) => ({ $id: `${tag}-${n}`, key: `${tag}-${n}`, value: String(n) }));
    expect((await tables().createRows({ databaseId: DB, tableId: 'settings', rows })).total).toBe(3);
    expect(
      (
        await tables().upsertRows({
          databaseId: DB,
          tableId: 'settings',
          rows: rows.map((r) => ({ ...r, value: `u${r.value}` })),
        })
      ).total,
    ).toBe(3);
    const updated = await tables().updateRows({
      databaseId: DB,
      tableId: 'settings',
      data: { value: 'same' },
      queries: [Query.startsWith('key', tag)],
    });
    expect(updated.total).toBe(3);
    expect(
      (
        await tables().listRows({
          databaseId: DB,
          tableId: 'settings',
          queries: [Query.equal('value', 'same'), Query.startsWith('key', tag)],
        })
      ).total,
    ).toBe(3);
    expect(
      (await tables().deleteRows({ databaseId: DB, tableId: 'settings', queries: [Query.startsWith('key', tag)] }))
        .total,
    ).toBe(3);
  });

  const cases: [string, string[], string[]][] = [
    ['equal', [Query.equal('salt_composition', 'Paracetamol 500mg')], ['cf-calpol', 'cf-crocin']],
    ['equal (any of)', [Query.equal('$id', ['cf-pan', 'cf-azee'])], ['cf-azee', 'cf-pan']],
    ['notEqual', [Query.notEqual('schedule', 'none')], ['cf-azee', 'cf-pan']],
    ['lessThan', [Query.lessThan('mrp', 20.5)], ['cf-calpol']],
    ['lessThanEqual', [Query.lessThanEqual('mrp', 20.5)], ['cf-calpol', 'cf-crocin']],
    ['greaterThan', [Query.greaterThan('mrp', 155)], ['cf-thermo']],
    ['greaterThanEqual', [Query.greaterThanEqual('mrp', 155)], ['cf-pan', 'cf-thermo']],
    ['between', [Query.between('mrp', 20, 120)], ['cf-azee', 'cf-crocin', 'cf-dolo']],
    ['notBetween', [Query.notBetween('mrp', 20, 200)], ['cf-calpol', 'cf-thermo']],
    ['startsWith', [Query.startsWith('name', 'C')], ['cf-calpol', 'cf-crocin']],
    ['notStartsWith', [Query.notStartsWith('name', 'C')], ['cf-azee', 'cf-dolo', 'cf-pan', 'cf-thermo']],
    ['endsWith', [Query.endsWith('name', '500')], ['cf-azee', 'cf-calpol']],
    ['notEndsWith', [Query.notEndsWith('name', '0')], ['cf-crocin', 'cf-thermo']],
    ['contains (substring)', [Query.contains('salt_composition', 'thromy')], ['cf-azee']],
    ['notContains', [Query.notContains('salt_composition', 'Paracetamol')], ['cf-azee', 'cf-pan', 'cf-thermo']],
    ['search (fulltext index)', [Query.search('name', 'thermometer')], ['cf-thermo']],
    ['isNull', [Query.isNull('strength')], ['cf-calpol', 'cf-pan', 'cf-thermo']],
    ['isNotNull', [Query.isNotNull('strength')], ['cf-azee', 'cf-crocin', 'cf-dolo']],
    [
      'or',
      [Query.or([Query.equal('manufacturer', 'Alkem'), Query.greaterThan('gst_rate', 10)])],
      ['cf-pan', 'cf-thermo'],
    ],
    ['and', [Query.and([Query.equal('manufacturer', 'GSK'), Query.lessThan('mrp', 18)])], ['cf-calpol']],
    ['boolean equal', [Query.equal('rx_required', true)], ['cf-azee', 'cf-pan']],
  ];
  it.each(cases)('query %s returns exactly the matching rows', async (_name, queries, expected) => {
    const guest = browser(target, recorder);
    const list = await guest.tablesDB.listRows({
      databaseId: DB,
      tableId: 'products',
      queries: [Query.equal('category_id', 'conformance'), ...queries],
    });
    expect(ids(list)).toEqual(expected);
    expect(list.total).toBe(expected.length);
  });

  it('select, order, limit/offset, cursors, total=false', async () => {
    const guest = browser(target, recorder).tablesDB;
    const scope = Query.equal('category_id', 'conformance');
    const asc = await guest.listRows({ databaseId: DB, tableId: 'products', queries: [scope, Query.orderAsc('mrp')] });
    expect(asc.rows.map((r) => r.$id)).toEqual(['cf-calpol', 'cf-crocin', 'cf-dolo', 'cf-azee', 'cf-pan', 'cf-thermo']);
    const desc = await guest.listRows({
      databaseId: DB,
      tableId: 'products',
      queries: [scope, Query.orderDesc('mrp'), Query.limit(2), Query.offset(1)],
    });
    expect(desc.rows.map((r) => r.$id)).toEqual(['cf-pan', 'cf-azee']);
    expect(desc.total).toBe(6);
    const after = await guest.listRows({
      databaseId: DB,
      tableId: 'products',
      queries: [scope, Query.orderAsc('mrp'), Query.cursorAfter('cf-dolo'), Query.limit(2)],
    });
    expect(after.rows.map((r) => r.$id)).toEqual(['cf-azee', 'cf-pan']);
    const before = await guest.listRows({
      databaseId: DB,
      tableId: 'products',
      queries: [scope, Query.orderAsc('mrp'), Query.cursorBefore('cf-dolo'), Query.limit(5)],
    });
    expect(before.rows.map((r) => r.$id)).toEqual(['cf-calpol', 'cf-crocin']);
    const selected = await guest.listRows({
      databaseId: DB,
      tableId: 'products',
      queries: [scope, Query.select(['name', 'mrp']), Query.equal('$id', 'cf-dolo')],
    });
    expect(selected.rows[0]).toMatchObject({ name: 'Dolo 650', mrp: 33.6 });
    expect(selected.rows[0]).not.toHaveProperty('salt_composition');
    const noTotal = await guest.listRows({
      databaseId: DB,
      tableId: 'products',
      queries: [scope, Query.limit(1)],
      total: false,
    });
    expect(noTotal.rows).toHaveLength(1);
    expect(noTotal.total).toBe(0);
    const unknown = await rejection(
      guest.listRows({ databaseId: DB, tableId: 'products', queries: [Query.equal('no_such_column', 'x')] }),
    );
    expect([unknown.code, unknown.type]).toEqual([400, 'general_query_invalid']);
    const noIndex = await rejection(
      guest.listRows({ databaseId: DB, tableId: 'products', queries: [Query.search('hsn', '3004')] }),
    );
    expect(noIndex.code).toBe(400);
  });

  it('geo queries on stores.location in metres on a 6,371 km sphere', async () => {
    const team = `cf-team-${run}`;
    const base = {
      address: 'x',
      city: 'New Delhi',
      state: 'Delhi',
      postal_code: '110075',
      phone: '+911100000000',
      drug_license_number: 'DL-SWD-20B-000001',
      gstin: '07AAAAA0000A1Z5',
    };
    // Dwarka Sec 6 (28.5921, 77.0460); 0.01° of latitude ≈ 1,112 m.
    await tables().createRows({
      databaseId: DB,
      tableId: 'stores',
      rows: [
        { $id: `cf-near-${run}`, name: 'Near', location: [77.046, 28.6011], team_id: `${team}-1`, ...base },
        { $id: `cf-mid-${run}`, name: 'Mid', location: [77.046, 28.6321], team_id: `${team}-2`, ...base },
        { $id: `cf-far-${run}`, name: 'Far', location: [77.046, 28.7921], team_id: `${team}-3`, ...base },
      ],
    });
    const here = [77.046, 28.5921];
    const within = async (queries: string[]): Promise<string[]> =>
      (
        await browser(target, recorder).tablesDB.listRows({
          databaseId: DB,
          tableId: 'stores',
          queries: [Query.startsWith('team_id', team), ...queries],
        })
      ).rows
        .map((r) => r.name as string)
        .sort();
    expect(await within([Query.distanceLessThan('location', here, 5000, true)])).toEqual(['Mid', 'Near']); // 1.0 km, 4.4 km
    expect(await within([Query.distanceLessThan('location', here, 1100, true)])).toEqual(['Near']);
    expect(await within([Query.distanceGreaterThan('location', here, 5000, true)])).toEqual(['Far']); // 22.2 km
    expect(await within([Query.distanceNotEqual('location', here, 0, true)])).toEqual(['Far', 'Mid', 'Near']);
  });
});

describe('legacy Databases API (documents), same storage as TablesDB', () => {
  it('create, get, list, update, upsert, increment/decrement, delete documents as a user', async () => {
    const a = await signedUp('legacy');
    const databases = new Databases(a.client);
    const doc = await databases.createDocument({
      databaseId: DB,
      collectionId: 'addresses',
      documentId: ID.unique(),
      data: {
        user_id: a.user.$id,
        name: 'Office',
        address_line1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postal_code: '560001',
        latitude: 12.97,
      },
    });
    expect(doc.$collectionId).toBe('addresses');
    // One store: the row is visible through TablesDB too.
    expect((await a.tablesDB.getRow({ databaseId: DB, tableId: 'addresses', rowId: doc.$id })).city).toBe('Bengaluru');
    expect((await databases.getDocument({ databaseId: DB, collectionId: 'addresses', documentId: doc.$id })).name).toBe(
      'Office',
    );
    expect(
      (
        await databases.listDocuments({
          databaseId: DB,
          collectionId: 'addresses',
          queries: [Query.equal('city', 'Bengaluru')],
        })
      ).documents.map((d) => d.$id),
    ).toEqual([doc.$id]);
    expect(
      (
        await databases.updateDocument({
          databaseId: DB,
          collectionId: 'addresses',
          documentId: doc.$id,
          data: { name: 'Work' },
        })
      ).name,
    ).toBe('Work');
    expect(
      (
        await databases.incrementDocumentAttribute({
          databaseId: DB,
          collectionId: 'addresses',
          documentId: doc.$id,
          attribute: 'latitude',
          value: 0.5,
        })
      ).latitude,
    ).toBeCloseTo(13.47);
    expect(
      (
        await databases.decrementDocumentAttribute({
          databaseId: DB,
          collectionId: 'addresses',
          documentId: doc.$id,
          attribute: 'latitude',
          value: 0.5,
        })
      ).latitude,
    ).toBeCloseTo(12.97);
    const upserted = await databases.upsertDocument({
      databaseId: DB,
      collectionId: 'addresses',
      documentId: doc.$id,
      data: {
        user_id: a.user.$id,
        name: 'Work',
        address_line1: '14 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postal_code: '560001',
      },
    });
    expect(upserted.address_line1).toBe('14 MG Road');
    await databases.deleteDocument({ databaseId: DB, collectionId: 'addresses', documentId: doc.$id });
    expect(
      (await rejection(databases.getDocument({ databaseId: DB, collectionId: 'addresses', documentId: doc.$id }))).type,
    ).toBe('document_not_found');
  });
});

describe('storage', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  it('user upload (single request and chunked), get, list, update, view/download, delete', async () => {
    const a = await signedUp('uploader');
    const small = await a.storage.createFile({
      bucketId: 'prescriptions',
      fileId: ID.unique(),
      file: new File([PNG], 'rx.png', { type: 'image/png' }),
    });
    expect(small).toMatchObject({ name: 'rx.png', sizeOriginal: PNG.length, chunksTotal: 1, chunksUploaded: 1 });
    expect(small.$permissions).toEqual(expect.arrayContaining([`read("user:${a.user.$id}")`]));

    // 6 MB > the SDK's 5 MB chunk: two requests with Content-Range and x-appwrite-id.
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    big.write('%PDF-1.4\n', 0);
    const chunked = await a.storage.createFile({
      bucketId: 'prescriptions',
      fileId: ID.unique(),
      file: new File([big], 'scan.pdf', { type: 'application/pdf' }),
    });
    expect(chunked).toMatchObject({ sizeOriginal: big.length, chunksTotal: 2, chunksUploaded: 2 });

    expect((await a.storage.getFile({ bucketId: 'prescriptions', fileId: chunked.$id })).name).toBe('scan.pdf');
    expect((await a.storage.listFiles({ bucketId: 'prescriptions' })).total).toBe(2);
    expect(
      (await a.storage.updateFile({ bucketId: 'prescriptions', fileId: small.$id, name: 'prescription.png' })).name,
    ).toBe('prescription.png');

    const storage = new ServerStorage(key);
    const downloaded = Buffer.from(await storage.getFileDownload({ bucketId: 'prescriptions', fileId: chunked.$id }));
    expect(downloaded.equals(big)).toBe(true);
    expect(Buffer.from(await storage.getFileView({ bucketId: 'prescriptions', fileId: small.$id })).equals(PNG)).toBe(
      true,
    );

    // The browser fetches view URLs itself, carrying its session.
    const viewUrl = a.storage.getFileView({ bucketId: 'prescriptions', fileId: small.$id });
    const asOwner = await fetch(viewUrl, { headers: { 'X-Fallback-Cookies': a.fallbackCookies()! } });
    expect(asOwner.status).toBe(200);
    const asGuest = await fetch(viewUrl);
    expect(asGuest.status).toBe(404);
    expect(await asGuest.json()).toMatchObject({ type: 'storage_file_not_found', code: 404 });

    await a.storage.deleteFile({ bucketId: 'prescriptions', fileId: small.$id });
    expect((await a.storage.listFiles({ bucketId: 'prescriptions' })).total).toBe(1);
    const wrongType = await rejection(
      a.storage.createFile({ bucketId: 'prescriptions', fileId: ID.unique(), file: new File(['x'], 'notes.exe') }),
    );
    expect(wrongType.type).toBe('storage_file_type_unsupported');
  });

  it('public product image: key upload, guest preview', async () => {
    const storage = new ServerStorage(key);
    const image = await storage.createFile({
      bucketId: 'product_images',
      fileId: ID.unique(),
      file: InputFile.fromBuffer(PNG, 'dolo.png'),
    });
    const preview = await storage.getFilePreview({ bucketId: 'product_images', fileId: image.$id, width: 64 });
    expect(preview.byteLength).toBeGreaterThan(0);
    const guest = await fetch(
      browser(target, recorder).storage.getFilePreview({ bucketId: 'product_images', fileId: image.$id }),
    );
    expect(guest.status).toBe(200);
    expect(guest.headers.get('content-type')).toMatch(/^image\//);
    await storage.deleteFile({ bucketId: 'product_images', fileId: image.$id });
  });
});

describe('functions', () => {
  it('store-locator: sync and async executions, get, list', async () => {
    const functions = new ServerFunctions(key);
    const guest = browser(target, recorder).functions;
    const body = JSON.stringify({ latitude: 28.5921, longitude: 77.046, radius: 5 });
    const sync = await guest.createExecution({
      functionId: 'store-locator',
      body,
      method: ExecutionMethod.POST,
      headers: { 'content-type': 'application/json' },
    });
    expect(sync.status, sync.errors).toBe('completed');
    expect(sync.responseStatusCode).toBe(200);
    expect(JSON.parse(sync.responseBody)).toBeTypeOf('object');
    const queued = await guest.createExecution({
      functionId: 'store-locator',
      body,
      async: true,
      method: ExecutionMethod.POST,
    });
    expect(['waiting', 'processing', 'completed']).toContain(queued.status);
    let done = queued;
    for (let i = 0; i < 100 && !['completed', 'failed'].includes(done.status); i++) {
      await new Promise((r) => setTimeout(r, 50));
      done = await functions.getExecution({ functionId: 'store-locator', executionId: queued.$id });
    }
    expect(done.status).toBe('completed');
    const list = await functions.listExecutions({ functionId: 'store-locator' });
    expect(list.executions.map((e) => e.$id)).toEqual(expect.arrayContaining([sync.$id, queued.$id]));
  });
});

describe('realtime', () => {
  it('rows channels of both families deliver a create event to a guest', async () => {
    // The web SDK's realtime needs a browser: a WebSocket (Node 20 has none) and `window` timers/localStorage.
    const g = globalThis as { WebSocket?: unknown; window?: unknown };
    g.WebSocket ??= WebSocket;
    const hadWindow = 'window' in g;
    const store = new Map<string, string>();
    g.window ??= {
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
      console,
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    };
    const client = new Client().setEndpoint(target.endpoint).setProject(target.projectId);
    const received: { channel: string; events: string[]; payload: Record<string, unknown>; timestamp: string }[] = [];
    const channels = [`tablesdb.${DB}.tables.banners.rows`, `databases.${DB}.collections.banners.documents`];
    const unsubscribe = client.subscribe(channels, (message) => {
      received.push({
        channel: message.channels.join(','),
        events: message.events,
        payload: message.payload as Record<string, unknown>,
        timestamp: String(message.timestamp),
      });
    });
    try {
      // The SDK connects after a debounce and the server subscribes asynchronously; on a busy machine
      // that takes a while, so keep creating rows (one a second, up to 20 s) until an event arrives.
      const created: string[] = [];
      for (let i = 0; i < 400 && received.length === 0; i++) {
        if (i % 20 === 0)
          created.push(
            (
              await new ServerTablesDB(key).createRow({
                databaseId: DB,
                tableId: 'banners',
                rowId: ID.unique(),
                data: { title: `Live ${run} ${i}`, image_url: '/banners/a.png' },
              })
            ).$id,
          );
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(received.length).toBeGreaterThan(0);
      const row = { $id: String(received[0]!.payload.$id) };
      expect(created).toContain(row.$id);
      const message = received[0]!;
      expect(message.payload.$id).toBe(row.$id);
      expect(message.events).toEqual(
        expect.arrayContaining([
          `databases.${DB}.tables.banners.rows.${row.$id}.create`,
          `databases.${DB}.collections.banners.documents.${row.$id}.create`,
        ]),
      );
      expect(message.channel).toContain(`tablesdb.${DB}.tables.banners.rows`);
      expect(message.channel).toContain(`databases.${DB}.collections.banners.documents`);
      if (spec) expect(recorder.spec && validateRow(message.payload)).toEqual([]);
    } finally {
      unsubscribe();
      if (!hadWindow) delete g.window;
    }
  }, 45_000);
});

describe('realtime: the store inbox (issue 15)', () => {
  /** The web SDK's realtime in Node: a WebSocket class and `window` timers/localStorage; returns the undo. */
  function browserGlobals(): () => void {
    const g = globalThis as { WebSocket?: unknown; window?: unknown };
    g.WebSocket ??= WebSocket;
    const hadWindow = 'window' in g;
    const store = new Map<string, string>();
    g.window ??= {
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
      console,
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    };
    return () => {
      if (!hadWindow) delete g.window;
    };
  }

  const orderData = (teamId: string, status: string, paymentStatus: string) => ({
    customer_id: 'conformance-customer',
    store_id: `store-${teamId}`,
    store_team_id: teamId,
    store_name: 'Conformance Pharmacy',
    store_licence: 'DL-CONF-1',
    store_gstin: '07AAAAA0000A1Z5',
    status,
    payment_status: paymentStatus,
    delivery_mode: 'standard',
    address_line1: '1 Test Road',
    city: 'New Delhi',
    state: 'Delhi',
    postal_code: '110001',
    latitude: 28.63,
    longitude: 77.21,
    distance_km: 1.2,
    item_count: 1,
    items_mrp_total: 30,
    items_total: 27,
    discount: 3,
    delivery_fee: 0,
    gst_total: 2.89,
    total: 27,
    currency: 'INR',
    rx_status: 'not_required',
  });

  it("the orders rows channel delivers an order its team may read to a member, nothing to an outsider; the inbox's list and count queries", async () => {
    const restore = browserGlobals();
    const member = await signedUp('inbox-member');
    const outsider = await signedUp('inbox-outsider');
    const team = await new ServerTeams(key).create({ teamId: ID.unique(), name: `Inbox ${run}` });
    await new ServerTeams(key).createMembership({ teamId: team.$id, roles: ['staff'], userId: member.user.$id });
    const seen: { member: Record<string, unknown>[]; outsider: Record<string, unknown>[] } = {
      member: [],
      outsider: [],
    };
    const channel = `tablesdb.${DB}.tables.orders.rows`;
    const stops = [
      member.client.subscribe(channel, (m) => void seen.member.push(m.payload as Record<string, unknown>)),
      outsider.client.subscribe(channel, (m) => void seen.outsider.push(m.payload as Record<string, unknown>)),
    ];
    try {
      const created: string[] = [];
      for (let i = 0; i < 400 && seen.member.length === 0; i++) {
        if (i % 20 === 0)
          created.push(
            (
              await new ServerTablesDB(key).createRow({
                databaseId: DB,
                tableId: 'orders',
                rowId: ID.unique(),
                data: orderData(team.$id, 'placed', 'paid'),
                permissions: [`read("team:${team.$id}")`],
              })
            ).$id,
          );
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(seen.member.length).toBeGreaterThan(0);
      expect(created).toContain(seen.member[0]!.$id);
      expect(seen.member[0]).toMatchObject({ store_team_id: team.$id, status: 'placed', payment_status: 'paid' });
      // The outsider's socket (same channel, open as long) got none of the team's orders.
      await new Promise((r) => setTimeout(r, 300));
      expect(seen.outsider.filter((row) => created.includes(String(row.$id)))).toEqual([]);

      // What the inbox asks: a tab (several statuses at once), oldest first; a tab's count.
      const tab = await member.tablesDB.listRows({
        databaseId: DB,
        tableId: 'orders',
        queries: [
          Query.equal('store_id', `store-${team.$id}`),
          Query.equal('status', ['placed', 'cancellation_requested']),
          Query.equal('payment_status', ['paid']),
          Query.orderAsc('$createdAt'),
          Query.limit(100),
        ],
      });
      expect(tab.rows.map((r) => r.$id).sort()).toEqual([...created].sort());
      const count = await member.tablesDB.listRows({
        databaseId: DB,
        tableId: 'orders',
        queries: [
          Query.equal('store_id', `store-${team.$id}`),
          Query.equal('status', ['placed']),
          Query.select(['$id']),
          Query.limit(1),
        ],
      });
      expect(count.total).toBe(created.length);
      expect(count.rows).toHaveLength(1);
      const none = await outsider.tablesDB.listRows({
        databaseId: DB,
        tableId: 'orders',
        queries: [Query.equal('store_id', `store-${team.$id}`), Query.limit(1)],
      });
      expect(none.total).toBe(0);
    } finally {
      for (const stop of stops) stop();
      restore();
    }
  }, 45_000);
});

describe('realtime for a store team (issue 15: the inbox, the dashboard)', () => {
  it('a row granted to a team role (team:T/owner, team:T/admin) is read by members with that role only (store_bank_details)', async () => {
    const owner = await signedUp('role-owner');
    const staff = await signedUp('role-staff');
    const team = await new ServerTeams(key).create({ teamId: ID.unique(), name: `Roles ${run}` });
    await new ServerTeams(key).createMembership({ teamId: team.$id, roles: ['owner'], userId: owner.user.$id });
    await new ServerTeams(key).createMembership({ teamId: team.$id, roles: ['staff'], userId: staff.user.$id });
    const row = await new ServerTablesDB(key).createRow({
      databaseId: DB,
      tableId: 'store_bank_details',
      rowId: ID.unique(),
      data: {
        store_id: `roles-${run}`,
        account_holder: 'Role Check',
        account_masked: 'XXXXXX1234',
        account_last4: '1234',
        ifsc: 'HDFC0001234',
        updated_at: new Date().toISOString(),
      },
      permissions: [`read("team:${team.$id}/owner")`, `read("team:${team.$id}/admin")`],
    });
    expect((await owner.tablesDB.getRow({ databaseId: DB, tableId: 'store_bank_details', rowId: row.$id })).$id).toBe(
      row.$id,
    );
    const refused = await staff.tablesDB
      .getRow({ databaseId: DB, tableId: 'store_bank_details', rowId: row.$id })
      .catch((error: unknown) => error as { code: number; type: string });
    expect([(refused as { code: number }).code, (refused as { type: string }).type]).toEqual([404, 'row_not_found']);
    const listed = await staff.tablesDB.listRows({
      databaseId: DB,
      tableId: 'store_bank_details',
      queries: [Query.equal('store_id', `roles-${run}`)],
    });
    expect(listed.total).toBe(0);
  });

  it('rows readable by a team reach its member on the rows channel (create, update), never an outsider', async () => {
    const g = globalThis as { WebSocket?: unknown; window?: unknown };
    g.WebSocket ??= WebSocket;
    const hadWindow = 'window' in g;
    const store = new Map<string, string>();
    g.window ??= {
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
      console,
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    };
    const [member, outsider] = await Promise.all([signedUp('rt-member'), signedUp('rt-outsider')]);
    const teams = new ServerTeams(key);
    const team = await teams.create({ teamId: ID.unique(), name: `Realtime store ${run}` });
    await teams.createMembership({ teamId: team.$id, roles: ['staff'], userId: member.user.$id });
    const channels = [`tablesdb.${DB}.tables.notifications.rows`, `tablesdb.${DB}.tables.store_daily_stats.rows`];
    const listen = (who: typeof member) => {
      const client = new Client().setEndpoint(target.endpoint).setProject(target.projectId);
      client.setSession(who.sessionCookie()!);
      const events: { events: string[]; payload: Record<string, unknown> }[] = [];
      const stop = client.subscribe(channels, (m) =>
        events.push({ events: m.events, payload: m.payload as Record<string, unknown> }),
      );
      return { events, stop };
    };
    const mine = listen(member);
    const theirs = listen(outsider);
    const server = new ServerTablesDB(key);
    const storeId = `rt-${run}`.slice(0, 36);
    const read = [`read("team:${team.$id}")`];
    try {
      // Keep writing (one a second, up to 20 s) until the member's socket is subscribed and gets one.
      const created: string[] = [];
      for (let i = 0; i < 400 && mine.events.length === 0; i++) {
        if (i % 20 === 0)
          created.push(
            (
              await server.createRow({
                databaseId: DB,
                tableId: 'notifications',
                rowId: ID.unique(),
                permissions: read,
                data: {
                  store_id: storeId,
                  kind: 'new_order',
                  title: 'New order',
                  body: `Order ${i}`,
                  dedupe_key: `rt-${run}-${i}`,
                },
              })
            ).$id,
          );
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(mine.events.length).toBeGreaterThan(0);
      const rowId = String(mine.events[0]!.payload.$id);
      expect(created).toContain(rowId);
      expect(mine.events[0]!.events).toContain(`databases.${DB}.tables.notifications.rows.${rowId}.create`);
      await server.updateRow({
        databaseId: DB,
        tableId: 'notifications',
        rowId,
        data: { read_at: new Date().toISOString() },
      });
      const day = await server.upsertRow({
        databaseId: DB,
        tableId: 'store_daily_stats',
        rowId: `${storeId}_20261125`.slice(-36),
        permissions: read,
        data: {
          store_id: storeId,
          day: '2026-11-25',
          status_counts: '{}',
          rejections_by_reason: '{}',
          computed_at: new Date().toISOString(),
        },
      });
      for (let i = 0; i < 100; i++) {
        const got = mine.events.flatMap((e) => e.events);
        if (
          got.includes(`databases.${DB}.tables.notifications.rows.${rowId}.update`) &&
          got.some((e) => e.startsWith(`databases.${DB}.tables.store_daily_stats.rows.${day.$id}.`))
        )
          break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const got = mine.events.flatMap((e) => e.events);
      expect(got).toContain(`databases.${DB}.tables.notifications.rows.${rowId}.update`);
      expect(got.some((e) => e.startsWith(`databases.${DB}.tables.store_daily_stats.rows.${day.$id}.`))).toBe(true);
      expect(mine.events.find((e) => e.events.some((n) => n.endsWith('.update')))!.payload.read_at).toBeTruthy();
      // The outsider's socket is live (it gets a row it may read) and got nothing of the team's rows.
      const own = await server.createRow({
        databaseId: DB,
        tableId: 'notifications',
        rowId: ID.unique(),
        permissions: [`read("user:${outsider.user.$id}")`],
        data: { store_id: storeId, kind: 'new_order', title: 'New order', body: 'Own', dedupe_key: `rt-${run}-own` },
      });
      for (let i = 0; i < 100 && theirs.events.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(theirs.events.map((e) => e.payload.$id)).toEqual([own.$id]);
    } finally {
      mine.stop();
      theirs.stop();
      if (!hadWindow) delete g.window;
    }
  }, 45_000);
});

function validateRow(payload: Record<string, unknown>): string[] {
  recorder.record('GET', `/tablesdb/${DB}/tables/banners/rows/${String(payload.$id)}`, payload);
  return recorder.calls.at(-1)!.problems;
}

function writeCoverage(): void {
  const { covered, missing, serverOnly, total } = recorder.coverage();
  const lines = [
    `# Conformance coverage (${target?.kind ?? 'no target'}, ${new Date().toISOString()})`,
    '',
    spec ? `Spec: ${spec.path}` : `Spec NOT FOUND at ${SPEC_PATH}: responses were not validated.`,
    '',
    `Client spec operations exercised and validated: **${covered.length} of ${total}**`,
    `Server-only operations exercised (validated against the spec's shared models): ${serverOnly.length}`,
    `Calls recorded: ${recorder.calls.length}; schema problems: ${recorder.problems().length}`,
    '',
    '## Covered',
    ...covered.map((id) => `- ${id}`),
    '',
    '## Server-only',
    ...serverOnly.map((id) => `- ${id}`),
    '',
    '## Not exercised',
    ...missing.map((id) => `- ${id}`),
    '',
  ];
  const dir = resolve(import.meta.dirname, '../../../../.data/conformance');
  mkdirSync(dir, { recursive: true });
  writeFileSync(resolve(dir, 'coverage.md'), lines.join('\n'));
  console.log(
    `conformance: ${covered.length}/${total} client spec operations exercised and validated (+${serverOnly.length} server-only); report: .data/conformance/coverage.md`,
  );
}

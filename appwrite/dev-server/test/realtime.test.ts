import { AuthenticationFactor, Channel, ID } from 'appwrite';
import { TablesDB, Users } from 'node-appwrite';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { createWebClient, signUpAndSignIn, type SignedInUser } from './web-client.ts';
import { realtimeListeners, type RealtimeListeners } from './realtime-listen.ts';

let t: TestServer;
let asha: SignedInUser;
let bhanu: SignedInUser;
let realtime: RealtimeListeners;

beforeAll(async () => {
  t = await startTestServer();
  realtime = realtimeListeners(t);
  asha = await signUpAndSignIn(t, { email: 'asha@example.com', password: 'password-123' });
  bhanu = await signUpAndSignIn(t, { email: 'bhanu@example.com', password: 'password-123' });
});
afterAll(async () => {
  await realtime?.stopAll();
  await t?.close();
});

const listen: RealtimeListeners['listen'] = (who, channels) => realtime.listen(who, channels);

const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 300));

const address = (userId: string) => ({
  user_id: userId,
  name: 'Home',
  address_line1: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  postal_code: '411001',
});

describe('realtime row events', () => {
  it("deliver create, update and delete of rows the user can read, and nothing of others' rows", async () => {
    const ashaEvents = await listen(asha, ['rows']);
    const bhanuEvents = await listen(bhanu, [Channel.tablesdb('instamg').table('addresses').row()]);
    const guestEvents = await listen(null, ['rows']);

    const row = await asha.tablesDB.createRow({
      databaseId: 'instamg',
      tableId: 'addresses',
      rowId: ID.unique(),
      data: address(asha.user.$id),
    });
    await asha.tablesDB.updateRow({
      databaseId: 'instamg',
      tableId: 'addresses',
      rowId: row.$id,
      data: { name: 'Work' },
    });
    await asha.tablesDB.deleteRow({ databaseId: 'instamg', tableId: 'addresses', rowId: row.$id });
    // Bhanu's own address proves his subscription works: he gets his row and only his.
    const his = await bhanu.tablesDB.createRow({
      databaseId: 'instamg',
      tableId: 'addresses',
      rowId: ID.unique(),
      data: address(bhanu.user.$id),
    });
    await settle();

    const mine = ashaEvents.filter((e) => (e.payload as { $id?: string }).$id === row.$id);
    expect(
      mine.map((e) => e.events.find((n) => n.startsWith(`databases.instamg.tables.addresses.rows.${row.$id}.`))),
    ).toEqual([
      `databases.instamg.tables.addresses.rows.${row.$id}.create`,
      `databases.instamg.tables.addresses.rows.${row.$id}.update`,
      `databases.instamg.tables.addresses.rows.${row.$id}.delete`,
    ]);
    expect(mine[1]!.payload.name).toBe('Work');
    expect(mine[0]!.channels).toContain(`tablesdb.instamg.tables.addresses.rows.${row.$id}`);
    expect(mine[0]!.timestamp).toMatch(/\+00:00$/);
    expect(bhanuEvents.map((e) => e.payload.$id)).toEqual([his.$id]);
    expect(ashaEvents.map((e) => e.payload.$id)).not.toContain(his.$id);
    expect(guestEvents).toEqual([]);
  });

  it('deliver rows everyone may read to every subscriber, on the channels they chose', async () => {
    const ashaEvents = await listen(asha, [Channel.tablesdb('instamg').table('categories').row()]);
    const guestEvents = await listen(null, ['rows']);
    const ordersOnly = await listen(bhanu, [Channel.tablesdb('instamg').table('orders').row()]);
    const admin = new TablesDB(t.serverClient());
    const category = await admin.createRow({
      databaseId: 'instamg',
      tableId: 'categories',
      rowId: ID.unique(),
      data: { name: 'Pain relief', slug: `pain-${Date.now()}` },
    });
    await settle();
    expect(ashaEvents.map((e) => e.payload.$id)).toEqual([category.$id]);
    expect(guestEvents.map((e) => e.payload.$id)).toEqual([category.$id]);
    expect(ordersOnly).toEqual([]);
  });
});

describe('signing out', () => {
  it("stops a socket from receiving the user's private rows", async () => {
    const chandra = await signUpAndSignIn(t, { email: 'chandra@example.com', password: 'password-123' });
    const events = await listen(chandra, ['rows']);
    const admin = new TablesDB(t.serverClient());
    const privateAddress = () =>
      admin.createRow({
        databaseId: 'instamg',
        tableId: 'addresses',
        rowId: ID.unique(),
        data: address(chandra.user.$id),
        permissions: [`read("user:${chandra.user.$id}")`],
      });
    const before = await privateAddress();
    await settle();
    expect(events.map((e) => e.payload.$id)).toEqual([before.$id]);
    await chandra.account.deleteSession({ sessionId: 'current' });
    await privateAddress();
    await settle();
    expect(events.map((e) => e.payload.$id)).toEqual([before.$id]);
  });
});

describe('realtime protocol', () => {
  const open = (
    query: string,
    headers: Record<string, string> = {},
  ): Promise<{ ws: WebSocket; messages: Record<string, unknown>[] }> =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(`${t.endpoint.replace('http', 'ws')}/realtime?${query}`, { headers });
      const messages: Record<string, unknown>[] = [];
      ws.on('message', (data) => messages.push(JSON.parse(data.toString()) as Record<string, unknown>));
      ws.on('open', () => setTimeout(() => resolve({ ws, messages }), 100));
      ws.on('error', reject);
    });

  it('greets with connected and the user from the session cookie; answers ping with pong', async () => {
    const { ws, messages } = await open(`project=${t.projectId}`, {
      Cookie: `a_session_${t.projectId}=${encodeURIComponent(asha.sessionCookie()!)}`,
    });
    expect(messages[0]).toMatchObject({
      type: 'connected',
      data: { channels: [], subscriptions: {}, user: { $id: asha.user.$id, email: 'asha@example.com' } },
    });
    ws.send(JSON.stringify({ type: 'ping' }));
    await settle();
    expect(messages.at(-1)).toEqual({ type: 'pong' });
    ws.close();
  });

  it('authenticates a guest socket with an authentication message, and rejects a bad session', async () => {
    const { ws, messages } = await open(`project=${t.projectId}`);
    expect(messages[0]).toMatchObject({ type: 'connected', data: { user: null } });
    ws.send(JSON.stringify({ type: 'authentication', data: { session: 'not-a-session' } }));
    await settle();
    expect(messages.at(-1)).toMatchObject({ type: 'error', data: { code: 1003, message: 'Session is not valid.' } });
    ws.send(JSON.stringify({ type: 'authentication', data: { session: bhanu.sessionCookie() } }));
    await settle();
    expect(messages.at(-1)).toMatchObject({
      type: 'response',
      data: { to: 'authentication', success: true, user: { $id: bhanu.user.$id } },
    });
    ws.send('{not json');
    await settle();
    expect(messages.at(-1)).toMatchObject({ type: 'error', data: { code: 1003 } });
    ws.close();
  });

  it('closes with a 1008 error for an unknown project', async () => {
    const ws = new WebSocket(`${t.endpoint.replace('http', 'ws')}/realtime?project=elsewhere`);
    const messages: Record<string, unknown>[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(data.toString()) as Record<string, unknown>));
    const code = await new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
    expect(code).toBe(1008);
    expect(messages).toEqual([{ type: 'error', data: { code: 1008, message: 'Project not found' } }]);
  });
});

describe('a session that still owes its second factor', () => {
  it('is a guest on /v1/realtime, as on REST: no account, no private rows, authentication refused', async () => {
    const email = 'devi@example.com';
    const devi = await signUpAndSignIn(t, { email, password: 'password-123' });
    const users = new Users(t.serverClient());
    await users.updateEmailVerification({ userId: devi.user.$id, emailVerification: true });
    await devi.account.updateMFA({ mfa: true });
    // A password sign-in now owes the e-mailed code; REST refuses it.
    const pending = createWebClient(t.endpoint, t.projectId);
    await pending.account.createEmailPasswordSession({ email, password: 'password-123' });
    await expect(pending.account.get()).rejects.toMatchObject({ type: 'user_more_factors_required' });

    // A raw socket carrying that session is greeted as a guest and cannot authenticate with it.
    const ws = new WebSocket(`${t.endpoint.replace('http', 'ws')}/realtime?project=${t.projectId}`, {
      headers: { Cookie: `a_session_${t.projectId}=${encodeURIComponent(pending.sessionCookie()!)}` },
    });
    const messages: Record<string, unknown>[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(data.toString()) as Record<string, unknown>));
    await new Promise((r) => ws.on('open', r));
    await settle();
    expect(messages[0]).toMatchObject({ type: 'connected', data: { user: null } });
    ws.send(JSON.stringify({ type: 'authentication', data: { session: pending.sessionCookie() } }));
    await settle();
    expect(messages.at(-1)).toMatchObject({
      type: 'error',
      data: { message: 'More factors are required to complete the sign in process.' },
    });
    ws.close();

    // The web SDK's realtime client with that session receives none of Devi's private rows.
    const events = await listen(pending, ['rows', 'account']);
    const admin = new TablesDB(t.serverClient());
    const privateAddress = () =>
      admin.createRow({
        databaseId: 'instamg',
        tableId: 'addresses',
        rowId: ID.unique(),
        data: address(devi.user.$id),
        permissions: [`read("user:${devi.user.$id}")`],
      });
    await privateAddress();
    await users.updatePrefs({ userId: devi.user.$id, prefs: { city: 'Pune' } });
    await settle();
    expect(events).toEqual([]);

    // Once the code is entered the same session is a full one and a new socket gets her rows.
    const challenge = await pending.account.createMFAChallenge({ factor: AuthenticationFactor.Email });
    const outbox = (await (await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      messages: { text: string }[];
    };
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]!.text)![1]!;
    await pending.account.updateMFAChallenge({ challengeId: challenge.$id, otp: code });
    const after = await listen(pending, ['rows']);
    const mine = await privateAddress();
    await settle();
    expect(after.map((e) => e.payload.$id)).toEqual([mine.$id]);
  });
});

import { createECDH, randomBytes } from 'node:crypto';
import { Functions, ID, Query, Teams, Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error http_ece (web-push's encryption, RFC 8188/8291) ships no types
import ece from 'http_ece';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { DB, buildMarketplace, orderRow, run, type Marketplace } from '../../../dev-server/test/orders-fixtures.ts';
import type { SignedInUser } from '../../../dev-server/test/web-client.ts';
import { act, paidOrder } from '../../order-state/test/sdk-orders.ts';
import { withOrderPush } from '@instamg/shared/domain/order-push-prefs';

/**
 * Web Push (issue 35 §3, ADR 0010): a browser's subscription registered through
 * push-subscriptions, owned by its user; a paid order rings the store's subscribed team and tells
 * the customer, delivered to the dev server's local push service with the real protocol (VAPID,
 * aes128gcm); the test holds each device's private key and decrypts what the service received.
 */

let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'push');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A browser's side of a subscription: its keys, and the endpoint on the local push service. */
function device(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const token = `${name}-${ID.unique()}`;
  return {
    token,
    ecdh,
    subscription: {
      endpoint: `${t.endpoint}/dev/push/${token}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    },
  };
}
type Device = ReturnType<typeof device>;

interface Delivered {
  urgency: string;
  ttl: number;
  contentEncoding: string;
  vapid: { sub: string; aud: string };
  payload: { title: string; body: string; url: string; tag: string; renotify?: boolean };
}

/**
 * What the local push service accepted for `d`, decrypted with the device's keys (newest first).
 * The every-minute sweep may ring a device again for an earlier test's order still waiting: those
 * reminders are left out unless asked for.
 */
async function received(d: Device, opts: { reminders?: boolean } = {}): Promise<Delivered[]> {
  const all = await receivedAll(d);
  return opts.reminders ? all : all.filter((msg) => msg.payload.renotify !== true);
}

async function receivedAll(d: Device): Promise<Delivered[]> {
  const res = await fetch(`${t.endpoint}/dev/push?token=${d.token}`);
  const { messages } = (await res.json()) as { messages: (Delivered & { body: string })[] };
  return messages.map((msg) => ({
    ...msg,
    payload: JSON.parse(
      (
        ece.decrypt(Buffer.from(msg.body, 'base64'), {
          version: 'aes128gcm',
          privateKey: d.ecdh,
          authSecret: d.subscription.keys.auth,
        }) as Buffer
      ).toString('utf8'),
    ) as Delivered['payload'],
  }));
}

const register = (who: SignedInUser, d: Device, storeId?: string) =>
  run(who, 'push-subscriptions', { action: 'register', subscription: d.subscription, store_id: storeId });
const rowsOf = async (who: SignedInUser) =>
  (await who.tablesDB.listRows({ databaseId: DB, tableId: 'push_subscriptions', queries: [Query.limit(100)] })).rows;

const staffDevice = { value: null as Device | null };
const customerDevice = { value: null as Device | null };

describe('push subscriptions', () => {
  it('registers a device for its owner only; a store device only for a member of that store', async () => {
    const config = await run(m.customer, 'push-subscriptions', { action: 'config' });
    expect(config.body.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);

    // Only known push services: the endpoint is a URL the server POSTs to.
    const evil = device('evil');
    const ssrf = await run(m.customer, 'push-subscriptions', {
      action: 'register',
      subscription: { ...evil.subscription, endpoint: 'http://169.254.169.254/latest/meta-data' },
    });
    expect(ssrf.status).toBe(400);
    // Staff of store A cannot ring for store B.
    expect((await register(m.staffA, device('x'), 'store-b')).body).toMatchObject({ code: 'store_not_found' });

    const staff = device('staff-a');
    const mine = await register(m.staffA, staff, 'store-a');
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.subscription).toMatchObject({ store_id: 'store-a' });
    staffDevice.value = staff;
    const cust = device('customer');
    expect((await register(m.customer, cust)).status).toBe(200);
    customerDevice.value = cust;

    // Each reads only their own; nobody writes a row directly.
    expect((await rowsOf(m.staffA)).map((r) => r.endpoint)).toEqual([staff.subscription.endpoint]);
    expect((await rowsOf(m.customer)).map((r) => r.endpoint)).toEqual([cust.subscription.endpoint]);
    expect(await rowsOf(m.staffB)).toEqual([]);
    expect(await rowsOf(m.otherCustomer)).toEqual([]);
    await expect(
      m.otherCustomer.tablesDB.createRow({
        databaseId: DB,
        tableId: 'push_subscriptions',
        rowId: ID.unique(),
        data: { user_id: m.otherCustomer.user.$id, endpoint: 'https://fcm.googleapis.com/x', p256dh: 'a', auth: 'b' },
      }),
    ).rejects.toMatchObject({ code: 401 });
    // Someone else's device cannot be removed (or told apart from a missing one).
    expect(
      (await run(m.otherCustomer, 'push-subscriptions', { action: 'unregister', endpoint: cust.subscription.endpoint }))
        .body,
    ).toMatchObject({ code: 'push_subscription_not_found' });
  });

  it('a paid order rings the store’s subscribed staff (high urgency) and tells the customer; other stores hear nothing', async () => {
    const other = device('staff-b');
    expect((await register(m.staffB, other, 'store-b')).status).toBe(200);
    const id = await paidOrder(t, m);
    const [ring] = await received(staffDevice.value!);
    expect(ring).toMatchObject({
      urgency: 'high',
      ttl: 180,
      contentEncoding: 'aes128gcm',
      vapid: { sub: 'mailto:dev@instamg.invalid', aud: new URL(t.endpoint).origin },
      payload: { url: `/store/orders/${id}`, tag: `new_order:${id}` },
    });
    expect(ring!.payload.title).toMatch(/^New order /);
    // It names the items and the minutes to accept (the fixtures' window: 3).
    expect(ring!.payload.body).toMatch(
      /^Order .+ is waiting for you to accept it\. Paracip 500 Tablet ×\d+\. 3 min to accept\.$/,
    );
    const [told] = await received(customerDevice.value!);
    expect(told!.payload).toMatchObject({ url: `/orders/${id}` });
    expect(told!.payload.title).toMatch(/^Order confirmed · /);
    expect(told!.payload.body).toMatch(/is confirmed and sent to the pharmacy/);
    expect(await received(other)).toEqual([]);
  });

  it('a prescription to verify rings the pharmacists only, a cancellation request the store, once each', async () => {
    const rxDevice = device('rx-pharmacist-a');
    expect((await register(m.pharmacistA, rxDevice, 'store-a')).status).toBe(200);
    const id = await paidOrder(t, m, { rx: 'pending' });
    const cancel = await act(m.customer, id, 'cancel', { reason: 'Changed my mind' });
    expect(cancel.body.order?.status, JSON.stringify(cancel.body)).toBe('cancellation_requested');
    const rings = (await received(staffDevice.value!)).filter((r) => r.payload.url === `/store/orders/${id}`);
    expect(rings.map((r) => r.payload.tag).sort()).toEqual([`cancellation_requested:${id}`, `new_order:${id}`].sort());
    expect(rings.every((r) => r.urgency === 'high')).toBe(true);
    const pharmacistRings = (await received(rxDevice)).filter((r) => r.payload.url === `/store/orders/${id}`);
    expect(pharmacistRings.map((r) => r.payload.tag).sort()).toEqual(
      [`cancellation_requested:${id}`, `new_order:${id}`, `rx_waiting:${id}`].sort(),
    );
    expect(pharmacistRings.find((r) => r.payload.tag.startsWith('rx_waiting'))!.payload.title).toMatch(
      /^Prescription waiting for verification · /,
    );
    expect(
      (
        await run(m.pharmacistA, 'push-subscriptions', {
          action: 'unregister',
          endpoint: rxDevice.subscription.endpoint,
        })
      ).status,
    ).toBe(200);
  });

  it('a store device off shift hears nothing until its person starts a shift again; only its owner switches it', async () => {
    const counter = device('counter-a');
    expect((await register(m.staffA, counter, 'store-a')).status).toBe(200);
    const setShift = (who: SignedInUser, on: unknown) =>
      run(who, 'push-subscriptions', { action: 'set_shift', endpoint: counter.subscription.endpoint, on_shift: on });
    // Someone else's device is unknown to them; a bad value is refused.
    expect((await setShift(m.pharmacistA, false)).body).toMatchObject({ code: 'push_subscription_not_found' });
    expect((await setShift(m.customer, false)).body).toMatchObject({ code: 'push_subscription_not_found' });
    expect((await setShift(m.staffA, 'no')).status).toBe(400);
    const off = await setShift(m.staffA, false);
    expect(off.body).toMatchObject({ subscription: { on_shift: false } });
    await paidOrder(t, m);
    expect(await received(counter)).toEqual([]);
    expect((await setShift(m.staffA, true)).status).toBe(200);
    const id = await paidOrder(t, m);
    expect((await received(counter)).map((r) => r.payload.tag)).toEqual([`new_order:${id}`]);
    // Registered as off shift from the start (a device that turned alerts on before its shift).
    const late = device('late-a');
    expect(
      (
        await run(m.staffA, 'push-subscriptions', {
          action: 'register',
          subscription: late.subscription,
          store_id: 'store-a',
          on_shift: false,
        })
      ).status,
    ).toBe(200);
    await paidOrder(t, m);
    expect(await received(late)).toEqual([]);
    for (const d of [counter, late])
      await run(m.staffA, 'push-subscriptions', { action: 'unregister', endpoint: d.subscription.endpoint });
  });

  it('a 410 from the push service removes the subscription; unregister removes the owner’s own', async () => {
    const cust = customerDevice.value!;
    const gone = await fetch(`${t.endpoint}/dev/push-control/${cust.token}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 410 }),
    });
    expect(gone.status).toBe(200);
    await paidOrder(t, m);
    expect(await rowsOf(m.customer)).toEqual([]);

    const again = device('again');
    await register(m.customer, again);
    expect(
      (await run(m.customer, 'push-subscriptions', { action: 'unregister', endpoint: again.subscription.endpoint }))
        .body,
    ).toEqual({ removed: true });
    expect(await rowsOf(m.customer)).toEqual([]);
  });

  it('a customer with a device gets the push instead of the SMS; when no device takes it, the SMS', async () => {
    const phone = '+919812340035';
    const users = new Users(t.serverClient());
    await users.updatePhone({ userId: m.customer.user.$id, number: phone });
    await users.updatePhoneVerification({ userId: m.customer.user.$id, phoneVerification: true });
    const smsCount = async () =>
      ((await (await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(phone)}`)).json()) as { total: number })
        .total;
    const d = device('phone-customer');
    expect((await register(m.customer, d)).status).toBe(200);
    await paidOrder(t, m);
    expect(await received(d)).toHaveLength(1);
    expect(await smsCount()).toBe(0);

    // "Order confirmed" turned off in the account (the customer's own prefs): not pushed, so by SMS.
    const prefs = await m.customer.account.getPrefs();
    await m.customer.account.updatePrefs({ prefs: withOrderPush(prefs, 'placed', false) });
    await paidOrder(t, m);
    expect(await received(d)).toHaveLength(1);
    expect(await smsCount()).toBe(1);
    await m.customer.account.updatePrefs({ prefs: withOrderPush(prefs, 'placed', true) });

    await fetch(`${t.endpoint}/dev/push-control/${d.token}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 410 }),
    });
    await paidOrder(t, m);
    expect(await smsCount()).toBe(2);
    expect(await rowsOf(m.customer)).toEqual([]);
  });

  it('the local push service answers as push services do', async () => {
    const url = `${t.endpoint}/dev/push/probe`;
    const post = (headers: Record<string, string>, body: Uint8Array = new Uint8Array(16)) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/octet-stream', ...headers }, body });
    expect((await post({ 'content-encoding': 'aes128gcm' })).status).toBe(400); // no TTL
    expect((await post({ ttl: '60', 'content-encoding': 'aesgcm' })).status).toBe(400);
    expect((await post({ ttl: '60', 'content-encoding': 'aes128gcm' }, new Uint8Array(5000))).status).toBe(413);
    expect((await post({ ttl: '60', 'content-encoding': 'aes128gcm' })).status).toBe(401); // no VAPID
    expect(
      (await post({ ttl: '60', 'content-encoding': 'aes128gcm', authorization: 'vapid t=a.b.c, k=BAAA' })).status,
    ).toBe(401);
    await fetch(`${t.endpoint}/dev/push-control/probe`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 429, retry_after: 30 }),
    });
    const throttled = await post({ ttl: '60', 'content-encoding': 'aes128gcm' });
    expect([throttled.status, throttled.headers.get('retry-after')]).toEqual([429, '30']);
  });

  it('a new order nobody accepts rings again from the sweep with the minutes left, until someone accepts it', async () => {
    const counter = device('reminder-a');
    expect((await register(m.staffA, counter, 'store-a')).status).toBe(200);
    const functions = new Functions(t.serverClient());
    const sweep = async (now: number, id: string) => {
      const execution = await functions.createExecution({
        functionId: 'reroute-unaccepted-orders',
        body: JSON.stringify({ now: new Date(now).toISOString(), order_ids: [id] }),
      });
      expect(execution.responseStatusCode, execution.responseBody).toBe(200);
      return JSON.parse(execution.responseBody) as { reminded: number; moved: number };
    };
    const id = await paidOrder(t, m);
    const paid = Date.parse((await orderRow(m.tablesDB, id)).paid_at as string);
    const remindersOf = async () =>
      (await received(counter, { reminders: true })).filter(
        (r) => r.payload.url === `/store/orders/${id}` && r.payload.renotify === true,
      );

    // Just rung: no reminder yet.
    expect(await sweep(paid + 30_000, id)).toMatchObject({ reminded: 0, moved: 0 });
    expect(await sweep(paid + 70_000, id)).toMatchObject({ reminded: 1, moved: 0 });
    const reminders = await remindersOf();
    expect(reminders.length).toBeGreaterThanOrEqual(1);
    expect(reminders.find((r) => r.ttl === 110)).toMatchObject({
      urgency: 'high',
      payload: {
        tag: `new_order:${id}`,
        body: expect.stringMatching(/^Order .+ is still waiting for you to accept it: 2 min left\.$/),
      },
    });

    const accepted = await act(m.staffA, id, 'confirm');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const before = (await remindersOf()).length;
    expect(await sweep(paid + 130_000, id)).toMatchObject({ reminded: 0 });
    expect(await remindersOf()).toHaveLength(before);
    await run(m.staffA, 'push-subscriptions', { action: 'unregister', endpoint: counter.subscription.endpoint });
  });

  it('a member removed from the store’s team stops getting its pushes', async () => {
    const pharmacist = device('pharmacist-a');
    expect((await register(m.pharmacistA, pharmacist, 'store-a')).status).toBe(200);
    await paidOrder(t, m);
    expect(await received(pharmacist)).toHaveLength(1);

    const teams = new Teams(t.serverClient());
    const { memberships } = await teams.listMemberships({ teamId: m.teamIds.A });
    const membership = memberships.find((x) => x.userId === m.pharmacistA.user.$id)!;
    await teams.deleteMembership({ teamId: m.teamIds.A, membershipId: membership.$id });
    await paidOrder(t, m);
    expect(await received(pharmacist)).toHaveLength(1);
    // The staff member still on the team got both.
    expect((await received(staffDevice.value!)).length).toBeGreaterThanOrEqual(3);
  });
});

import { createECDH, randomBytes } from 'node:crypto';
import { Functions, ID, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error http_ece (web-push's encryption, RFC 8188/8291) ships no types
import ece from 'http_ece';
import { DECLINE_REASONS } from '@instamg/shared/domain/rx-request';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { createWebClient, type SignedInUser, type WebClient } from '../../../dev-server/test/web-client.ts';
import {
  DB,
  PRODUCTS,
  STORES,
  buildMarketplace,
  homeAddressOf,
  outboxOf,
  phoneCustomer,
  run,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';

/**
 * The customer's notices of a prescription-photo request (issue 36 §1, ADR 0016) through the real
 * SDKs against the dev server: priced, declined and unserved each reach the customer ONCE by
 * e-mail (the dev outbox) and push (the local push service, decrypted with the device's keys),
 * when the transition is retried, when two declines race, and when the execution stopped between
 * the state and the notice (the sweep sends it, once). Only the function writes customer_notices;
 * another customer does not read the request.
 */

const FN = 'rx-requests';
let t: TestServer;
let m: Marketplace;
let guest: WebClient;
let functions: Functions;
const issuedOn = () => new Date(Date.now() - 3 * 86400_000).toISOString().slice(0, 10);

function device() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const token = `rxnotice-${ID.unique()}`;
  return {
    token,
    ecdh,
    subscription: {
      endpoint: `${t.endpoint}/dev/push/${token}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    },
  };
}
let phone: ReturnType<typeof device>;

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'rx-notices');
  guest = createWebClient(t.endpoint, t.projectId);
  functions = new Functions(t.serverClient());
  phone = device();
  const registered = await run(m.customer, 'push-subscriptions', {
    action: 'register',
    subscription: phone.subscription,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** The customer's pushes about `requestId`, decrypted (the payload's url names the request). */
async function pushesAbout(requestId: string): Promise<{ title: string; body: string; url: string; tag: string }[]> {
  const res = await fetch(`${t.endpoint}/dev/push?token=${phone.token}`);
  const { messages } = (await res.json()) as { messages: { body: string }[] };
  return messages
    .map(
      (msg) =>
        JSON.parse(
          (
            ece.decrypt(Buffer.from(msg.body, 'base64'), {
              version: 'aes128gcm',
              privateKey: phone.ecdh,
              authSecret: phone.subscription.keys.auth,
            }) as Buffer
          ).toString('utf8'),
        ) as { title: string; body: string; url: string; tag: string },
    )
    .filter((p) => p.url === `/upload-prescription?request=${requestId}`);
}

/** The customer's e-mails with this subject (the dev outbox, newest first). */
async function mailsWith(subject: string): Promise<{ subject: string; text: string }[]> {
  const reply = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(m.customer.user.email)}`, {
    headers: { 'x-appwrite-project': t.projectId, 'x-appwrite-key': t.apiKey },
  });
  const { messages } = (await reply.json()) as { messages: { subject: string; text: string }[] };
  return messages.filter((msg) => msg.subject === subject);
}

async function submit(who: SignedInUser = m.customer, addressId = m.addressId): Promise<Models.DefaultRow> {
  const file = await who.storage.createFile({
    bucketId: 'rx_request_files',
    fileId: ID.unique(),
    file: new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'rx.jpg', { type: 'image/jpeg' }),
  });
  const reply = await run(who, FN, { action: 'submit', file_ids: [file.$id], address_id: addressId });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  expect(reply.body.request).toMatchObject({ state: 'reading', store_id: STORES.A.id });
  return reply.body.request as Models.DefaultRow;
}

const requestRow = (id: string) =>
  m.tablesDB.getRow({ databaseId: DB, tableId: 'rx_requests', rowId: id }) as Promise<
    Models.DefaultRow & { customer_notices?: string[] | null; state: string }
  >;

/** The every-minute sweep (reroute-unaccepted-orders) with the key, at `now`. */
async function sweep(now = new Date()): Promise<Record<string, number>> {
  const execution = await functions.createExecution({
    functionId: 'reroute-unaccepted-orders',
    body: JSON.stringify({ now: now.toISOString() }),
  });
  expect(execution.responseStatusCode, execution.responseBody).toBe(200);
  return JSON.parse(execution.responseBody) as Record<string, number>;
}

const PRICED = 'Your prescription cart is ready';
const DECLINED = 'Your prescription could not be accepted';
const UNSERVED = 'No pharmacy could read your prescription';
const PRICED_HI = 'आपके प्रिस्क्रिप्शन का कार्ट तैयार है';

describe('rx-requests: the customer hears once per request', () => {
  it('a priced cart: one e-mail and one push; a retried price and two sweeps send nothing more', async () => {
    const before = (await mailsWith(PRICED)).length;
    const request = await submit();
    const body = {
      action: 'price',
      request_id: request.$id,
      lines: [{ product_id: PRODUCTS.h.$id, quantity: 10, units_per_day: 1, days: 10 }],
      prescriber_name: 'Dr R. Iyer',
      prescriber_registration: 'DMC-44120',
      issued_on: issuedOn(),
    };
    const priced = await run(m.pharmacistA, FN, body);
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    // The retry of the same transition is refused and tells nobody again.
    expect((await run(m.pharmacistA, FN, body)).status).toBe(409);
    await sweep();
    await sweep();
    const mails = await mailsWith(PRICED);
    expect(mails.length - before).toBe(1);
    expect(mails[0]!.text).toContain('priced your cart');
    const pushes = await pushesAbout(request.$id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ title: PRICED, tag: `rx_request:${request.$id}:priced` });
    expect((await requestRow(request.$id)).customer_notices).toEqual(['priced']);
  });

  it('two declines racing: one e-mail with the reason the customer understands, one push', async () => {
    const before = (await mailsWith(DECLINED)).length;
    const request = await submit();
    const body = { action: 'decline', request_id: request.$id, reason: 'unreadable' };
    const replies = await Promise.all([run(m.pharmacistA, FN, body), run(m.pharmacistA, FN, body)]);
    expect(
      replies.some((r) => r.status === 200),
      JSON.stringify(replies.map((r) => r.body)),
    ).toBe(true);
    const mails = await mailsWith(DECLINED);
    expect(mails.length - before).toBe(1);
    expect(mails[0]!.text).toContain(DECLINE_REASONS.unreadable);
    expect(mails[0]!.text).toContain('upload a new prescription');
    expect(await pushesAbout(request.$id)).toHaveLength(1);
    expect((await requestRow(request.$id)).customer_notices).toEqual(['declined']);
  });

  it('an execution that stopped after the state and before the notice: the sweep sends it, once', async () => {
    const before = (await mailsWith(DECLINED)).length;
    const request = await submit();
    // What a decline that died after its row write leaves: the state, no notice recorded.
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'rx_requests',
      rowId: request.$id,
      data: { state: 'declined', decline_reason: 'not_in_stock', accept_by: null },
    });
    expect((await sweep()).rx_notices_sent).toBeGreaterThanOrEqual(0);
    await sweep();
    const mails = await mailsWith(DECLINED);
    expect(mails.length - before).toBe(1);
    expect(mails[0]!.text).toContain(DECLINE_REASONS.not_in_stock);
    expect(await pushesAbout(request.$id)).toHaveLength(1);
    expect((await requestRow(request.$id)).customer_notices).toEqual(['declined']);
  });

  it('no store took it: unserved tells the customer once, however often the sweep runs', async () => {
    const before = (await mailsWith(UNSERVED)).length;
    const request = await submit();
    // Store A's window passes; store B has no pharmacist, so no store is left.
    const later = new Date(Date.now() + 60 * 60_000);
    expect((await sweep(later)).rx_requests_moved).toBeGreaterThanOrEqual(1);
    await sweep(later);
    await sweep(new Date(later.getTime() + 60_000));
    expect((await requestRow(request.$id)).state).toBe('unserved');
    expect((await mailsWith(UNSERVED)).length - before).toBe(1);
    expect(await pushesAbout(request.$id)).toHaveLength(1);
    expect((await requestRow(request.$id)).customer_notices).toEqual(['unserved']);
  });

  it('a customer who chose Hindi on the site (their prefs) hears of a priced cart in Hindi, by e-mail and push', async () => {
    const prefs = await m.customer.account.getPrefs();
    try {
      // The shell writes this when a signed-in customer picks a language (LOCALE_PREF).
      await m.customer.account.updatePrefs({ prefs: { ...prefs, locale: 'hi-IN' } });
      const before = (await mailsWith(PRICED_HI)).length;
      const request = await submit();
      const priced = await run(m.pharmacistA, FN, {
        action: 'price',
        request_id: request.$id,
        lines: [{ product_id: PRODUCTS.h.$id, quantity: 10, units_per_day: 1, days: 10 }],
        prescriber_name: 'Dr R. Iyer',
        prescriber_registration: 'DMC-44120',
        issued_on: issuedOn(),
      });
      expect(priced.status, JSON.stringify(priced.body)).toBe(200);
      const mails = await mailsWith(PRICED_HI);
      expect(mails.length - before).toBe(1);
      expect(mails[0]!.text).toContain('ने आपका प्रिस्क्रिप्शन पढ़कर आपके कार्ट के दाम लगा दिए हैं');
      expect(mails[0]!.text).not.toMatch(/priced your cart/);
      const pushes = await pushesAbout(request.$id);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]!.title).toBe(PRICED_HI);
      expect(pushes[0]!.body).toMatch(/दवाइयाँ जाँचने और भुगतान करने/);
    } finally {
      await m.customer.account.updatePrefs({ prefs });
    }
  });

  it('a customer who signed up by phone, with no device for alerts, gets one SMS instead of the push; with a device, the push alone', async () => {
    const mobile = '+919812345670';
    const byPhone = await phoneCustomer(t, mobile);
    expect(byPhone.user.phoneVerification).toBe(true);
    const addressId = await homeAddressOf(byPhone);
    const smsAbout = async (text: string) =>
      (await outboxOf(t, mobile)).filter((msg) => msg.channel === 'sms' && msg.text === text);
    const priceBody = (requestId: string) => ({
      action: 'price',
      request_id: requestId,
      lines: [{ product_id: PRODUCTS.h.$id, quantity: 10, units_per_day: 1, days: 10 }],
      prescriber_name: 'Dr R. Iyer',
      prescriber_registration: 'DMC-44120',
      issued_on: issuedOn(),
    });
    const PRICED_SMS =
      'instamg: A pharmacy has priced the cart for your prescription. Open instamg to check the medicines and pay.';

    const first = await submit(byPhone, addressId);
    expect((await run(m.pharmacistA, FN, priceBody(first.$id))).status).toBe(200);
    await sweep();
    await sweep();
    const sms = await smsAbout(PRICED_SMS);
    expect(sms).toHaveLength(1);
    // Nothing on a locked screen names the store, a medicine or the prescriber.
    expect(sms[0]!.text).not.toMatch(/Store A|Iyer|DMC/);
    expect((await requestRow(first.$id)).customer_notices).toEqual(['priced']);

    // Alerts on, on a device: the next notice goes by push and no second SMS.
    const handset = device();
    expect(
      (await run(byPhone, 'push-subscriptions', { action: 'register', subscription: handset.subscription })).status,
    ).toBe(200);
    const second = await submit(byPhone, addressId);
    expect((await run(m.pharmacistA, FN, priceBody(second.$id))).status).toBe(200);
    expect((await requestRow(second.$id)).customer_notices).toEqual(['priced']);
    const pushes = (
      (await (await fetch(`${t.endpoint}/dev/push?token=${handset.token}`)).json()) as { messages: unknown[] }
    ).messages;
    expect(pushes).toHaveLength(1);
    expect(await smsAbout(PRICED_SMS)).toHaveLength(1);
  });

  it('customer_notices is written only by the function; another customer, staff and a guest do not read the request', async () => {
    const request = await submit();
    for (const who of [m.customer, m.pharmacistA, m.staffA])
      await expect(
        who.tablesDB.updateRow({
          databaseId: DB,
          tableId: 'rx_requests',
          rowId: request.$id,
          data: { customer_notices: ['priced', 'declined', 'unserved'] },
        }),
      ).rejects.toMatchObject({ code: 401 });
    for (const other of [m.otherCustomer, m.staffA, m.staffB, guest])
      await expect(
        other.tablesDB.getRow({ databaseId: DB, tableId: 'rx_requests', rowId: request.$id }),
      ).rejects.toMatchObject({ code: 404 });
    expect((await m.customer.tablesDB.getRow({ databaseId: DB, tableId: 'rx_requests', rowId: request.$id })).$id).toBe(
      request.$id,
    );
    expect((await requestRow(request.$id)).customer_notices ?? []).toEqual([]);
  });
});

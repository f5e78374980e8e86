import { ID, Messaging, Query, Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlToText } from '../src/services/outbox.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The dev outbox for HTML e-mails (Messaging `html: true`, the order e-mails of issue 22 §9): the
 * text a mail client would show, and the outbox page showing the HTML only inside a sandboxed
 * frame, so a message's markup never runs on the API's origin (where the session cookies live).
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('htmlToText', () => {
  it('keeps the words and lines (one blank line at most), decodes entities, drops markup and scripts', () => {
    expect(
      htmlToText(
        '<!doctype html><html><head><style>p{}</style></head><body><p>Order <b>IMG-2026-000001</b></p><table><tr><td>Total:</td><td>&#8377;52.45</td></tr></table><script>alert(1)</script><p>A &amp; B &lt;ok&gt;</p></body></html>',
      ),
    ).toBe('Order IMG-2026-000001\nTotal: ₹52.45\n\nA & B <ok>');
  });
});

describe('the outbox page and HTML e-mails', () => {
  it('shows an HTML e-mail in a sandboxed frame, never as markup of the page itself', async () => {
    const client = t.serverClient();
    const address = `html-${Date.now()}@example.in`;
    const user = await new Users(client).create({ userId: ID.unique(), email: address, password: 'Passw0rd-long' });
    await new Messaging(client).createEmail({
      messageId: ID.unique(),
      subject: 'Markup test',
      content: '<p>Hello</p><script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">',
      html: true,
      users: [user.$id],
    });
    const page = await (await fetch(`${t.endpoint}/dev/outbox.html`)).text();
    expect(page).toContain('<iframe sandbox');
    expect(page).not.toContain('<script>window.pwned');
    expect(page).not.toContain('<img src=x');
    const list = (await (await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(address)}`)).json()) as {
      messages: { text: string }[];
    };
    expect(list.messages.map((m) => m.text)).toEqual(['Hello']);
  });
});

describe('SMS (Messaging createSms, the order SMS of issue 35 §4)', () => {
  it("sends to each user's phone target into the outbox (channel sms) in Appwrite's shape; a message id once; a draft nowhere", async () => {
    const client = t.serverClient();
    const messaging = new Messaging(client);
    const phone = `+9197${String(Date.now()).slice(-8)}`;
    const withPhone = await new Users(client).create({ userId: ID.unique(), phone });
    const emailOnly = await new Users(client).create({ userId: ID.unique(), email: `sms-${Date.now()}@example.in` });
    const messageId = ID.unique();
    const sent = await messaging.createSms({
      messageId,
      content: 'instamg: test',
      users: [withPhone.$id, emailOnly.$id],
    });
    expect(sent).toMatchObject({
      $id: messageId,
      providerType: 'sms',
      users: [withPhone.$id, emailOnly.$id],
      data: { content: 'instamg: test' },
      status: 'processing',
    });
    const outbox = async (to: string) =>
      (
        (await (await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
          messages: { channel: string; text: string }[];
        }
      ).messages;
    expect((await outbox(phone)).map((m) => [m.channel, m.text])).toEqual([['sms', 'instamg: test']]);
    expect(await outbox(emailOnly.email)).toEqual([]);
    await expect(messaging.createSms({ messageId, content: 'again', users: [withPhone.$id] })).rejects.toMatchObject({
      code: 409,
      type: 'message_already_exists',
    });
    const draft = await messaging.createSms({
      messageId: ID.unique(),
      content: 'draft',
      users: [withPhone.$id],
      draft: true,
    });
    expect(draft.status).toBe('draft');
    expect(await outbox(phone)).toHaveLength(1);
    await expect(
      messaging.createSms({ messageId: ID.unique(), content: '', users: [withPhone.$id] }),
    ).rejects.toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
    });
  });
});

describe('listMessages', () => {
  it('lists the stored messages with their recipients and content, newest first when asked, and only to a key', async () => {
    const client = t.serverClient();
    const messaging = new Messaging(client);
    const first = await messaging.createEmail({
      messageId: ID.unique(),
      subject: 'First',
      content: 'One',
      users: ['u-1'],
    });
    const second = await messaging.createSms({ messageId: ID.unique(), content: 'Two', users: ['u-2'] });
    const list = await messaging.listMessages({ queries: [Query.orderDesc('$createdAt'), Query.limit(2)] });
    expect(list.messages.map((m) => m.$id)).toEqual([second.$id, first.$id]);
    expect(list.messages[1]).toMatchObject({
      providerType: 'email',
      users: ['u-1'],
      data: { subject: 'First', content: 'One' },
    });
    const sms = await messaging.listMessages({ queries: [Query.equal('providerType', 'sms')] });
    expect(sms.messages.map((m) => m.$id)).toContain(second.$id);
    expect(sms.messages.every((m) => m.providerType === 'sms')).toBe(true);
    const anonymous = await fetch(`${t.endpoint}/messaging/messages`, {
      headers: { 'x-appwrite-project': t.projectId },
    });
    expect(anonymous.status).toBe(401);
  });
});

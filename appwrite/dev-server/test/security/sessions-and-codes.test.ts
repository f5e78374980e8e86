import { AppwriteException, ID } from 'appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteConfigured } from '../conformance/target.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { createWebClient, signIn, signUpAndSignIn } from '../web-client.ts';

/**
 * Issue 14 items 4 and 10 and the e-mail code rules of item 3: a new password ends the other
 * sessions; only the uploader of an unfinished chunked upload may add to it; recovery and
 * e-mail codes tell nobody who has an account and cannot be guessed. The session rules are
 * Appwrite's (project setting "invalidate sessions", default on) and run against a real
 * Appwrite when APPWRITE_ENDPOINT, APPWRITE_PROJECT_ID and APPWRITE_API_KEY are set; the rest
 * are the dev server's own (see docs/backend-verification.md) and need its outbox.
 */
let t: { endpoint: string; projectId: string; apiKey: string };
let local: TestServer | undefined;
beforeAll(async () => {
  if (remoteConfigured) {
    t = {
      endpoint: process.env.APPWRITE_ENDPOINT!.replace(/\/$/, ''),
      projectId: process.env.APPWRITE_PROJECT_ID!,
      apiKey: process.env.APPWRITE_API_KEY!,
    };
  } else {
    local = await startTestServer();
    t = local;
  }
});
afterAll(async () => {
  await local?.close();
});

let counter = 0;
const newEmail = (): string => `sec${++counter}-${Date.now()}@example.in`;
const PASSWORD = 'correct horse battery';
const APP = 'http://localhost:3000';

async function rejection(promise: Promise<unknown>): Promise<AppwriteException> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppwriteException) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

interface OutboxMessage {
  to: string;
  text: string;
  links: string[];
}
async function outbox(to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}
const codeIn = (message: OutboxMessage): string => /\b(\d{6})\b/.exec(message.text)![1]!;

describe('a new password ends the other sessions (Appwrite: invalidateSessions, on by default)', () => {
  it('PATCH /account/password signs out every other device and keeps the one that changed it', async () => {
    const email = newEmail();
    const phone = await signUpAndSignIn(t, { email, password: PASSWORD });
    const laptop = await signIn(t, { email, password: PASSWORD });
    await laptop.account.updatePassword({ password: 'a brand new password', oldPassword: PASSWORD });
    expect((await rejection(phone.account.get())).code).toBe(401);
    expect((await laptop.account.get()).email).toBe(email);
    expect((await laptop.account.listSessions()).total).toBe(1);
  });

  it.skipIf(remoteConfigured)('PUT /account/recovery signs out every session of the account', async () => {
    const email = newEmail();
    const phone = await signUpAndSignIn(t, { email, password: PASSWORD });
    const guest = createWebClient(t.endpoint, t.projectId);
    await guest.account.createRecovery({ email, url: `${APP}/auth?mode=reset` });
    const link = new URL((await outbox(email))[0]!.links[0]!);
    await guest.account.updateRecovery({
      userId: link.searchParams.get('userId')!,
      secret: link.searchParams.get('secret')!,
      password: 'a brand new password',
    });
    expect((await rejection(phone.account.get())).code).toBe(401);
    expect((await signIn(t, { email, password: 'a brand new password' })).user.email).toBe(email);
  });
});

describe.skipIf(remoteConfigured)(
  'recovery tells nobody who has an account (a deliberate difference from Appwrite)',
  () => {
    it('answers an unknown e-mail exactly as a known one: 201 and a Token, and sends nothing', async () => {
      const known = newEmail();
      await signUpAndSignIn(t, { email: known, password: PASSWORD });
      const guest = createWebClient(t.endpoint, t.projectId);
      const unknown = newEmail();
      const a = await guest.account.createRecovery({ email: known, url: `${APP}/auth?mode=reset` });
      const b = await guest.account.createRecovery({ email: unknown, url: `${APP}/auth?mode=reset` });
      expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
      expect(b.userId).toMatch(/^[a-zA-Z0-9]{20}$/);
      expect(b.secret).toBe('');
      expect(await outbox(unknown)).toEqual([]);
      expect(await outbox(known)).toHaveLength(1);
    });
  },
);

describe.skipIf(remoteConfigured)('e-mail codes: one live code, a few tries', () => {
  it('a new code replaces the one before it', async () => {
    const email = newEmail();
    const guest = createWebClient(t.endpoint, t.projectId);
    const first = await guest.account.createEmailToken({ userId: ID.unique(), email });
    const firstCode = codeIn((await outbox(email))[0]!);
    await guest.account.createEmailToken({ userId: first.userId, email });
    const secondCode = codeIn((await outbox(email))[0]!);
    if (firstCode !== secondCode)
      expect((await rejection(guest.account.createSession({ userId: first.userId, secret: firstCode }))).type).toBe(
        'user_invalid_token',
      );
    expect((await guest.account.createSession({ userId: first.userId, secret: secondCode })).userId).toBe(first.userId);
  });

  it.skipIf(remoteConfigured)(
    'stores the same six digits for two users (codes repeat; the store must not refuse the second)',
    async () => {
      const { insertToken, consumeToken } = await import('../../src/auth/store/tokens.ts');
      const deps = local!.dev.deps;
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) {
        const email = newEmail();
        const res = await fetch(`${t.endpoint}/users`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-appwrite-project': t.projectId,
            'x-appwrite-key': t.apiKey,
          },
          body: JSON.stringify({ userId: ID.unique(), email }),
        });
        ids.push(((await res.json()) as { $id: string }).$id);
      }
      for (const userId of ids) insertToken(deps, { userId, type: 'email', secret: '424242', ttlSeconds: 60 });
      insertToken(deps, { userId: ids[0]!, type: 'generic', secret: '424242', ttlSeconds: 60 });
      expect(consumeToken(deps, ids[1]!, '424242', ['email'])?.userId).toBe(ids[1]);
      expect(consumeToken(deps, ids[0]!, '424242', ['email'])?.type).toBe('email');
      expect(consumeToken(deps, ids[0]!, '424242', ['generic'])?.type).toBe('generic');
    },
  );

  it('three wrong codes end the live one, so the right code no longer works', async () => {
    const email = newEmail();
    const guest = createWebClient(t.endpoint, t.projectId);
    const token = await guest.account.createEmailToken({ userId: ID.unique(), email });
    const code = codeIn((await outbox(email))[0]!);
    const wrong = (n: number): string => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= 3; i++)
      expect((await rejection(guest.account.createSession({ userId: token.userId, secret: wrong(i) }))).type).toBe(
        'user_invalid_token',
      );
    expect((await rejection(guest.account.createSession({ userId: token.userId, secret: code }))).type).toBe(
      'user_invalid_token',
    );
  });
});

describe.skipIf(remoteConfigured)('chunked uploads: only the uploader may add chunks', () => {
  it('refuses a chunk for someone else’s unfinished upload, and lets the uploader finish it', async () => {
    const owner = await signUpAndSignIn(t, { email: newEmail(), password: PASSWORD });
    const other = await signUpAndSignIn(t, { email: newEmail(), password: PASSWORD });
    const fileId = ID.unique();
    const size = 5 * 1024 * 1024 + 10;
    const chunk = (session: string | null, start: number, end: number, byte: number) => {
      const form = new FormData();
      form.append('fileId', fileId);
      form.append('file', new Blob([Buffer.alloc(end - start + 1, byte)]), 'rx.pdf');
      return fetch(`${t.endpoint}/storage/buckets/prescriptions/files`, {
        method: 'POST',
        headers: {
          'x-appwrite-project': t.projectId,
          'content-range': `bytes ${start}-${end}/${size}`,
          'x-appwrite-id': fileId,
          ...(session ? { 'x-appwrite-session': session } : {}),
        },
        body: form,
      });
    };
    const half = 5 * 1024 * 1024;
    expect((await chunk(owner.sessionCookie(), 0, half - 1, 1)).status).toBe(201);
    const intruder = await chunk(other.sessionCookie(), half, size - 1, 2);
    expect(intruder.status).toBe(401);
    expect(((await intruder.json()) as { type: string }).type).toBe('user_unauthorized');
    const done = await chunk(owner.sessionCookie(), half, size - 1, 1);
    expect(done.status).toBe(201);
    expect(((await done.json()) as { chunksUploaded: number }).chunksUploaded).toBe(2);
  });
});

import { Users } from 'node-appwrite';
import { guardAfterRecovery, guardAfterSession } from './guard.ts';
import { serverClient, type Context } from '../../lib/runtime/context.ts';

/**
 * account-guard (no execute; triggered by Appwrite events; ADR 0007). Appwrite itself keeps a
 * phone and a password that someone else set up when the e-mail's owner takes the account over
 * (issue 32, "account takeover by pre-registration"), so this function does it on Appwrite's
 * events, which real Appwrite and the dev server both send:
 * - `users.[userId].recovery.[tokenId].update` (a password reset: the e-mail is proven, Appwrite
 *   has ended the sessions): the phone is removed and every session ended again;
 * - `users.[userId].sessions.[sessionId].create` of a sign-in that proves the e-mail (Google, an
 *   e-mailed code or link) into an account whose e-mail was never proven: the prover takes it.
 * The event name is in the `x-appwrite-event` header, the payload (Token or Session) in the body.
 */
export default async (ctx: Context) => {
  const event = ctx.req.headers['x-appwrite-event'] ?? '';
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(ctx.req.bodyText || '{}') as Record<string, unknown>;
  } catch {
    return ctx.res.json({ ok: false, reason: 'not json' }, 400);
  }
  const users = new Users(serverClient(ctx));
  try {
    if (/^users\.[^.]+\.recovery\.[^.]+\.update$/.test(event)) {
      const done = await guardAfterRecovery(users, String(payload.userId ?? ''));
      ctx.log(`recovery of ${String(payload.userId)}: ${done.join(', ') || 'nothing to do'}`);
      return ctx.res.json({ ok: true, done }, 200);
    }
    if (/^users\.[^.]+\.sessions\.[^.]+\.create$/.test(event)) {
      const done = await guardAfterSession(users, payload);
      if (done.length) ctx.log(`session ${String(payload.$id)} of ${String(payload.userId)}: ${done.join(', ')}`);
      return ctx.res.json({ ok: true, done }, 200);
    }
    return ctx.res.json({ ok: true, done: [] }, 200);
  } catch (error) {
    ctx.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return ctx.res.json({ ok: false }, 500);
  }
};

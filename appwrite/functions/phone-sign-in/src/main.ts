import { ID, Messaging, TablesDB, Users } from 'node-appwrite';
import { accountForProvenPhone, createPhoneAccount, createSignInToken, findByPhone } from './accounts.ts';
import {
  CODE_TTL_SECONDS,
  INDIAN_MOBILE_E164,
  claimCode,
  codeMatches,
  countTry,
  findByChallenge,
  getCodeRow,
  newCode,
  putCode,
  sendWindow,
} from './codes.ts';
import { parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';

/**
 * phone-sign-in (execute: any) — SMS sign-in instead of Appwrite's phone tokens, which this
 * project turns off (appwrite.json settings.auth.methods.phone = false; ADR 0007):
 * - POST `{ action: "send", phone: "+91…" }` → 200 `{ challengeId, expire }`, the same for every
 *   number (new, held, held unverified, over its hourly limit): it tells nobody who holds a number.
 *   The 6-digit code goes by SMS through Appwrite Messaging to the number's account.
 * - POST `{ action: "verify", challengeId, code }` → 200 `{ userId, secret }` for
 *   `account.createSession({ userId, secret })`, or 401 sms_code_invalid (wrong, expired, used, or
 *   the 3 tries spent). The code opens only an account on which the number is verified
 *   (accounts.ts); anything else gets a new account of its own.
 */

const SMS_TEXT = (code: string): string =>
  `${code} is your instamg sign-in code. It expires in 10 minutes. Do not share it.\n\n@${smsDomain()} #${code}`;

/** The WebOTP origin line (`@host #code`) lets the browser offer the code to the shell's page. */
function smsDomain(): string {
  try {
    return new URL(process.env.PUBLIC_APP_URL ?? 'http://localhost').host;
  } catch {
    return 'localhost';
  }
}

function phoneOf(body: Record<string, unknown>): string {
  const phone = typeof body.phone === 'string' ? body.phone.replace(/[\s-]/g, '') : '';
  if (!INDIAN_MOBILE_E164.test(phone)) throw fail('phone_invalid');
  return phone;
}

async function send(ctx: Context, body: Record<string, unknown>): Promise<unknown> {
  const phone = phoneOf(body);
  const client = serverClient(ctx);
  const tablesDB = new TablesDB(client);
  const users = new Users(client);
  const now = new Date();
  const expire = new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString();
  const row = await getCodeRow(tablesDB, phone);
  const window = sendWindow(row, now);
  // Over the hourly limit: the same answer, and no SMS (the challenge id opens nothing).
  if (!window.allowed) return ctx.res.json({ challengeId: ID.unique(), expire }, 200);
  let holder = await findByPhone(users, phone);
  let freshUserId = holder && row?.fresh_user_id === holder.$id ? holder.$id : null;
  if (!holder) {
    holder = await createPhoneAccount(users, phone);
    freshUserId = holder.$id;
  }
  const code = newCode();
  const challengeId = await putCode(tablesDB, { phone, code, ...window, freshUserId, now });
  try {
    await new Messaging(client).createSMS({ messageId: ID.unique(), content: SMS_TEXT(code), users: [holder.$id] });
  } catch (error) {
    // Not the caller's business (and not an oracle): logged for the operator.
    ctx.error(`SMS sign-in code not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
  return ctx.res.json({ challengeId, expire }, 200);
}

async function verify(ctx: Context, body: Record<string, unknown>): Promise<unknown> {
  const challengeId = typeof body.challengeId === 'string' ? body.challengeId : '';
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  if (!/^[a-zA-Z0-9]{1,36}$/.test(challengeId) || !/^\d{6}$/.test(code)) throw fail('sms_code_invalid');
  const client = serverClient(ctx);
  const tablesDB = new TablesDB(client);
  const row = await findByChallenge(tablesDB, challengeId);
  if (!row || Date.parse(row.expires_at) <= Date.now()) throw fail('sms_code_invalid');
  // Counted before it is compared; the right code is then claimed once (deleting the row).
  if (!(await countTry(tablesDB, row))) throw fail('sms_code_invalid');
  if (!codeMatches(row, code)) throw fail('sms_code_invalid');
  if (!(await claimCode(tablesDB, row))) throw fail('sms_code_invalid');
  const users = new Users(client);
  const user = await accountForProvenPhone(users, row.phone, row.fresh_user_id ?? null);
  const secret = await createSignInToken(users, user.$id);
  ctx.log(`SMS sign-in for user ${user.$id}`);
  return ctx.res.json({ userId: user.$id, secret }, 200);
}

export default async (ctx: Context) => {
  try {
    if (ctx.req.method !== 'POST') throw fail('method_not_allowed');
    const body = parseBody(ctx.req.bodyText);
    if (body.action === 'send') return await send(ctx, body);
    if (body.action === 'verify') return await verify(ctx, body);
    throw fail('invalid_action', 'action must be "send" or "verify".');
  } catch (error) {
    return replyError(ctx, error, 'SMS sign-in failed. Please try again.');
  }
};

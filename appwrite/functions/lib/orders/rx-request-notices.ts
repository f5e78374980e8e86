// The customer's notices of a prescription-photo request (issue 36 §1, ADR 0016): when it is
// priced, declined or could not be served, ONE push (to each device they turned alerts on for,
// lib/push/web-push.ts) and ONE e-mail (Appwrite Messaging), however often the transition is
// retried and when two executions race; when no device took the push, ONE SMS to a verified mobile
// instead (the order messages' rule, orderMessageChannels), so a customer who signed up by phone hears too.
//
// Exactly once: `rx_requests.customer_notices` (written only here, with the key) lists the
// notices already sent, so a retry stops at the check. Two executions that both read it before
// either wrote it are told apart by the e-mail's message id, derived from (request, notice):
// Appwrite keeps message ids unique (409 for the second), so only the execution whose e-mail was
// created sends the push. The notice is recorded after sending: an execution that stops in
// between leaves it to the next sweep (sendOwedRxNotices), whose e-mail then gets 409 and which
// only records it.
// Never throws: the request has already changed when this runs.
import { createHash } from 'node:crypto';
import { Messaging, Query, Users, type Client, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { DECLINE_REASONS, DECLINE_REASONS_HI, isDeclineReason } from '@instamg/shared/domain/rx-request';
import { localeOfPrefs, type Locale } from '@instamg/shared/domain/locale';
import { orderMessageChannels } from '@instamg/shared/domain/order-sms';
import { rxRequestSmsText } from '@instamg/shared/domain/rx-request-sms';
import {
  RX_NOTICE_STATUSES,
  rxRequestNoticeOf,
  rxRequestNoticeText,
  type RxRequestNotice,
} from '@instamg/shared/domain/rx-request-status';
import type { PushMessage } from '@instamg/shared/domain/web-push';
import { appwriteStatus } from '../runtime/errors.ts';
import { listAll } from '../runtime/list-all.ts';
import { sendPush, subscriptionsOfUser, vapidConfig } from '../push/web-push.ts';
import type { RxRequestRow } from './rx-requests.ts';

export type RxNoticeOutcome = 'sent' | 'duplicate' | 'none' | 'failed';

/** The e-mail's message id: one per (request, notice), so a second create is 409. */
export const rxNoticeMessageId = (requestId: string, notice: RxRequestNotice): string =>
  `rq${createHash('sha256').update(`${requestId}:${notice}`).digest('hex').slice(0, 34)}`;

/** The SMS's message id: one per (request, notice), so a retried send is 409. */
export const rxNoticeSmsId = (requestId: string, notice: RxRequestNotice): string =>
  `rs${createHash('sha256').update(`${requestId}:${notice}:sms`).digest('hex').slice(0, 34)}`;

/** Where the customer opens the request (mf-cart-checkout's RxRequestFlow). */
const requestPath = (requestId: string) => `/upload-prescription?request=${encodeURIComponent(requestId)}`;

/** The e-mail's link line. */
const OPEN_REQUEST: Readonly<Record<Locale, string>> = { 'en-IN': 'Open your request:', 'hi-IN': 'अपना अनुरोध खोलें:' };

function noticeText(request: RxRequestRow, notice: RxRequestNotice, locale: Locale) {
  const reasons = locale === 'hi-IN' ? DECLINE_REASONS_HI : DECLINE_REASONS;
  const reason = isDeclineReason(request.decline_reason) ? reasons[request.decline_reason] : null;
  return rxRequestNoticeText(notice, { store: request.store_name, reason }, locale);
}

interface NoticeContact {
  locale: Locale;
  phone?: string | null;
  phoneVerification?: boolean | null;
}

/** The customer's language (prefs.locale, as order notices) and mobile; English and no SMS if unreadable. */
async function contactOf(client: Client, userId: string, log: (message: string) => void): Promise<NoticeContact> {
  try {
    const user = await new Users(client).get({ userId });
    return { locale: localeOfPrefs(user.prefs), phone: user.phone, phoneVerification: user.phoneVerification };
  } catch (err) {
    log(`customer ${userId} not read for the notice: ${err instanceof Error ? err.message : String(err)}`);
    return { locale: localeOfPrefs(null) };
  }
}

async function recordNotice(tablesDB: TablesDB, requestId: string, notice: RxRequestNotice): Promise<void> {
  const fresh = await tablesDB.getRow<RxRequestRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.rxRequests,
    rowId: requestId,
  });
  const sent = fresh.customer_notices ?? [];
  if (sent.includes(notice)) return;
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.rxRequests,
    rowId: requestId,
    data: { customer_notices: [...sent, notice] },
  });
}

/**
 * Tells the request's customer about its current state, once: the state's notice from
 * RX_REQUEST_STATUS_MEANINGS (none for the others). Never throws.
 */
export async function noticeRxRequest(
  client: Client,
  tablesDB: TablesDB,
  request: RxRequestRow,
  log: (message: string) => void,
): Promise<RxNoticeOutcome> {
  const notice = rxRequestNoticeOf(request.state);
  if (!notice) return 'none';
  try {
    // The check: a notice already recorded is not sent again (a retry, a later sweep).
    const fresh = await tablesDB.getRow<RxRequestRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.rxRequests,
      rowId: request.$id,
    });
    if ((fresh.customer_notices ?? []).includes(notice)) return 'duplicate';
    if (rxRequestNoticeOf(fresh.state) !== notice) return 'none';
    const contact = await contactOf(client, fresh.customer_id, log);
    const { locale } = contact;
    const text = noticeText(fresh, notice, locale);
    const base = process.env.PUBLIC_APP_URL?.replace(/\/+$/, '');
    // The claim: the first execution to create this message id is the one that tells the customer.
    try {
      await new Messaging(client).createEmail({
        messageId: rxNoticeMessageId(fresh.$id, notice),
        subject: text.subject,
        content: [text.body, ...(base ? ['', `${OPEN_REQUEST[locale]} ${base}${requestPath(fresh.$id)}`] : [])].join(
          '\n',
        ),
        users: [fresh.customer_id],
      });
    } catch (err) {
      if (appwriteStatus(err) !== 409) throw err;
      await recordNotice(tablesDB, fresh.$id, notice);
      return 'duplicate';
    }
    const pushed = await pushNotice(tablesDB, fresh, notice, text, log);
    if (orderMessageChannels({ ...contact, pushDevices: pushed }).includes('sms'))
      await smsNotice(client, fresh, notice, locale, log);
    await recordNotice(tablesDB, fresh.$id, notice);
    return 'sent';
  } catch (err) {
    log(`rx request ${request.$id} notice ${notice} not sent: ${err instanceof Error ? err.message : String(err)}`);
    return 'failed';
  }
}

async function pushNotice(
  tablesDB: TablesDB,
  request: RxRequestRow,
  notice: RxRequestNotice,
  text: { subject: string; body: string },
  log: (message: string) => void,
): Promise<number> {
  if (!vapidConfig()) return 0;
  const devices = await subscriptionsOfUser(tablesDB, request.customer_id).catch(() => []);
  if (devices.length === 0) return 0;
  const message: PushMessage = {
    // A priced cart is worth waking the phone for: the customer is waiting to pay.
    urgency: notice === 'priced' ? 'high' : 'normal',
    ttl: 24 * 3600,
    payload: {
      title: text.subject,
      body: text.body,
      url: requestPath(request.$id),
      tag: `rx_request:${request.$id}:${notice}`,
    },
  };
  return (await sendPush(tablesDB, devices, message, log)).sent;
}

/** The SMS for a customer no device took the push for; a second send of the same notice is 409. Never throws. */
async function smsNotice(
  client: Client,
  request: RxRequestRow,
  notice: RxRequestNotice,
  locale: Locale,
  log: (message: string) => void,
): Promise<void> {
  try {
    await new Messaging(client).createSms({
      messageId: rxNoticeSmsId(request.$id, notice),
      content: rxRequestSmsText(notice, locale),
      users: [request.customer_id],
    });
  } catch (err) {
    if (appwriteStatus(err) === 409) return;
    log(`rx request ${request.$id} SMS ${notice} not sent: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * The sweep's catch-up (reroute-unaccepted-orders, every minute): requests of the last day in a
 * state with a notice that is not recorded yet, e.g. an execution that wrote the state and
 * stopped before telling. Returns how many were sent now.
 */
export async function sendOwedRxNotices(
  client: Client,
  tablesDB: TablesDB,
  now: Date,
  log: (message: string) => void,
): Promise<number> {
  const owed = await listAll<RxRequestRow>(tablesDB, TABLES.rxRequests, [
    Query.equal('state', [...RX_NOTICE_STATUSES]),
    Query.greaterThan('$updatedAt', new Date(now.getTime() - 86400_000).toISOString()),
  ]);
  let sent = 0;
  for (const request of owed) {
    const notice = rxRequestNoticeOf(request.state);
    if (!notice || (request.customer_notices ?? []).includes(notice)) continue;
    if ((await noticeRxRequest(client, tablesDB, request, log)) === 'sent') sent++;
  }
  return sent;
}

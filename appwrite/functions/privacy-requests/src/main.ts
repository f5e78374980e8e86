import { ID } from 'node-appwrite';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';
import { sendBreachNotice } from './breach.ts';
import { runErasure, sweepRetention } from './erasure.ts';
import { publicRequest, runExport } from './export.ts';
import { executionNow } from '../../lib/orders/intake.ts';
import { publicTicket, raiseGrievance, updateGrievance } from './grievance.ts';

/**
 * privacy-requests (execute: users). Issue 39 §2 and §5:
 * - `{ action: 'export' }` → 201 `{ request }`: "Download my data". Run it asynchronously (the
 *   browser does): the data_requests row's id is the execution id; it is `processing` while the
 *   file is made, then `ready` with `file_id` and `expires_at` (7 days). The file (JSON: account,
 *   addresses, orders with items, prescriptions' details and file ids, consents, messages sent,
 *   tickets, requests) is in the private `data_exports` bucket, readable by the caller alone.
 *   409 `export_in_progress` while another is being made.
 * - `{ action: 'raise_grievance', subject, message, order_number? }` → 201 `{ ticket }` (not a guest).
 * - `{ action: 'update_grievance', ticket_id, status, response? }` → 200 `{ ticket }`: admins only.
 * - `{ action: 'erasure', confirm: 'DELETE' }` → 200 `{ request }`: "Delete my account" (ADR 0013),
 *   at once, from a fresh sign-in (and the second factor when MFA is on); 409 while an order is active.
 * - `{ action: 'breach_notice', user_ids, subject, message }` → 200 `{ sent_to, unknown, message_ids }`:
 *   admins only; e-mail and SMS through Messaging (docs/privacy-breach-runbook.md), audited.
 * - With no user (the daily schedule, or an API-key run with `{ now }`): the retention sweep →
 *   `{ prescriptions_deleted }`.
 * The caller is always the execution's user, never a body field. No client writes either table.
 */
export default async (ctx: Context) => {
  try {
    const body = parseBody(ctx.req.bodyText);
    const client = serverClient(ctx);
    // Appwrite runs a users-only function without a user only for its schedule or an API key.
    if (!ctx.req.headers['x-appwrite-user-id'])
      return ctx.res.json(await sweepRetention(client, executionNow(ctx, body)));
    const userId = callerId(ctx);
    switch (body.action) {
      case 'export': {
        const requestId = ctx.req.headers['x-appwrite-execution-id'] || ID.unique();
        const request = await runExport(client, userId, requestId, (m) => ctx.log(m));
        return ctx.res.json({ request: publicRequest(request) }, 201);
      }
      case 'erasure': {
        const requestId = ctx.req.headers['x-appwrite-execution-id'] || ID.unique();
        const request = await runErasure(ctx, client, userId, body, requestId, (m) => ctx.log(m));
        return ctx.res.json({ request: publicRequest(request) });
      }
      case 'raise_grievance':
        return ctx.res.json({ ticket: publicTicket(await raiseGrievance(client, userId, body)) }, 201);
      case 'breach_notice':
        return ctx.res.json(await sendBreachNotice(client, userId, body));
      case 'update_grievance':
        return ctx.res.json({ ticket: publicTicket(await updateGrievance(client, userId, body)) });
      default:
        throw fail(
          'invalid_action',
          'action must be export, erasure, raise_grievance, update_grievance or breach_notice.',
        );
    }
  } catch (err) {
    return replyError(ctx, err, 'We could not complete your request. Please try again.');
  }
};

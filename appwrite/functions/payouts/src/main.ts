import { TablesDB } from 'node-appwrite';
import { parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { payoutGatewayFromEnv, payoutsMode } from '../../lib/money/payout-gateway.ts';
import { refreshPayoutTransfer, startPayoutTransfer } from '../../lib/money/payout-transfers.ts';

/**
 * payouts (execute: users; issue 18 §6; docs/payments.md "Payouts"). Platform admins only, every
 * action (anyone else 401 `admin_required`):
 * - `{ action: 'start_transfer', payout_id }` → `{ payout, mode }`: "Pay out" a pending payout
 *   through the payout gateway (PAYOUTS_MODE: the dev server's sandbox by default, Cashfree
 *   Payouts in sandbox/production). The payout becomes `processing` with transfer id = payout id
 *   (a retry after a failure: `{id}_r{n}`), then `paid` with the gateway's UTR (payout-webhook) or
 *   back to `pending` with `failure_reason`. Starting it again while it is processing only reads
 *   its status: one transfer. A paid payout 409 `payout_already_paid`; net under ₹1 409
 *   `payout_below_minimum`; no verified bank account 409 `payout_account_missing`; PAYOUTS_MODE
 *   =manual 409 `payout_gateway_off` (record the UTR of a bank transfer instead: store-earnings
 *   `record_payout_utr`). Audited (`payout.transfer_started`, then `payout.paid` /
 *   `payout.transfer_failed` by the gateway).
 * - `{ action: 'refresh_transfer', payout_id }` → `{ payout, mode }`: reads the transfer's status
 *   from the gateway and applies it (when a webhook was lost).
 */

const ROW_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
const ACTIONS = ['start_transfer', 'refresh_transfer'] as const;

export default async (ctx: Context) => {
  try {
    const body = parseBody(ctx.req.bodyText);
    const userId = ctx.req.headers['x-appwrite-user-id'];
    if (!userId) throw fail('admin_required');
    const client = serverClient(ctx);
    const caller = await loadCaller(client, userId);
    if (!caller.isAdmin) throw fail('admin_required');
    if (!ACTIONS.includes(body.action as (typeof ACTIONS)[number]))
      throw fail('invalid_action', `action must be one of: ${ACTIONS.join(', ')}.`);
    if (typeof body.payout_id !== 'string' || !ROW_ID.test(body.payout_id))
      throw fail('invalid_input', 'payout_id must be a payout id.');
    const mode = payoutsMode(process.env);
    const gateway = await payoutGatewayFromEnv(process.env, ctx.req.headers['x-appwrite-key'] ?? '');
    if (!gateway) throw fail('payout_gateway_off');
    const tablesDB = new TablesDB(client);
    const payout =
      body.action === 'start_transfer'
        ? await startPayoutTransfer(tablesDB, gateway, body.payout_id, userId)
        : await refreshPayoutTransfer(tablesDB, gateway, body.payout_id);
    return ctx.res.json({ payout, mode });
  } catch (err) {
    return replyError(ctx, err, 'The payout could not be sent. Please try again.');
  }
};
